module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32> {jax.result_info = "result"}) {
    %0 = call @_roll_static(%arg0) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @_roll_static(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 3:5] : (tensor<2x5xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:3] : (tensor<2x5xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x5xf32>
    return %2 : tensor<2x5xf32>
  }
}
