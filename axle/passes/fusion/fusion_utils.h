// What fusion may put together, and the one way fusions are built.
//
// Shared by instruction-fusion and multi-output-fusion. The rules and their
// costs are explained in axle/passes/fusion/README.md; what a fused
// computation may contain is the contract with the CPU code generator, so
// the predicates here are the single place that contract is written down.
#ifndef AXLE_PASSES_FUSION_FUSION_UTILS_H_
#define AXLE_PASSES_FUSION_FUSION_UTILS_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

struct FusionOptions {
  // Most instructions a fused computation may hold, parameters not counted:
  // bounds code-generation time and the size of one loop body.
  int64_t max_fusion_size = 128;
  // Constants with at most this many elements are cloned into fusions; bigger
  // ones stay outside and are read like parameters.
  int64_t max_fused_constant_elements = 16;
  // multi-output-fusion: siblings are merged only when the operand they share
  // is at least this big (merging saves one read of it).
  int64_t min_shared_operand_bytes = 1024;
  // multi-output-fusion: whether reduce outputs may sit next to outputs of
  // the reduce's input shape (a row sum and an element-wise loop over the
  // same rows, softmax's exp and sum). False keeps every output of a
  // multi-output fusion the same shape, for a backend whose reduction
  // emitter cannot write both yet.
  bool multi_output_mixed_shapes = true;
};

// What every fused instruction needs, whatever its opcode: nothing
// observable beyond its result, no control dependencies, static array
// operands.
bool CanLiveInFusion(const HloInstruction& instruction);

// Costly per element (transcendentals, float division, map, gather):
// never recomputed for several consumers, never fused where the consumer
// reads each of its elements several times.
bool IsExpensiveForFusion(const HloInstruction& instruction);

// May be cloned into a fused computation as a non-root instruction.
bool IsFusibleProducer(const HloInstruction& instruction, const FusionOptions& options);
// May be the root of a fusion (producers fused into it): the producers plus
// reduce (variadic too) and single-output reduce-window.
bool IsFusibleRoot(const HloInstruction& instruction, const FusionOptions& options);

// True when `consumer` may read an element of operand `operand_index` more
// than once (broadcast, scalar operands, reduce inits, overlapping windows,
// gather): an expensive producer fused there would be recomputed per read.
bool ReusesOperandElements(const HloInstruction& consumer, int64_t operand_index);

// Whether `consumer` (a fusion or a single instruction) reads `producer`
// only at its own loop index: element i of the producer when computing
// element i, through element-wise ops of the producer's dimensions up to a
// root, or (with ReduceReads::kAllowed) as a reduce's input. A producer
// merged there is computed once per element for all its readers. A producer
// whose result is materialised first and overwritten in place by the
// consumer (a dot epilogue) must forbid reduces: a reduce reads the other
// elements of its row after they are overwritten.
enum class ReduceReads { kAllowed, kForbidden };
bool ReadsOnlyAtLoopIndex(const HloInstruction& consumer, const HloInstruction& producer,
                          ReduceReads reduce_reads = ReduceReads::kAllowed);
// The same for instructions of one fused computation: every path from
// `values` to the root reads them at the loop index only.
bool FusedValuesReadOnlyAtLoopIndex(std::vector<const HloInstruction*> values,
                                    ReduceReads reduce_reads);

// A cheap producer that can be cloned into several fusions without adding
// memory traffic: what it reads (its distinct operands; for a slice, its
// result) is no bigger than its result.
bool MayDuplicate(const HloInstruction& producer);

// A reduce of one static array of rank >= 1 over its last dimension only: a
// row reduction. Fusion may place one inside the fusion of its consumers
// when they read it only per row (ReadsRowReductionPerRow); the CPU backend
// then computes it once per row, next to the rows it normalises (softmax,
// layer norm: one kernel, each row read from cache).
bool IsRowReduction(const HloInstruction& reduce);

// A broadcast of an array of rank r into rank r + 1 along a new last
// dimension (dimensions {0, ..., r-1}): each element fills one row.
bool IsBroadcastAlongRows(const HloInstruction& broadcast);

// Whether every use of row reduction `reduce` reads its value only for the
// row being computed: through element-wise ops of the reduce's shape, then
// a broadcast back along the row (dimensions {0, ..., rank-2}), then
// element-wise ops of the row space (the reduce's input dimensions) read at
// the loop index, ending at `root` (whose value must be in the row space),
// at a fused tuple root, or as the input of another row reduction of the
// same row space. `root`: the fusion's root in the making; nullptr inside a
// fused computation (its root is then reached through users).
bool ReadsRowReductionPerRow(const HloInstruction& reduce, const HloInstruction* root);

// kInput when `root` (an instruction inside a fused computation) is a
// reduce or reduce-window, kLoop otherwise.
FusionKind FusionKindForRoot(const HloInstruction& root);

// The computations fusion runs on: the entry and what it reaches through
// while, conditional and call (not reducers, comparators, mapped or fused
// computations, which the backend compiles as scalar functions or already
// treats as fusions).
std::vector<HloComputation*> FusionTargetComputations(const HloModule& module);

// The computations that are the bodies of fusion instructions.
absl::flat_hash_set<const HloComputation*> FusionBodies(const HloModule& module);

// Instructions a fusion instruction holds, parameters not counted; 1 for any
// other instruction.
int64_t FusedSize(const HloInstruction& instruction);

// Adds to `computation` a fusion instruction computing `outputs` from the
// `members` (instructions of `computation`, operands before users). Member
// fusion instructions are inlined; a member get-tuple-element of a member
// multi-output fusion reads the inlined value directly. Operands that are not
// members become parameters (param_0, param_1, ... in order of first use).
// One output: the fusion's root is that output; several: a tuple of them.
// Nothing is rewired or removed: see ReplaceOutputsWithFusion.
absl::StatusOr<HloInstruction*> CreateFusion(HloComputation* computation,
                                             absl::Span<HloInstruction* const> members,
                                             absl::Span<HloInstruction* const> outputs,
                                             FusionKind kind);

// Makes every user of outputs[i] use the fusion's output i (the fusion itself
// for one output, a new get-tuple-element for several).
absl::Status ReplaceOutputsWithFusion(HloInstruction* fusion,
                                      absl::Span<HloInstruction* const> outputs);

// The roots of a fusion's fused computation: the tuple root's operands for a
// multi-output fusion, else the root alone.
std::vector<const HloInstruction*> FusionRoots(const HloInstruction& fusion);

}  // namespace xla

#endif  // AXLE_PASSES_FUSION_FUSION_UTILS_H_
