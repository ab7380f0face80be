#include "axle/passes/pipelines.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/passes/algebraic_simplifier.h"
#include "axle/passes/batchnorm_expander.h"
#include "axle/passes/comparison_expander.h"
#include "axle/passes/constant_folding.h"
#include "axle/passes/convolution_canonicalization.h"
#include "axle/passes/dot_decomposer.h"
#include "axle/passes/fusion/instruction_fusion.h"
#include "axle/passes/fusion/multi_output_fusion.h"
#include "axle/passes/hlo_pass_fix.h"
#include "axle/passes/rng_expander.h"

namespace xla {
namespace {

// Simplification to a fixed point: each pass exposes work for the others.
void AddSimplification(HloPassPipeline& pipeline, const char* name) {
  auto& simplify = pipeline.AddPass<HloPassFix<HloPassPipeline>>(name);
  simplify.AddPass<AlgebraicSimplifier>();
  simplify.AddPass<HloConstantFolding>();
}

}  // namespace

std::unique_ptr<HloPassPipeline> MakeCpuPipeline() {
  auto pipeline = std::make_unique<HloPassPipeline>("cpu");
  // Expanders first, so later passes see only the ops the backend lowers.
  pipeline->AddPass<BatchNormExpander>();
  pipeline->AddPass<RngExpander>();
  AddSimplification(*pipeline, "simplify");
  // Canonical dots and convolutions: what the backend's library calls take;
  // after the simplifier so its dot rules see the original dots, and
  // followed by it to fold the transposes and reshapes they add.
  pipeline->AddPass<DotDecomposer>();
  pipeline->AddPass<ConvCanonicalization>();
  AddSimplification(*pipeline, "simplify-after-canonicalization");
  // After simplification, so constant compares fold first.
  pipeline->AddPass<ComparisonExpander>();
  // Fusion after the expanders and simplification; multi-output fusion
  // merges what instruction fusion made.
  pipeline->AddPass<CpuInstructionFusion>();
  pipeline->AddPass<CpuMultiOutputFusion>();
  return pipeline;
}

std::vector<std::string> PipelineNames() { return {"cpu"}; }

absl::StatusOr<std::unique_ptr<HloPassPipeline>> MakePipelineByName(absl::string_view name) {
  if (name == "cpu") return MakeCpuPipeline();
  return absl::NotFoundError(absl::StrCat("unknown pipeline '", name, "'; pipelines are: ",
                                          absl::StrJoin(PipelineNames(), ", ")));
}

}  // namespace xla
