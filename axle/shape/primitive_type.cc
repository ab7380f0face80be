#include "axle/shape/primitive_type.h"

#include <array>

#include "absl/strings/ascii.h"

namespace xla {
namespace {

struct TypeInfo {
  const char* upper;
  int byte_width;
  int significand_bits;
  int exponent_bits;
};

constexpr std::array<TypeInfo, TOKEN + 1> kTypes = {{
    {"PRIMITIVE_TYPE_INVALID", 0, 0, 0},
    {"PRED", 1, 0, 0},
    {"S8", 1, 0, 0},
    {"S16", 2, 0, 0},
    {"S32", 4, 0, 0},
    {"S64", 8, 0, 0},
    {"U8", 1, 0, 0},
    {"U16", 2, 0, 0},
    {"U32", 4, 0, 0},
    {"U64", 8, 0, 0},
    {"F16", 2, 10, 5},
    {"BF16", 2, 7, 8},
    {"F32", 4, 23, 8},
    {"F64", 8, 52, 11},
    {"C64", 8, 23, 8},
    {"C128", 16, 52, 11},
    {"TUPLE", 0, 0, 0},
    {"TOKEN", 0, 0, 0},
}};

bool Valid(PrimitiveType type) { return type >= 0 && type <= TOKEN; }

}  // namespace

namespace primitive_util {

bool IsArrayType(PrimitiveType type) { return type >= PRED && type <= C128; }
bool IsFloatingPointType(PrimitiveType type) {
  return type == F16 || type == BF16 || type == F32 || type == F64;
}
bool IsComplexType(PrimitiveType type) { return type == C64 || type == C128; }
bool IsSignedIntegralType(PrimitiveType type) { return type >= S8 && type <= S64; }
bool IsUnsignedIntegralType(PrimitiveType type) { return type >= U8 && type <= U64; }
bool IsIntegralType(PrimitiveType type) {
  return IsSignedIntegralType(type) || IsUnsignedIntegralType(type);
}
bool IsSignedType(PrimitiveType type) {
  return IsSignedIntegralType(type) || IsFloatingPointType(type) || IsComplexType(type);
}
int ByteWidth(PrimitiveType type) { return Valid(type) ? kTypes[type].byte_width : 0; }
int BitWidth(PrimitiveType type) { return ByteWidth(type) * 8; }
PrimitiveType ComplexComponentType(PrimitiveType type) {
  if (type == C64) return F32;
  if (type == C128) return F64;
  return type;
}
int SignificandWidth(PrimitiveType type) {
  return Valid(type) ? kTypes[type].significand_bits : 0;
}
int ExponentWidth(PrimitiveType type) {
  return Valid(type) ? kTypes[type].exponent_bits : 0;
}

const std::string& LowercaseName(PrimitiveType type) {
  static const auto* names = [] {
    auto* result = new std::array<std::string, TOKEN + 1>;
    for (int i = 0; i <= TOKEN; ++i) (*result)[i] = absl::AsciiStrToLower(kTypes[i].upper);
    (*result)[PRIMITIVE_TYPE_INVALID] = "invalid";
    return result;
  }();
  return (*names)[Valid(type) ? type : PRIMITIVE_TYPE_INVALID];
}

std::optional<PrimitiveType> ParseName(absl::string_view name) {
  for (int i = PRED; i <= TOKEN; ++i) {
    if (LowercaseName(static_cast<PrimitiveType>(i)) == name) {
      return static_cast<PrimitiveType>(i);
    }
  }
  return std::nullopt;
}

}  // namespace primitive_util

const std::string& PrimitiveType_Name(PrimitiveType type) {
  static const auto* names = [] {
    auto* result = new std::array<std::string, TOKEN + 1>;
    for (int i = 0; i <= TOKEN; ++i) (*result)[i] = kTypes[i].upper;
    return result;
  }();
  return (*names)[Valid(type) ? type : PRIMITIVE_TYPE_INVALID];
}

}  // namespace xla
