"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<i32>) -> (tensor<i32>, tensor<2xf32>), sym_name = "main"}> ({

  ^bb0(%a: tensor<2xf32>, %b: tensor<i32>):
    %t = "stablehlo.tuple"(%a, %b) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>, tensor<i32>>
    %x = "stablehlo.get_tuple_element"(%t) <{index = 1 : i32}> : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
    %y = "stablehlo.get_tuple_element"(%t) <{index = 0 : i32}> : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
    "func.return"(%x, %y) : (tensor<i32>, tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
