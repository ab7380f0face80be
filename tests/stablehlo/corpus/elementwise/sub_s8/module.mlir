module @jit_subtract attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi8>, %arg1: tensor<8xi8>) -> (tensor<8xi8> {jax.result_info = "result"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<8xi8>
    return %0 : tensor<8xi8>
  }
}
