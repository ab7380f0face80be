"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x5xf32>) -> tensor<i32>, sym_name = "main"}> ({

  ^bb0(%a: tensor<3x5xf32>):
    %s = "stablehlo.get_dimension_size"(%a) <{dimension = 1 : i64}> : (tensor<3x5xf32>) -> tensor<i32>
    "func.return"(%s) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
