module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:7:2] : (tensor<8xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg0 [1:8:2] : (tensor<8xf32>) -> tensor<4xf32>
    %2 = stablehlo.add %0, %1 : tensor<4xf32>
    %3 = stablehlo.slice %2 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
    %4 = stablehlo.slice %2 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
    %5 = stablehlo.add %3, %4 : tensor<2xf32>
    %6 = stablehlo.slice %5 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.slice %5 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %8 = stablehlo.add %6, %7 : tensor<1xf32>
    %9 = stablehlo.slice %8 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %10 = stablehlo.slice %5 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %11 = stablehlo.add %9, %10 : tensor<0xf32>
    %12 = stablehlo.slice %5 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.pad %13, %cst, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %8, %cst_0, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.add %14, %15 : tensor<2xf32>
    %17 = stablehlo.slice %16 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %18 = stablehlo.slice %2 [2:4:2] : (tensor<4xf32>) -> tensor<1xf32>
    %19 = stablehlo.add %17, %18 : tensor<1xf32>
    %20 = stablehlo.slice %2 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %21 = stablehlo.concatenate %20, %19, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %21, %cst_1, low = [0], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.pad %16, %cst_2, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.add %22, %23 : tensor<4xf32>
    %25 = stablehlo.slice %24 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %26 = stablehlo.slice %arg0 [2:8:2] : (tensor<8xf32>) -> tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %28 = stablehlo.slice %arg0 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %29 = stablehlo.concatenate %28, %27, dim = 0 : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.pad %29, %cst_3, low = [0], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.pad %24, %cst_4, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.add %30, %31 : tensor<8xf32>
    return %32 : tensor<8xf32>
  }
}
