module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>) -> (tensor<4xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<4xf64>
    %1 = stablehlo.cosine %arg0 : tensor<4xf64>
    %2 = stablehlo.exponential %arg0 : tensor<4xf64>
    %3 = stablehlo.multiply %0, %2 : tensor<4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %6 = stablehlo.multiply %0, %5 : tensor<4xf64>
    %7 = stablehlo.multiply %5, %2 : tensor<4xf64>
    %8 = stablehlo.multiply %6, %2 : tensor<4xf64>
    %9 = stablehlo.multiply %7, %1 : tensor<4xf64>
    %10 = stablehlo.add %8, %9 : tensor<4xf64>
    return %10 : tensor<4xf64>
  }
}
