module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<2x2x2x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %2, %4 : tensor<4x4xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %7 = stablehlo.convert %6 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %8 = stablehlo.slice %7 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x4xf32>) -> tensor<4x2x2xf32>
    %10 = stablehlo.convert %9 : tensor<4x2x2xf32>
    %11 = stablehlo.dot_general %10, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2xf32>, tensor<2x2xf32>) -> tensor<4x2x2xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %13 = stablehlo.dot_general %10, %0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2xf32>, tensor<2x2xf32>) -> tensor<4x2x2xf32>
    %14 = stablehlo.transpose %12, dims = [0, 2, 1] : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x2x2xf32>
    %16 = stablehlo.slice %15 [0:4, 0:2, 0:2] : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %17 = stablehlo.reshape %16 : (tensor<4x2x2xf32>) -> tensor<2x2x2x2xf32>
    return %17 : tensor<2x2x2x2xf32>
  }
}
