#include "axle/passes/ragged_all_to_all_expander.h"

#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/literal/literal_util.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

absl::StatusOr<HloInstruction*> AllGather(HloInstruction* ragged, HloInstruction* operand,
                                          int64_t group_size) {
  const Shape& shape = operand->shape();
  std::vector<int64_t> dims(shape.dimensions().begin(), shape.dimensions().end());
  dims[0] *= group_size;
  auto gather = HloInstruction::Create(
      HloOpcode::kAllGather, Shape(shape.element_type(), dims), {operand});
  gather->mutable_attributes()->dimensions = {0};
  gather->mutable_attributes()->replica_groups = ragged->attributes().replica_groups;
  gather->SetName(ragged->name() + ".all-gather");
  return ragged->parent()->AddInstruction(std::move(gather));
}

HloInstruction* Iota(HloComputation* computation, absl::Span<const int64_t> dims,
                     int64_t dimension) {
  auto iota = HloInstruction::Create(
      HloOpcode::kIota,
      Shape(S64, std::vector<int64_t>(dims.begin(), dims.end())), {});
  iota->mutable_attributes()->iota_dimension = dimension;
  return computation->AddInstruction(std::move(iota));
}

// This replica's position in its group, as an s64 scalar.
absl::StatusOr<HloInstruction*> PositionInGroup(HloInstruction* ragged, int64_t replica_count) {
  HloComputation* computation = ragged->parent();
  HloInstruction* id = computation->AddInstruction(
      HloInstruction::Create(HloOpcode::kReplicaId, ShapeUtil::MakeScalarShape(U32), {}));
  ASSIGN_OR_RETURN(HloInstruction * replica, MakeConvertHlo(id, S64));
  const auto& groups = ragged->attributes().replica_groups;
  if (groups.empty()) return replica;
  std::vector<int64_t> position(replica_count, 0);
  for (const ReplicaGroup& group : groups) {
    for (int i = 0; i < group.replica_ids_size(); ++i) {
      const int64_t id_value = group.replica_ids(i);
      if (id_value < 0 || id_value >= replica_count) {
        return InvalidArgument("ragged-all-to-all-expander: ", ragged->name(), ": replica ",
                               id_value, " is out of range for ", replica_count, " replicas");
      }
      position[id_value] = i;
    }
  }
  HloInstruction* table =
      MakeConstantHlo(computation, LiteralUtil::CreateR1<int64_t>(position));
  auto slice = HloInstruction::Create(HloOpcode::kDynamicSlice, Shape(S64, {1}),
                                      {table, replica});
  slice->mutable_attributes()->dynamic_slice_sizes = {1};
  HloInstruction* mine = computation->AddInstruction(std::move(slice));
  return MakeReshapeHlo(mine, {});
}

// (a, b) -> b: scatter that overwrites.
HloComputation* Overwrite(HloModule* module, PrimitiveType type) {
  auto computation = std::make_unique<HloComputation>(
      absl::StrCat("ragged_all_to_all_overwrite_", PrimitiveType_Name(type)));
  const Shape scalar = ShapeUtil::MakeScalarShape(type);
  computation->AddInstruction(HloInstruction::CreateParameter(0, scalar, "old"));
  HloInstruction* update =
      computation->AddInstruction(HloInstruction::CreateParameter(1, scalar, "new"));
  computation->set_root_instruction(update);
  return module->AddEmbeddedComputation(std::move(computation));
}

absl::Status Expand(HloModule* module, HloInstruction* ragged) {
  HloComputation* computation = ragged->parent();
  HloInstruction* input = ragged->mutable_operand(0);
  HloInstruction* output = ragged->mutable_operand(1);
  const auto& groups = ragged->attributes().replica_groups;
  const int64_t replica_count = module->config().replica_count;
  const int64_t n = groups.empty() ? replica_count : groups[0].replica_ids_size();
  const int64_t rows = input->shape().dimensions(0);
  const int64_t out_rows = output->shape().dimensions(0);

  // Each member's three vectors, gathered: [n * 3n] -> [n, 3, n].
  std::vector<HloInstruction*> vectors;
  for (int64_t i : {2, 3, 4}) {
    ASSIGN_OR_RETURN(HloInstruction * v, MakeConvertHlo(ragged->mutable_operand(i), S64));
    vectors.push_back(v);
  }
  ASSIGN_OR_RETURN(HloInstruction * joined, MakeConcatenateHlo(vectors, 0));
  ASSIGN_OR_RETURN(HloInstruction * all_vectors, AllGather(ragged, joined, n));
  ASSIGN_OR_RETURN(HloInstruction * table, MakeReshapeHlo(all_vectors, {n, 3, n}));
  ASSIGN_OR_RETURN(HloInstruction * p, PositionInGroup(ragged, replica_count));
  HloInstruction* zero = MakeScalarConstant(computation, S64, 0);
  auto column = HloInstruction::Create(HloOpcode::kDynamicSlice,
                                       Shape(S64, {n, 3, 1}),
                                       {table, zero, zero, p});
  column->mutable_attributes()->dynamic_slice_sizes = {n, 3, 1};
  HloInstruction* mine = computation->AddInstruction(std::move(column));
  // Per gathered row (sender q = row / rows, local row r): its sender's values.
  std::vector<HloInstruction*> per_row;
  for (int64_t k = 0; k < 3; ++k) {
    ASSIGN_OR_RETURN(HloInstruction * slice,
                     MakeSliceHlo(mine, {0, k, 0}, {n, k + 1, 1}, {1, 1, 1}));
    ASSIGN_OR_RETURN(HloInstruction * vector, MakeReshapeHlo(slice, {n}));
    ASSIGN_OR_RETURN(HloInstruction * spread, MakeBroadcastHlo(vector, {0}, {n, rows}));
    ASSIGN_OR_RETURN(HloInstruction * flat, MakeReshapeHlo(spread, {n * rows}));
    per_row.push_back(flat);
  }
  HloInstruction* in_offset = per_row[0];
  HloInstruction* size = per_row[1];
  HloInstruction* out_offset = per_row[2];
  ASSIGN_OR_RETURN(HloInstruction * local,
                   MakeReshapeHlo(Iota(computation, {n, rows}, 1), {n * rows}));
  ASSIGN_OR_RETURN(HloInstruction * end, MakeBinaryHlo(HloOpcode::kAdd, in_offset, size));
  ASSIGN_OR_RETURN(HloInstruction * above,
                   MakeCompareHlo(ComparisonDirection::kGe, local, in_offset));
  ASSIGN_OR_RETURN(HloInstruction * below, MakeCompareHlo(ComparisonDirection::kLt, local, end));
  ASSIGN_OR_RETURN(HloInstruction * sent, MakeBinaryHlo(HloOpcode::kAnd, above, below));
  ASSIGN_OR_RETURN(HloInstruction * shift, MakeBinaryHlo(HloOpcode::kSubtract, local, in_offset));
  ASSIGN_OR_RETURN(HloInstruction * target, MakeBinaryHlo(HloOpcode::kAdd, out_offset, shift));
  ASSIGN_OR_RETURN(HloInstruction * nowhere,
                   MakeBroadcastLike(MakeScalarConstant(computation, S64, out_rows), target));
  ASSIGN_OR_RETURN(HloInstruction * index, MakeSelectHlo(sent, target, nowhere));
  ASSIGN_OR_RETURN(HloInstruction * indices, MakeReshapeHlo(index, {n * rows, 1}));
  ASSIGN_OR_RETURN(HloInstruction * updates, AllGather(ragged, input, n));

  auto scatter = HloInstruction::Create(HloOpcode::kScatter, output->shape(),
                                        {output, indices, updates});
  ScatterDimensionNumbers& dnums = scatter->mutable_attributes()->scatter_dimension_numbers;
  for (int64_t d = 1; d < input->shape().rank(); ++d) dnums.add_update_window_dims(d);
  dnums.add_inserted_window_dims(0);
  dnums.add_scatter_dims_to_operand_dims(0);
  dnums.set_index_vector_dim(1);
  scatter->set_called_computations({Overwrite(module, output->shape().element_type())});
  scatter->SetName(ragged->name() + ".scatter");
  return computation->ReplaceInstruction(ragged, computation->AddInstruction(std::move(scatter)));
}

}  // namespace

absl::StatusOr<bool> RaggedAllToAllExpander::Run(HloModule* module) {
  return ExpandEveryInstruction(module, HloOpcode::kRaggedAllToAll, [&](HloInstruction* ragged) {
    return Expand(module, ragged);
  });
}

}  // namespace xla
