module @jit_mean attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>) -> (tensor<f16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %2 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %3 = stablehlo.convert %2 : (tensor<f32>) -> tensor<f16>
    return %3 : tensor<f16>
  }
}
