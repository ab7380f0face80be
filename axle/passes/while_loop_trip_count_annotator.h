// WhileLoopTripCountAnnotator ("while-loop-trip-count-annotator"): records
// the trip count of every counted while loop (analysis/while_loop_analysis.h)
// in its backend config, as XLA does:
//   while(init), condition=c, body=b
//   -> while(init), condition=c, body=b,
//      backend_config={"known_trip_count":{"n":"10"}}
// A loop whose config already has a known_trip_count, or holds something
// that is not a JSON object, is left as it is; other JSON objects gain the
// field. Backends use the count to emit a counted loop (no condition call
// per iteration) and schedulers to weigh the loop's cost.
#ifndef AXLE_PASSES_WHILE_LOOP_TRIP_COUNT_ANNOTATOR_H_
#define AXLE_PASSES_WHILE_LOOP_TRIP_COUNT_ANNOTATOR_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class WhileLoopTripCountAnnotator : public HloPass {
 public:
  absl::string_view name() const override { return "while-loop-trip-count-annotator"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_WHILE_LOOP_TRIP_COUNT_ANNOTATOR_H_
