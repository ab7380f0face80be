"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xbf16>) -> tensor<3x5xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %17 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%17) : (tensor<bf16>) -> ()
    }) : (tensor<3x5xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %2 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3xbf16>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xbf16>) -> tensor<3x1xbf16>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xbf16>) -> tensor<3x5xbf16>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<3x5xbf16>, tensor<3x5xbf16>) -> tensor<3x5xbf16>
    %8 = "stablehlo.exponential"(%7) : (tensor<3x5xbf16>) -> tensor<3x5xbf16>
    %9 = "stablehlo.convert"(%8) : (tensor<3x5xbf16>) -> tensor<3x5xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %16 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %13 = "stablehlo.convert"(%12) : (tensor<3x1xf32>) -> tensor<3x1xbf16>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xbf16>) -> tensor<3x5xbf16>
    %15 = "stablehlo.divide"(%8, %14) : (tensor<3x5xbf16>, tensor<3x5xbf16>) -> tensor<3x5xbf16>
    "func.return"(%15) : (tensor<3x5xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
