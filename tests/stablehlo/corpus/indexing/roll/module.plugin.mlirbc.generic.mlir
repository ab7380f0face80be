"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x5xf32>):
    %3 = "func.call"(%arg1) <{callee = @_roll_static}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%3) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>}> : (tensor<2x5xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x5xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.concatenate"(%0, %1) <{dimension = 1 : i64}> : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x5xf32>
    "func.return"(%2) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
