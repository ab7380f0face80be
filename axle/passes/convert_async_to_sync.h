// ConvertAsyncToSync ("convert-async-to-sync"): every asynchronous pair
// becomes the synchronous op it stands for, so later passes and the code
// generator see only ordinary ops (on one host thread nothing overlaps
// anyway). Like XLA's convert-async-collectives-to-sync, for every kind of
// pair, plus the ops that only carry a value along (XLA's domain removal):
//   async-start(...) calls=C ... async-done   -> call(...) to_apply=C
//   all-reduce-start / all-reduce-done         -> all-reduce
//   all-gather-start / all-gather-done         -> all-gather
//   collective-permute-start / -done           -> collective-permute
//   copy-start / copy-done                     -> copy
//   domain(x), add-dependency(x, token)        -> x
// A start still used by something other than its update/done chain is
// replaced by the tuple it stood for (operands, result, zero contexts).
// Run it first: call-inliner then inlines the calls it makes.
#ifndef AXLE_PASSES_CONVERT_ASYNC_TO_SYNC_H_
#define AXLE_PASSES_CONVERT_ASYNC_TO_SYNC_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class ConvertAsyncToSync : public HloPass {
 public:
  absl::string_view name() const override { return "convert-async-to-sync"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_CONVERT_ASYNC_TO_SYNC_H_
