// HloPass: one rewrite of a module. A pass says whether it changed anything;
// pipelines (hlo_pass_pipeline.h) run passes in order and fixed-point loops
// (hlo_pass_fix.h) rerun them until nothing changes.
#ifndef AXLE_PASSES_HLO_PASS_H_
#define AXLE_PASSES_HLO_PASS_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

// What a pipeline run is told from outside: which passes to skip, whether to
// verify after each, and who watches (dumps).
struct PassRunOptions {
  // Re-run the verifier after every pass; an invalid module is an error that
  // names the pass that produced it.
  bool verify_each = false;
  // Passes skipped by name (XLA's --xla_disable_hlo_passes=a,b).
  std::vector<std::string> disabled_passes;
  // When set, only these passes run (XLA's --xla_enable_hlo_passes_only=a,b).
  std::optional<std::vector<std::string>> enabled_passes_only;
  // Called around every pass that runs (not around pipelines themselves):
  // `index` counts passes in the order they ran, from 1.
  std::function<void(absl::string_view pass_name, int64_t index, const HloModule& module)>
      before_pass;
  std::function<void(absl::string_view pass_name, int64_t index, const HloModule& module,
                     bool changed)>
      after_pass;

  // Whether the pass named `name` is switched on.
  bool IsEnabled(absl::string_view name) const;
};

// Mutable state shared by every pass of one run.
struct PassRunContext {
  const PassRunOptions* options = nullptr;
  int64_t passes_run = 0;
};

class HloPass {
 public:
  virtual ~HloPass() = default;
  // The kebab-case name `axle opt --passes=` and dumps use.
  virtual absl::string_view name() const = 0;
  // Rewrites `module`; true when anything changed.
  virtual absl::StatusOr<bool> Run(HloModule* module) = 0;
  // Passes that hold other passes (pipelines, fixed-point loops) override
  // this to run them under the same options; a plain pass ignores `context`.
  virtual absl::StatusOr<bool> RunInContext(HloModule* module, PassRunContext& context) {
    return Run(module);
  }
  // True for passes that hold other passes; the options' enable/disable lists
  // and the before/after hooks apply to the passes inside, not to the group.
  virtual bool IsPassGroup() const { return false; }
};

}  // namespace xla

#endif  // AXLE_PASSES_HLO_PASS_H_
