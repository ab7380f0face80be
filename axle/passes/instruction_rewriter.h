// The loop of passes that rewrite instructions one at a time.
#ifndef AXLE_PASSES_INSTRUCTION_REWRITER_H_
#define AXLE_PASSES_INSTRUCTION_REWRITER_H_

#include <functional>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

// Calls `rewrite` on every instruction of `module`, callee computations
// before callers and operands before users; true when any call returned
// true. Each computation's instructions are listed before its first call:
// instructions a rewrite adds are not visited, and a rewrite may remove the
// instruction it was given but no other.
absl::StatusOr<bool> RewriteEachInstruction(
    HloModule* module, const std::function<absl::StatusOr<bool>(HloInstruction*)>& rewrite);

}  // namespace xla

#endif  // AXLE_PASSES_INSTRUCTION_REWRITER_H_
