"builtin.module"() <{sym_name = "jit_arctanh"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x4xf32>):
    %11 = "stablehlo.composite"(%arg1) <{decomposition = @chlo.atanh.impl, name = "chlo.atanh", version = 1 : i32}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%11) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "chlo.atanh.impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.compare"(%3, %2) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %5 = "stablehlo.log_plus_one"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.negate"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.log_plus_one"(%6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.multiply"(%8, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.select"(%4, %1, %9) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%10) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
