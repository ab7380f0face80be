module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<3xi32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %2 = call @count_nonzero(%1) : (tensor<3x5xi1>) -> tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @count_nonzero(%arg0: tensor<3x5xi1>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3x5xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %2 = stablehlo.convert %1 : (tensor<3x5xi1>) -> tensor<3x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
    return %3 : tensor<3xi32>
  }
}
