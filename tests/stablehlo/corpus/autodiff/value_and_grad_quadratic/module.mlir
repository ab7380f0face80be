module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<4x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<4x2xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %4, %8 : tensor<f32>, tensor<3x2xf32>
  }
}
