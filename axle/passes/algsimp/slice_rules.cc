// slice, pad and concatenate: the ones that keep every element, and chains
// that merge.
#include <vector>

#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {
namespace {

// slice(x, [0:n:1]...) -> x
absl::StatusOr<HloInstruction*> FullSlice(HloInstruction* slice, Rewriter&) {
  const HloAttributes& a = slice->attributes();
  for (int64_t d = 0; d < slice->shape().rank(); ++d) {
    if (a.slice_starts[d] != 0 || a.slice_limits[d] != slice->operand(0)->shape().dimensions(d) ||
        a.slice_strides[d] != 1) {
      return nullptr;
    }
  }
  return slice->mutable_operand(0);
}

// slice(slice(x, [s1::t1]), [s2::t2]) -> slice(x, [s1 + s2*t1 :: t1*t2])
absl::StatusOr<HloInstruction*> SliceOfSlice(HloInstruction* slice, Rewriter& rewriter) {
  HloInstruction* inner = slice->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kSlice) return nullptr;
  const HloAttributes& outer_a = slice->attributes();
  const HloAttributes& inner_a = inner->attributes();
  std::vector<int64_t> starts, limits, strides;
  for (int64_t d = 0; d < slice->shape().rank(); ++d) {
    const int64_t size = slice->shape().dimensions(d);
    const int64_t stride = inner_a.slice_strides[d] * outer_a.slice_strides[d];
    const int64_t start = inner_a.slice_starts[d] + outer_a.slice_starts[d] * inner_a.slice_strides[d];
    if (size == 0) {  // any empty slice; [0:0:1] is always in bounds
      starts.push_back(0);
      limits.push_back(0);
      strides.push_back(1);
      continue;
    }
    starts.push_back(start);
    limits.push_back(start + (size - 1) * stride + 1);
    strides.push_back(stride);
  }
  return rewriter.Slice(inner->mutable_operand(0), starts, limits, strides);
}

// pad(x, v, 0_0_0...) -> x
absl::StatusOr<HloInstruction*> NoPadding(HloInstruction* pad, Rewriter&) {
  for (const PaddingConfigDimension& d : pad->attributes().padding_config.dimensions()) {
    if (d.edge_padding_low() != 0 || d.edge_padding_high() != 0 || d.interior_padding() != 0) {
      return nullptr;
    }
  }
  return SameShape(pad->operand(0), pad) ? pad->mutable_operand(0) : nullptr;
}

// pad(x, v, -a_-b_0...) -> slice(x, [a : n - b]): negative edges only cut.
absl::StatusOr<HloInstruction*> PadThatCuts(HloInstruction* pad, Rewriter& rewriter) {
  std::vector<int64_t> starts, limits, strides;
  const Shape& shape = pad->operand(0)->shape();
  for (int64_t d = 0; d < shape.rank(); ++d) {
    const PaddingConfigDimension& p = pad->attributes().padding_config.dimensions(d);
    if (p.edge_padding_low() > 0 || p.edge_padding_high() > 0 || p.interior_padding() != 0) {
      return nullptr;
    }
    starts.push_back(-p.edge_padding_low());
    limits.push_back(shape.dimensions(d) + p.edge_padding_high());
    strides.push_back(1);
  }
  return rewriter.Slice(pad->mutable_operand(0), starts, limits, strides);
}

// concatenate(x) -> x
absl::StatusOr<HloInstruction*> SingleOperandConcat(HloInstruction* concat, Rewriter&) {
  if (concat->operand_count() != 1 || !SameShape(concat->operand(0), concat)) return nullptr;
  return concat->mutable_operand(0);
}

// concatenate(x, empty, y) -> concatenate(x, y): operands with no elements
// along the concatenated dimension add nothing (one is kept if all are).
absl::StatusOr<HloInstruction*> DropEmptyConcatOperands(HloInstruction* concat,
                                                        Rewriter& rewriter) {
  const int64_t dimension = concat->dimensions(0);
  std::vector<HloInstruction*> kept;
  for (HloInstruction* operand : concat->operands()) {
    if (operand->shape().dimensions(dimension) != 0) kept.push_back(operand);
  }
  if (kept.empty()) kept.push_back(concat->mutable_operand(0));
  if (kept.size() == static_cast<size_t>(concat->operand_count())) return nullptr;
  return rewriter.Concatenate(kept, dimension);
}

}  // namespace

void AddSliceRules(RuleTable& table) {
  table.Add(HloOpcode::kSlice, "slice(x, full) -> x", FullSlice);
  table.Add(HloOpcode::kSlice, "slice(slice(x)) -> slice(x)", SliceOfSlice);
  table.Add(HloOpcode::kPad, "pad(x, no padding) -> x", NoPadding);
  table.Add(HloOpcode::kPad, "pad(x, negative edges) -> slice(x)", PadThatCuts);
  table.Add(HloOpcode::kConcatenate, "concatenate(x) -> x", SingleOperandConcat);
  table.Add(HloOpcode::kConcatenate, "concatenate(.., empty, ..) -> concatenate(..)",
            DropEmptyConcatOperands);
}

}  // namespace xla::algsimp
