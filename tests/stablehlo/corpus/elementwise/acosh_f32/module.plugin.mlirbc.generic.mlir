"builtin.module"() <{sym_name = "jit_arccosh"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<2x4xf32>):
    %17 = "func.call"(%arg2) <{callee = @arccosh}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%17) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x4xf32>):
    %16 = "stablehlo.composite"(%arg1) <{decomposition = @chlo.acosh.impl, name = "chlo.acosh", version = 1 : i32}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%16) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "chlo.acosh.impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.divide"(%1, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.compare"(%arg0, %3) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %5 = "stablehlo.log"(%2) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.log"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.subtract"(%arg0, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.sqrt"(%8) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.add"(%arg0, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.sqrt"(%10) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.add"(%11, %9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.multiply"(%9, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.log_plus_one"(%13) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.select"(%4, %7, %14) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%15) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
