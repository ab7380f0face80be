// CheckBufferAssignment: an independent proof that an assignment is safe.
//
// Static checks: every array position of a scheduled computation has an
// aligned slice inside its allocation, big enough; every position of a value
// has the same slice; a while's result, body parameter and condition
// parameter share slices; entry parameters, constants and outputs are in
// allocations of the right kind.
//
// Then a replay of the flattened schedule that tracks which values' bytes
// each byte range holds: an instruction reads its operands (they must still
// be there) and writes its results (over whatever was there; over a value it
// reads only where buffer_sharing.h allows); control flow fills its phis from
// their inputs as the code generator does (a parallel copy, or nothing when
// the slices are equal). A while replays its condition and body once, then
// the loop-back fill, the condition's writes again and a re-read of every
// value from before the loop that the loop reads: the state then is the state
// every later iteration starts from. Each conditional branch starts from the
// memory before the conditional; afterwards only what all branches agree on
// is known. The entry result is read at the end.
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/buffer_sharing.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

std::string SliceString(const BufferSlice& slice) {
  return absl::StrCat("allocation ", slice.allocation, " [", slice.offset, ", ",
                      slice.offset + slice.size, ")");
}

absl::Status Fail(absl::string_view what) {
  return absl::InternalError(absl::StrCat("buffer assignment check failed: ", what));
}

// Which values' bytes a byte range holds.
struct Region {
  int64_t size = 0;
  std::vector<int64_t> labels;  // value ids
};

// The regions of every allocation, with a journal of changes that a
// conditional's branch can be undone from.
class Memory {
 public:
  using Key = std::pair<int64_t, int64_t>;  // allocation, offset

  explicit Memory(size_t allocations) : regions_(allocations) {}

  const Region* Find(int64_t allocation, int64_t offset) const {
    auto it = regions_[allocation].find(offset);
    return it == regions_[allocation].end() ? nullptr : &it->second;
  }
  // Removes the regions overlapping [offset, offset + size), calling
  // `removed` with each first.
  template <typename Removed>
  void Clear(int64_t allocation, int64_t offset, int64_t size, Removed removed) {
    std::map<int64_t, Region>& regions = regions_[allocation];
    auto it = regions.lower_bound(offset);
    if (it != regions.begin()) {
      auto previous = std::prev(it);
      if (previous->first + previous->second.size > offset) it = previous;
    }
    while (it != regions.end() && it->first < offset + size) {
      removed(it->second);
      Record(allocation, it->first);
      it = regions.erase(it);
    }
  }
  void Set(int64_t allocation, int64_t offset, Region region) {
    Record(allocation, offset);
    regions_[allocation][offset] = std::move(region);
  }
  void Erase(int64_t allocation, int64_t offset) {
    Record(allocation, offset);
    regions_[allocation].erase(offset);
  }

  // Starts journaling; returns the mark to undo to.
  size_t Mark() {
    ++journaling_;
    return journal_.size();
  }
  // The regions changed since `mark` as they are now (nullopt: none), then
  // undoes those changes.
  std::map<Key, std::optional<Region>> TakeChangesAndUndo(size_t mark) {
    std::map<Key, std::optional<Region>> changes;
    for (size_t i = mark; i < journal_.size(); ++i) {
      const Key key = journal_[i].key;
      if (changes.contains(key)) continue;
      const Region* now = Find(key.first, key.second);
      changes[key] = now == nullptr ? std::nullopt : std::optional<Region>(*now);
    }
    while (journal_.size() > mark) {
      Change& change = journal_.back();
      if (change.before) {
        regions_[change.key.first][change.key.second] = std::move(*change.before);
      } else {
        regions_[change.key.first].erase(change.key.second);
      }
      journal_.pop_back();
    }
    return changes;
  }
  void StopJournaling() { --journaling_; }

 private:
  struct Change {
    Key key;
    std::optional<Region> before;
  };
  void Record(int64_t allocation, int64_t offset) {
    if (journaling_ == 0) return;
    const Region* before = Find(allocation, offset);
    journal_.push_back(
        {{allocation, offset}, before == nullptr ? std::nullopt : std::optional<Region>(*before)});
  }

  std::vector<std::map<int64_t, Region>> regions_;  // by offset
  std::vector<Change> journal_;
  int journaling_ = 0;
};

// Where a read or write happens, for messages.
struct Site {
  const HloInstruction* instruction = nullptr;
  const char* note = "";
  std::string ToString() const {
    return instruction == nullptr ? std::string(note) : absl::StrCat(instruction->name(), note);
  }
};

class Checker {
 public:
  explicit Checker(const BufferAssignment& assignment)
      : assignment_(assignment), module_(assignment.module()) {}

  absl::Status Run();

 private:
  using Task = std::function<absl::Status()>;

  absl::StatusOr<BufferSlice> SliceOf(const HloValue& value) const {
    return assignment_.GetSlice(value.instruction(), value.index());
  }
  absl::Status CheckPositions();
  absl::Status CheckAllocationKinds();

  absl::Status Write(const BufferSlice& slice, std::vector<int64_t> labels, Site where,
                     bool log = true);
  absl::Status Read(const HloValue& value, Site where);
  std::string Describe(int64_t value_id) const;

  void PushSequence(const HloComputation* computation);
  absl::Status RunInstruction(const HloInstruction* instruction);
  absl::Status RunDefinition(const HloInstruction* instruction);
  absl::Status Fill(const HloInstruction* phis, const HloInstruction* sources, Site where);
  void PushWhile(const HloInstruction* loop);
  void PushConditional(const HloInstruction* conditional);

  const BufferAssignment& assignment_;
  const HloModule& module_;
  std::unique_ptr<HloDataflowAnalysis> dataflow_;
  Memory memory_{0};
  std::vector<Task> tasks_;
  int64_t step_ = 0;
  absl::flat_hash_map<int64_t, int64_t> labelled_at_;  // value id -> step
  struct Overwrite {
    int64_t value;  // written
    Site where;
  };
  absl::flat_hash_map<int64_t, Overwrite> overwritten_by_;  // by the value overwritten
  struct WriteRecord {
    BufferSlice slice;
    std::vector<int64_t> labels;
  };
  std::vector<WriteRecord> write_log_;
  struct Loop {
    int64_t start_step;
    absl::flat_hash_set<int64_t> reads_from_before;
  };
  std::vector<Loop> loops_;
};

std::string Checker::Describe(int64_t value_id) const {
  const HloValue& value = dataflow_->value(value_id);
  return absl::StrCat(value.ToString(), " (", value.shape().ToString(true), ")");
}

absl::Status Checker::CheckPositions() {
  const std::vector<BufferAllocation>& allocations = assignment_.allocations();
  for (const auto& value : dataflow_->values()) {
    ASSIGN_OR_RETURN(BufferSlice defining, SliceOf(*value));
    for (const HloPosition& position : value->positions()) {
      ASSIGN_OR_RETURN(BufferSlice slice,
                       assignment_.GetSlice(position.instruction, position.index));
      const int64_t bytes = ByteSizeOfValue(position.shape());
      if (slice.allocation < 0 || slice.allocation >= static_cast<int64_t>(allocations.size()) ||
          slice.offset < 0 || slice.offset % kBufferAlignment != 0 || slice.size < bytes ||
          slice.offset + slice.size > allocations[slice.allocation].size) {
        return Fail(absl::StrCat("the slice of ", position.ToString(), ", ", SliceString(slice),
                                 ", is outside its allocation, misaligned or smaller than its ",
                                 bytes, " bytes"));
      }
      if (slice.allocation != defining.allocation || slice.offset != defining.offset) {
        return Fail(absl::StrCat(position.ToString(), " holds ", value->ToString(),
                                 " but has the slice ", SliceString(slice), ", not ",
                                 SliceString(defining)));
      }
    }
  }
  // A while's state is one slice per leaf.
  for (const HloComputation* computation : dataflow_->computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kWhile) continue;
      for (const ShapeIndex& index : ArrayLeafIndices(instruction->shape())) {
        ASSIGN_OR_RETURN(BufferSlice state, assignment_.GetSlice(instruction, index));
        for (const HloValue* value : dataflow_->WhileStateValues(instruction, index)) {
          ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*value));
          if (slice.allocation != state.allocation || slice.offset != state.offset) {
            return Fail(absl::StrCat(value->ToString(), " is state of ", instruction->name(),
                                     " but not in its slice ", SliceString(state)));
          }
        }
      }
    }
  }
  return absl::OkStatus();
}

absl::Status Checker::CheckAllocationKinds() {
  const std::vector<BufferAllocation>& allocations = assignment_.allocations();
  for (const auto& value : dataflow_->values()) {
    if (!value->read_only()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*value));
    const BufferAllocation& allocation = allocations[slice.allocation];
    const HloInstruction* defining = value->instruction();
    bool right = defining->opcode() == HloOpcode::kConstant
                     ? allocation.kind == BufferAllocation::Kind::kConstant &&
                           allocation.constant == defining
                     : allocation.kind == BufferAllocation::Kind::kParameter &&
                           allocation.parameter_number == defining->parameter_number() &&
                           allocation.parameter_index == value->index();
    if (!right) {
      return Fail(
          absl::StrCat(value->ToString(), " is not in its own ",
                       defining->opcode() == HloOpcode::kConstant ? "constant" : "parameter",
                       " allocation but in allocation ", slice.allocation));
    }
  }
  const HloInstruction* root = module_.entry_computation()->root_instruction();
  absl::flat_hash_set<ShapeIndex> outputs;
  for (const BufferAllocation& allocation : allocations) {
    if (allocation.kind != BufferAllocation::Kind::kOutput) continue;
    if (!outputs.insert(allocation.output_index).second) {
      return Fail(absl::StrCat("two output allocations for result leaf {",
                               absl::StrJoin(allocation.output_index, ","), "}"));
    }
    absl::StatusOr<BufferSlice> slice = assignment_.GetSlice(root, allocation.output_index);
    if (!slice.ok() || slice->allocation != allocation.index || slice->offset != 0) {
      return Fail(absl::StrCat("output allocation ", allocation.index,
                               " does not hold result leaf {",
                               absl::StrJoin(allocation.output_index, ","), "}"));
    }
  }
  return absl::OkStatus();
}

absl::Status Checker::Write(const BufferSlice& slice, std::vector<int64_t> labels, Site where,
                            bool log) {
  if (slice.size == 0) return absl::OkStatus();
  const BufferAllocation& allocation = assignment_.allocations()[slice.allocation];
  if (log && (allocation.kind == BufferAllocation::Kind::kParameter ||
              allocation.kind == BufferAllocation::Kind::kConstant)) {
    return Fail(absl::StrCat(where.ToString(), " writes ", Describe(labels.front()),
                             " into read-only allocation ", allocation.index));
  }
  memory_.Clear(slice.allocation, slice.offset, slice.size, [&](const Region& region) {
    for (int64_t overwritten : region.labels) {
      overwritten_by_[overwritten] = Overwrite{labels.front(), where};
    }
  });
  for (int64_t label : labels) labelled_at_[label] = step_;
  if (log) write_log_.push_back({slice, labels});
  memory_.Set(slice.allocation, slice.offset, Region{slice.size, std::move(labels)});
  return absl::OkStatus();
}

absl::Status Checker::Read(const HloValue& value, Site where) {
  ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(value));
  if (slice.size == 0) return absl::OkStatus();
  for (auto loop = loops_.rbegin(); loop != loops_.rend(); ++loop) {
    auto labelled = labelled_at_.find(value.id());
    if (labelled == labelled_at_.end() || labelled->second >= loop->start_step) break;
    loop->reads_from_before.insert(value.id());
  }
  const Region* region = memory_.Find(slice.allocation, slice.offset);
  if (region != nullptr && region->size == slice.size &&
      std::find(region->labels.begin(), region->labels.end(), value.id()) != region->labels.end()) {
    return absl::OkStatus();
  }
  auto overwritten = overwritten_by_.find(value.id());
  return Fail(absl::StrCat(
      where.ToString(), " reads ", Describe(value.id()), " at ", SliceString(slice), ", but ",
      overwritten != overwritten_by_.end()
          ? absl::StrCat("it was overwritten there by ", Describe(overwritten->second.value),
                         " written by ", overwritten->second.where.ToString())
          : std::string("it is not there")));
}

void Checker::PushSequence(const HloComputation* computation) {
  const auto& sequence = assignment_.schedule().sequence(computation);
  for (auto it = sequence.rbegin(); it != sequence.rend(); ++it) {
    const HloInstruction* instruction = *it;
    tasks_.push_back([this, instruction] { return RunInstruction(instruction); });
  }
}

// Reads the sources' leaves, then fills each phi leaf: nothing when the
// source is already in its slice (it must still be there after the copies),
// else a copy (all copies read before any writes, as a parallel copy).
absl::Status Checker::Fill(const HloInstruction* phis, const HloInstruction* sources, Site where) {
  struct Leaf {
    const HloValue* source;
    BufferSlice slice;
    std::vector<int64_t> labels;
    bool copy;
  };
  std::vector<Leaf> leaves;
  for (const auto& [index, source] : dataflow_->ValuesAt(sources)) {
    RETURN_IF_ERROR(Read(*source, where));
    Leaf leaf{source, {}, {}, false};
    ASSIGN_OR_RETURN(leaf.slice, assignment_.GetSlice(phis, index));
    std::vector<const HloValue*> phi_values =
        phis->opcode() == HloOpcode::kWhile
            ? dataflow_->WhileStateValues(phis, index)
            : std::vector<const HloValue*>{dataflow_->GetValueOrNull(phis, index)};
    for (const HloValue* phi : phi_values) leaf.labels.push_back(phi->id());
    ASSIGN_OR_RETURN(BufferSlice source_slice, SliceOf(*source));
    leaf.copy = source_slice.allocation != leaf.slice.allocation ||
                source_slice.offset != leaf.slice.offset;
    leaves.push_back(std::move(leaf));
  }
  for (Leaf& leaf : leaves) {
    if (leaf.copy) RETURN_IF_ERROR(Write(leaf.slice, leaf.labels, where));
  }
  for (Leaf& leaf : leaves) {
    if (leaf.copy || leaf.slice.size == 0) continue;
    RETURN_IF_ERROR(Read(*leaf.source, where));
    Region region = *memory_.Find(leaf.slice.allocation, leaf.slice.offset);
    region.labels.insert(region.labels.end(), leaf.labels.begin(), leaf.labels.end());
    memory_.Set(leaf.slice.allocation, leaf.slice.offset, std::move(region));
    for (int64_t label : leaf.labels) labelled_at_[label] = step_;
  }
  return absl::OkStatus();
}

// An instruction that computes its results: reads every operand leaf, then
// writes each result, over an operand only where it may do so in place.
absl::Status Checker::RunDefinition(const HloInstruction* instruction) {
  const Site where{instruction};
  struct Read_ {
    int64_t operand_number;
    ShapeIndex index;
    const HloValue* value;
    BufferSlice slice;
  };
  std::vector<Read_> reads;
  for (int64_t i = 0; i < instruction->operand_count(); ++i) {
    for (const auto& [index, value] : dataflow_->ValuesAt(instruction->operand(i))) {
      RETURN_IF_ERROR(Read(*value, where));
      ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*value));
      reads.push_back({i, index, value, slice});
    }
  }
  std::vector<const HloValue*> defined = dataflow_->ValuesDefinedBy(instruction);
  for (size_t a = 0; a < defined.size(); ++a) {
    ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*defined[a]));
    for (size_t b = 0; b < a; ++b) {
      ASSIGN_OR_RETURN(BufferSlice other, SliceOf(*defined[b]));
      if (slice.size > 0 && other.size > 0 && slice.OverlapsWith(other)) {
        return Fail(absl::StrCat(where.ToString(), " writes ", Describe(defined[a]->id()), " and ",
                                 Describe(defined[b]->id()), " to overlapping slices"));
      }
    }
    for (const Read_& read : reads) {
      if (slice.size == 0 || read.slice.size == 0 || !slice.OverlapsWith(read.slice)) continue;
      if (!(slice.allocation == read.slice.allocation && slice.offset == read.slice.offset) ||
          !CanShareOperandBuffer(*instruction, read.operand_number, read.index,
                                 defined[a]->index())) {
        return Fail(absl::StrCat(where.ToString(), " writes ", Describe(defined[a]->id()), " over ",
                                 Describe(read.value->id()),
                                 ", which it reads, and cannot do that in place"));
      }
    }
  }
  for (const HloValue* value : defined) {
    ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*value));
    RETURN_IF_ERROR(Write(slice, {value->id()}, where));
  }
  return absl::OkStatus();
}

void Checker::PushWhile(const HloInstruction* loop) {
  const HloComputation* condition = loop->while_condition();
  const HloComputation* body = loop->while_body();
  auto log_start = std::make_shared<size_t>(0);
  auto log_end = std::make_shared<size_t>(0);
  // Pushed in reverse: they run top to bottom as written here.
  std::vector<Task> steps;
  steps.push_back([=, this] {
    ++step_;  // the state was filled before the loop starts
    loops_.push_back({step_, {}});
    *log_start = write_log_.size();
    return absl::OkStatus();
  });
  steps.push_back([=, this] {
    PushSequence(condition);
    return absl::OkStatus();
  });
  steps.push_back([=, this]() -> absl::Status {
    *log_end = write_log_.size();
    for (const auto& [index, value] : dataflow_->ValuesAt(condition->root_instruction())) {
      RETURN_IF_ERROR(Read(*value, Site{loop, " (condition result)"}));
    }
    PushSequence(body);
    return absl::OkStatus();
  });
  steps.push_back([=, this]() -> absl::Status {
    RETURN_IF_ERROR(Fill(loop, body->root_instruction(), Site{loop, " (loop-back)"}));
    // The next iteration: the condition's writes again, then everything from
    // before the loop that the loop reads must still be there.
    for (size_t i = *log_start; i < *log_end; ++i) {
      WriteRecord record = write_log_[i];
      RETURN_IF_ERROR(Write(record.slice, record.labels, Site{loop, " (condition, next iteration)"},
                            /*log=*/false));
    }
    Loop finished = std::move(loops_.back());
    loops_.pop_back();
    std::vector<int64_t> reads(finished.reads_from_before.begin(),
                               finished.reads_from_before.end());
    std::sort(reads.begin(), reads.end());
    for (int64_t id : reads) {
      RETURN_IF_ERROR(Read(dataflow_->value(id), Site{loop, " (next iteration)"}));
    }
    return absl::OkStatus();
  });
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) tasks_.push_back(std::move(*it));
}

void Checker::PushConditional(const HloInstruction* conditional) {
  // Each branch runs on the memory before the conditional: its changes are
  // undone after it. Afterwards only what every branch agrees on is known.
  auto mark = std::make_shared<size_t>(0);
  auto changes = std::make_shared<std::vector<std::map<Memory::Key, std::optional<Region>>>>();
  std::vector<Task> steps;
  steps.push_back([=, this] {
    *mark = memory_.Mark();
    return absl::OkStatus();
  });
  for (const HloComputation* branch : conditional->branch_computations()) {
    steps.push_back([=, this] {
      PushSequence(branch);
      return absl::OkStatus();
    });
    steps.push_back([=, this]() -> absl::Status {
      RETURN_IF_ERROR(
          Fill(conditional, branch->root_instruction(), Site{conditional, " (branch result)"}));
      changes->push_back(memory_.TakeChangesAndUndo(*mark));
      return absl::OkStatus();
    });
  }
  steps.push_back([=, this] {
    memory_.StopJournaling();
    std::set<Memory::Key> keys;
    for (const auto& branch : *changes) {
      for (const auto& [key, region] : branch) keys.insert(key);
    }
    for (const Memory::Key& key : keys) {
      const Region* unchanged = memory_.Find(key.first, key.second);
      std::optional<Region> agreed;
      bool first = true;
      for (const auto& branch : *changes) {
        auto it = branch.find(key);
        const Region* region =
            it != branch.end() ? (it->second ? &*it->second : nullptr) : unchanged;
        if (first) {
          if (region != nullptr) agreed = *region;
          first = false;
        } else if (agreed && (region == nullptr || region->size != agreed->size)) {
          agreed.reset();
        } else if (agreed) {
          std::vector<int64_t> kept;
          for (int64_t label : agreed->labels) {
            if (std::find(region->labels.begin(), region->labels.end(), label) !=
                region->labels.end()) {
              kept.push_back(label);
            }
          }
          agreed->labels = std::move(kept);
        }
      }
      if (agreed && !agreed->labels.empty()) {
        memory_.Set(key.first, key.second, *std::move(agreed));
      } else if (unchanged != nullptr) {
        memory_.Erase(key.first, key.second);
      }
    }
    return absl::OkStatus();
  });
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) tasks_.push_back(std::move(*it));
}

absl::Status Checker::RunInstruction(const HloInstruction* instruction) {
  ++step_;
  switch (instruction->opcode()) {
    case HloOpcode::kParameter:
    case HloOpcode::kConstant:
    case HloOpcode::kGetTupleElement:
    case HloOpcode::kTuple:
    case HloOpcode::kOptimizationBarrier:
      return absl::OkStatus();  // no bytes move
    case HloOpcode::kBitcast:
      if (BitcastDefinesValue(*instruction)) return RunDefinition(instruction);
      return absl::OkStatus();  // no bytes move
    case HloOpcode::kWhile:
      RETURN_IF_ERROR(Fill(instruction, instruction->operand(0), Site{instruction, " (entry)"}));
      PushWhile(instruction);
      return absl::OkStatus();
    case HloOpcode::kConditional:
      for (const auto& [index, value] : dataflow_->ValuesAt(instruction->operand(0))) {
        RETURN_IF_ERROR(Read(*value, Site{instruction}));
      }
      PushConditional(instruction);
      return absl::OkStatus();
    case HloOpcode::kCall: {
      const HloComputation* callee = instruction->to_apply();
      tasks_.push_back([this, instruction, callee] {
        return Fill(instruction, callee->root_instruction(), Site{instruction, " (result)"});
      });
      PushSequence(callee);
      return absl::OkStatus();
    }
    default:
      return RunDefinition(instruction);
  }
}

absl::Status Checker::Run() {
  ASSIGN_OR_RETURN(dataflow_, HloDataflowAnalysis::Run(module_));
  for (const HloComputation* computation : dataflow_->computations()) {
    if (!assignment_.schedule().is_computation_scheduled(computation)) {
      return Fail(absl::StrCat("computation ", computation->name(), " is not scheduled"));
    }
  }
  RETURN_IF_ERROR(CheckPositions());
  RETURN_IF_ERROR(CheckAllocationKinds());
  memory_ = Memory(assignment_.allocations().size());
  // Parameters and constants are in place before the program starts.
  for (const auto& value : dataflow_->values()) {
    if (!value->read_only()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*value));
    RETURN_IF_ERROR(Write(slice, {value->id()}, Site{nullptr, "the caller"}, /*log=*/false));
  }
  const HloComputation* entry = module_.entry_computation();
  tasks_.push_back([this, entry]() -> absl::Status {
    for (const auto& [index, value] : dataflow_->ValuesAt(entry->root_instruction())) {
      RETURN_IF_ERROR(Read(*value, Site{nullptr, "the entry result"}));
    }
    return absl::OkStatus();
  });
  PushSequence(entry);
  while (!tasks_.empty()) {
    Task task = std::move(tasks_.back());
    tasks_.pop_back();
    RETURN_IF_ERROR(task());
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckBufferAssignment(const BufferAssignment& assignment) {
  return Checker(assignment).Run();
}

}  // namespace xla
