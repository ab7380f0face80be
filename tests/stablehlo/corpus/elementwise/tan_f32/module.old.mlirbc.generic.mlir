"builtin.module"() <{sym_name = "jit_tan"}> ({
  "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.sine"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.cosine"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.divide"(%0, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%2) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
