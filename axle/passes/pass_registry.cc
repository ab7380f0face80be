#include "axle/passes/pass_registry.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace xla {
namespace {

template <typename Pass>
RegisteredPass Entry(std::string summary) {
  return RegisteredPass{std::string(Pass().name()), std::move(summary),
                        [] { return std::make_unique<Pass>(); }};
}

std::vector<RegisteredPass> MakeRegistry() {
  // One line per pass; the summary says what becomes what.
  std::vector<RegisteredPass> passes = {
  };
  std::sort(passes.begin(), passes.end(),
            [](const RegisteredPass& a, const RegisteredPass& b) { return a.name < b.name; });
  return passes;
}

}  // namespace

const std::vector<RegisteredPass>& RegisteredPasses() {
  static const auto* passes = new std::vector<RegisteredPass>(MakeRegistry());
  return *passes;
}

absl::StatusOr<std::unique_ptr<HloPass>> MakePassByName(absl::string_view name) {
  std::vector<std::string> names;
  for (const RegisteredPass& pass : RegisteredPasses()) {
    if (pass.name == name) return pass.make();
    names.push_back(pass.name);
  }
  return absl::NotFoundError(absl::StrCat("unknown pass '", name, "'; passes are: ",
                                          absl::StrJoin(names, ", ")));
}

}  // namespace xla
