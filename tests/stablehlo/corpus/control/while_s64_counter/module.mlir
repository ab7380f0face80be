module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64>) -> (tensor<i64> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %c_0) : tensor<i64>, tensor<i64>, tensor<i64>
    cond {
      %1 = stablehlo.convert %iterArg_1 : tensor<i64>
      %2 = stablehlo.compare LT, %1, %iterArg, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg_1, %c_3 : tensor<i64>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %2 = stablehlo.multiply %iterArg_2, %c_4 : tensor<i64>
      stablehlo.return %iterArg, %1, %2 : tensor<i64>, tensor<i64>, tensor<i64>
    }
    return %0#1, %0#2 : tensor<i64>, tensor<i64>
  }
}
