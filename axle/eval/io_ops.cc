// Transfers: infeed and outfeed through the host queues; send/recv by
// channel, between replicas (through the CollectiveHub) or, with
// is_host_transfer=true, to and from the host queues; after-all.
//
// Send delivers its data when it runs; send-done completes at once. Recv
// only allocates its context (zeros); recv-done waits (bounded) for the data.
// Routing between replicas: when the send/recv carries XLA's frontend
// attribute _xla_send_recv_source_target_pairs="{{s,t},...}", a send on
// replica s goes to replica t, and a recv on a replica that is no target
// gets zeros. Without it each channel is one FIFO shared by all replicas:
// the k-th recv-done to run takes the k-th value sent.
// The routing itself is in transfers.cc, shared with the CPU runtime.
#include "axle/base/status_macros.h"
#include "axle/eval/op_registry.h"
#include "axle/eval/transfers.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;

TransferEnd EndOf(EvalContext& context) {
  return {context.options().replica_id, &context.host_queues(), context.options().collectives};
}

Literal Token() { return LiteralUtil::CreateToken(); }

absl::StatusOr<Literal> EvaluateInfeed(const HloInstruction& instruction, Operands,
                                       EvalContext& context) {
  ASSIGN_OR_RETURN(Literal data, ReceiveInfeed(instruction, EndOf(context)));
  return LiteralUtil::MakeTupleOwned(std::move(data), Token());
}

absl::StatusOr<Literal> EvaluateOutfeed(const HloInstruction&, Operands operands,
                                        EvalContext& context) {
  RETURN_IF_ERROR(SendOutfeed(EndOf(context), operands[0]->Clone()));
  return Token();
}

absl::StatusOr<Literal> EvaluateSend(const HloInstruction& instruction, Operands operands,
                                     EvalContext& context) {
  RETURN_IF_ERROR(DeliverSend(instruction, EndOf(context), *operands[0]));
  return LiteralUtil::MakeTupleOwned(operands[0]->Clone(), LiteralUtil::CreateR0<uint32_t>(0),
                                     Token());
}

absl::StatusOr<Literal> EvaluateSendDone(const HloInstruction&, Operands, EvalContext&) {
  return Token();
}

absl::StatusOr<Literal> EvaluateRecv(const HloInstruction& instruction, Operands,
                                     EvalContext&) {
  return LiteralUtil::MakeTupleOwned(Literal(instruction.shape().tuple_shapes(0)),
                                     LiteralUtil::CreateR0<uint32_t>(0), Token());
}

absl::StatusOr<Literal> EvaluateRecvDone(const HloInstruction& instruction, Operands,
                                         EvalContext& context) {
  ASSIGN_OR_RETURN(Literal data, ReceiveForRecvDone(instruction, EndOf(context)));
  return LiteralUtil::MakeTupleOwned(std::move(data), Token());
}

}  // namespace

void RegisterIoOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kInfeed, EvaluateInfeed);
  registry.Register(HloOpcode::kOutfeed, EvaluateOutfeed);
  registry.Register(HloOpcode::kSend, EvaluateSend);
  registry.Register(HloOpcode::kSendDone, EvaluateSendDone);
  registry.Register(HloOpcode::kRecv, EvaluateRecv);
  registry.Register(HloOpcode::kRecvDone, EvaluateRecvDone);
}

}  // namespace xla
