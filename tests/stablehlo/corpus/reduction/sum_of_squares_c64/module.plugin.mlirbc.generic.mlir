"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xcomplex<f32>>) -> tensor<5xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xcomplex<f32>>):
    %0 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %1 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<3x5xcomplex<f32>>, tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %2 = "stablehlo.reduce"(%1, %0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%3) : (tensor<complex<f32>>) -> ()
    }) : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    "func.return"(%2) : (tensor<5xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
