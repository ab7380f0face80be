#include "axle/literal/literal.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

TEST(LiteralTest, DefaultIsNil) {
  Literal nil;
  EXPECT_TRUE(ShapeUtil::IsEmptyTuple(nil.shape()));
  EXPECT_EQ(nil.tuple_element_count(), 0);
}

TEST(LiteralTest, ShapeConstructorZeroFillsAndSetsDefaultLayout) {
  Literal literal(ShapeUtil::MakeShape(F32, {2, 3}));
  EXPECT_TRUE(literal.shape().has_layout());
  EXPECT_EQ(literal.shape().layout(), LayoutUtil::MakeDescendingLayout(2));
  EXPECT_EQ(literal.element_count(), 6);
  EXPECT_EQ(literal.size_bytes(), 24);
  EXPECT_TRUE(literal.IsAll(0));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(literal.untyped_data()) % 64, 0u);
}

TEST(LiteralTest, CreateValidatesAndLimitsSize) {
  EXPECT_FALSE(Literal::Create(ShapeUtil::MakeShape(F32, {-1})).ok());
  absl::StatusOr<Literal> huge = Literal::Create(ShapeUtil::MakeShape(F32, {1 << 20, 1 << 20}));
  ASSERT_FALSE(huge.ok());
  EXPECT_NE(std::string(huge.status().message()).find("limit"), std::string::npos);
  absl::StatusOr<Literal> overflow =
      Literal::Create(ShapeUtil::MakeShape(F32, {99999999999, 99999999999}));
  EXPECT_FALSE(overflow.ok());
  // Many medium tuple elements add up past the limit too.
  Shape big = ShapeUtil::MakeShape(F32, {int64_t{1} << 31});
  EXPECT_FALSE(Literal::Create(ShapeUtil::MakeTupleShape({big, big, big})).ok());
  absl::StatusOr<Literal> ok = Literal::Create(ShapeUtil::MakeShape(S32, {3}));
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->element_count(), 3);
}

TEST(LiteralTest, GetSetRowMajor) {
  Literal literal = LiteralUtil::CreateR2<int32_t>({{1, 2, 3}, {4, 5, 6}});
  EXPECT_EQ(literal.Get<int32_t>({0, 0}), 1);
  EXPECT_EQ(literal.Get<int32_t>({0, 2}), 3);
  EXPECT_EQ(literal.Get<int32_t>({1, 0}), 4);
  literal.Set<int32_t>({1, 2}, 60);
  EXPECT_EQ(literal.Get<int32_t>({1, 2}), 60);
  EXPECT_EQ(literal.data<int32_t>()[5], 60);
  EXPECT_EQ(literal.GetLinear<int32_t>(3), 4);
  literal.SetLinear<int32_t>(0, -1);
  EXPECT_EQ(literal.Get<int32_t>({0, 0}), -1);
  EXPECT_EQ(literal.GetFirstElement<int32_t>(), -1);
}

TEST(LiteralTest, ColumnMajorLayout) {
  Literal literal(ShapeUtil::MakeShapeWithLayout(F32, {2, 3}, {0, 1}));
  float value = 0;
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t j = 0; j < 3; ++j) literal.Set<float>({i, j}, value++);
  }
  // Column-major storage: (0,0) (1,0) (0,1) (1,1) (0,2) (1,2).
  absl::Span<const float> data = literal.data<float>();
  EXPECT_EQ(std::vector<float>(data.begin(), data.end()),
            (std::vector<float>{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(literal.Get<float>({1, 2}), 5);
  EXPECT_EQ(literal.Get<float>({0, 1}), 1);

  Literal row_major = literal.Relayout(LayoutUtil::MakeDescendingLayout(2));
  absl::Span<const float> row = row_major.data<float>();
  EXPECT_EQ(std::vector<float>(row.begin(), row.end()), (std::vector<float>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(row_major.Get<float>({1, 2}), 5);
  EXPECT_TRUE(row_major == literal);  // equality is logical
  EXPECT_EQ(row_major, LiteralUtil::CreateR2<float>({{0, 1, 2}, {3, 4, 5}}));

  Literal back = row_major.Relayout(LayoutUtil::MakeLayout({0, 1}));
  EXPECT_EQ(back.shape().layout(), LayoutUtil::MakeLayout({0, 1}));
  EXPECT_EQ(std::vector<float>(back.data<float>().begin(), back.data<float>().end()),
            (std::vector<float>{0, 3, 1, 4, 2, 5}));
}

TEST(LiteralTest, Rank3LayoutRelayoutPreservesValues) {
  Literal literal(ShapeUtil::MakeShapeWithLayout(S32, {2, 3, 4}, {1, 2, 0}));
  literal.Populate<int32_t>([](absl::Span<const int64_t> index) {
    return static_cast<int32_t>(index[0] * 100 + index[1] * 10 + index[2]);
  });
  EXPECT_EQ(literal.Get<int32_t>({1, 2, 3}), 123);
  Literal other = literal.Relayout(LayoutUtil::MakeLayout({2, 0, 1}));
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t j = 0; j < 3; ++j) {
      for (int64_t k = 0; k < 4; ++k) {
        EXPECT_EQ(other.Get<int32_t>({i, j, k}), i * 100 + j * 10 + k);
      }
    }
  }
  EXPECT_EQ(other, literal);
}

TEST(LiteralTest, Reshape) {
  Literal literal = LiteralUtil::CreateR2WithLayout<int32_t>({{1, 2, 3}, {4, 5, 6}},
                                                             LayoutUtil::MakeLayout({0, 1}));
  absl::StatusOr<Literal> reshaped = literal.Reshape({3, 2});
  ASSERT_TRUE(reshaped.ok()) << reshaped.status();
  EXPECT_EQ(*reshaped, LiteralUtil::CreateR2<int32_t>({{1, 2}, {3, 4}, {5, 6}}));
  EXPECT_EQ(*literal.Reshape({6}), LiteralUtil::CreateR1<int32_t>({1, 2, 3, 4, 5, 6}));
  EXPECT_FALSE(literal.Reshape({4}).ok());
  EXPECT_FALSE(literal.Reshape({-6, -1}).ok());
  EXPECT_FALSE(LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR0<int32_t>(1)).Reshape({}).ok());
}

TEST(LiteralTest, Tuples) {
  Literal tuple = LiteralUtil::MakeTupleOwned(
      LiteralUtil::CreateR1<float>({1, 2}),
      LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR0<int32_t>(7), LiteralUtil::CreateToken()));
  EXPECT_EQ(tuple.shape().ToString(), "(f32[2], (s32[], token[]))");
  EXPECT_EQ(tuple.tuple_element_count(), 2);
  EXPECT_EQ(tuple.Get<float>({1}, {0}), 2);
  EXPECT_EQ(tuple.Get<int32_t>({}, {1, 0}), 7);
  tuple.Set<int32_t>({}, {1, 0}, 8);
  EXPECT_EQ(tuple.subliteral({1, 0}).Get<int32_t>({}), 8);
  EXPECT_EQ(tuple.tuple_element(1).tuple_element(0), LiteralUtil::CreateR0<int32_t>(8));

  Literal copy = tuple.Clone();
  EXPECT_EQ(copy, tuple);
  copy.Set<float>({0}, {0}, 9);
  EXPECT_NE(copy, tuple);

  std::vector<Literal> parts = tuple.DecomposeTuple();
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(parts[0], LiteralUtil::CreateR1<float>({1, 2}));
  EXPECT_TRUE(ShapeUtil::IsEmptyTuple(tuple.shape()));

  Literal zeros(ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {2}), ShapeUtil::MakeShape(PRED, {})}));
  EXPECT_TRUE(zeros.shape().tuple_shapes(0).has_layout());
  EXPECT_EQ(zeros.tuple_element(1).Get<bool>({}), false);
  EXPECT_TRUE(zeros.IsAll(0));
}

TEST(LiteralTest, MoveLeavesNil) {
  Literal a = LiteralUtil::CreateR1<int32_t>({1, 2, 3});
  Literal b = std::move(a);
  EXPECT_EQ(b.element_count(), 3);
  EXPECT_TRUE(ShapeUtil::IsEmptyTuple(a.shape()));  // NOLINT(bugprone-use-after-move)
}

// The moved-from literal is exactly a default-made one (no layout, not a
// buffer, no data), after construction and assignment from arrays with
// layouts and from tuples, and takes a new value like any other.
TEST(LiteralTest, MovedFromLiteralsEqualDefaultOnes) {
  const Shape nil = Literal().shape();
  Literal array = LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}});
  ASSERT_TRUE(array.shape().has_layout());
  Literal taken(std::move(array));
  EXPECT_EQ(array.shape(), nil);  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(array.size_bytes(), 0);
  EXPECT_EQ(taken, LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}}));

  Literal tuple = LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<int32_t>({5, 6}),
                                              LiteralUtil::CreateR0<bool>(true));
  Literal assigned = LiteralUtil::CreateR0<float>(7);
  assigned = std::move(tuple);
  EXPECT_EQ(tuple.shape(), nil);  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(assigned.tuple_element(0), LiteralUtil::CreateR1<int32_t>({5, 6}));

  tuple = LiteralUtil::CreateR0<float>(8);
  EXPECT_EQ(tuple.Get<float>({}), 8);
  taken = std::move(taken);  // self-move keeps the value
  EXPECT_EQ(taken, LiteralUtil::CreateR2<float>({{1, 2}, {3, 4}}));
}

TEST(LiteralTest, EqualityIgnoresLayoutComparesShapeAndValues) {
  EXPECT_EQ(LiteralUtil::CreateR1<float>({1, 2}), LiteralUtil::CreateR1<float>({1, 2}));
  EXPECT_NE(LiteralUtil::CreateR1<float>({1, 2}), LiteralUtil::CreateR1<float>({1, 3}));
  EXPECT_NE(LiteralUtil::CreateR1<float>({1, 2}), LiteralUtil::CreateR1<double>({1, 2}));
  EXPECT_NE(LiteralUtil::CreateR1<float>({1, 2}), LiteralUtil::CreateR2<float>({{1, 2}}));
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(LiteralUtil::CreateR1<float>({nan}), LiteralUtil::CreateR1<float>({-nan}));
  EXPECT_EQ(LiteralUtil::CreateR0<float>(0.0f), LiteralUtil::CreateR0<float>(-0.0f));
  EXPECT_EQ(LiteralUtil::CreateToken(), LiteralUtil::CreateToken());
  EXPECT_NE(LiteralUtil::CreateR0<complex64>({1, 2}), LiteralUtil::CreateR0<complex64>({1, -2}));
}

TEST(LiteralTest, ConvertFloatToIntTruncatesSaturatesAndZeroesNan) {
  float inf = std::numeric_limits<float>::infinity();
  float nan = std::numeric_limits<float>::quiet_NaN();
  Literal f = LiteralUtil::CreateR1<float>({-0.5f, 0.5f, 1.9f, -1.9f, 3e9f, -3e9f, inf, -inf, nan,
                                            2147483520.0f});
  absl::StatusOr<Literal> s32 = f.Convert(S32);
  ASSERT_TRUE(s32.ok()) << s32.status();
  int32_t max = std::numeric_limits<int32_t>::max(), min = std::numeric_limits<int32_t>::min();
  EXPECT_EQ(*s32, LiteralUtil::CreateR1<int32_t>(
                      {0, 0, 1, -1, max, min, max, min, 0, 2147483520}));
  absl::StatusOr<Literal> u8 = f.Convert(U8);
  ASSERT_TRUE(u8.ok());
  EXPECT_EQ(*u8, LiteralUtil::CreateR1<uint8_t>({0, 0, 1, 0, 255, 0, 255, 0, 0, 255}));
  absl::StatusOr<Literal> s64 = LiteralUtil::CreateR1<double>({1e19, -1e19, 9.2e18}).Convert(S64);
  ASSERT_TRUE(s64.ok());
  EXPECT_EQ(*s64, LiteralUtil::CreateR1<int64_t>({std::numeric_limits<int64_t>::max(),
                                                  std::numeric_limits<int64_t>::min(),
                                                  9200000000000000000}));
  absl::StatusOr<Literal> u64 = LiteralUtil::CreateR1<double>({2e19, -1}).Convert(U64);
  ASSERT_TRUE(u64.ok());
  EXPECT_EQ(*u64, LiteralUtil::CreateR1<uint64_t>({std::numeric_limits<uint64_t>::max(), 0}));
  absl::StatusOr<Literal> from_half =
      LiteralUtil::CreateR1<half>({half(-2.75f), half(70.5f)}).Convert(S8);
  ASSERT_TRUE(from_half.ok());
  EXPECT_EQ(*from_half, LiteralUtil::CreateR1<int8_t>({-2, 70}));
}

TEST(LiteralTest, ConvertOtherDirections) {
  // int -> int wraps; int -> float rounds to nearest even.
  EXPECT_EQ(*LiteralUtil::CreateR1<int32_t>({300, -1}).Convert(U8),
            LiteralUtil::CreateR1<uint8_t>({44, 255}));
  EXPECT_EQ(*LiteralUtil::CreateR0<int32_t>(16777217).Convert(F32),
            LiteralUtil::CreateR0<float>(16777216.0f));
  // To pred is x != 0 (NaN is true); from pred is 0/1.
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(*LiteralUtil::CreateR1<float>({0, -0.0f, 0.1f, nan}).Convert(PRED),
            LiteralUtil::CreateR1<bool>({false, false, true, true}));
  EXPECT_EQ(*LiteralUtil::CreateR1<bool>({true, false}).Convert(F64),
            LiteralUtil::CreateR1<double>({1, 0}));
  // Real -> complex sets imag 0; complex -> complex converts parts.
  EXPECT_EQ(*LiteralUtil::CreateR1<int32_t>({3, -4}).Convert(C64),
            LiteralUtil::CreateR1<complex64>({{3, 0}, {-4, 0}}));
  EXPECT_EQ(*LiteralUtil::CreateR0<complex128>({1.5, -2.5}).Convert(C64),
            LiteralUtil::CreateR0<complex64>({1.5f, -2.5f}));
  // Complex -> real is refused, as in XLA.
  absl::StatusOr<Literal> refused = LiteralUtil::CreateR0<complex64>({1, 2}).Convert(F32);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.status().message()).find("complex"), std::string::npos);
  EXPECT_FALSE(LiteralUtil::CreateR0<complex64>({1, 2}).Convert(PRED).ok());
  EXPECT_FALSE(LiteralUtil::CreateToken().Convert(F32).ok());
  EXPECT_FALSE(LiteralUtil::CreateR0<float>(1).Convert(TUPLE).ok());
}

TEST(LiteralTest, ConvertToHalfAndBfloat16RoundsToNearestEven) {
  // 1 + 2^-11 is halfway between 1 and the next f16 (1 + 2^-10): rounds to 1.
  // 1 + 3*2^-11 is halfway between 1+2^-10 and 1+2^-9: rounds to the even 1+2^-9.
  absl::StatusOr<Literal> h =
      LiteralUtil::CreateR1<float>({1.0f + 0x1p-11f, 1.0f + 3 * 0x1p-11f, 65520.0f, 1e-8f})
          .Convert(F16);
  ASSERT_TRUE(h.ok());
  EXPECT_EQ(static_cast<float>(h->Get<half>({0})), 1.0f);
  EXPECT_EQ(static_cast<float>(h->Get<half>({1})), 1.0f + 0x1p-9f);
  EXPECT_TRUE(std::isinf(static_cast<float>(h->Get<half>({2}))));
  EXPECT_EQ(static_cast<float>(h->Get<half>({3})), 0.0f);
  absl::StatusOr<Literal> b =
      LiteralUtil::CreateR1<float>({1.0f + 0x1p-8f, 1.0f + 3 * 0x1p-8f}).Convert(BF16);
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(static_cast<float>(b->Get<bfloat16>({0})), 1.0f);
  EXPECT_EQ(static_cast<float>(b->Get<bfloat16>({1})), 1.0f + 0x1p-6f);
  // f64 just above an f16 halfway point must round up (no double rounding
  // through f32, where it would land exactly on the halfway point).
  double above_half_way = 1.0 + 0x1p-11 + 0x1p-40;
  absl::StatusOr<Literal> d = LiteralUtil::CreateR0<double>(above_half_way).Convert(F16);
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(static_cast<float>(d->Get<half>({})), 1.0f + 0x1p-10f);
}

TEST(LiteralTest, IsAllAndScalarAccessors) {
  EXPECT_TRUE(LiteralUtil::CreateR1<uint8_t>({1, 1}).IsAll(1));
  EXPECT_FALSE(LiteralUtil::CreateR1<uint8_t>({0, 0}).IsAll(256));
  EXPECT_FALSE(LiteralUtil::CreateR1<uint8_t>({255}).IsAll(-1));
  EXPECT_TRUE(LiteralUtil::CreateR1<float>({-1, -1}).IsAll(-1));
  EXPECT_FALSE(LiteralUtil::CreateR1<float>({-1, 2}).IsAll(-1));
  EXPECT_TRUE(LiteralUtil::CreateR1<float>({0.5, 0.5}).IsAllFloat(0.5));
  EXPECT_TRUE(LiteralUtil::CreateR1<complex64>({{2, 0}}).IsAll(2));
  EXPECT_FALSE(LiteralUtil::CreateR1<complex64>({{2, 1}}).IsAll(2));
  EXPECT_TRUE(LiteralUtil::CreateR0<bool>(true).IsAll(1));
  EXPECT_FALSE(LiteralUtil::CreateToken().IsAll(0));

  Literal u64 = LiteralUtil::CreateR1<uint64_t>({5, std::numeric_limits<uint64_t>::max()});
  EXPECT_EQ(u64.GetIntegralAsS64({0}), 5);
  EXPECT_EQ(u64.GetIntegralAsS64({1}), std::nullopt);
  EXPECT_EQ(LiteralUtil::CreateR0<float>(1).GetIntegralAsS64({}), std::nullopt);
  EXPECT_EQ(LiteralUtil::CreateR0<half>(half(1.5f)).GetAsDouble({}), 1.5);
  EXPECT_EQ(LiteralUtil::CreateR0<complex64>({1, 2}).GetAsDouble({}), std::nullopt);
  EXPECT_EQ(LiteralUtil::CreateR0<int8_t>(-3).GetAsComplex128({}), complex128(-3, 0));
  Literal s8 = LiteralUtil::CreateR1<int8_t>({0, 0});
  s8.SetFromDouble({1}, 1000.0);
  EXPECT_EQ(s8.Get<int8_t>({1}), 127);
  EXPECT_TRUE(s8.IsZero({0}));
  EXPECT_FALSE(s8.IsZero({1}));
}

}  // namespace
}  // namespace xla
