#include "axle/passes/pass_registry.h"

#include <algorithm>

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
#include "axle/passes/flatten_call_graph.h"
#include "axle/passes/fusion/dot_epilogue_fusion.h"
#include "axle/passes/fusion/instruction_fusion.h"
#include "axle/passes/fusion/multi_output_fusion.h"
#include "axle/passes/hlo_cse.h"
#include "axle/passes/hlo_dce.h"
#include "axle/passes/layout_assignment.h"
#include "axle/passes/ragged_all_to_all_expander.h"
#include "axle/passes/ragged_dot_expander.h"
#include "axle/passes/reshape_to_bitcast.h"
#include "axle/passes/rng_expander.h"
#include "axle/passes/scaled_dot_expander.h"
#include "axle/passes/stochastic_convert_decomposer.h"
#include "axle/passes/topk_decomposer.h"
#include "axle/passes/tuple_simplifier.h"
#include "axle/passes/while_loop_simplifier.h"
#include "axle/passes/while_loop_trip_count_annotator.h"
#include "axle/passes/zero_sized_hlo_elimination.h"

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
      Entry<AlgebraicSimplifier>("local identities: add(x, -0.0) -> x, reshape(reshape(x)) -> "
                                 "reshape(x), select(true, a, b) -> a ... (exact on every input)"),
      Entry<BatchNormExpander>("batch-norm-* -> reduce, broadcast and arithmetic"),
      Entry<CollectiveBroadcastExpander>(
          "collective-broadcast -> block 0 of an all-gather over the same groups"),
      Entry<ComparisonExpander>("compare TOTALORDER on floats -> integer compare of keys"),
      Entry<ConvertAsyncToSync>("async-start/done pairs -> the sync op (call, all-reduce, copy...); "
                                "domain, add-dependency -> their operand"),
      Entry<ConvCanonicalization>("convolution -> b01f_01io->b01f between transposes"),
      Entry<DotDecomposer>("dot -> canonical [batch, M, K] x [batch, K, N] dot with reshapes"),
      Entry<FftLengthExpander>("fft/ifft with fft_length != operand dims -> pad(fft(pad(x))) "
                               "(zero-pad or cut to fft_length and back)"),
      Entry<HloConstantFolding>("instructions of constants -> constants"),
      Entry<RaggedAllToAllExpander>(
          "ragged-all-to-all -> all-gathers of inputs and offsets, then a scatter"),
      Entry<RaggedDotExpander>("ragged-dot -> dot(s) with per-group slices or masks and select"),
      Entry<RngExpander>("rng that draws nothing -> its value (other rng stays)"),
      Entry<ScaledDotExpander>("scaled-dot -> dot of the operands times their blockwise scales"),
      Entry<StochasticConvertDecomposer>(
          "stochastic-convert -> floor, random < scaled fraction, select, clamp"),
      Entry<TopkDecomposer>("topk -> stable sort of (values, iota) and slices of the first k"),
      Entry<WhileLoopSimplifier>("while: 0 trips -> init, 1 trip -> call, dead state removed"),
      Entry<WhileLoopTripCountAnnotator>("counted while -> backend_config known_trip_count"),
      Entry<CpuDotEpilogueFusion>("a dot and its element-wise epilogue (bias, activation) -> kOutput fusion"),
      Entry<CpuInstructionFusion>("producers fused into consumers: kLoop fusions, reduce roots kInput"),
      Entry<CpuMultiOutputFusion>("sibling and producer-consumer fusions -> one fusion with a tuple root"),
      Entry<CallInliner>("call -> the body of its computation, inlined into the caller"),
      Entry<ConditionalSimplifier>(
          "conditional with a known branch (constant selector, one branch) -> call"),
      Entry<FlattenCallGraph>(
          "while/conditional/call computations with several call sites -> one clone each"),
      Entry<HloCSE>("identical instructions in a computation -> one"),
      Entry<HloDCE>("unused side-effect-free instructions and uncalled computations -> gone"),
      Entry<TupleSimplifier>("gte(tuple(a, b), 1) -> b; tuple(gte(x, 0), gte(x, 1)) -> x"),
      Entry<ReshapeToBitcast>("row-major reshape after layout assignment -> bitcast (no copy)"),
      Entry<ZeroSizedHloElimination>("array result with no elements -> empty constant"),
      Entry<CopyInsertion>("copies that let control flow share buffers; one call site each"),
      Entry<LayoutAssignment>("a layout for every shape: row-major inside, entry layout kept"),
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
