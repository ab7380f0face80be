module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xui8>, %arg1: tensor<6xui8>) -> (tensor<6xui8> {jax.result_info = "result"}) {
    %0 = stablehlo.compare GT, %arg0, %arg1, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<6xui8>
    %2 = stablehlo.subtract %arg1, %arg0 : tensor<6xui8>
    %3 = call @_where(%0, %1, %2) : (tensor<6xi1>, tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
    return %3 : tensor<6xui8>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xui8>, %arg2: tensor<6xui8>) -> tensor<6xui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xui8>
    return %0 : tensor<6xui8>
  }
}
