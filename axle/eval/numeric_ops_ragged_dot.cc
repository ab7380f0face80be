// ragged-dot(lhs, rhs, group_sizes): a dot whose lhs ragged dimension is cut
// into consecutive groups (group g has group_sizes[g] entries; entries past
// the last group belong to none). Three modes, by the kind of that dimension:
//   non-contracting: row i of group g multiplies rhs[g] (rhs_group_dims picks
//     g; that dimension is not in the result); rows in no group give 0.
//   contracting: result[g] is the dot over group g's part of the contraction
//     only (an empty group gives 0); the result has the group dimension first.
//   batch: an ordinary dot.
// group_sizes may have leading dimensions: one set of groups per index of the
// lhs dimensions before the ragged one (non-contracting mode).
// Sums accumulate as dot's do (numeric_ops_util.h).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace numeric {
namespace {

bool Contains(absl::Span<const int64_t> list, int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

int64_t IndexOf(absl::Span<const int64_t> list, int64_t value) {
  return std::find(list.begin(), list.end(), value) - list.begin();
}

// Coordinate `position` of the row-major linear index `linear` over `sizes`.
int64_t Coordinate(int64_t linear, absl::Span<const int64_t> strides,
                   absl::Span<const int64_t> sizes, size_t position) {
  return (linear / strides[position]) % sizes[position];
}

struct Plan {
  // The result index space (as dot's: batch, lhs free, rhs free; contracting
  // mode puts the group first) and each output's offsets into lhs and rhs.
  ContractionSpace space;
  // Per output position: the group, or -1 for none (contracting mode: the
  // group whose part of the contraction it sums).
  std::vector<int64_t> group;
  // Contracting mode: each contraction step's coordinate along the ragged
  // dimension.
  std::vector<int64_t> k_ragged;
  std::vector<int64_t> group_start, group_end;  // contracting mode, per group
};

absl::StatusOr<Plan> MakePlan(const HloInstruction& instruction, const Shape& ls,
                              const Shape& rs, const Literal& sizes) {
  const HloAttributes& attrs = instruction.attributes();
  const DotDimensionNumbers& dnums = attrs.dot_dimension_numbers;
  const int64_t ragged = attrs.lhs_ragged_dimensions[0];
  const bool contracting = Contains(dnums.lhs_contracting_dimensions(), ragged);
  const bool batch = Contains(dnums.lhs_batch_dimensions(), ragged);
  const int64_t group_dim = attrs.rhs_group_dimensions.empty() ? -1 : attrs.rhs_group_dimensions[0];
  const int64_t groups = sizes.shape().dimensions(sizes.shape().rank() - 1);
  // Contracting mode puts the group first in the result.
  const std::vector<int64_t> leading_sizes =
      contracting ? std::vector<int64_t>{groups} : std::vector<int64_t>{};
  Plan plan;
  plan.space = MakeContractionSpace(ls, rs, dnums, leading_sizes, group_dim);
  const std::vector<int64_t>& k_sizes = plan.space.k_sizes;
  const std::vector<int64_t>& lhs_position = plan.space.lhs_position;
  const int64_t outputs = Product(plan.space.out_sizes);
  const std::vector<int64_t> out_strides = Strides(plan.space.out_sizes);
  const std::string op = OpName(instruction);

  if (batch) {
    plan.group.assign(outputs, 0);
    return plan;
  }
  if (contracting) {
    if (sizes.shape().rank() != 1) {
      return InvalidArgument(op, ": group_sizes must be a vector when the ragged dimension is a "
                             "contracting one, is ", sizes.shape().ToString());
    }
    int64_t start = 0;
    for (int64_t g = 0; g < groups; ++g) {
      const int64_t size = sizes.GetIntegralAsS64({g}).value_or(0);
      plan.group_start.push_back(start);
      start += std::max<int64_t>(size, 0);
      plan.group_end.push_back(start);
    }
    const size_t k_position = IndexOf(dnums.lhs_contracting_dimensions(), ragged);
    const std::vector<int64_t> k_strides = Strides(k_sizes);
    for (int64_t k = 0; k < Product(k_sizes); ++k) {
      plan.k_ragged.push_back(Coordinate(k, k_strides, k_sizes, k_position));
    }
    plan.group.resize(outputs);
    for (int64_t i = 0; i < outputs; ++i) {
      plan.group[i] = Coordinate(i, out_strides, plan.space.out_sizes, 0);
    }
    return plan;
  }
  // Non-contracting: each output's group from the running sum of the sizes
  // that apply to it (its prefix of lhs dimensions before the ragged one).
  const int64_t prefix_rank = sizes.shape().rank() - 1;
  if (prefix_rank > ragged) {
    return InvalidArgument(op, ": group_sizes ", sizes.shape().ToString(), " has more leading "
                           "dimensions than the lhs has before its ragged dimension ", ragged);
  }
  const int64_t first_prefix_dim = ragged - prefix_rank;
  for (int64_t d = first_prefix_dim; d < ragged; ++d) {
    if (lhs_position[d] < 0 || ls.dimensions(d) != sizes.shape().dimensions(d - first_prefix_dim)) {
      return InvalidArgument(op, ": leading dimension ", d - first_prefix_dim, " of group_sizes ",
                             sizes.shape().ToString(), " must match non-contracting lhs dimension ",
                             d);
    }
  }
  const std::vector<int64_t> size_strides = Strides(sizes.shape().dimensions());
  const int64_t group_stride = Strides(rs.dimensions())[group_dim];
  plan.group.resize(outputs);
  for (int64_t i = 0; i < outputs; ++i) {
    int64_t base = 0;
    for (int64_t d = first_prefix_dim; d < ragged; ++d) {
      base += Coordinate(i, out_strides, plan.space.out_sizes, lhs_position[d]) *
              size_strides[d - first_prefix_dim];
    }
    const int64_t row = Coordinate(i, out_strides, plan.space.out_sizes, lhs_position[ragged]);
    int64_t g = 0, end = 0;
    for (; g < groups; ++g) {
      end += std::max<int64_t>(
          sizes.GetLinear<int64_t>(base + g * size_strides[prefix_rank]), 0);
      if (row < end) break;
    }
    plan.group[i] = g < groups ? g : -1;
    plan.space.rhs_out[i] += g < groups ? g * group_stride : 0;
  }
  return plan;
}

template <typename T>
void RaggedDotKernel(const Literal& lhs, const Literal& rhs, const Plan& plan, bool contracting,
                     Literal& result) {
  using Acc = Accumulator<T>;
  absl::Span<const T> a = lhs.data<T>();
  absl::Span<const T> b = rhs.data<T>();
  absl::Span<T> out = result.data<T>();
  for (size_t i = 0; i < out.size(); ++i) {
    typename Acc::type sum = Acc::From(T(0));
    const int64_t g = plan.group[i];
    // An empty contraction sums nothing (and a zero-element operand may
    // have no data to point into).
    if (g >= 0 && !plan.space.lhs_k.empty()) {
      const T* a_base = a.data() + plan.space.lhs_out[i];
      const T* b_base = b.data() + plan.space.rhs_out[i];
      for (size_t k = 0; k < plan.space.lhs_k.size(); ++k) {
        if (contracting &&
            (plan.k_ragged[k] < plan.group_start[g] || plan.k_ragged[k] >= plan.group_end[g])) {
          continue;
        }
        sum = Acc::Add(sum, Acc::Mul(Acc::From(a_base[plan.space.lhs_k[k]]),
                                     Acc::From(b_base[plan.space.rhs_k[k]])));
      }
    }
    out[i] = Acc::To(sum);
  }
}

absl::StatusOr<Literal> EvaluateRaggedDot(const HloInstruction& instruction, Operands operands,
                                          EvalContext&) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const PrimitiveType type = instruction.shape().element_type();
  ASSIGN_OR_RETURN(Literal lhs, RowMajorAs(instruction, *operands[0], type));
  ASSIGN_OR_RETURN(Literal rhs, RowMajorAs(instruction, *operands[1], type));
  ASSIGN_OR_RETURN(Literal sizes, RowMajorAs(instruction, *operands[2], S64));
  ASSIGN_OR_RETURN(Plan plan, MakePlan(instruction, lhs.shape(), rhs.shape(), sizes));
  const bool contracting =
      Contains(instruction.attributes().dot_dimension_numbers.lhs_contracting_dimensions(),
               instruction.attributes().lhs_ragged_dimensions[0]);
  ASSIGN_OR_RETURN(Literal result, NewArray(type, plan.space.out_sizes));
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    RaggedDotKernel<T>(lhs, rhs, plan, contracting, result);
  });
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterRaggedDotOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kRaggedDot, EvaluateRaggedDot);
}

}  // namespace numeric
}  // namespace xla
