"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, sym_name = "main"}> ({

  ^bb0(%a: tensor<3x3xf32>):
    %r = "stablehlo.cholesky"(%a) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%r) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
