"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg22: tensor<8xf32>, %arg23: tensor<4xf32>):
    %43 = "func.call"(%arg22, %arg23) <{callee = @searchsorted}> : (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%43) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<8xf32>, %arg21: tensor<4xf32>):
    %42 = "func.call"(%arg20, %arg21) <{callee = @_searchsorted_scan_impl}> : (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%42) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<8xf32>, %arg19: tensor<4xf32>):
    %41 = "func.call"(%arg18, %arg19) <{callee = @_searchsorted_scan_impl_0}> : (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%41) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8xf32>, %arg7: tensor<4xf32>):
    %29 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %35 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %36:5 = "stablehlo.while"(%arg6, %arg7, %31, %34, %35) ({
    ^bb0(%arg13: tensor<8xf32>, %arg14: tensor<4xf32>, %arg15: tensor<i32>, %arg16: tensor<4xui32>, %arg17: tensor<4xui32>):
      %40 = "stablehlo.compare"(%arg15, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<8xf32>, %arg9: tensor<4xf32>, %arg10: tensor<i32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
      %38:2 = "func.call"(%arg8, %arg9, %arg11, %arg12) <{callee = @closed_call}> : (tensor<8xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
      %39 = "stablehlo.add"(%arg10, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg8, %arg9, %39, %38#0, %38#1) : (tensor<8xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<8xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>)
    %37 = "stablehlo.convert"(%36#4) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%37) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xui32>, %arg5: tensor<4xui32>):
    %3 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.subtract"(%arg5, %arg4) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %7 = "func.call"(%6, %5) <{callee = @floor_divide}> : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
    %8 = "stablehlo.add"(%arg4, %7) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %10 = "stablehlo.gather"(%arg2, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<4x1xui32>) -> tensor<4x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<4x1xf32>) -> tensor<4xf32>
    %12 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %13 = "stablehlo.compare"(%arg3, %12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %14 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %15 = "stablehlo.select"(%13, %14, %arg3) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %18 = "stablehlo.select"(%16, %17, %15) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %20 = "stablehlo.compare"(%11, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %21 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.select"(%20, %21, %11) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.compare"(%11, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %24 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %25 = "stablehlo.select"(%23, %24, %22) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.compare"(%18, %25) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %27 = "stablehlo.select"(%26, %arg4, %8) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %28 = "stablehlo.select"(%26, %8, %arg5) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%27, %28) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xui32>, %arg1: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<ui32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%2) : (tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
