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
using Memory = std::vector<std::map<int64_t, Region>>;  // per allocation, by offset

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

  absl::Status Write(const BufferSlice& slice, std::vector<int64_t> labels,
                     const std::string& where, bool log = true);
  absl::Status Read(const HloValue& value, const std::string& where);
  std::string Describe(int64_t value_id) const;

  void PushSequence(const HloComputation* computation);
  absl::Status RunInstruction(const HloInstruction* instruction);
  absl::Status RunDefinition(const HloInstruction* instruction);
  absl::Status Fill(const HloInstruction* phis, const HloInstruction* sources,
                    const std::string& where);
  void PushWhile(const HloInstruction* loop);
  void PushConditional(const HloInstruction* conditional);

  const BufferAssignment& assignment_;
  const HloModule& module_;
  std::unique_ptr<HloDataflowAnalysis> dataflow_;
  Memory memory_;
  std::vector<Task> tasks_;
  int64_t step_ = 0;
  absl::flat_hash_map<int64_t, int64_t> labelled_at_;         // value id -> step
  absl::flat_hash_map<int64_t, std::string> overwritten_by_;  // value id -> how
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
      const int64_t bytes = ShapeUtil::ByteSizeOfElements(position.shape());
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

absl::Status Checker::Write(const BufferSlice& slice, std::vector<int64_t> labels,
                            const std::string& where, bool log) {
  if (slice.size == 0) return absl::OkStatus();
  const BufferAllocation& allocation = assignment_.allocations()[slice.allocation];
  if (log && (allocation.kind == BufferAllocation::Kind::kParameter ||
              allocation.kind == BufferAllocation::Kind::kConstant)) {
    return Fail(absl::StrCat(where, " writes ", Describe(labels.front()),
                             " into read-only allocation ", allocation.index));
  }
  std::map<int64_t, Region>& regions = memory_[slice.allocation];
  // Regions overlapping [offset, offset + size): the first may start before.
  auto it = regions.lower_bound(slice.offset);
  if (it != regions.begin()) {
    auto previous = std::prev(it);
    if (previous->first + previous->second.size > slice.offset) it = previous;
  }
  while (it != regions.end() && it->first < slice.offset + slice.size) {
    for (int64_t overwritten : it->second.labels) {
      overwritten_by_[overwritten] = absl::StrCat(Describe(labels.front()), " written by ", where);
    }
    it = regions.erase(it);
  }
  for (int64_t label : labels) labelled_at_[label] = step_;
  if (log) write_log_.push_back({slice, labels});
  regions[slice.offset] = Region{slice.size, std::move(labels)};
  return absl::OkStatus();
}

absl::Status Checker::Read(const HloValue& value, const std::string& where) {
  ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(value));
  if (slice.size == 0) return absl::OkStatus();
  for (auto loop = loops_.rbegin(); loop != loops_.rend(); ++loop) {
    auto labelled = labelled_at_.find(value.id());
    if (labelled == labelled_at_.end() || labelled->second >= loop->start_step) break;
    loop->reads_from_before.insert(value.id());
  }
  const std::map<int64_t, Region>& regions = memory_[slice.allocation];
  auto it = regions.find(slice.offset);
  if (it != regions.end() && it->second.size == slice.size &&
      std::find(it->second.labels.begin(), it->second.labels.end(), value.id()) !=
          it->second.labels.end()) {
    return absl::OkStatus();
  }
  auto overwritten = overwritten_by_.find(value.id());
  return Fail(absl::StrCat(where, " reads ", Describe(value.id()), " at ", SliceString(slice),
                           ", but ",
                           overwritten != overwritten_by_.end()
                               ? absl::StrCat("it was overwritten there by ", overwritten->second)
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
absl::Status Checker::Fill(const HloInstruction* phis, const HloInstruction* sources,
                           const std::string& where) {
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
    std::vector<int64_t>& labels = memory_[leaf.slice.allocation][leaf.slice.offset].labels;
    labels.insert(labels.end(), leaf.labels.begin(), leaf.labels.end());
    for (int64_t label : leaf.labels) labelled_at_[label] = step_;
  }
  return absl::OkStatus();
}

// An instruction that computes its results: reads every operand leaf, then
// writes each result, over an operand only where it may do so in place.
absl::Status Checker::RunDefinition(const HloInstruction* instruction) {
  const std::string where = instruction->name();
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
        return Fail(absl::StrCat(where, " writes ", Describe(defined[a]->id()), " and ",
                                 Describe(defined[b]->id()), " to overlapping slices"));
      }
    }
    for (const Read_& read : reads) {
      if (slice.size == 0 || read.slice.size == 0 || !slice.OverlapsWith(read.slice)) continue;
      if (!(slice.allocation == read.slice.allocation && slice.offset == read.slice.offset) ||
          !CanShareOperandBuffer(*instruction, read.operand_number, read.index,
                                 defined[a]->index())) {
        return Fail(absl::StrCat(where, " writes ", Describe(defined[a]->id()), " over ",
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
      RETURN_IF_ERROR(Read(*value, absl::StrCat(loop->name(), " (condition result)")));
    }
    PushSequence(body);
    return absl::OkStatus();
  });
  steps.push_back([=, this]() -> absl::Status {
    const std::string where = absl::StrCat(loop->name(), " (loop-back)");
    RETURN_IF_ERROR(Fill(loop, body->root_instruction(), where));
    // The next iteration: the condition's writes again, then everything from
    // before the loop that the loop reads must still be there.
    for (size_t i = *log_start; i < *log_end; ++i) {
      WriteRecord record = write_log_[i];
      RETURN_IF_ERROR(Write(record.slice, record.labels,
                            absl::StrCat(loop->name(), " (condition, next iteration)"),
                            /*log=*/false));
    }
    Loop finished = std::move(loops_.back());
    loops_.pop_back();
    std::vector<int64_t> reads(finished.reads_from_before.begin(),
                               finished.reads_from_before.end());
    std::sort(reads.begin(), reads.end());
    for (int64_t id : reads) {
      RETURN_IF_ERROR(Read(dataflow_->value(id), absl::StrCat(loop->name(), " (next iteration)")));
    }
    return absl::OkStatus();
  });
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) tasks_.push_back(std::move(*it));
}

void Checker::PushConditional(const HloInstruction* conditional) {
  auto before = std::make_shared<Memory>();
  auto after = std::make_shared<std::vector<Memory>>();
  std::vector<Task> steps;
  steps.push_back([=, this] {
    *before = memory_;
    return absl::OkStatus();
  });
  for (const HloComputation* branch : conditional->branch_computations()) {
    steps.push_back([=, this] {
      memory_ = *before;
      PushSequence(branch);
      return absl::OkStatus();
    });
    steps.push_back([=, this]() -> absl::Status {
      RETURN_IF_ERROR(Fill(conditional, branch->root_instruction(),
                           absl::StrCat(conditional->name(), " (result of ", branch->name(), ")")));
      after->push_back(memory_);
      return absl::OkStatus();
    });
  }
  // Afterwards only what every branch left in place is known.
  steps.push_back([=, this] {
    memory_ = after->front();
    for (size_t b = 1; b < after->size(); ++b) {
      for (size_t a = 0; a < memory_.size(); ++a) {
        std::map<int64_t, Region>& regions = memory_[a];
        const std::map<int64_t, Region>& other = (*after)[b][a];
        for (auto it = regions.begin(); it != regions.end();) {
          auto match = other.find(it->first);
          if (match != other.end() && match->second.size == it->second.size) {
            std::vector<int64_t> kept;
            for (int64_t label : it->second.labels) {
              if (std::find(match->second.labels.begin(), match->second.labels.end(), label) !=
                  match->second.labels.end()) {
                kept.push_back(label);
              }
            }
            it->second.labels = std::move(kept);
          } else {
            it->second.labels.clear();
          }
          it = it->second.labels.empty() ? regions.erase(it) : std::next(it);
        }
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
    case HloOpcode::kBitcast:
    case HloOpcode::kOptimizationBarrier:
      return absl::OkStatus();  // no bytes move
    case HloOpcode::kWhile:
      RETURN_IF_ERROR(Fill(instruction, instruction->operand(0),
                           absl::StrCat(instruction->name(), " (entry)")));
      PushWhile(instruction);
      return absl::OkStatus();
    case HloOpcode::kConditional:
      for (const auto& [index, value] : dataflow_->ValuesAt(instruction->operand(0))) {
        RETURN_IF_ERROR(Read(*value, instruction->name()));
      }
      PushConditional(instruction);
      return absl::OkStatus();
    case HloOpcode::kCall: {
      const HloComputation* callee = instruction->to_apply();
      tasks_.push_back([this, instruction, callee] {
        return Fill(instruction, callee->root_instruction(),
                    absl::StrCat(instruction->name(), " (result)"));
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
  memory_.assign(assignment_.allocations().size(), {});
  // Parameters and constants are in place before the program starts.
  for (const auto& value : dataflow_->values()) {
    if (!value->read_only()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, SliceOf(*value));
    RETURN_IF_ERROR(Write(slice, {value->id()}, "the caller", /*log=*/false));
  }
  const HloComputation* entry = module_.entry_computation();
  tasks_.push_back([this, entry]() -> absl::Status {
    for (const auto& [index, value] : dataflow_->ValuesAt(entry->root_instruction())) {
      RETURN_IF_ERROR(Read(*value, "the entry result"));
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
