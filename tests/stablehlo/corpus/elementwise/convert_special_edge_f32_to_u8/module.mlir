module @jit_convert_element_type attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xui8> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xui8>
    return %0 : tensor<8xui8>
  }
}
