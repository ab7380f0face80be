module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>) -> (tensor<5x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [1, 2], high = [-1, 0], interior = [1, 0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
}
