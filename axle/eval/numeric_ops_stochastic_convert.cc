// stochastic-convert(operand, random) to an integer type: |x| rounds down,
// then up by one when the random bits (an unsigned integer as wide as x) are
// below the fraction |x| - floor(|x|) scaled to 2^bits; the sign is put
// back. NaN gives 0 and values beyond the result type clamp to its range
// (XLA's StochasticConvertDecomposer). Exact: the scaled fraction of any
// f16/bf16/f32/f64 value is an integer below 2^bits, computed in double.
#include <cmath>
#include <limits>

#include "absl/strings/str_cat.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace numeric {
namespace {

absl::StatusOr<Literal> EvaluateStochasticConvert(const HloInstruction& instruction,
                                                  Operands operands, EvalContext&) {
  ASSIGN_OR_RETURN(Shape shape, CheckInstruction(instruction, operands));
  const PrimitiveType type = shape.element_type();
  if (!primitive_util::IsIntegralType(type)) {
    return InvalidArgument(OpName(instruction), ": converts to integer types only, not ",
                           PrimitiveType_Name(type));
  }
  const Literal value = RowMajor(*operands[0]);
  const Literal random = RowMajor(*operands[1]);
  const int bits = primitive_util::BitWidth(random.shape().element_type());
  ASSIGN_OR_RETURN(Literal result, NewArray(type, shape.dimensions()));
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      absl::Span<T> out = result.data<T>();
      const double low = static_cast<double>(std::numeric_limits<T>::min());
      const double high = static_cast<double>(std::numeric_limits<T>::max());
      int64_t linear = 0;
      ShapeUtil::ForEachIndex(value.shape(), [&](absl::Span<const int64_t> index) {
        const double x = value.GetAsDouble(index).value_or(0);
        const uint64_t r = static_cast<uint64_t>(random.GetIntegralAsS64(index).value_or(0));
        T converted;
        if (std::isnan(x)) {
          converted = T(0);
        } else if (x <= low) {
          converted = std::numeric_limits<T>::min();
        } else if (x >= high) {
          converted = std::numeric_limits<T>::max();
        } else {
          const double magnitude = std::fabs(x);
          const double whole = std::floor(magnitude);
          const uint64_t threshold =
              static_cast<uint64_t>(std::ldexp(magnitude - whole, bits));
          const uint64_t rounded = static_cast<uint64_t>(whole) + (r < threshold ? 1 : 0);
          converted = static_cast<T>(x < 0 ? -static_cast<int64_t>(rounded)
                                           : static_cast<int64_t>(rounded));
        }
        out[linear++] = converted;
        return true;
      });
    }
  });
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterStochasticConvertOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kStochasticConvert, EvaluateStochasticConvert);
}

}  // namespace numeric
}  // namespace xla
