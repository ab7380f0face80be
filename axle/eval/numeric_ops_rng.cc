// rng: RNG_UNIFORM over [a, b) and RNG_NORMAL(mu = a, sigma = b), drawn from
// the evaluation's RNG stream (EvalContext::NextRandom), so one seed gives
// one result. Elements are drawn in row-major order.
//   Floats, uniform: a + (b - a) u with u = (53 random bits) 2^-53 in [0, 1),
//     computed in double; a value that rounds up to b becomes a. If b <= a
//     the result is implementation-defined (here: the same formula).
//   Integers, uniform: a + (r mod (b - a)) with a 64-bit r; a when b <= a.
//   Normal: Box-Muller, mu + sigma sqrt(-2 ln u1) cos(2 pi u2), u1 in (0, 1].
// The formulas live in rng_distributions.h, shared with the CPU runtime.
#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/rng_distributions.h"

namespace xla {
namespace numeric {
namespace {

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
      auto next = [&context] { return context.NextRandom(); };
      for (T& element : result.data<T>()) {
        if constexpr (kIsFloating<T>) {
          element = distribution == RNG_NORMAL ? rng::Normal(a, b, next)
                                               : rng::UniformFloat(a, b, next);
        } else {
          if (distribution == RNG_NORMAL) {
            status = UnsupportedType(instruction, type);
            return;
          }
          element = rng::UniformInt(a, b, next);
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
