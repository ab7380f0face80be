// XLA element types and their properties.
#ifndef AXLE_SHAPE_PRIMITIVE_TYPE_H_
#define AXLE_SHAPE_PRIMITIVE_TYPE_H_

#include <cstdint>
#include <optional>
#include <string>
#include "absl/strings/string_view.h"

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
int BitWidth(PrimitiveType type);   // PRED is 8 bits in memory; 0 for non-arrays
int ByteWidth(PrimitiveType type);  // bytes one element takes in a buffer
// Real component type of a complex type (C64 -> F32); the type itself otherwise.
PrimitiveType ComplexComponentType(PrimitiveType type);
// Bits of the significand excluding the implicit bit (F32: 23); exponent bits.
int SignificandWidth(PrimitiveType type);
int ExponentWidth(PrimitiveType type);

// Lower-case XLA spelling: "f32", "pred", "token", "tuple".
const std::string& LowercaseName(PrimitiveType type);
std::optional<PrimitiveType> ParseName(absl::string_view name);

}  // namespace primitive_util

const std::string& PrimitiveType_Name(PrimitiveType type);  // "F32"

}  // namespace xla

#endif  // AXLE_SHAPE_PRIMITIVE_TYPE_H_
