module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi1>) -> (tensor<3xi1> {jax.result_info = "result[0]"}, tensor<5xi1> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<3x5xi1>, tensor<i1>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.and across dimensions = [0] : (tensor<3x5xi1>, tensor<i1>) -> tensor<5xi1>
    return %0, %1 : tensor<3xi1>, tensor<5xi1>
  }
}
