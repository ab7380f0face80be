"builtin.module"() <{sym_name = "jit_g"}> ({
  "func.func"() <{function_type = (tensor<?x4xf32>) -> tensor<?x?xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<?x4xf32>):
    %9 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.get_dimension_size"(%arg2) <{dimension = 0 : i64}> : (tensor<?x4xf32>) -> tensor<i32>
    %11 = "stablehlo.compare"(%10, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%11, %10) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>) -> ()
    %12 = "func.call"(%10, %arg2) <{callee = @_wrapped_jax_export_main}> : (tensor<i32>, tensor<?x4xf32>) -> tensor<?x?xf32>
    "func.return"(%12) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "b"}, {}], function_type = (tensor<i32>, tensor<?x4xf32>) -> tensor<?x?xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "_wrapped_jax_export_main", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<?x4xf32>):
    %0 = "stablehlo.sine"(%arg1) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %1 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (tensor<?x4xf32>) -> tensor<4x?xf32>
    %2 = "stablehlo.dot_general"(%0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
    %3 = "stablehlo.convert"(%arg0) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.concatenate"(%4, %5) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7 = "stablehlo.dynamic_broadcast_in_dim"(%3, %6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
    %8 = "stablehlo.add"(%2, %7) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%8) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
