#include "axle/shape/primitive_type.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace {

const std::vector<PrimitiveType>& ArrayTypes() {
  static const auto* types = new std::vector<PrimitiveType>{
      PRED, S8, S16, S32, S64, U8, U16, U32, U64, F16, BF16, F32, F64, C64, C128};
  return *types;
}

TEST(PrimitiveTypeTest, Names) {
  EXPECT_EQ(primitive_util::LowercaseName(F32), "f32");
  EXPECT_EQ(primitive_util::LowercaseName(BF16), "bf16");
  EXPECT_EQ(primitive_util::LowercaseName(PRED), "pred");
  EXPECT_EQ(primitive_util::LowercaseName(C128), "c128");
  EXPECT_EQ(primitive_util::LowercaseName(TOKEN), "token");
  EXPECT_EQ(primitive_util::LowercaseName(TUPLE), "tuple");
  EXPECT_EQ(primitive_util::LowercaseName(PRIMITIVE_TYPE_INVALID), "invalid");
  EXPECT_EQ(primitive_util::LowercaseName(static_cast<PrimitiveType>(999)), "invalid");
  EXPECT_EQ(PrimitiveType_Name(F32), "F32");
  EXPECT_EQ(PrimitiveType_Name(U64), "U64");
  EXPECT_EQ(PrimitiveType_Name(PRIMITIVE_TYPE_INVALID), "PRIMITIVE_TYPE_INVALID");
  EXPECT_EQ(PrimitiveType_Name(static_cast<PrimitiveType>(-1)), "PRIMITIVE_TYPE_INVALID");
}

TEST(PrimitiveTypeTest, ParseNameRoundTrips) {
  for (int i = PRED; i < PrimitiveType_ARRAYSIZE; ++i) {
    PrimitiveType type = static_cast<PrimitiveType>(i);
    std::optional<PrimitiveType> parsed =
        primitive_util::ParseName(primitive_util::LowercaseName(type));
    ASSERT_TRUE(parsed.has_value()) << PrimitiveType_Name(type);
    EXPECT_EQ(*parsed, type);
  }
  EXPECT_FALSE(primitive_util::ParseName("F32").has_value());  // lower case only
  EXPECT_FALSE(primitive_util::ParseName("invalid").has_value());
  EXPECT_FALSE(primitive_util::ParseName("").has_value());
  EXPECT_FALSE(primitive_util::ParseName("f33").has_value());
  EXPECT_FALSE(primitive_util::ParseName("f32 ").has_value());
}

TEST(PrimitiveTypeTest, Widths) {
  EXPECT_EQ(primitive_util::ByteWidth(PRED), 1);
  EXPECT_EQ(primitive_util::BitWidth(PRED), 8);
  EXPECT_EQ(primitive_util::ByteWidth(S16), 2);
  EXPECT_EQ(primitive_util::BitWidth(S64), 64);
  EXPECT_EQ(primitive_util::BitWidth(F16), 16);
  EXPECT_EQ(primitive_util::BitWidth(BF16), 16);
  EXPECT_EQ(primitive_util::ByteWidth(C64), 8);
  EXPECT_EQ(primitive_util::ByteWidth(C128), 16);
  EXPECT_EQ(primitive_util::ByteWidth(TUPLE), 0);
  EXPECT_EQ(primitive_util::ByteWidth(TOKEN), 0);
  EXPECT_EQ(primitive_util::ByteWidth(PRIMITIVE_TYPE_INVALID), 0);
  EXPECT_EQ(primitive_util::ByteWidth(static_cast<PrimitiveType>(77)), 0);

  EXPECT_EQ(primitive_util::SignificandWidth(F32), 23);
  EXPECT_EQ(primitive_util::ExponentWidth(F32), 8);
  EXPECT_EQ(primitive_util::SignificandWidth(F64), 52);
  EXPECT_EQ(primitive_util::ExponentWidth(F64), 11);
  EXPECT_EQ(primitive_util::SignificandWidth(F16), 10);
  EXPECT_EQ(primitive_util::ExponentWidth(F16), 5);
  EXPECT_EQ(primitive_util::SignificandWidth(BF16), 7);
  EXPECT_EQ(primitive_util::ExponentWidth(BF16), 8);
}

TEST(PrimitiveTypeTest, Classes) {
  using namespace primitive_util;
  for (PrimitiveType t : ArrayTypes()) EXPECT_TRUE(IsArrayType(t)) << PrimitiveType_Name(t);
  EXPECT_FALSE(IsArrayType(TUPLE));
  EXPECT_FALSE(IsArrayType(TOKEN));
  EXPECT_FALSE(IsArrayType(PRIMITIVE_TYPE_INVALID));

  EXPECT_TRUE(IsFloatingPointType(F16));
  EXPECT_TRUE(IsFloatingPointType(BF16));
  EXPECT_TRUE(IsFloatingPointType(F64));
  EXPECT_FALSE(IsFloatingPointType(C64));
  EXPECT_FALSE(IsFloatingPointType(S32));
  EXPECT_TRUE(IsComplexType(C64));
  EXPECT_TRUE(IsComplexType(C128));
  EXPECT_FALSE(IsComplexType(F64));

  EXPECT_TRUE(IsSignedIntegralType(S8));
  EXPECT_TRUE(IsSignedIntegralType(S64));
  EXPECT_FALSE(IsSignedIntegralType(U8));
  EXPECT_FALSE(IsSignedIntegralType(PRED));
  EXPECT_TRUE(IsUnsignedIntegralType(U8));
  EXPECT_TRUE(IsUnsignedIntegralType(U64));
  EXPECT_FALSE(IsUnsignedIntegralType(S8));
  EXPECT_TRUE(IsIntegralType(U32));
  EXPECT_TRUE(IsIntegralType(S16));
  EXPECT_FALSE(IsIntegralType(PRED));
  EXPECT_FALSE(IsIntegralType(F32));

  EXPECT_TRUE(IsSignedType(S32));
  EXPECT_TRUE(IsSignedType(F32));
  EXPECT_TRUE(IsSignedType(C64));
  EXPECT_FALSE(IsSignedType(U32));
  EXPECT_FALSE(IsSignedType(PRED));

  EXPECT_EQ(ComplexComponentType(C64), F32);
  EXPECT_EQ(ComplexComponentType(C128), F64);
  EXPECT_EQ(ComplexComponentType(F16), F16);
}

TEST(PrimitiveTypeTest, SwitchMapsToNativeTypes) {
  for (PrimitiveType type : ArrayTypes()) {
    PrimitiveTypeSwitch(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      EXPECT_EQ(static_cast<int>(sizeof(T)), primitive_util::ByteWidth(type))
          << PrimitiveType_Name(type);
      EXPECT_EQ(NativeToPrimitiveType<T>(), type);
      EXPECT_EQ(kIsComplex<T>, primitive_util::IsComplexType(type));
      EXPECT_EQ(kIsFloating<T>, primitive_util::IsFloatingPointType(type));
    });
  }
  // The switch returns the callback's value.
  int bytes = PrimitiveTypeSwitch(F64, [](auto tag) {
    return static_cast<int>(sizeof(typename decltype(tag)::type));
  });
  EXPECT_EQ(bytes, 8);
  static_assert(std::is_same_v<PrimitiveTypeToNative<BF16>::type, bfloat16>);
  static_assert(std::is_same_v<PrimitiveTypeToNative<PRED>::type, bool>);
  static_assert(NativeToPrimitiveType<complex128>() == C128);
}

}  // namespace
}  // namespace xla
