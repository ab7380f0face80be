"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({

  ^bb0(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf32>):
    %s = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %lo = "stablehlo.constant"() <{value = dense<-0.5> : tensor<f32>}> : () -> tensor<f32>
    %hi = "stablehlo.constant"() <{value = dense<0.5> : tensor<f32>}> : () -> tensor<f32>
    %c = "stablehlo.clamp"(%lo, %a, %hi) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%s, %c) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
