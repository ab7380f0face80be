module @jit_shift_right_logical attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui8>, %arg1: tensor<8xui8>) -> (tensor<8xui8> {jax.result_info = "result"}) {
    %0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<8xui8>
    return %0 : tensor<8xui8>
  }
}
