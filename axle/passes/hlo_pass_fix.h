// HloPassFix<Pass>: runs Pass until it reports no change. Not converging
// within the iteration cap is an error (a pass that oscillates is a bug),
// never a hang.
#ifndef AXLE_PASSES_HLO_PASS_FIX_H_
#define AXLE_PASSES_HLO_PASS_FIX_H_

#include <cstdint>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "axle/passes/hlo_pass_pipeline.h"

namespace xla {

inline constexpr int64_t kHloPassFixMaxIterations = 50;

template <typename Pass>
class HloPassFix : public Pass {
 public:
  template <typename... Args>
  explicit HloPassFix(Args&&... args) : Pass(std::forward<Args>(args)...) {}

  using Pass::Run;  // keeps HloPassPipeline::Run(module, options) visible

  absl::StatusOr<bool> Run(HloModule* module) override {
    PassRunOptions options;
    PassRunContext context{&options};
    return RunInContext(module, context);
  }

  absl::StatusOr<bool> RunInContext(HloModule* module, PassRunContext& context) override {
    bool changed_at_all = false;
    for (int64_t iteration = 0; iteration < kHloPassFixMaxIterations; ++iteration) {
      absl::StatusOr<bool> changed = RunOnce(module, context);
      if (!changed.ok()) return changed.status();
      if (!*changed) return changed_at_all;
      changed_at_all = true;
    }
    return absl::InternalError(absl::StrCat("pass '", this->name(),
                                            "' did not reach a fixed point within ",
                                            kHloPassFixMaxIterations, " iterations"));
  }

  bool IsPassGroup() const override { return true; }

 private:
  // One round of the wrapped pass, with the context's hooks and checks.
  absl::StatusOr<bool> RunOnce(HloModule* module, PassRunContext& context) {
    if (Pass::IsPassGroup()) return Pass::RunInContext(module, context);
    PlainView view(this);
    return RunPassInContext(view, module, context);
  }

  // The wrapped pass seen as a plain pass, so RunPassInContext applies the
  // enable/disable lists, hooks and verify_each to each round.
  class PlainView : public HloPass {
   public:
    explicit PlainView(HloPassFix* fix) : fix_(fix) {}
    absl::string_view name() const override { return fix_->name(); }
    absl::StatusOr<bool> Run(HloModule* module) override { return fix_->Pass::Run(module); }

   private:
    HloPassFix* fix_;
  };
};

}  // namespace xla

#endif  // AXLE_PASSES_HLO_PASS_FIX_H_
