module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>) -> (tensor<3x1xf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf16>, tensor<f16>) -> tensor<3xf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf16>) -> tensor<3x1xf16>
    return %1 : tensor<3x1xf16>
  }
}
