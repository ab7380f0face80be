"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x2xf32>) -> tensor<2x2x2x2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.dot_general"(%arg0, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %3 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %6 = "stablehlo.add"(%2, %5) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %7 = "stablehlo.compare"(%6, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = "stablehlo.convert"(%7) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %9 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<4x4xf32>) -> tensor<4x2x2xf32>
    %11 = "stablehlo.convert"(%10) : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %12 = "stablehlo.dot_general"(%11, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2x2xf32>, tensor<2x2xf32>) -> tensor<4x2x2xf32>
    %13 = "stablehlo.transpose"(%12) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %14 = "stablehlo.dot_general"(%11, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2x2xf32>, tensor<2x2xf32>) -> tensor<4x2x2xf32>
    %15 = "stablehlo.transpose"(%13) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %17 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 4, 2, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<4x2x2xf32>) -> tensor<2x2x2x2xf32>
    "func.return"(%18) : (tensor<2x2x2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
