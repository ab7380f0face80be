module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xi32>) -> (tensor<4xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:7:2] : (tensor<7xi32>) -> tensor<4xi32>
    %1 = stablehlo.reverse %0, dims = [0] : tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
