"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x4xbf16>, %arg1: tensor<4x4xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %2 = "stablehlo.negate"(%1) : (tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %3 = "stablehlo.exponential"(%2) : (tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %4 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x4xbf16>
    %5 = "stablehlo.add"(%4, %3) : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %6 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x4xbf16>
    %7 = "stablehlo.divide"(%6, %5) : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %8 = "stablehlo.tanh"(%arg1) : (tensor<4x4xbf16>) -> tensor<4x4xbf16>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>
    "func.return"(%9) : (tensor<4x4xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
