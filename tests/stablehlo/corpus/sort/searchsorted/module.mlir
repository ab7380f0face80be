module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> (tensor<4xi32> {jax.result_info = "result"}) {
    %0 = call @searchsorted(%arg0, %arg1) : (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @searchsorted(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<8xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<8xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<8xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<4xui32>) -> tensor<4xi32>
    return %3 : tensor<4xi32>
  }
  func.func private @closed_call(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<4xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<4xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<4x1xui32>) -> tensor<4x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<4xi1>, tensor<4xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<4xi1>, tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<4xi1>, tensor<4xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<4xi1>, tensor<4xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<4xi1>, tensor<4xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<4xi1>, tensor<4xui32>
    return %21, %22 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @floor_divide(%arg0: tensor<4xui32>, %arg1: tensor<i32>) -> tensor<4xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xui32>
    return %2 : tensor<4xui32>
  }
}
