#include "axle/passes/pipelines.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/passes/algebraic_simplifier.h"
#include "axle/passes/batchnorm_expander.h"
#include "axle/passes/call_inliner.h"
#include "axle/passes/collective_broadcast_expander.h"
#include "axle/passes/comparison_expander.h"
#include "axle/passes/conditional_simplifier.h"
#include "axle/passes/constant_folding.h"
#include "axle/passes/convert_async_to_sync.h"
#include "axle/passes/convolution_canonicalization.h"
#include "axle/passes/copy_insertion.h"
#include "axle/passes/dot_decomposer.h"
#include "axle/passes/fft_length_expander.h"
#include "axle/passes/fusion/dot_epilogue_fusion.h"
#include "axle/passes/fusion/instruction_fusion.h"
#include "axle/passes/fusion/multi_output_fusion.h"
#include "axle/passes/hlo_cse.h"
#include "axle/passes/hlo_dce.h"
#include "axle/passes/hlo_pass_fix.h"
#include "axle/passes/layout_assignment.h"
#include "axle/passes/ragged_all_to_all_expander.h"
#include "axle/passes/ragged_dot_expander.h"
#include "axle/passes/reshape_to_bitcast.h"
#include "axle/passes/rng_expander.h"
#include "axle/passes/scaled_dot_expander.h"
#include "axle/passes/stochastic_convert_decomposer.h"
#include "axle/passes/topk_decomposer.h"
#include "axle/passes/tuple_simplifier.h"
#include "axle/passes/unfuse_in_place_fusions.h"
#include "axle/passes/while_loop_simplifier.h"
#include "axle/passes/while_loop_trip_count_annotator.h"
#include "axle/passes/zero_sized_hlo_elimination.h"

namespace xla {
namespace {

// Simplification to a fixed point: each pass exposes work for the others
// (XLA's CPU "simplification" pipeline). Zero-element values made by the
// expanders (batch-norm over an empty dimension) become constants here too,
// so a second run of the pipeline finds nothing left to remove.
void AddSimplification(HloPassPipeline& pipeline, const char* name) {
  auto& simplify = pipeline.AddPass<HloPassFix<HloPassPipeline>>(name);
  simplify.AddPass<ZeroSizedHloElimination>();
  simplify.AddPass<AlgebraicSimplifier>();
  simplify.AddPass<HloConstantFolding>();
  simplify.AddPass<ConditionalSimplifier>();
  simplify.AddPass<WhileLoopSimplifier>();
  simplify.AddPass<TupleSimplifier>();
  simplify.AddPass<HloCSE>();
  simplify.AddPass<HloDCE>();
}

}  // namespace

std::unique_ptr<HloPassPipeline> MakeCpuPipeline() {
  auto pipeline = std::make_unique<HloPassPipeline>("cpu");
  // Async pairs become the sync ops (and calls) they stand for before
  // anything else: the inliner then flattens those calls.
  pipeline->AddPass<ConvertAsyncToSync>();
  // XLA's in-place fusions (of an optimised module) as calls, so that the
  // inliner flattens them too and fusion below redoes them.
  pipeline->AddPass<UnfuseInPlaceFusions>();
  // Calls inlined first: every later pass then sees one flat computation
  // where the user wrote several.
  pipeline->AddPass<CallInliner>();
  pipeline->AddPass<ZeroSizedHloElimination>();
  // Expanders next, so later passes see only the ops the backend lowers.
  pipeline->AddPass<BatchNormExpander>();
  pipeline->AddPass<RngExpander>();
  pipeline->AddPass<TopkDecomposer>();
  pipeline->AddPass<CollectiveBroadcastExpander>();
  pipeline->AddPass<RaggedAllToAllExpander>();
  pipeline->AddPass<RaggedDotExpander>();
  pipeline->AddPass<ScaledDotExpander>();
  pipeline->AddPass<StochasticConvertDecomposer>();
  pipeline->AddPass<FftLengthExpander>();
  AddSimplification(*pipeline, "simplify");
  // Canonical dots and convolutions: what the backend's library calls take;
  // after the simplifier so its dot rules see the original dots, and
  // followed by it to fold the transposes and reshapes they add.
  pipeline->AddPass<DotDecomposer>();
  pipeline->AddPass<ConvCanonicalization>();
  // After the first simplification, so constant compares fold first.
  pipeline->AddPass<ComparisonExpander>();
  AddSimplification(*pipeline, "simplify-after-canonicalization");
  pipeline->AddPass<WhileLoopTripCountAnnotator>();
  // Fusion after the expanders and simplification; a dot then takes its
  // element-wise consumer as an epilogue (kOutput, applied to the library
  // product in place), and multi-output fusion merges what is left (it
  // leaves kOutput fusions alone).
  pipeline->AddPass<CpuInstructionFusion>();
  pipeline->AddPass<CpuDotEpilogueFusion>();
  pipeline->AddPass<CpuMultiOutputFusion>();
  pipeline->AddPass<HloDCE>();
  // Physical layouts, then the copies control flow needs to share buffers:
  // last, since a later pass could undo what they establish.
  pipeline->AddPass<LayoutAssignment>();
  // With layouts final, a reshape between row-major arrays moves no byte:
  // a bitcast instead, sharing its operand's buffer (no copy kernel).
  pipeline->AddPass<ReshapeToBitcast>();
  // Values fused into several fusions are identical there now (cse looks
  // inside fused computations); neither pass creates instructions, so the
  // layouts stay as assigned.
  pipeline->AddPass<HloCSE>();
  pipeline->AddPass<HloDCE>();
  pipeline->AddPass<CopyInsertion>();
  return pipeline;
}

std::vector<std::string> PipelineNames() { return {"cpu"}; }

absl::StatusOr<std::unique_ptr<HloPassPipeline>> MakePipelineByName(absl::string_view name) {
  if (name == "cpu") return MakeCpuPipeline();
  return absl::NotFoundError(absl::StrCat("unknown pipeline '", name, "'; pipelines are: ",
                                          absl::StrJoin(PipelineNames(), ", ")));
}

}  // namespace xla
