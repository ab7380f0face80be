module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi8>) -> (tensor<4xi8> {jax.result_info = "result[0]"}, tensor<4xi8> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.abs %arg0 : tensor<4xi8>
    %1 = stablehlo.negate %arg0 : tensor<4xi8>
    return %0, %1 : tensor<4xi8>, tensor<4xi8>
  }
}
