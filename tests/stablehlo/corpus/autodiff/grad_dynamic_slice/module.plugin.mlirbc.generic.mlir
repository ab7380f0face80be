"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.compare"(%arg1, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = "stablehlo.add"(%arg1, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.select"(%5, %6, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.dynamic_slice"(%arg0, %7) <{slice_sizes = array<i64: 2>}> : (tensor<5xf32>, tensor<i32>) -> tensor<2xf32>
    %9 = "stablehlo.multiply"(%8, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %11 = "stablehlo.multiply"(%10, %9) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %12 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %13 = "stablehlo.multiply"(%12, %11) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %15 = "stablehlo.dynamic_update_slice"(%14, %13, %7) : (tensor<5xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5xf32>
    "func.return"(%15) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
