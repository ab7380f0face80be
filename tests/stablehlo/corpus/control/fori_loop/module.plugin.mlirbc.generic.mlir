"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x2xf32>) -> tensor<2x2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<2x2xf32>):
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9:3 = "stablehlo.while"(%8, %8, %arg2) ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2x2xf32>):
      %12 = "stablehlo.compare"(%arg6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<2x2xf32>):
      %10:2 = "func.call"(%arg4, %arg5) <{callee = @closed_call}> : (tensor<i32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>)
      %11 = "stablehlo.add"(%arg3, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %10#0, %10#1) : (tensor<i32>, tensor<i32>, tensor<2x2xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<2x2xf32>)
    "func.return"(%9#2) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.convert"(%arg0) : (tensor<i32>) -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %4 = "stablehlo.multiply"(%3, %arg1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%1, %5) : (tensor<i32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
