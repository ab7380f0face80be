"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xf32>) -> (tensor<9xf32>, tensor<9xbf16>, tensor<3xi1>, tensor<2xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<9xf32>):
    %3 = "stablehlo.constant"() <{value = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %4 = "stablehlo.constant"() <{value = dense<2> : tensor<ui8>}> : () -> tensor<ui8>
    %5 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "stablehlo.constant"() <{value = dense<[true, false, true, true, false, true, true, true, false]> : tensor<9xi1>}> : () -> tensor<9xi1>
    %7 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xui8>}> : () -> tensor<3xui8>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "func.call"(%6, %arg3, %8) <{callee = @_where}> : (tensor<9xi1>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %10 = "stablehlo.convert"(%arg3) : (tensor<9xf32>) -> tensor<9xbf16>
    %11 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<9xbf16>
    %12 = "stablehlo.multiply"(%10, %11) : (tensor<9xbf16>, tensor<9xbf16>) -> tensor<9xbf16>
    %13 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<3xui8>
    %14 = "stablehlo.compare"(%7, %13) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
    %15 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 2>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<2xf32>
    %16 = "stablehlo.convert"(%15) : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
    %17 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    "func.return"(%9, %12, %14, %18) : (tensor<9xf32>, tensor<9xbf16>, tensor<3xi1>, tensor<2xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi1>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<9xi1>, %arg1: tensor<9xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    "func.return"(%2) : (tensor<9xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
