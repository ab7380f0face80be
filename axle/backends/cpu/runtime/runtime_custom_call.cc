// custom-call: the target (resolved when compiling) called with XLA's CPU
// conventions (eval/custom_call_abi.h, as the interpreter calls it): values
// dense, in the layouts custom_call_abi.h names; for api_versions 1-3 the
// result zero-initialised. When every value already is (static arrays in
// those layouts, the usual case), the target gets the buffer trees generated
// code built, with no copies; otherwise copies, and the result is written
// back in its layout. A typed-FFI result may alias an operand
// (output_to_operand_aliasing), so it is not cleared.
#include <cstring>
#include <vector>

#include "axle/backends/cpu/runtime/buffer_tree.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/runtime_status.h"
#include "axle/base/status_macros.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

constexpr int64_t kTypedFfi = 4;

// Every array of `shape` is static and laid out as in `wanted`.
bool IsDenseIn(const Shape& shape, const Shape& wanted) {
  bool dense = true;
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    const Shape& target = ShapeUtil::GetSubshape(wanted, index);
    bool same = LayoutUtil::LayoutOrDefault(subshape).minor_to_major() ==
                LayoutUtil::LayoutOrDefault(target).minor_to_major();
    dense &= subshape.is_static() && same;
  });
  return dense;
}

absl::Status CallInPlace(const HloInstruction& instruction, void* target,
                         const void* const* operands, void* result) {
  std::vector<const void*> in(operands, operands + instruction.operand_count());
  if (instruction.attributes().custom_call_api_version == kTypedFfi) {
    return InvokeCustomCallTarget(instruction, target, result, in.data());
  }
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& subshape,
                                                      const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    std::memset(const_cast<void*>(TreeElement(result, index)), 0,
                ShapeUtil::ByteSizeOfElements(subshape));
  });
  return InvokeCustomCallTarget(instruction, target, result, in.data());
}

absl::Status CallWithCopies(const HloInstruction& instruction, void* target,
                            const std::vector<Shape>& operand_shapes,
                            const void* const* operands, void* result) {
  std::vector<Literal> inputs;
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    inputs.push_back(InLayoutsOf(LiteralFromTree(instruction.operand(i)->shape(), operands[i]),
                                 operand_shapes[i]));
  }
  ASSIGN_OR_RETURN(Literal value, Literal::Create(CustomCallResultShape(instruction)));
  CustomCallBuffers buffers;
  std::vector<const void*> in;
  for (Literal& input : inputs) in.push_back(buffers.Pointer(input));
  RETURN_IF_ERROR(InvokeCustomCallTarget(instruction, target, buffers.Pointer(value), in.data()));
  return LiteralToTree(value, instruction.shape(), result);
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_custom_call(void* ctx, const void* instruction, void* target,
                                      const void* const* operands, void* result) {
  const auto& hlo = *static_cast<const xla::HloInstruction*>(instruction);
  absl::StatusOr<std::vector<xla::Shape>> operand_shapes = xla::CustomCallOperandShapes(hlo);
  if (!operand_shapes.ok()) return xla::cpu::ReportStatus(ctx, instruction, operand_shapes.status());
  bool in_place = xla::cpu::IsDenseIn(hlo.shape(), xla::CustomCallResultShape(hlo));
  for (int64_t i = 0; i < hlo.operand_count(); ++i) {
    in_place &= xla::cpu::IsDenseIn(hlo.operand(i)->shape(), (*operand_shapes)[i]);
  }
  absl::Status status =
      in_place ? xla::cpu::CallInPlace(hlo, target, operands, result)
               : xla::cpu::CallWithCopies(hlo, target, *operand_shapes, operands, result);
  return xla::cpu::ReportStatus(ctx, instruction, status);
}
