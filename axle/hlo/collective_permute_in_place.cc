#include "axle/hlo/collective_permute_in_place.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/primitive_type.h"

namespace xla {
namespace {

// The buffers of an input or output operand: the array itself or a tuple's
// arrays.
absl::StatusOr<std::vector<const Shape*>> Buffers(const std::string& op, const char* what,
                                                  const Shape& shape) {
  std::vector<const Shape*> buffers;
  if (shape.IsArray()) {
    buffers.push_back(&shape);
    return buffers;
  }
  if (shape.IsTuple()) {
    for (const Shape& element : shape.tuple_shapes()) {
      if (!element.IsArray()) break;
      buffers.push_back(&element);
    }
    if (static_cast<int>(buffers.size()) == shape.tuple_shapes_size() && !buffers.empty()) {
      return buffers;
    }
  }
  return InvalidArgument(op, ": the ", what,
                         " buffer must be an array or a tuple of arrays but is ",
                         shape.ToString());
}

// Offsets: a tuple of `rank` integer scalars, or tuples nesting such tuples
// (per slice, and per buffer when the buffers are tuples).
absl::Status CheckOffsets(const std::string& op, const char* what, const Shape& shape,
                          int64_t rank) {
  auto is_index = [&](const Shape& s) {
    if (!s.IsTuple() || s.tuple_shapes_size() != rank) return false;
    for (const Shape& e : s.tuple_shapes()) {
      if (!e.IsArray() || e.rank() != 0 || !primitive_util::IsIntegralType(e.element_type())) {
        return false;
      }
    }
    return true;
  };
  std::vector<const Shape*> pending = {&shape};
  while (!pending.empty()) {
    const Shape* s = pending.back();
    pending.pop_back();
    if (is_index(*s)) continue;
    if (!s->IsTuple() || s->tuple_shapes_size() == 0) {
      return InvalidArgument(op, ": the ", what, " must be a tuple of ", rank,
                             " integer scalars, or tuples of such tuples, but are ",
                             shape.ToString());
    }
    for (const Shape& element : s->tuple_shapes()) pending.push_back(&element);
  }
  return absl::OkStatus();
}

// As XLA's verifier: with several slices a replica may be the source (or
// target) of as many pairs as there are offset tuples (XLA counts the
// elements of the first offsets operand, or of its first element when the
// buffers are tuples).
absl::Status CheckPairs(const std::string& op, const HloInstruction& instruction) {
  const Shape& offsets = instruction.operand(2)->shape();
  int64_t allowed = 1;
  if (instruction.operand(0)->shape().IsArray()) {
    allowed = offsets.tuple_shapes_size();
  } else if (offsets.tuple_shapes_size() > 0 && offsets.tuple_shapes(0).IsTuple()) {
    allowed = offsets.tuple_shapes(0).tuple_shapes_size();
  }
  absl::flat_hash_map<int64_t, int64_t> sources, targets;
  for (const auto& [source, target] : instruction.attributes().source_target_pairs) {
    if (source < 0 || target < 0) {
      return InvalidArgument(op, ": source_target_pair {", source, ",", target,
                             "} names a negative id");
    }
    if (++sources[source] > std::max<int64_t>(allowed, 1)) {
      return InvalidArgument(op, ": source ", source, " appears in more than ", allowed,
                             " pairs");
    }
    if (++targets[target] > std::max<int64_t>(allowed, 1)) {
      return InvalidArgument(op, ": target ", target, " appears in more than ", allowed,
                             " pairs");
    }
  }
  return absl::OkStatus();
}

}  // namespace

bool IsInPlaceCollectivePermute(const HloInstruction& instruction) {
  return (instruction.opcode() == HloOpcode::kCollectivePermute ||
          instruction.opcode() == HloOpcode::kCollectivePermuteStart) &&
         !instruction.attributes().replica_groups.empty();
}

std::vector<std::vector<int64_t>> CollectivePermuteSliceSizes(const HloInstruction& instruction) {
  std::vector<std::vector<int64_t>> sizes;
  for (const ReplicaGroup& group : instruction.attributes().replica_groups) {
    sizes.emplace_back(group.replica_ids().begin(), group.replica_ids().end());
  }
  return sizes;
}

absl::StatusOr<Shape> InferInPlaceCollectivePermuteShape(const HloInstruction& instruction) {
  const std::string& op = HloOpcodeString(instruction.opcode());
  if (instruction.operand_count() != 4) {
    return InvalidArgument(op, ": the in-place form (with slice_sizes) takes 4 operands "
                           "(input, output, input offsets, output offsets) but has ",
                           instruction.operand_count());
  }
  ASSIGN_OR_RETURN(std::vector<const Shape*> inputs,
                   Buffers(op, "input", instruction.operand(0)->shape()));
  ASSIGN_OR_RETURN(std::vector<const Shape*> outputs,
                   Buffers(op, "output", instruction.operand(1)->shape()));
  if (inputs.size() != outputs.size()) {
    return InvalidArgument(op, ": ", inputs.size(), " input buffers but ", outputs.size(),
                           " output buffers");
  }
  const int64_t rank = inputs[0]->rank();
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (inputs[i]->element_type() != outputs[i]->element_type() ||
        inputs[i]->rank() != rank || outputs[i]->rank() != rank) {
      return InvalidArgument(op, ": input buffer ", inputs[i]->ToString(), " and output buffer ",
                             outputs[i]->ToString(),
                             " must have one element type and the rank of the first input");
    }
  }
  for (const std::vector<int64_t>& sizes : CollectivePermuteSliceSizes(instruction)) {
    if (static_cast<int64_t>(sizes.size()) != rank) {
      return InvalidArgument(op, ": a slice_sizes entry has ", sizes.size(),
                             " sizes but the buffers have rank ", rank);
    }
    for (size_t d = 0; d < sizes.size(); ++d) {
      for (const Shape* buffer : inputs) {
        if (sizes[d] < 0 || sizes[d] > buffer->dimensions(d)) {
          return InvalidArgument(op, ": slice size ", sizes[d], " in dimension ", d,
                                 " is out of range for the input ", buffer->ToString());
        }
      }
    }
  }
  RETURN_IF_ERROR(CheckOffsets(op, "input offsets", instruction.operand(2)->shape(), rank));
  RETURN_IF_ERROR(CheckOffsets(op, "output offsets", instruction.operand(3)->shape(), rank));
  RETURN_IF_ERROR(CheckPairs(op, instruction));
  Shape result = instruction.operand(1)->shape();
  LayoutUtil::ClearLayout(&result);
  return result;
}

}  // namespace xla
