"builtin.module"() <{sym_name = "jit_hypot"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<2x4xf32>, %arg9: tensor<2x4xf32>):
    %33 = "func.call"(%arg8, %arg9) <{callee = @hypot}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%33) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "hypot", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x4xf32>, %arg7: tensor<2x4xf32>):
    %3 = "stablehlo.abs"(%arg6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.abs"(%arg7) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %7 = "stablehlo.compare"(%3, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %8 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %10 = "stablehlo.compare"(%4, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %11 = "stablehlo.or"(%7, %10) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %12 = "stablehlo.maximum"(%3, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.minimum"(%3, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %19 = "stablehlo.compare"(%12, %18) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %22 = "func.call"(%19, %21, %12) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.divide"(%13, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %24 = "chlo.square"(%23) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %27 = "stablehlo.add"(%26, %24) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.sqrt"(%27) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.multiply"(%12, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "func.call"(%16, %12, %29) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "func.call"(%11, %31, %30) <{callee = @_where_0}> : (tensor<2x4xi1>, tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%32) : (tensor<2x4xf32>) -> ()
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
