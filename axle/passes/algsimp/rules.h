// The algebraic simplifier's rules, filled in by one file per opcode family.
//
// A rule looks at one instruction and returns what should replace it: one of
// the existing instructions (usually an operand) or a new one made with the
// Rewriter; nullptr when it does not apply. A rule never modifies the graph
// otherwise; the pass (algebraic_simplifier.cc) does the replacement. Every
// rule keeps the result bit for bit on the interpreter, NaN, inf and -0
// included, and makes the graph strictly simpler, so no two rules undo each
// other.
#ifndef AXLE_PASSES_ALGSIMP_RULES_H_
#define AXLE_PASSES_ALGSIMP_RULES_H_

#include <array>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/passes/algsimp/rewriter.h"

namespace xla::algsimp {

using RuleFn = absl::StatusOr<HloInstruction*> (*)(HloInstruction* instruction,
                                                     Rewriter& rewriter);

struct Rule {
  absl::string_view name;  // the identity, e.g. "add(x, -0.0) -> x"
  RuleFn fn;
};

class RuleTable {
 public:
  void Add(HloOpcode opcode, absl::string_view name, RuleFn fn) {
    rules_[static_cast<int>(opcode)].push_back(Rule{name, fn});
  }
  void Add(absl::Span<const HloOpcode> opcodes, absl::string_view name, RuleFn fn) {
    for (HloOpcode opcode : opcodes) Add(opcode, name, fn);
  }
  absl::Span<const Rule> For(HloOpcode opcode) const { return rules_[static_cast<int>(opcode)]; }

 private:
  std::array<std::vector<Rule>, kHloOpcodeCount> rules_;
};

// One per rule file.
void AddBinaryIdentityRules(RuleTable& table);  // op(x, 0), op(x, 1), op(x, x) ...
void AddArithmeticRules(RuleTable& table);    // subtract negate
void AddLogicalRules(RuleTable& table);       // and or xor not compare
void AddSelectRules(RuleTable& table);        // select
void AddShapeRules(RuleTable& table);         // reshape transpose broadcast convert copy ...
void AddSliceRules(RuleTable& table);         // slice pad concatenate
void AddDynamicSliceRules(RuleTable& table);  // dynamic-slice dynamic-update-slice
void AddReduceDotRules(RuleTable& table);     // reduce dot
void AddConstantRules(RuleTable& table);      // constant iota

// Every rule above, built once.
const RuleTable& AllRules();

}  // namespace xla::algsimp

#endif  // AXLE_PASSES_ALGSIMP_RULES_H_
