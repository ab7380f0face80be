"builtin.module"() <{sym_name = "jit_exp"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xcomplex<f64>>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %1 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %2 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %3 = "stablehlo.real"(%arg0) : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %4 = "stablehlo.exponential"(%3) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %5 = "stablehlo.compare"(%4, %2) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xi1>
    %6 = "stablehlo.multiply"(%3, %1) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %7 = "stablehlo.exponential"(%6) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %8 = "stablehlo.imag"(%arg0) : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %9 = "stablehlo.cosine"(%8) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %11 = "stablehlo.multiply"(%10, %7) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %12 = "stablehlo.multiply"(%4, %9) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %13 = "stablehlo.select"(%5, %11, %12) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %14 = "stablehlo.compare"(%8, %0) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xi1>
    %15 = "stablehlo.sine"(%8) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %16 = "stablehlo.multiply"(%7, %15) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %17 = "stablehlo.multiply"(%16, %7) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %18 = "stablehlo.multiply"(%4, %15) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %19 = "stablehlo.select"(%5, %17, %18) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %20 = "stablehlo.select"(%14, %0, %19) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %21 = "stablehlo.complex"(%13, %20) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xcomplex<f64>>
    "func.return"(%21) : (tensor<2x4xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
