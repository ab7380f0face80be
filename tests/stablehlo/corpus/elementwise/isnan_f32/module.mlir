module @jit_isnan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>) -> (tensor<2x4xi1> {jax.result_info = "result"}) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    return %0 : tensor<2x4xi1>
  }
}
