// Where the values of infeed, outfeed, send and recv-done go: the host
// queues and the collective hub, with the routing rules of io_ops.cc. One
// implementation for the interpreter's io ops and the CPU runtime, so both
// move the same values between the same queues.
#ifndef AXLE_EVAL_TRANSFERS_H_
#define AXLE_EVAL_TRANSFERS_H_

#include <cstdint>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/literal/literal.h"

namespace xla {

class CollectiveHub;
class HloInstruction;
class HostQueues;

// The replica running a transfer and what it talks to (`hub` may be null
// for a single replica).
struct TransferEnd {
  int64_t replica = 0;
  HostQueues* queues = nullptr;
  CollectiveHub* hub = nullptr;
};

// infeed: the next value of the replica's infeed queue, checked against the
// instruction's data shape and in its layout (an empty tuple reads nothing).
absl::StatusOr<Literal> ReceiveInfeed(const HloInstruction& infeed, const TransferEnd& end);
// outfeed: `data` onto the replica's outfeed queue (ResourceExhausted when
// the host has left it full).
absl::Status SendOutfeed(const TransferEnd& end, Literal data);
// send: delivers `data` to the host or to the channel's peers.
absl::Status DeliverSend(const HloInstruction& send, const TransferEnd& end,
                         const Literal& data);
// recv-done: the value sent to this replica (zeros for a replica that is no
// target), checked against the data shape and in its layout.
absl::StatusOr<Literal> ReceiveForRecvDone(const HloInstruction& recv_done,
                                           const TransferEnd& end);

}  // namespace xla

#endif  // AXLE_EVAL_TRANSFERS_H_
