module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5xi1>) -> (tensor<f32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg1, %arg0, %c) : (tensor<5xi1>, tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = call @_where_0(%arg1, %0, %cst) : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.maximum %cst_1, %2 : tensor<f32>
    %4 = stablehlo.is_finite %3 : (tensor<f32>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.select %4, %3, %cst_2 : tensor<i1>, tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %8 = stablehlo.subtract %0, %7 : tensor<5xf32>
    %9 = stablehlo.exponential %8 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = call @_where_0(%arg1, %9, %cst_3) : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sign %11 : tensor<f32>
    %13 = stablehlo.abs %11 : tensor<f32>
    %14 = stablehlo.log %13 : tensor<f32>
    %15 = stablehlo.add %14, %5 : tensor<f32>
    return %15 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5xi1>, tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @_where_0(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<5xi1>, tensor<5xf32>
    return %1 : tensor<5xf32>
  }
}
