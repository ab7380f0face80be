// reduce and dot: the cases that involve at most one element per result.
//
// reduce (eval/numeric_ops_reduce.cc) computes acc = init, then
// acc = to_apply(acc, x) for every reduced element. dot (numeric_ops_dot.cc)
// converts both operands to the result type and computes sum = 0, then
// sum += a * b in the accumulation type (float for f16 and bf16).
#include <algorithm>
#include <optional>
#include <vector>

#include "absl/algorithm/container.h"

#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"
#include "axle/shape/shape_util.h"

namespace xla::algsimp {
namespace {

// A reducer that is one binary op of its two parameters: to_apply(acc, x) is
// op(acc, x), or op(x, acc) when `swapped`.
struct SimpleReducer {
  HloOpcode opcode;
  bool swapped;
};

std::optional<SimpleReducer> MatchReducer(const HloComputation* reducer) {
  const HloInstruction* root = reducer->root_instruction();
  if (reducer->num_parameters() != 2 || root->operand_count() != 2 || !root->IsElementwise() ||
      !ShapeUtil::IsScalar(root->shape())) {
    return std::nullopt;
  }
  const HloInstruction* acc = reducer->parameter_instruction(0);
  const HloInstruction* x = reducer->parameter_instruction(1);
  if (root->operand(0) == acc && root->operand(1) == x) return SimpleReducer{root->opcode(), false};
  if (root->operand(0) == x && root->operand(1) == acc) return SimpleReducer{root->opcode(), true};
  return std::nullopt;
}

// A reduce of one array (not a variadic reduce).
bool IsSingleReduce(const HloInstruction* reduce) {
  return reduce->operand_count() == 2 && reduce->shape().IsArray();
}

// reduce(x, init) -> broadcast(init) when x has no elements: no reducer runs.
absl::StatusOr<HloInstruction*> ReduceOfEmpty(HloInstruction* reduce, Rewriter& rewriter) {
  if (!IsSingleReduce(reduce) || !ShapeUtil::IsZeroElementArray(reduce->operand(0)->shape())) {
    return nullptr;
  }
  return rewriter.Broadcast(reduce->mutable_operand(1), reduce->shape().dimensions(), {});
}

// reduce(x, init, dims of size 1) -> reshape(x) when to_apply is one op and
// init its exact identity (-0.0 for add: +0.0 + -0 would give +0): each
// result is to_apply(init, one element) = the element.
absl::StatusOr<HloInstruction*> ReduceOfOneElement(HloInstruction* reduce, Rewriter& rewriter) {
  if (!IsSingleReduce(reduce)) return nullptr;
  const Shape& shape = reduce->operand(0)->shape();
  if (ShapeUtil::ElementsIn(shape) != ShapeUtil::ElementsIn(reduce->shape())) return nullptr;
  std::optional<SimpleReducer> reducer = MatchReducer(reduce->to_apply());
  if (!reducer) return nullptr;
  // op(init, x) needs a left identity, op(x, init) a right one.
  std::optional<Literal> identity = reducer->swapped
                                        ? RightIdentity(reducer->opcode, shape.element_type())
                                        : LeftIdentity(reducer->opcode, shape.element_type());
  if (!HoldsValue(reduce->operand(1), identity)) return nullptr;
  return rewriter.Reshape(reduce->mutable_operand(0), reduce->shape().dimensions());
}

// Ops with op(op(a, s), s) == op(a, s): folding one value in twice is once.
bool IsIdempotent(HloOpcode opcode, PrimitiveType type) {
  switch (opcode) {
    case HloOpcode::kMaximum:
    case HloOpcode::kMinimum:
      return !primitive_util::IsComplexType(type);
    case HloOpcode::kAnd:
    case HloOpcode::kOr:
      return IsIntegralOrPred(type);
    case HloOpcode::kAdd:  // or for pred
    case HloOpcode::kMultiply:  // and for pred
      return type == PRED;
    default:
      return false;
  }
}

// reduce(broadcast(s), init) -> broadcast(op(init, s)) for idempotent ops
// (max, min, and, or), and -> broadcast(init + n*s) for integer add (both
// wrap around alike), n being the number of elements each result reduces.
absl::StatusOr<HloInstruction*> ReduceOfScalarBroadcast(HloInstruction* reduce,
                                                        Rewriter& rewriter) {
  if (!IsSingleReduce(reduce)) return nullptr;
  HloInstruction* broadcast = reduce->mutable_operand(0);
  if (broadcast->opcode() != HloOpcode::kBroadcast || broadcast->operand(0)->shape().rank() != 0) {
    return nullptr;
  }
  if (ShapeUtil::IsZeroElementArray(broadcast->shape())) return nullptr;
  const int64_t count =
      ShapeUtil::ElementsIn(broadcast->shape()) / ShapeUtil::ElementsIn(reduce->shape());
  std::optional<SimpleReducer> reducer = MatchReducer(reduce->to_apply());
  if (!reducer) return nullptr;
  const PrimitiveType type = reduce->shape().element_type();
  HloInstruction* value = broadcast->mutable_operand(0);
  HloInstruction* init = reduce->mutable_operand(1);
  if (reducer->opcode == HloOpcode::kAdd && primitive_util::IsIntegralType(type)) {
    if (count != 1) {
      ASSIGN_OR_RETURN(HloInstruction * n,
                       rewriter.Constant(*LiteralUtil::CreateR0<int64_t>(count).Convert(type)));
      ASSIGN_OR_RETURN(value, rewriter.Binary(HloOpcode::kMultiply, value, n));
    }
  } else if (!IsIdempotent(reducer->opcode, type)) {
    return nullptr;
  }
  ASSIGN_OR_RETURN(HloInstruction * folded,
                   reducer->swapped ? rewriter.Binary(reducer->opcode, value, init)
                                    : rewriter.Binary(reducer->opcode, init, value));
  return rewriter.Broadcast(folded, reduce->shape().dimensions(), {});
}

int64_t ContractedElements(const HloInstruction* dot) {
  int64_t count = 1;
  for (int64_t d : dot->attributes().dot_dimension_numbers.lhs_contracting_dimensions()) {
    count *= dot->operand(0)->shape().dimensions(d);
  }
  return count;
}

// dot(a, b) -> 0 when the contracting dimensions hold no element.
absl::StatusOr<HloInstruction*> DotOfEmpty(HloInstruction* dot, Rewriter& rewriter) {
  if (ContractedElements(dot) != 0 || ShapeUtil::IsZeroElementArray(dot->shape())) return nullptr;
  return rewriter.BroadcastScalar(LiteralUtil::Zero(dot->shape().element_type()), dot->shape());
}

// `operand` of a dot converted to the result type, with its (size-1)
// contracting dimensions dropped and the rest ordered batch, then free.
absl::StatusOr<HloInstruction*> BatchThenFree(HloInstruction* operand,
                                              absl::Span<const int64_t> batch,
                                              absl::Span<const int64_t> contracting,
                                              PrimitiveType type, Rewriter& rewriter) {
  // Dropping size-1 dimensions keeps the others' element order.
  std::vector<int64_t> kept_dims, kept_sizes;
  for (int64_t d = 0; d < operand->shape().rank(); ++d) {
    if (absl::c_linear_search(contracting, d)) continue;
    kept_dims.push_back(d);
    kept_sizes.push_back(operand->shape().dimensions(d));
  }
  auto position = [&](int64_t d) { return absl::c_find(kept_dims, d) - kept_dims.begin(); };
  std::vector<int64_t> permutation;
  for (int64_t d : batch) permutation.push_back(position(d));
  for (int64_t d : kept_dims) {
    if (!absl::c_linear_search(batch, d)) permutation.push_back(position(d));
  }
  ASSIGN_OR_RETURN(HloInstruction * converted, rewriter.Convert(operand, type));
  ASSIGN_OR_RETURN(HloInstruction * reshaped, rewriter.Reshape(converted, kept_sizes));
  return rewriter.Transpose(reshaped, permutation);
}

// dot(a, b) with one contracted element per result (contracting dimensions
// of size 1, or none) -> multiply(broadcast(a), broadcast(b)), plus +0.0 for
// floats (the dot's sum starts at +0, which turns a -0 product into +0).
// Not for f16/bf16: the dot rounds once from float, a multiply then an add
// would round the product first.
absl::StatusOr<HloInstruction*> DotOfOneElement(HloInstruction* dot, Rewriter& rewriter) {
  const PrimitiveType type = dot->shape().element_type();
  if (ContractedElements(dot) != 1 || type == F16 || type == BF16) return nullptr;
  const DotDimensionNumbers& dnums = dot->attributes().dot_dimension_numbers;
  ASSIGN_OR_RETURN(HloInstruction * lhs,
                   BatchThenFree(dot->mutable_operand(0), dnums.lhs_batch_dimensions(),
                                 dnums.lhs_contracting_dimensions(), type, rewriter));
  ASSIGN_OR_RETURN(HloInstruction * rhs,
                   BatchThenFree(dot->mutable_operand(1), dnums.rhs_batch_dimensions(),
                                 dnums.rhs_contracting_dimensions(), type, rewriter));
  const int64_t batch = dnums.lhs_batch_dimensions_size();
  const int64_t lhs_free = lhs->shape().rank() - batch;
  std::vector<int64_t> lhs_dims, rhs_dims;
  for (int64_t d = 0; d < lhs->shape().rank(); ++d) lhs_dims.push_back(d);
  for (int64_t d = 0; d < rhs->shape().rank(); ++d) rhs_dims.push_back(d < batch ? d : d + lhs_free);
  absl::Span<const int64_t> out = dot->shape().dimensions();
  ASSIGN_OR_RETURN(lhs, rewriter.Broadcast(lhs, out, lhs_dims));
  ASSIGN_OR_RETURN(rhs, rewriter.Broadcast(rhs, out, rhs_dims));
  ASSIGN_OR_RETURN(HloInstruction * product, rewriter.Binary(HloOpcode::kMultiply, lhs, rhs));
  if (IsIntegralOrPred(type)) return product;
  ASSIGN_OR_RETURN(HloInstruction * zero,
                   rewriter.BroadcastScalar(LiteralUtil::Zero(type), dot->shape()));
  return rewriter.Binary(HloOpcode::kAdd, product, zero);
}

}  // namespace

void AddReduceDotRules(RuleTable& table) {
  table.Add(HloOpcode::kReduce, "reduce(empty, init) -> broadcast(init)", ReduceOfEmpty);
  table.Add(HloOpcode::kReduce, "reduce(x, identity) over one element -> reshape(x)",
            ReduceOfOneElement);
  table.Add(HloOpcode::kReduce, "reduce(broadcast(s), init) -> broadcast(op(init, s))",
            ReduceOfScalarBroadcast);
  table.Add(HloOpcode::kDot, "dot(a, b) over no element -> 0", DotOfEmpty);
  table.Add(HloOpcode::kDot, "dot(a, b) over one element -> multiply", DotOfOneElement);
}

}  // namespace xla::algsimp
