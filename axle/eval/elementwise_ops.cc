// Element-wise ops: registration of every group, and the operand/result
// plumbing they share (elementwise_kernels.h).
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/checked_math.h"
#include "axle/eval/elementwise_kernels.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace elementwise {
namespace {

bool IsRowMajor(const Literal& literal) {
  return literal.shape().layout() == LayoutUtil::MakeDescendingLayout(literal.shape().rank());
}

std::string DimsString(absl::Span<const int64_t> dims) {
  return absl::StrCat("[", absl::StrJoin(dims, ","), "]");
}

// `source` (row-major) repeated along its size-1 dimensions (or all of them,
// for a scalar) to fill `dims`, row-major.
absl::StatusOr<Literal> Broadcast(const Literal& source, absl::Span<const int64_t> dims) {
  const PrimitiveType type = source.shape().element_type();
  ASSIGN_OR_RETURN(Literal result, Literal::Create(Shape(type, dims)));
  const int64_t width = primitive_util::ByteWidth(type);
  const int64_t rank = static_cast<int64_t>(dims.size());
  // Source stride of each result dimension (0 where it broadcasts).
  std::vector<int64_t> strides(rank, 0);
  if (source.shape().rank() == rank) {
    strides = RowMajorStrides(source.shape().dimensions());
    for (int64_t d = 0; d < rank; ++d) {
      if (source.shape().dimensions(d) == 1) strides[d] = 0;
    }
  }
  const auto* in = static_cast<const uint8_t*>(source.untyped_data());
  auto* out = static_cast<uint8_t*>(result.untyped_data());
  const int64_t count = result.element_count();
  std::vector<int64_t> index(rank, 0);
  int64_t from = 0;
  for (int64_t i = 0; i < count; ++i) {
    std::memcpy(out + i * width, in + from * width, width);
    for (int64_t d = rank - 1; d >= 0; --d) {  // next row-major index
      from += strides[d];
      if (++index[d] < dims[d]) break;
      from -= strides[d] * dims[d];
      index[d] = 0;
    }
  }
  return result;
}

}  // namespace

absl::Status UnsupportedType(const HloInstruction& instruction, PrimitiveType type) {
  return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                         ": element type ", PrimitiveType_Name(type), " is not supported");
}

absl::Status ExpectOperandCount(const HloInstruction& instruction, Operands operands,
                                size_t count) {
  if (operands.size() != count) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           " takes ", count, " operands but got ", operands.size());
  }
  return absl::OkStatus();
}

absl::StatusOr<ArrayOperands> ArrayOperands::Make(const HloInstruction& instruction,
                                                  Operands operands,
                                                  absl::Span<const int64_t> dimensions) {
  ArrayOperands result;
  result.owned_.resize(operands.size());  // never resized again: views stay valid
  for (size_t i = 0; i < operands.size(); ++i) {
    const Literal& operand = *operands[i];
    const Shape& shape = operand.shape();
    if (!shape.IsArray()) {
      return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                             ": operand ", i, " must be an array but has shape ",
                             shape.ToString());
    }
    const bool same_dims = shape.dimensions() == dimensions;
    bool broadcastable = shape.rank() == 0;
    if (!same_dims && shape.rank() == static_cast<int64_t>(dimensions.size())) {
      broadcastable = true;
      for (int64_t d = 0; d < shape.rank(); ++d) {
        broadcastable &= shape.dimensions(d) == dimensions[d] || shape.dimensions(d) == 1;
      }
    }
    if (!same_dims && !broadcastable) {
      return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                             ": operand ", i, " of shape ", shape.ToString(),
                             " does not broadcast to the result dimensions ",
                             DimsString(dimensions));
    }
    const Literal* view = &operand;
    if (!IsRowMajor(operand)) {
      result.owned_[i] = operand.Relayout(LayoutUtil::MakeDescendingLayout(shape.rank()));
      view = &*result.owned_[i];
    }
    if (!same_dims) {
      ASSIGN_OR_RETURN(Literal broadcast, Broadcast(*view, dimensions));
      result.owned_[i] = std::move(broadcast);
      view = &*result.owned_[i];
    }
    result.views_.push_back(view);
  }
  return result;
}

std::vector<int64_t> ResultDimensions(const HloInstruction& instruction, Operands operands) {
  const Shape& shape = instruction.shape();
  if (!shape.IsArray()) return {};
  std::vector<int64_t> dimensions(shape.dimensions().begin(), shape.dimensions().end());
  for (const Literal* operand : operands) {
    if (operand == nullptr || !operand->shape().IsArray() ||
        operand->shape().rank() != shape.rank()) {
      continue;
    }
    for (int64_t d = 0; d < shape.rank(); ++d) {
      if (shape.is_dynamic_dimension(d)) dimensions[d] = operand->shape().dimensions(d);
    }
    break;
  }
  return dimensions;
}

absl::StatusOr<Literal> MakeResult(const HloInstruction& instruction, PrimitiveType type,
                                   absl::Span<const int64_t> dimensions) {
  const Shape& shape = instruction.shape();
  if (!shape.IsArray()) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           ": result must be an array but has shape ", shape.ToString());
  }
  return Literal::Create(Shape(type, dimensions, shape.dynamic_dimensions()));
}

Literal FinishResult(const HloInstruction& instruction, Literal result) {
  const Shape& shape = instruction.shape();
  if (!shape.has_layout() || !result.shape().IsArray() ||
      shape.layout() == result.shape().layout() ||
      !LayoutUtil::ValidateLayoutForShape(shape.layout(), result.shape()).ok()) {
    return result;
  }
  return result.Relayout(shape.layout());
}

absl::StatusOr<Literal> InInstructionLayout(const HloInstruction& instruction,
                                            const Literal& value) {
  // A dynamic value (a copy's operand at its runtime sizes) keeps its sizes.
  const bool at_runtime_sizes = !ShapeUtil::Compatible(value.shape(), instruction.shape()) &&
                                ShapeUtil::FitsBounds(value.shape(), instruction.shape());
  if (!ShapeUtil::Compatible(value.shape(), instruction.shape()) && !at_runtime_sizes) {
    return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                           ": value of shape ", value.shape().ToString(),
                           " does not match the instruction's shape ",
                           instruction.shape().ToString());
  }
  if (!LayoutUtil::ValidateLayoutInShape(instruction.shape()).ok()) return value;
  if (at_runtime_sizes) return FinishResult(instruction, value.Clone());
  return value.Relayout(instruction.shape());
}

}  // namespace elementwise

void RegisterElementwiseOps(OpRegistry& registry) {
  elementwise::RegisterUnaryOps(registry);
  elementwise::RegisterBinaryOps(registry);
  elementwise::RegisterCompareOp(registry);
  elementwise::RegisterConversionOps(registry);
  elementwise::RegisterSelectClampMapOps(registry);
  elementwise::RegisterSourceOps(registry);
  elementwise::RegisterPlainComplexOps(registry);
  elementwise::RegisterFlushedInputOps(registry);
}

}  // namespace xla
