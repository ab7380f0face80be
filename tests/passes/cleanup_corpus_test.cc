// The cleanup passes over the XLA-printed modules of the shared corpus
// (AXLE_XLA_HLO_CORPUS, default /work/shared/corpus/xla-hlo; skipped when
// absent): on every module that parses and verifies, each pass must succeed
// with the verifier after it, and a second run must change nothing. Small
// side-effect-free modules also run on the interpreter before and after, on
// random inputs: the results must be equal.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/random_literal.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/pass_registry.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

namespace fs = std::filesystem;

constexpr const char* kCleanupPasses[] = {
    "call-inliner", "conditional-simplifier", "cse", "dce", "flatten-call-graph",
    "tuple-simplifier", "zero-sized-hlo-elimination"};

fs::path CorpusRoot() {
  const char* env = std::getenv("AXLE_XLA_HLO_CORPUS");
  return env != nullptr ? fs::path(env) : fs::path("/work/shared/corpus/xla-hlo");
}

// The corpus modules that parse and verify, sorted by path.
std::vector<std::pair<std::string, std::unique_ptr<HloModule>>> ParsableCorpus() {
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(CorpusRoot())) {
    if (entry.path().extension() == ".hlo") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  std::vector<std::pair<std::string, std::unique_ptr<HloModule>>> modules;
  for (const fs::path& path : paths) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text.str());
    if (module.ok()) modules.emplace_back(path.filename().string(), *std::move(module));
  }
  return modules;
}

// Roughly how many element operations `instruction` costs the interpreter:
// windows and contractions cost per output element.
double Work(const HloInstruction& instruction) {
  double elements = 0;
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& shape, const ShapeIndex&) {
    if (shape.IsArray()) elements += ShapeUtil::ElementsIn(shape);
  });
  double per_element = 1;
  switch (instruction.opcode()) {
    case HloOpcode::kReduceWindow:
    case HloOpcode::kSelectAndScatter:
      for (const WindowDimension& d : instruction.window().dimensions()) per_element *= d.size();
      break;
    case HloOpcode::kConvolution:
      per_element = ShapeUtil::ElementsIn(instruction.operand(1)->shape());
      break;
    case HloOpcode::kDot:
    case HloOpcode::kReduce:
    case HloOpcode::kSort:
      per_element = ShapeUtil::ElementsIn(instruction.operand(0)->shape());
      break;
    default:
      break;
  }
  return elements * per_element;
}

// Cheap to interpret, free of side effects and of loops (some corpus loops
// never end): worth comparing before and after on the interpreter.
bool WorthRunning(const HloModule& module) {
  double work = 0;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->HasSideEffectNoRecurse() ||
          HloOpcodeIsReplicaDependent(instruction->opcode()) ||
          instruction->opcode() == HloOpcode::kCustomCall ||
          instruction->opcode() == HloOpcode::kWhile || !instruction->shape().is_static()) {
        return false;
      }
      work += Work(*instruction);
    }
  }
  return work <= 1e6;
}

// The entry's result on inputs from a seed; nullopt where the interpreter
// cannot run the module.
std::optional<Literal> Evaluate(const HloModule& module, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Literal> inputs;
  for (const HloInstruction* parameter : module.entry_computation()->parameter_instructions()) {
    absl::StatusOr<Literal> input = MakeRandomLiteral(parameter->shape(), rng);
    if (!input.ok()) return std::nullopt;
    inputs.push_back(*std::move(input));
  }
  std::vector<const Literal*> args;
  for (const Literal& input : inputs) args.push_back(&input);
  absl::StatusOr<Literal> result = HloEvaluator().Evaluate(module, args);
  if (!result.ok()) return std::nullopt;
  return *std::move(result);
}

// Runs `pass_name` on `module` with the verifier after it.
absl::StatusOr<bool> RunVerified(absl::string_view pass_name, HloModule* module) {
  absl::StatusOr<std::unique_ptr<HloPass>> pass = MakePassByName(pass_name);
  if (!pass.ok()) return pass.status();
  PassRunOptions options;
  options.verify_each = true;
  PassRunContext context{&options};
  return RunPassInContext(**pass, module, context);
}

TEST(CleanupCorpusTest, EveryPassSucceedsAndIsIdempotent) {
  if (!fs::exists(CorpusRoot())) GTEST_SKIP() << "no corpus at " << CorpusRoot();
  auto modules = ParsableCorpus();
  ASSERT_GT(modules.size(), 1000u) << "most of the corpus should parse";
  std::vector<std::string> failures;
  std::map<std::string, int64_t> changed_counts;
  int64_t compared = 0;
  for (const auto& [name, original] : modules) {
    bool worth_running = WorthRunning(*original);
    const uint64_t seed = std::hash<std::string>()(name);
    std::optional<Literal> expected;  // evaluated when a pass first changes the module
    for (const char* pass_name : kCleanupPasses) {
      std::unique_ptr<HloModule> module = original->Clone("");
      auto fail = [&](absl::string_view why) {
        failures.push_back(absl::StrCat(pass_name, " on ", name, ": ", why));
      };
      absl::StatusOr<bool> first = RunVerified(pass_name, module.get());
      if (!first.ok()) {
        fail(first.status().message());
        continue;
      }
      changed_counts[pass_name] += *first;
      absl::StatusOr<bool> second = RunVerified(pass_name, module.get());
      if (!second.ok()) {
        fail(second.status().message());
      } else if (*second) {
        fail("a second run changed the module again");
      }
      if (worth_running && *first) {
        expected = Evaluate(*original, seed);
        worth_running = false;  // once
      }
      if (expected && *first) {
        std::optional<Literal> actual = Evaluate(*module, seed);
        absl::Status same = actual ? LiteralEqual(*expected, *actual)
                                   : absl::InternalError("the interpreter failed after the pass");
        if (!same.ok()) fail(same.message());
        ++compared;
      }
    }
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures:\n"
                                << absl::StrJoin(failures, "\n");
  std::cout << modules.size() << " modules, " << compared
            << " changed ones compared on the interpreter; modules changed per pass: "
            << absl::StrJoin(changed_counts, ", ", absl::PairFormatter("=")) << "\n";
  // Real modules give the passes work, not only the cases do.
  EXPECT_GT(changed_counts["dce"], 50);
  EXPECT_GT(changed_counts["cse"], 50);
}

}  // namespace
}  // namespace xla
