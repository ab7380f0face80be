module @jit_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf16>, %arg1: tensor<4x3xf16>) -> (tensor<3x3xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf16>, tensor<4x3xf16>) -> tensor<3x3xf16>
    return %0 : tensor<3x3xf16>
  }
}
