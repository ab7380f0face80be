// Rewriter: how an algebraic-simplifier rule makes new instructions (with
// hlo_creation_utils, so every shape comes from ShapeInference). It records
// what it made, so that a rewrite the pass refuses can be undone, and in a
// module with layouts gives new instructions the default layout (the pass
// gives the final replacement the layout of the instruction it replaces).
//
// The shape helpers return their operand unchanged when the operation would
// do nothing (reshape to the same dimensions, identity transpose...), so a
// rule composing two ops never leaves a no-op behind.
#ifndef AXLE_PASSES_ALGSIMP_REWRITER_H_
#define AXLE_PASSES_ALGSIMP_REWRITER_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal.h"

namespace xla::algsimp {

class Rewriter {
 public:
  explicit Rewriter(HloInstruction* target) : target_(target) {}

  absl::StatusOr<HloInstruction*> Constant(Literal literal);
  absl::StatusOr<HloInstruction*> Binary(HloOpcode opcode, HloInstruction* lhs,
                                         HloInstruction* rhs);
  // `scalar` (a scalar literal) broadcast to the dimensions of `shape`.
  absl::StatusOr<HloInstruction*> BroadcastScalar(Literal scalar, const Shape& shape);
  absl::StatusOr<HloInstruction*> Reshape(HloInstruction* operand,
                                          absl::Span<const int64_t> dimensions);
  absl::StatusOr<HloInstruction*> Transpose(HloInstruction* operand,
                                            absl::Span<const int64_t> permutation);
  // Operand dimension i goes to output dimension `dimensions[i]`.
  absl::StatusOr<HloInstruction*> Broadcast(HloInstruction* operand,
                                            absl::Span<const int64_t> output_dimensions,
                                            absl::Span<const int64_t> dimensions);
  absl::StatusOr<HloInstruction*> Slice(HloInstruction* operand,
                                        absl::Span<const int64_t> starts,
                                        absl::Span<const int64_t> limits,
                                        absl::Span<const int64_t> strides);
  absl::StatusOr<HloInstruction*> Reverse(HloInstruction* operand,
                                          absl::Span<const int64_t> dimensions);
  absl::StatusOr<HloInstruction*> Concatenate(absl::Span<HloInstruction* const> operands,
                                              int64_t dimension);
  absl::StatusOr<HloInstruction*> Convert(HloInstruction* operand, PrimitiveType type);

  bool IsAdded(const HloInstruction* instruction) const;
  // Removes every added instruction (newest first); for a rewrite that is
  // abandoned after instructions were made.
  absl::Status DiscardAdded();

 private:
  // Records an instruction just made for target_.
  absl::StatusOr<HloInstruction*> Track(absl::StatusOr<HloInstruction*> made);

  HloInstruction* target_;
  std::vector<HloInstruction*> added_;
};

}  // namespace xla::algsimp

#endif  // AXLE_PASSES_ALGSIMP_REWRITER_H_
