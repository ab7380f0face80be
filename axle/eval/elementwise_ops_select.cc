// select (pred array or scalar; a scalar pred also selects between tuples),
// clamp (min and max may be scalars; min(max(x, lo), hi) with NaN
// propagating, as XLA) and map (the to_apply computation per element).
#include <cstring>

#include "axle/eval/elementwise_kernels.h"
#include "axle/hlo/hlo_computation.h"

namespace xla {
namespace elementwise {
namespace {

// A scalar literal of the element at `index` of a row-major array.
Literal ElementAt(const Literal& array, int64_t index) {
  const PrimitiveType type = array.shape().element_type();
  Literal scalar(Shape(type, {}));
  const int64_t width = primitive_util::ByteWidth(type);
  std::memcpy(scalar.untyped_data(),
              static_cast<const uint8_t*>(array.untyped_data()) + index * width, width);
  return scalar;
}

absl::StatusOr<Literal> EvaluateSelect(const HloInstruction& instruction, Operands operands,
                                       EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 3));
  const Literal& pred = *operands[0];
  if (pred.shape().element_type() != PRED || !pred.shape().IsArray()) {
    return InvalidArgument("select ", instruction.name(), ": pred must be a pred array but is ",
                           pred.shape().ToString());
  }
  if (pred.shape().rank() == 0) {  // the whole of one operand, tuples included
    return InInstructionLayout(instruction,
                               pred.data<bool>()[0] ? *operands[1] : *operands[2]);
  }
  const std::vector<int64_t> dimensions = ResultDimensions(instruction, operands);
  ASSIGN_OR_RETURN(ArrayOperands arrays, ArrayOperands::Make(instruction, operands, dimensions));
  const PrimitiveType type = arrays[1].shape().element_type();
  if (arrays[2].shape().element_type() != type) {
    return InvalidArgument("select ", instruction.name(), ": on_true and on_false differ in ",
                           "element type");
  }
  absl::Span<const bool> which = arrays[0].data<bool>();
  return PrimitiveTypeSwitch(type, [&](auto tag) -> absl::StatusOr<Literal> {
    using T = typename decltype(tag)::type;
    ASSIGN_OR_RETURN(Literal result, MakeResult(instruction, type, dimensions));
    absl::Span<const T> on_true = arrays[1].data<T>();
    absl::Span<const T> on_false = arrays[2].data<T>();
    absl::Span<T> out = result.data<T>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = which[i] ? on_true[i] : on_false[i];
    return FinishResult(instruction, std::move(result));
  });
}

absl::StatusOr<Literal> EvaluateMap(const HloInstruction& instruction, Operands operands,
                                    EvalContext& context) {
  if (instruction.called_computations().empty()) {
    return InvalidArgument("map ", instruction.name(), " has no to_apply computation");
  }
  const HloComputation& to_apply = *instruction.to_apply();
  const std::vector<int64_t> dimensions = ResultDimensions(instruction, operands);
  ASSIGN_OR_RETURN(ArrayOperands arrays, ArrayOperands::Make(instruction, operands, dimensions));
  const PrimitiveType type = instruction.shape().element_type();
  ASSIGN_OR_RETURN(Literal result, MakeResult(instruction, type, dimensions));
  const int64_t width = primitive_util::ByteWidth(type);
  auto* out = static_cast<uint8_t*>(result.untyped_data());
  std::vector<Literal> scalars(arrays.size());
  std::vector<const Literal*> args(arrays.size());
  for (int64_t i = 0; i < result.element_count(); ++i) {
    for (size_t k = 0; k < arrays.size(); ++k) {
      scalars[k] = ElementAt(arrays[k], i);
      args[k] = &scalars[k];
    }
    ASSIGN_OR_RETURN(Literal value, context.Call(to_apply, args));
    if (value.shape().element_type() != type || !ShapeUtil::IsScalar(value.shape())) {
      return InvalidArgument("map ", instruction.name(), ": to_apply returned ",
                             value.shape().ToString(), " but the result needs a ",
                             PrimitiveType_Name(type), " scalar");
    }
    std::memcpy(out + i * width, value.untyped_data(), width);
  }
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterSelectClampMapOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kSelect, EvaluateSelect);
  registry.Register(HloOpcode::kMap, EvaluateMap);
  registry.Register(HloOpcode::kClamp, MakeElementwiseEvaluator<3>([](auto low, auto x, auto high) {
                      using C = decltype(x);
                      if constexpr (kIsReal<C>) {  // a NaN bound or operand is the result
                        if (std::isnan(low)) return low;
                        if (std::isnan(x)) return x;
                        if (std::isnan(high)) return high;
                      }
                      if constexpr (kIsComplex<C>) {
                        return Unsupported{};
                      } else {
                        return MinOp{}(MaxOp{}(x, low), high);
                      }
                    }));
}

}  // namespace elementwise
}  // namespace xla
