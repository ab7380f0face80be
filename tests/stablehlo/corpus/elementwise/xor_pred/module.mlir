module @jit_logical_xor attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>) -> (tensor<6xi1> {jax.result_info = "result"}) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<6xi1>
    return %0 : tensor<6xi1>
  }
}
