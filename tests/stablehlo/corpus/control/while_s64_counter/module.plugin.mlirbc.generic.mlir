"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i64>) -> (tensor<i64>, tensor<i64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i64>):
    %0 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %3:3 = "stablehlo.while"(%arg0, %1, %2) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>, %arg6: tensor<i64>):
      %6 = "stablehlo.convert"(%arg5) : (tensor<i64>) -> tensor<i64>
      %7 = "stablehlo.compare"(%6, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %4 = "stablehlo.add"(%arg2, %2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %5 = "stablehlo.multiply"(%arg3, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg1, %4, %5) : (tensor<i64>, tensor<i64>, tensor<i64>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>)
    "func.return"(%3#1, %3#2) : (tensor<i64>, tensor<i64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
