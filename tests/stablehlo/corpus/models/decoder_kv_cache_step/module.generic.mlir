"builtin.module"() <{sym_name = "jit__decoder_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<6x6xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<5x6xf32>, tensor<5x6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<6x6xf32>, %arg4: tensor<6x6xf32>, %arg5: tensor<6x6xf32>, %arg6: tensor<6x6xf32>, %arg7: tensor<5x6xf32>, %arg8: tensor<5x6xf32>, %arg9: tensor<6xf32>, %arg10: tensor<i32>):
    %3 = "stablehlo.dot_general"(%arg9, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %4 = "stablehlo.dot_general"(%arg9, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %5 = "stablehlo.dot_general"(%arg9, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.compare"(%arg10, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.add"(%arg10, %9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.select"(%8, %10, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.dynamic_update_slice"(%arg7, %6, %11, %12) : (tensor<5x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %14 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.compare"(%arg10, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.add"(%arg10, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.select"(%16, %18, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.dynamic_update_slice"(%arg8, %14, %19, %20) : (tensor<5x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %22 = "stablehlo.dot_general"(%13, %3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x6xf32>, tensor<6xf32>) -> tensor<5xf32>
    %23 = "stablehlo.constant"() <{value = dense<2.44948983> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %25 = "stablehlo.divide"(%22, %24) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %26 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %27 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %28 = "stablehlo.compare"(%26, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %29 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %30 = "func.call"(%28, %25, %29) <{callee = @_where}> : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %31 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %47 = "stablehlo.maximum"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.maximum"(%33, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %37 = "stablehlo.subtract"(%30, %36) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %38 = "stablehlo.exponential"(%37) : (tensor<5xf32>) -> tensor<5xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%38, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %46 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %43 = "stablehlo.divide"(%38, %42) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %44 = "stablehlo.dot_general"(%43, %21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5xf32>, tensor<5x6xf32>) -> tensor<6xf32>
    %45 = "stablehlo.dot_general"(%44, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    "func.return"(%45, %13, %21) : (tensor<6xf32>, tensor<5x6xf32>, tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%2) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
