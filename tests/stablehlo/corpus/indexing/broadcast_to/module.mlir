module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>) -> (tensor<3x2x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x1xf32>) -> tensor<3x2x4xf32>
    return %0 : tensor<3x2x4xf32>
  }
}
