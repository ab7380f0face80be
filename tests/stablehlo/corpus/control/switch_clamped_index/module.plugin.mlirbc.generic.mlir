"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4xi32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.clamp"(%1, %arg0, %2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %7 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %8 = "stablehlo.add"(%arg1, %7) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      "stablehlo.return"(%8) : (tensor<4xi32>) -> ()
    }, {
      %6 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      "stablehlo.return"(%6) : (tensor<4xi32>) -> ()
    }, {
      %5 = "stablehlo.negate"(%arg1) : (tensor<4xi32>) -> tensor<4xi32>
      "stablehlo.return"(%5) : (tensor<4xi32>) -> ()
    }) : (tensor<i32>) -> tensor<4xi32>
    "func.return"(%4) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
