"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x7x7xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>, sym_name = "main"}> ({

  ^bb0(%x: tensor<1x4x7x7xf32>, %k: tensor<6x2x3x3xf32>):
    %r = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 2, 1>, padding = dense<[[1, 2], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 1>, window_reversal = array<i1: true, false>, window_strides = array<i64: 2, 1>}> : (tensor<1x4x7x7xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
    "func.return"(%r) : (tensor<1x6x6x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
