"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xbf16>, tensor<3x4xbf16>) -> (tensor<2x4xf32>, tensor<2x4xbf16>), sym_name = "main"}> ({

  ^bb0(%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>):
    %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
    %e = "stablehlo.dot"(%a, %b) : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xbf16>
    "func.return"(%d, %e) : (tensor<2x4xf32>, tensor<2x4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
