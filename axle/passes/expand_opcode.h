// The loop every single-opcode expander runs: find the instructions of one
// opcode (all of them first, since expanding adds instructions and
// computations), then expand each.
#ifndef AXLE_PASSES_EXPAND_OPCODE_H_
#define AXLE_PASSES_EXPAND_OPCODE_H_

#include <functional>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

// True when there was at least one instruction of `opcode`.
absl::StatusOr<bool> ExpandEveryInstruction(
    HloModule* module, HloOpcode opcode,
    const std::function<absl::Status(HloInstruction*)>& expand);

}  // namespace xla

#endif  // AXLE_PASSES_EXPAND_OPCODE_H_
