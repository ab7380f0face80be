// HloPassPipeline: passes run in the order they were added.
//
//   HloPassPipeline pipeline("simplify");
//   pipeline.AddPass<HloDCE>();
//   pipeline.AddPass<HloPassFix<AlgebraicSimplifier>>();
//   ASSIGN_OR_RETURN(bool changed, pipeline.Run(module, options));
#ifndef AXLE_PASSES_HLO_PASS_PIPELINE_H_
#define AXLE_PASSES_HLO_PASS_PIPELINE_H_

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "axle/passes/hlo_pass.h"

namespace xla {

class HloPassPipeline : public HloPass {
 public:
  explicit HloPassPipeline(std::string name) : name_(std::move(name)) {}

  absl::string_view name() const override { return name_; }

  template <typename Pass, typename... Args>
  Pass& AddPass(Args&&... args) {
    auto pass = std::make_unique<Pass>(std::forward<Args>(args)...);
    Pass& result = *pass;
    passes_.push_back(std::move(pass));
    return result;
  }
  void AddPass(std::unique_ptr<HloPass> pass) { passes_.push_back(std::move(pass)); }
  const std::vector<std::unique_ptr<HloPass>>& passes() const { return passes_; }

  // Runs with default options (every pass on, no verification between).
  absl::StatusOr<bool> Run(HloModule* module) override;
  absl::StatusOr<bool> Run(HloModule* module, const PassRunOptions& options);
  absl::StatusOr<bool> RunInContext(HloModule* module, PassRunContext& context) override;
  bool IsPassGroup() const override { return true; }

 private:
  std::string name_;
  std::vector<std::unique_ptr<HloPass>> passes_;
};

// Runs `pass` under `context`: the enable/disable lists, the hooks and
// verify_each apply when `pass` is a plain pass; groups run their members
// under the same context.
absl::StatusOr<bool> RunPassInContext(HloPass& pass, HloModule* module, PassRunContext& context);

}  // namespace xla

#endif  // AXLE_PASSES_HLO_PASS_PIPELINE_H_
