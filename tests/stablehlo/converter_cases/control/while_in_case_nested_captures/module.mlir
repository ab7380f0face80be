"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>, sym_name = "main"}> ({

  ^bb0(%i: tensor<i32>, %x: tensor<2xf32>, %s: tensor<f32>):
    %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %r = "stablehlo.case"(%i) ({
      "stablehlo.return"(%x) : (tensor<2xf32>) -> ()
    }, {
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %w:2 = "stablehlo.while"(%z, %x) ({
      ^bb0(%k: tensor<i32>, %v: tensor<2xf32>):
        %lt = "stablehlo.compare"(%k, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%lt) : (tensor<i1>) -> ()
      }, {
      ^bb0(%k: tensor<i32>, %v: tensor<2xf32>):
        %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %k1 = "stablehlo.add"(%k, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %v1 = "stablehlo.multiply"(%v, %sb) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "stablehlo.return"(%k1, %v1) : (tensor<i32>, tensor<2xf32>) -> ()
      }) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
      "stablehlo.return"(%w#1) : (tensor<2xf32>) -> ()
    }) : (tensor<i32>) -> tensor<2xf32>
    "func.return"(%r) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
