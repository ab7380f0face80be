// Custom calls XLA's own pipelines insert whose meaning is an HLO op, so a
// module XLA optimised (`compile().as_text()`) runs without a registered
// target: the interpreter evaluates them as that op and the cpu pipeline
// expands them.
//
//   "TopK": XLA:CPU's TopkRewriter turns sort + slice into
//     (T[..., k], s32[..., k]) custom-call(T[..., n] x),
//         custom_call_target="TopK", called_computations={comparator}
//   the k largest (comparator "a > b") or smallest ("a < b") along the last
//   dimension, and their indices: XLA's topk op.
#ifndef AXLE_HLO_XLA_CUSTOM_CALLS_H_
#define AXLE_HLO_XLA_CUSTOM_CALLS_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla {

// True for a custom-call whose target is one of the above.
bool IsXlaBuiltinCustomCall(const HloInstruction& instruction);

struct TopKCustomCall {
  int64_t k = 0;
  bool largest = true;
};
// k and the order of a "TopK" custom-call; an error naming the instruction
// when its shapes or comparator are not those of a top-k.
absl::StatusOr<TopKCustomCall> ReadTopKCustomCall(const HloInstruction& instruction);

}  // namespace xla

#endif  // AXLE_HLO_XLA_CUSTOM_CALLS_H_
