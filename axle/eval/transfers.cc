// Routing of transfers; see io_ops.cc for the semantics.
#include "axle/eval/transfers.h"

#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_hub.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/host_queues.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

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

absl::StatusOr<CollectiveHub*> Hub(const HloInstruction& instruction, const TransferEnd& end) {
  CollectiveHub* hub = end.hub;
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

}  // namespace

absl::StatusOr<Literal> ReceiveInfeed(const HloInstruction& infeed, const TransferEnd& end) {
  const Shape& data_shape = infeed.shape().tuple_shapes(0);
  if (ShapeUtil::IsEmptyTuple(data_shape)) return Literal();  // reads nothing
  ASSIGN_OR_RETURN(Literal value, end.queues->DequeueInfeed(end.replica));
  return Expect(infeed, value, data_shape, "the infeed queue");
}

absl::Status SendOutfeed(const TransferEnd& end, Literal data) {
  return end.queues->EnqueueOutfeed(end.replica, std::move(data));
}

absl::Status DeliverSend(const HloInstruction& send, const TransferEnd& end,
                         const Literal& data) {
  ASSIGN_OR_RETURN(int64_t channel, Channel(send));
  if (send.attributes().is_host_transfer) {
    return end.queues->SendToHost(end.replica, channel, data.Clone());
  }
  ASSIGN_OR_RETURN(CollectiveHub * hub, Hub(send, end));
  ASSIGN_OR_RETURN(std::optional<Pairs> pairs, SourceTargetPairs(send));
  if (!pairs) {
    hub->Send(channel, -1, data.Clone());
  } else {
    for (const auto& [source, target] : *pairs) {
      if (source == end.replica) hub->Send(channel, target, data.Clone());
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<Literal> ReceiveForRecvDone(const HloInstruction& recv_done,
                                           const TransferEnd& end) {
  // The recv-done's own attributes, else those of the recv it completes.
  const HloInstruction& recv = *recv_done.operand(0);
  const HloInstruction& source =
      recv_done.attributes().channel_id || recv.opcode() != HloOpcode::kRecv ? recv_done : recv;
  ASSIGN_OR_RETURN(int64_t channel, Channel(source));
  const Shape& data_shape = recv_done.shape().tuple_shapes(0);
  Literal value;
  if (source.attributes().is_host_transfer || recv.attributes().is_host_transfer) {
    ASSIGN_OR_RETURN(value, end.queues->RecvFromHost(end.replica, channel));
  } else {
    ASSIGN_OR_RETURN(CollectiveHub * hub, Hub(recv_done, end));
    ASSIGN_OR_RETURN(std::optional<Pairs> pairs, SourceTargetPairs(source));
    if (!pairs && recv.opcode() == HloOpcode::kRecv) {
      ASSIGN_OR_RETURN(pairs, SourceTargetPairs(recv));
    }
    if (!pairs) {
      ASSIGN_OR_RETURN(value, hub->Receive(channel, -1, end.replica));
    } else {
      bool targeted = false;
      for (const auto& pair : *pairs) targeted |= pair.second == end.replica;
      if (!targeted) {
        value = Literal(data_shape);
      } else {
        ASSIGN_OR_RETURN(value, hub->Receive(channel, end.replica, end.replica));
      }
    }
  }
  return Expect(recv_done, value, data_shape, "the matching send");
}

}  // namespace xla
