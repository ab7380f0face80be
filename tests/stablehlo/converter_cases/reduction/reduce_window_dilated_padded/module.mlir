"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5x6xf32>) -> tensor<5x4xf32>, sym_name = "main"}> ({

  ^bb0(%x: tensor<5x6xf32>):
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %r = "stablehlo.reduce_window"(%x, %init) <{base_dilations = array<i64: 1, 2>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 3>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<5x6xf32>, tensor<f32>) -> tensor<5x4xf32>
    "func.return"(%r) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
