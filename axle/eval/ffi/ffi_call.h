// Calling a typed-FFI handler (api_version 4) for a custom-call: one call
// frame of typed buffers (element type, dims, data; the operands' and the
// result's array leaves in order) and the backend_config's attributes; the
// instantiate/prepare/initialize stages the bundle has run first (a state
// lives for one call); an asynchronous handler's future is awaited. Shared
// by the interpreter and the cpu runtime through eval/custom_call_abi.
#ifndef AXLE_EVAL_FFI_FFI_CALL_H_
#define AXLE_EVAL_FFI_FFI_CALL_H_

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "axle/eval/ffi/ffi_registry.h"
#include "axle/shape/shape.h"

namespace xla {

class HloInstruction;

namespace ffi {

// An array (or token) leaf: its shape (dims in logical order; the data is
// in the shape's layout) and its buffer.
struct FfiBufferRef {
  const Shape* shape;
  void* data;
};

// An error names the instruction and the target, with the handler's
// message and status code.
absl::Status CallFfiHandler(const HloInstruction& instruction, const FfiHandlerEntry& handler,
                            absl::Span<const FfiBufferRef> args,
                            absl::Span<const FfiBufferRef> rets);

// XLA's number for an Axle element type (kFfiInvalid for TUPLE).
FfiDataType ToFfiDataType(PrimitiveType type);

}  // namespace ffi
}  // namespace xla

#endif  // AXLE_EVAL_FFI_FFI_CALL_H_
