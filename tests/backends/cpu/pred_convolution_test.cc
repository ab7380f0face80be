// pred convolution on cpu (the element generator counting true products in
// s32, as the interpreter does) over an output large enough to run in
// parallel work groups, in two layouts of dimension numbers: the
// interpreter's result exactly.
#include <gtest/gtest.h>

#include <string>

#include "axle/backends/platform_util.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/shape/shape_util.h"
#include "tests/testlib/compile_and_run.h"

namespace xla {
namespace {


// About one element in `one_in` true, from a fixed linear congruential
// sequence.
Literal RandomPred(const Shape& shape, uint64_t seed, uint64_t one_in) {
  Literal literal(shape);
  uint64_t state = seed;
  for (bool& value : literal.data<bool>()) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    value = (state >> 33) % one_in == 0;
  }
  return literal;
}

TEST(PredConvolutionTest, LargeOutputsMatchTheInterpreter) {
  // 2 x 258 x 258 x 2 = 266,256 outputs (parallel work groups), then the same
  // with feature-major dimension numbers, padding and dilations.
  const std::string text = R"(
HloModule pred_convolution_large

ENTRY main {
  lhs = pred[2,260,260,2] parameter(0)
  rhs = pred[3,3,2,2] parameter(1)
  a = pred[2,258,258,2] convolution(lhs, rhs), window={size=3x3}, dim_labels=b01f_01io->b01f
  lhs_t = pred[2,2,260,260] transpose(lhs), dimensions={0,3,1,2}
  rhs_t = pred[2,2,3,3] transpose(rhs), dimensions={3,2,0,1}
  b = pred[2,2,131,259] convolution(lhs_t, rhs_t), window={size=3x3 pad=1_2x2_1 stride=2x1 lhs_dilate=1x1 rhs_dilate=1x2}, dim_labels=bf01_oi01->bf01
  ROOT t = (pred[2,258,258,2], pred[2,2,131,259]) tuple(a, b)
}
)";
  const Literal lhs = RandomPred(ShapeUtil::MakeShape(PRED, {2, 260, 260, 2}), 1, 9);
  const Literal rhs = RandomPred(ShapeUtil::MakeShape(PRED, {3, 3, 2, 2}), 2, 4);
  absl::StatusOr<Literal> expected = testlib::CompileAndRun("interpreter", text, {&lhs, &rhs});
  ASSERT_TRUE(expected.ok()) << expected.status();
  absl::StatusOr<Literal> actual = testlib::CompileAndRun("cpu", text, {&lhs, &rhs});
  ASSERT_TRUE(actual.ok()) << actual.status();
  EXPECT_EQ(*actual, *expected);
  // Both values seen: neither all true nor all false.
  int64_t trues = 0;
  for (bool value : expected->tuple_element(0).data<bool>()) trues += value;
  EXPECT_GT(trues, 0);
  EXPECT_LT(trues, 2 * 258 * 258 * 2);
}

}  // namespace
}  // namespace xla
