// Parse errors quote a short excerpt of a token, never a whole huge one
// (a number with a million digits).
#include <gtest/gtest.h>

#include "axle/hlo/hlo_verifier.h"

namespace xla {
namespace {

const std::string kHugeNumber(1'000'000, '9');

void ExpectShortError(const std::string& text, const std::string& expected) {
  auto module = ParseAndVerifyModule(text);
  ASSERT_FALSE(module.ok());
  const std::string message(module.status().message());
  EXPECT_LT(message.size(), 600u) << message.substr(0, 600);
  EXPECT_NE(message.find(expected), std::string::npos) << message.substr(0, 600);
}

TEST(ParserErrorExcerptTest, HugeLiteralValue) {
  ExpectShortError("HloModule m\nENTRY e {\n  ROOT c = f32[] constant(" + kHugeNumber + ")\n}\n",
                   "'9999999999999999999999999999999999999999...'");
}

TEST(ParserErrorExcerptTest, HugeIntegerAttribute) {
  ExpectShortError("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n"
                   "  ROOT c = f32[4] concatenate(p), dimensions={" + kHugeNumber + "}\n}\n",
                   "...' does not fit in 64 bits");
}

TEST(ParserErrorExcerptTest, HugeDimension) {
  ExpectShortError("HloModule m\nENTRY e {\n  ROOT p = f32[" + kHugeNumber + "] parameter(0)\n}\n",
                   "does not fit in int64");
}

}  // namespace
}  // namespace xla
