"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({

  ^bb0(%x: tensor<4xf32>, %q: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %two = "stablehlo.constant"() <{value = dense<[2.0, 3.0, 4.5, 6.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %0 = "chlo.polygamma"(%n, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "chlo.zeta"(%two, %q) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "chlo.bessel_i1e"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "chlo.tan"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0, %1, %2, %3) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
