module @jit_isfinite attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf16>) -> (tensor<2x4xi1> {jax.result_info = "result"}) {
    %0 = stablehlo.is_finite %arg0 : (tensor<2x4xf16>) -> tensor<2x4xi1>
    return %0 : tensor<2x4xi1>
  }
}
