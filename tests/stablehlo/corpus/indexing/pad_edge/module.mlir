module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xi32>) -> (tensor<5x4xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x4xi32>
    return %0 : tensor<5x4xi32>
  }
  func.func private @_pad(%arg0: tensor<2x3xi32>, %arg1: tensor<i32>) -> tensor<5x4xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:3] : (tensor<2x3xi32>) -> tensor<1x3xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x3xi32>) -> tensor<1x1x3xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x3xi32>) -> tensor<1x3xi32>
    %3 = stablehlo.slice %arg0 [1:2, 0:3] : (tensor<2x3xi32>) -> tensor<1x3xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x3xi32>) -> tensor<1x2x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x3xi32>) -> tensor<2x3xi32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<5x3xi32>
    %7 = stablehlo.slice %6 [0:5, 0:1] : (tensor<5x3xi32>) -> tensor<5x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x1x0xi32>
    %9 = stablehlo.reshape %8 : (tensor<5x1x0xi32>) -> tensor<5x0xi32>
    %10 = stablehlo.slice %6 [0:5, 2:3] : (tensor<5x3xi32>) -> tensor<5x1xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x1x1xi32>
    %12 = stablehlo.reshape %11 : (tensor<5x1x1xi32>) -> tensor<5x1xi32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<5x0xi32>, tensor<5x3xi32>, tensor<5x1xi32>) -> tensor<5x4xi32>
    return %13 : tensor<5x4xi32>
  }
}
