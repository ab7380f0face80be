#include "axle/eval/custom_call_abi.h"

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/custom_call_status.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/xla_custom_calls.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

using OriginalFn = void (*)(void* out, const void** in);
using StatusFn = void (*)(void* out, const void** in, XlaCustomCallStatus* status);
using UnifiedFn = void (*)(void* out, const void** in, const char* opaque, size_t opaque_len,
                           XlaCustomCallStatus* status);

}  // namespace

void* CustomCallBuffers::Pointer(Literal& literal) {
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

bool IsShardingMarker(const std::string& target) {
  return target == "Sharding" || target == "SPMDFullToShardShape" ||
         target == "SPMDShardToFullShape";
}

std::string DescribeCustomCall(const HloInstruction& instruction) {
  return absl::StrCat("custom-call ", instruction.name(), " to '",
                      instruction.attributes().custom_call_target, "'");
}

absl::StatusOr<void*> ResolveCustomCallTarget(const HloInstruction& instruction) {
  const std::string& target = instruction.attributes().custom_call_target;
  void* function = FindCustomCallTarget(target);
  if (function != nullptr) return function;
  if (IsShardingMarker(target) && instruction.operand_count() == 1 &&
      instruction.shape().IsArray() &&
      ShapeUtil::Compatible(instruction.operand(0)->shape(), instruction.shape())) {
    return nullptr;
  }
  return NotFound(DescribeCustomCall(instruction), ": no custom-call target named '", target,
                  "' is registered or defined by a library loaded with "
                  "--custom_call_library (LoadCustomCallLibrary); other symbols of the "
                  "process are not callable");
}

absl::Status CheckCustomCallTargets(const HloModule& module) {
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kCustomCall) continue;
      if (IsXlaBuiltinCustomCall(*instruction)) {  // evaluated or expanded as an op
        RETURN_IF_ERROR(ReadTopKCustomCall(*instruction).status());
        continue;
      }
      RETURN_IF_ERROR(ResolveCustomCallTarget(*instruction).status());
    }
  }
  return absl::OkStatus();
}

absl::Status InvokeCustomCallTarget(const HloInstruction& instruction, void* function, void* out,
                                    const void** in) {
  const HloAttributes& attrs = instruction.attributes();
  XlaCustomCallStatus status;
  switch (attrs.custom_call_api_version) {
    case 0:  // unspecified: the original API
    case 1:
      reinterpret_cast<OriginalFn>(function)(out, in);
      break;
    case 2:
      reinterpret_cast<StatusFn>(function)(out, in, &status);
      break;
    case 3:
      reinterpret_cast<UnifiedFn>(function)(out, in, attrs.backend_config.data(),
                                            attrs.backend_config.size(), &status);
      break;
    default:
      return Unimplemented(DescribeCustomCall(instruction), ": api_version ",
                           attrs.custom_call_api_version, " is not supported");
  }
  if (status.failure) {
    return Internal(DescribeCustomCall(instruction), " failed: ", *status.failure);
  }
  return absl::OkStatus();
}

}  // namespace xla
