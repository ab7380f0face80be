module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xbf16> {jax.result_info = "result[0]"}, tensor<8xf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xf16>
    return %0, %1 : tensor<8xbf16>, tensor<8xf16>
  }
}
