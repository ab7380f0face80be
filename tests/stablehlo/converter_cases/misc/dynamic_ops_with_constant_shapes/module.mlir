"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<4x5xf32>) -> (tensor<4x2x3xf32>, tensor<3x2xf32>, tensor<2x4xi32>, tensor<3x7xf32>, tensor<2x2xf32>), sym_name = "main"}> ({

  ^bb0(%x: tensor<2x3xf32>, %y: tensor<4x5xf32>):
    %s3 = "stablehlo.constant"() <{value = dense<[4, 2, 3]> : tensor<3xi64>}> : () -> tensor<3xi64>
    %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
    %s2 = "stablehlo.constant"() <{value = dense<[3, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %1 = "stablehlo.dynamic_reshape"(%x, %s2) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
    %s4 = "stablehlo.constant"() <{value = dense<[2, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %2 = "stablehlo.dynamic_iota"(%s4) <{iota_dimension = 1 : i64}> : (tensor<2xi64>) -> tensor<2x4xi32>
    %pv = "stablehlo.constant"() <{value = dense<-1.0> : tensor<f32>}> : () -> tensor<f32>
    %lo = "stablehlo.constant"() <{value = dense<[1, 0]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %hi = "stablehlo.constant"() <{value = dense<[0, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %in = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %3 = "stablehlo.dynamic_pad"(%x, %pv, %lo, %hi, %in) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x7xf32>
    %st = "stablehlo.constant"() <{value = dense<[1, 0]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %li = "stablehlo.constant"() <{value = dense<[3, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %sd = "stablehlo.constant"() <{value = dense<[1, 3]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %4 = "stablehlo.real_dynamic_slice"(%y, %st, %li, %sd) : (tensor<4x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xf32>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<4x2x3xf32>, tensor<3x2xf32>, tensor<2x4xi32>, tensor<3x7xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
