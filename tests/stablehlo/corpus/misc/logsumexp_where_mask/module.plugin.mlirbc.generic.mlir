"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xi1>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<5xf32>, %arg7: tensor<5xi1>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "func.call"(%arg7, %arg6, %7) <{callee = @_where}> : (tensor<5xi1>, tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
    %9 = "func.call"(%arg7, %8, %6) <{callee = @_where_0}> : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %10 = "stablehlo.reduce"(%9, %6) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %24 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.maximum"(%6, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.is_finite"(%11) : (tensor<f32>) -> tensor<i1>
    %13 = "stablehlo.select"(%12, %11, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %16 = "stablehlo.subtract"(%8, %15) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %17 = "stablehlo.exponential"(%16) : (tensor<5xf32>) -> tensor<5xf32>
    %18 = "func.call"(%arg7, %17, %5) <{callee = @_where_0}> : (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %19 = "stablehlo.reduce"(%18, %5) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %23 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.abs"(%19) : (tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.log"(%20) : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.add"(%21, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%22) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5xi1>, %arg4: tensor<5xf32>, %arg5: tensor<i32>):
    %2 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.select"(%arg3, %arg4, %3) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%4) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi1>, %arg1: tensor<5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%1) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
