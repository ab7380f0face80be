"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5xf32>, tensor<5xi32>, tensor<3x1xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<5xf32>, tensor<5xi32>), sym_name = "main"}> ({

  ^bb0(%a: tensor<5xf32>, %b: tensor<5xi32>, %i: tensor<3x1xi32>, %u: tensor<3xf32>, %v: tensor<3xi32>):
    %r:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<i32>, %x1: tensor<f32>, %y1: tensor<i32>):
      %s = "stablehlo.add"(%x0, %x1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %m = "stablehlo.maximum"(%y0, %y1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%s, %m) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<5xf32>, tensor<5xi32>, tensor<3x1xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    "func.return"(%r#0, %r#1) : (tensor<5xf32>, tensor<5xi32>) -> ()
  }) : () -> ()
}) : () -> ()
