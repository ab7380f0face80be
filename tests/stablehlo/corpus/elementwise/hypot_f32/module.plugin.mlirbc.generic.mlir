"builtin.module"() <{sym_name = "jit_hypot"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<2x4xf32>, %arg9: tensor<2x4xf32>):
    %29 = "func.call"(%arg8, %arg9) <{callee = @hypot}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%29) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "hypot", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x4xf32>, %arg7: tensor<2x4xf32>):
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.abs"(%arg6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.abs"(%arg7) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %9 = "stablehlo.compare"(%6, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %10 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %12 = "stablehlo.or"(%9, %11) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %13 = "stablehlo.maximum"(%6, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.minimum"(%6, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %16 = "stablehlo.compare"(%13, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %17 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %18 = "stablehlo.compare"(%13, %17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %19 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %20 = "func.call"(%18, %19, %13) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %21 = "stablehlo.divide"(%14, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %22 = "stablehlo.multiply"(%21, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %24 = "stablehlo.add"(%23, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.sqrt"(%24) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.multiply"(%13, %25) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "func.call"(%16, %13, %26) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "func.call"(%12, %5, %27) <{callee = @_where_0}> : (tensor<2x4xi1>, tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%28) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x4xi1>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>):
    %2 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%2) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4xi1>, tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xi1>, %arg1: tensor<f32>, %arg2: tensor<2x4xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %1 = "stablehlo.select"(%arg0, %0, %arg2) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%1) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
