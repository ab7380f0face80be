"builtin.module"() <{sym_name = "jit_sin"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xcomplex<f32>>):
    %0 = "stablehlo.real"(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %4 = "stablehlo.compare"(%0, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %5 = "stablehlo.sine"(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.cosine"(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.exponential_minus_one"(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.negate"(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.exponential_minus_one"(%8) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.subtract"(%7, %9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %13 = "stablehlo.divide"(%10, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.add"(%7, %9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %17 = "stablehlo.add"(%14, %16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %21 = "stablehlo.multiply"(%5, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %22 = "stablehlo.multiply"(%6, %13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %25 = "stablehlo.complex"(%24, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xcomplex<f32>>
    %26 = "stablehlo.complex"(%21, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xcomplex<f32>>
    %27 = "stablehlo.select"(%4, %25, %26) : (tensor<2x4xi1>, tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    "func.return"(%27) : (tensor<2x4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
