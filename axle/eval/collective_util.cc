#include "axle/eval/collective_util.h"

#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"
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

}  // namespace

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
