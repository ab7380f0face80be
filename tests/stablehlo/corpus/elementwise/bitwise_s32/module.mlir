module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.and %arg0, %arg1 : tensor<8xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.xor %arg0, %1 : tensor<8xi32>
    %3 = stablehlo.or %0, %2 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.shift_left %arg0, %4 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.shift_right_arithmetic %arg1, %6 : tensor<8xi32>
    return %3, %5, %7 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
  }
}
