"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<3xf32>) -> tensor<3xf32>, sym_name = "main"}> ({

  ^bb0(%p: tensor<f32>, %x: tensor<3xf32>):
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %e = "stablehlo.exponential"(%x) : (tensor<3xf32>) -> tensor<3xf32>
    %c = "stablehlo.compare"(%p, %zero) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %r = "stablehlo.if"(%c) ({
      %a = "stablehlo.add"(%x, %e) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%a) : (tensor<3xf32>) -> ()
    }, {
      %b = "stablehlo.negate"(%e) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%b) : (tensor<3xf32>) -> ()
    }) : (tensor<i1>) -> tensor<3xf32>
    "func.return"(%r) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
