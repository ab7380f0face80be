"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf64>) -> tensor<4xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf64>):
    %0 = "stablehlo.sine"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %1 = "stablehlo.cosine"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %2 = "stablehlo.exponential"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %5 = "stablehlo.reduce"(%3, %4) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %13 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%13) : (tensor<f64>) -> ()
    }) : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %8 = "stablehlo.multiply"(%0, %7) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %9 = "stablehlo.multiply"(%7, %2) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %10 = "stablehlo.multiply"(%8, %2) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %11 = "stablehlo.multiply"(%9, %1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    "func.return"(%12) : (tensor<4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
