"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "main"}> ({

  ^bb0(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>):
    %r = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%r) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
