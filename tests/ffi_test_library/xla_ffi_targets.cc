// Typed-FFI handlers written against XLA's header-only ffi.h (not Axle's
// declarations), exported as jax.ffi.register_ffi_target expects them:
// Axle must decode their call frames exactly as XLA builds them.
#include <cstdint>
#include <string_view>

#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

// y = x * scale + sum(offsets) (+ 1000 when tag == "big"); batch dims and
// element count from x's dimensions; the thread pool runs one task.
static ffi::Error Scale(ffi::Buffer<ffi::F32> x, ffi::ResultBuffer<ffi::F32> y,
                        ffi::ResultBuffer<ffi::S64> info, ffi::ThreadPool pool, float scale,
                        ffi::Span<const int64_t> offsets, std::string_view tag, bool negate) {
  if (x.dimensions() != y->dimensions()) {
    return ffi::Error(ffi::ErrorCode::kInvalidArgument, "x and y differ in shape");
  }
  float shift = 0;
  for (int64_t offset : offsets) shift += static_cast<float>(offset);
  if (tag == "big") shift += 1000;
  for (size_t i = 0; i < x.element_count(); ++i) {
    float v = x.typed_data()[i] * scale + shift;
    y->typed_data()[i] = negate ? -v : v;
  }
  int64_t* out = info->typed_data();
  out[0] = static_cast<int64_t>(x.dimensions().size());
  out[1] = pool.num_threads();
  return ffi::Error::Success();
}

static ffi::Error Refuse(ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer>) {
  return ffi::Error(ffi::ErrorCode::kUnimplemented,
                    "refused a buffer of element type " +
                        std::to_string(static_cast<int>(x.element_type())));
}

XLA_FFI_DEFINE_HANDLER_SYMBOL(AxleTestXlaScale, Scale,
                              ffi::Ffi::Bind()
                                  .Arg<ffi::Buffer<ffi::F32>>()
                                  .Ret<ffi::Buffer<ffi::F32>>()
                                  .Ret<ffi::Buffer<ffi::S64>>()
                                  .Ctx<ffi::ThreadPool>()
                                  .Attr<float>("scale")
                                  .Attr<ffi::Span<const int64_t>>("offsets")
                                  .Attr<std::string_view>("tag")
                                  .Attr<bool>("negate"));

XLA_FFI_DEFINE_HANDLER_SYMBOL(AxleTestXlaRefuse, Refuse,
                              ffi::Ffi::Bind().Arg<ffi::AnyBuffer>().Ret<ffi::AnyBuffer>());
