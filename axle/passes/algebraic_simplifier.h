// AlgebraicSimplifier ("algsimp"): rewrites instructions into simpler
// equivalents by local identities, e.g.
//   add(x, -0.0) -> x          reshape(reshape(x)) -> reshape(x)
//   select(true, a, b) -> a    dynamic-slice(x, constant starts) -> slice(x)
// The rules live in passes/algsimp/, one file per opcode family; each keeps
// the result bit for bit on the interpreter (NaN, inf and -0 included), so
// x * 0 and x + 0.0 stay for floats.
//
// One run visits every instruction once (operands first) and applies at most
// one rule to it; run it under HloPassFix to reach a fixed point. Instructions
// with side effects or control dependencies, dynamic shapes and fusion bodies
// are left alone. Instructions a rewrite leaves unused are removed.
#ifndef AXLE_PASSES_ALGEBRAIC_SIMPLIFIER_H_
#define AXLE_PASSES_ALGEBRAIC_SIMPLIFIER_H_

#include <cstdint>
#include <map>
#include <string>

#include "axle/passes/hlo_pass.h"

namespace xla {

class AlgebraicSimplifier : public HloPass {
 public:
  absl::string_view name() const override { return "algsimp"; }
  absl::StatusOr<bool> Run(HloModule* module) override;

  // How often each rule fired (by its identity text) since construction.
  const std::map<std::string, int64_t>& rule_counts() const { return rule_counts_; }

 private:
  std::map<std::string, int64_t> rule_counts_;
};

}  // namespace xla

#endif  // AXLE_PASSES_ALGEBRAIC_SIMPLIFIER_H_
