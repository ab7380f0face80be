"builtin.module"() <{sym_name = "jit_arcsinh"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x4xf32>):
    %19 = "stablehlo.composite"(%arg1) <{decomposition = @chlo.asinh.impl, name = "chlo.asinh", version = 1 : i32}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%19) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "chlo.asinh.impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.sign"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.sqrt"(%2) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.compare"(%4, %5) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %7 = "stablehlo.log"(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.log"(%4) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.multiply"(%4, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.add"(%0, %10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.sqrt"(%11) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.add"(%0, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.divide"(%10, %13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.add"(%4, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.log_plus_one"(%15) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.select"(%6, %9, %16) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.multiply"(%3, %17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%18) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
