// Shared helpers of the data-movement evaluators (see index_mapping.h).
#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

#include "absl/strings/str_join.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/shape/index_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {

std::string OpName(const HloInstruction& instruction) {
  return absl::StrCat(HloOpcodeString(instruction.opcode()), " ", instruction.name());
}

absl::Status ExpectOperandCount(const HloInstruction& instruction, Operands operands,
                                size_t count) {
  if (operands.size() != count) {
    return InvalidArgument(OpName(instruction), ": expected ", count, " operands but got ",
                           operands.size());
  }
  return absl::OkStatus();
}

absl::Status ExpectMinOperandCount(const HloInstruction& instruction, Operands operands,
                                   size_t count) {
  if (operands.size() < count) {
    return InvalidArgument(OpName(instruction), ": expected at least ", count,
                           " operands but got ", operands.size());
  }
  return absl::OkStatus();
}

absl::Status ExpectArray(const HloInstruction& instruction, const Literal& operand, int64_t i,
                         std::optional<PrimitiveType> type) {
  if (!operand.shape().IsArray()) {
    return InvalidArgument(OpName(instruction), ": operand ", i, " must be an array but is ",
                           operand.shape().ToString());
  }
  if (type && operand.shape().element_type() != *type) {
    return InvalidArgument(OpName(instruction), ": operand ", i, " has element type ",
                           primitive_util::LowercaseName(operand.shape().element_type()),
                           " but ", primitive_util::LowercaseName(*type), " is expected");
  }
  return absl::OkStatus();
}

absl::Status ExpectIntegral(const HloInstruction& instruction, const Literal& operand, int64_t i) {
  RETURN_IF_ERROR(ExpectArray(instruction, operand, i));
  if (!primitive_util::IsIntegralType(operand.shape().element_type())) {
    return InvalidArgument(OpName(instruction), ": operand ", i, " holds indices and must be ",
                           "integral but is ", operand.shape().ToString());
  }
  return absl::OkStatus();
}

absl::Status ExpectDimensions(const HloInstruction& instruction, const char* name,
                              absl::Span<const int64_t> dimensions, int64_t rank) {
  std::vector<bool> seen(rank, false);
  for (int64_t d : dimensions) {
    if (d < 0 || d >= rank || seen[d]) {
      return InvalidArgument(OpName(instruction), ": ", name, " {",
                             absl::StrJoin(dimensions, ","), "} must be distinct dimension ",
                             "numbers in [0, ", rank, ")");
    }
    seen[d] = true;
  }
  return absl::OkStatus();
}

absl::StatusOr<Literal> MakeArrayResult(const HloInstruction& instruction, const Shape& shape,
                                        PrimitiveType type) {
  if (!shape.IsArray() || shape.element_type() != type) {
    return InvalidArgument(OpName(instruction), ": result shape ", shape.ToString(),
                           " must be an array of ", primitive_util::LowercaseName(type));
  }
  absl::StatusOr<Literal> result = Literal::Create(shape);
  if (!result.ok()) return AddContext(result.status(), OpName(instruction));
  return result;
}

absl::StatusOr<Literal> MakeArrayResult(const HloInstruction& instruction, PrimitiveType type) {
  return MakeArrayResult(instruction, instruction.shape(), type);
}

int64_t IndexValue(const Literal& indices, absl::Span<const int64_t> index) {
  return PrimitiveTypeSwitch(indices.shape().element_type(), [&](auto tag) -> int64_t {
    using T = typename decltype(tag)::type;
    if constexpr (!kIsInteger<T>) {
      AXLE_CHECK(false) << "IndexValue of " << indices.shape().ToString();
      return 0;
    } else if constexpr (std::is_unsigned_v<T> && sizeof(T) == 8) {
      T value = indices.Get<T>(index);
      constexpr T kMax = static_cast<T>(std::numeric_limits<int64_t>::max());
      return static_cast<int64_t>(value > kMax ? kMax : value);
    } else {
      return static_cast<int64_t>(indices.Get<T>(index));
    }
  });
}

absl::StatusOr<std::vector<int64_t>> StartIndices(const HloInstruction& instruction,
                                                  Operands index_operands, int64_t count) {
  std::vector<int64_t> starts;
  const bool vector_form = index_operands.size() == 1 &&
                           index_operands[0]->shape().IsArray() &&
                           index_operands[0]->shape().rank() == 1 && count != 0;
  if (vector_form) {
    const Literal& vector = *index_operands[0];
    RETURN_IF_ERROR(ExpectIntegral(instruction, vector, 1));
    if (vector.shape().dimensions(0) != count) {
      return InvalidArgument(OpName(instruction), ": start index vector ",
                             vector.shape().ToString(), " must have ", count, " elements");
    }
    for (int64_t i = 0; i < count; ++i) starts.push_back(IndexValue(vector, {i}));
    return starts;
  }
  if (static_cast<int64_t>(index_operands.size()) != count) {
    return InvalidArgument(OpName(instruction), ": expected ", count,
                           " scalar start indices but got ", index_operands.size());
  }
  for (int64_t i = 0; i < count; ++i) {
    const Literal& scalar = *index_operands[i];
    RETURN_IF_ERROR(ExpectIntegral(instruction, scalar, i));
    if (scalar.shape().rank() != 0) {
      return InvalidArgument(OpName(instruction), ": start index ", i, " must be a scalar but is ",
                             scalar.shape().ToString());
    }
    starts.push_back(IndexValue(scalar, {}));
  }
  return starts;
}

void PullElements(const Literal& src, Literal& dst, const PullMap& map) {
  const int64_t width = primitive_util::ByteWidth(dst.shape().element_type());
  AXLE_CHECK(width == primitive_util::ByteWidth(src.shape().element_type()));
  const auto* from = static_cast<const uint8_t*>(src.untyped_data());
  auto* to = static_cast<uint8_t*>(dst.untyped_data());
  std::vector<int64_t> in(src.shape().rank());
  ShapeUtil::ForEachIndex(dst.shape(), [&](absl::Span<const int64_t> out) {
    if (map(out, absl::MakeSpan(in))) {
      std::memcpy(to + IndexUtil::MultidimensionalIndexToLinearIndex(dst.shape(), out) * width,
                  from + IndexUtil::MultidimensionalIndexToLinearIndex(src.shape(), in) * width,
                  width);
    }
    return true;
  });
}

void PushElements(const Literal& src, Literal& dst, const PushMap& map) {
  const int64_t width = primitive_util::ByteWidth(dst.shape().element_type());
  AXLE_CHECK(width == primitive_util::ByteWidth(src.shape().element_type()));
  const auto* from = static_cast<const uint8_t*>(src.untyped_data());
  auto* to = static_cast<uint8_t*>(dst.untyped_data());
  std::vector<int64_t> out(dst.shape().rank());
  ShapeUtil::ForEachIndex(src.shape(), [&](absl::Span<const int64_t> in) {
    if (map(in, absl::MakeSpan(out))) {
      std::memcpy(to + IndexUtil::MultidimensionalIndexToLinearIndex(dst.shape(), out) * width,
                  from + IndexUtil::MultidimensionalIndexToLinearIndex(src.shape(), in) * width,
                  width);
    }
    return true;
  });
}

void CopyElements(const Literal& src, Literal& dst) {
  AXLE_CHECK(ShapeUtil::SameDimensions(src.shape(), dst.shape()));
  PullElements(src, dst, [](absl::Span<const int64_t> out, absl::Span<int64_t> in) {
    std::copy(out.begin(), out.end(), in.begin());
    return true;
  });
}

void ReshapeElements(const Literal& src, Literal& dst) {
  AXLE_CHECK(ShapeUtil::ElementsIn(src.shape()) == ShapeUtil::ElementsIn(dst.shape()));
  const std::vector<int64_t> out_strides = RowMajorStrides(dst.shape().dimensions());
  const std::vector<int64_t> in_strides = RowMajorStrides(src.shape().dimensions());
  // Zero-element arrays never call the map, so no stride below is zero.
  PullElements(src, dst, [&](absl::Span<const int64_t> out, absl::Span<int64_t> in) {
    int64_t linear = 0;
    for (size_t d = 0; d < out.size(); ++d) linear += out[d] * out_strides[d];
    for (size_t d = 0; d < in.size(); ++d) {
      in[d] = linear / in_strides[d];
      linear %= in_strides[d];
    }
    return true;
  });
}

void FillWith(const Literal& value, Literal& dst) {
  const int64_t width = primitive_util::ByteWidth(dst.shape().element_type());
  AXLE_CHECK(value.size_bytes() == width);
  auto* to = static_cast<uint8_t*>(dst.untyped_data());
  const int64_t count = dst.size_bytes() / width;
  for (int64_t i = 0; i < count; ++i) std::memcpy(to + i * width, value.untyped_data(), width);
}

Literal ScalarAt(const Literal& array, int64_t linear) {
  Literal scalar(Shape(array.shape().element_type(), {}));
  const int64_t width = scalar.size_bytes();
  std::memcpy(scalar.untyped_data(),
              static_cast<const uint8_t*>(array.untyped_data()) + linear * width, width);
  return scalar;
}

void StoreScalar(const Literal& value, Literal& dst, int64_t linear) {
  const int64_t width = primitive_util::ByteWidth(dst.shape().element_type());
  AXLE_CHECK(value.size_bytes() == width);
  std::memcpy(static_cast<uint8_t*>(dst.untyped_data()) + linear * width, value.untyped_data(),
              width);
}

absl::StatusOr<Literal> MakeResultForOneArrayOperand(const HloInstruction& instruction,
                                                     Operands operands) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  RETURN_IF_ERROR(ExpectArray(instruction, *operands[0], 0));
  return MakeArrayResult(instruction, operands[0]->shape().element_type());
}

}  // namespace data_movement
}  // namespace xla
