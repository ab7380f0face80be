module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2:2 = "stablehlo.case"(%1) ({
      %4 = stablehlo.cosine %arg0 : tensor<f32>
      %5 = stablehlo.sine %arg0 : tensor<f32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %4, %5 : tensor<f32>, tensor<f32>
    }, {
      %4 = stablehlo.sine %arg0 : tensor<f32>
      %5 = stablehlo.cosine %arg0 : tensor<f32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %4, %5 : tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = "stablehlo.case"(%1) ({
      %4 = stablehlo.negate %cst_0 : tensor<f32>
      %5 = stablehlo.multiply %4, %2#1 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }, {
      %4 = stablehlo.multiply %cst_0, %2#1 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %3 : tensor<f32>
  }
}
