// Random modules (tests/testlib/random_hlo.h) through every registered pass
// and every pipeline, with the verifier after each pass: the interpreter must
// give the same result before and after, exactly (NaN matches NaN), except
// for floats under the passes below that are documented to reassociate.
//
// Seeds: 0, 1, 2, ... then seeds that change every day, until
// AXLE_FUZZ_SECONDS (default 20) have passed. AXLE_FUZZ_SEED=S runs seed S
// alone. A mismatch prints the seed, the pass and the module text, ready to
// become a case under tests/passes/.
#include <chrono>
#include <cstdlib>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/base/status_macros.h"
#include "axle/literal/literal_util.h"
#include "axle/literal/literal_comparison.h"
#include "axle/passes/pass_registry.h"
#include "axle/passes/pipelines.h"
#include "tests/testlib/fuzz_seeds.h"
#include "tests/testlib/random_hlo.h"

namespace xla {
namespace {

// Passes whose floating-point results may differ in rounding (they
// reassociate or contract arithmetic, as their headers say); none yet.
constexpr const char* kReassociatingPasses[] = {""};
const ErrorSpec kReassociationTolerance{1e-5, 1e-3};

using Clock = std::chrono::steady_clock;

// True when `pass`, or a pass inside it, may change float rounding.
bool Reassociates(const HloPass& pass) {
  for (const char* name : kReassociatingPasses) {
    if (pass.name() == name) return true;
  }
  if (auto* pipeline = dynamic_cast<const HloPassPipeline*>(&pass)) {
    for (const auto& inner : pipeline->passes()) {
      if (Reassociates(*inner)) return true;  // depth: pipeline nesting, a few levels
    }
  }
  return false;
}

struct Subject {
  std::string name;
  std::function<std::unique_ptr<HloPass>()> make;
};

std::vector<Subject> Subjects() {
  std::vector<Subject> subjects;
  for (const RegisteredPass& pass : RegisteredPasses()) subjects.push_back({pass.name, pass.make});
  for (const std::string& name : PipelineNames()) {
    subjects.push_back({"pipeline " + name, [name]() -> std::unique_ptr<HloPass> {
                          return *MakePipelineByName(name);
                        }});
  }
  return subjects;
}

absl::StatusOr<Literal> Evaluate(const HloModule& module, const std::vector<Literal>& arguments) {
  std::vector<const Literal*> pointers;
  for (const Literal& argument : arguments) pointers.push_back(&argument);
  return HloEvaluator().Evaluate(module, pointers);
}

// Runs `subject` on the module of `seed`; an empty string when the results
// agree. Counts the runs that changed the module in `changed_runs`.
std::string Check(uint64_t seed, const std::string& text, const std::vector<Literal>& arguments,
                  const Literal& expected, const Subject& subject, int64_t& changed_runs) {
  auto failure = [&](absl::string_view what) {
    return absl::StrCat("seed ", seed, ", ", subject.name, ": ", what,
                        "\n(rerun with AXLE_FUZZ_SEED=", seed, ")\n--- module ---\n", text);
  };
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return failure(module.status().message());
  std::unique_ptr<HloPass> pass = subject.make();
  PassRunOptions options;
  options.verify_each = true;
  PassRunContext context{&options};
  absl::StatusOr<bool> changed = RunPassInContext(*pass, module->get(), context);
  if (!changed.ok()) return failure(changed.status().message());
  changed_runs += *changed ? 1 : 0;
  if (absl::Status valid = HloVerifier::Verify(**module); !valid.ok()) {
    return failure(absl::StrCat("invalid module after the pass: ", valid.message()));
  }
  absl::StatusOr<Literal> actual = Evaluate(**module, arguments);
  if (!actual.ok()) return failure(absl::StrCat("interpreter after: ", actual.status().message()));
  absl::Status same = Reassociates(*pass)
                          ? LiteralNear(expected, *actual, kReassociationTolerance)
                          : LiteralEqual(expected, *actual);
  if (same.ok()) return "";
  return failure(absl::StrCat("results differ: ", same.message(), "\n  before: ",
                              expected.ToString(), "\n  after:  ", actual->ToString(),
                              "\n--- after the pass ---\n", (*module)->ToString()));
}

TEST(RandomModuleDifferentialTest, PassesKeepTheInterpreterResult) {
  const double budget = testlib::FuzzSeconds(20);
  const Clock::time_point start = Clock::now();
  std::vector<Subject> subjects = Subjects();
  int64_t modules = 0, runs = 0, changed_runs = 0, failures = 0;
  for (uint64_t seed : testlib::FuzzSeeds()) {
    if (std::chrono::duration<double>(Clock::now() - start).count() > budget && modules > 0) {
      break;
    }
    ++modules;
    std::string text = testlib::RandomHloModule(seed);
    auto module = ParseAndVerifyModule(text);
    ASSERT_TRUE(module.ok()) << "the generator made an invalid module (seed " << seed
                             << "): " << module.status() << "\n" << text;
    auto arguments = testlib::RandomArguments(**module, seed);
    ASSERT_TRUE(arguments.ok()) << arguments.status();
    absl::StatusOr<Literal> expected = Evaluate(**module, *arguments);
    ASSERT_TRUE(expected.ok()) << "seed " << seed << ": the interpreter fails on the module: "
                               << expected.status() << "\n" << text;
    for (const Subject& subject : subjects) {
      ++runs;
      std::string failure = Check(seed, text, *arguments, *expected, subject, changed_runs);
      if (failure.empty()) continue;
      ADD_FAILURE() << failure;
      if (++failures >= 5) {
        FAIL() << "stopping after 5 failures";
      }
    }
  }
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::cout << "random modules: " << modules << " modules, " << subjects.size()
            << " passes and pipelines, " << runs << " runs (" << changed_runs
            << " changed the module) in " << seconds << " s\n";
}

// A wrong pass: adds 1 to the entry's f32 result (or its first f32 element).
class AddOneToResultPass : public HloPass {
 public:
  absl::string_view name() const override { return "test-add-one"; }
  absl::StatusOr<bool> Run(HloModule* module) override {
    HloComputation* entry = module->entry_computation();
    HloInstruction* root = entry->root_instruction();
    auto is_f32 = [](const HloInstruction* i) {
      return i->shape().IsArray() && i->shape().element_type() == F32 &&
             ShapeUtil::ElementsIn(i->shape()) > 0;
    };
    HloInstruction* target = is_f32(root) ? root : nullptr;
    int64_t index = -1;
    for (int64_t i = 0; !target && root->opcode() == HloOpcode::kTuple &&
                        i < root->operand_count(); ++i) {
      if (is_f32(root->operand(i))) target = root->mutable_operand(index = i);
    }
    if (!target) return false;
    HloInstruction* one =
        entry->AddInstruction(HloInstruction::CreateConstant(LiteralUtil::CreateR0<float>(1)));
    HloInstruction* ones = entry->AddInstruction(
        HloInstruction::Create(HloOpcode::kBroadcast, target->shape(), {one}));
    HloInstruction* sum = entry->AddInstruction(
        HloInstruction::Create(HloOpcode::kAdd, target->shape(), {target, ones}));
    if (index < 0) {
      entry->set_root_instruction(sum);
    } else {
      RETURN_IF_ERROR(root->ReplaceOperandWith(index, sum));
    }
    return true;
  }
};

TEST(RandomModuleDifferentialTest, AWrongPassIsCaughtWithSeedAndModule) {
  testlib::RandomHloOptions options;
  options.element_types = {F32};
  Subject wrong = {"test-add-one", [] { return std::make_unique<AddOneToResultPass>(); }};
  int64_t caught = 0;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    std::string text = testlib::RandomHloModule(seed, options);
    auto module = ParseAndVerifyModule(text);
    ASSERT_TRUE(module.ok()) << module.status();
    auto arguments = testlib::RandomArguments(**module, seed);
    auto expected = Evaluate(**module, *arguments);
    ASSERT_TRUE(expected.ok()) << expected.status();
    int64_t changed_runs = 0;
    std::string failure = Check(seed, text, *arguments, *expected, wrong, changed_runs);
    if (failure.empty()) continue;  // no f32 result, or an all-NaN or infinite one
    ++caught;
    EXPECT_TRUE(absl::StrContains(failure, absl::StrCat("seed ", seed, ", test-add-one")))
        << failure;
    EXPECT_TRUE(absl::StrContains(failure, "results differ")) << failure;
    EXPECT_TRUE(absl::StrContains(failure, text)) << failure;
  }
  EXPECT_GT(caught, 0);
}

}  // namespace
}  // namespace xla
