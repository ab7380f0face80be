// custom-call: runs a C function found through custom_call_registry.h, or a
// typed-FFI handler (eval/ffi), on dense copies of the operands in the
// layouts custom_call_abi.h names, writing a zero-initialised result.
// The sharding markers XLA's SPMD partitioner uses are identities here (the
// interpreter runs one partition), unless a target of that name is registered;
// XLA's "TopK" (hlo/xla_custom_calls.h) is the topk op.
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/eval/index_mapping.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/xla_custom_calls.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;

absl::StatusOr<Literal> EvaluateCustomCall(const HloInstruction& instruction, Operands operands,
                                           EvalContext& context) {
  if (IsXlaBuiltinCustomCall(instruction)) {
    return data_movement::EvaluateTopKCustomCall(instruction, operands, context);
  }
  ASSIGN_OR_RETURN(void* function, ResolveCustomCallTarget(instruction));
  if (function == nullptr) return WithLayoutOf(*operands[0], instruction.shape());  // a marker
  ASSIGN_OR_RETURN(std::vector<Shape> operand_shapes, CustomCallOperandShapes(instruction));
  std::vector<Literal> inputs;
  for (size_t i = 0; i < operands.size(); ++i) {
    inputs.push_back(InLayoutsOf(*operands[i], operand_shapes[i]));
  }
  ASSIGN_OR_RETURN(Literal result, Literal::Create(CustomCallResultShape(instruction)));

  CustomCallBuffers buffers;
  std::vector<const void*> in;
  for (Literal& input : inputs) in.push_back(buffers.Pointer(input));
  RETURN_IF_ERROR(
      InvokeCustomCallTarget(instruction, function, buffers.Pointer(result), in.data()));
  return WithLayoutOf(result, instruction.shape());
}

}  // namespace

void RegisterCustomCallOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kCustomCall, EvaluateCustomCall);
}

}  // namespace xla
