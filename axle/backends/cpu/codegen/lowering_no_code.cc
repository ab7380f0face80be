// Instructions that need no code: their values are other values' bytes
// (buffer assignment forwards tuple, get-tuple-element and opt-barrier to
// their operands' slices; bitcast, mostly forwarded, is lowering_bitcast.cc),
// live in the caller's memory (entry parameters), in global data
// (constants), or are tokens.
#include "axle/backends/cpu/codegen/computation_emitter.h"

namespace xla::cpu {
namespace {

absl::Status NoCode(ComputationEmitter& emitter, const HloInstruction& instruction) {
  emitter.codegen().RecordLowering(instruction, "no code");
  return absl::OkStatus();
}

}  // namespace

void RegisterNoCodeLowerings(LoweringRegistry& registry) {
  for (HloOpcode opcode :
       {HloOpcode::kParameter, HloOpcode::kConstant, HloOpcode::kGetTupleElement,
        HloOpcode::kTuple, HloOpcode::kAfterAll,
        HloOpcode::kOptimizationBarrier}) {
    registry.Register(opcode, NoCode);
  }
}

}  // namespace xla::cpu
