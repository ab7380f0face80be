// custom-call: the target (resolved when compiling) called with XLA's CPU
// convention (eval/custom_call_abi.h, as the interpreter calls it): operands
// dense and row-major, the result zero-initialised and row-major. When every
// value already is (static arrays in the default layout, the usual case),
// the target gets the buffer trees generated code built, with no copies;
// otherwise row-major copies, and the result is written back in its layout.
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

// Every array of `shape` is static and row-major.
bool IsDenseRowMajor(const Shape& shape) {
  bool dense = true;
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex&) {
    if (!subshape.IsArray()) return;
    dense &= subshape.is_static() && (!subshape.has_layout() ||
                                      LayoutUtil::IsMonotonicWithDim0Major(subshape.layout()));
  });
  return dense;
}

absl::Status CallInPlace(const HloInstruction& instruction, void* target,
                         const void* const* operands, void* result) {
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& subshape,
                                                      const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    std::memset(const_cast<void*>(TreeElement(result, index)), 0,
                ShapeUtil::ByteSizeOfElements(subshape));
  });
  std::vector<const void*> in(operands, operands + instruction.operand_count());
  return InvokeCustomCallTarget(instruction, target, result, in.data());
}

absl::Status CallWithCopies(const HloInstruction& instruction, void* target,
                            const void* const* operands, void* result) {
  std::vector<Literal> inputs;
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    inputs.push_back(
        WithDefaultLayout(LiteralFromTree(instruction.operand(i)->shape(), operands[i])));
  }
  Shape result_shape = ShapeUtil::MakeStatic(instruction.shape());
  LayoutUtil::ClearLayout(&result_shape);
  ASSIGN_OR_RETURN(Literal value, Literal::Create(result_shape));
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
  bool in_place = xla::cpu::IsDenseRowMajor(hlo.shape());
  for (const xla::HloInstruction* operand : hlo.operands()) {
    in_place &= xla::cpu::IsDenseRowMajor(operand->shape());
  }
  absl::Status status = in_place
                            ? xla::cpu::CallInPlace(hlo, target, operands, result)
                            : xla::cpu::CallWithCopies(hlo, target, operands, result);
  return xla::cpu::ReportStatus(ctx, instruction, status);
}
