module @jit_angle attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xcomplex<f32>>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = call @angle(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @angle(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32> {
    %0 = stablehlo.real %arg0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
}
