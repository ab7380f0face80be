// XLA element types and their properties.
#ifndef AXLE_SHAPE_PRIMITIVE_TYPE_H_
#define AXLE_SHAPE_PRIMITIVE_TYPE_H_

#include <cstdint>
#include <optional>
#include <string>
#include "absl/strings/string_view.h"
#include "axle/base/narrow_types.h"

namespace xla {

enum PrimitiveType : int {
  PRIMITIVE_TYPE_INVALID = 0,
  PRED,
  S8,
  S16,
  S32,
  S64,
  U8,
  U16,
  U32,
  U64,
  F16,
  BF16,
  F32,
  F64,
  C64,
  C128,
  TUPLE,
  TOKEN,
  // Narrow types (axle/base/narrow_types.h): one element per byte in memory.
  S1,
  S2,
  S4,
  U1,
  U2,
  U4,
  F8E5M2,
  F8E4M3,
  F8E3M4,
  F8E4M3FN,
  F8E4M3FNUZ,
  F8E5M2FNUZ,
  F8E4M3B11FNUZ,
  F4E2M1FN,
  F8E8M0FNU,
  PrimitiveType_ARRAYSIZE,  // not a type: one past the last
};

namespace primitive_util {

bool IsArrayType(PrimitiveType type);  // every type but TUPLE, TOKEN, INVALID
bool IsFloatingPointType(PrimitiveType type);
bool IsComplexType(PrimitiveType type);
bool IsSignedIntegralType(PrimitiveType type);
bool IsUnsignedIntegralType(PrimitiveType type);
bool IsIntegralType(PrimitiveType type);
// Floating, complex or signed integer: types where negation is meaningful.
bool IsSignedType(PrimitiveType type);
// Bits of the value: 4 for s4, 8 for f8e4m3fn; PRED is 8 (its byte); 0 for non-arrays.
int BitWidth(PrimitiveType type);
int ByteWidth(PrimitiveType type);  // bytes one element takes in a buffer (1 for s4)
// s1..s4, u1..u4: fewer bits than the byte that holds them.
bool IsSubByteIntegralType(PrimitiveType type);
// The 8- and 4-bit floats; NarrowFloatFormat gives their format (nullptr otherwise).
bool IsNarrowFloatType(PrimitiveType type);
const FloatFormat* NarrowFloatFormat(PrimitiveType type);
// Real component type of a complex type (C64 -> F32); the type itself otherwise.
PrimitiveType ComplexComponentType(PrimitiveType type);
// Bits of the significand excluding the implicit bit (F32: 23); exponent bits.
// For the narrow floats these come from their FloatFormat.
int SignificandWidth(PrimitiveType type);
int ExponentWidth(PrimitiveType type);

// Lower-case XLA spelling: "f32", "pred", "token", "tuple".
const std::string& LowercaseName(PrimitiveType type);
std::optional<PrimitiveType> ParseName(absl::string_view name);

}  // namespace primitive_util

const std::string& PrimitiveType_Name(PrimitiveType type);  // "F32"

}  // namespace xla

#endif  // AXLE_SHAPE_PRIMITIVE_TYPE_H_
