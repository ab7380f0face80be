module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<2x3xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    return %2 : tensor<2x3xi32>
  }
}
