// RaggedAllToAllExpander ("ragged-all-to-all-expander"): ragged-all-to-all in
// terms of all-gather and scatter, so the backend needs no new collective.
// Every replica gathers all members' inputs ([group size * rows, ...]) and
// their (input_offsets, send_sizes, output_offsets) vectors, picks what each
// sender addressed to it (column "my position in the group", from
// replica-id), and scatters each gathered row r of sender q with
// input_offsets[q] <= r < input_offsets[q] + send_sizes[q] to row
// output_offsets[q] + (r - input_offsets[q]) of its output operand; other
// rows get an out-of-range index, which scatter skips. Senders' sizes decide
// (recv_sizes is not read), as in the interpreter; ranges that do not fit
// are dropped here where the interpreter reports them.
#ifndef AXLE_PASSES_RAGGED_ALL_TO_ALL_EXPANDER_H_
#define AXLE_PASSES_RAGGED_ALL_TO_ALL_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class RaggedAllToAllExpander : public HloPass {
 public:
  absl::string_view name() const override { return "ragged-all-to-all-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_RAGGED_ALL_TO_ALL_EXPANDER_H_
