// Ops that produce a value without element-wise arithmetic: constant (the
// instruction's literal), iota (the index along one dimension, converted to
// the element type as XLA: an integer iota then a convert) and copy.
#include "axle/base/checked_math.h"
#include "axle/eval/elementwise_kernels.h"
#include "axle/literal/convert_element.h"

namespace xla {
namespace elementwise {
namespace {

absl::StatusOr<Literal> EvaluateConstant(const HloInstruction& instruction, Operands operands,
                                         EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 0));
  if (!instruction.HasLiteral()) {
    return InvalidArgument("constant ", instruction.name(), " has no literal");
  }
  return InInstructionLayout(instruction, instruction.literal());
}

absl::StatusOr<Literal> EvaluateCopy(const HloInstruction& instruction, Operands operands,
                                     EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  return InInstructionLayout(instruction, *operands[0]);
}

absl::StatusOr<Literal> EvaluateIota(const HloInstruction& instruction, Operands operands,
                                     EvalContext&) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 0));
  const Shape& shape = instruction.shape();
  const int64_t dimension = instruction.attributes().iota_dimension;
  if (!shape.IsArray() || dimension < 0 || dimension >= shape.rank()) {
    return InvalidArgument("iota ", instruction.name(), ": iota_dimension ", dimension,
                           " is out of range for shape ", shape.ToString());
  }
  const PrimitiveType type = shape.element_type();
  ASSIGN_OR_RETURN(Literal result, MakeResult(instruction, type, shape.dimensions()));
  // Row-major: the index along `dimension` is (i / inner) % size.
  // (0 for an empty result, which has no i.)
  const int64_t inner = RowMajorStrides(shape.dimensions())[dimension];
  const int64_t size = shape.dimensions(dimension);
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<T> out = result.data<T>();
    for (size_t i = 0; i < out.size(); ++i) {
      out[i] = ConvertElement<T>(static_cast<int64_t>(i) / inner % size);
    }
  });
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterSourceOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kConstant, EvaluateConstant);
  registry.Register(HloOpcode::kIota, EvaluateIota);
  registry.Register(HloOpcode::kCopy, EvaluateCopy);
}

}  // namespace elementwise
}  // namespace xla
