// infeed, outfeed, send and recv-done: the values cross the run's host
// queues and collective hub exactly as the interpreter's do (the routing is
// eval/transfers.h, shared with it).
#include "axle/backends/cpu/runtime/buffer_tree.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/runtime_status.h"
#include "axle/eval/transfers.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

const HloInstruction& Hlo(const void* instruction) {
  return *static_cast<const HloInstruction*>(instruction);
}

TransferEnd EndOf(void* ctx) {
  auto* run = static_cast<RunContext*>(ctx);
  return {run->replica_id, run->host_queues, run->collectives};
}

// Writes `value` (or its error) into `data`, the tree of the instruction's
// element {0}.
int32_t Store(void* ctx, const void* instruction, absl::StatusOr<Literal> value, void* data) {
  absl::Status status =
      value.ok() ? LiteralToTree(*value, Hlo(instruction).shape().tuple_shapes(0), data)
                 : value.status();
  return ReportStatus(ctx, instruction, status);
}

}  // namespace
}  // namespace xla::cpu

using xla::cpu::EndOf;
using xla::cpu::Hlo;

extern "C" int32_t __axle_infeed(void* ctx, const void* instruction, void* data) {
  return xla::cpu::Store(ctx, instruction, xla::ReceiveInfeed(Hlo(instruction), EndOf(ctx)),
                         data);
}

extern "C" int32_t __axle_outfeed(void* ctx, const void* instruction, const void* data) {
  return xla::cpu::ReportStatus(
      ctx, instruction,
      xla::SendOutfeed(EndOf(ctx),
                       xla::cpu::LiteralFromTree(Hlo(instruction).operand(0)->shape(), data)));
}

extern "C" int32_t __axle_send(void* ctx, const void* instruction, const void* data) {
  xla::Literal value = xla::cpu::LiteralFromTree(Hlo(instruction).operand(0)->shape(), data);
  return xla::cpu::ReportStatus(ctx, instruction,
                                xla::DeliverSend(Hlo(instruction), EndOf(ctx), value));
}

extern "C" int32_t __axle_recv_done(void* ctx, const void* instruction, void* data) {
  return xla::cpu::Store(ctx, instruction,
                         xla::ReceiveForRecvDone(Hlo(instruction), EndOf(ctx)), data);
}
