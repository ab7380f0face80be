#include "axle/shape/primitive_type.h"

#include <array>

#include "absl/strings/ascii.h"

namespace xla {
namespace {

struct TypeInfo {
  const char* upper;
  int bit_width;
  int byte_width;
  int significand_bits;
  int exponent_bits;
  const FloatFormat* format;  // the narrow floats
};

constexpr TypeInfo Narrow(const char* upper, const FloatFormat& format) {
  return {upper, format.total_bits() <= 4 ? 4 : 8, 1, format.mantissa_bits, format.exponent_bits,
          &format};
}

constexpr std::array<TypeInfo, PrimitiveType_ARRAYSIZE> kTypes = {{
    {"PRIMITIVE_TYPE_INVALID", 0, 0, 0, 0, nullptr},
    {"PRED", 8, 1, 0, 0, nullptr},
    {"S8", 8, 1, 0, 0, nullptr},
    {"S16", 16, 2, 0, 0, nullptr},
    {"S32", 32, 4, 0, 0, nullptr},
    {"S64", 64, 8, 0, 0, nullptr},
    {"U8", 8, 1, 0, 0, nullptr},
    {"U16", 16, 2, 0, 0, nullptr},
    {"U32", 32, 4, 0, 0, nullptr},
    {"U64", 64, 8, 0, 0, nullptr},
    {"F16", 16, 2, 10, 5, nullptr},
    {"BF16", 16, 2, 7, 8, nullptr},
    {"F32", 32, 4, 23, 8, nullptr},
    {"F64", 64, 8, 52, 11, nullptr},
    {"C64", 64, 8, 23, 8, nullptr},
    {"C128", 128, 16, 52, 11, nullptr},
    {"TUPLE", 0, 0, 0, 0, nullptr},
    {"TOKEN", 0, 0, 0, 0, nullptr},
    {"S1", 1, 1, 0, 0, nullptr},
    {"S2", 2, 1, 0, 0, nullptr},
    {"S4", 4, 1, 0, 0, nullptr},
    {"U1", 1, 1, 0, 0, nullptr},
    {"U2", 2, 1, 0, 0, nullptr},
    {"U4", 4, 1, 0, 0, nullptr},
    Narrow("F8E5M2", kF8E5M2),
    Narrow("F8E4M3", kF8E4M3),
    Narrow("F8E3M4", kF8E3M4),
    Narrow("F8E4M3FN", kF8E4M3FN),
    Narrow("F8E4M3FNUZ", kF8E4M3FNUZ),
    Narrow("F8E5M2FNUZ", kF8E5M2FNUZ),
    Narrow("F8E4M3B11FNUZ", kF8E4M3B11FNUZ),
    Narrow("F4E2M1FN", kF4E2M1FN),
    Narrow("F8E8M0FNU", kF8E8M0FNU),
}};

bool Valid(PrimitiveType type) { return type >= 0 && type < PrimitiveType_ARRAYSIZE; }

}  // namespace

namespace primitive_util {

bool IsArrayType(PrimitiveType type) {
  return (type >= PRED && type <= C128) || (type >= S1 && type < PrimitiveType_ARRAYSIZE);
}
bool IsFloatingPointType(PrimitiveType type) {
  return type == F16 || type == BF16 || type == F32 || type == F64 || IsNarrowFloatType(type);
}
bool IsComplexType(PrimitiveType type) { return type == C64 || type == C128; }
bool IsSignedIntegralType(PrimitiveType type) {
  return (type >= S8 && type <= S64) || (type >= S1 && type <= S4);
}
bool IsUnsignedIntegralType(PrimitiveType type) {
  return (type >= U8 && type <= U64) || (type >= U1 && type <= U4);
}
bool IsSubByteIntegralType(PrimitiveType type) { return type >= S1 && type <= U4; }
bool IsNarrowFloatType(PrimitiveType type) { return NarrowFloatFormat(type) != nullptr; }
const FloatFormat* NarrowFloatFormat(PrimitiveType type) {
  return Valid(type) ? kTypes[type].format : nullptr;
}
bool IsIntegralType(PrimitiveType type) {
  return IsSignedIntegralType(type) || IsUnsignedIntegralType(type);
}
bool IsSignedType(PrimitiveType type) {
  return IsSignedIntegralType(type) || IsFloatingPointType(type) || IsComplexType(type);
}
int ByteWidth(PrimitiveType type) { return Valid(type) ? kTypes[type].byte_width : 0; }
int BitWidth(PrimitiveType type) { return Valid(type) ? kTypes[type].bit_width : 0; }
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
    auto* result = new std::array<std::string, PrimitiveType_ARRAYSIZE>;
    for (int i = 0; i < PrimitiveType_ARRAYSIZE; ++i) (*result)[i] = absl::AsciiStrToLower(kTypes[i].upper);
    (*result)[PRIMITIVE_TYPE_INVALID] = "invalid";
    return result;
  }();
  return (*names)[Valid(type) ? type : PRIMITIVE_TYPE_INVALID];
}

std::optional<PrimitiveType> ParseName(absl::string_view name) {
  for (int i = PRED; i < PrimitiveType_ARRAYSIZE; ++i) {
    if (LowercaseName(static_cast<PrimitiveType>(i)) == name) {
      return static_cast<PrimitiveType>(i);
    }
  }
  return std::nullopt;
}

}  // namespace primitive_util

const std::string& PrimitiveType_Name(PrimitiveType type) {
  static const auto* names = [] {
    auto* result = new std::array<std::string, PrimitiveType_ARRAYSIZE>;
    for (int i = 0; i < PrimitiveType_ARRAYSIZE; ++i) (*result)[i] = kTypes[i].upper;
    return result;
  }();
  return (*names)[Valid(type) ? type : PRIMITIVE_TYPE_INVALID];
}

}  // namespace xla
