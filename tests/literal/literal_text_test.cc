#include "axle/literal/literal_text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_parser.h"

namespace xla {
namespace {

Literal Parse(const std::string& text) {
  absl::StatusOr<Literal> literal = ParseLiteral(text);
  EXPECT_TRUE(literal.ok()) << text.substr(0, 200) << ": " << literal.status();
  return literal.ok() ? *std::move(literal) : Literal();
}

std::string ErrorOf(const std::string& text) {
  absl::StatusOr<Literal> literal = ParseLiteral(text);
  EXPECT_FALSE(literal.ok()) << text.substr(0, 200) << " parsed as "
                             << literal->ToString().substr(0, 200);
  return literal.ok() ? "" : std::string(literal.status().message());
}

// Parses `text`, checks it prints back identically, and returns the literal.
Literal RoundTrip(const std::string& text) {
  Literal literal = Parse(text);
  EXPECT_EQ(literal.ToString(), text);
  return literal;
}

TEST(LiteralTextTest, PrintsCompactXlaSyntax) {
  EXPECT_EQ(LiteralUtil::CreateR2<float>({{1, 2, 3}, {4, 5, 6}}).ToString(),
            "f32[2,3] {{1, 2, 3}, {4, 5, 6}}");
  EXPECT_EQ(LiteralUtil::CreateR0<int32_t>(5).ToString(), "s32[] 5");
  EXPECT_EQ(LiteralUtil::CreateR1<bool>({true, false}).ToString(), "pred[2] {true, false}");
  EXPECT_EQ(LiteralUtil::CreateR1<complex64>({{1, 2}, {3, -4}}).ToString(),
            "c64[2] {(1, 2), (3, -4)}");
  EXPECT_EQ(LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<float>({1, 2}),
                                        LiteralUtil::CreateR0<int32_t>(3))
                .ToString(),
            "(f32[2] {1, 2}, s32[] 3)");
  EXPECT_EQ(LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<float>({1, 2}),
                                        LiteralUtil::CreateR0<int32_t>(3))
                .ToStringWithoutShape(),
            "({1, 2}, 3)");
  EXPECT_EQ(LiteralUtil::CreateR1<int32_t>({1, 2}).ToStringWithoutShape(), "{1, 2}");
  EXPECT_EQ(LiteralUtil::CreateR2<int32_t>({{1, 2}}).ToStringWithLayout(),
            "s32[1,2]{1,0} {{1, 2}}");
  EXPECT_EQ(Literal().ToString(), "()");
  EXPECT_EQ(LiteralUtil::CreateToken().ToString(), "token");
  EXPECT_EQ(LiteralUtil::CreateR3<int32_t>({{{1}, {2}}, {{3}, {4}}}).ToString(),
            "s32[2,2,1] {{{1}, {2}}, {{3}, {4}}}");
}

TEST(LiteralTextTest, ZeroElementArrays) {
  EXPECT_EQ(Literal(ShapeUtil::MakeShape(F32, {0})).ToString(), "f32[0] {}");
  EXPECT_EQ(Literal(ShapeUtil::MakeShape(F32, {2, 0})).ToString(), "f32[2,0] {{}, {}}");
  EXPECT_EQ(Literal(ShapeUtil::MakeShape(F32, {0, 2})).ToString(), "f32[0,2] {}");
  EXPECT_EQ(Literal(ShapeUtil::MakeShape(F32, {2, 0, 3})).ToString(), "f32[2,0,3] {{}, {}}");
  for (const char* text : {"f32[0] {}", "f32[2,0] {{}, {}}", "f32[0,2] {}", "s8[1,2,0] {{{}, {}}}"}) {
    Literal literal = RoundTrip(text);
    EXPECT_EQ(literal.element_count(), 0);
  }
}

TEST(LiteralTextTest, FloatsPrintShortestRoundTrip) {
  EXPECT_EQ(LiteralUtil::CreateR1<float>({0.1f, 1, 1e30f, -2.5f, 1e-7f}).ToString(),
            "f32[5] {0.1, 1, 1e+30, -2.5, 1e-07}");
  EXPECT_EQ(LiteralUtil::CreateR1<double>({0.1, 1.0 / 3}).ToString(),
            "f64[2] {0.1, 0.3333333333333333}");
  float inf = std::numeric_limits<float>::infinity();
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(LiteralUtil::CreateR1<float>({inf, -inf, nan, -nan, -0.0f}).ToString(),
            "f32[5] {inf, -inf, nan, -nan, -0}");
  // f16/bf16 print the shortest text that reads back to the same f16/bf16
  // (65500 is nearer to the f16 65504 than to any other f16).
  EXPECT_EQ(LiteralUtil::CreateR1<half>({half(0.1f), half(1.0f), half(65504.0f)}).ToString(),
            "f16[3] {0.1, 1, 65500}");
  EXPECT_EQ(LiteralUtil::CreateR1<bfloat16>({bfloat16(0.1f), bfloat16(3.0f)}).ToString(),
            "bf16[2] {0.1, 3}");
}

TEST(LiteralTextTest, RoundTripsEveryElementType) {
  RoundTrip("pred[3] {true, false, true}");
  RoundTrip("s8[3] {-128, 0, 127}");
  RoundTrip("s16[2] {-32768, 32767}");
  RoundTrip("s32[2] {-2147483648, 2147483647}");
  RoundTrip("s64[2] {-9223372036854775808, 9223372036854775807}");
  RoundTrip("u8[2] {0, 255}");
  RoundTrip("u16[1] {65535}");
  RoundTrip("u32[1] {4294967295}");
  RoundTrip("u64[1] {18446744073709551615}");
  RoundTrip("f16[4] {0.1, -6.104e-05, 6e-08, inf}");
  RoundTrip("bf16[3] {3.39e+38, -1.5, 9e-41}");
  RoundTrip("f32[4] {3.4028235e+38, 1e-45, 1.1754944e-38, -nan}");
  RoundTrip("f64[3] {1.7976931348623157e+308, 5e-324, 0.1}");
  RoundTrip("c64[2] {(1.5, -0), (inf, nan)}");
  RoundTrip("c128[1] {(0.1, 1e+300)}");
}

TEST(LiteralTextTest, ExhaustiveHalfAndBfloat16RoundTrip) {
  // Every f16 and bf16 bit pattern prints and parses back to itself.
  for (int type : {F16, BF16}) {
    Literal all(ShapeUtil::MakeShape(static_cast<PrimitiveType>(type), {65536}));
    auto* bits = static_cast<uint16_t*>(all.untyped_data());
    for (int i = 0; i < 65536; ++i) bits[i] = static_cast<uint16_t>(i);
    std::string text = all.ToString();
    absl::StatusOr<Literal> parsed = ParseLiteral(text);
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    const auto* parsed_bits = static_cast<const uint16_t*>(parsed->untyped_data());
    for (int i = 0; i < 65536; ++i) {
      float f = type == F16 ? static_cast<float>(all.data<half>()[i])
                            : static_cast<float>(all.data<bfloat16>()[i]);
      if (std::isnan(f)) continue;  // payloads are not kept, sign is
      ASSERT_EQ(parsed_bits[i], bits[i]) << "pattern " << i << " printed as "
                                         << all.GetAsString({i});
    }
  }
}

TEST(LiteralTextTest, RandomFloatsRoundTrip) {
  uint64_t state = 12345;
  Literal f32(ShapeUtil::MakeShape(F32, {2000}));
  Literal f64(ShapeUtil::MakeShape(F64, {2000}));
  for (int i = 0; i < 2000; ++i) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    uint32_t b32 = static_cast<uint32_t>(state >> 32);
    std::memcpy(&f32.data<float>()[i], &b32, 4);
    std::memcpy(&f64.data<double>()[i], &state, 8);
  }
  EXPECT_EQ(Parse(f32.ToString()), f32);
  EXPECT_EQ(Parse(f64.ToString()), f64);
}

TEST(LiteralTextTest, NestedTuplesRoundTrip) {
  Literal literal = RoundTrip("(f32[2] {1, 2}, (s32[] 3, (), token), pred[] true)");
  EXPECT_EQ(literal.shape().ToString(), "(f32[2], (s32[], (), token[]), pred[])");
  EXPECT_EQ(literal.Get<int32_t>({}, {1, 0}), 3);
  RoundTrip("()");
  RoundTrip("(())");
  RoundTrip("token");
  // A tuple shape followed by a tuple value, as the HLO printer may write it.
  Literal shaped = Parse("(f32[2], s32[]) ({1, 2}, 3)");
  EXPECT_EQ(shaped.ToString(), "(f32[2] {1, 2}, s32[] 3)");
  EXPECT_EQ(Parse("(()) (())").ToString(), "(())");
}

TEST(LiteralTextTest, ParsesLayoutsAndLenientForms) {
  Literal column = Parse("f32[2,2]{0,1} {{1, 2}, {3, 4}}");
  EXPECT_EQ(column.shape().layout(), LayoutUtil::MakeLayout({0, 1}));
  EXPECT_EQ(column.Get<float>({0, 1}), 2);
  EXPECT_EQ(column.Get<float>({1, 0}), 3);
  EXPECT_EQ(column.data<float>()[1], 3);  // column-major storage
  EXPECT_EQ(column.ToStringWithLayout(), "f32[2,2]{0,1} {{1, 2}, {3, 4}}");
  EXPECT_EQ(Parse("f32[2]{0} {1, 2}"), LiteralUtil::CreateR1<float>({1, 2}));
  EXPECT_EQ(Parse("  f32[3] { 1e-3 ,+.5,\n-2. }  "),
            LiteralUtil::CreateR1<float>({1e-3f, 0.5f, -2.0f}));
  EXPECT_EQ(Parse("pred[2] {1, 0}"), LiteralUtil::CreateR1<bool>({true, false}));
  EXPECT_EQ(Parse("c64[2] {3, ( 1 , -2 )}"), LiteralUtil::CreateR1<complex64>({{3, 0}, {1, -2}}));
  EXPECT_EQ(Parse("s32[2] {+5, -0}"), LiteralUtil::CreateR1<int32_t>({5, 0}));
  EXPECT_EQ(Parse("f64[2] {infinity, -INF}").ToString(), "f64[2] {inf, -inf}");
  EXPECT_EQ(Parse("f32[2] {nan(0x7fff), -nan(0x1)}").ToString(), "f32[2] {nan, -nan}");
  // Underflow to a subnormal or zero is not an error.
  EXPECT_EQ(Parse("f32[1] {1e-50}"), LiteralUtil::CreateR1<float>({0}));
  EXPECT_EQ(Parse("f64[1] {1e-400}"), LiteralUtil::CreateR1<double>({0}));
  EXPECT_EQ(Parse("f32[1] {1e-40}").Get<float>({0}), 1e-40f);
}

TEST(LiteralTextTest, ParseLiteralValueForKnownShape) {
  Shape shape = ShapeUtil::MakeShape(S32, {2, 2});
  absl::StatusOr<Literal> value = ParseLiteralValue("{{1, 2}, {3, 4}}", shape);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(*value, LiteralUtil::CreateR2<int32_t>({{1, 2}, {3, 4}}));

  absl::StatusOr<Shape> tuple_shape = ParseShape("(f32[2], s32[], ())");
  ASSERT_TRUE(tuple_shape.ok());
  value = ParseLiteralValue("( {1, 2}, 3, () )", *tuple_shape);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(value->ToString(), "(f32[2] {1, 2}, s32[] 3, ())");
  value = ParseLiteralValue("(f32[2] {1, 2}, s32[] 3, ())", *tuple_shape);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_FALSE(ParseLiteralValue("(f32[3] {1, 2, 3}, 3, ())", *tuple_shape).ok());

  size_t consumed = 0;
  value = ParseLiteralValuePrefix(" {1, 2}), next", ShapeUtil::MakeShape(U8, {2}), &consumed);
  ASSERT_TRUE(value.ok()) << value.status();
  EXPECT_EQ(consumed, 7u);
  EXPECT_EQ(*value, LiteralUtil::CreateR1<uint8_t>({1, 2}));
  value = ParseLiteralValuePrefix("-7)", ShapeUtil::MakeShape(S64, {}), &consumed);
  ASSERT_TRUE(value.ok());
  EXPECT_EQ(consumed, 2u);

  EXPECT_FALSE(ParseLiteralValue("{1}", ShapeUtil::MakeShape(F32, {-1})).ok());
  value = ParseLiteralValue("{}", ShapeUtil::MakeShape(F32, {1 << 30, 1 << 30}));
  ASSERT_FALSE(value.ok());
}

TEST(LiteralTextTest, Errors) {
  EXPECT_NE(ErrorOf("f32[3] {1, 2}").find("dimension 0 of f32[3] has size 3 but only 2"),
            std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {1, 2, 3}").find("too many values"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2,2] {{1, 2}, {3}}").find("dimension 1"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2,2] {1, 2, 3, 4}").find("'{' to open dimension 1"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {{1}, {2}}").find("expected a f32 value, found '{1}"),
            std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {1, }").find("a value after ','"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {1 2}").find("',' or '}'"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {1, 2").find("',' or '}'"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] 12").find("'{'"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[] abc").find("expected a f32 value, found 'abc'"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[] 1.5.5").find("found '1.5.5'"), std::string::npos);
  EXPECT_NE(ErrorOf("s32[] 1.5").find("found '1.5'"), std::string::npos);
  EXPECT_NE(ErrorOf("u8[] 300").find("out of range for u8"), std::string::npos);
  EXPECT_NE(ErrorOf("u8[] -1").find("out of range"), std::string::npos);
  EXPECT_NE(ErrorOf("s8[] -129").find("out of range"), std::string::npos);
  EXPECT_NE(ErrorOf("s64[] 9223372036854775808").find("out of range"), std::string::npos);
  EXPECT_NE(ErrorOf("u64[] 99999999999999999999").find("out of range"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[] 1e39").find("out of range for f32"), std::string::npos);
  EXPECT_NE(ErrorOf("f16[] 70000").find("out of range for f16"), std::string::npos);
  EXPECT_NE(ErrorOf("f64[] 1e309").find("out of range"), std::string::npos);
  EXPECT_NE(ErrorOf("pred[] 2").find("expected a pred value"), std::string::npos);
  EXPECT_NE(ErrorOf("c64[] (1, 2").find("')'"), std::string::npos);
  EXPECT_NE(ErrorOf("c64[] (1 2)").find("','"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {1, 2} junk").find("end of input"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[99999999999,99999999999] {}").find("int64"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[1000000000] {1}").find("too short"), std::string::npos);
  EXPECT_NE(ErrorOf("f32[2] {1, 2").find("at offset 12"), std::string::npos);
  EXPECT_NE(ErrorOf("(f32[] 1, s32[] 2").find("',' or ')'"), std::string::npos);
  EXPECT_NE(ErrorOf("(f32[], s32[]) (1)").find("','"), std::string::npos);
  EXPECT_NE(ErrorOf("(f32[], s32[]) (1, 2, 3)").find("')'"), std::string::npos);
  ErrorOf("");
  ErrorOf("f32[2]");
  ErrorOf("f32[2] {");
  ErrorOf("f32[2] {}");
  ErrorOf("f32");
  ErrorOf("(");
  ErrorOf("(f32[2], s32[])");
  ErrorOf(std::string(5000, '(') + std::string(5000, ')'));
  ErrorOf("f32[1] {" + std::string(100000, '{'));
}

TEST(LiteralTextTest, ErrorOffsetOutParameter) {
  size_t offset = 0;
  absl::StatusOr<Literal> literal = ParseLiteral("f32[2] {1, x}", &offset);
  ASSERT_FALSE(literal.ok());
  EXPECT_EQ(offset, 11u);
  EXPECT_EQ(std::string(literal.status().message()).find("offset"), std::string::npos);
  literal = ParseLiteral("(f32[] 1, f33[] 2)", &offset);
  ASSERT_FALSE(literal.ok());
  EXPECT_EQ(offset, 10u);
  literal = ParseLiteralValue("{1, 2, 3}", ShapeUtil::MakeShape(F32, {2}), &offset);
  ASSERT_FALSE(literal.ok());
  EXPECT_EQ(offset, 7u);
}

TEST(LiteralTextTest, TruncationsNeverCrash) {
  const std::string texts[] = {
      "(f32[2,2]{0,1} {{1, 2}, {3, 4}}, (c64[1] {(1, -2)}, pred[] true), token)",
      "bf16[2,0,3] {{}, {}}",
      "f64[3] {1e-3, -inf, nan}",
  };
  for (const std::string& text : texts) {
    ASSERT_TRUE(ParseLiteral(text).ok()) << text;
    for (size_t n = 0; n < text.size(); ++n) {
      absl::StatusOr<Literal> literal = ParseLiteral(text.substr(0, n));
      if (literal.ok()) {
        EXPECT_EQ(Parse(literal->ToString()), *literal);
      }
    }
  }
}

TEST(LiteralTextTest, GetAsString) {
  Literal literal = LiteralUtil::CreateR2<double>({{1.5, -2}, {0.25, 1e100}});
  EXPECT_EQ(literal.GetAsString({1, 1}), "1e+100");
  EXPECT_EQ(literal.GetAsString({0, 1}), "-2");
  Literal tuple = LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR0<complex64>({1, 2}));
  EXPECT_EQ(tuple.GetAsString({}, {0}), "(1, 2)");
  EXPECT_EQ(ElementToString<uint8_t>(200), "200");
  EXPECT_EQ(ElementToString<int8_t>(-5), "-5");
}

}  // namespace
}  // namespace xla

namespace xla {
namespace {

// Random byte edits of valid texts: parsing must fail cleanly or produce a
// literal that prints and parses back equal.
TEST(LiteralTextTest, RandomMutationsNeverCrash) {
  const std::string seeds[] = {
      "(f32[2,2]{0,1} {{1, 2}, {3, 4}}, (c64[1] {(1, -2)}, pred[] true), token)",
      "bf16[2,0,3] {{}, {}}",
      "f64[3] {1e-3, -inf, nan}",
      "(s8[2], u64[]) ({-1, 2}, 18446744073709551615)",
      "f16[2,1] {{0.5}, {-65500}}",
  };
  const char alphabet[] = "{}()[],. -+0123456789eEfinatrus<=:";
  uint64_t state = 42;
  auto next = [&]() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<uint32_t>(state >> 33);
  };
  int parsed = 0;
  for (int iteration = 0; iteration < 20000; ++iteration) {
    std::string text = seeds[next() % 5];
    int edits = 1 + next() % 3;
    for (int e = 0; e < edits; ++e) {
      size_t at = next() % (text.size() + 1);
      char c = alphabet[next() % (sizeof(alphabet) - 1)];
      switch (next() % 3) {
        case 0:
          text.insert(at, 1, c);
          break;
        case 1:
          if (at < text.size()) text.erase(at, 1);
          break;
        default:
          if (at < text.size()) text[at] = c;
      }
    }
    absl::StatusOr<Literal> literal = ParseLiteral(text);
    if (!literal.ok()) continue;
    ++parsed;
    absl::StatusOr<Literal> again = ParseLiteral(literal->ToStringWithLayout());
    ASSERT_TRUE(again.ok()) << text << " -> " << literal->ToStringWithLayout() << ": "
                            << again.status();
    EXPECT_EQ(*again, *literal) << text;
  }
  EXPECT_GT(parsed, 100);
}

}  // namespace
}  // namespace xla
