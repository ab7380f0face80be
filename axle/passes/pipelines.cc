#include "axle/passes/pipelines.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace xla {

std::unique_ptr<HloPassPipeline> MakeCpuPipeline() {
  auto pipeline = std::make_unique<HloPassPipeline>("cpu");
  return pipeline;
}

std::vector<std::string> PipelineNames() { return {"cpu"}; }

absl::StatusOr<std::unique_ptr<HloPassPipeline>> MakePipelineByName(absl::string_view name) {
  if (name == "cpu") return MakeCpuPipeline();
  return absl::NotFoundError(absl::StrCat("unknown pipeline '", name, "'; pipelines are: ",
                                          absl::StrJoin(PipelineNames(), ", ")));
}

}  // namespace xla
