module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %c, %iterArg_4 = %arg0, %iterArg_5 = %0) : tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:3 = func.call @closed_call(%iterArg_3, %iterArg_4) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_5, %3#2, %iterArg) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %5, %3#0, %3#1, %4 : tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %1#3, %iterArg_3 = %c_2, %iterArg_4 = %cst_1) : tensor<3xf32>, tensor<i32>, tensor<f32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.subtract %c_5, %iterArg_3 : tensor<i32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.subtract %3, %c_6 : tensor<i32>
      %5 = func.call @dynamic_index_in_dim(%iterArg, %4) : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %6 = func.call @closed_call_0(%iterArg_4, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %7, %6 : tensor<3xf32>, tensor<i32>, tensor<f32>
    }
    return %2#2 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.sine %arg1 : tensor<f32>
    %2 = stablehlo.cosine %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.multiply %1, %cst : tensor<f32>
    return %0, %3, %2 : tensor<i32>, tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<f32>
    return %1 : tensor<f32>
  }
}
