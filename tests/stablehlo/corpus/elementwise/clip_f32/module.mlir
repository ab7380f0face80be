module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = call @clip(%arg0, %arg1, %arg2) : (tensor<2x4xf32>, tensor<f32>, tensor<f32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @clip(%arg0: tensor<2x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<2x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<2x4xf32>
    return %3 : tensor<2x4xf32>
  }
}
