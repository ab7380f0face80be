// Data-movement ops that do nothing, and chains of them that merge: reshape,
// transpose, broadcast, reverse, convert, copy, bitcast. (slice, pad and
// concatenate are in slice_rules.cc.)
#include <algorithm>
#include <cstring>
#include <vector>

#include "axle/literal/literal.h"
#include "axle/passes/algsimp/match.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"
#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {
namespace {

bool IsSorted(absl::Span<const int64_t> dimensions) {
  return std::is_sorted(dimensions.begin(), dimensions.end());
}

// reshape(x) -> x, transpose(x, {0,1,..}) -> x, copy(x) -> x,
// bitcast(x) -> x, convert(x) -> x, broadcast(x, {0,1,..}) -> x: when the
// result has x's shape (for copy and bitcast the pass also requires x's
// layout) and the op moves no element.
absl::StatusOr<HloInstruction*> NoOp(HloInstruction* op, Rewriter&) {
  if (!SameShape(op->operand(0), op)) return nullptr;
  if ((op->opcode() == HloOpcode::kTranspose || op->opcode() == HloOpcode::kBroadcast) &&
      !IsIdentityPermutation(op->dimensions())) {
    return nullptr;
  }
  return op->mutable_operand(0);
}

// reshape(reshape(x)) -> reshape(x)
absl::StatusOr<HloInstruction*> ReshapeOfReshape(HloInstruction* reshape, Rewriter& rewriter) {
  HloInstruction* inner = reshape->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kReshape) return nullptr;
  return rewriter.Reshape(inner->mutable_operand(0), reshape->shape().dimensions());
}

// reshape(broadcast(scalar)) -> broadcast(scalar)
absl::StatusOr<HloInstruction*> ReshapeOfScalarBroadcast(HloInstruction* reshape,
                                                         Rewriter& rewriter) {
  HloInstruction* inner = reshape->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kBroadcast || inner->operand(0)->shape().rank() != 0) {
    return nullptr;
  }
  return rewriter.Broadcast(inner->mutable_operand(0), reshape->shape().dimensions(), {});
}

// transpose(transpose(x, q), p) -> transpose(x, q o p), or x
absl::StatusOr<HloInstruction*> TransposeOfTranspose(HloInstruction* transpose,
                                                     Rewriter& rewriter) {
  HloInstruction* inner = transpose->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kTranspose) return nullptr;
  std::vector<int64_t> permutation;
  for (int64_t d : transpose->dimensions()) permutation.push_back(inner->dimensions(d));
  return rewriter.Transpose(inner->mutable_operand(0), permutation);
}

// transpose(broadcast(x)) -> broadcast(x) with the dimensions permuted, when
// they stay in increasing order (x's own dimensions keep their order).
absl::StatusOr<HloInstruction*> TransposeOfBroadcast(HloInstruction* transpose,
                                                     Rewriter& rewriter) {
  HloInstruction* broadcast = transpose->mutable_operand(0);
  if (broadcast->opcode() != HloOpcode::kBroadcast) return nullptr;
  std::vector<int64_t> inverse(transpose->dimensions().size());
  for (size_t j = 0; j < inverse.size(); ++j) inverse[transpose->dimensions(j)] = j;
  std::vector<int64_t> dimensions;
  for (int64_t d : broadcast->dimensions()) dimensions.push_back(inverse[d]);
  if (!IsSorted(dimensions)) return nullptr;
  return rewriter.Broadcast(broadcast->mutable_operand(0), transpose->shape().dimensions(),
                            dimensions);
}

// broadcast(broadcast(x)) -> broadcast(x)
absl::StatusOr<HloInstruction*> BroadcastOfBroadcast(HloInstruction* broadcast,
                                                     Rewriter& rewriter) {
  HloInstruction* inner = broadcast->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kBroadcast) return nullptr;
  std::vector<int64_t> dimensions;
  for (int64_t d : inner->dimensions()) dimensions.push_back(broadcast->dimensions(d));
  return rewriter.Broadcast(inner->mutable_operand(0), broadcast->shape().dimensions(),
                            dimensions);
}

// broadcast(reshape(x)) -> broadcast(x) when the reshape only inserts
// dimensions of size 1: x's dimensions are the reshape's in order, with 1s
// between them.
absl::StatusOr<HloInstruction*> BroadcastOfDegenerateReshape(HloInstruction* broadcast,
                                                             Rewriter& rewriter) {
  HloInstruction* reshape = broadcast->mutable_operand(0);
  if (reshape->opcode() != HloOpcode::kReshape) return nullptr;
  absl::Span<const int64_t> from = reshape->operand(0)->shape().dimensions();
  absl::Span<const int64_t> to = reshape->shape().dimensions();
  std::vector<int64_t> dimensions;
  size_t j = 0;
  for (int64_t size : from) {
    while (j < to.size() && to[j] != size && to[j] == 1) ++j;
    if (j == to.size() || to[j] != size) return nullptr;
    dimensions.push_back(broadcast->dimensions(j++));
  }
  for (; j < to.size(); ++j) {
    if (to[j] != 1) return nullptr;
  }
  return rewriter.Broadcast(reshape->mutable_operand(0), broadcast->shape().dimensions(),
                            dimensions);
}

// reverse(x, dims) -> x when every reversed dimension has size 1 (or none is
// reversed).
absl::StatusOr<HloInstruction*> TrivialReverse(HloInstruction* reverse, Rewriter&) {
  for (int64_t d : reverse->dimensions()) {
    if (reverse->shape().dimensions(d) != 1) return nullptr;
  }
  return reverse->mutable_operand(0);
}

// reverse(reverse(x, a), b) -> reverse(x, a xor b), or x
absl::StatusOr<HloInstruction*> ReverseOfReverse(HloInstruction* reverse, Rewriter& rewriter) {
  HloInstruction* inner = reverse->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kReverse) return nullptr;
  std::vector<int64_t> dimensions;
  for (int64_t d = 0; d < reverse->shape().rank(); ++d) {
    auto has = [d](const HloInstruction* r) {
      return std::count(r->dimensions().begin(), r->dimensions().end(), d) % 2 == 1;
    };
    if (has(reverse) != has(inner)) dimensions.push_back(d);
  }
  return rewriter.Reverse(inner->mutable_operand(0), dimensions);
}

// Bits of magnitude an integral or pred type needs (the sign aside).
int MagnitudeBits(PrimitiveType type) {
  if (type == PRED) return 1;
  const int bits = primitive_util::BitWidth(type);
  return primitive_util::IsSignedIntegralType(type) ? bits - 1 : bits;
}

// Every value of `from` is exactly a value of `to`, and converting back gives
// it again. `from` integral or pred: `to` a wider integer that keeps the sign,
// or a float with enough significand. `from` floating: a wider float (only
// a signalling NaN's payload could change, as in any float operation).
// Types with at most 256 values (8-bit and narrower integers, the narrow
// floats): every value of `from` converted to `to` and back, compared bit for
// bit. The width rules miss the narrow floats' biases, missing inf and -0,
// and f8e8m0fnu's missing zero.
bool ConvertsExactlyByTrial(PrimitiveType from, PrimitiveType to) {
  Literal values(ShapeUtil::MakeShape(from, {256}));
  PrimitiveTypeSwitch(from, [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<T> out = values.data<T>();
    for (int i = 0; i < 256; ++i) {
      if constexpr (kIsNarrowFloat<T>) {
        out[i] = T::FromBits(static_cast<uint8_t>(i & ((1 << T::format.total_bits()) - 1)));
      } else if constexpr (kIsInteger<T>) {
        out[i] = T(i);  // wraps to the type's range
      } else {
        out[i] = T(i != 0);
      }
    }
  });
  absl::StatusOr<Literal> there = values.Convert(to);
  if (!there.ok()) return false;
  absl::StatusOr<Literal> back = there->Convert(from);
  return back.ok() && std::memcmp(back->untyped_data(), values.untyped_data(),
                                  static_cast<size_t>(values.size_bytes())) == 0;
}

bool ConvertsExactly(PrimitiveType from, PrimitiveType to) {
  if (from == to) return true;
  const bool narrow_from = primitive_util::IsNarrowFloatType(from) ||
                           (IsIntegralOrPred(from) && primitive_util::BitWidth(from) <= 8);
  if (narrow_from && (primitive_util::IsNarrowFloatType(from) ||
                      primitive_util::IsNarrowFloatType(to) ||
                      primitive_util::IsSubByteIntegralType(from) ||
                      primitive_util::IsSubByteIntegralType(to))) {
    return ConvertsExactlyByTrial(from, to);
  }
  if (IsIntegralOrPred(from)) {
    if (from == PRED) return to != PRED;
    if (primitive_util::IsIntegralType(to)) {
      return primitive_util::BitWidth(to) > primitive_util::BitWidth(from) &&
             (primitive_util::IsSignedIntegralType(to) ||
              primitive_util::IsUnsignedIntegralType(from));
    }
    if (to == PRED) return false;
    return primitive_util::SignificandWidth(to) + 1 >= MagnitudeBits(from);
  }
  if (!primitive_util::IsFloatingPointType(from) || !primitive_util::IsFloatingPointType(to)) {
    return false;
  }
  return primitive_util::SignificandWidth(to) >= primitive_util::SignificandWidth(from) &&
         primitive_util::ExponentWidth(to) >= primitive_util::ExponentWidth(from);
}

// convert(convert(x: A -> B) -> A) -> x when B holds every value of A;
// convert(convert(x: A -> B) -> C) -> convert(x -> C) when A is integral or
// pred and B an integer holding all of A (integer to anything converts the
// value, which B kept; float to integer would saturate instead of wrapping).
absl::StatusOr<HloInstruction*> ConvertOfConvert(HloInstruction* convert, Rewriter& rewriter) {
  HloInstruction* inner = convert->mutable_operand(0);
  if (inner->opcode() != HloOpcode::kConvert) return nullptr;
  HloInstruction* x = inner->mutable_operand(0);
  const PrimitiveType a = x->shape().element_type();
  const PrimitiveType b = inner->shape().element_type();
  const PrimitiveType c = convert->shape().element_type();
  if (!ConvertsExactly(a, b)) return nullptr;
  if (a == c) return x;
  if (!IsIntegralOrPred(a) || !primitive_util::IsIntegralType(b)) return nullptr;
  return rewriter.Convert(x, c);
}

}  // namespace

void AddShapeRules(RuleTable& table) {
  using enum HloOpcode;
  table.Add({kReshape, kTranspose, kBroadcast, kCopy, kBitcast, kConvert}, "op(x) -> x (no-op)",
            NoOp);
  table.Add(kReshape, "reshape(reshape(x)) -> reshape(x)", ReshapeOfReshape);
  table.Add(kReshape, "reshape(broadcast(scalar)) -> broadcast(scalar)",
            ReshapeOfScalarBroadcast);
  table.Add(kTranspose, "transpose(transpose(x)) -> transpose(x)", TransposeOfTranspose);
  table.Add(kTranspose, "transpose(broadcast(x)) -> broadcast(x)", TransposeOfBroadcast);
  table.Add(kBroadcast, "broadcast(broadcast(x)) -> broadcast(x)", BroadcastOfBroadcast);
  table.Add(kBroadcast, "broadcast(reshape(x)) -> broadcast(x)", BroadcastOfDegenerateReshape);
  table.Add(kReverse, "reverse(x, size-1 dims) -> x", TrivialReverse);
  table.Add(kReverse, "reverse(reverse(x)) -> reverse(x)", ReverseOfReverse);
  table.Add(kConvert, "convert(convert(x)) -> convert(x)", ConvertOfConvert);
}

}  // namespace xla::algsimp
