// The CPU backend against the interpreter on random modules
// (tests/testlib/random_hlo.h) without the ops cpu approximates: same
// arguments, results equal (NaN matches NaN), for AXLE_FUZZ_SECONDS
// (default 60) over fixed seeds, then seeds that change every day
// (tests/testlib/fuzz_seeds.h). A mismatch prints the seed
// and the module text, ready to become a case under tests/hlo/cases.
#include <chrono>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/base/status_macros.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "tests/testlib/fuzz_seeds.h"
#include "tests/testlib/random_hlo.h"

namespace xla::cpu {
namespace {

using Clock = std::chrono::steady_clock;

std::vector<const Literal*> Pointers(const std::vector<Literal>& literals) {
  std::vector<const Literal*> pointers;
  for (const Literal& literal : literals) pointers.push_back(&literal);
  return pointers;
}

TEST(RandomModuleCpuTest, CpuMatchesTheInterpreter) {
  const double budget = testlib::FuzzSeconds(60);
  const Clock::time_point start = Clock::now();
  testlib::RandomHloOptions options;  // every opcode the generator knows
  options.observe_nan_signs = false;  // NaN signs are not a contract
  // cpu computes these with its own approximations (a few ulp from the C
  // library's results; codegen/vector_math.h), which later ops may amplify
  // without bound (a compare, a floor): elementwise_differential_test and
  // vector_math_test check them, with their tolerance.
  options.excluded_opcodes = {HloOpcode::kExp,  HloOpcode::kExpm1,    HloOpcode::kLog,
                              HloOpcode::kLog1p, HloOpcode::kLogistic, HloOpcode::kTanh};
  int64_t modules = 0, failures = 0;
  for (uint64_t seed : testlib::FuzzSeeds()) {
    if (std::chrono::duration<double>(Clock::now() - start).count() > budget && modules > 0) {
      break;
    }
    ++modules;
    std::string text = testlib::RandomHloModule(seed, options);
    auto module = ParseAndVerifyModule(text);
    ASSERT_TRUE(module.ok()) << "seed " << seed << ": " << module.status() << "\n" << text;
    auto arguments = testlib::RandomArguments(**module, seed);
    ASSERT_TRUE(arguments.ok()) << arguments.status();
    absl::StatusOr<Literal> expected = HloEvaluator().Evaluate(**module, Pointers(*arguments));
    ASSERT_TRUE(expected.ok()) << "seed " << seed << ": " << expected.status() << "\n" << text;
    absl::StatusOr<Literal> actual = [&]() -> absl::StatusOr<Literal> {
      ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                       CpuCompiler().Compile(*std::move(module), CompileOptions{}));
      return executable->Execute(Pointers(*arguments));
    }();
    absl::Status same = actual.ok() ? LiteralEqual(*expected, *actual) : actual.status();
    if (same.ok()) continue;
    ADD_FAILURE() << "seed " << seed << " (AXLE_FUZZ_SEED=" << seed
                  << " reruns it): " << same.message() << "\n  interpreter: "
                  << expected->ToString() << "\n--- module ---\n" << text;
    if (++failures >= 5) FAIL() << "stopping after 5 failures";
  }
  std::cout << "random modules on cpu: " << modules << " in "
            << std::chrono::duration<double>(Clock::now() - start).count() << " s\n";
}

}  // namespace
}  // namespace xla::cpu
