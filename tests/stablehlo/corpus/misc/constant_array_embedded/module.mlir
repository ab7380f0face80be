module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[1.500000e+00, -2.000000e+00, 3.250000e+00], [0.000000e+00, 1.000000e-03, -7.000000e+00]]> : tensor<2x3xf32>
    %0 = stablehlo.add %arg0, %cst : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
