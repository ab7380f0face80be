module @jit_sort attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xui8>) -> (tensor<9xui8> {jax.result_info = "result"}) {
    %0 = call @sort(%arg0) : (tensor<9xui8>) -> tensor<9xui8>
    return %0 : tensor<9xui8>
  }
  func.func private @sort(%arg0: tensor<9xui8>) -> tensor<9xui8> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<9xui8>) -> tensor<9xui8>
    return %0 : tensor<9xui8>
  }
}
