module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xf8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<6xf8E4M3FN>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<6xf32>
    return %3 : tensor<6xf32>
  }
}
