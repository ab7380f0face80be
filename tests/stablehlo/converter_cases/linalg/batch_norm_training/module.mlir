"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>), sym_name = "main"}> ({

  ^bb0(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>):
    %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
    "func.return"(%r#0, %r#1, %r#2) : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
