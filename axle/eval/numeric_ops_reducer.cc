// ReducerCall (numeric_ops_reducer.h).
#include "axle/eval/numeric_ops_reducer.h"

#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/op_registry.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace numeric {

void ReducerCall::InitFastPath() {
  const HloInstruction* root = computation_.root_instruction();
  if (root == nullptr || root->opcode() == HloOpcode::kParameter || !root->IsElementwise() ||
      !root->called_computations().empty() ||
      computation_.instruction_count() != computation_.num_parameters() + 1) {
    return;
  }
  std::vector<int64_t> params;
  for (const HloInstruction* operand : root->operands()) {
    if (operand->opcode() != HloOpcode::kParameter) return;
    params.push_back(operand->parameter_number());
  }
  root_fn_ = OpRegistry::Get().Find(root->opcode());
  root_params_ = std::move(params);
}

absl::StatusOr<Literal> ReducerCall::Evaluate(absl::Span<const Literal* const> args) {
  if (root_fn_ == nullptr || static_cast<int64_t>(args.size()) != computation_.num_parameters()) {
    return context_.Call(computation_, args);
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (!ShapeUtil::Compatible(args[i]->shape(), computation_.parameter_instruction(i)->shape())) {
      return context_.Call(computation_, args);  // reports the mismatch
    }
  }
  std::vector<const Literal*> operands;
  operands.reserve(root_params_.size());
  for (int64_t p : root_params_) {
    if (p < 0 || p >= static_cast<int64_t>(args.size())) return context_.Call(computation_, args);
    operands.push_back(args[p]);
  }
  return (*root_fn_)(*computation_.root_instruction(), operands, context_);
}

absl::Status ReducerCall::Apply(std::vector<Literal>& acc, const std::vector<Literal>& elements) {
  std::vector<const Literal*> args;
  args.reserve(2 * n_);
  for (const Literal& a : acc) args.push_back(&a);
  for (const Literal& e : elements) args.push_back(&e);
  ASSIGN_OR_RETURN(Literal value, Evaluate(args));
  std::vector<Literal> values;
  if (n_ == 1 && !value.shape().IsTuple()) {
    values.push_back(std::move(value));
  } else if (value.shape().IsTuple() && value.tuple_element_count() == n_) {
    values = value.DecomposeTuple();
  } else {
    return InvalidArgument(OpName(instruction_), ": computation ", computation_.name(),
                           " returned ", value.shape().ToString(), " but ", n_,
                           " scalar(s) were expected");
  }
  for (int64_t i = 0; i < n_; ++i) {
    if (!ShapeUtil::IsScalarWithElementType(values[i].shape(), acc[i].shape().element_type())) {
      return InvalidArgument(OpName(instruction_), ": computation ", computation_.name(),
                             " returned ", values[i].shape().ToString(), " for value ", i,
                             " but ", acc[i].shape().ToString(), " was expected");
    }
    acc[i] = std::move(values[i]);
  }
  return absl::OkStatus();
}

}  // namespace numeric
}  // namespace xla
