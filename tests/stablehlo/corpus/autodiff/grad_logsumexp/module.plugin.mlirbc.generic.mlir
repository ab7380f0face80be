"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%arg0, %2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %22 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.maximum"(%2, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.is_finite"(%4) : (tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.select"(%5, %4, %1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %9 = "stablehlo.subtract"(%arg0, %8) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<5xf32>) -> tensor<5xf32>
    %11 = "stablehlo.reduce"(%10, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %21 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.abs"(%11) : (tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.compare"(%11, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = "stablehlo.divide"(%0, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.select"(%13, %1, %14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.select"(%13, %14, %1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.negate"(%15) : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %20 = "stablehlo.multiply"(%19, %10) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%20) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
