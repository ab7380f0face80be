#include "axle/passes/hlo_pass_pipeline.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla {

bool PassRunOptions::IsEnabled(absl::string_view name) const {
  auto listed = [&](const std::vector<std::string>& names) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  if (listed(disabled_passes)) return false;
  return !enabled_passes_only || listed(*enabled_passes_only);
}

absl::StatusOr<bool> RunPassInContext(HloPass& pass, HloModule* module, PassRunContext& context) {
  static const PassRunOptions kDefaults;
  const PassRunOptions& options = context.options ? *context.options : kDefaults;
  if (pass.IsPassGroup()) return pass.RunInContext(module, context);
  if (!options.IsEnabled(pass.name())) return false;
  int64_t index = ++context.passes_run;
  if (options.before_pass) options.before_pass(pass.name(), index, *module);
  absl::StatusOr<bool> changed = pass.Run(module);
  if (!changed.ok()) {
    return absl::Status(changed.status().code(),
                        absl::StrCat("pass '", pass.name(), "': ", changed.status().message()));
  }
  if (options.verify_each && *changed) {
    absl::Status valid = HloVerifier::Verify(*module);
    if (!valid.ok()) {
      return absl::InternalError(absl::StrCat("pass '", pass.name(),
                                              "' left an invalid module: ", valid.message()));
    }
  }
  if (options.after_pass) options.after_pass(pass.name(), index, *module, *changed);
  return *changed;
}

absl::StatusOr<bool> HloPassPipeline::Run(HloModule* module) {
  return Run(module, PassRunOptions{});
}

absl::StatusOr<bool> HloPassPipeline::Run(HloModule* module, const PassRunOptions& options) {
  PassRunContext context{&options};
  return RunInContext(module, context);
}

absl::StatusOr<bool> HloPassPipeline::RunInContext(HloModule* module, PassRunContext& context) {
  bool changed = false;
  for (const std::unique_ptr<HloPass>& pass : passes_) {
    absl::StatusOr<bool> pass_changed = RunPassInContext(*pass, module, context);
    if (!pass_changed.ok()) return pass_changed.status();
    changed |= *pass_changed;
  }
  return changed;
}

}  // namespace xla
