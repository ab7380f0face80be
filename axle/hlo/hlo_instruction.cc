#include "axle/hlo/hlo_instruction.h"

#include <algorithm>
#include <cstring>

#include "absl/algorithm/container.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Bit for bit, layouts included: a constant -0 is not +0 and NaN payloads
// differ (bitcast-convert can tell them apart), unlike Literal::operator==.
bool LiteralsIdentical(const Literal& a, const Literal& b) {
  if (!(a.shape() == b.shape())) {
    // An array without elements has the same (no) bytes in every layout, so
    // a relaid-out empty constant is still the same constant.
    return a.shape().IsArray() && ShapeUtil::EqualIgnoringLayout(a.shape(), b.shape()) &&
           ShapeUtil::ElementsIn(a.shape()) == 0;
  }
  if (a.shape().IsTuple()) {
    for (int64_t i = 0; i < a.tuple_element_count(); ++i) {
      if (!LiteralsIdentical(a.tuple_element(i), b.tuple_element(i))) return false;
    }
    return true;
  }
  // Zero bytes compare equal without memcmp: empty arrays may have no data.
  return a.size_bytes() == b.size_bytes() &&
         (a.size_bytes() == 0 ||
          std::memcmp(a.untyped_data(), b.untyped_data(), a.size_bytes()) == 0);
}

}  // namespace

HloInstruction::HloInstruction(HloOpcode opcode, const Shape& shape)
    : opcode_(opcode), shape_(shape) {}

// Instructions with at least this many operands get an OperandPositions
// index once an edit needs one; below it a scan of the list is cheaper.
constexpr size_t kIndexedOperandCount = 32;

struct HloInstruction::OperandPositions {
  absl::flat_hash_map<const HloInstruction*, absl::InlinedVector<int64_t, 1>> of;

  void Add(const HloInstruction* operand, int64_t position) {
    if (operand != nullptr) of[operand].push_back(position);
  }
  void Remove(const HloInstruction* operand, int64_t position) {
    auto it = of.find(operand);
    if (it == of.end()) return;
    auto& positions = it->second;
    auto found = std::find(positions.begin(), positions.end(), position);
    if (found != positions.end()) positions.erase(found);
    if (positions.empty()) of.erase(it);
  }
};

// Values with at least this many users get a UserPositions index once a
// user is removed; shorter lists are scanned, and keep their order.
constexpr size_t kIndexedUserCount = 64;

struct HloInstruction::UserPositions {
  absl::flat_hash_map<const HloInstruction*, int64_t> of;
};

HloInstruction::~HloInstruction() = default;

HloInstruction::OperandPositions* HloInstruction::PositionsForEdit() {
  if (operand_positions_ == nullptr && operands_.size() >= kIndexedOperandCount) {
    operand_positions_ = std::make_unique<OperandPositions>();
    for (size_t i = 0; i < operands_.size(); ++i) {
      operand_positions_->Add(operands_[i], static_cast<int64_t>(i));
    }
  }
  return operand_positions_.get();
}

void HloInstruction::ReplaceOperandUses(const HloInstruction* from, HloInstruction* to) {
  OperandPositions* index = PositionsForEdit();
  if (index == nullptr) {
    for (HloInstruction*& operand : operands_) {
      if (operand == from) operand = to;
    }
    return;
  }
  auto it = index->of.find(from);
  if (it == index->of.end()) return;
  absl::InlinedVector<int64_t, 1> positions = std::move(it->second);
  index->of.erase(it);
  for (int64_t position : positions) {
    operands_[position] = to;
    index->Add(to, position);
  }
}

const HloAttributes& HloInstruction::DefaultAttributes() {
  static const HloAttributes* const kDefault = new HloAttributes();
  return *kDefault;
}

HloAttributes* HloInstruction::mutable_attributes() {
  if (attributes_ == nullptr) attributes_ = std::make_unique<HloAttributes>();
  return attributes_.get();
}

void HloInstruction::set_attributes(HloAttributes attributes) {
  if (attributes == DefaultAttributes()) {
    attributes_.reset();
  } else if (attributes_ != nullptr) {
    *attributes_ = std::move(attributes);
  } else {
    attributes_ = std::make_unique<HloAttributes>(std::move(attributes));
  }
}

std::unique_ptr<HloInstruction> HloInstruction::Create(
    HloOpcode opcode, const Shape& shape, absl::Span<HloInstruction* const> operands) {
  std::unique_ptr<HloInstruction> instruction(new HloInstruction(opcode, shape));
  for (HloInstruction* operand : operands) instruction->AppendOperand(operand);
  return instruction;
}

std::unique_ptr<HloInstruction> HloInstruction::CreateParameter(int64_t parameter_number,
                                                                const Shape& shape,
                                                                const std::string& name) {
  auto instruction = Create(HloOpcode::kParameter, shape, {});
  instruction->mutable_attributes()->parameter_number = parameter_number;
  instruction->SetName(name);
  return instruction;
}

std::unique_ptr<HloInstruction> HloInstruction::CreateConstant(Literal literal) {
  auto instruction = Create(HloOpcode::kConstant, literal.shape(), {});
  instruction->SetLiteral(std::move(literal));
  return instruction;
}

std::unique_ptr<HloInstruction> HloInstruction::CreateGetTupleElement(const Shape& shape,
                                                                      HloInstruction* operand,
                                                                      int64_t index) {
  auto instruction = Create(HloOpcode::kGetTupleElement, shape, {operand});
  instruction->mutable_attributes()->tuple_index = index;
  return instruction;
}

void HloInstruction::SetLiteral(Literal literal) {
  literal_ = std::make_unique<Literal>(std::move(literal));
  if (attributes_ != nullptr) attributes_->opaque.literal_elided = false;
}

void HloInstruction::AppendOperand(HloInstruction* operand) {
  operand->AddUser(this);
  if (operand_positions_ != nullptr) {
    operand_positions_->Add(operand, static_cast<int64_t>(operands_.size()));
  }
  operands_.push_back(operand);
}

void HloInstruction::AddUser(HloInstruction* user) {
  // Whether `user` reads this value already. User lists and operand lists
  // agree, so the index or else the shorter list answers: a value read by
  // thousands of instructions, or a tuple of thousands of operands, is not
  // scanned per edge.
  bool listed = user_positions_ != nullptr ? user_positions_->of.contains(user)
                : user->operands_.size() < users_.size() ? user->IsUserOf(this)
                                                         : absl::c_linear_search(users_, user);
  if (listed) return;
  if (user_positions_ != nullptr) {
    user_positions_->of[user] = static_cast<int64_t>(users_.size());
  }
  users_.push_back(user);
}

void HloInstruction::RemoveUser(HloInstruction* user) {
  if (user_positions_ == nullptr && users_.size() >= kIndexedUserCount) {
    user_positions_ = std::make_unique<UserPositions>();
    for (size_t i = 0; i < users_.size(); ++i) {
      user_positions_->of[users_[i]] = static_cast<int64_t>(i);
    }
  }
  if (user_positions_ == nullptr) {
    // From the back: the users a pass removes are mostly ones it added last.
    auto found = std::find(users_.rbegin(), users_.rend(), user);
    if (found != users_.rend()) users_.erase(std::next(found).base());
    return;
  }
  // The last user takes the removed one's place (as in XLA): erasing from
  // the middle of a long list, once per removed user, was quadratic.
  auto it = user_positions_->of.find(user);
  if (it == user_positions_->of.end()) return;
  const int64_t position = it->second;
  user_positions_->of.erase(it);
  HloInstruction* last = users_.back();
  users_.pop_back();
  if (position < static_cast<int64_t>(users_.size())) {
    users_[position] = last;
    user_positions_->of[last] = position;
  }
}

bool HloInstruction::IsUserOf(const HloInstruction* operand) const {
  if (operand_positions_ != nullptr) return operand_positions_->of.contains(operand);
  return std::find(operands_.begin(), operands_.end(), operand) != operands_.end();
}

absl::Status HloInstruction::ReplaceOperandWith(int64_t operand_num, HloInstruction* new_operand) {
  if (operand_num < 0 || operand_num >= operand_count()) {
    return InvalidArgument("instruction ", name_, " has no operand ", operand_num);
  }
  HloInstruction* old_operand = operands_[operand_num];
  if (old_operand == new_operand) return absl::OkStatus();
  if (!ShapeUtil::CompatibleIgnoringFpPrecision(old_operand->shape(), new_operand->shape())) {
    return InvalidArgument("cannot replace operand ", operand_num, " of ", name_, " (",
                           old_operand->shape().ToString(), ") with ", new_operand->name(),
                           " of incompatible shape ", new_operand->shape().ToString());
  }
  new_operand->AddUser(this);  // before the operand changes: AddUser reads them
  if (OperandPositions* index = PositionsForEdit()) {  // built from the old operands
    index->Remove(old_operand, operand_num);
    index->Add(new_operand, operand_num);
  }
  operands_[operand_num] = new_operand;
  if (!IsUserOf(old_operand)) old_operand->RemoveUser(this);
  return absl::OkStatus();
}

absl::Status HloInstruction::ReplaceUseWith(HloInstruction* user, HloInstruction* new_producer) {
  if (new_producer == this) return absl::OkStatus();
  // One pass over the user's uses of this value, one user-list update each
  // side: ReplaceOperandWith per use rescans the operands for every use,
  // quadratic for a wide tuple or concatenate reading this value many times.
  if (!user->IsUserOf(this)) return absl::OkStatus();
  if (!ShapeUtil::CompatibleIgnoringFpPrecision(shape_, new_producer->shape())) {
    return InvalidArgument("cannot replace operand ",
                           absl::c_find(user->operands_, this) - user->operands_.begin(), " of ",
                           user->name_, " (", shape_.ToString(), ") with ", new_producer->name(),
                           " of incompatible shape ", new_producer->shape().ToString());
  }
  new_producer->AddUser(user);  // before the operands change: AddUser reads them
  user->ReplaceOperandUses(this, new_producer);
  RemoveUser(user);
  return absl::OkStatus();
}

absl::Status HloInstruction::ReplaceAllUsesWith(HloInstruction* new_producer) {
  if (new_producer == this) return absl::OkStatus();
  // What ReplaceUseWith per user does, in one pass over the users: per-use
  // AddUser/RemoveUser scan the user lists, quadratic for a value read by
  // thousands of instructions.
  bool moves_a_use = false;
  for (HloInstruction* user : users_) moves_a_use |= user != new_producer;
  if (moves_a_use && !ShapeUtil::CompatibleIgnoringFpPrecision(shape(), new_producer->shape())) {
    for (HloInstruction* user : users_) {
      if (user != new_producer) return ReplaceUseWith(user, new_producer);  // its error
    }
  }
  bool keeps_new_producer = false;
  for (HloInstruction* user : users_) {
    if (user == new_producer) {  // new_producer may consume this one
      keeps_new_producer = true;
      continue;
    }
    new_producer->AddUser(user);
    user->ReplaceOperandUses(this, new_producer);
  }
  users_.clear();
  user_positions_.reset();
  if (keeps_new_producer) users_.push_back(new_producer);
  if (parent_ != nullptr && parent_->root_instruction() == this) {
    parent_->set_root_instruction(new_producer);
  }
  return absl::OkStatus();
}

absl::Status HloInstruction::AddControlDependencyTo(HloInstruction* successor) {
  if (successor->parent_ != parent_) {
    return InvalidArgument("control dependency from ", name_, " to ", successor->name_,
                           " crosses computations");
  }
  if (std::find(control_successors_.begin(), control_successors_.end(), successor) ==
      control_successors_.end()) {
    control_successors_.push_back(successor);
    successor->control_predecessors_.push_back(this);
  }
  return absl::OkStatus();
}

void HloInstruction::DetachFromOperandsAndUsers() {
  for (HloInstruction* operand : operands_) {
    if (operand != nullptr) operand->RemoveUser(this);
  }
  for (HloInstruction* user : users_) user->ReplaceOperandUses(this, nullptr);
  users_.clear();
  user_positions_.reset();
  for (HloInstruction* pred : control_predecessors_) {
    auto& succs = pred->control_successors_;
    succs.erase(std::remove(succs.begin(), succs.end(), this), succs.end());
  }
  for (HloInstruction* succ : control_successors_) {
    auto& preds = succ->control_predecessors_;
    preds.erase(std::remove(preds.begin(), preds.end(), this), preds.end());
  }
  control_predecessors_.clear();
  control_successors_.clear();
}

void HloInstruction::ReplaceCalledComputations(
    const std::function<HloComputation*(HloComputation*)>& map_function) {
  for (HloComputation*& computation : called_computations_) {
    computation = map_function(computation);
  }
}

bool HloInstruction::IsRoot() const {
  return parent_ != nullptr && parent_->root_instruction() == this;
}

namespace {

// A start, update or done of an async pair: each done needs its own start,
// so none may be merged, duplicated, folded to a constant or dropped alone.
bool IsAsyncPairOpcode(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kAsyncStart:
    case HloOpcode::kAsyncUpdate:
    case HloOpcode::kAsyncDone:
    case HloOpcode::kAllGatherStart:
    case HloOpcode::kAllGatherDone:
    case HloOpcode::kAllReduceStart:
    case HloOpcode::kAllReduceDone:
    case HloOpcode::kCollectivePermuteStart:
    case HloOpcode::kCollectivePermuteDone:
    case HloOpcode::kCopyStart:
    case HloOpcode::kCopyDone:
      return true;
    default:
      return false;
  }
}

}  // namespace

bool HloInstruction::HasSideEffectNoRecurse() const {
  return HloOpcodeHasSideEffect(opcode_) || IsAsyncPairOpcode(opcode_) ||
         (opcode_ == HloOpcode::kCustomCall && attributes().custom_call_has_side_effect);
}

bool HloInstruction::HasSideEffect() const {
  return HasSideEffectNoRecurse() ||
         AnyCalledInstruction([](const HloInstruction& instruction) {
           return instruction.HasSideEffectNoRecurse();
         });
}

bool HloInstruction::AnyCalledInstruction(
    const std::function<bool(const HloInstruction&)>& predicate) const {
  // A worklist, not recursion: call depth comes from the input.
  std::vector<const HloComputation*> pending(called_computations_.begin(),
                                             called_computations_.end());
  absl::flat_hash_set<const HloComputation*> seen(pending.begin(), pending.end());
  while (!pending.empty()) {
    const HloComputation* computation = pending.back();
    pending.pop_back();
    for (const HloInstruction* instruction : computation->instructions()) {
      if (predicate(*instruction)) return true;
      for (const HloComputation* callee : instruction->called_computations()) {
        if (callee != nullptr && seen.insert(callee).second) pending.push_back(callee);
      }
    }
  }
  return false;
}

bool HloInstruction::Identical(
    const HloInstruction& other,
    const std::function<bool(const HloInstruction*, const HloInstruction*)>& operands_equal,
    const std::function<bool(const HloComputation*, const HloComputation*)>& computations_equal)
    const {
  if (opcode_ != other.opcode_ || !(shape_ == other.shape_) ||
      operands_.size() != other.operands_.size() ||
      called_computations_.size() != other.called_computations_.size() ||
      !(&attributes() == &other.attributes() || attributes() == other.attributes()) ||
      HasLiteral() != other.HasLiteral()) {
    return false;
  }
  if (HasLiteral() && !LiteralsIdentical(literal(), other.literal())) return false;
  for (size_t i = 0; i < operands_.size(); ++i) {
    if (!operands_equal(operands_[i], other.operands_[i])) return false;
  }
  for (size_t i = 0; i < called_computations_.size(); ++i) {
    if (!computations_equal(called_computations_[i], other.called_computations_[i])) {
      return false;
    }
  }
  return true;
}

std::unique_ptr<HloInstruction> HloInstruction::CloneWithNewOperands(
    const Shape& shape, absl::Span<HloInstruction* const> new_operands) const {
  auto clone = Create(opcode_, shape, new_operands);
  clone->name_ = name_;
  if (attributes_ != nullptr) clone->attributes_ = std::make_unique<HloAttributes>(*attributes_);
  clone->called_computations_ = called_computations_;
  if (literal_) clone->literal_ = std::make_unique<Literal>(literal_->Clone());
  return clone;
}

}  // namespace xla
