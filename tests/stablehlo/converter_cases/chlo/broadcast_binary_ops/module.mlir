"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x1xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>), sym_name = "main"}> ({

  ^bb0(%a: tensor<3x1xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>):
    %0 = "chlo.broadcast_add"(%a, %b) : (tensor<3x1xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %1 = "chlo.broadcast_compare"(%a, %b) <{comparison_direction = #chlo<comparison_direction LT>}> : (tensor<3x1xf32>, tensor<4xf32>) -> tensor<3x4xi1>
    %2 = "chlo.broadcast_multiply"(%0, %c) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    "func.return"(%0, %1, %2) : (tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
