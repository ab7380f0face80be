module @jit__decoder_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<6x6xf32>, %arg2: tensor<6x6xf32>, %arg3: tensor<6x6xf32>, %arg4: tensor<5x6xf32>, %arg5: tensor<5x6xf32>, %arg6: tensor<6xf32>, %arg7: tensor<i32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<5x6xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg6, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %1 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %2 = stablehlo.dot_general %arg6, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %arg7, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %5 = stablehlo.add %arg7, %c_0 : tensor<i32>
    %6 = stablehlo.select %4, %5, %arg7 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %arg4, %3, %6, %c_1 : (tensor<5x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %8 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %arg7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %arg7, %c_3 : tensor<i32>
    %11 = stablehlo.select %9, %10, %arg7 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_update_slice %arg5, %8, %11, %c_4 : (tensor<5x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %13 = stablehlo.dot_general %7, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xf32>, tensor<6xf32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<2.44948983> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.divide %13, %14 : tensor<5xf32>
    %16 = stablehlo.iota dim = 0 : tensor<5xi32>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %18 = stablehlo.compare LE, %16, %17, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = call @_where(%18, %15, %cst_5) : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_6) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.maximum %cst_7, %20 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %24 = stablehlo.subtract %19, %23 : tensor<5xf32>
    %25 = stablehlo.exponential %24 : tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %29 = stablehlo.divide %25, %28 : tensor<5xf32>
    %30 = stablehlo.dot_general %29, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5xf32>, tensor<5x6xf32>) -> tensor<6xf32>
    %31 = stablehlo.dot_general %30, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    return %31, %7, %12 : tensor<6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5xi1>, tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
