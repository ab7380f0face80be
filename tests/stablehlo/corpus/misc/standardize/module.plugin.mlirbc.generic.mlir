"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<2x5xf32>):
    %28 = "func.call"(%arg7) <{callee = @standardize}> : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%28) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "standardize", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x5xf32>):
    %3 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%arg2, %6) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %27 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %10 = "stablehlo.divide"(%8, %9) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %11 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %12 = "stablehlo.reduce"(%11, %6) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %26 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %14 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %15 = "stablehlo.divide"(%13, %14) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %16 = "stablehlo.multiply"(%10, %10) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %17 = "stablehlo.subtract"(%15, %16) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %18 = "func.call"(%17, %4) <{callee = @clip}> : (tensor<2x1xf32>, tensor<i32>) -> tensor<2x1xf32>
    %19 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %20 = "stablehlo.subtract"(%arg2, %19) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %21 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %22 = "stablehlo.add"(%18, %21) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %23 = "stablehlo.rsqrt"(%22) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %25 = "stablehlo.multiply"(%20, %24) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%25) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x1xf32>, tensor<i32>) -> tensor<2x1xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    "func.return"(%2) : (tensor<2x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
