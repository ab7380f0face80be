"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<3x5xf32>):
    %44 = "func.call"(%arg10) <{callee = @median}> : (tensor<3x5xf32>) -> tensor<3xf32>
    "func.return"(%44) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "median", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<3x5xf32>):
    %42 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %43 = "func.call"(%arg9, %42) <{callee = @quantile}> : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%43) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x5xf32>, %arg4: tensor<f32>):
    %4 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %11 = "stablehlo.reduce"(%10, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
      %41 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%41) : (tensor<i1>) -> ()
    }) : (tensor<3x5xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x1xi1>
    %13 = "func.call"(%12, %8, %arg3) <{callee = @_where}> : (tensor<3x1xi1>, tensor<f32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %14 = "stablehlo.sort"(%13) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %32 = "stablehlo.compare"(%arg5, %7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.select"(%32, %7, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %34 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %35 = "stablehlo.select"(%34, %8, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %36 = "stablehlo.compare"(%arg6, %7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %37 = "stablehlo.select"(%36, %7, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %38 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = "stablehlo.select"(%38, %8, %37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %40 = "stablehlo.compare"(%35, %39) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = "stablehlo.subtract"(%6, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.multiply"(%arg4, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.floor"(%16) : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.ceil"(%16) : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.subtract"(%6, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.clamp"(%7, %17, %19) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.subtract"(%6, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.clamp"(%7, %18, %21) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.convert"(%20) : (tensor<f32>) -> tensor<i32>
    %24 = "stablehlo.convert"(%22) : (tensor<f32>) -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.gather"(%14, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, slice_sizes = array<i64: 3, 1>}> : (tensor<3x5xf32>, tensor<1xi32>) -> tensor<3xf32>
    %27 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.gather"(%14, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, slice_sizes = array<i64: 3, 1>}> : (tensor<3x5xf32>, tensor<1xi32>) -> tensor<3xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %31 = "stablehlo.multiply"(%29, %30) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%31) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x1xi1>, tensor<f32>, tensor<3x5xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x1xi1>, %arg1: tensor<f32>, %arg2: tensor<3x5xf32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xi1>) -> tensor<3x5xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3 = "stablehlo.select"(%1, %2, %arg2) : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%3) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
