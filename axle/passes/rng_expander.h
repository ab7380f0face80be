// RngExpander ("rng-expander"): rewrites the rng instructions whose value
// does not depend on the random stream, and leaves every other rng alone.
//
// Why not lower rng to rng-bit-generator plus arithmetic, as XLA does: the
// interpreter, Axle's oracle, draws every rng element from one mt19937_64
// stream per evaluation (seeded by EvalOptions::rng_seed), element after
// element, rng after rng, in evaluation order, across loops and calls
// (eval/numeric_ops_rng.cc). HLO has no global mutable state to express
// that stream in: rng-bit-generator is a pure function of explicit
// counter-based (Philox, ThreeFry) state, so any expansion would give other
// numbers than the interpreter. XLA's own expansion also changes the values
// (its rng numbers are implementation-defined); Axle keeps them comparable
// instead. The CPU backend therefore implements rng as a runtime call that
// draws from the same per-execution mt19937_64 stream, with the
// interpreter's per-type formulas (uniform floats from 53 random bits in
// double, integers by modulo, normals by Box-Muller).
//
// What this pass does rewrite (exact, and the stream is untouched because
// the interpreter draws nothing for them):
//   rng with zero elements                     -> an empty constant
//   integer rng_uniform(a, b) with constant bounds and b <= a
//                                               -> broadcast(a)
// Composite helpers such as RngBernoulli are builder functions that already
// emit rng + compare + convert, so no HLO form of them is left to expand.
#ifndef AXLE_PASSES_RNG_EXPANDER_H_
#define AXLE_PASSES_RNG_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class RngExpander : public HloPass {
 public:
  absl::string_view name() const override { return "rng-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_RNG_EXPANDER_H_
