module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1x2xf32>) -> (tensor<1x3x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x1x2xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    return %1 : tensor<1x3x2xf32>
  }
}
