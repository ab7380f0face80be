module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %c_1, %iterArg_3 = %c, %iterArg_4 = %0) : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %2 = stablehlo.subtract %c_5, %iterArg_2 : tensor<i32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.subtract %2, %c_6 : tensor<i32>
      %4 = func.call @dynamic_index_in_dim(%iterArg, %3) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
      %5:2 = func.call @closed_call(%iterArg_3, %4) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_4, %5#1, %3) : (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_2, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %7, %5#0, %6 : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    return %1#2, %1#3 : tensor<i32>, tensor<5xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %c : tensor<i32>
    %1 = stablehlo.convert %0 : tensor<i32>
    %2 = stablehlo.add %1, %arg1 : tensor<i32>
    return %2, %arg0 : tensor<i32>, tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
}
