"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x2xf32>) -> tensor<2x2x2x2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %3 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %4 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %6 = "stablehlo.compare"(%5, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %7 = "stablehlo.convert"(%6) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %8 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x4xf32>) -> tensor<4x2x2xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %11 = "stablehlo.dot_general"(%10, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x2x2xf32>, tensor<2x2xf32>) -> tensor<4x2x2xf32>
    %12 = "stablehlo.transpose"(%11) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %13 = "stablehlo.dot_general"(%10, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<4x2x2xf32>, tensor<2x2xf32>) -> tensor<4x2x2xf32>
    %14 = "stablehlo.transpose"(%12) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %16 = "stablehlo.slice"(%15) <{limit_indices = array<i64: 4, 2, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<4x2x2xf32>) -> tensor<2x2x2x2xf32>
    "func.return"(%17) : (tensor<2x2x2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
