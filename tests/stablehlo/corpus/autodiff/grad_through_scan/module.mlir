module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<5xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %arg0, %iterArg_7 = %c, %iterArg_8 = %cst, %iterArg_9 = %0, %iterArg_10 = %1, %iterArg_11 = %2) : tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_7, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %6:4 = func.call @closed_call(%iterArg_6, %iterArg_8, %5) : (tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_9, %6#1, %iterArg_7) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_10, %6#2, %iterArg_7) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_11, %6#3, %iterArg_7) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_7, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %10, %6#0, %7, %8, %9 : tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %4:7 = stablehlo.while(%iterArg = %3#4, %iterArg_6 = %3#5, %iterArg_7 = %3#6, %iterArg_8 = %arg0, %iterArg_9 = %c_5, %iterArg_10 = %cst_3, %iterArg_11 = %cst_4) : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.subtract %5, %c_13 : tensor<i32>
      %7 = func.call @dynamic_index_in_dim(%iterArg, %6) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %8 = func.call @dynamic_index_in_dim(%iterArg_6, %6) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %9 = func.call @dynamic_index_in_dim(%iterArg_7, %6) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %10:2 = func.call @closed_call_0(%iterArg_8, %iterArg_10, %iterArg_11, %7, %8, %9) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %11, %10#0, %10#1 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>
    }
    return %4#5 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<f32>
    %2 = stablehlo.add %1, %arg2 : tensor<f32>
    %3 = stablehlo.tanh %2 : tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.subtract %cst, %3 : tensor<f32>
    return %3, %0, %3, %4 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.multiply %arg2, %arg5 : tensor<f32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<f32>
    %2 = stablehlo.add %0, %1 : tensor<f32>
    %3 = stablehlo.multiply %arg3, %2 : tensor<f32>
    %4 = stablehlo.add %arg1, %3 : tensor<f32>
    %5 = stablehlo.multiply %2, %arg0 : tensor<f32>
    return %4, %5 : tensor<f32>, tensor<f32>
  }
}
