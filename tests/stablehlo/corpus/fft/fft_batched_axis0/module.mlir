module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x3xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x4xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    return %2 : tensor<4x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    return %0 : tensor<3x4xcomplex<f32>>
  }
}
