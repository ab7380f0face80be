// Conversions: convert (XLA's value conversion, convert_element.h),
// bitcast-convert (the same bytes read as another type; across widths the
// minor dimension splits or joins the bytes in little-endian order, as XLA on
// x86) and reduce-precision (XLA's bit-level rounding).
#include <cstring>

#include "axle/eval/elementwise_kernels.h"
#include "axle/literal/convert_element.h"

namespace xla {
namespace elementwise {
namespace {

absl::StatusOr<Literal> EvaluateConvert(const HloInstruction& instruction, Operands operands,
                                        EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  const std::vector<int64_t> dimensions = ResultDimensions(instruction, operands);
  ASSIGN_OR_RETURN(ArrayOperands arrays, ArrayOperands::Make(instruction, operands, dimensions));
  const PrimitiveType from = arrays[0].shape().element_type();
  const PrimitiveType to = instruction.shape().element_type();
  if (!primitive_util::IsArrayType(to)) return UnsupportedType(instruction, to);
  if (primitive_util::IsComplexType(from) && !primitive_util::IsComplexType(to)) {
    return InvalidArgument("convert ", instruction.name(), ": cannot convert ",
                           PrimitiveType_Name(from), " to the real type ", PrimitiveType_Name(to),
                           " (use real or imag)");
  }
  ASSIGN_OR_RETURN(Literal result, MakeResult(instruction, to, dimensions));
  PrimitiveTypeSwitch(from, [&](auto from_tag) {
    using From = typename decltype(from_tag)::type;
    PrimitiveTypeSwitch(to, [&](auto to_tag) {
      using To = typename decltype(to_tag)::type;
      absl::Span<const From> in = arrays[0].data<From>();
      absl::Span<To> out = result.data<To>();
      for (size_t i = 0; i < out.size(); ++i) out[i] = ConvertElement<To>(in[i]);
    });
  });
  return FinishResult(instruction, std::move(result));
}

absl::StatusOr<Literal> EvaluateBitcastConvert(const HloInstruction& instruction,
                                               Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  const Literal& operand = *operands[0];
  if (!operand.shape().IsArray()) {
    return InvalidArgument("bitcast-convert ", instruction.name(),
                           ": operand must be an array but has shape ",
                           operand.shape().ToString());
  }
  // Row-major bytes of the operand are the row-major bytes of the result.
  ASSIGN_OR_RETURN(ArrayOperands arrays,
                   ArrayOperands::Make(instruction, operands, operand.shape().dimensions()));
  const PrimitiveType to = instruction.shape().element_type();
  if (!primitive_util::IsArrayType(to)) return UnsupportedType(instruction, to);
  ASSIGN_OR_RETURN(Literal result, MakeResult(instruction, to, instruction.shape().dimensions()));
  if (result.size_bytes() != arrays[0].size_bytes()) {
    return InvalidArgument("bitcast-convert ", instruction.name(), ": operand ",
                           operand.shape().ToString(), " has ", arrays[0].size_bytes(),
                           " bytes but the result ", instruction.shape().ToString(), " has ",
                           result.size_bytes());
  }
  const auto* in = static_cast<const uint8_t*>(arrays[0].untyped_data());
  if (to == PRED) {  // only 0 and 1 are valid bools
    absl::Span<bool> out = result.data<bool>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = in[i] != 0;
  } else if (primitive_util::BitWidth(to) < 8) {
    // Sub-byte values: the low bits of each byte, extended as the type keeps them.
    PrimitiveTypeSwitch(to, [&](auto tag) {
      using T = typename decltype(tag)::type;
      absl::Span<T> out = result.data<T>();
      for (size_t i = 0; i < out.size(); ++i) {
        if constexpr (kIsNarrowFloat<T>) {
          out[i] = T::FromBits(in[i] & ((1u << T::format.total_bits()) - 1));
        } else if constexpr (kIsSubByteInt<T>) {
          out[i] = T(in[i]);
        }
      }
    });
  } else if (result.size_bytes() > 0) {
    std::memcpy(result.untyped_data(), arrays[0].untyped_data(), result.size_bytes());
  }
  return FinishResult(instruction, std::move(result));
}

// XLA's reduce-precision on the bits of one element: round the mantissa to
// `mantissa_bits` (nearest, ties to even), then send exponents beyond the
// reduced range to +-inf and below it (denormals included) to +-0. NaN stays
// NaN (unchanged), or becomes +inf when there are no mantissa bits left.
template <typename T>
T ReducePrecisionBits(T x, int64_t exponent_bits, int64_t mantissa_bits) {
  constexpr int kBits = sizeof(T) * 8;
  constexpr PrimitiveType kType = NativeToPrimitiveType<T>();
  const int src_mantissa_bits = primitive_util::SignificandWidth(kType);
  const int src_exponent_bits = kBits - 1 - src_mantissa_bits;
  const uint64_t all_bits = kBits == 64 ? ~uint64_t{0} : (uint64_t{1} << kBits) - 1;
  using Bits = std::conditional_t<kBits == 16, uint16_t,
                                  std::conditional_t<kBits == 32, uint32_t, uint64_t>>;
  Bits raw;
  std::memcpy(&raw, &x, sizeof(raw));
  uint64_t bits = raw;
  const uint64_t sign_mask = uint64_t{1} << (kBits - 1);
  const uint64_t exponent_mask = ((uint64_t{1} << src_exponent_bits) - 1) << src_mantissa_bits;
  const bool is_nan = (bits & ~sign_mask) > exponent_mask;

  if (mantissa_bits < src_mantissa_bits) {
    const int dropped = src_mantissa_bits - static_cast<int>(mantissa_bits);
    const uint64_t last_kept_bit = uint64_t{1} << dropped;
    const uint64_t base_bias = (last_kept_bit >> 1) - 1;
    const uint64_t bias = ((bits & last_kept_bit) >> dropped) + base_bias;
    bits = ((bits + bias) & ~(last_kept_bit - 1)) & all_bits;
  }
  if (exponent_bits < src_exponent_bits) {
    const uint64_t exponent_bias = (uint64_t{1} << (src_exponent_bits - 1)) - 1;
    const uint64_t reduced_bias = (uint64_t{1} << (exponent_bits - 1)) - 1;
    const uint64_t max_exponent = (exponent_bias + reduced_bias) << src_mantissa_bits;
    const uint64_t min_exponent = (exponent_bias - reduced_bias) << src_mantissa_bits;
    const uint64_t exponent = bits & exponent_mask;
    const uint64_t signed_zero = bits & sign_mask;
    if (exponent > max_exponent) {
      bits = signed_zero | exponent_mask;
    } else if (exponent <= min_exponent) {
      bits = signed_zero;
    }
  }
  if (is_nan) return mantissa_bits > 0 ? x : std::numeric_limits<T>::infinity();
  raw = static_cast<Bits>(bits);
  T result;
  std::memcpy(static_cast<void*>(&result), &raw, sizeof(result));
  return result;
}

template <typename T>
T ReducePrecision(T x, int64_t exponent_bits, int64_t mantissa_bits) {
  if constexpr (kIsNarrowFloat<T>) {  // exact in f32: reduce there, round back
    return T(ReducePrecisionBits(static_cast<float>(x), exponent_bits, mantissa_bits));
  } else {
    return ReducePrecisionBits(x, exponent_bits, mantissa_bits);
  }
}

absl::StatusOr<Literal> EvaluateReducePrecision(const HloInstruction& instruction,
                                                Operands operands, EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  const int64_t exponent_bits = instruction.attributes().exponent_bits;
  const int64_t mantissa_bits = instruction.attributes().mantissa_bits;
  if (exponent_bits < 1 || mantissa_bits < 0) {
    return InvalidArgument("reduce-precision ", instruction.name(), ": exponent_bits ",
                           exponent_bits, " must be >= 1 and mantissa_bits ", mantissa_bits,
                           " >= 0");
  }
  const std::vector<int64_t> dimensions = ResultDimensions(instruction, operands);
  ASSIGN_OR_RETURN(ArrayOperands arrays, ArrayOperands::Make(instruction, operands, dimensions));
  return PrimitiveTypeSwitch(
      arrays[0].shape().element_type(), [&](auto tag) -> absl::StatusOr<Literal> {
        using T = typename decltype(tag)::type;
        if constexpr (kIsSmallFloat<T> || kIsReal<T>) {
          if (instruction.shape().element_type() != NativeToPrimitiveType<T>()) {
            return InvalidArgument("reduce-precision ", instruction.name(),
                                   ": result type differs from the operand's");
          }
          ASSIGN_OR_RETURN(Literal result,
                           MakeResult(instruction, NativeToPrimitiveType<T>(), dimensions));
          absl::Span<const T> in = arrays[0].data<T>();
          absl::Span<T> out = result.data<T>();
          for (size_t i = 0; i < out.size(); ++i) {
            out[i] = ReducePrecision(in[i], exponent_bits, mantissa_bits);
          }
          return FinishResult(instruction, std::move(result));
        } else {
          return UnsupportedType(instruction, NativeToPrimitiveType<T>());
        }
      });
}

}  // namespace

void RegisterConversionOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kConvert, EvaluateConvert);
  registry.Register(HloOpcode::kBitcastConvert, EvaluateBitcastConvert);
  registry.Register(HloOpcode::kReducePrecision, EvaluateReducePrecision);
}

}  // namespace elementwise
}  // namespace xla
