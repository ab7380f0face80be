module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xbf16>, %arg1: tensor<4x4xbf16>) -> (tensor<4x4xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4x4xbf16>
    %1 = stablehlo.negate %0 : tensor<4x4xbf16>
    %2 = stablehlo.exponential %1 : tensor<4x4xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x4xbf16>
    %4 = stablehlo.add %3, %2 : tensor<4x4xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x4xbf16>
    %6 = stablehlo.divide %5, %4 : tensor<4x4xbf16>
    %7 = stablehlo.tanh %arg1 : tensor<4x4xbf16>
    %8 = stablehlo.add %6, %7 : tensor<4x4xbf16>
    return %8 : tensor<4x4xbf16>
  }
}
