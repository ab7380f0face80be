// rng and rng-bit-generator. rng draws from the run's stream
// (RunContext::rng, seeded like the interpreter's) with the interpreter's
// formulas (eval/rng_distributions.h), element after element in row-major
// order; rng-bit-generator is a pure function of its state with XLA's
// Philox/ThreeFry expansions (eval/numeric_ops_rng_bits.h), the same code
// the interpreter runs, so both agree bit for bit.
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/buffer_tree.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/runtime_status.h"
#include "axle/eval/numeric_ops_rng_bits.h"
#include "axle/eval/rng_distributions.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"

using xla::cpu::RunContext;

namespace xla::cpu {
namespace {

absl::Status UnsupportedType(const HloInstruction& instruction, PrimitiveType type) {
  return absl::InvalidArgumentError(absl::StrCat(HloOpcodeString(instruction.opcode()), " ",
                                                 instruction.name(),
                                                 ": unsupported element type ",
                                                 PrimitiveType_Name(type)));
}

// The rng's elements in row-major order, then in the instruction's layout.
absl::Status Rng(RunContext& run, const HloInstruction& instruction, const void* a_data,
                 const void* b_data, void* out) {
  const Shape& shape = instruction.shape();
  const PrimitiveType type = shape.element_type();
  const bool normal = instruction.attributes().distribution == RNG_NORMAL;
  Literal values(ShapeUtil::MakeShape(type, shape.dimensions()));
  auto next = [&run] { return run.rng(); };
  absl::Status status = absl::OkStatus();
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplex<T>) {
      status = UnsupportedType(instruction, type);
    } else {
      const T a = *static_cast<const T*>(a_data);
      const T b = *static_cast<const T*>(b_data);
      for (T& element : values.data<T>()) {
        if constexpr (kIsFloating<T>) {
          element = normal ? rng::Normal(a, b, next) : rng::UniformFloat(a, b, next);
        } else {
          if (normal) {
            status = UnsupportedType(instruction, type);
            return;
          }
          element = rng::UniformInt(a, b, next);
        }
      }
    }
  });
  if (!status.ok()) return status;
  return LiteralToTree(values, shape, out);
}

absl::Status RngBitGenerator(const HloInstruction& instruction, const void* state_data,
                             void* new_state_data, void* bits_data) {
  const Shape& state_shape = instruction.operand(0)->shape();
  const Shape& bits_shape = instruction.shape().tuple_shapes(1);
  const PrimitiveType bits_type = bits_shape.element_type();
  if (bits_type == PRED || !primitive_util::IsIntegralType(bits_type)) {
    return UnsupportedType(instruction, bits_type);
  }
  // s64 and u64 states have the same bits.
  const int64_t words = ShapeUtil::ElementsIn(state_shape);
  const auto* state = static_cast<const uint64_t*>(state_data);
  absl::StatusOr<numeric::RngBits> bits = numeric::GenerateRngBits(
      instruction.attributes().rng_algorithm, absl::MakeConstSpan(state, words),
      bits_shape.dimensions(), primitive_util::BitWidth(bits_type));
  if (!bits.ok()) return bits.status();
  auto* new_state = static_cast<uint64_t*>(new_state_data);
  for (int64_t i = 0; i < words && i < static_cast<int64_t>(bits->new_state.size()); ++i) {
    new_state[i] = bits->new_state[i];
  }
  Literal values(ShapeUtil::MakeShape(bits_type, bits_shape.dimensions()));
  PrimitiveTypeSwitch(bits_type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      absl::Span<T> out = values.data<T>();
      for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<T>(bits->values[i]);
    }
  });
  return LiteralToTree(values, bits_shape, bits_data);
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_rng(void* ctx, const void* instruction, const void* a, const void* b,
                              void* out) {
  return xla::cpu::ReportStatus(ctx, instruction,
                          xla::cpu::Rng(*static_cast<RunContext*>(ctx),
                                        *static_cast<const xla::HloInstruction*>(instruction),
                                        a, b, out));
}

extern "C" int32_t __axle_rng_bit_generator(void* ctx, const void* instruction,
                                            const void* state, void* new_state, void* bits) {
  return xla::cpu::ReportStatus(
      ctx, instruction,
      xla::cpu::RngBitGenerator(*static_cast<const xla::HloInstruction*>(instruction), state,
                                new_state, bits));
}
