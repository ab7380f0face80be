module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %6 = stablehlo.slice %5 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %7 = stablehlo.convert %6 : tensor<3x3xf32>
    %8 = stablehlo.sine %arg0 : tensor<3xf32>
    %9 = stablehlo.cosine %arg0 : tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<3x3xf32>
    %13 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %14 = stablehlo.slice %7 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %15 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %16 = stablehlo.reshape %14 : (tensor<3x1xf32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<3xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<3x3xf32>
    %21 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<3x3xf32>
    %26 = stablehlo.add %20, %25 : tensor<3x3xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %28 = stablehlo.slice %27 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %28 : tensor<3x3xf32>
  }
}
