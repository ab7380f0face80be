// compare, with the interpreter's semantics (axle/eval/elementwise_ops_compare.cc):
// direction EQ NE LT LE GT GE in the order of a comparison type, from the
// attribute or the element type's default (floating and complex: FLOAT;
// signed: SIGNED; unsigned and pred: UNSIGNED):
//   FLOAT       IEEE on floats (NaN is unordered: only NE holds); integers
//               and pred in their own order; complex: EQ and NE only
//   TOTALORDER  floats by the sign-magnitude bits read as a signed integer
//               (-NaN < -inf < ... < -0 < +0 < ... < inf < +NaN); integers
//               and pred in their own order; not for complex
//   SIGNED / UNSIGNED  integers read as signed / unsigned; pred false < true;
//               not for floating or complex types
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;
using Predicate = llvm::CmpInst::Predicate;

ComparisonType DefaultComparisonType(PrimitiveType type) {
  if (primitive_util::IsFloatingPointType(type) || primitive_util::IsComplexType(type)) {
    return ComparisonType::kFloat;
  }
  return primitive_util::IsSignedIntegralType(type) ? ComparisonType::kSigned
                                                    : ComparisonType::kUnsigned;
}

// The LLVM predicates of each direction on floats (ordered, but NE is
// unordered: NaN != x), signed and unsigned integers.
struct Predicates {
  Predicate real, signed_int, unsigned_int;
};
constexpr Predicates kPredicates[] = {
    // In ComparisonDirection's order: EQ NE GE GT LE LT.
    {Predicate::FCMP_OEQ, Predicate::ICMP_EQ, Predicate::ICMP_EQ},
    {Predicate::FCMP_UNE, Predicate::ICMP_NE, Predicate::ICMP_NE},
    {Predicate::FCMP_OGE, Predicate::ICMP_SGE, Predicate::ICMP_UGE},
    {Predicate::FCMP_OGT, Predicate::ICMP_SGT, Predicate::ICMP_UGT},
    {Predicate::FCMP_OLE, Predicate::ICMP_SLE, Predicate::ICMP_ULE},
    {Predicate::FCMP_OLT, Predicate::ICMP_SLT, Predicate::ICMP_ULT},
};
static_assert(static_cast<int>(ComparisonDirection::kEq) == 0 &&
              static_cast<int>(ComparisonDirection::kGe) == 2 &&
              static_cast<int>(ComparisonDirection::kLt) == 5);

const Predicates& PredicatesFor(ComparisonDirection direction) {
  return kPredicates[static_cast<int>(direction)];
}
Predicate IntPredicate(ComparisonDirection direction, bool is_signed) {
  return is_signed ? PredicatesFor(direction).signed_int : PredicatesFor(direction).unsigned_int;
}

// A float's bits as a signed integer whose order is the total order: flip
// the magnitude bits of negative values. (f16/bf16 use their own bits: the
// interpreter's keys of their exact f32 values order the same way.)
Value* TotalOrderKey(Value* x, llvm::IRBuilder<>& b) {
  Value* bits = b.CreateBitCast(x, b.getIntNTy(x->getType()->getPrimitiveSizeInBits()));
  llvm::IntegerType* type = llvm::cast<llvm::IntegerType>(bits->getType());
  Value* magnitude_mask = b.getInt(llvm::APInt::getSignedMaxValue(type->getBitWidth()));
  Value* negative = b.CreateICmpSLT(bits, llvm::ConstantInt::get(type, 0));
  return b.CreateSelect(negative, b.CreateXor(bits, magnitude_mask), bits);
}

absl::StatusOr<Value*> EmitCompare(ElementalEmitter& e, const HloInstruction& instruction,
                                   const IrIndex& index) {
  const PrimitiveType type = instruction.operand(0)->shape().element_type();
  const HloAttributes& attributes = instruction.attributes();
  const ComparisonDirection direction = attributes.comparison_direction;
  const ComparisonType comparison =
      attributes.comparison_type.value_or(DefaultComparisonType(type));
  const bool floating = primitive_util::IsFloatingPointType(type);
  const bool complex = primitive_util::IsComplexType(type);
  const bool integer_order =
      comparison == ComparisonType::kSigned || comparison == ComparisonType::kUnsigned;
  if ((integer_order && (floating || complex)) ||
      (complex && comparison == ComparisonType::kFloatTotalOrder)) {
    return InvalidArgument("compare ", instruction.name(),
                           ": the comparison type does not apply to element type ",
                           PrimitiveType_Name(type));
  }
  if (complex && direction != ComparisonDirection::kEq && direction != ComparisonDirection::kNe) {
    return InvalidArgument("compare ", instruction.name(), ": element type ",
                           PrimitiveType_Name(type), " has no order; only EQ and NE apply");
  }
  ASSIGN_OR_RETURN(std::vector<Value*> v, EmitElementwiseOperands(e, instruction, index));
  llvm::IRBuilder<>& b = e.b();
  if (complex) {  // (a == b) is both parts equal; != is its negation
    Value* equal = b.CreateAnd(b.CreateFCmpOEQ(RealPart(v[0], b), RealPart(v[1], b)),
                               b.CreateFCmpOEQ(ImagPart(v[0], b), ImagPart(v[1], b)));
    return direction == ComparisonDirection::kEq ? equal : b.CreateNot(equal);
  }
  if (floating && comparison == ComparisonType::kFloatTotalOrder) {
    // Narrow floats order as their f32 values (their bits need not: fnuz NaN
    // is 0x80, f4e2m1fn has its sign in bit 3, f8e8m0fnu has none).
    if (primitive_util::IsNarrowFloatType(type)) {
      for (Value*& x : v) x = ExtendToF32(x, type, b);
    }
    return b.CreateICmp(IntPredicate(direction, /*is_signed=*/true), TotalOrderKey(v[0], b),
                        TotalOrderKey(v[1], b));
  }
  if (floating) {
    return InComputeType(e, type, v, [&](absl::Span<Value* const> w) {
      return b.CreateFCmp(PredicatesFor(direction).real, w[0], w[1]);
    });
  }
  // Integers in the order the comparison type names (FLOAT and TOTALORDER:
  // their own); pred (i1) is false < true, an unsigned order.
  bool is_signed = primitive_util::IsSignedIntegralType(type);
  if (comparison == ComparisonType::kSigned) is_signed = true;
  if (comparison == ComparisonType::kUnsigned) is_signed = false;
  if (type == PRED) is_signed = false;
  return b.CreateICmp(IntPredicate(direction, is_signed), v[0], v[1]);
}

}  // namespace

void RegisterElementalCompareOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kCompare, EmitCompare);
}

}  // namespace xla::cpu
