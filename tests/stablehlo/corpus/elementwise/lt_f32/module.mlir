module @jit_less attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<2x4xi1> {jax.result_info = "result"}) {
    %0 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    return %0 : tensor<2x4xi1>
  }
}
