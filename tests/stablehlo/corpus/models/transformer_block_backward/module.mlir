module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x24xf32>, %arg8: tensor<2x4x8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]['ln1_b']"}, tensor<8xf32> {jax.result_info = "result[0]['ln1_g']"}, tensor<8xf32> {jax.result_info = "result[0]['ln2_b']"}, tensor<8xf32> {jax.result_info = "result[0]['ln2_g']"}, tensor<8x16xf32> {jax.result_info = "result[0]['w1']"}, tensor<16x8xf32> {jax.result_info = "result[0]['w2']"}, tensor<8x8xf32> {jax.result_info = "result[0]['wo']"}, tensor<8x24xf32> {jax.result_info = "result[0]['wqkv']"}, tensor<2x4x8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = call @_var(%arg8, %c) : (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %6 = stablehlo.subtract %arg8, %5 : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %8 = stablehlo.add %4#0, %7 : tensor<2x4x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x4x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2x4x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<2x4x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %14 = stablehlo.multiply %6, %13 : tensor<2x4x8xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x4x8xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x4x8xf32>
    %21 = stablehlo.dot_general %20, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x24xf32>) -> tensor<2x4x24xf32>
    %22 = stablehlo.slice %21 [0:2, 0:4, 0:8] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %23 = stablehlo.slice %21 [0:2, 0:4, 8:16] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.slice %21 [0:2, 0:4, 16:24] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %25 = stablehlo.reshape %22 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %26 = stablehlo.reshape %23 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %27 = stablehlo.reshape %24 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %28 = stablehlo.dot_general %25, %26, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x2x4x4xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %32 = call @tril(%31) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %33:3 = call @_where_0(%32, %30, %cst_5) : (tensor<4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %37 = stablehlo.compare EQ, %33#0, %36, FLOAT : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xi1>
    %38 = stablehlo.convert %37 : (tensor<2x2x4x4xi1>) -> tensor<2x2x4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %41 = stablehlo.maximum %40, %34 : tensor<2x2x4xf32>
    %42 = stablehlo.compare EQ, %34, %41, FLOAT : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %45 = stablehlo.select %42, %43, %44 : tensor<2x2x4xi1>, tensor<2x2x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %47 = stablehlo.compare EQ, %46, %41, FLOAT : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %50 = stablehlo.select %47, %48, %49 : tensor<2x2x4xi1>, tensor<2x2x4xf32>
    %51 = stablehlo.divide %45, %50 : tensor<2x2x4xf32>
    %52 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %54 = stablehlo.subtract %33#0, %53 : tensor<2x2x4x4xf32>
    %55 = stablehlo.exponential %54 : tensor<2x2x4x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %59 = stablehlo.divide %55, %58 : tensor<2x2x4x4xf32>
    %60 = stablehlo.multiply %57, %57 : tensor<2x2x4x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x4x1xf32>
    %62 = stablehlo.divide %61, %60 : tensor<2x2x4x1xf32>
    %63 = stablehlo.dot_general %27, %59, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %64 = stablehlo.transpose %63, dims = [0, 3, 1, 2] : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %66 = stablehlo.dot_general %65, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %67 = stablehlo.add %arg8, %66 : tensor<2x4x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<2x4x1xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %72:5 = call @_var(%67, %c_18) : (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>)
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %74 = stablehlo.subtract %67, %73 : tensor<2x4x8xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %76 = stablehlo.add %72#0, %75 : tensor<2x4x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<2x4x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<2x4x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<2x4x1xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %82 = stablehlo.multiply %74, %81 : tensor<2x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<2x4x8xf32>
    %86 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x4x8xf32>
    %89 = stablehlo.dot_general %88, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<2x4x16xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<2x4x16xf32>
    %92 = stablehlo.multiply %89, %89 : tensor<2x4x16xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<2x4x16xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %96 = stablehlo.multiply %95, %91 : tensor<2x4x16xf32>
    %97 = stablehlo.add %89, %96 : tensor<2x4x16xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<2x4x16xf32>
    %100 = stablehlo.tanh %99 : tensor<2x4x16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %102 = stablehlo.subtract %101, %100 : tensor<2x4x16xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %104 = stablehlo.add %103, %100 : tensor<2x4x16xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x4x16xf32>
    %107 = stablehlo.multiply %89, %106 : tensor<2x4x16xf32>
    %108 = stablehlo.dot_general %107, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %109 = stablehlo.add %67, %108 : tensor<2x4x8xf32>
    %110 = stablehlo.multiply %109, %109 : tensor<2x4x8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<2x4x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %115 = stablehlo.multiply %114, %112 : tensor<2x4x8xf32>
    %116 = stablehlo.dot_general %115, %107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x16xf32>) -> tensor<8x16xf32>
    %117 = stablehlo.transpose %116, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %118 = stablehlo.dot_general %115, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<16x8xf32>) -> tensor<2x4x16xf32>
    %119 = stablehlo.multiply %89, %118 : tensor<2x4x16xf32>
    %120 = stablehlo.multiply %118, %106 : tensor<2x4x16xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<2x4x16xf32>
    %123 = stablehlo.multiply %122, %102 : tensor<2x4x16xf32>
    %124 = stablehlo.multiply %123, %100 : tensor<2x4x16xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x4x16xf32>
    %cst_31 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2x4x16xf32>
    %128 = stablehlo.add %120, %127 : tensor<2x4x16xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %130 = stablehlo.multiply %129, %127 : tensor<2x4x16xf32>
    %131 = stablehlo.multiply %130, %94 : tensor<2x4x16xf32>
    %132 = stablehlo.add %128, %131 : tensor<2x4x16xf32>
    %133 = stablehlo.dot_general %132, %88, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %135 = stablehlo.dot_general %132, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<8x16xf32>) -> tensor<2x4x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %139 = stablehlo.multiply %82, %135 : tensor<2x4x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.reshape %140 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %142 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %143 = stablehlo.multiply %135, %142 : tensor<2x4x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%141 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %145 = stablehlo.multiply %74, %143 : tensor<2x4x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %148 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %149 = stablehlo.multiply %143, %148 : tensor<2x4x8xf32>
    %150 = stablehlo.multiply %147, %80 : tensor<2x4x1xf32>
    %151 = stablehlo.negate %149 : tensor<2x4x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %154 = stablehlo.add %115, %149 : tensor<2x4x8xf32>
    %155 = call @_var_1(%72#1, %72#2, %72#3, %72#4, %150) : (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %156 = stablehlo.add %154, %155 : tensor<2x4x8xf32>
    %cst_39 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %158 = stablehlo.divide %153, %157 : tensor<2x4x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %161 = stablehlo.add %156, %160 : tensor<2x4x8xf32>
    %162 = stablehlo.dot_general %161, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<8x8xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %164 = stablehlo.dot_general %161, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 3, 1] : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %167 = stablehlo.dot_general %166, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %168 = stablehlo.dot_general %166, %59, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %169 = stablehlo.transpose %168, dims = [0, 3, 1, 2] : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %170 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %171 = stablehlo.multiply %167, %170 : tensor<2x2x4x4xf32>
    %172 = stablehlo.multiply %171, %55 : tensor<2x2x4x4xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %175 = stablehlo.negate %174 : tensor<2x2x4x1xf32>
    %176 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %177 = stablehlo.divide %167, %176 : tensor<2x2x4x4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%175 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x1xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32>
    %180 = stablehlo.add %177, %179 : tensor<2x2x4x4xf32>
    %181 = stablehlo.multiply %180, %55 : tensor<2x2x4x4xf32>
    %182 = call @_where_3(%33#1, %33#2, %181) : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %184 = stablehlo.divide %182, %183 : tensor<2x2x4x4xf32>
    %185 = stablehlo.dot_general %184, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %186 = stablehlo.transpose %185, dims = [0, 2, 1, 3] : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %187 = stablehlo.dot_general %184, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %189 = stablehlo.reshape %169 : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %190 = stablehlo.reshape %186 : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %191 = stablehlo.reshape %188 : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %192 = stablehlo.concatenate %191, %190, %189, dim = 2 : (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x24xf32>
    %193 = stablehlo.dot_general %192, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x24xf32>, tensor<2x4x8xf32>) -> tensor<24x8xf32>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %195 = stablehlo.dot_general %192, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x24xf32>, tensor<8x24xf32>) -> tensor<2x4x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %197 = stablehlo.reshape %196 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %199 = stablehlo.multiply %14, %195 : tensor<2x4x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %201 = stablehlo.reshape %200 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %202 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %203 = stablehlo.multiply %195, %202 : tensor<2x4x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%201 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %205 = stablehlo.multiply %6, %203 : tensor<2x4x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %208 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %209 = stablehlo.multiply %203, %208 : tensor<2x4x8xf32>
    %210 = stablehlo.multiply %207, %12 : tensor<2x4x1xf32>
    %211 = stablehlo.negate %209 : tensor<2x4x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %214 = stablehlo.add %161, %209 : tensor<2x4x8xf32>
    %215 = call @_var_1(%4#1, %4#2, %4#3, %4#4, %210) : (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %216 = stablehlo.add %214, %215 : tensor<2x4x8xf32>
    %cst_50 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %218 = stablehlo.divide %213, %217 : tensor<2x4x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %221 = stablehlo.add %216, %220 : tensor<2x4x8xf32>
    return %198, %204, %138, %144, %134, %117, %163, %194, %221 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x8xf32>, %arg1: tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x8xf32>
    %6 = chlo.square %5 : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x4x8xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x4x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> (tensor<2x4x1xf32>, tensor<2x4x1xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<f32>) -> (tensor<2x4x1xf32>, tensor<2x4x1xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    return %2, %3 : tensor<2x4x1xf32>, tensor<2x4x1xf32>
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
  func.func private @_where_0(%arg0: tensor<4x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<f32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<2x2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    return %3, %1, %4 : tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
  }
  func.func private @_var_1(%arg0: tensor<2x4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x4x1xf32>, %arg4: tensor<2x4x1xf32>) -> tensor<2x4x8xf32> {
    %0 = call @_where_2(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x4x8xf32>
    %6 = stablehlo.negate %5 : tensor<2x4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x4x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x4x8xf32>
    return %13 : tensor<2x4x8xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<2x4x1xf32>) -> tensor<2x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<2x4x1xf32>
    return %1 : tensor<2x4x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<2x2x4x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
    return %1 : tensor<2x2x4x4xf32>
  }
}
