// A typed-FFI call's attributes: the custom-call's backend_config, an MLIR
// dictionary as JAX writes it (`{mode = 86 : ui8, uplo = 76 : ui8}`),
// decoded into the ABI's attribute tree (FfiAttrs), sorted by name at every
// level as XLA passes them. Values: integers and floats of every width with
// their `: type` (i64 and f64 without one), true/false, strings, dense
// arrays `array<i64: 1, 2>` (also `dense<[1, 2]> : tensor<2xi64>`) and
// nested dictionaries.
#ifndef AXLE_EVAL_FFI_FFI_ATTRIBUTES_H_
#define AXLE_EVAL_FFI_FFI_ATTRIBUTES_H_

#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "axle/eval/ffi/ffi_abi.h"

namespace xla::ffi {

class FfiAttributes {
 public:
  // The empty text (or "{}") has no attributes. InvalidArgument naming the
  // offset and what was expected otherwise.
  static absl::StatusOr<std::unique_ptr<FfiAttributes>> Parse(std::string_view text);
  ~FfiAttributes();

  // Valid while this object lives.
  const FfiAttrs& attrs() const;

  struct Node;

 private:
  FfiAttributes();
  std::unique_ptr<Node> root_;
};

}  // namespace xla::ffi

#endif  // AXLE_EVAL_FFI_FFI_ATTRIBUTES_H_
