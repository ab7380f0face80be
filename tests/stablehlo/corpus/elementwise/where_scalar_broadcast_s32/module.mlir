module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xi32>) -> (tensor<2x5xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %1 = stablehlo.compare GT, %arg0, %0, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_where(%1, %arg0, %c_0) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<i32>) -> tensor<2x5xi32>
    return %2 : tensor<2x5xi32>
  }
  func.func private @_where(%arg0: tensor<2x5xi1>, %arg1: tensor<2x5xi32>, %arg2: tensor<i32>) -> tensor<2x5xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<2x5xi1>, tensor<2x5xi32>
    return %2 : tensor<2x5xi32>
  }
}
