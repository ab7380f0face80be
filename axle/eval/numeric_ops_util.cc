// Shared helpers of the numeric evaluators (see numeric_ops_util.h).
#include "axle/eval/numeric_ops_util.h"

#include <algorithm>

#include <cstring>

#include "axle/base/checked_math.h"
#include "axle/hlo/shape_inference.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace numeric {

std::string OpName(const HloInstruction& instruction) {
  return absl::StrCat(HloOpcodeString(instruction.opcode()), " ", instruction.name());
}

absl::Status UnsupportedType(const HloInstruction& instruction, PrimitiveType type) {
  return InvalidArgument(OpName(instruction), ": element type ",
                         primitive_util::LowercaseName(type), " is not supported");
}

namespace {

// Shape inference of `instruction` with its operands given the shapes of
// `operands` (their actual, possibly smaller dynamic sizes).
absl::StatusOr<Shape> InferWithOperandShapes(const HloInstruction& instruction,
                                             Operands operands) {
  std::vector<std::unique_ptr<HloInstruction>> parameters;
  std::vector<HloInstruction*> pointers;
  for (size_t i = 0; i < operands.size(); ++i) {
    parameters.push_back(HloInstruction::CreateParameter(
        static_cast<int64_t>(i), ShapeUtil::MakeStatic(operands[i]->shape()), "operand"));
    pointers.push_back(parameters.back().get());
  }
  std::unique_ptr<HloInstruction> clone =
      instruction.CloneWithNewOperands(instruction.shape(), pointers);
  absl::StatusOr<Shape> inferred = ShapeInference::InferInstructionShape(*clone);
  clone.reset();  // before the parameters it uses
  return inferred;
}

}  // namespace

absl::StatusOr<Shape> CheckInstruction(const HloInstruction& instruction, Operands operands) {
  if (static_cast<int64_t>(operands.size()) != instruction.operand_count()) {
    return InvalidArgument(OpName(instruction), ": expected ", instruction.operand_count(),
                           " operands but got ", operands.size());
  }
  bool all_static = true;
  for (size_t i = 0; i < operands.size(); ++i) {
    if (operands[i] == nullptr) {
      return InvalidArgument(OpName(instruction), ": operand ", i, " is missing");
    }
    const Shape& expected = instruction.operand(i)->shape();
    if (!ShapeUtil::FitsBounds(operands[i]->shape(), expected)) {
      return InvalidArgument(OpName(instruction), ": operand ", i, " has shape ",
                             operands[i]->shape().ToString(), " but the instruction expects ",
                             expected.ToString());
    }
    all_static &= ShapeUtil::Compatible(operands[i]->shape(), expected);
  }
  absl::StatusOr<Shape> inferred = ShapeInference::InferInstructionShape(instruction);
  if (!inferred.ok()) return AddContext(inferred.status(), OpName(instruction));
  if (!ShapeUtil::Compatible(*inferred, instruction.shape())) {
    return InvalidArgument(OpName(instruction), ": shape ", instruction.shape().ToString(),
                           " does not match the inferred shape ", inferred->ToString());
  }
  if (all_static) return ShapeUtil::MakeStatic(instruction.shape());
  // Some dynamic dimension is smaller than its bound: the operands must
  // still agree with each other, and the result takes their sizes.
  absl::StatusOr<Shape> actual = InferWithOperandShapes(instruction, operands);
  if (!actual.ok()) return AddContext(actual.status(), OpName(instruction));
  if (!ShapeUtil::FitsBounds(*actual, instruction.shape())) {
    return InvalidArgument(OpName(instruction), ": with operands of dynamic sizes the result ",
                           actual->ToString(), " does not fit ", instruction.shape().ToString());
  }
  return ShapeUtil::MakeStatic(*actual);
}

Literal RowMajor(const Literal& literal) {
  const Layout descending = LayoutUtil::MakeDescendingLayout(literal.shape().rank());
  if (literal.shape().layout() == descending) return literal;
  return literal.Relayout(descending);
}

absl::StatusOr<Literal> RowMajorAs(const HloInstruction& instruction, const Literal& operand,
                                   PrimitiveType type) {
  if (operand.shape().element_type() == type) return RowMajor(operand);
  absl::StatusOr<Literal> converted = operand.Convert(type);
  if (!converted.ok()) return AddContext(converted.status(), OpName(instruction));
  return RowMajor(*converted);
}

absl::StatusOr<Literal> NewArray(PrimitiveType type, absl::Span<const int64_t> dims) {
  return Literal::Create(Shape(type, dims));
}

Literal FinishResult(const HloInstruction& instruction, Literal result) {
  const Shape& shape = instruction.shape();
  if (!LayoutUtil::HasLayout(shape)) return result;
  if (ShapeUtil::Equal(ShapeUtil::MakeStatic(result.shape()), ShapeUtil::MakeStatic(shape))) {
    return result;
  }
  if (!ShapeUtil::Compatible(result.shape(), shape)) return result;
  Shape static_shape = ShapeUtil::MakeStatic(shape);
  return result.Relayout(static_shape);
}

std::vector<int64_t> Strides(absl::Span<const int64_t> dims) { return RowMajorStrides(dims); }

int64_t Product(absl::Span<const int64_t> dims) {
  // The dims of a valid shape, whose product fits; 0 if any is 0, in any order.
  return CheckedProduct(dims).value_or(0);
}

std::vector<int64_t> LinearOffsets(absl::Span<const int64_t> sizes,
                                   absl::Span<const int64_t> strides) {
  std::vector<int64_t> offsets;
  const int64_t count = Product(sizes);
  if (count == 0) return offsets;
  offsets.reserve(count);
  std::vector<int64_t> index(sizes.size(), 0);
  int64_t offset = 0;
  for (int64_t i = 0; i < count; ++i) {
    offsets.push_back(offset);
    for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
      offset += strides[d];
      if (++index[d] < sizes[d]) break;
      offset -= strides[d] * sizes[d];
      index[d] = 0;
    }
  }
  return offsets;
}

bool NextIndex(absl::Span<const int64_t> sizes, absl::Span<int64_t> index) {
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
    if (++index[d] < sizes[d]) return true;
    index[d] = 0;
  }
  return false;
}

Literal ScalarAt(const Literal& array, int64_t linear) {
  const PrimitiveType type = array.shape().element_type();
  Literal scalar(Shape(type, {}));
  const int64_t width = primitive_util::ByteWidth(type);
  std::memcpy(scalar.untyped_data(),
              static_cast<const uint8_t*>(array.untyped_data()) + linear * width, width);
  return scalar;
}

void StoreScalar(const Literal& scalar, Literal& array, int64_t linear) {
  const int64_t width = primitive_util::ByteWidth(array.shape().element_type());
  std::memcpy(static_cast<uint8_t*>(array.untyped_data()) + linear * width,
              scalar.untyped_data(), width);
}

ContractionSpace MakeContractionSpace(const Shape& lhs, const Shape& rhs,
                                      const DotDimensionNumbers& dnums,
                                      absl::Span<const int64_t> leading_sizes,
                                      int64_t rhs_skipped_dim) {
  auto contains = [](absl::Span<const int64_t> list, int64_t value) {
    return std::find(list.begin(), list.end(), value) != list.end();
  };
  const std::vector<int64_t> lhs_strides = Strides(lhs.dimensions());
  const std::vector<int64_t> rhs_strides = Strides(rhs.dimensions());
  ContractionSpace space;
  std::vector<int64_t> out_lhs_strides, out_rhs_strides;
  auto add_result_dim = [&](int64_t size, int64_t lhs_stride, int64_t rhs_stride) {
    space.out_sizes.push_back(size);
    out_lhs_strides.push_back(lhs_stride);
    out_rhs_strides.push_back(rhs_stride);
  };
  for (int64_t size : leading_sizes) add_result_dim(size, 0, 0);
  space.lhs_position.assign(lhs.rank(), -1);
  for (int i = 0; i < dnums.lhs_batch_dimensions_size(); ++i) {
    const int64_t d = dnums.lhs_batch_dimensions(i);
    space.lhs_position[d] = space.out_sizes.size();
    add_result_dim(lhs.dimensions(d), lhs_strides[d], rhs_strides[dnums.rhs_batch_dimensions(i)]);
  }
  for (int64_t d = 0; d < lhs.rank(); ++d) {
    if (contains(dnums.lhs_batch_dimensions(), d) ||
        contains(dnums.lhs_contracting_dimensions(), d)) {
      continue;
    }
    space.lhs_position[d] = space.out_sizes.size();
    add_result_dim(lhs.dimensions(d), lhs_strides[d], 0);
  }
  for (int64_t d = 0; d < rhs.rank(); ++d) {
    if (d == rhs_skipped_dim || contains(dnums.rhs_batch_dimensions(), d) ||
        contains(dnums.rhs_contracting_dimensions(), d)) {
      continue;
    }
    add_result_dim(rhs.dimensions(d), 0, rhs_strides[d]);
  }
  std::vector<int64_t> k_lhs_strides, k_rhs_strides;
  for (int i = 0; i < dnums.lhs_contracting_dimensions_size(); ++i) {
    space.k_sizes.push_back(lhs.dimensions(dnums.lhs_contracting_dimensions(i)));
    k_lhs_strides.push_back(lhs_strides[dnums.lhs_contracting_dimensions(i)]);
    k_rhs_strides.push_back(rhs_strides[dnums.rhs_contracting_dimensions(i)]);
  }
  space.lhs_out = LinearOffsets(space.out_sizes, out_lhs_strides);
  space.rhs_out = LinearOffsets(space.out_sizes, out_rhs_strides);
  space.lhs_k = LinearOffsets(space.k_sizes, k_lhs_strides);
  space.rhs_k = LinearOffsets(space.k_sizes, k_rhs_strides);
  return space;
}

}  // namespace numeric
}  // namespace xla
