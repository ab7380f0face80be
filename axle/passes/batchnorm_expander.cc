#include "axle/passes/batchnorm_expander.h"

#include "absl/container/flat_hash_map.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/passes/instruction_rewriter.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// Builds the arithmetic of one batch-norm instruction in its compute type.
class Expansion {
 public:
  Expansion(HloInstruction* batch_norm, HloComputation* add_reducer)
      : bn_(batch_norm),
        computation_(batch_norm->parent()),
        add_reducer_(add_reducer),
        type_(batch_norm->operand(0)->shape().element_type()),
        compute_type_(ComputeTypeOf(type_)),
        feature_index_(batch_norm->attributes().feature_index),
        dims_(batch_norm->operand(0)->shape().dimensions().begin(),
              batch_norm->operand(0)->shape().dimensions().end()),
        features_(dims_.at(feature_index_)) {
    for (int64_t d = 0; d < static_cast<int64_t>(dims_.size()); ++d) {
      if (d != feature_index_) reduced_dims_.push_back(d);
    }
  }

  static PrimitiveType ComputeTypeOf(PrimitiveType type) { return type == F64 ? F64 : F32; }

  // Operand i in the compute type.
  absl::StatusOr<HloInstruction*> Operand(int64_t i) {
    return MakeConvertHlo(bn_->mutable_operand(i), compute_type_);
  }
  // A per-feature [F] value broadcast over the operand's shape.
  absl::StatusOr<HloInstruction*> PerElement(HloInstruction* per_feature) {
    return MakeBroadcastHlo(per_feature, {feature_index_}, dims_);
  }
  // A scalar constant as an [F] vector.
  absl::StatusOr<HloInstruction*> PerFeatureConstant(double value) {
    return MakeBroadcastHlo(MakeScalarConstant(computation_, compute_type_, value), {},
                            {features_});
  }
  // Per-feature sums over every other dimension.
  absl::StatusOr<HloInstruction*> Sum(HloInstruction* x) {
    return MakeReduceHlo(x, MakeScalarConstant(computation_, compute_type_, 0), reduced_dims_,
                         add_reducer_);
  }
  absl::StatusOr<HloInstruction*> Binary(HloOpcode opcode, HloInstruction* a, HloInstruction* b) {
    return MakeBinaryHlo(opcode, a, b);
  }
  // Elements per feature, as the interpreter counts them.
  absl::StatusOr<HloInstruction*> Count() {
    const int64_t elements = ShapeUtil::ElementsIn(bn_->operand(0)->shape());
    return PerFeatureConstant(features_ == 0 ? 0.0 : static_cast<double>(elements / features_));
  }
  absl::StatusOr<HloInstruction*> VarPlusEpsilon(HloInstruction* var) {
    ASSIGN_OR_RETURN(HloInstruction * epsilon,
                     PerFeatureConstant(static_cast<double>(bn_->attributes().epsilon)));
    return Binary(HloOpcode::kAdd, var, epsilon);
  }

  // scale * centered / sqrt(var + eps) + offset.
  absl::StatusOr<HloInstruction*> Normalize(HloInstruction* centered, HloInstruction* scale,
                                            HloInstruction* offset, HloInstruction* var) {
    ASSIGN_OR_RETURN(HloInstruction * var_eps, VarPlusEpsilon(var));
    ASSIGN_OR_RETURN(HloInstruction * stddev, MakeUnaryHlo(HloOpcode::kSqrt, var_eps));
    ASSIGN_OR_RETURN(HloInstruction * scale_b, PerElement(scale));
    ASSIGN_OR_RETURN(HloInstruction * stddev_b, PerElement(stddev));
    ASSIGN_OR_RETURN(HloInstruction * offset_b, PerElement(offset));
    ASSIGN_OR_RETURN(HloInstruction * scaled, Binary(HloOpcode::kMultiply, scale_b, centered));
    ASSIGN_OR_RETURN(HloInstruction * normalized, Binary(HloOpcode::kDivide, scaled, stddev_b));
    return Binary(HloOpcode::kAdd, normalized, offset_b);
  }

  absl::StatusOr<HloInstruction*> Centered(HloInstruction* x, HloInstruction* mean) {
    ASSIGN_OR_RETURN(HloInstruction * mean_b, PerElement(mean));
    return Binary(HloOpcode::kSubtract, x, mean_b);
  }

  // Replaces the batch norm by `results`, each converted to the element type
  // (a tuple when there are several).
  absl::Status Finish(std::vector<HloInstruction*> results) {
    for (HloInstruction*& result : results) {
      ASSIGN_OR_RETURN(result, MakeConvertHlo(result, type_));
    }
    HloInstruction* replacement = results[0];
    if (results.size() > 1) {
      ASSIGN_OR_RETURN(replacement, MakeTupleHlo(computation_, results));
    }
    return computation_->ReplaceInstruction(bn_, replacement);
  }

  absl::Status ExpandTraining() {
    ASSIGN_OR_RETURN(HloInstruction * x, Operand(0));
    ASSIGN_OR_RETURN(HloInstruction * scale, Operand(1));
    ASSIGN_OR_RETURN(HloInstruction * offset, Operand(2));
    ASSIGN_OR_RETURN(HloInstruction * m, Count());
    ASSIGN_OR_RETURN(HloInstruction * sum, Sum(x));
    ASSIGN_OR_RETURN(HloInstruction * mean, Binary(HloOpcode::kDivide, sum, m));
    ASSIGN_OR_RETURN(HloInstruction * centered, Centered(x, mean));
    ASSIGN_OR_RETURN(HloInstruction * square, Binary(HloOpcode::kMultiply, centered, centered));
    ASSIGN_OR_RETURN(HloInstruction * square_sum, Sum(square));
    ASSIGN_OR_RETURN(HloInstruction * var, Binary(HloOpcode::kDivide, square_sum, m));
    ASSIGN_OR_RETURN(HloInstruction * y, Normalize(centered, scale, offset, var));
    return Finish({y, mean, var});
  }

  absl::Status ExpandInference() {
    ASSIGN_OR_RETURN(HloInstruction * x, Operand(0));
    ASSIGN_OR_RETURN(HloInstruction * scale, Operand(1));
    ASSIGN_OR_RETURN(HloInstruction * offset, Operand(2));
    ASSIGN_OR_RETURN(HloInstruction * mean, Operand(3));
    ASSIGN_OR_RETURN(HloInstruction * var, Operand(4));
    ASSIGN_OR_RETURN(HloInstruction * centered, Centered(x, mean));
    ASSIGN_OR_RETURN(HloInstruction * y, Normalize(centered, scale, offset, var));
    return Finish({y});
  }

  absl::Status ExpandGrad() {
    ASSIGN_OR_RETURN(HloInstruction * x, Operand(0));
    ASSIGN_OR_RETURN(HloInstruction * scale, Operand(1));
    ASSIGN_OR_RETURN(HloInstruction * mean, Operand(2));
    ASSIGN_OR_RETURN(HloInstruction * var, Operand(3));
    ASSIGN_OR_RETURN(HloInstruction * dy, Operand(4));
    ASSIGN_OR_RETURN(HloInstruction * m, Count());
    ASSIGN_OR_RETURN(HloInstruction * centered, Centered(x, mean));
    ASSIGN_OR_RETURN(HloInstruction * grad_offset, Sum(dy));
    ASSIGN_OR_RETURN(HloInstruction * dy_centered, Binary(HloOpcode::kMultiply, dy, centered));
    ASSIGN_OR_RETURN(HloInstruction * dy_centered_sum, Sum(dy_centered));
    ASSIGN_OR_RETURN(HloInstruction * var_eps, VarPlusEpsilon(var));
    ASSIGN_OR_RETURN(HloInstruction * stddev, MakeUnaryHlo(HloOpcode::kSqrt, var_eps));
    ASSIGN_OR_RETURN(HloInstruction * grad_scale,
                     Binary(HloOpcode::kDivide, dy_centered_sum, stddev));
    // c = s / (var + eps) / m;  mean(dy) = grad_offset / m;  k = scale / stddev.
    ASSIGN_OR_RETURN(HloInstruction * c_unscaled,
                     Binary(HloOpcode::kDivide, dy_centered_sum, var_eps));
    ASSIGN_OR_RETURN(HloInstruction * c, Binary(HloOpcode::kDivide, c_unscaled, m));
    ASSIGN_OR_RETURN(HloInstruction * mean_dy, Binary(HloOpcode::kDivide, grad_offset, m));
    ASSIGN_OR_RETURN(HloInstruction * k, Binary(HloOpcode::kDivide, scale, stddev));
    // grad_x = k * ((dy - mean(dy)) - c * xc).
    ASSIGN_OR_RETURN(HloInstruction * mean_dy_b, PerElement(mean_dy));
    ASSIGN_OR_RETURN(HloInstruction * c_b, PerElement(c));
    ASSIGN_OR_RETURN(HloInstruction * k_b, PerElement(k));
    ASSIGN_OR_RETURN(HloInstruction * dy_shifted, Binary(HloOpcode::kSubtract, dy, mean_dy_b));
    ASSIGN_OR_RETURN(HloInstruction * c_centered, Binary(HloOpcode::kMultiply, c_b, centered));
    ASSIGN_OR_RETURN(HloInstruction * inner,
                     Binary(HloOpcode::kSubtract, dy_shifted, c_centered));
    ASSIGN_OR_RETURN(HloInstruction * grad_x, Binary(HloOpcode::kMultiply, k_b, inner));
    return Finish({grad_x, grad_scale, grad_offset});
  }

 private:
  HloInstruction* bn_;
  HloComputation* computation_;
  HloComputation* add_reducer_;
  PrimitiveType type_;
  PrimitiveType compute_type_;
  int64_t feature_index_;
  std::vector<int64_t> dims_;
  int64_t features_;
  std::vector<int64_t> reduced_dims_;
};

bool IsBatchNorm(HloOpcode opcode) {
  return opcode == HloOpcode::kBatchNormTraining || opcode == HloOpcode::kBatchNormInference ||
         opcode == HloOpcode::kBatchNormGrad;
}

}  // namespace

absl::StatusOr<bool> BatchNormExpander::Run(HloModule* module) {
  // One add reducer per compute type, shared by every expansion.
  absl::flat_hash_map<PrimitiveType, HloComputation*> add_reducers;
  return RewriteEachInstruction(module, [&](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (!IsBatchNorm(instruction->opcode())) return false;
    const PrimitiveType type = instruction->operand(0)->shape().element_type();
    if (!primitive_util::IsFloatingPointType(type) || instruction->shape().is_dynamic() ||
        instruction->operand(0)->shape().is_dynamic()) {
      return false;
    }
    const PrimitiveType compute_type = Expansion::ComputeTypeOf(type);
    HloComputation*& reducer = add_reducers[compute_type];
    if (reducer == nullptr) reducer = MakeScalarReducer(module, compute_type, HloOpcode::kAdd);
    Expansion expansion(instruction, reducer);
    switch (instruction->opcode()) {
      case HloOpcode::kBatchNormTraining:
        RETURN_IF_ERROR(expansion.ExpandTraining());
        break;
      case HloOpcode::kBatchNormInference:
        RETURN_IF_ERROR(expansion.ExpandInference());
        break;
      default:
        RETURN_IF_ERROR(expansion.ExpandGrad());
        break;
    }
    return true;
  });
}

}  // namespace xla
