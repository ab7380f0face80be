"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf16>) -> tensor<3x1xf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xf16>):
    %0 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %3 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%3) : (tensor<f16>) -> ()
    }) : (tensor<3x5xf16>, tensor<f16>) -> tensor<3xf16>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf16>) -> tensor<3x1xf16>
    "func.return"(%2) : (tensor<3x1xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
