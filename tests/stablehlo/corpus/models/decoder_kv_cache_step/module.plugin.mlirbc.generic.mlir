"builtin.module"() <{sym_name = "jit__decoder_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<6x6xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<5x6xf32>, tensor<5x6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<6x6xf32>, %arg4: tensor<6x6xf32>, %arg5: tensor<6x6xf32>, %arg6: tensor<6x6xf32>, %arg7: tensor<5x6xf32>, %arg8: tensor<5x6xf32>, %arg9: tensor<6xf32>, %arg10: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<2.44948983> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.dot_general"(%arg9, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %9 = "stablehlo.dot_general"(%arg9, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %10 = "stablehlo.dot_general"(%arg9, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %12 = "stablehlo.compare"(%arg10, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.add"(%arg10, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.select"(%12, %13, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.dynamic_update_slice"(%arg7, %11, %14, %7) : (tensor<5x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %16 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %17 = "stablehlo.compare"(%arg10, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = "stablehlo.add"(%arg10, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.select"(%17, %18, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.dynamic_update_slice"(%arg8, %16, %19, %7) : (tensor<5x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %21 = "stablehlo.dot_general"(%15, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<5x6xf32>, tensor<6xf32>) -> tensor<5xf32>
    %22 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %23 = "stablehlo.divide"(%21, %22) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %24 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %25 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %26 = "stablehlo.compare"(%24, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %27 = "func.call"(%26, %23, %4) <{callee = @_where}> : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %28 = "stablehlo.reduce"(%27, %4) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %41 = "stablehlo.maximum"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.maximum"(%4, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %32 = "stablehlo.subtract"(%27, %31) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %33 = "stablehlo.exponential"(%32) : (tensor<5xf32>) -> tensor<5xf32>
    %34 = "stablehlo.reduce"(%33, %3) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %40 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %37 = "stablehlo.divide"(%33, %36) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %38 = "stablehlo.dot_general"(%37, %20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<5xf32>, tensor<5x6xf32>) -> tensor<6xf32>
    %39 = "stablehlo.dot_general"(%38, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    "func.return"(%39, %15, %20) : (tensor<6xf32>, tensor<5x6xf32>, tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%2) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
