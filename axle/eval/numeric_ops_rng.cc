// rng: RNG_UNIFORM over [a, b) and RNG_NORMAL(mu = a, sigma = b), drawn from
// the evaluation's RNG stream (EvalContext::NextRandom), so one seed gives
// one result. Elements are drawn in row-major order.
//   Floats, uniform: a + (b - a) u with u = (53 random bits) 2^-53 in [0, 1),
//     computed in double; a value that rounds up to b becomes a. If b <= a
//     the result is implementation-defined (here: the same formula).
//   Integers, uniform: a + (r mod (b - a)) with a 64-bit r; a when b <= a.
//   Normal: Box-Muller, mu + sigma sqrt(-2 ln u1) cos(2 pi u2), u1 in (0, 1].
#include <cmath>

#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

constexpr double kTwoPowMinus53 = 1.0 / 9007199254740992.0;

double Uniform01(EvalContext& context) {
  return static_cast<double>(context.NextRandom() >> 11) * kTwoPowMinus53;
}

template <typename T>
T UniformInt(T a, T b, EvalContext& context) {
  const bool empty = std::is_signed_v<T> ? static_cast<int64_t>(b) <= static_cast<int64_t>(a)
                                         : static_cast<uint64_t>(b) <= static_cast<uint64_t>(a);
  if (empty) return a;
  const uint64_t range = static_cast<uint64_t>(b) - static_cast<uint64_t>(a);
  return static_cast<T>(static_cast<uint64_t>(a) + context.NextRandom() % range);
}

template <typename T>
T UniformFloat(T a, T b, EvalContext& context) {
  const double lo = static_cast<double>(a), hi = static_cast<double>(b);
  const T value = static_cast<T>(lo + (hi - lo) * Uniform01(context));
  return (lo < hi && !(static_cast<double>(value) < hi)) ? a : value;
}

template <typename T>
T Normal(T mu, T sigma, EvalContext& context) {
  const double u1 = 1.0 - Uniform01(context);  // (0, 1]
  const double u2 = Uniform01(context);
  const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
  return static_cast<T>(static_cast<double>(mu) + static_cast<double>(sigma) * z);
}

absl::StatusOr<Literal> EvaluateRng(const HloInstruction& instruction, Operands operands,
                                    EvalContext& context) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const PrimitiveType type = instruction.shape().element_type();
  const RandomDistribution distribution = instruction.attributes().distribution;
  ASSIGN_OR_RETURN(Literal result, NewArray(type, instruction.shape().dimensions()));
  absl::Status status = absl::OkStatus();
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplex<T>) {
      status = UnsupportedType(instruction, type);
    } else {
      const T a = operands[0]->GetFirstElement<T>();
      const T b = operands[1]->GetFirstElement<T>();
      for (T& element : result.data<T>()) {
        if constexpr (kIsFloating<T>) {
          element = distribution == RNG_NORMAL ? Normal(a, b, context)
                                               : UniformFloat(a, b, context);
        } else {
          if (distribution == RNG_NORMAL) {
            status = UnsupportedType(instruction, type);
            return;
          }
          element = UniformInt(a, b, context);
        }
      }
    }
  });
  RETURN_IF_ERROR(status);
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterRngOp(OpRegistry& registry) { registry.Register(HloOpcode::kRng, EvaluateRng); }

}  // namespace numeric
}  // namespace xla
