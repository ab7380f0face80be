"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>, sym_name = "main"}> ({

  ^bb0(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>):
    %r = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%r) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
