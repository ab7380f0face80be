#include "axle/passes/topk_decomposer.h"

#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/xla_custom_calls.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// (a, b, index_a, index_b) -> a > b (largest) or a < b, in total order.
HloComputation* MakeComparator(HloModule* module, PrimitiveType type, bool largest) {
  auto computation = std::make_unique<HloComputation>(
      absl::StrCat("topk_compare_", PrimitiveType_Name(type), largest ? "_gt" : "_lt"));
  const Shape value = ShapeUtil::MakeScalarShape(type);
  const Shape index = ShapeUtil::MakeScalarShape(S32);
  HloInstruction* a = computation->AddInstruction(HloInstruction::CreateParameter(0, value, "a"));
  HloInstruction* b = computation->AddInstruction(HloInstruction::CreateParameter(1, value, "b"));
  computation->AddInstruction(HloInstruction::CreateParameter(2, index, "index_a"));
  computation->AddInstruction(HloInstruction::CreateParameter(3, index, "index_b"));
  auto compare = HloInstruction::Create(HloOpcode::kCompare, ShapeUtil::MakeScalarShape(PRED),
                                        std::vector<HloInstruction*>{a, b});
  compare->mutable_attributes()->comparison_direction =
      largest ? ComparisonDirection::kGt : ComparisonDirection::kLt;
  if (primitive_util::IsFloatingPointType(type)) {
    compare->mutable_attributes()->comparison_type = ComparisonType::kFloatTotalOrder;
  }
  compare->SetName("compare");
  computation->set_root_instruction(computation->AddInstruction(std::move(compare)));
  return module->AddEmbeddedComputation(std::move(computation));
}

absl::Status Decompose(HloModule* module, HloInstruction* topk, int64_t k, bool largest) {
  HloComputation* computation = topk->parent();
  HloInstruction* operand = topk->mutable_operand(0);
  const Shape& shape = operand->shape();
  const int64_t last = shape.rank() - 1;
  const std::vector<int64_t> dims(shape.dimensions().begin(), shape.dimensions().end());

  auto iota = HloInstruction::Create(HloOpcode::kIota, Shape(S32, dims), {});
  iota->mutable_attributes()->iota_dimension = last;
  HloInstruction* indices = computation->AddInstruction(std::move(iota));
  const Shape sorted_shape =
      ShapeUtil::MakeTupleShape({Shape(shape.element_type(), dims), Shape(S32, dims)});
  auto sort = HloInstruction::Create(HloOpcode::kSort, sorted_shape,
                                     std::vector<HloInstruction*>{operand, indices});
  sort->mutable_attributes()->dimensions = {last};
  sort->mutable_attributes()->is_stable = true;
  sort->set_called_computations({MakeComparator(module, shape.element_type(), largest)});
  HloInstruction* sorted = computation->AddInstruction(std::move(sort));

  std::vector<int64_t> starts(dims.size(), 0), limits = dims, strides(dims.size(), 1);
  limits[last] = k;
  std::vector<HloInstruction*> elements;
  for (int64_t i = 0; i < 2; ++i) {
    ASSIGN_OR_RETURN(HloInstruction * element, MakeGetTupleElementHlo(sorted, i));
    ASSIGN_OR_RETURN(HloInstruction * first_k, MakeSliceHlo(element, starts, limits, strides));
    elements.push_back(first_k);
  }
  ASSIGN_OR_RETURN(HloInstruction * result, MakeTupleHlo(computation, elements));
  return computation->ReplaceInstruction(topk, result);
}

}  // namespace

absl::StatusOr<bool> TopkDecomposer::Run(HloModule* module) {
  ASSIGN_OR_RETURN(
      bool ops, ExpandEveryInstruction(module, HloOpcode::kTopK, [&](HloInstruction* topk) {
        return Decompose(module, topk, topk->attributes().top_k, topk->attributes().largest);
      }));
  ASSIGN_OR_RETURN(bool calls,
                   ExpandEveryInstruction(
                       module, HloOpcode::kCustomCall, [&](HloInstruction* call) -> absl::Status {
                         if (!IsXlaBuiltinCustomCall(*call)) return absl::OkStatus();
                         ASSIGN_OR_RETURN(TopKCustomCall topk, ReadTopKCustomCall(*call));
                         return Decompose(module, call, topk.k, topk.largest);
                       }));
  return ops || calls;
}

}  // namespace xla
