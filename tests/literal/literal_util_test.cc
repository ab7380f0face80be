#include "axle/literal/literal_util.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace xla {
namespace {

TEST(LiteralUtilTest, CreateRn) {
  Literal r0 = LiteralUtil::CreateR0<double>(2.5);
  EXPECT_EQ(r0.shape().ToString(), "f64[]");
  EXPECT_EQ(r0.Get<double>({}), 2.5);

  Literal r1 = LiteralUtil::CreateR1<int64_t>({1, -2, 3});
  EXPECT_EQ(r1.shape().ToString(), "s64[3]");
  EXPECT_EQ(r1.Get<int64_t>({1}), -2);
  std::vector<float> values = {1.5f, 2.5f};
  EXPECT_EQ(LiteralUtil::CreateR1<float>(absl::MakeConstSpan(values)).Get<float>({1}), 2.5f);
  EXPECT_EQ(LiteralUtil::CreateR1<bool>({true, false, true}).ToString(),
            "pred[3] {true, false, true}");

  Literal r2 = LiteralUtil::CreateR2<uint16_t>({{1, 2, 3}, {4, 5, 6}});
  EXPECT_EQ(r2.shape().ToString(), "u16[2,3]");
  EXPECT_EQ(r2.Get<uint16_t>({1, 1}), 5);
  EXPECT_EQ(r2.Get<uint16_t>({0, 2}), 3);

  Literal r3 = LiteralUtil::CreateR3<int8_t>({{{1, 2}}, {{3, 4}}, {{5, 6}}});
  EXPECT_EQ(r3.shape().ToString(), "s8[3,1,2]");
  EXPECT_EQ(r3.Get<int8_t>({2, 0, 1}), 6);

  Literal r4 = LiteralUtil::CreateR4<float>({{{{1}, {2}}}, {{{3}, {4}}}});
  EXPECT_EQ(r4.shape().ToString(), "f32[2,1,2,1]");
  EXPECT_EQ(r4.Get<float>({1, 0, 1, 0}), 4);

  Literal empty = LiteralUtil::CreateR2<float>({});
  EXPECT_EQ(empty.shape().ToString(), "f32[0,0]");

  Literal column = LiteralUtil::CreateR2WithLayout<int32_t>({{1, 2}, {3, 4}},
                                                            LayoutUtil::MakeLayout({0, 1}));
  EXPECT_EQ(column.Get<int32_t>({0, 1}), 2);
  EXPECT_EQ(column.data<int32_t>()[1], 3);

  Literal full = LiteralUtil::CreateFull<half>({2, 2}, half(1.5f));
  EXPECT_EQ(full.ToString(), "f16[2,2] {{1.5, 1.5}, {1.5, 1.5}}");
  EXPECT_EQ(LiteralUtil::CreateR0<complex128>({1, -1}).ToString(), "c128[] (1, -1)");
}

TEST(LiteralUtilTest, ScalarsOfType) {
  EXPECT_EQ(LiteralUtil::Zero(F32).ToString(), "f32[] 0");
  EXPECT_EQ(LiteralUtil::One(S8).ToString(), "s8[] 1");
  EXPECT_EQ(LiteralUtil::One(PRED).ToString(), "pred[] true");
  EXPECT_EQ(LiteralUtil::One(C64).ToString(), "c64[] (1, 0)");
  EXPECT_EQ(LiteralUtil::Zero(BF16).ToString(), "bf16[] 0");
  EXPECT_EQ(LiteralUtil::MinValue(F32).ToString(), "f32[] -inf");
  EXPECT_EQ(LiteralUtil::MaxValue(F16).ToString(), "f16[] inf");
  EXPECT_EQ(LiteralUtil::MinValue(S32).ToString(), "s32[] -2147483648");
  EXPECT_EQ(LiteralUtil::MaxValue(U64).ToString(), "u64[] 18446744073709551615");
  EXPECT_EQ(LiteralUtil::MinValue(U8).ToString(), "u8[] 0");
  EXPECT_EQ(LiteralUtil::MinValue(PRED).ToString(), "pred[] false");
  EXPECT_EQ(LiteralUtil::MaxValue(PRED).ToString(), "pred[] true");
}

TEST(LiteralUtilTest, TuplesAndTokens) {
  Literal a = LiteralUtil::CreateR0<int32_t>(1);
  Literal b = LiteralUtil::CreateR1<float>({2, 3});
  Literal tuple = LiteralUtil::MakeTuple({&a, &b});
  EXPECT_EQ(tuple.ToString(), "(s32[] 1, f32[2] {2, 3})");
  EXPECT_EQ(a.Get<int32_t>({}), 1);  // copied, not moved
  std::vector<Literal> owned;
  owned.push_back(LiteralUtil::CreateToken());
  EXPECT_EQ(LiteralUtil::MakeTupleOwned(std::move(owned)).ToString(), "(token)");
  EXPECT_EQ(LiteralUtil::MakeTupleOwned().ToString(), "()");
  EXPECT_TRUE(LiteralUtil::CreateToken().shape().IsToken());
  Literal zeros = LiteralUtil::CreateFromShape(ShapeUtil::MakeShape(S16, {3}));
  EXPECT_EQ(zeros.ToString(), "s16[3] {0, 0, 0}");
  EXPECT_EQ(LiteralUtil::CreateFromDimensions(U32, {1, 1}).ToString(), "u32[1,1] {{0}}");
}

}  // namespace
}  // namespace xla
