// concatenate, unfused: one copy kernel per operand into its range of the
// result (unit-stride loads and stores that vectorise like a memcpy), instead
// of the element generator's choice per element (which fusions use).
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/array_copy.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

absl::Status LowerConcatenate(ComputationEmitter& emitter, const HloInstruction& instruction) {
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> result, ResultArrays(emitter, instruction));
  ASSIGN_OR_RETURN(std::vector<ArrayInBuffer> operands,
                   OperandArrays(emitter, instruction, 0, instruction.operand_count()));
  if (result.size() != 1) return absl::InternalError("the result must be an array");
  const int64_t dim = instruction.dimensions(0);
  int64_t offset = 0;
  for (size_t k = 0; k < operands.size(); ++k) {
    if (operands[k].slice.OverlapsWith(result[0].slice)) {
      return absl::InternalError("concatenate writes over its operand");
    }
    RETURN_IF_ERROR(EmitOffsetCopyKernel(
        emitter, instruction, result[0], operands[k], {},
        [&](KernelBuilder& kernel) -> absl::StatusOr<std::vector<llvm::Value*>> {
          std::vector<llvm::Value*> offsets(result[0].shape.rank(), kernel.b().getInt64(0));
          offsets[dim] = kernel.b().getInt64(offset);
          return offsets;
        },
        absl::StrCat("copy kernel for operand ", k)));
    offset += operands[k].shape.dimensions(dim);
  }
  return absl::OkStatus();
}

}  // namespace

void RegisterConcatenateLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kConcatenate, LowerConcatenate);
}

}  // namespace xla::cpu
