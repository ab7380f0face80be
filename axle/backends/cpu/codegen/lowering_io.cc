// infeed, outfeed, send, send-done, recv, recv-done: runtime calls that move
// values through the run's host queues and collective hub
// (runtime/runtime_io.cc), with the interpreter's results: send yields
// (its data, u32 0, token), recv (zeros, u32 0, token), send-done a token.
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// The slices of the array leaves of `instruction`'s element {i}.
absl::StatusOr<std::vector<BufferSlice>> ElementSlices(ComputationEmitter& emitter,
                                                       const HloInstruction& instruction,
                                                       int64_t i) {
  std::vector<BufferSlice> slices;
  RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
      instruction.shape().tuple_shapes(i),
      [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!subshape.IsArray()) return absl::OkStatus();
        ShapeIndex full = {i};
        full.insert(full.end(), index.begin(), index.end());
        ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(&instruction, full));
        slices.push_back(slice);
        return absl::OkStatus();
      }));
  return slices;
}

// Element {1} of send and recv: the u32 context, 0.
absl::Status ZeroContext(ComputationEmitter& emitter, const HloInstruction& instruction) {
  ASSIGN_OR_RETURN(BufferSlice context, emitter.Slice(&instruction, {1}));
  emitter.EmitZero(context);
  return absl::OkStatus();
}

absl::Status LowerInfeed(ComputationEmitter& emitter, const HloInstruction& instruction) {
  return emitter.EmitRuntimeCall(instruction, "__axle_infeed", {}, {{0}});
}

absl::Status LowerOutfeed(ComputationEmitter& emitter, const HloInstruction& instruction) {
  return emitter.EmitRuntimeCall(instruction, "__axle_outfeed", {0}, {});
}

absl::Status LowerSend(ComputationEmitter& emitter, const HloInstruction& instruction) {
  RETURN_IF_ERROR(emitter.EmitRuntimeCall(instruction, "__axle_send", {0}, {}));
  ASSIGN_OR_RETURN(std::vector<BufferSlice> data, ElementSlices(emitter, instruction, 0));
  ASSIGN_OR_RETURN(std::vector<BufferSlice> operand, emitter.LeafSlices(instruction.operand(0)));
  emitter.EmitParallelCopies(data, operand);
  return ZeroContext(emitter, instruction);
}

absl::Status LowerRecv(ComputationEmitter& emitter, const HloInstruction& instruction) {
  ASSIGN_OR_RETURN(std::vector<BufferSlice> data, ElementSlices(emitter, instruction, 0));
  for (const BufferSlice& slice : data) emitter.EmitZero(slice);
  emitter.codegen().RecordLowering(instruction, "zeros");
  return ZeroContext(emitter, instruction);
}

absl::Status LowerRecvDone(ComputationEmitter& emitter, const HloInstruction& instruction) {
  return emitter.EmitRuntimeCall(instruction, "__axle_recv_done", {}, {{0}});
}

absl::Status LowerSendDone(ComputationEmitter& emitter, const HloInstruction& instruction) {
  emitter.codegen().RecordLowering(instruction, "no code (send delivers at once)");
  return absl::OkStatus();
}

}  // namespace

void RegisterIoLowerings(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kInfeed, LowerInfeed);
  registry.Register(HloOpcode::kOutfeed, LowerOutfeed);
  registry.Register(HloOpcode::kSend, LowerSend);
  registry.Register(HloOpcode::kSendDone, LowerSendDone);
  registry.Register(HloOpcode::kRecv, LowerRecv);
  registry.Register(HloOpcode::kRecvDone, LowerRecvDone);
}

}  // namespace xla::cpu
