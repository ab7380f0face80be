// convert, bitcast-convert and reduce-precision, with the interpreter's
// semantics (axle/literal/convert_element.h, axle/eval/elementwise_ops_convert.cc):
//   convert: float -> int truncates and saturates, NaN -> 0; int -> int
//     wraps; x -> pred is x != 0 (NaN -> true); pred -> x is 0 or 1;
//     real -> complex has imaginary part 0; complex -> real is an error;
//     -> f16/bf16 rounds to nearest even once (f64 and 64-bit integers go
//     through f32 rounded to odd).
//   bitcast-convert: the same bytes read as another type; across widths the
//     minor dimension splits or joins them, least significant first.
//   reduce-precision: XLA's rounding on the bits (see EmitReducePrecision).
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {
namespace {

using Value = llvm::Value;
using Builder = llvm::IRBuilder<>;

absl::StatusOr<Value*> EmitConvert(ElementalEmitter& e, const HloInstruction& instruction,
                                   const IrIndex& index) {
  const PrimitiveType from = instruction.operand(0)->shape().element_type();
  const PrimitiveType to = instruction.shape().element_type();
  if (!primitive_util::IsArrayType(to)) return UnsupportedElementType(instruction, to);
  const bool from_complex = primitive_util::IsComplexType(from);
  const bool to_complex = primitive_util::IsComplexType(to);
  if (from_complex && !to_complex && to != PRED) {
    return InvalidArgument("convert ", instruction.name(), ": cannot convert ",
                           PrimitiveType_Name(from), " to the real type ", PrimitiveType_Name(to),
                           " (use real or imag)");
  }
  ASSIGN_OR_RETURN(Value* x, EmitElementwiseOperand(e, instruction, 0, index));
  return ConvertValue(x, from, to, e.b());
}

}  // namespace

Value* ElementTypeBits(Value* x, PrimitiveType type, Builder& b) {
  const int bits = primitive_util::BitWidth(type);
  if (type == PRED) return b.CreateZExt(x, b.getInt8Ty());
  if (primitive_util::IsComplexType(type)) {
    llvm::Type* whole = b.getIntNTy(bits);
    llvm::Type* half = b.getIntNTy(bits / 2);
    Value* re = b.CreateZExt(b.CreateBitCast(RealPart(x, b), half), whole);
    Value* im = b.CreateZExt(b.CreateBitCast(ImagPart(x, b), half), whole);
    return b.CreateOr(re, b.CreateShl(im, bits / 2));
  }
  // Sub-byte integers are iN; narrow floats are their bits in i8 (f4e2m1fn: the low 4).
  if (x->getType()->isIntegerTy()) return b.CreateZExtOrTrunc(x, b.getIntNTy(bits));
  return b.CreateBitCast(x, b.getIntNTy(bits));
}

Value* ElementOfTypeFromBits(Value* bits, PrimitiveType type, Builder& b) {
  if (type == PRED) return b.CreateICmpNE(bits, b.getInt8(0));  // only 0 and 1 are bools
  if (primitive_util::IsComplexType(type)) {
    const int width = primitive_util::BitWidth(type);
    llvm::Type* half = b.getIntNTy(width / 2);
    llvm::Type* part = ValueType(primitive_util::ComplexComponentType(type), b.getContext());
    Value* re = b.CreateBitCast(b.CreateTrunc(bits, half), part);
    Value* im = b.CreateBitCast(b.CreateTrunc(b.CreateLShr(bits, width / 2), half), part);
    return MakeComplex(re, im, type, b);
  }
  llvm::Type* value_type = ValueType(type, b.getContext());
  if (value_type->isIntegerTy()) return b.CreateZExtOrTrunc(bits, value_type);
  return b.CreateBitCast(bits, value_type);
}

namespace {

absl::StatusOr<Value*> EmitBitcastConvert(ElementalEmitter& e, const HloInstruction& instruction,
                                          const IrIndex& index) {
  const PrimitiveType from = instruction.operand(0)->shape().element_type();
  const PrimitiveType to = instruction.shape().element_type();
  if (!primitive_util::IsArrayType(to)) return UnsupportedElementType(instruction, to);
  const int in_bits = primitive_util::BitWidth(from);
  const int out_bits = primitive_util::BitWidth(to);
  Builder& b = e.b();
  if (in_bits == out_bits) {
    ASSIGN_OR_RETURN(Value* x, e.EmitOperand(instruction, 0, index));
    return ElementOfTypeFromBits(ElementTypeBits(x, from, b), to, b);
  }
  std::vector<Value*> outer(index.multidim.begin(), index.multidim.end());
  if (in_bits > out_bits) {  // result element [..., j] is piece j of operand element [...]
    Value* piece = outer.back();
    outer.pop_back();
    ASSIGN_OR_RETURN(Value* x, e.EmitOperand(instruction, 0, IrIndex::Multidim(outer)));
    Value* bits = ElementTypeBits(x, from, b);
    Value* shift = b.CreateMul(b.CreateZExtOrTrunc(piece, bits->getType()),
                               llvm::ConstantInt::get(bits->getType(), out_bits));
    return ElementOfTypeFromBits(b.CreateTrunc(b.CreateLShr(bits, shift), b.getIntNTy(out_bits)), to, b);
  }
  // Result element [...] joins operand elements [..., 0..ratio).
  Value* joined = b.getIntN(out_bits, 0);
  for (int k = 0; k < out_bits / in_bits; ++k) {
    std::vector<Value*> operand_index = outer;
    operand_index.push_back(b.getInt64(k));
    ASSIGN_OR_RETURN(Value* x,
                     e.EmitOperand(instruction, 0, IrIndex::Multidim(std::move(operand_index))));
    Value* bits = b.CreateZExt(ElementTypeBits(x, from, b), joined->getType());
    joined = b.CreateOr(joined, b.CreateShl(bits, k * in_bits));
  }
  return ElementOfTypeFromBits(joined, to, b);
}

// XLA's reduce-precision on the bits of one element (of the element type
// itself, f16/bf16 included): round the mantissa to `mantissa_bits`
// (nearest, ties to even), then send exponents beyond the reduced range to
// +-inf and below it (denormals included) to +-0. NaN stays unchanged, or
// becomes +inf when no mantissa bits are left. (The verifier has checked
// exponent_bits >= 1 and mantissa_bits >= 0.)
absl::StatusOr<Value*> EmitReducePrecision(ElementalEmitter& e, const HloInstruction& instruction,
                                           const IrIndex& index) {
  const PrimitiveType type = instruction.operand(0)->shape().element_type();
  if (!primitive_util::IsFloatingPointType(type)) return UnsupportedElementType(instruction, type);
  const int64_t exponent_bits = instruction.attributes().exponent_bits;
  const int64_t mantissa_bits = instruction.attributes().mantissa_bits;
  ASSIGN_OR_RETURN(Value* x, EmitElementwiseOperand(e, instruction, 0, index));
  Builder& b = e.b();
  // Narrow floats reduce their exact f32 value and round back (as the interpreter).
  const bool narrow = primitive_util::IsNarrowFloatType(type);
  if (narrow) x = ExtendToF32(x, type, b);
  const PrimitiveType bits_type = narrow ? F32 : type;
  const int width = primitive_util::BitWidth(bits_type);
  const int src_mantissa_bits = primitive_util::SignificandWidth(bits_type);
  const int src_exponent_bits = width - 1 - src_mantissa_bits;
  auto constant = [&](uint64_t value) { return b.getIntN(width, value); };
  const uint64_t sign_mask = uint64_t{1} << (width - 1);
  const uint64_t exponent_mask = ((uint64_t{1} << src_exponent_bits) - 1) << src_mantissa_bits;
  Value* bits = b.CreateBitCast(x, b.getIntNTy(width));
  Value* is_nan = b.CreateICmpUGT(b.CreateAnd(bits, constant(~sign_mask)), constant(exponent_mask));
  if (mantissa_bits < src_mantissa_bits) {
    const int dropped = src_mantissa_bits - static_cast<int>(mantissa_bits);
    const uint64_t last_kept_bit = uint64_t{1} << dropped;
    const uint64_t base_bias = (last_kept_bit >> 1) - 1;
    Value* bias = b.CreateAdd(b.CreateLShr(b.CreateAnd(bits, constant(last_kept_bit)), dropped),
                              constant(base_bias));
    bits = b.CreateAnd(b.CreateAdd(bits, bias), constant(~(last_kept_bit - 1)));
  }
  if (exponent_bits < src_exponent_bits) {
    const uint64_t exponent_bias = (uint64_t{1} << (src_exponent_bits - 1)) - 1;
    const uint64_t reduced_bias = (uint64_t{1} << (exponent_bits - 1)) - 1;
    const uint64_t max_exponent = (exponent_bias + reduced_bias) << src_mantissa_bits;
    const uint64_t min_exponent = (exponent_bias - reduced_bias) << src_mantissa_bits;
    Value* exponent = b.CreateAnd(bits, constant(exponent_mask));
    Value* signed_zero = b.CreateAnd(bits, constant(sign_mask));
    Value* in_range =
        b.CreateSelect(b.CreateICmpULE(exponent, constant(min_exponent)), signed_zero, bits);
    bits = b.CreateSelect(b.CreateICmpUGT(exponent, constant(max_exponent)),
                          b.CreateOr(signed_zero, constant(exponent_mask)), in_range);
  }
  Value* nan_result = mantissa_bits > 0 ? x : llvm::ConstantFP::getInfinity(x->getType());
  Value* result = b.CreateSelect(is_nan, nan_result, b.CreateBitCast(bits, x->getType()));
  return narrow ? RoundFloatTo(result, type, b) : result;
}

}  // namespace

void RegisterElementalConvertOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kConvert, EmitConvert);
  registry.Register(HloOpcode::kBitcastConvert, EmitBitcastConvert);
  registry.Register(HloOpcode::kReducePrecision, EmitReducePrecision);
}

}  // namespace xla::cpu
