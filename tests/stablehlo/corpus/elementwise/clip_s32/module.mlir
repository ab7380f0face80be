module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>) -> (tensor<8xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<-5> : tensor<i32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @clip(%arg0: tensor<8xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xi32>
    return %5 : tensor<8xi32>
  }
}
