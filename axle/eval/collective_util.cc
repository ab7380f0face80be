#include "axle/eval/collective_util.h"

#include <algorithm>
#include <cstring>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"
#include "axle/hlo/collective_permute_in_place.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

std::string GroupText(const ReplicaGroup& group) {
  return absl::StrCat("{", absl::StrJoin(group.replica_ids(), ","), "}");
}

// Bytes in one step along `dimension` of a row-major array: the product of
// the later dimensions times the element size.
// Both 0 for an array with no elements, whose other dimensions' product may
// not fit in int64 (f32[0,2^62,2^62]).
int64_t InnerBytes(const Shape& shape, int64_t dimension) {
  if (ShapeUtil::ElementsIn(shape) == 0) return 0;
  int64_t bytes = ShapeUtil::ByteSizeOfPrimitiveType(shape.element_type());
  for (int64_t d = dimension + 1; d < shape.rank(); ++d) bytes *= shape.dimensions(d);
  return bytes;
}

int64_t OuterCount(const Shape& shape, int64_t dimension) {
  if (ShapeUtil::ElementsIn(shape) == 0) return 0;
  int64_t count = 1;
  for (int64_t d = 0; d < dimension; ++d) count *= shape.dimensions(d);
  return count;
}

// An offsets operand of the in-place form as indices: one tuple of integer
// scalars (several tuples, one per slice, are refused: one slice runs).
absl::StatusOr<std::vector<int64_t>> InPlaceOffsets(const HloInstruction& instruction,
                                                    const Literal& offsets) {
  std::vector<int64_t> indices;
  for (int64_t i = 0; i < offsets.tuple_element_count(); ++i) {
    const Literal& element = offsets.tuple_element(i);
    std::optional<int64_t> index =
        element.shape().IsTuple() ? std::nullopt : element.GetIntegralAsS64({});
    if (!index) {
      return InvalidArgument(instruction.name(),
                             ": in-place collective-permute runs with one slice (one tuple of "
                             "integer offsets), not ",
                             offsets.shape().ToString());
    }
    indices.push_back(*index);
  }
  return indices;
}

// The buffers of an in-place collective-permute operand: the array or a
// tuple's elements.
std::vector<const Literal*> InPlaceBuffers(const Literal& operand) {
  if (!operand.shape().IsTuple()) return {&operand};
  std::vector<const Literal*> buffers;
  for (int64_t i = 0; i < operand.tuple_element_count(); ++i) {
    buffers.push_back(&operand.tuple_element(i));
  }
  return buffers;
}

}  // namespace

absl::StatusOr<InPlacePermute> ReadInPlacePermute(const HloInstruction& instruction,
                                                  absl::Span<const Literal* const> operands) {
  const std::vector<std::vector<int64_t>> sizes = CollectivePermuteSliceSizes(instruction);
  if (operands.size() != 4 || sizes.size() != 1) {
    return InvalidArgument(instruction.name(),
                           ": in-place collective-permute runs with 4 operands and one "
                           "slice_sizes entry");
  }
  InPlacePermute permute;
  permute.sizes = sizes[0];
  ASSIGN_OR_RETURN(permute.input_offsets, InPlaceOffsets(instruction, *operands[2]));
  ASSIGN_OR_RETURN(permute.output_offsets, InPlaceOffsets(instruction, *operands[3]));
  return permute;
}

Literal InPlacePermuteContribution(const Literal& input, const InPlacePermute& permute) {
  std::vector<Literal> sent;
  sent.push_back(WithDefaultLayout(input));
  sent.push_back(LiteralUtil::CreateR1<int64_t>(permute.input_offsets));
  return Literal::MakeTuple(std::move(sent));
}

absl::StatusOr<std::vector<Literal>> InPlacePermuteResult(const HloInstruction& instruction,
                                                          const InPlacePermute& permute,
                                                          const Literal& output,
                                                          const Literal* from) {
  Literal result = WithDefaultLayout(output);
  std::vector<Literal> outputs;
  if (result.shape().IsTuple()) {
    outputs = result.DecomposeTuple();
  } else {
    outputs.push_back(std::move(result));
  }
  if (from == nullptr) return outputs;
  const std::vector<const Literal*> inputs = InPlaceBuffers(from->tuple_element(0));
  const Literal& source_offsets = from->tuple_element(1);
  const std::vector<int64_t>& size = permute.sizes;
  const size_t rank = size.size();
  for (size_t b = 0; b < outputs.size() && b < inputs.size(); ++b) {
    const Shape& in = inputs[b]->shape();
    const Shape& out = outputs[b].shape();
    if (in.rank() != static_cast<int64_t>(rank) || out.rank() != in.rank() ||
        permute.input_offsets.size() != rank || permute.output_offsets.size() != rank ||
        source_offsets.element_count() != static_cast<int64_t>(rank)) {
      return InvalidArgument(instruction.name(), ": buffers ", in.ToString(), " and ",
                             out.ToString(), " do not match the slice sizes and offsets");
    }
    std::vector<int64_t> from_start(rank), from_limit(rank), to_start(rank);
    for (size_t d = 0; d < rank; ++d) {
      const int64_t extent = std::min({size[d], in.dimensions(d), out.dimensions(d)});
      const int64_t d64 = static_cast<int64_t>(d);
      from_start[d] = std::clamp<int64_t>(source_offsets.Get<int64_t>({d64}), 0,
                                          in.dimensions(d) - extent);
      from_limit[d] = from_start[d] + extent;
      to_start[d] = std::clamp<int64_t>(permute.output_offsets[d], 0, out.dimensions(d) - extent);
    }
    Literal slice = inputs[b]->Slice(from_start, from_limit);
    data_movement::PushElements(slice, outputs[b], [&](absl::Span<const int64_t> i, absl::Span<int64_t> o) {
      for (size_t d = 0; d < o.size(); ++d) o[d] = to_start[d] + i[d];
      return true;
    });
  }
  return outputs;
}

absl::StatusOr<std::vector<int64_t>> ReplicaGroupOf(const HloInstruction& instruction,
                                                    int64_t replica, int64_t replica_count) {
  const auto& groups = instruction.attributes().replica_groups;
  if (groups.empty()) {
    std::vector<int64_t> all(replica_count);
    for (int64_t r = 0; r < replica_count; ++r) all[r] = r;
    return all;
  }
  std::vector<bool> seen(replica_count, false);
  std::optional<std::vector<int64_t>> mine;
  for (const ReplicaGroup& group : groups) {
    for (int64_t id : group.replica_ids()) {
      if (id < 0 || id >= replica_count) {
        return InvalidArgument(instruction.name(), ": replica group ", GroupText(group),
                               " names replica ", id, " but there are ", replica_count,
                               " replicas");
      }
      if (seen[id]) {
        return InvalidArgument(instruction.name(), ": replica ", id,
                               " appears in more than one place in replica_groups");
      }
      seen[id] = true;
      if (id == replica) {
        mine = std::vector<int64_t>(group.replica_ids().begin(), group.replica_ids().end());
      }
    }
  }
  if (!mine) {
    return InvalidArgument(instruction.name(), ": replica ", replica,
                           " is in no replica group");
  }
  return *std::move(mine);
}

Literal WithDefaultLayout(const Literal& literal) {
  Shape shape = literal.shape();
  LayoutUtil::ClearLayout(&shape);
  return literal.Relayout(shape);
}

Literal WithLayoutOf(const Literal& literal, const Shape& shape) {
  return literal.Relayout(shape);
}

Literal SliceBlock(const Literal& array, int64_t dimension, int64_t count, int64_t index) {
  Literal source = WithDefaultLayout(array);
  Shape block_shape(source.shape().element_type(), source.shape().dimensions());
  const int64_t block = source.shape().dimensions(dimension) / count;
  block_shape.set_dimensions(dimension, block);
  Literal result(block_shape);
  const int64_t outer = OuterCount(source.shape(), dimension);
  const int64_t row = block * InnerBytes(source.shape(), dimension);
  const int64_t source_row = source.shape().dimensions(dimension) *
                             InnerBytes(source.shape(), dimension);
  const auto* src = static_cast<const uint8_t*>(source.untyped_data());
  auto* dst = static_cast<uint8_t*>(result.untyped_data());
  for (int64_t o = 0; o < outer && row > 0; ++o) {
    std::memcpy(dst + o * row, src + o * source_row + index * row, row);
  }
  return result;
}

Literal ConcatenateBlocks(absl::Span<const Literal* const> arrays, int64_t dimension) {
  std::vector<Literal> sources;
  int64_t total = 0;
  for (const Literal* array : arrays) {
    sources.push_back(WithDefaultLayout(*array));
    total += array->shape().dimensions(dimension);
  }
  Shape shape(sources[0].shape().element_type(), sources[0].shape().dimensions());
  shape.set_dimensions(dimension, total);
  Literal result(shape);
  const int64_t outer = OuterCount(shape, dimension);
  const int64_t inner = InnerBytes(shape, dimension);
  const int64_t result_row = total * inner;
  auto* dst = static_cast<uint8_t*>(result.untyped_data());
  int64_t offset = 0;
  for (const Literal& source : sources) {
    const int64_t row = source.shape().dimensions(dimension) * inner;
    const auto* src = static_cast<const uint8_t*>(source.untyped_data());
    for (int64_t o = 0; o < outer && row > 0; ++o) {
      std::memcpy(dst + o * result_row + offset, src + o * row, row);
    }
    offset += row;
  }
  return result;
}

}  // namespace xla
