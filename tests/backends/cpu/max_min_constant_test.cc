// maximum/minimum with a broadcast constant operand: cpu emits one compare
// and select where the constant allows it (elemental_util.cc,
// MaxMinWithConstant) and the general rule where it does not (a NaN
// constant, -0 for maximum, +0 for minimum). Every constant, both operand
// orders, over inputs holding NaN, both zeros, infinities and denormals,
// must give the interpreter's bits (a NaN matches any NaN).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

template <typename T>
std::vector<T> Edges() {
  const T inf = std::numeric_limits<T>::infinity();
  const T nan = std::numeric_limits<T>::quiet_NaN();
  return {T(0),  -T(0), T(1.5), T(-1.5), T(-2), T(2),  inf, -inf, nan, -nan,
          std::numeric_limits<T>::denorm_min(), -std::numeric_limits<T>::denorm_min(),
          std::numeric_limits<T>::max(),        std::numeric_limits<T>::lowest()};
}

template <typename T>
bool SameBitsOrBothNaN(T a, T b) {
  if (std::isnan(a) && std::isnan(b)) return true;
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

template <typename T>
void CheckType(const std::string& type) {
  // The constants as HLO text, in the order of Edges<T>() but -nan.
  const std::vector<std::string> constants = {"0", "-0", "1.5", "-1.5", "-2", "2", "inf",
                                              "-inf", "nan", "4.9e-324", "-4.9e-324"};
  const std::vector<T> edges = Edges<T>();
  // Long enough for the vector loop and its scalar tail: every edge in
  // every lane position.
  std::vector<T> values;
  for (int repeat = 0; repeat < 5; ++repeat) {
    for (T edge : edges) values.push_back(edge);
  }
  values.push_back(T(3));
  const int64_t n = static_cast<int64_t>(values.size());
  Literal x = LiteralUtil::CreateR1<T>(values);
  for (const char* op : {"maximum", "minimum"}) {
    for (const std::string& constant : constants) {
      for (bool constant_first : {false, true}) {
        SCOPED_TRACE(absl::StrCat(type, " ", op, " with constant ", constant,
                                  constant_first ? " first" : " second"));
        const std::string array = absl::StrCat(type, "[", n, "]");
        const std::string operands = constant_first ? "(b, x)" : "(x, b)";
        const std::string text = absl::StrCat(
            "HloModule m\n\nENTRY main {\n  x = ", array, " parameter(0)\n  c = ", type,
            "[] constant(", constant, ")\n  b = ", array, " broadcast(c), dimensions={}\n  ROOT r = ",
            array, " ", op, operands, "\n}\n");
        auto module = ParseAndVerifyModule(text);
        ASSERT_TRUE(module.ok()) << module.status() << "\n" << text;
        auto expected = HloEvaluator().Evaluate(**module, {&x});
        ASSERT_TRUE(expected.ok()) << expected.status();
        auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
        ASSERT_TRUE(executable.ok()) << executable.status();
        auto actual = (*executable)->Execute({&x});
        ASSERT_TRUE(actual.ok()) << actual.status();
        for (int64_t i = 0; i < n; ++i) {
          const T want = expected->Get<T>({i});
          const T got = actual->Get<T>({i});
          EXPECT_TRUE(SameBitsOrBothNaN(want, got))
              << "at " << i << " (x = " << values[i] << "): " << got << ", want " << want;
        }
      }
    }
  }
}

TEST(MaxMinConstantTest, F32MatchesTheInterpreter) { CheckType<float>("f32"); }
TEST(MaxMinConstantTest, F64MatchesTheInterpreter) { CheckType<double>("f64"); }

}  // namespace
}  // namespace xla::cpu
