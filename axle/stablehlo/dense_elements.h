// The values of MLIR's dense elements attributes (`dense<...>`, hex blobs,
// `dense_resource` blobs and bytecode) as xla::Literal, shared by the text
// parser and the bytecode reader.
//
// MLIR's storage rules, which the raw-bytes form follows:
//   - elements little-endian, row-major, each in its storage width: the
//     bit width rounded up to whole bytes (i4, f4E2M1FN and the f8 types take
//     one byte, the value in its low bits; a sub-byte signed integer is not
//     sign-extended in storage);
//   - i1 takes one byte per element (0 or 1; any non-zero byte is true). Older
//     MLIR packed i1 eight to a byte, LSB first: a non-splat blob of exactly
//     ceil(n / 8) bytes for n > 1 elements is read that way;
//   - complex<T> is the pair (real, imaginary) of two T;
//   - a splat holds one element (for i1 one byte, 0x00 or 0xFF).
#ifndef AXLE_STABLEHLO_DENSE_ELEMENTS_H_
#define AXLE_STABLEHLO_DENSE_ELEMENTS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/literal/literal.h"
#include "axle/shape/primitive_type.h"

namespace xla::stablehlo {

// The most bytes a dense literal may take. A splat of a huge shape
// (`dense<0.0> : tensor<99999999999xf32>`) is refused with an error rather
// than allocated.
inline constexpr int64_t kMaxDenseLiteralBytes = int64_t{1} << 30;

// One element of a `dense<[...]>` list as written: a number (decimal, or
// `0x...` hex giving a float's bit pattern or an integer), `true`/`false`,
// or for complex types the pair `(real, imag)`.
struct DenseElementText {
  std::string real;
  std::string imag;  // complex only
  bool is_complex = false;
};

// `dims` must all be static (>= 0).
absl::StatusOr<Literal> DenseLiteralFromBytes(PrimitiveType type,
                                              absl::Span<const int64_t> dims,
                                              std::string_view bytes, bool splat);

// `values` holds one element (a splat) or exactly one per element.
absl::StatusOr<Literal> DenseLiteralFromText(PrimitiveType type,
                                             absl::Span<const int64_t> dims,
                                             absl::Span<const DenseElementText> values);

// The digits of a `"0x..."` dense string (without the 0x): a splat when they
// hold exactly one element's bytes, else every element.
absl::StatusOr<Literal> DenseLiteralFromHex(PrimitiveType type,
                                            absl::Span<const int64_t> dims,
                                            std::string_view hex_digits);

// The bytes of `type`'s one element in MLIR storage (1 for i1 and the sub-byte types).
int64_t DenseStorageBytes(PrimitiveType type);

// The body of `dense<...>` for `literal`: a splat `1.5` when every element
// is equal, else nested lists `[[1, 2], [3, 4]]`; floats in shortest
// round-trip decimal, complex as `(re, im)`, pred as true/false.
std::string DenseLiteralBodyToText(const Literal& literal);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_DENSE_ELEMENTS_H_
