// custom-call: runs a C function found through custom_call_registry.h on
// dense row-major copies of the operands, writing a zero-initialised result.
// The sharding markers XLA's SPMD partitioner uses are identities here (the
// interpreter runs one partition), unless a target of that name is registered.
#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/custom_call_status.h"
#include "axle/shape/layout_util.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;
using OriginalFn = void (*)(void* out, const void** in);
using StatusFn = void (*)(void* out, const void** in, XlaCustomCallStatus* status);
using UnifiedFn = void (*)(void* out, const void** in, const char* opaque, size_t opaque_len,
                           XlaCustomCallStatus* status);

// Pointers a C function sees for literals: an array's data; for a tuple, a
// table of its elements' pointers; nullptr for a token. Owns the tables.
class BufferTree {
 public:
  void* Pointer(Literal& literal) {
    if (literal.shape().IsArray()) return literal.untyped_data();
    if (!literal.shape().IsTuple()) return nullptr;
    auto table = std::make_unique<std::vector<void*>>();
    for (int64_t i = 0; i < literal.tuple_element_count(); ++i) {
      // Tuple elements are children of `literal`; their storage does not move.
      table->push_back(Pointer(const_cast<Literal&>(literal.tuple_element(i))));
    }
    tables_.push_back(std::move(table));
    return tables_.back()->data();
  }

 private:
  std::vector<std::unique_ptr<std::vector<void*>>> tables_;
};

bool IsShardingMarker(const std::string& target) {
  return target == "Sharding" || target == "SPMDFullToShardShape" ||
         target == "SPMDShardToFullShape";
}

absl::StatusOr<Literal> EvaluateCustomCall(const HloInstruction& instruction, Operands operands,
                                           EvalContext&) {
  const HloAttributes& attrs = instruction.attributes();
  const std::string& target = attrs.custom_call_target;
  const std::string what = absl::StrCat("custom-call ", instruction.name(), " to '", target, "'");
  void* function = FindCustomCallTarget(target);
  if (function == nullptr && IsShardingMarker(target) && operands.size() == 1 &&
      ShapeUtil::Compatible(operands[0]->shape(), instruction.shape())) {
    return WithLayoutOf(*operands[0], instruction.shape());
  }
  if (function == nullptr) {
    return NotFound(what, ": no custom-call target named '", target,
                    "' is registered or exported by the process");
  }
  std::vector<Literal> inputs;
  for (const Literal* operand : operands) inputs.push_back(WithDefaultLayout(*operand));
  Shape result_shape = instruction.shape();
  LayoutUtil::ClearLayout(&result_shape);
  ASSIGN_OR_RETURN(Literal result, Literal::Create(result_shape));

  BufferTree buffers;
  std::vector<const void*> in;
  for (Literal& input : inputs) in.push_back(buffers.Pointer(input));
  void* out = buffers.Pointer(result);
  XlaCustomCallStatus status;
  switch (attrs.custom_call_api_version) {
    case 0:  // unspecified: the original API
    case 1:
      reinterpret_cast<OriginalFn>(function)(out, in.data());
      break;
    case 2:
      reinterpret_cast<StatusFn>(function)(out, in.data(), &status);
      break;
    case 3:
      reinterpret_cast<UnifiedFn>(function)(out, in.data(), attrs.backend_config.data(),
                                            attrs.backend_config.size(), &status);
      break;
    default:
      return Unimplemented(what, ": api_version ", attrs.custom_call_api_version,
                           " is not supported by the interpreter");
  }
  if (status.failure) return Internal(what, " failed: ", *status.failure);
  return WithLayoutOf(result, instruction.shape());
}

}  // namespace

void RegisterCustomCallOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kCustomCall, EvaluateCustomCall);
}

}  // namespace xla
