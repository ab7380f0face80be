module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x8xf32> {jax.result_info = "result[1][0][0]"}, tensor<8xf32> {jax.result_info = "result[1][0][1]"}, tensor<8x3xf32> {jax.result_info = "result[1][1][0]"}, tensor<3xf32> {jax.result_info = "result[1][1][1]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x8xf32>
    %4 = call @relu(%3) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x3xf32>
    %12 = call @_one_hot(%arg5) : (tensor<4xi32>) -> tensor<4x3xf32>
    %13:3 = call @log_softmax(%11) : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>)
    %14 = stablehlo.multiply %12, %13#0 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.negate %15 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %18 = stablehlo.divide %17, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.negate %20 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %23 = stablehlo.multiply %12, %22 : tensor<4x3xf32>
    %24 = call @log_softmax_0(%13#1, %13#2, %23) : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %26 = stablehlo.reshape %25 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %28 = stablehlo.dot_general %24, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %30 = stablehlo.dot_general %24, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<8x3xf32>) -> tensor<4x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %32 = stablehlo.select %6, %30, %31 : tensor<4x8xi1>, tensor<4x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.dot_general %32, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<6x8xf32>
    %40 = stablehlo.subtract %arg0, %39 : tensor<6x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.multiply %41, %35 : tensor<8xf32>
    %43 = stablehlo.subtract %arg1, %42 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %45 = stablehlo.multiply %44, %29 : tensor<8x3xf32>
    %46 = stablehlo.subtract %arg2, %45 : tensor<8x3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %48 = stablehlo.multiply %47, %27 : tensor<3xf32>
    %49 = stablehlo.subtract %arg3, %48 : tensor<3xf32>
    return %18, %40, %43, %46, %49 : tensor<f32>, tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>
  }
  func.func private @relu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4xi32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<4x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %5 = stablehlo.convert %4 : (tensor<4x3xi1>) -> tensor<4x3xf32>
    return %5 : tensor<4x3xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x3xf32>
    %6 = stablehlo.exponential %5 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x3xf32>
    return %11, %6, %8 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<4x3xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x3xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x3xf32>
    return %7 : tensor<4x3xf32>
  }
}
