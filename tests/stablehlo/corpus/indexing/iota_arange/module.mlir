module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<6xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<6xi32>
    %3 = stablehlo.iota dim = 0 : tensor<6xf32>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<6xf32>
    %5 = stablehlo.convert %4 : (tensor<6xf32>) -> tensor<6xi32>
    %6 = stablehlo.add %2, %5 : tensor<6xi32>
    return %6 : tensor<6xi32>
  }
}
