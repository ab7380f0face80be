// XLA:CPU's plain complex formulas (EvalOptions::plain_complex_arithmetic;
// axle/base/plain_complex.h says what differs from std::complex). Each op
// below keeps its standard evaluator and gains a plain one for complex
// operands; the choice is made once per instruction, not per element.
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

template <size_t kArity, typename F>
void UsePlainFormula(OpRegistry& registry, HloOpcode opcode, F formula) {
  const OpEvaluatorFn* found = registry.Find(opcode);
  if (found == nullptr) return;
  OpEvaluatorFn standard = *found;
  OpEvaluatorFn plain = MakeElementwiseEvaluator<kArity>(
      OnComplex(formula, std::integral_constant<size_t, kArity>{}));
  registry.Register(opcode, [standard, plain](const HloInstruction& instruction, Operands operands,
                                              EvalContext& context) {
    const bool use_plain =
        context.options().plain_complex_arithmetic && instruction.operand_count() > 0 &&
        primitive_util::IsComplexType(instruction.operand(0)->shape().element_type());
    return use_plain ? plain(instruction, operands, context)
                     : standard(instruction, operands, context);
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

}  // namespace elementwise
}  // namespace xla
