#include "axle/passes/analysis/buffer_assignment.h"

#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla {

int64_t DynamicSizesOffset(const Shape& array_shape) {
  return ShapeUtil::ByteSizeOfElements(array_shape);
}

int64_t ByteSizeOfValue(const Shape& array_shape) {
  const int64_t sizes = array_shape.is_dynamic() ? 4 * array_shape.rank() : 0;
  return DynamicSizesOffset(array_shape) + sizes;
}

namespace {

int64_t RoundUpToAlignment(int64_t bytes) {
  return (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment;
}

const char* KindName(BufferAllocation::Kind kind) {
  switch (kind) {
    case BufferAllocation::Kind::kParameter:
      return "parameter";
    case BufferAllocation::Kind::kConstant:
      return "constant";
    case BufferAllocation::Kind::kOutput:
      return "output";
    case BufferAllocation::Kind::kTemp:
      return "temp";
  }
  return "?";
}

ShapeIndex Prepend(int64_t first, const ShapeIndex& rest) {
  ShapeIndex index = {first};
  index.insert(index.end(), rest.begin(), rest.end());
  return index;
}

// Every array value gets bytes of its own: correct for any schedule, with no
// sharing between values.
class BufferAssignmentImpl : public BufferAssignment {
 public:
  BufferAssignmentImpl(const HloModule& module, HloSchedule schedule)
      : module_(module), schedule_(std::move(schedule)) {}

  absl::Status Assign();

  const HloModule& module() const override { return module_; }
  const HloSchedule& schedule() const override { return schedule_; }
  const std::vector<BufferAllocation>& allocations() const override { return allocations_; }
  absl::StatusOr<BufferSlice> GetSlice(const HloInstruction* instruction,
                                       const ShapeIndex& index) const override {
    auto it = slices_.find(std::make_pair(instruction, index));
    if (it == slices_.end()) {
      return absl::NotFoundError(absl::StrCat("no buffer for ", instruction->name(), " at {",
                                              absl::StrJoin(index, ","), "}"));
    }
    return it->second;
  }
  int64_t temp_allocation() const override { return temp_allocation_; }
  int64_t peak_temp_bytes() const override {
    return temp_allocation_ < 0 ? 0 : allocations_[temp_allocation_].size;
  }
  std::string ToString() const override;

 private:
  using Position = std::pair<const HloInstruction*, ShapeIndex>;

  BufferSlice NewAllocation(BufferAllocation allocation) {
    allocation.index = static_cast<int64_t>(allocations_.size());
    allocations_.push_back(std::move(allocation));
    return BufferSlice{allocations_.back().index, 0, allocations_.back().size};
  }
  BufferSlice NewTemp(int64_t size) {
    if (temp_allocation_ < 0) {
      temp_allocation_ = NewAllocation(BufferAllocation{0, BufferAllocation::Kind::kTemp, 0})
                             .allocation;
    }
    BufferAllocation& temp = allocations_[temp_allocation_];
    BufferSlice slice{temp_allocation_, temp.size, size};
    temp.size += RoundUpToAlignment(size);
    return slice;
  }
  absl::StatusOr<BufferSlice> Forwarded(const HloInstruction* instruction,
                                        const ShapeIndex& index) const {
    return GetSlice(instruction, index);
  }
  absl::StatusOr<BufferSlice> SliceFor(const HloInstruction* instruction,
                                       const ShapeIndex& index, const Shape& subshape);

  const HloModule& module_;
  HloSchedule schedule_;
  std::vector<BufferAllocation> allocations_;
  absl::flat_hash_map<Position, BufferSlice> slices_;
  std::vector<Position> defined_order_;
  int64_t temp_allocation_ = -1;
  // A sequential computation's caller: the instruction and, for each of the
  // callee's parameters, the position prefix its leaves forward to.
  struct CallSite {
    const HloInstruction* caller;
    int64_t first_operand;  // parameter k forwards to operand first_operand + k
    bool state_of_caller;   // while: parameters are the caller's own slices
  };
  absl::flat_hash_map<const HloComputation*, CallSite> call_sites_;
};

absl::StatusOr<BufferSlice> BufferAssignmentImpl::SliceFor(const HloInstruction* instruction,
                                                          const ShapeIndex& index,
                                                          const Shape& subshape) {
  const int64_t size = ByteSizeOfValue(subshape);
  switch (instruction->opcode()) {
    case HloOpcode::kParameter: {
      const HloComputation* computation = instruction->parent();
      if (computation == module_.entry_computation()) {
        BufferAllocation allocation{0, BufferAllocation::Kind::kParameter, size};
        allocation.parameter_number = instruction->parameter_number();
        allocation.parameter_index = index;
        return NewAllocation(std::move(allocation));
      }
      auto site = call_sites_.find(computation);
      if (site == call_sites_.end()) {
        return absl::InternalError(
            absl::StrCat("computation ", computation->name(), " has no sequential caller"));
      }
      const CallSite& call = site->second;
      if (call.state_of_caller) return Forwarded(call.caller, index);
      return Forwarded(
          call.caller->operand(call.first_operand + instruction->parameter_number()), index);
    }
    case HloOpcode::kConstant: {
      BufferAllocation allocation{0, BufferAllocation::Kind::kConstant, size};
      allocation.constant = instruction;
      return NewAllocation(std::move(allocation));
    }
    case HloOpcode::kGetTupleElement:
      return Forwarded(instruction->operand(0), Prepend(instruction->tuple_index(), index));
    case HloOpcode::kTuple:
      return Forwarded(instruction->operand(index[0]),
                       ShapeIndex(index.begin() + 1, index.end()));
    case HloOpcode::kBitcast:
    case HloOpcode::kOptimizationBarrier:
      return Forwarded(instruction->operand(0), index);
    default:
      return NewTemp(size);
  }
}

absl::Status BufferAssignmentImpl::Assign() {
  std::vector<const HloComputation*> computations = schedule_.computations();
  absl::Status status = absl::OkStatus();
  auto add_site = [&](const HloComputation* callee, CallSite site) {
    if (!call_sites_.emplace(callee, site).second && status.ok()) {
      status = absl::FailedPreconditionError(
          absl::StrCat("computation ", callee->name(),
                       " runs from more than one place; flatten-call-graph must run first"));
    }
  };
  for (const HloComputation* computation : computations) {
    for (const HloInstruction* instruction : schedule_.sequence(computation)) {
      switch (instruction->opcode()) {
        case HloOpcode::kWhile:
          add_site(instruction->while_condition(), {instruction, 0, true});
          add_site(instruction->while_body(), {instruction, 0, true});
          break;
        case HloOpcode::kConditional:
          for (const HloComputation* branch : instruction->branch_computations()) {
            add_site(branch, {instruction, 1, false});
          }
          break;
        case HloOpcode::kCall:
          add_site(instruction->to_apply(), {instruction, 0, false});
          break;
        default:
          break;
      }
    }
  }
  RETURN_IF_ERROR(status);
  // Callers before callees, so that forwarded parameters find their slices.
  for (auto it = computations.rbegin(); it != computations.rend(); ++it) {
    for (const HloInstruction* instruction : schedule_.sequence(*it)) {
      absl::Status status = ShapeUtil::ForEachSubshapeWithStatus(
          instruction->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
            if (!subshape.IsArray()) return absl::OkStatus();
            ASSIGN_OR_RETURN(BufferSlice slice, SliceFor(instruction, index, subshape));
            slices_[{instruction, index}] = slice;
            defined_order_.push_back({instruction, index});
            return absl::OkStatus();
          });
      RETURN_IF_ERROR(status);
    }
  }
  return absl::OkStatus();
}

std::string BufferAssignmentImpl::ToString() const {
  std::string out = absl::StrCat("BufferAssignment for module ", module_.name(), ": ",
                                 allocations_.size(), " allocations\n");
  int64_t total = 0;
  for (const BufferAllocation& allocation : allocations_) {
    absl::StrAppend(&out, "allocation ", allocation.index, " (", KindName(allocation.kind),
                    "): ", allocation.size, " bytes");
    if (allocation.kind == BufferAllocation::Kind::kParameter) {
      absl::StrAppend(&out, ", parameter ", allocation.parameter_number, " {",
                      absl::StrJoin(allocation.parameter_index, ","), "}");
    } else if (allocation.kind == BufferAllocation::Kind::kConstant) {
      absl::StrAppend(&out, ", ", allocation.constant->name());
    }
    absl::StrAppend(&out, "\n");
    total += allocation.size;
  }
  for (const Position& position : defined_order_) {
    const BufferSlice& slice = slices_.at(position);
    absl::StrAppend(&out, "  ", position.first->name(), "{", absl::StrJoin(position.second, ","),
                    "} -> allocation ", slice.allocation, " [", slice.offset, ", ",
                    slice.offset + slice.size, ")\n");
  }
  absl::StrAppend(&out, "temp arena: ", peak_temp_bytes(), " bytes; all allocations: ", total,
                  " bytes\n");
  return out;
}

}  // namespace

absl::StatusOr<std::unique_ptr<BufferAssignment>> AssignBuffers(
    const HloModule& module, HloSchedule schedule, const BufferAssignmentOptions& options) {
  auto assignment = std::make_unique<BufferAssignmentImpl>(module, std::move(schedule));
  RETURN_IF_ERROR(assignment->Assign());
  return assignment;
}

absl::Status CheckBufferAssignment(const BufferAssignment& assignment) {
  const std::vector<BufferAllocation>& allocations = assignment.allocations();
  for (const HloComputation* computation : assignment.schedule().computations()) {
    for (const HloInstruction* instruction : assignment.schedule().sequence(computation)) {
      absl::Status status = ShapeUtil::ForEachSubshapeWithStatus(
          instruction->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
            if (!subshape.IsArray()) return absl::OkStatus();
            ASSIGN_OR_RETURN(BufferSlice slice, assignment.GetSlice(instruction, index));
            if (slice.allocation < 0 ||
                slice.allocation >= static_cast<int64_t>(allocations.size()) ||
                slice.offset % kBufferAlignment != 0 ||
                slice.offset + slice.size > allocations[slice.allocation].size ||
                slice.size < ByteSizeOfValue(subshape)) {
              return absl::InternalError(absl::StrCat(
                  "slice of ", instruction->name(), "{", absl::StrJoin(index, ","),
                  "} is outside its allocation, misaligned or too small"));
            }
            return absl::OkStatus();
          });
      RETURN_IF_ERROR(status);
    }
  }
  return absl::OkStatus();
}

}  // namespace xla
