// rng-bit-generator: (new state, random bits) from a u64 (or s64) state, with
// XLA's Philox and ThreeFry expansions (numeric_ops_rng_bits.h). Integer outputs
// of 8 to 64 bits; the bits are stored as the element's bit pattern.
#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/numeric_ops_rng_bits.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace numeric {
namespace {

absl::StatusOr<Literal> EvaluateRngBitGenerator(const HloInstruction& instruction,
                                                Operands operands, EvalContext&) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const Literal& state_literal = *operands[0];
  const PrimitiveType state_type = state_literal.shape().element_type();
  std::vector<uint64_t> state;
  for (int64_t i = 0; i < state_literal.element_count(); ++i) {
    state.push_back(state_type == U64 ? state_literal.data<uint64_t>()[i]
                                      : static_cast<uint64_t>(state_literal.data<int64_t>()[i]));
  }
  const Shape& out_shape = instruction.shape().tuple_shapes(1);
  const PrimitiveType out_type = out_shape.element_type();
  if (out_type == PRED || !primitive_util::IsIntegralType(out_type)) {
    return UnsupportedType(instruction, out_type);
  }
  ASSIGN_OR_RETURN(RngBits bits,
                   GenerateRngBits(instruction.attributes().rng_algorithm, state,
                                   out_shape.dimensions(), primitive_util::BitWidth(out_type)));
  ASSIGN_OR_RETURN(Literal new_state, NewArray(state_type, {state_literal.element_count()}));
  ASSIGN_OR_RETURN(Literal values, NewArray(out_type, out_shape.dimensions()));
  PrimitiveTypeSwitch(state_type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<T> out = new_state.data<T>();
    for (size_t i = 0; i < out.size() && i < bits.new_state.size(); ++i) {
      out[i] = static_cast<T>(bits.new_state[i]);
    }
  });
  PrimitiveTypeSwitch(out_type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      absl::Span<T> out = values.data<T>();
      for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<T>(bits.values[i]);
    }
  });
  return FinishResult(instruction,
                      LiteralUtil::MakeTupleOwned(std::move(new_state), std::move(values)));
}

}  // namespace

void RegisterRngBitGeneratorOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kRngBitGenerator, EvaluateRngBitGenerator);
}

}  // namespace numeric
}  // namespace xla
