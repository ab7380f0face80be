
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<4xf32>):
    %r = "stablehlo.composite"(%x) <{composite_attributes = {alpha = 2.0 : f32}, decomposition = @my_op_impl, name = "my.op"}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%r) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "my_op_impl", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %t = "stablehlo.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %y = "stablehlo.add"(%t, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%y) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
