"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<9xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<5xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "func.call"(%arg3, %7) <{callee = @_pad}> : (tensor<5xf32>, tensor<i32>) -> tensor<9xf32>
    "func.return"(%8) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<5xf32>, %arg2: tensor<i32>):
    %1 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 3>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<2xf32>
    %2 = "func.call"(%1) <{callee = @_flip}> : (tensor<2xf32>) -> tensor<2xf32>
    %3 = "stablehlo.concatenate"(%2, %arg1) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<5xf32>) -> tensor<7xf32>
    %4 = "stablehlo.slice"(%3) <{limit_indices = array<i64: 6>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<2xf32>
    %5 = "func.call"(%4) <{callee = @_flip}> : (tensor<2xf32>) -> tensor<2xf32>
    %6 = "stablehlo.concatenate"(%3, %5) <{dimension = 0 : i64}> : (tensor<7xf32>, tensor<2xf32>) -> tensor<9xf32>
    "func.return"(%6) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xf32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
