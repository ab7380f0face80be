module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}) {
    %0 = call @diff(%arg0) : (tensor<4xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x4xf32>
    return %0, %5 : tensor<3xf32>, tensor<4x4xf32>
  }
  func.func private @diff(%arg0: tensor<4xf32>) -> tensor<3xf32> {
    %0 = stablehlo.slice %arg0 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %1 = stablehlo.slice %arg0 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
