"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4xf32>, %arg6: tensor<5xf32>):
    %18 = "func.call"(%arg5, %arg6) <{callee = @polyval}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%18) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "polyval", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<5xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %5 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xf32>) -> tensor<f32>
    %8 = "func.call"(%arg4, %4, %7) <{callee = @closed_call}> : (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %9 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1xf32>) -> tensor<f32>
    %11 = "func.call"(%arg4, %8, %10) <{callee = @closed_call}> : (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %12 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1xf32>) -> tensor<f32>
    %14 = "func.call"(%arg4, %11, %13) <{callee = @closed_call}> : (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %15 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1xf32>) -> tensor<f32>
    %17 = "func.call"(%arg4, %14, %16) <{callee = @closed_call}> : (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%17) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.multiply"(%arg1, %arg0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%2) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
