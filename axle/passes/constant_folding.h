// HloConstantFolding ("constant-folding"): an instruction whose operands are
// all constants (or broadcasts of constants, at least one a constant) is
// evaluated by the reference interpreter and replaced by a constant:
//   add(constant(1), constant(2))  ->  constant(3)
// Folding runs in post-order, so chains of constant operations fold whole.
// Left alone (as XLA does):
//   - parameters, constants, tuples, broadcasts and iotas (cheap to compute,
//     and folding them only bloats the module with big literals);
//   - anything with a side effect, anything replica-dependent, rng, infeed,
//     custom calls and while loops (a loop may not terminate), also inside
//     called computations; fft (slow to evaluate);
//   - tuple, token and dynamic shapes; instructions with control edges;
//   - results or operands above kMaxElements elements, and dots or
//     convolutions of more than kMaxMultiplyAdds;
//   - instructions the interpreter fails on (an evaluation error is not a
//     pass error: the instruction stays and the backend reports it at run
//     time, where the program would have).
// Operands that become dead stay for DCE.
#ifndef AXLE_PASSES_CONSTANT_FOLDING_H_
#define AXLE_PASSES_CONSTANT_FOLDING_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class HloConstantFolding : public HloPass {
 public:
  // XLA allows 45M elements, but its evaluator is fast; Axle's reference
  // interpreter calls reducers per element through literals (a reduce of 2^20
  // f32 takes about 3 s here), and every folded element also lives in the
  // executable. 2^20 elements bounds compile time to seconds per instruction
  // and a folded constant to 8 MB (f64).
  static constexpr int64_t kMaxElements = 1 << 20;
  // Dots and convolutions cost more than their size: at most 2^26
  // multiply-adds (well under a second in the interpreter).
  static constexpr int64_t kMaxMultiplyAdds = 1 << 26;

  absl::string_view name() const override { return "constant-folding"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_CONSTANT_FOLDING_H_
