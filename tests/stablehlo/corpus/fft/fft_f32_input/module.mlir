module @jit_fft attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    return %0 : tensor<6xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<6xf32>) -> tensor<6xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [6] : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    return %1 : tensor<6xcomplex<f32>>
  }
}
