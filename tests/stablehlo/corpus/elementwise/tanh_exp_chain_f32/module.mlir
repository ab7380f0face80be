module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.tanh %arg0 : tensor<4x5xf32>
    %1 = stablehlo.exponential %0 : tensor<4x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x5xf32>
    return %3 : tensor<4x5xf32>
  }
}
