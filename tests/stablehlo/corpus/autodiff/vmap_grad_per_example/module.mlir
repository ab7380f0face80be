module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<5x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %1 = stablehlo.tanh %0 : tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<5xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<5xf32>
    %7 = stablehlo.add %5, %6 : tensor<5xf32>
    %8 = stablehlo.dot_general %7, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    return %8 : tensor<5x3xf32>
  }
}
