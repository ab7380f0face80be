module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64>) -> (tensor<3xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i64>
    %2 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %3 = stablehlo.select %1, %2, %arg0 : tensor<i1>, tensor<i64>
    %4 = stablehlo.dynamic_slice %0, %3, sizes = [3] : (tensor<10xi64>, tensor<i64>) -> tensor<3xi64>
    return %4 : tensor<3xi64>
  }
}
