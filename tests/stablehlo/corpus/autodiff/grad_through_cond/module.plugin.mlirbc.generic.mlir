"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.compare"(%arg0, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = "stablehlo.convert"(%2) : (tensor<i1>) -> tensor<i32>
    %4:2 = "stablehlo.case"(%3) ({
      %11 = "stablehlo.cosine"(%arg0) : (tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.sine"(%arg0) : (tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<f32>) -> ()
    }, {
      %9 = "stablehlo.sine"(%arg0) : (tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.cosine"(%arg0) : (tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9, %10) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %5 = "stablehlo.case"(%3) ({
      %7 = "stablehlo.negate"(%0) : (tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.multiply"(%7, %4#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }, {
      %6 = "stablehlo.multiply"(%0, %4#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<i32>) -> tensor<f32>
    "func.return"(%5) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
