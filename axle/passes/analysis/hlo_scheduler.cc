// A memory-aware list scheduler (XLA's ListScheduler idea): among the
// instructions whose operands and control predecessors have run, run the one
// that frees the most bytes net of the bytes it defines; ties go to the
// earlier instruction of the computation's post-order, so the schedule is
// deterministic and stays close to the post-order when memory does not care.
// Instructions with side effects keep their post-order relative order.
//
// Bytes are counted per computation: an instruction defines the bytes of its
// array leaves unless it only forwards its operands' (get-tuple-element,
// tuple, opt-barrier, a bitcast unless BitcastDefinesValue) or its memory is
// not temporary (parameters, constants); those bytes are freed when the last
// instruction reading them runs, never when they are part of the computation's result.
#include "axle/passes/analysis/hlo_scheduler.h"

#include <algorithm>
#include <queue>
#include <tuple>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

bool Forwards(const HloInstruction& instruction) {
  const HloOpcode opcode = instruction.opcode();
  if (opcode == HloOpcode::kBitcast) return !BitcastDefinesValue(instruction);
  return opcode == HloOpcode::kGetTupleElement || opcode == HloOpcode::kTuple ||
         opcode == HloOpcode::kOptimizationBarrier;
}

int64_t ArrayBytes(const Shape& shape) {
  int64_t bytes = 0;
  ShapeUtil::ForEachSubshape(shape, [&](const Shape& subshape, const ShapeIndex&) {
    if (subshape.IsArray()) bytes += ShapeUtil::ByteSizeOfElements(subshape);
  });
  return bytes;
}

void SortUnique(std::vector<int64_t>& ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

bool IsCollective(HloOpcode opcode);

// HasOrderedEffect answered per instruction in constant time: which
// computations have an ordered effect is worked out once, callees first
// (asking HasOrderedEffect per instruction rescans every callee, quadratic
// in the call depth).
class OrderedEffectAnalysis {
 public:
  explicit OrderedEffectAnalysis(const HloModule& module) {
    for (const HloComputation* computation : module.MakeComputationPostOrder()) {
      bool any = false;
      for (const HloInstruction* instruction : computation->instructions()) {
        any = any || Has(*instruction);
      }
      computation_has_effect_[computation] = any;
    }
  }

  bool Has(const HloInstruction& instruction) const {
    if (instruction.HasSideEffectNoRecurse() || IsCollective(instruction.opcode())) return true;
    for (const HloComputation* callee : instruction.called_computations()) {
      auto it = computation_has_effect_.find(callee);
      if (it == computation_has_effect_.end()) return HasOrderedEffect(instruction);
      if (it->second) return true;
    }
    return false;
  }

 private:
  absl::flat_hash_map<const HloComputation*, bool> computation_has_effect_;
};

class ListScheduler {
 public:
  ListScheduler(std::vector<HloInstruction*> post_order, const OrderedEffectAnalysis& effects)
      : order_(std::move(post_order)), effects_(effects) {}

  std::vector<const HloInstruction*> Run();

 private:
  int64_t Priority(int64_t i) const;
  void Push(int64_t i) {
    ++version_[i];
    ready_.push({Priority(i), -i, version_[i]});
  }

  std::vector<HloInstruction*> order_;
  const OrderedEffectAnalysis& effects_;
  absl::flat_hash_map<const HloInstruction*, int64_t> id_;
  std::vector<int64_t> defined_bytes_;
  std::vector<std::vector<int64_t>> carried_;  // definers whose bytes an instruction's result holds
  std::vector<std::vector<int64_t>> reads_;    // definers an instruction reads
  std::vector<std::vector<int64_t>> readers_;  // instructions reading a definer
  std::vector<int64_t> unread_;                // readers of a definer not yet scheduled
  std::vector<bool> live_out_;
  std::vector<bool> scheduled_;
  std::vector<int64_t> version_;
  // (priority, -post-order index, version): the largest runs first.
  std::priority_queue<std::tuple<int64_t, int64_t, int64_t>> ready_;
};

int64_t ListScheduler::Priority(int64_t i) const {
  int64_t freed = 0;
  for (int64_t definer : reads_[i]) {
    if (unread_[definer] == 1 && !live_out_[definer]) freed += defined_bytes_[definer];
  }
  return freed - defined_bytes_[i];
}

std::vector<const HloInstruction*> ListScheduler::Run() {
  const int64_t n = static_cast<int64_t>(order_.size());
  for (int64_t i = 0; i < n; ++i) id_[order_[i]] = i;
  defined_bytes_.assign(n, 0);
  carried_.resize(n);
  reads_.resize(n);
  readers_.resize(n);
  unread_.assign(n, 0);
  live_out_.assign(n, false);
  scheduled_.assign(n, false);
  version_.assign(n, 0);
  std::vector<std::vector<int64_t>> successors(n);
  std::vector<int64_t> waiting_for(n, 0);
  auto add_edge = [&](int64_t from, int64_t to) {
    successors[from].push_back(to);
    ++waiting_for[to];
  };
  int64_t previous_side_effect = -1;
  for (int64_t i = 0; i < n; ++i) {
    const HloInstruction* instruction = order_[i];
    const HloOpcode opcode = instruction->opcode();
    std::vector<int64_t> predecessors;
    for (const HloInstruction* operand : instruction->operands()) {
      predecessors.push_back(id_.at(operand));
    }
    for (const HloInstruction* predecessor : instruction->control_predecessors()) {
      predecessors.push_back(id_.at(predecessor));
    }
    if (effects_.Has(*instruction)) {
      if (previous_side_effect >= 0) predecessors.push_back(previous_side_effect);
      previous_side_effect = i;
    }
    SortUnique(predecessors);
    for (int64_t predecessor : predecessors) add_edge(predecessor, i);

    if (Forwards(*instruction)) {
      for (const HloInstruction* operand : instruction->operands()) {
        const std::vector<int64_t>& from = carried_[id_.at(operand)];
        carried_[i].insert(carried_[i].end(), from.begin(), from.end());
      }
      SortUnique(carried_[i]);
      continue;
    }
    for (const HloInstruction* operand : instruction->operands()) {
      const std::vector<int64_t>& from = carried_[id_.at(operand)];
      reads_[i].insert(reads_[i].end(), from.begin(), from.end());
    }
    SortUnique(reads_[i]);
    for (int64_t definer : reads_[i]) readers_[definer].push_back(i);
    if (opcode != HloOpcode::kParameter && opcode != HloOpcode::kConstant) {
      defined_bytes_[i] = ArrayBytes(instruction->shape());
      carried_[i] = {i};
    }
  }
  for (int64_t i = 0; i < n; ++i) unread_[i] = static_cast<int64_t>(readers_[i].size());
  if (n > 0) {
    const HloInstruction* root = order_.front()->parent()->root_instruction();
    for (int64_t definer : carried_[id_.at(root)]) live_out_[definer] = true;
  }

  for (int64_t i = 0; i < n; ++i) {
    if (waiting_for[i] == 0) Push(i);
  }
  std::vector<const HloInstruction*> sequence;
  while (!ready_.empty()) {
    auto [priority, negative_index, version] = ready_.top();
    ready_.pop();
    const int64_t i = -negative_index;
    if (scheduled_[i] || version != version_[i]) continue;  // a stale entry
    scheduled_[i] = true;
    sequence.push_back(order_[i]);
    for (int64_t definer : reads_[i]) {
      if (--unread_[definer] != 1) continue;
      // The last reader now frees it: its priority went up.
      for (int64_t reader : readers_[definer]) {
        if (!scheduled_[reader] && waiting_for[reader] == 0) Push(reader);
      }
    }
    for (int64_t successor : successors[i]) {
      if (--waiting_for[successor] == 0) Push(successor);
    }
  }
  return sequence;
}

bool IsCollective(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllGather:
    case HloOpcode::kAllToAll:
    case HloOpcode::kReduceScatter:
    case HloOpcode::kCollectivePermute:
      return true;
    default:
      return false;
  }
}

std::vector<const HloInstruction*> OrderedEffects(
    absl::Span<const HloInstruction* const> sequence, const OrderedEffectAnalysis& analysis) {
  std::vector<const HloInstruction*> effects;
  for (const HloInstruction* instruction : sequence) {
    if (analysis.Has(*instruction)) effects.push_back(instruction);
  }
  return effects;
}

}  // namespace

bool HasOrderedEffect(const HloInstruction& instruction) {
  if (instruction.HasSideEffect() || IsCollective(instruction.opcode())) return true;
  return instruction.AnyCalledInstruction(
      [](const HloInstruction& called) { return IsCollective(called.opcode()); });
}

absl::Status CheckEffectOrder(const HloSchedule& schedule) {
  const OrderedEffectAnalysis analysis(schedule.module());
  for (const HloComputation* computation : schedule.computations()) {
    absl::StatusOr<std::vector<HloInstruction*>> post_order =
        computation->MakeInstructionPostOrderOrError();
    if (!post_order.ok()) return post_order.status();
    std::vector<const HloInstruction*> expected =
        OrderedEffects(std::vector<const HloInstruction*>(post_order->begin(), post_order->end()),
                       analysis);
    std::vector<const HloInstruction*> actual =
        OrderedEffects(schedule.sequence(computation), analysis);
    for (size_t i = 0; i < expected.size() && i < actual.size(); ++i) {
      if (expected[i] != actual[i]) {
        return absl::InternalError(absl::StrCat(
            "the schedule of ", computation->name(), " runs ", actual[i]->name(), " where ",
            expected[i]->name(), " must run: instructions with side effects or collectives "
            "must keep the interpreter's (post) order"));
      }
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<HloSchedule> ScheduleModule(const HloModule& module) {
  HloSchedule schedule(&module);
  const OrderedEffectAnalysis effects(module);
  for (const HloComputation* computation : SequentialComputations(module)) {
    ASSIGN_OR_RETURN(std::vector<HloInstruction*> order,
                     computation->MakeInstructionPostOrderOrError());
    schedule.set_sequence(computation, ListScheduler(std::move(order), effects).Run());
  }
  RETURN_IF_ERROR(schedule.Verify());
  RETURN_IF_ERROR(CheckEffectOrder(schedule));
  return schedule;
}

}  // namespace xla
