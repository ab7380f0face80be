"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.compare"(%arg0, %0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = "stablehlo.convert"(%1) : (tensor<i1>) -> tensor<i32>
    %3:2 = "stablehlo.case"(%2) ({
      %12 = "stablehlo.cosine"(%arg0) : (tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.sine"(%arg0) : (tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      "stablehlo.return"(%12, %13) : (tensor<f32>, tensor<f32>) -> ()
    }, {
      %9 = "stablehlo.sine"(%arg0) : (tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.cosine"(%arg0) : (tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      "stablehlo.return"(%9, %10) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.case"(%2) ({
      %7 = "stablehlo.negate"(%4) : (tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.multiply"(%7, %3#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }, {
      %6 = "stablehlo.multiply"(%4, %3#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<i32>) -> tensor<f32>
    "func.return"(%5) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
