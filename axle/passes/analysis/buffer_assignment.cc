// Buffer assignment in four steps over the flattened schedule
// (hlo_live_range.h):
//   1. buffers: one per value, a while's three state values as one
//      (hlo_alias_analysis.h);
//   2. aliasing: in schedule order, each while init leaf and body-root leaf,
//      each branch-root leaf and each callee-root leaf joins the buffer of
//      the phi it fills, when no value of one buffer is written while a value
//      of the other is live (or, for a parameter's or constant's read-only
//      memory, when nothing in the joined buffer is ever written);
//   3. in place: an instruction's result joins the buffer of an operand that
//      dies there, when the instruction can write over it (buffer_sharing.h);
//   4. allocations: entry parameter leaves and constants keep their own
//      read-only memory, the buffer of each entry result leaf gets an output
//      allocation, and the rest are packed into the temp arena
//      (heap_simulator.h) by their live intervals.
#include "axle/passes/analysis/buffer_assignment.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <set>
#include <tuple>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/buffer_sharing.h"
#include "axle/passes/analysis/heap_simulator.h"
#include "axle/passes/analysis/hlo_alias_analysis.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/passes/analysis/hlo_live_range.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {

namespace {

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

std::string IndexString(const ShapeIndex& index) {
  return absl::StrCat("{", absl::StrJoin(index, ","), "}");
}

BufferAllocation MakeAllocation(BufferAllocation::Kind kind, int64_t size) {
  BufferAllocation allocation;
  allocation.kind = kind;
  allocation.size = size;
  return allocation;
}

// A value's live range, ordered by start, then end.
struct LiveEntry {
  int64_t start;
  int64_t end;
  int64_t id;
  const HloValue* value;
  bool operator<(const LiveEntry& other) const {
    return std::tie(start, end, id) < std::tie(other.start, other.end, other.id);
  }
};

// Values that share bytes.
struct Buffer {
  // A deque: a merge prepends or appends the smaller side in its own time.
  std::deque<const HloValue*> values;
  // The values' live ranges. While `by_time_ends_sorted`, their ends never
  // decrease in this order either (values that do not interfere overlap at
  // most at a shared end point), so the values overlapping a range are one
  // run of entries, found by a search instead of a scan of the buffer.
  std::set<LiveEntry> by_time;
  bool by_time_ends_sorted = false;
  int64_t size = 0;
  bool read_only = false;  // holds an entry parameter or a constant
  bool live_out = false;   // holds an entry result leaf
  // Known to pass ReadOnlyUnionIsUnwritten's test on its own: every value
  // is read-only, or a phi fed only from this buffer. Set when a merge with
  // a read-only buffer succeeds, so a chain of such merges (a parameter
  // passed through 20,000 nested loops) rescans only what joins it, not the
  // whole buffer each time; false just means "not checked".
  bool unwritten = false;
  bool merged_away = false;
  int64_t allocation = -1;
  int64_t offset = 0;
  TimeInterval hull;
};

class BufferAssignmentImpl : public BufferAssignment {
 public:
  BufferAssignmentImpl(const HloModule& module, HloSchedule schedule,
                       const BufferAssignmentOptions& options)
      : module_(module), schedule_(std::move(schedule)), options_(options) {}

  absl::Status Assign();

  const HloModule& module() const override { return module_; }
  const HloSchedule& schedule() const override { return schedule_; }
  const std::vector<BufferAllocation>& allocations() const override { return allocations_; }
  absl::StatusOr<BufferSlice> GetSlice(const HloInstruction* instruction,
                                       const ShapeIndex& index) const override;
  int64_t temp_allocation() const override { return temp_allocation_; }
  int64_t peak_temp_bytes() const override {
    return temp_allocation_ < 0 ? 0 : allocations_[temp_allocation_].size;
  }
  int64_t peak_live_temp_bytes() const override { return peak_live_temp_bytes_; }
  std::string ToString() const override;

 private:
  Buffer& BufferOf(const HloValue* value) { return buffers_[buffer_of_[value->id()]]; }
  const Buffer& BufferOf(const HloValue* value) const { return buffers_[buffer_of_[value->id()]]; }

  bool InPlaceTouch(const HloValue& dying, const HloValue& defined) const;
  bool Interfere(const HloValue& a, const HloValue& b) const;
  bool ReadOnlyUnionIsUnwritten(int64_t a, int64_t b) const;
  // Whether a value of buffer `a` interferes with one of buffer `b`.
  bool BuffersInterfere(const Buffer& a, const Buffer& b) const;
  // Joins the buffers of `a` and `b` when no value of one is written while a
  // value of the other is live.
  bool TryMerge(const HloValue* a, const HloValue* b);

  void MergePhis();
  void MergeInPlace();
  void AllocateReadOnlyAndOutputs();
  void PackTemps();

  int64_t NewAllocation(BufferAllocation allocation) {
    allocation.index = static_cast<int64_t>(allocations_.size());
    allocations_.push_back(std::move(allocation));
    return allocations_.back().index;
  }

  const HloModule& module_;
  HloSchedule schedule_;
  BufferAssignmentOptions options_;
  std::unique_ptr<HloDataflowAnalysis> dataflow_;
  std::unique_ptr<HloAliasAnalysis> alias_;
  std::unique_ptr<HloLiveRange> live_range_;
  std::vector<Buffer> buffers_;
  std::vector<int64_t> buffer_of_;  // by value id
  std::vector<BufferAllocation> allocations_;
  int64_t temp_allocation_ = -1;
  int64_t peak_live_temp_bytes_ = 0;
};

absl::Status BufferAssignmentImpl::Assign() {
  RETURN_IF_ERROR(schedule_.Verify());
  ASSIGN_OR_RETURN(dataflow_, HloDataflowAnalysis::Run(module_));
  alias_ = std::make_unique<HloAliasAnalysis>(*dataflow_);
  ASSIGN_OR_RETURN(live_range_, HloLiveRange::Run(schedule_, *dataflow_));
  buffer_of_.assign(dataflow_->values().size(), -1);
  for (const auto& group : alias_->groups()) {
    Buffer buffer;
    for (const HloValue* value : group) {
      buffer_of_[value->id()] = static_cast<int64_t>(buffers_.size());
      buffer.values.push_back(value);
      buffer.size = std::max(buffer.size, value->size_bytes());
      buffer.read_only |= value->read_only();
      buffer.live_out |= value->live_out();
    }
    buffer.unwritten = std::all_of(buffer.values.begin(), buffer.values.end(),
                                   [](const HloValue* value) { return value->read_only(); });
    for (const HloValue* value : buffer.values) {
      const TimeInterval& range = live_range_->range(*value);
      buffer.by_time.insert({range.start, range.end, value->id(), value});
    }
    buffer.by_time_ends_sorted =
        std::is_sorted(buffer.by_time.begin(), buffer.by_time.end(),
                       [](const LiveEntry& a, const LiveEntry& b) { return a.end < b.end; });
    buffers_.push_back(std::move(buffer));
  }
  MergePhis();
  if (options_.allow_in_place) MergeInPlace();
  AllocateReadOnlyAndOutputs();
  PackTemps();
  return absl::OkStatus();
}

// `defined` is written by the instruction where `dying` is last read, and
// that instruction can write over it.
bool BufferAssignmentImpl::InPlaceTouch(const HloValue& dying, const HloValue& defined) const {
  if (defined.is_phi() || defined.read_only()) return false;
  const HloInstruction* writer = defined.instruction();
  const int64_t time = live_range_->time(writer);
  if (live_range_->range(dying).end != time) return false;
  bool read_there = false;
  for (const HloUse& use : dying.uses()) {
    if (live_range_->use_time(use) != time) continue;
    if (use.is_root_read() || use.instruction != writer ||
        !CanShareOperandBuffer(*writer, use.operand_number, use.operand_index, defined.index())) {
      return false;
    }
    read_there = true;
  }
  return read_there;
}

bool BufferAssignmentImpl::Interfere(const HloValue& a, const HloValue& b) const {
  const TimeInterval& ra = live_range_->range(a);
  const TimeInterval& rb = live_range_->range(b);
  if (!ra.Overlaps(rb)) return false;
  if (ra.end == rb.start && InPlaceTouch(a, b)) return false;
  if (rb.end == ra.start && InPlaceTouch(b, a)) return false;
  return true;
}

// Joining two buffers one of which is a parameter's or constant's memory:
// allowed when the union is that one value plus phis filled only from the
// union (a loop state or branch result that only ever passes it through),
// so nothing writes it. An entry result needs memory of its own.
bool BufferAssignmentImpl::ReadOnlyUnionIsUnwritten(int64_t a, int64_t b) const {
  const Buffer& first = buffers_[a];
  const Buffer& second = buffers_[b];
  if (first.live_out || second.live_out || (first.read_only && second.read_only)) return false;
  auto in_union = [&](const HloValue* value) {
    const int64_t buffer = buffer_of_[value->id()];
    return buffer == a || buffer == b;
  };
  for (const Buffer* buffer : {&first, &second}) {
    if (buffer->unwritten) continue;  // its phis are fed from itself, so from the union
    for (const HloValue* value : buffer->values) {
      if (value->read_only()) continue;
      if (!value->is_phi()) return false;
      for (const HloValue* input : dataflow_->PhiInputs(*value)) {
        if (!in_union(input)) return false;
      }
    }
  }
  return true;
}

bool BufferAssignmentImpl::BuffersInterfere(const Buffer& a, const Buffer& b) const {
  if (!a.by_time_ends_sorted || !b.by_time_ends_sorted) {
    for (const HloValue* x : a.values) {
      for (const HloValue* y : b.values) {
        if (Interfere(*x, *y)) return true;
      }
    }
    return false;
  }
  // Each value of the smaller buffer against the run of the larger one's
  // values that overlap it: those starting within its range, and those
  // starting before it that end at or after its start (a suffix of the
  // earlier ones, as ends never decrease).
  const Buffer& small = a.values.size() <= b.values.size() ? a : b;
  const Buffer& large = &small == &a ? b : a;
  constexpr int64_t kLeast = std::numeric_limits<int64_t>::min();
  for (const LiveEntry& y : small.by_time) {
    auto first = large.by_time.lower_bound({y.start, kLeast, kLeast, nullptr});
    for (auto it = first; it != large.by_time.end() && it->start <= y.end; ++it) {
      if (Interfere(*it->value, *y.value)) return true;
    }
    for (auto it = first; it != large.by_time.begin();) {
      --it;
      if (it->end < y.start) break;
      if (Interfere(*it->value, *y.value)) return true;
    }
  }
  return false;
}

bool BufferAssignmentImpl::TryMerge(const HloValue* a, const HloValue* b) {
  const int64_t ia = buffer_of_[a->id()];
  const int64_t ib = buffer_of_[b->id()];
  if (ia == ib) return true;
  Buffer& first = buffers_[ia];
  Buffer& second = buffers_[ib];
  if (first.size != second.size) return false;
  const bool through_read_only = first.read_only || second.read_only;
  if (through_read_only) {
    if (!ReadOnlyUnionIsUnwritten(ia, ib)) return false;
  } else if (BuffersInterfere(first, second)) {
    return false;
  }
  for (const HloValue* value : second.values) buffer_of_[value->id()] = ia;
  // first's values, then second's, moving the smaller side.
  if (first.values.size() >= second.values.size()) {
    first.values.insert(first.values.end(), second.values.begin(), second.values.end());
  } else {
    second.values.insert(second.values.begin(), first.values.begin(), first.values.end());
    first.values.swap(second.values);
  }
  if (through_read_only) {
    // A read-only buffer only ever merges through the test above again.
    first.by_time.clear();
    first.by_time_ends_sorted = false;
  } else {
    // Values that do not interfere keep the ends sorted (see Buffer).
    if (first.by_time.size() < second.by_time.size()) first.by_time.swap(second.by_time);
    first.by_time.insert(second.by_time.begin(), second.by_time.end());
    first.by_time_ends_sorted &= second.by_time_ends_sorted;
  }
  second.by_time.clear();
  // Only a merge through the read-only test leaves a buffer known unwritten.
  first.unwritten = first.read_only || second.read_only;
  first.read_only |= second.read_only;
  first.live_out |= second.live_out;
  second.values.clear();
  second.merged_away = true;
  return true;
}

void BufferAssignmentImpl::MergePhis() {
  for (const HloLiveRange::Step& step : live_range_->steps()) {
    std::vector<HloAliasAnalysis::MayAlias> pairs;
    if (step.kind == HloLiveRange::Step::Kind::kInstruction &&
        step.instruction->opcode() == HloOpcode::kWhile) {
      pairs = alias_->InitAliases(step.instruction);
    } else if (step.kind == HloLiveRange::Step::Kind::kEnd) {
      pairs = alias_->RootAliases(step.computation);
    }
    for (const HloAliasAnalysis::MayAlias& pair : pairs) {
      // The phi's bytes must mean what the input's mean where it is read.
      const Shape& read_as = pair.input_position.shape();
      const Shape& phi = pair.phi->shape();
      if (ShapeUtil::SameDimensions(read_as, phi) && read_as.element_type() == phi.element_type() &&
          LayoutUtil::LayoutOrDefault(read_as) == LayoutUtil::LayoutOrDefault(phi)) {
        TryMerge(pair.phi, pair.input);
      }
    }
  }
}

void BufferAssignmentImpl::MergeInPlace() {
  for (const HloLiveRange::Step& step : live_range_->steps()) {
    if (step.kind != HloLiveRange::Step::Kind::kInstruction) continue;
    const HloInstruction* instruction = step.instruction;
    for (const HloValue* defined : dataflow_->ValuesDefinedBy(instruction)) {
      if (defined->is_phi() || defined->read_only()) continue;
      for (int64_t i = 0; i < instruction->operand_count(); ++i) {
        for (const auto& [index, operand] : dataflow_->ValuesAt(instruction->operand(i))) {
          if (CanShareOperandBuffer(*instruction, i, index, defined->index())) {
            TryMerge(defined, operand);
          }
        }
      }
    }
  }
}

void BufferAssignmentImpl::AllocateReadOnlyAndOutputs() {
  const HloComputation* entry = module_.entry_computation();
  for (const HloInstruction* parameter : entry->parameter_instructions()) {
    for (const auto& [index, value] : dataflow_->ValuesAt(parameter)) {
      Buffer& buffer = BufferOf(value);
      BufferAllocation allocation = MakeAllocation(BufferAllocation::Kind::kParameter, buffer.size);
      allocation.parameter_number = parameter->parameter_number();
      allocation.parameter_index = index;
      buffer.allocation = NewAllocation(std::move(allocation));
    }
  }
  for (const auto& [index, value] : dataflow_->ValuesAt(entry->root_instruction())) {
    Buffer& buffer = BufferOf(value);
    if (buffer.read_only || buffer.allocation >= 0) continue;  // the runtime copies these
    BufferAllocation allocation = MakeAllocation(BufferAllocation::Kind::kOutput, buffer.size);
    allocation.output_index = index;
    buffer.allocation = NewAllocation(std::move(allocation));
  }
  for (const auto& value : dataflow_->values()) {
    if (value->instruction()->opcode() != HloOpcode::kConstant || value->is_phi()) continue;
    Buffer& buffer = BufferOf(value.get());
    BufferAllocation allocation = MakeAllocation(BufferAllocation::Kind::kConstant, buffer.size);
    allocation.constant = value->instruction();
    buffer.allocation = NewAllocation(std::move(allocation));
  }
}

void BufferAssignmentImpl::PackTemps() {
  std::vector<HeapRequest> requests;
  std::vector<int64_t> requesters;
  for (int64_t i = 0; i < static_cast<int64_t>(buffers_.size()); ++i) {
    Buffer& buffer = buffers_[i];
    if (buffer.merged_away) continue;
    buffer.hull = live_range_->range(*buffer.values.front());
    for (const HloValue* value : buffer.values) {
      const TimeInterval& range = live_range_->range(*value);
      buffer.hull.start = std::min(buffer.hull.start, range.start);
      buffer.hull.end = std::max(buffer.hull.end, range.end);
    }
    if (buffer.allocation >= 0) continue;
    requests.push_back({buffer.size, buffer.hull});
    requesters.push_back(i);
  }
  if (requests.empty()) return;
  HeapPacking packing = PackHeap(requests, kBufferAlignment);
  temp_allocation_ =
      NewAllocation(MakeAllocation(BufferAllocation::Kind::kTemp, packing.heap_size));
  peak_live_temp_bytes_ = packing.peak_live_bytes;
  for (size_t k = 0; k < requesters.size(); ++k) {
    buffers_[requesters[k]].allocation = temp_allocation_;
    buffers_[requesters[k]].offset = packing.offsets[k];
  }
}

absl::StatusOr<BufferSlice> BufferAssignmentImpl::GetSlice(const HloInstruction* instruction,
                                                           const ShapeIndex& index) const {
  const HloValue* value = dataflow_->GetValueOrNull(instruction, index);
  if (value == nullptr) {
    return absl::NotFoundError(
        absl::StrCat("no buffer for ", instruction->name(), " at ", IndexString(index)));
  }
  const Buffer& buffer = BufferOf(value);
  return BufferSlice{
      buffer.allocation, buffer.offset,
      ByteSizeOfValue(ShapeUtil::GetSubshape(instruction->shape(), index))};
}

std::string BufferAssignmentImpl::ToString() const {
  std::string out = absl::StrCat("BufferAssignment for module ", module_.name(), ": ",
                                 allocations_.size(), " allocations\n");
  // Buffers by allocation, then offset.
  std::vector<const Buffer*> live_buffers;
  for (const Buffer& buffer : buffers_) {
    if (!buffer.merged_away) live_buffers.push_back(&buffer);
  }
  std::stable_sort(live_buffers.begin(), live_buffers.end(), [](const Buffer* a, const Buffer* b) {
    return std::make_pair(a->allocation, a->offset) < std::make_pair(b->allocation, b->offset);
  });
  int64_t total = 0;
  for (const BufferAllocation& allocation : allocations_) {
    absl::StrAppend(&out, "allocation ", allocation.index, " (", KindName(allocation.kind),
                    "): ", allocation.size, " bytes");
    if (allocation.kind == BufferAllocation::Kind::kParameter) {
      absl::StrAppend(&out, ", parameter ", allocation.parameter_number, " ",
                      IndexString(allocation.parameter_index));
    } else if (allocation.kind == BufferAllocation::Kind::kOutput) {
      absl::StrAppend(&out, ", result ", IndexString(allocation.output_index));
    } else if (allocation.kind == BufferAllocation::Kind::kConstant) {
      absl::StrAppend(&out, ", ", allocation.constant->name());
    }
    absl::StrAppend(&out, "\n");
    total += allocation.size;
    for (const Buffer* buffer : live_buffers) {
      if (buffer->allocation != allocation.index) continue;
      absl::StrAppend(&out, "  [", buffer->offset, ", ", buffer->offset + buffer->size, ")",
                      buffer->values.size() > 1 ? " shared by" : "", "\n");
      for (const HloValue* value : buffer->values) {
        const TimeInterval& range = live_range_->range(*value);
        absl::StrAppend(&out, "    ", value->ToString(), " ", value->shape().ToString(true),
                        " live [", range.start, ", ", range.end, "]",
                        value->is_phi() ? " (phi)" : "", "\n");
      }
    }
  }
  absl::StrAppend(&out, "temp arena: ", peak_temp_bytes(), " bytes (at most ",
                  peak_live_temp_bytes_, " bytes live at once); all allocations: ", total,
                  " bytes\n");
  return out;
}

}  // namespace

absl::StatusOr<std::unique_ptr<BufferAssignment>> AssignBuffers(
    const HloModule& module, HloSchedule schedule, const BufferAssignmentOptions& options) {
  auto assignment = std::make_unique<BufferAssignmentImpl>(module, std::move(schedule), options);
  RETURN_IF_ERROR(assignment->Assign());
  return assignment;
}

}  // namespace xla
