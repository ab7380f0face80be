module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xui8>) -> (tensor<3xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3x2xui8>) -> tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
}
