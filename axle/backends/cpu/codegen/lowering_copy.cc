// copy: an array copy is a loop kernel from its element generator (which
// also converts layouts); a copy of a tuple copies every leaf into the
// result's own buffers.
#include "axle/backends/cpu/codegen/array_copy.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

absl::Status LowerCopy(ComputationEmitter& emitter, const HloInstruction& instruction) {
  if (instruction.shape().IsArray()) return emitter.EmitElementalInstruction(instruction);
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> to, ResultArrays(emitter, instruction));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> from,
                   ResultArrays(emitter, *instruction.operand(0)));
  if (to.size() != from.size()) return absl::InternalError("copy of a different tuple shape");
  RETURN_IF_ERROR(EmitArrayCopies(emitter, instruction, to, from));
  emitter.codegen().RecordLowering(instruction, "leaf copies");
  return absl::OkStatus();
}

}  // namespace

void RegisterCopyLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kCopy, LowerCopy);
}

}  // namespace xla::cpu
