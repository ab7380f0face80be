module @jit__transformer_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x24xf32>, %arg8: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg8, %c) : (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %6 = stablehlo.subtract %arg8, %5 : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x4x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<2x4x8xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x4x8xf32>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x4x8xf32>
    %18 = stablehlo.dot_general %17, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x24xf32>) -> tensor<2x4x24xf32>
    %19 = stablehlo.slice %18 [0:2, 0:4, 0:8] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %20 = stablehlo.slice %18 [0:2, 0:4, 8:16] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %21 = stablehlo.slice %18 [0:2, 0:4, 16:24] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %22 = stablehlo.reshape %19 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %23 = stablehlo.reshape %20 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %24 = stablehlo.reshape %21 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %25 = stablehlo.dot_general %22, %23, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %27 = stablehlo.divide %25, %26 : tensor<2x2x4x4xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %29 = call @tril(%28) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %30 = call @_where_0(%29, %27, %cst_4) : (tensor<4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<2x2x4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<2x2x4x4xf32>
    %37 = stablehlo.exponential %36 : tensor<2x2x4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %41 = stablehlo.divide %37, %40 : tensor<2x2x4x4xf32>
    %42 = stablehlo.dot_general %24, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %43 = stablehlo.transpose %42, dims = [0, 3, 1, 2] : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %45 = stablehlo.dot_general %44, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %46 = stablehlo.add %arg8, %45 : tensor<2x4x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %50 = stablehlo.divide %48, %49 : tensor<2x4x1xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %51 = call @_var(%46, %c_10) : (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %53 = stablehlo.subtract %46, %52 : tensor<2x4x8xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %55 = stablehlo.add %51, %54 : tensor<2x4x1xf32>
    %56 = stablehlo.rsqrt %55 : tensor<2x4x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<2x4x8xf32>
    %59 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<2x4x8xf32>
    %62 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x4x8xf32>
    %65 = stablehlo.dot_general %64, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<2x4x16xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<2x4x16xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<2x4x16xf32>
    %70 = stablehlo.add %65, %69 : tensor<2x4x16xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<2x4x16xf32>
    %73 = stablehlo.tanh %72 : tensor<2x4x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %75 = stablehlo.add %74, %73 : tensor<2x4x16xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<2x4x16xf32>
    %78 = stablehlo.multiply %65, %77 : tensor<2x4x16xf32>
    %79 = stablehlo.dot_general %78, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %80 = stablehlo.add %46, %79 : tensor<2x4x8xf32>
    return %80 : tensor<2x4x8xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x8xf32>, %arg1: tensor<i32>) -> tensor<2x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x8xf32>
    %6 = chlo.square %5 : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    return %14 : tensor<2x4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<f32>) -> tensor<2x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x4x1xf32>
    return %2 : tensor<2x4x1xf32>
  }
  func.func private @tril(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<f32>) -> tensor<2x2x4x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<2x2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
    return %3 : tensor<2x2x4x4xf32>
  }
}
