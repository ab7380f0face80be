"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf64>) -> tensor<4xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf64>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1 = "stablehlo.sine"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %2 = "stablehlo.cosine"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %3 = "stablehlo.exponential"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %4 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %5 = "stablehlo.multiply"(%1, %4) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %6 = "stablehlo.multiply"(%4, %3) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %7 = "stablehlo.multiply"(%5, %3) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %8 = "stablehlo.multiply"(%6, %2) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    "func.return"(%9) : (tensor<4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
