// Host-side queues the interpreter's infeed/outfeed and send/recv use.
#ifndef AXLE_EVAL_HOST_QUEUES_H_
#define AXLE_EVAL_HOST_QUEUES_H_

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>

#include "axle/literal/literal.h"

namespace xla {

class HostQueues {
 public:
  HostQueues() = default;
  HostQueues(const HostQueues&) = delete;
  HostQueues& operator=(const HostQueues&) = delete;
};

}  // namespace xla

#endif  // AXLE_EVAL_HOST_QUEUES_H_
