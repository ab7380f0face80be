// libFuzzer target: any bytes that parse and verify run on the interpreter
// with inputs drawn from the bytes' hash, bounded so each input finishes
// fast: modules holding more than kElementBudget array elements (summed
// over every instruction and its work per element) or more than kMaxWhiles
// loops (nested loops multiply) are not run, while loops stop after
// kMaxWhileIterations, values are held to
// kMemoryLimitBytes, host queues never wait. The run may succeed or fail
// with a status; crashes, hangs (the -timeout) and sanitizer reports are
// the findings.
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "absl/hash/hash.h"
#include "absl/strings/string_view.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/host_queues.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/random_literal.h"
#include "axle/shape/shape_util.h"

namespace {

constexpr double kElementBudget = 1 << 16;
constexpr int64_t kMaxWhileIterations = 16;
constexpr int kMaxWhiles = 2;
constexpr int64_t kMemoryLimitBytes = int64_t{64} << 20;

// Array elements every instruction makes, times its work per element for
// the ops whose cost grows with an operand (windows, contractions, sorts).
double Work(const xla::HloModule& module) {
  double total = 0;
  int whiles = 0;
  for (const xla::HloComputation* computation : module.computations()) {
    for (const xla::HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() == xla::HloOpcode::kWhile && ++whiles > kMaxWhiles) {
        return kElementBudget + 1;
      }
      double elements = 0;
      xla::ShapeUtil::ForEachSubshape(
          instruction->shape(), [&](const xla::Shape& shape, const xla::ShapeIndex&) {
            if (shape.IsArray()) elements += static_cast<double>(xla::ShapeUtil::ElementsIn(shape));
          });
      double per_element = 1;
      for (const xla::HloInstruction* operand : instruction->operands()) {
        if (instruction->opcode() == xla::HloOpcode::kConvolution ||
            instruction->opcode() == xla::HloOpcode::kDot ||
            instruction->opcode() == xla::HloOpcode::kReduceWindow ||
            instruction->opcode() == xla::HloOpcode::kSelectAndScatter ||
            instruction->opcode() == xla::HloOpcode::kSort ||
            instruction->opcode() == xla::HloOpcode::kFft ||
            instruction->opcode() == xla::HloOpcode::kTriangularSolve ||
            instruction->opcode() == xla::HloOpcode::kCholesky) {
          xla::ShapeUtil::ForEachSubshape(
              operand->shape(), [&](const xla::Shape& shape, const xla::ShapeIndex&) {
                if (shape.IsArray()) {
                  per_element += static_cast<double>(xla::ShapeUtil::ElementsIn(shape));
                }
              });
        }
      }
      total += (elements + 1) * per_element;
    }
  }
  return total;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  absl::string_view text(reinterpret_cast<const char*>(data), size);
  absl::StatusOr<std::unique_ptr<xla::HloModule>> module = xla::ParseAndVerifyModule(text);
  if (!module.ok() || Work(**module) > kElementBudget) return 0;

  std::mt19937_64 rng(absl::HashOf(text));
  std::vector<xla::Literal> inputs;
  for (const xla::HloInstruction* parameter :
       (*module)->entry_computation()->parameter_instructions()) {
    absl::StatusOr<xla::Literal> input = xla::MakeRandomLiteral(parameter->shape(), rng);
    if (!input.ok()) return 0;
    inputs.push_back(*std::move(input));
  }
  std::vector<const xla::Literal*> arguments;
  for (const xla::Literal& input : inputs) arguments.push_back(&input);
  xla::HostQueues queues(xla::HostQueues::Timeout(0));
  xla::EvalOptions options;
  options.max_while_iterations = kMaxWhileIterations;
  options.memory_limit_bytes = kMemoryLimitBytes;
  options.host_queues = &queues;
  absl::StatusOr<xla::Literal> result = xla::HloEvaluator(options).Evaluate(**module, arguments);
  (void)result;
  return 0;
}
