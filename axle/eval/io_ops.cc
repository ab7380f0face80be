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
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_hub.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/host_queues.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

using Operands = absl::Span<const Literal* const>;
using Pairs = std::vector<std::pair<int64_t, int64_t>>;

constexpr char kPairsAttribute[] = "_xla_send_recv_source_target_pairs";

// The integers of the frontend attribute's quoted value, taken two by two;
// nullopt when the attribute is absent, an error when it is malformed.
absl::StatusOr<std::optional<Pairs>> SourceTargetPairs(const HloInstruction& instruction) {
  const std::string& text = instruction.attributes().opaque.frontend_attributes;
  size_t key = text.find(kPairsAttribute);
  if (key == std::string::npos) return std::optional<Pairs>();
  size_t open = text.find('"', key);
  size_t close = open == std::string::npos ? open : text.find('"', open + 1);
  if (close == std::string::npos) {
    return InvalidArgument(instruction.name(), ": malformed ", kPairsAttribute);
  }
  std::vector<int64_t> numbers;
  std::string digits;
  for (size_t i = open + 1; i <= close; ++i) {
    char c = text[i];
    if ((c >= '0' && c <= '9') || (c == '-' && digits.empty())) {
      digits += c;
      continue;
    }
    if (!digits.empty()) {
      int64_t value = 0;
      if (!absl::SimpleAtoi(digits, &value)) {
        return InvalidArgument(instruction.name(), ": bad replica id '", digits, "' in ",
                               kPairsAttribute);
      }
      numbers.push_back(value);
      digits.clear();
    }
  }
  if (numbers.size() % 2 != 0) {
    return InvalidArgument(instruction.name(), ": ", kPairsAttribute,
                           " has an odd number of replica ids");
  }
  Pairs pairs;
  for (size_t i = 0; i < numbers.size(); i += 2) pairs.emplace_back(numbers[i], numbers[i + 1]);
  return std::optional<Pairs>(std::move(pairs));
}

absl::StatusOr<int64_t> Channel(const HloInstruction& instruction) {
  if (!instruction.attributes().channel_id) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           " has no channel_id");
  }
  return *instruction.attributes().channel_id;
}

absl::StatusOr<CollectiveHub*> Hub(const HloInstruction& instruction, EvalContext& context) {
  CollectiveHub* hub = context.options().collectives;
  if (hub == nullptr) {
    return FailedPrecondition(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                              ": send/recv between replicas needs a CollectiveHub (run with "
                              "EvaluateReplicated)");
  }
  return hub;
}

// A value from the host or a peer must have the shape the program expects.
absl::StatusOr<Literal> Expect(const HloInstruction& instruction, const Literal& value,
                               const Shape& shape, absl::string_view from) {
  if (!ShapeUtil::Compatible(value.shape(), shape)) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           " expects ", shape.ToString(), " but ", from, " gave ",
                           value.shape().ToString());
  }
  return WithLayoutOf(value, shape);
}

Literal Token() { return LiteralUtil::CreateToken(); }

absl::StatusOr<Literal> EvaluateInfeed(const HloInstruction& instruction, Operands,
                                       EvalContext& context) {
  const Shape& data_shape = instruction.shape().tuple_shapes(0);
  if (ShapeUtil::IsEmptyTuple(data_shape)) {
    return LiteralUtil::MakeTupleOwned(Literal(), Token());  // reads nothing
  }
  ASSIGN_OR_RETURN(Literal value,
                   context.host_queues().DequeueInfeed(context.options().replica_id));
  ASSIGN_OR_RETURN(Literal data, Expect(instruction, value, data_shape, "the infeed queue"));
  return LiteralUtil::MakeTupleOwned(std::move(data), Token());
}

absl::StatusOr<Literal> EvaluateOutfeed(const HloInstruction& instruction, Operands operands,
                                        EvalContext& context) {
  context.host_queues().EnqueueOutfeed(context.options().replica_id, operands[0]->Clone());
  return Token();
}

absl::StatusOr<Literal> EvaluateSend(const HloInstruction& instruction, Operands operands,
                                     EvalContext& context) {
  ASSIGN_OR_RETURN(int64_t channel, Channel(instruction));
  const int64_t me = context.options().replica_id;
  const Literal& data = *operands[0];
  if (instruction.attributes().is_host_transfer) {
    context.host_queues().SendToHost(me, channel, data.Clone());
  } else {
    ASSIGN_OR_RETURN(CollectiveHub * hub, Hub(instruction, context));
    ASSIGN_OR_RETURN(std::optional<Pairs> pairs, SourceTargetPairs(instruction));
    if (!pairs) {
      hub->Send(channel, -1, data.Clone());
    } else {
      for (const auto& [source, target] : *pairs) {
        if (source == me) hub->Send(channel, target, data.Clone());
      }
    }
  }
  return LiteralUtil::MakeTupleOwned(data.Clone(), LiteralUtil::CreateR0<uint32_t>(0), Token());
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
  // The recv-done's own attributes, else those of the recv it completes.
  const HloInstruction& recv = *instruction.operand(0);
  const HloInstruction& source =
      instruction.attributes().channel_id || recv.opcode() != HloOpcode::kRecv ? instruction
                                                                                : recv;
  ASSIGN_OR_RETURN(int64_t channel, Channel(source));
  const Shape& data_shape = instruction.shape().tuple_shapes(0);
  const int64_t me = context.options().replica_id;
  Literal value;
  if (source.attributes().is_host_transfer || recv.attributes().is_host_transfer) {
    ASSIGN_OR_RETURN(value, context.host_queues().RecvFromHost(me, channel));
  } else {
    ASSIGN_OR_RETURN(CollectiveHub * hub, Hub(instruction, context));
    ASSIGN_OR_RETURN(std::optional<Pairs> pairs, SourceTargetPairs(source));
    if (!pairs && recv.opcode() == HloOpcode::kRecv) {
      ASSIGN_OR_RETURN(pairs, SourceTargetPairs(recv));
    }
    if (!pairs) {
      ASSIGN_OR_RETURN(value, hub->Receive(channel, -1, me));
    } else {
      bool targeted = false;
      for (const auto& pair : *pairs) targeted |= pair.second == me;
      if (!targeted) {
        value = Literal(data_shape);
      } else {
        ASSIGN_OR_RETURN(value, hub->Receive(channel, me, me));
      }
    }
  }
  ASSIGN_OR_RETURN(Literal data, Expect(instruction, value, data_shape, "the matching send"));
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
