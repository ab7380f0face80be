// XLA:CPU's numerics as variants of the standard evaluators, chosen once
// per instruction, not per element: its plain complex formulas
// (EvalOptions::plain_complex_arithmetic; axle/base/plain_complex.h says
// what differs from std::complex), and under flush_denormals log and log1p
// of subnormal inputs as of zero (the C library reaches subnormals by
// integer operations, which the thread's DAZ mode does not affect; XLA:CPU
// gives log(1e-39f) = -inf), expm1 and f32 tanh of them as themselves.
#include <bit>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "axle/base/plain_complex.h"
#include "axle/eval/elementwise_kernels.h"

namespace xla {
namespace elementwise {
namespace {

// `formula` on complex compute types; other types never reach it. Fixed
// arities: a variadic kernel would also match the bit-width form
// (elementwise_kernels.h) and receive a type tag.
template <typename F>
auto OnComplex(F formula, std::integral_constant<size_t, 1>) {
  return [formula](auto x) {
    if constexpr (kIsComplex<decltype(x)>) {
      return formula(x);
    } else {
      return Unsupported{};
    }
  };
}
template <typename F>
auto OnComplex(F formula, std::integral_constant<size_t, 2>) {
  return [formula](auto x, auto y) {
    if constexpr (kIsComplex<decltype(x)>) {
      return formula(x, y);
    } else {
      return Unsupported{};
    }
  };
}

// `opcode` evaluates with `variant` where `use_variant` holds for the
// instruction and the run's options, else as registered before.
template <typename Predicate>
void AddVariant(OpRegistry& registry, HloOpcode opcode, OpEvaluatorFn variant,
                Predicate use_variant) {
  const OpEvaluatorFn* found = registry.Find(opcode);
  if (found == nullptr) return;
  OpEvaluatorFn standard = *found;
  registry.Register(opcode, [standard, variant, use_variant](const HloInstruction& instruction,
                                                            Operands operands,
                                                            EvalContext& context) {
    return use_variant(instruction, context.options()) ? variant(instruction, operands, context)
                                                       : standard(instruction, operands, context);
  });
}

template <size_t kArity, typename F>
void UsePlainFormula(OpRegistry& registry, HloOpcode opcode, F formula) {
  AddVariant(registry, opcode,
             MakeElementwiseEvaluator<kArity>(
                 OnComplex(formula, std::integral_constant<size_t, kArity>{})),
             [](const HloInstruction& instruction, const EvalOptions& options) {
               return options.plain_complex_arithmetic && instruction.operand_count() > 0 &&
                      primitive_util::IsComplexType(
                          instruction.operand(0)->shape().element_type());
             });
}

// Whether x is subnormal, tested on the bits: under DAZ a floating-point
// test would see every subnormal as zero.
template <typename T>
bool IsSubnormal(T x) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  constexpr Bits kExponent =
      static_cast<Bits>(sizeof(T) == 4 ? uint64_t{0x7f800000u} : uint64_t{0x7ff0000000000000u});
  constexpr Bits kMagnitude = static_cast<Bits>(~Bits{0} >> 1);
  const Bits bits = std::bit_cast<Bits>(x);
  return (bits & kExponent) == 0 && (bits & kMagnitude) != 0;
}

// What XLA:CPU's code for a function does with a subnormal x under
// flush_denormals: reads it as a zero of its sign (log), or returns it
// (expm1, f32 tanh: they select x for tiny inputs).
enum class Subnormal { kReadAsZero, kReturned, kReturnedInF32 };

template <typename F>
void FlushSubnormalInput(OpRegistry& registry, HloOpcode opcode, F fn, Subnormal mode) {
  AddVariant(registry, opcode,
             MakeElementwiseEvaluator<1>([fn, mode](auto x) {
               using T = decltype(x);
               if constexpr (kIsReal<T>) {
                 if (!IsSubnormal(x)) return fn(x);
                 const bool returned = mode == Subnormal::kReturned ||
                                       (mode == Subnormal::kReturnedInF32 && sizeof(T) == 4);
                 return returned ? x : fn(std::copysign(T{0}, x));
               } else {
                 return Unsupported{};
               }
             }),
             [](const HloInstruction& instruction, const EvalOptions& options) {
               return options.flush_denormals && instruction.operand_count() > 0 &&
                      primitive_util::IsFloatingPointType(
                          instruction.operand(0)->shape().element_type());
             });
}

}  // namespace

void RegisterPlainComplexOps(OpRegistry& registry) {
  namespace pc = plain_complex;
  UsePlainFormula<2>(registry, HloOpcode::kMultiply, [](auto a, auto b) { return pc::Multiply(a, b); });
  UsePlainFormula<2>(registry, HloOpcode::kPower, [](auto a, auto b) { return pc::Power(a, b); });
  UsePlainFormula<1>(registry, HloOpcode::kAbs, [](auto x) { return pc::Abs(x); });
  UsePlainFormula<1>(registry, HloOpcode::kExp, [](auto x) { return pc::Exp(x); });
  UsePlainFormula<1>(registry, HloOpcode::kExpm1, [](auto x) { return pc::Expm1(x); });
  UsePlainFormula<1>(registry, HloOpcode::kLog, [](auto x) { return pc::Log(x); });
  UsePlainFormula<1>(registry, HloOpcode::kLog1p, [](auto x) { return pc::Log1p(x); });
  UsePlainFormula<1>(registry, HloOpcode::kSqrt, [](auto x) { return pc::Sqrt(x); });
  UsePlainFormula<1>(registry, HloOpcode::kTanh, [](auto x) { return pc::Tanh(x); });
  UsePlainFormula<1>(registry, HloOpcode::kTan, [](auto x) { return pc::Tan(x); });
  UsePlainFormula<1>(registry, HloOpcode::kSinh, [](auto x) { return pc::Sinh(x); });
  UsePlainFormula<1>(registry, HloOpcode::kCosh, [](auto x) { return pc::Cosh(x); });
  UsePlainFormula<1>(registry, HloOpcode::kLogistic, [](auto x) { return pc::Logistic(x); });
}

void RegisterFlushedInputOps(OpRegistry& registry) {
  FlushSubnormalInput(registry, HloOpcode::kLog, [](auto x) { return std::log(x); },
                      Subnormal::kReadAsZero);
  FlushSubnormalInput(registry, HloOpcode::kLog1p, [](auto x) { return std::log1p(x); },
                      Subnormal::kReadAsZero);
  FlushSubnormalInput(registry, HloOpcode::kExpm1, [](auto x) { return std::expm1(x); },
                      Subnormal::kReturned);
  FlushSubnormalInput(registry, HloOpcode::kTanh, [](auto x) { return std::tanh(x); },
                      Subnormal::kReturnedInF32);
}

}  // namespace elementwise
}  // namespace xla
