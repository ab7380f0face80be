"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xbf16>) -> tensor<3x5xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %2 = "stablehlo.reduce"(%arg0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %16 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%16) : (tensor<bf16>) -> ()
    }) : (tensor<3x5xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3xbf16>
    %4 = "stablehlo.maximum"(%3, %2) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xbf16>) -> tensor<3x1xbf16>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xbf16>) -> tensor<3x5xbf16>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<3x5xbf16>, tensor<3x5xbf16>) -> tensor<3x5xbf16>
    %8 = "stablehlo.exponential"(%7) : (tensor<3x5xbf16>) -> tensor<3x5xbf16>
    %9 = "stablehlo.convert"(%8) : (tensor<3x5xbf16>) -> tensor<3x5xf32>
    %10 = "stablehlo.reduce"(%9, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %12 = "stablehlo.convert"(%11) : (tensor<3x1xf32>) -> tensor<3x1xbf16>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xbf16>) -> tensor<3x5xbf16>
    %14 = "stablehlo.divide"(%8, %13) : (tensor<3x5xbf16>, tensor<3x5xbf16>) -> tensor<3x5xbf16>
    "func.return"(%14) : (tensor<3x5xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
