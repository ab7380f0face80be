"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>, sym_name = "main"}> ({

  ^bb0(%x: tensor<2x5x3xf32>, %i: tensor<2x4x1xi32>):
    %r = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>
    "func.return"(%r) : (tensor<2x4x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
