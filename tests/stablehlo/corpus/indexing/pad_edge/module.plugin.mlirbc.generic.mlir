"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3xi32>) -> tensor<5x4xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<2x3xi32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "func.call"(%arg2, %14) <{callee = @_pad}> : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x4xi32>
    "func.return"(%15) : (tensor<5x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3xi32>, tensor<i32>) -> tensor<5x4xi32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x3xi32>) -> tensor<1x3xi32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x3xi32>) -> tensor<1x1x3xi32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x1x3xi32>) -> tensor<1x3xi32>
    %3 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x3xi32>) -> tensor<1x3xi32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x3xi32>) -> tensor<1x2x3xi32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x2x3xi32>) -> tensor<2x3xi32>
    %6 = "stablehlo.concatenate"(%2, %arg0, %5) <{dimension = 0 : i64}> : (tensor<1x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<5x3xi32>
    %7 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 5, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xi32>) -> tensor<5x1xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xi32>) -> tensor<5x1x0xi32>
    %9 = "stablehlo.reshape"(%8) : (tensor<5x1x0xi32>) -> tensor<5x0xi32>
    %10 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 5, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>}> : (tensor<5x3xi32>) -> tensor<5x1xi32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xi32>) -> tensor<5x1x1xi32>
    %12 = "stablehlo.reshape"(%11) : (tensor<5x1x1xi32>) -> tensor<5x1xi32>
    %13 = "stablehlo.concatenate"(%9, %6, %12) <{dimension = 1 : i64}> : (tensor<5x0xi32>, tensor<5x3xi32>, tensor<5x1xi32>) -> tensor<5x4xi32>
    "func.return"(%13) : (tensor<5x4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
