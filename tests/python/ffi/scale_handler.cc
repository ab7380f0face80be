// A user's typed-FFI handler, built by test_ffi.py against the headers JAX
// ships (jax.ffi.include_dir()): y = factor * x + offset, with the
// attributes decoded by the FFI's binding.
#include <cstddef>

#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

static ffi::Error ScaleImpl(ffi::Buffer<ffi::F32> x, float factor, int64_t offset,
                            ffi::ResultBuffer<ffi::F32> y) {
  if (x.element_count() != y->element_count()) {
    return ffi::Error::InvalidArgument("scale: input and output sizes differ");
  }
  const float* in = x.typed_data();
  float* out = y->typed_data();
  for (size_t i = 0; i < x.element_count(); ++i) out[i] = factor * in[i] + offset;
  return ffi::Error::Success();
}

XLA_FFI_DEFINE_HANDLER_SYMBOL(AxleTestScale, ScaleImpl,
                              ffi::Ffi::Bind()
                                  .Arg<ffi::Buffer<ffi::F32>>()
                                  .Attr<float>("factor")
                                  .Attr<int64_t>("offset")
                                  .Ret<ffi::Buffer<ffi::F32>>());
