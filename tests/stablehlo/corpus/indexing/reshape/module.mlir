module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<3x2x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x3xf32>) -> tensor<3x2x2xf32>
    return %0 : tensor<3x2x2xf32>
  }
}
