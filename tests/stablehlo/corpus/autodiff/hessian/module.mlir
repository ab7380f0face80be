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
    %8 = stablehlo.exponential %arg0 : tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<3x3xf32>
    %12 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    %13 = stablehlo.reverse %7, dims = [1] : tensor<3x3xf32>
    %14 = stablehlo.multiply %8, %12 : tensor<3xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.multiply %11, %16 : tensor<3x3xf32>
    %18 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.multiply %19, %13 : tensor<3x3xf32>
    %21 = stablehlo.add %17, %20 : tensor<3x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%14 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%21 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.iota dim = 0 : tensor<1x1xi32>
    %25 = stablehlo.iota dim = 1 : tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %27 = stablehlo.add %24, %26 : tensor<1x1xi32>
    %28 = stablehlo.compare EQ, %27, %25, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %29 = stablehlo.convert %28 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %30 = stablehlo.slice %29 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x1xf32>) -> tensor<1xf32>
    %32 = stablehlo.convert %31 : tensor<1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %34 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %35 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %36 = stablehlo.multiply %34, %33 : tensor<1x3xf32>
    %37 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<3x1x3xf32>
    %40 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %41 = stablehlo.broadcast_in_dim %13, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %42 = stablehlo.multiply %33, %40 : tensor<1x3xf32>
    %43 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %45 = stablehlo.multiply %44, %41 : tensor<3x1x3xf32>
    %46 = stablehlo.reverse %36, dims = [1] : tensor<1x3xf32>
    %47 = stablehlo.reverse %39, dims = [2] : tensor<3x1x3xf32>
    %48 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %49 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %50 = stablehlo.multiply %42, %48 : tensor<1x3xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %53 = stablehlo.multiply %45, %52 : tensor<3x1x3xf32>
    %54 = stablehlo.broadcast_in_dim %42, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %56 = stablehlo.multiply %55, %49 : tensor<3x1x3xf32>
    %57 = stablehlo.add %53, %56 : tensor<3x1x3xf32>
    %58 = stablehlo.add %46, %50 : tensor<1x3xf32>
    %59 = stablehlo.add %47, %57 : tensor<3x1x3xf32>
    %60 = stablehlo.slice %58 [0:1, 0:3] : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %61 = stablehlo.slice %59 [0:3, 0:1, 0:3] : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %62 = stablehlo.reshape %60 : (tensor<1x3xf32>) -> tensor<3xf32>
    %63 = stablehlo.reshape %61 : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %65 = stablehlo.slice %64 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %65 : tensor<3x3xf32>
  }
}
