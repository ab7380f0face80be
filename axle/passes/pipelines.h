// The named pass pipelines: `axle opt --pipeline=NAME` and the backends'
// compilers build them here, one AddPass line per pass.
#ifndef AXLE_PASSES_PIPELINES_H_
#define AXLE_PASSES_PIPELINES_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/passes/hlo_pass_pipeline.h"

namespace xla {

// Everything the CPU backend runs before scheduling and buffer assignment:
// cleanup, expanders, simplification, fusion, layout and copy insertion.
std::unique_ptr<HloPassPipeline> MakeCpuPipeline();

// "cpu"; NotFound (listing the names) for others.
absl::StatusOr<std::unique_ptr<HloPassPipeline>> MakePipelineByName(absl::string_view name);
std::vector<std::string> PipelineNames();

}  // namespace xla

#endif  // AXLE_PASSES_PIPELINES_H_
