// Every pass by its command-line name, for `axle opt --passes=a,b` and
// `axle opt --list-passes`. Passes are listed once, in pass_registry.cc.
#ifndef AXLE_PASSES_PASS_REGISTRY_H_
#define AXLE_PASSES_PASS_REGISTRY_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/passes/hlo_pass.h"

namespace xla {

struct RegisteredPass {
  std::string name;     // as HloPass::name() returns it
  std::string summary;  // one line for --list-passes
  std::function<std::unique_ptr<HloPass>()> make;
};

// Sorted by name.
const std::vector<RegisteredPass>& RegisteredPasses();

// A new instance of the pass named `name`; NotFound (listing the names
// there are) for an unknown one.
absl::StatusOr<std::unique_ptr<HloPass>> MakePassByName(absl::string_view name);

}  // namespace xla

#endif  // AXLE_PASSES_PASS_REGISTRY_H_
