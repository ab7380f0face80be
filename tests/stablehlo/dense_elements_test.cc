#include "axle/stablehlo/dense_elements.h"

#include <cmath>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace xla::stablehlo {
namespace {

std::string Bytes(std::initializer_list<int> values) {
  std::string bytes;
  for (int value : values) bytes.push_back(static_cast<char>(value));
  return bytes;
}

TEST(DenseElementsTest, F32FromLittleEndianBytes) {
  // 1.0f = 0x3F800000, 2.0f = 0x40000000.
  auto literal = DenseLiteralFromBytes(F32, {2}, Bytes({0, 0, 0x80, 0x3f, 0, 0, 0, 0x40}), false);
  ASSERT_TRUE(literal.ok()) << literal.status();
  EXPECT_EQ(literal->data<float>()[0], 1.0f);
  EXPECT_EQ(literal->data<float>()[1], 2.0f);
}

TEST(DenseElementsTest, SplatFillsEveryElement) {
  auto literal = DenseLiteralFromBytes(S32, {2, 3}, Bytes({7, 0, 0, 0}), true);
  ASSERT_TRUE(literal.ok()) << literal.status();
  for (int32_t value : literal->data<int32_t>()) EXPECT_EQ(value, 7);
}

TEST(DenseElementsTest, PredOneBytePerElementAndLegacyPackedBits) {
  auto bytes = DenseLiteralFromBytes(PRED, {3}, Bytes({1, 0, 5}), false);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  EXPECT_EQ(bytes->data<bool>()[0], true);
  EXPECT_EQ(bytes->data<bool>()[1], false);
  EXPECT_EQ(bytes->data<bool>()[2], true);
  // Older MLIR packed i1 eight to a byte, LSB first: 0b101 = true false true.
  auto packed = DenseLiteralFromBytes(PRED, {10}, Bytes({0x05, 0x02}), false);
  ASSERT_TRUE(packed.ok()) << packed.status();
  const std::vector<bool> expected = {true, false, true, false, false,
                                      false, false, false, false, true};
  for (int i = 0; i < 10; ++i) EXPECT_EQ(packed->data<bool>()[i], expected[i]) << i;
  auto splat = DenseLiteralFromBytes(PRED, {4}, Bytes({0xff}), true);
  ASSERT_TRUE(splat.ok());
  EXPECT_TRUE(splat->data<bool>()[3]);
}

TEST(DenseElementsTest, SubByteIntegersAreSignExtendedFromTheirWidth) {
  // MLIR stores i4 -2 as 0x0E in its byte.
  auto s4 = DenseLiteralFromBytes(S4, {2}, Bytes({0x0e, 0x07}), false);
  ASSERT_TRUE(s4.ok()) << s4.status();
  EXPECT_EQ(static_cast<int>(s4->data<int4>()[0]), -2);
  EXPECT_EQ(static_cast<int>(s4->data<int4>()[1]), 7);
  auto u4 = DenseLiteralFromBytes(U4, {1}, Bytes({0x0e}), false);
  ASSERT_TRUE(u4.ok());
  EXPECT_EQ(static_cast<int>(u4->data<uint4>()[0]), 14);
}

TEST(DenseElementsTest, ComplexIsRealImaginaryPairs) {
  auto literal =
      DenseLiteralFromBytes(C64, {1}, Bytes({0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0}), false);
  ASSERT_TRUE(literal.ok()) << literal.status();
  EXPECT_EQ(literal->data<complex64>()[0], complex64(1.0f, -2.0f));
}

TEST(DenseElementsTest, NarrowFloatsKeepTheirBitPattern) {
  // f8E4M3FN 1.5 = 0x3C.
  auto literal = DenseLiteralFromBytes(F8E4M3FN, {1}, Bytes({0x3c}), false);
  ASSERT_TRUE(literal.ok());
  EXPECT_EQ(static_cast<float>(literal->data<float8_e4m3fn>()[0]), 1.5f);
}

TEST(DenseElementsTest, WrongSizeAndHugeSplatAreErrors) {
  auto short_data = DenseLiteralFromBytes(F32, {2}, Bytes({0, 0, 0}), false);
  EXPECT_FALSE(short_data.ok());
  EXPECT_NE(short_data.status().message().find("need 8 bytes, got 3"), std::string::npos)
      << short_data.status();
  auto huge = DenseLiteralFromBytes(F32, {99999999999}, Bytes({0, 0, 0, 0}), true);
  EXPECT_FALSE(huge.ok());
  EXPECT_FALSE(DenseLiteralFromBytes(F32, {-1}, Bytes({0, 0, 0, 0}), true).ok());
}

TEST(DenseElementsTest, TextElements) {
  std::vector<DenseElementText> values = {{"1"}, {"-2"}, {"0x7FC00000"}, {"2.5e-1"}};
  auto floats = DenseLiteralFromText(F32, {4}, values);
  ASSERT_TRUE(floats.ok()) << floats.status();
  EXPECT_EQ(floats->data<float>()[1], -2.0f);
  EXPECT_TRUE(std::isnan(floats->data<float>()[2]));
  EXPECT_EQ(floats->data<float>()[3], 0.25f);
  auto bytes = DenseLiteralFromText(S8, {1}, std::vector<DenseElementText>{{"200"}});
  ASSERT_TRUE(bytes.ok()) << bytes.status();  // signless: 200 is -56
  EXPECT_EQ(bytes->data<int8_t>()[0], -56);
  EXPECT_FALSE(DenseLiteralFromText(S8, {1}, std::vector<DenseElementText>{{"256"}}).ok());
  EXPECT_FALSE(DenseLiteralFromText(U8, {1}, std::vector<DenseElementText>{{"-1"}}).ok());
  EXPECT_FALSE(DenseLiteralFromText(F32, {1}, std::vector<DenseElementText>{{"abc"}}).ok());
  EXPECT_FALSE(DenseLiteralFromText(F32, {3}, std::vector<DenseElementText>{{"1"}, {"2"}}).ok());
  auto complex = DenseLiteralFromText(
      C128, {1}, std::vector<DenseElementText>{{"1.5", "-3", true}});
  ASSERT_TRUE(complex.ok()) << complex.status();
  EXPECT_EQ(complex->data<complex128>()[0], complex128(1.5, -3));
}

TEST(DenseElementsTest, HexSplatOrFull) {
  auto splat = DenseLiteralFromHex(F32, {3}, "0000C03F");
  ASSERT_TRUE(splat.ok()) << splat.status();
  EXPECT_EQ(splat->data<float>()[2], 1.5f);
  auto full = DenseLiteralFromHex(S16, {2}, "0100FFFF");
  ASSERT_TRUE(full.ok()) << full.status();
  EXPECT_EQ(full->data<int16_t>()[1], -1);
  EXPECT_FALSE(DenseLiteralFromHex(S16, {2}, "0100FF").ok());
  EXPECT_FALSE(DenseLiteralFromHex(S16, {1}, "zz00").ok());
}

TEST(DenseElementsTest, BodyText) {
  auto literal = DenseLiteralFromText(S32, {2, 2}, std::vector<DenseElementText>{
                                                       {"1"}, {"2"}, {"3"}, {"4"}});
  ASSERT_TRUE(literal.ok());
  EXPECT_EQ(DenseLiteralBodyToText(*literal), "[[1, 2], [3, 4]]");
  auto splat = DenseLiteralFromText(F32, {2}, std::vector<DenseElementText>{{"0.5"}});
  ASSERT_TRUE(splat.ok());
  EXPECT_EQ(DenseLiteralBodyToText(*splat), "0.5");
}

}  // namespace
}  // namespace xla::stablehlo
