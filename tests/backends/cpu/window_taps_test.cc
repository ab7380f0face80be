// Reduce-window on cpu walks only the taps that can land on a base element
// (EmitWindowTapRange: clipped to the base, and with a base dilation an
// arithmetic progression of taps). Every combination of small window sizes,
// strides, window and base dilations (with and without common factors) and
// paddings (negative too) must give the interpreter's result exactly.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/platform_util.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/testlib/compile_and_run.h"

namespace xla {
namespace {

constexpr int64_t kBase = 6;

// The module: one reduce-window of x per configuration, all in one tuple.
std::string WindowModule() {
  std::vector<std::string> lines, names, shapes;
  for (int64_t size = 1; size <= 3; ++size) {
    for (int64_t stride = 1; stride <= 2; ++stride) {
      for (int64_t dilation = 1; dilation <= 3; ++dilation) {
        for (int64_t base_dilation = 1; base_dilation <= 4; ++base_dilation) {
          for (int64_t low : {-1, 0, 2}) {
            for (int64_t high : {0, 1}) {
              const int64_t padded = (kBase - 1) * base_dilation + 1 + low + high;
              const int64_t extent = (size - 1) * dilation + 1;
              const int64_t out = padded < extent ? 0 : (padded - extent) / stride + 1;
              const std::string name = absl::StrCat("r", lines.size());
              const std::string shape = absl::StrCat("s32[", out, "]");
              lines.push_back(absl::StrCat(
                  "  ", name, " = ", shape, " reduce-window(x, z), window={size=", size,
                  " stride=", stride, " pad=", low, "_", high, " lhs_dilate=", base_dilation,
                  " rhs_dilate=", dilation, "}, to_apply=add"));
              names.push_back(name);
              shapes.push_back(shape);
            }
          }
        }
      }
    }
  }
  return absl::StrCat(
      "HloModule window_taps\n\nadd {\n  a = s32[] parameter(0)\n  b = s32[] parameter(1)\n"
      "  ROOT s = s32[] add(a, b)\n}\n\nENTRY main {\n  x = s32[",
      kBase, "] parameter(0)\n  z = s32[] constant(0)\n", absl::StrJoin(lines, "\n"),
      "\n  ROOT t = (", absl::StrJoin(shapes, ", "), ") tuple(", absl::StrJoin(names, ", "),
      ")\n}\n");
}


TEST(WindowTapsTest, EveryDilationAndPaddingMatchesTheInterpreter) {
  const std::string text = WindowModule();
  // Powers of ten, so a sum names the elements it took.
  const Literal x = LiteralUtil::CreateR1<int32_t>({1, 10, 100, 1000, 10000, 100000});
  absl::StatusOr<Literal> interpreted = testlib::CompileAndRun("interpreter", text, {&x});
  ASSERT_TRUE(interpreted.ok()) << interpreted.status();
  absl::StatusOr<Literal> compiled = testlib::CompileAndRun("cpu", text, {&x});
  ASSERT_TRUE(compiled.ok()) << compiled.status();
  std::vector<Literal> expected = interpreted->DecomposeTuple();
  std::vector<Literal> actual = compiled->DecomposeTuple();
  ASSERT_EQ(expected.size(), 432u);
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(actual[i], expected[i]) << "reduce-window r" << i;
  }
}

}  // namespace
}  // namespace xla
