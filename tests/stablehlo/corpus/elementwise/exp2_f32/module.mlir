module @jit_exp2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.693147182> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<2x4xf32>
    %2 = stablehlo.exponential %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
}
