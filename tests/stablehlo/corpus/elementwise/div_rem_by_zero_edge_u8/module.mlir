module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui8>, %arg1: tensor<4xui8>) -> (tensor<4xui8> {jax.result_info = "result[0]"}, tensor<4xui8> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<4xui8>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<4xui8>
    return %0, %1 : tensor<4xui8>, tensor<4xui8>
  }
}
