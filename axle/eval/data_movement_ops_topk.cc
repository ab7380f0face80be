// topk(operand), k, largest: along the last dimension, the k largest (or
// smallest) elements in order and their s32 indices. Floats are ordered
// totally (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN); equal elements
// keep their order (the lower index first).
#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <numeric>

#include "axle/base/status_macros.h"
#include "axle/eval/collective_util.h"
#include "axle/eval/index_mapping.h"
#include "axle/hlo/xla_custom_calls.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace data_movement {
namespace {

// A signed key whose order is the element's total order.
absl::StatusOr<std::vector<int64_t>> TotalOrderKeys(const HloInstruction& instruction,
                                                    const Literal& array) {
  const PrimitiveType type = array.shape().element_type();
  std::vector<int64_t> keys(array.element_count());
  int64_t linear = 0;
  bool ok = true;
  const bool is_float = primitive_util::IsFloatingPointType(type);
  const bool is_unsigned = primitive_util::IsUnsignedIntegralType(type);
  if (!is_float && !primitive_util::IsIntegralType(type) && type != PRED) {
    return InvalidArgument(OpName(instruction), ": cannot order elements of type ",
                           PrimitiveType_Name(type));
  }
  ShapeUtil::ForEachIndex(array.shape(), [&](absl::Span<const int64_t> at) {
    if (is_float) {
      const int64_t bits = std::bit_cast<int64_t>(array.GetAsDouble(at).value_or(0));
      keys[linear] = bits < 0 ? bits ^ std::numeric_limits<int64_t>::max() : bits;
    } else {
      std::optional<int64_t> value = array.GetIntegralAsS64(at);
      ok &= value.has_value();
      const int64_t v = value.value_or(0);
      keys[linear] = is_unsigned ? static_cast<int64_t>(static_cast<uint64_t>(v) ^
                                                        (uint64_t{1} << 63))
                                 : v;
    }
    ++linear;
    return true;
  });
  if (!ok) return InvalidArgument(OpName(instruction), ": unreadable element");
  return keys;
}

absl::StatusOr<Literal> TopK(const HloInstruction& instruction, Operands operands, int64_t k,
                             bool largest) {
  RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, 1));
  const Literal source = WithDefaultLayout(*operands[0]);
  const Shape& shape = source.shape();
  if (!shape.IsArray() || shape.rank() < 1 || k < 0 || k > shape.dimensions(shape.rank() - 1)) {
    return InvalidArgument(OpName(instruction), ": k=", k, " does not fit ", shape.ToString());
  }
  ASSIGN_OR_RETURN(std::vector<int64_t> keys, TotalOrderKeys(instruction, source));
  const int64_t n = shape.dimensions(shape.rank() - 1);
  const int64_t rows = n == 0 ? 0 : source.element_count() / n;
  std::vector<int64_t> dims(shape.dimensions().begin(), shape.dimensions().end());
  dims.back() = k;
  Literal values(ShapeUtil::MakeShape(shape.element_type(), dims));
  Literal indices(ShapeUtil::MakeShape(S32, dims));
  const int64_t width = primitive_util::ByteWidth(shape.element_type());
  const char* in = static_cast<const char*>(source.untyped_data());
  char* out = static_cast<char*>(values.untyped_data());
  absl::Span<int32_t> out_indices = indices.data<int32_t>();
  std::vector<int64_t> order(n);
  for (int64_t row = 0; row < rows; ++row) {
    const int64_t* row_keys = keys.data() + row * n;
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return largest ? row_keys[a] > row_keys[b] : row_keys[a] < row_keys[b];
    });
    for (int64_t j = 0; j < k; ++j) {
      std::memcpy(out + (row * k + j) * width, in + (row * n + order[j]) * width, width);
      out_indices[row * k + j] = static_cast<int32_t>(order[j]);
    }
  }
  std::vector<Literal> elements;
  elements.push_back(std::move(values));
  elements.push_back(std::move(indices));
  return WithLayoutOf(Literal::MakeTuple(std::move(elements)), instruction.shape());
}

absl::StatusOr<Literal> EvaluateTopK(const HloInstruction& instruction, Operands operands,
                                     EvalContext&) {
  return TopK(instruction, operands, instruction.attributes().top_k,
              instruction.attributes().largest);
}

}  // namespace

absl::StatusOr<Literal> EvaluateTopKCustomCall(const HloInstruction& instruction,
                                               Operands operands, EvalContext&) {
  ASSIGN_OR_RETURN(TopKCustomCall call, ReadTopKCustomCall(instruction));
  return TopK(instruction, operands, call.k, call.largest);
}

void RegisterTopKOp(OpRegistry& registry) { registry.Register(HloOpcode::kTopK, EvaluateTopK); }

}  // namespace data_movement
}  // namespace xla
