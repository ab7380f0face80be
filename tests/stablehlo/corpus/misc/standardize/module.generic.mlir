"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<2x5xf32>):
    %30 = "func.call"(%arg7) <{callee = @standardize}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%30) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "standardize", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x5xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%arg2, %3) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %29 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %6 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %9 = "chlo.square"(%arg2) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %28 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %13 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %15 = "stablehlo.divide"(%12, %14) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %16 = "chlo.square"(%8) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %17 = "stablehlo.subtract"(%15, %16) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "func.call"(%17, %18) <{callee = @clip}> : (tensor<2x1xf32>, tensor<i32>) -> tensor<2x1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %21 = "stablehlo.subtract"(%arg2, %20) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %22 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %24 = "stablehlo.add"(%19, %23) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %25 = "stablehlo.rsqrt"(%24) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %27 = "stablehlo.multiply"(%21, %26) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%27) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x1xf32>, tensor<i32>) -> tensor<2x1xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    "func.return"(%2) : (tensor<2x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
