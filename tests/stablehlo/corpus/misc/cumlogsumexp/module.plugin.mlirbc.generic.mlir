"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<6xf32>):
    %12 = "func.call"(%arg3) <{callee = @cumlogsumexp}> : (tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%12) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>) -> tensor<6xf32>, sym_name = "cumlogsumexp", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 6>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %3 = "stablehlo.subtract"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %4 = "stablehlo.compare"(%3, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.abs"(%3) : (tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.negate"(%6) : (tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.exponential"(%7) : (tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.log_plus_one"(%8) : (tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.add"(%2, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.select"(%4, %5, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    "func.return"(%1) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
