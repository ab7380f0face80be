module @jit_arccos attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = chlo.acos %arg0 : tensor<2x4xf32> -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}
