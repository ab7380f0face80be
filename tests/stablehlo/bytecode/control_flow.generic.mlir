"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6:3 = "stablehlo.while"(%5, %arg1, %arg0) ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<4xf32>):
      %17 = "stablehlo.compare"(%arg7, %arg8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%17) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>):
      %7 = "stablehlo.add"(%arg2, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %8 = "stablehlo.reduce"(%arg4, %3) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %16 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.compare"(%8, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.convert"(%9) : (tensor<i1>) -> tensor<i32>
      %11 = "stablehlo.case"(%10) ({
        %14 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %15 = "stablehlo.add"(%arg4, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%15) : (tensor<4xf32>) -> ()
      }, {
        %12 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %13 = "stablehlo.multiply"(%arg4, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%13) : (tensor<4xf32>) -> ()
      }) : (tensor<i32>) -> tensor<4xf32>
      "stablehlo.return"(%7, %arg3, %11) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>)
    "func.return"(%6#2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
