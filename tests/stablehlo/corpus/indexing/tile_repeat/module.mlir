module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xi32>) -> (tensor<4x3xi32> {jax.result_info = "result[0]"}, tensor<2x6xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xi32>) -> tensor<1x2x1x3xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xi32>) -> tensor<2x2x1x3xi32>
    %2 = stablehlo.reshape %1 : (tensor<2x2x1x3xi32>) -> tensor<4x3xi32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x2xi32>
    %4 = stablehlo.reshape %3 : (tensor<2x3x2xi32>) -> tensor<2x6xi32>
    return %2, %4 : tensor<4x3xi32>, tensor<2x6xi32>
  }
}
