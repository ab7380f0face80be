module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x7xf32>) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [1:5:2, 0:7:3] : (tensor<6x7xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
