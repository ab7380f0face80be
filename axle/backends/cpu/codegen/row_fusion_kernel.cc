// Row fusions (reduction_kernel.h, EmitRowFusionKernel): fusions where row
// reductions feed, through broadcasts back along the rows, the element-wise
// loop over those rows (softmax: max, then sum of exp(x - max), then
// exp(x - max) / sum; layer norm: mean, variance, normalise). One kernel
// per fusion instead of one per reduction: per block of rows, each
// reduction folds its rows, and the outputs follow while the rows are still
// in cache. When every reduction is a float sum, maximum or minimum
// (MatchReassociableReducer) the rows go one at a time, each reduction
// folding its row with vector accumulators in an order of its own
// (reassociable_reduction.h: same bits for any thread count); otherwise
// kReductionLanes rows go side by side, each folding in the interpreter's
// order (bit-identical to it and to the unfused kernels).
#include <algorithm>
#include <optional>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/reassociable_fold.h"
#include "axle/backends/cpu/codegen/reassociable_reduction.h"
#include "axle/backends/cpu/codegen/reduction_kernel.h"
#include "axle/base/status_macros.h"
#include "axle/passes/fusion/fusion_utils.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Intrinsics.h"

namespace xla::cpu {
namespace {

// Row elements of an expensive reduction input computed at a time, per row
// of a lane block (a stack buffer of kReductionLanes * kRowTile elements).
constexpr int64_t kRowTile = 256;
// Rows up to this many elements of at most 4 bytes are buffered whole
// (32 KiB per block): the outputs then read the buffered input instead of
// computing it again (softmax's exp).
constexpr int64_t kWholeRow = 1024;
// A reassociated fold's accumulators: kAccumulators vectors of one vector
// register each (independent chains hide the reducer's latency).
constexpr int64_t kAccumulators = 4;

using BindInputs =
    std::function<void(ElementalEmitter& emitter, absl::Span<llvm::Value* const> pointers)>;

// The fusion's reductions grouped in levels: a reduction's input uses only
// reductions of earlier levels, so each level folds in one pass over the
// rows. Empty when the fusion is not a row fusion.
std::vector<std::vector<const HloInstruction*>> ReductionLevels(
    const HloInstruction& fusion, const std::vector<const HloInstruction*>& roots) {
  const HloComputation* fused = fusion.fused_instructions_computation();
  if (fusion.shape().is_dynamic()) return {};
  for (const HloInstruction* operand : fusion.operands()) {
    if (operand->shape().is_dynamic()) return {};
  }
  const HloInstruction* root = fused->root_instruction();
  std::vector<const HloInstruction*> reduces;
  bool inner = false;  // some reduction is not a root
  for (const HloInstruction* instruction : fused->MakeInstructionPostOrder()) {
    if (instruction->opcode() != HloOpcode::kReduce) continue;
    if (!IsRowReduction(*instruction)) return {};
    if (instruction != root && !ReadsRowReductionPerRow(*instruction, nullptr)) return {};
    bool is_root = std::find(roots.begin(), roots.end(), instruction) != roots.end();
    inner |= !is_root || instruction->user_count() > (root == instruction ? 0 : 1);
    reduces.push_back(instruction);
  }
  if (reduces.empty() || !inner) return {};
  const Shape& rows = reduces[0]->operand(0)->shape();
  for (const HloInstruction* reduce : reduces) {
    if (!ShapeUtil::SameDimensions(reduce->operand(0)->shape(), rows)) return {};
  }
  for (const HloInstruction* output : roots) {
    if (output->opcode() == HloOpcode::kReduce) continue;
    if (!output->shape().IsArray() || !ShapeUtil::SameDimensions(output->shape(), rows)) return {};
  }
  // level(value) = the most reductions on any path to it from a parameter.
  absl::flat_hash_map<const HloInstruction*, size_t> level;
  std::vector<std::vector<const HloInstruction*>> levels;
  for (const HloInstruction* instruction : fused->MakeInstructionPostOrder()) {
    size_t value = 0;
    for (const HloInstruction* operand : instruction->operands()) {
      value = std::max(value, level[operand]);
    }
    if (instruction->opcode() == HloOpcode::kReduce) {
      if (levels.size() <= value) levels.resize(value + 1);
      levels[value].push_back(instruction);
      ++value;
    }
    level[instruction] = value;
  }
  return levels;
}

// Whether computing `value` (an instruction of the fused computation) runs
// an expensive instruction (exp, divide...) other than the reductions.
bool ComputesExpensively(const HloInstruction* value) {
  std::vector<const HloInstruction*> pending = {value};
  absl::flat_hash_set<const HloInstruction*> seen = {value};
  while (!pending.empty()) {
    const HloInstruction* next = pending.back();
    pending.pop_back();
    if (next->opcode() == HloOpcode::kReduce) continue;  // one value per row, computed before
    if (IsExpensiveForFusion(*next)) return true;
    for (const HloInstruction* operand : next->operands()) {
      if (seen.insert(operand).second) pending.push_back(operand);
    }
  }
  return false;
}

// The row index of output index `kept` at position j of the row.
IrIndex RowIndex(const IrIndex& kept, llvm::Value* j) {
  std::vector<llvm::Value*> position = kept.multidim;
  position.push_back(j);
  return IrIndex::Multidim(std::move(position));
}

// The reducers of the reductions when every one is reassociable; empty
// otherwise.
absl::flat_hash_map<const HloInstruction*, ReassociableReducer> ReassociableReducers(
    const std::vector<std::vector<const HloInstruction*>>& levels) {
  absl::flat_hash_map<const HloInstruction*, ReassociableReducer> reducers;
  for (const std::vector<const HloInstruction*>& level : levels) {
    for (const HloInstruction* reduce : level) {
      std::optional<ReassociableReducer> reducer = MatchReassociableReducer(*reduce);
      if (!reducer.has_value()) return {};
      reducers[reduce] = *reducer;
    }
  }
  return reducers;
}

// reducer(x, y) on scalars or vectors, in exactly the order the kernel
// writes (no reassociation flags: the fold order is the kernel's own).
llvm::Value* Combine(llvm::IRBuilder<>& b, ReassociableReducer reducer, llvm::Value* x,
                     llvm::Value* y) {
  return EmitReassociableStep(b, reducer, x, y, /*reassociate=*/false);
}

// The kernel runs over the rows (the reductions' output elements) in
// physical order, in work groups of whole rows: [begin, end) are row
// numbers. Every element generator runs for one row of the current block at
// a time, `lane_` (its number in the block, an i64 value): the reductions'
// users read the reductions' values of that row (ReadsRowReductionPerRow).
class RowFusionEmitter {
 public:
  RowFusionEmitter(const HloInstruction& fusion, const std::vector<const HloInstruction*>& roots,
                   std::vector<std::vector<const HloInstruction*>> levels)
      : fusion_(fusion),
        roots_(roots),
        levels_(std::move(levels)),
        reducers_(ReassociableReducers(levels_)) {}

  absl::Status Emit(ComputationEmitter& emitter, const std::vector<BufferSlice>& outputs,
                    const std::vector<BufferSlice>& inputs, const BindInputs& bind_inputs) {
    const HloInstruction& first = *levels_[0][0];
    const Shape& rows = first.operand(0)->shape();
    kept_ = first.shape();
    if (!kept_.has_layout()) *kept_.mutable_layout() = LayoutUtil::GetDefaultLayoutForShape(kept_);
    const int64_t row_count = ShapeUtil::ElementsIn(kept_);
    if (row_count == 0) {
      emitter.codegen().RecordLowering(fusion_, "no code (zero elements)");
      return absl::OkStatus();
    }
    std::vector<KernelBuffer> buffers;
    for (const BufferSlice& slice : outputs) buffers.push_back({slice, true});
    for (const BufferSlice& slice : inputs) buffers.push_back({slice, false});
    KernelBuilder kernel(emitter.codegen(), absl::StrCat("kernel.", fusion_.name()), buffers);
    const bool streaming = kernel.StreamStoresIfOutputsAreLarge();
    ElementalEmitter elemental(emitter.codegen(), kernel.b(), kernel.run_context());
    std::vector<llvm::Value*> input_pointers;
    for (size_t i = 0; i < inputs.size(); ++i) {
      input_pointers.push_back(kernel.buffer(outputs.size() + i));
    }
    bind_inputs(elemental, input_pointers);
    // Outputs: a multi-output fusion's leaves are its roots, in order.
    for (size_t i = 0; i < roots_.size(); ++i) arrays_.emplace_back(kernel.buffer(i), LeafShape(i));
    b_ = &kernel.b();
    elemental_ = &elemental;
    row_length_ = rows.dimensions(rows.rank() - 1);
    vector_bytes_ = emitter.codegen().options().vector_register_bytes;
    llvm::Value* begin = kernel.begin();
    if (reassociate()) {
      // One row at a time: a row's folds are vector loops already.
      RETURN_IF_ERROR(EmitForLoop(b(), "row.one", begin, kernel.end(), 1,
                                  [&](llvm::Value* row) { return EmitBlock(row, 1); }));
    } else {
      // Blocks of kReductionLanes rows, then the rest one at a time.
      llvm::Value* count = b().CreateSub(kernel.end(), begin);
      llvm::Value* blocked_end =
          b().CreateAdd(begin, b().CreateAnd(count, b().getInt64(~(kReductionLanes - 1))));
      RETURN_IF_ERROR(
          EmitForLoop(b(), "row.block", begin, blocked_end, kReductionLanes,
                      [&](llvm::Value* row) { return EmitBlock(row, kReductionLanes); }));
      RETURN_IF_ERROR(EmitForLoop(b(), "row.rest", blocked_end, kernel.end(), 1,
                                  [&](llvm::Value* row) { return EmitBlock(row, 1); }));
    }
    const int64_t levels = static_cast<int64_t>(levels_.size());
    emitter.CallKernel(fusion_, kernel.Finish(), row_count,
                       ShapeUtil::ElementsIn(rows) * (levels + 1),
                       absl::StrCat("row fusion kernel (", levels, " reduction levels",
                                    reassociate() ? ", vector folds" : "",
                                    streaming ? ", non-temporal stores)" : ")"));
    return absl::OkStatus();
  }

 private:
  llvm::IRBuilder<>& b() { return *b_; }
  bool reassociate() const { return !reducers_.empty(); }

  Shape LeafShape(size_t i) const {
    return fusion_.shape().IsTuple() ? fusion_.shape().tuple_shapes(i) : fusion_.shape();
  }

  // The output index of row number `row`.
  IrIndex Kept(llvm::Value* row) { return DelinearizeIndex(row, kept_, b()); }

  // The reductions of rows [first, first + lanes), level by level; then the
  // outputs of those rows.
  absl::Status EmitBlock(llvm::Value* first, int64_t lanes) {
    for (const std::vector<const HloInstruction*>& level : levels_) {
      ASSIGN_OR_RETURN(std::vector<std::vector<llvm::Value*>> folded, Fold(level, first, lanes));
      for (size_t r = 0; r < level.size(); ++r) {
        // Each row's value in a stack slot, read by the reduction's users
        // (registers after SROA where the lane is a constant).
        llvm::Type* type = folded[0][r]->getType();
        llvm::AllocaInst* slots = EntryAlloca(b(), type, kReductionLanes);
        for (int64_t lane = 0; lane < lanes; ++lane) {
          b().CreateStore(folded[lane][r], b().CreateConstInBoundsGEP1_64(type, slots, lane));
        }
        elemental_->Bind(level[r], [this, type, slots](const IrIndex&)
                                       -> absl::StatusOr<llvm::Value*> {
          return b().CreateLoad(type, b().CreateInBoundsGEP(type, slots, lane_));
        });
      }
    }
    absl::Status status = ForEachLane(first, lanes, [&](const IrIndex& kept) -> absl::Status {
      bool row_outputs = false;
      for (size_t i = 0; i < roots_.size(); ++i) {
        if (roots_[i]->opcode() != HloOpcode::kReduce) {
          row_outputs = true;
          continue;
        }
        ASSIGN_OR_RETURN(llvm::Value* value, elemental_->Emit(*roots_[i], kept));
        arrays_[i].EmitStore(value, kept, b());
      }
      if (!row_outputs) return absl::OkStatus();
      return EmitForLoop(b(), "row", b().getInt64(0), b().getInt64(row_length_), 1,
                         [&](llvm::Value* j) -> absl::Status {
                           const IrIndex index = RowIndex(kept, j);
                           for (size_t i = 0; i < roots_.size(); ++i) {
                             if (roots_[i]->opcode() == HloOpcode::kReduce) continue;
                             ASSIGN_OR_RETURN(llvm::Value* value,
                                              elemental_->Emit(*roots_[i], index));
                             arrays_[i].EmitStore(value, index, b());
                           }
                           return absl::OkStatus();
                         });
    });
    // The next block computes its own inputs.
    for (const HloInstruction* input : buffered_) elemental_->Unbind(input);
    buffered_.clear();
    return status;
  }

  // fn(output index) for rows first + [0, lanes), in a loop (one copy of the
  // code for all of them), with lane_ set.
  absl::Status ForEachLane(llvm::Value* first, int64_t lanes,
                           const std::function<absl::Status(const IrIndex&)>& fn) {
    if (lanes == 1) {  // no loop: lane_ stays valid after it
      lane_ = b().getInt64(0);
      return fn(Kept(first));
    }
    return EmitForLoop(b(), "row.lane", b().getInt64(0), b().getInt64(lanes), 1,
                       [&](llvm::Value* lane) {
                         lane_ = lane;
                         return fn(Kept(b().CreateAdd(first, lane)));
                       });
  }

  // Folds the reductions `level` for rows first + [0, lanes). Result:
  // [lane][reduce].
  absl::StatusOr<std::vector<std::vector<llvm::Value*>>> Fold(
      const std::vector<const HloInstruction*>& level, llvm::Value* first, int64_t lanes) {
    // Inputs computed a tile of each row at a time into stack buffers: the
    // expensive ones (exp...) on the interpreter's order path, so that the
    // fold chains only read; on the reassociated path every one that its
    // vector folds cannot read in place.
    std::vector<const HloInstruction*> buffered;  // distinct inputs
    for (const HloInstruction* reduce : level) {
      const HloInstruction* input = reduce->operand(0);
      const bool buffer = reassociate() ? !ReadsInPlace(input)
                                        : input->opcode() != HloOpcode::kParameter &&
                                              ComputesExpensively(input);
      if (buffer &&
          std::find(buffered.begin(), buffered.end(), input) == buffered.end()) {
        buffered.push_back(input);
      }
    }
    int64_t tile_size = kRowTile;
    if (row_length_ <= kWholeRow) {
      tile_size = std::max<int64_t>(row_length_, 1);
      for (const HloInstruction* input : buffered) {
        if (!reassociate() &&
            ShapeUtil::ByteSizeOfPrimitiveType(input->shape().element_type()) > 4) {
          tile_size = kRowTile;
        }
      }
    }
    const bool whole_row = tile_size >= row_length_;
    std::vector<std::vector<llvm::Value*>> folded;
    if (reassociate()) {
      ASSIGN_OR_RETURN(std::vector<llvm::Value*> row,
                       FoldReassociated(level, buffered, first, tile_size));
      folded.push_back(std::move(row));
    } else {
      ASSIGN_OR_RETURN(folded, FoldInOrder(level, buffered, first, lanes, tile_size));
    }
    // A whole row stays bound for the rest of the block (the outputs read
    // it); tiles are computed again where read after the fold.
    for (const HloInstruction* input : buffered) {
      if (!bound_.contains(input)) continue;
      if (whole_row) {
        buffered_.push_back(input);
      } else {
        elemental_->Unbind(input);
      }
      bound_.erase(input);
    }
    return folded;
  }

  // Computes `inputs` over the tile [tile, tile_end) of rows first +
  // [0, lanes) into stack buffers of `tile_size` elements per row, each in a
  // unit-stride loop LLVM vectorises. Binds the inputs that compute
  // expensively to their buffer, so that later inputs and the outputs read
  // them. Result: the buffers, by input.
  absl::StatusOr<std::vector<llvm::AllocaInst*>> ComputeTile(
      const std::vector<const HloInstruction*>& inputs, llvm::Value* first, int64_t lanes,
      llvm::Value* tile, llvm::Value* tile_end, int64_t tile_size) {
    std::vector<llvm::AllocaInst*> buffers;
    for (const HloInstruction* input : inputs) {
      llvm::Type* type = nullptr;
      llvm::AllocaInst* buffer = nullptr;
      RETURN_IF_ERROR(ForEachLane(first, lanes, [&](const IrIndex& row) {
        return EmitForLoop(
            b(), "row.input", tile, tile_end, 1, [&](llvm::Value* j) -> absl::Status {
              ASSIGN_OR_RETURN(llvm::Value* value, elemental_->Emit(*input, RowIndex(row, j)));
              if (buffer == nullptr) {
                type = value->getType();
                buffer = EntryAlloca(b(), type, lanes * tile_size);
              }
              b().CreateStore(value,
                              b().CreateInBoundsGEP(type, buffer, Slot(tile, tile_size, j)));
              return absl::OkStatus();
            });
      }));
      buffers.push_back(buffer);
      if (input->opcode() == HloOpcode::kParameter || !ComputesExpensively(input)) continue;
      // One tile holds the whole row: it starts at 0, also where read after
      // the tile loop (whose variable has moved past the row).
      llvm::Value* start = tile_size >= row_length_ ? b().getInt64(0) : tile;
      elemental_->Bind(input, [this, type, buffer, start, tile_size](const IrIndex& index)
                                  -> absl::StatusOr<llvm::Value*> {
        llvm::Value* slot = Slot(start, tile_size, index.multidim.back());
        return b().CreateLoad(type, b().CreateInBoundsGEP(type, buffer, slot));
      });
      bound_.insert(input);
    }
    return buffers;
  }

  // One accumulator chain per row and reduction (independent chains hide the
  // reducer's latency), each folding its row from position 0 up, as the
  // interpreter does; `buffered` inputs are computed a tile at a time first.
  absl::StatusOr<std::vector<std::vector<llvm::Value*>>> FoldInOrder(
      const std::vector<const HloInstruction*>& level,
      const std::vector<const HloInstruction*>& buffered, llvm::Value* first, int64_t lanes,
      int64_t tile_size) {
    std::vector<IrIndex> kept;
    for (int64_t lane = 0; lane < lanes; ++lane) {
      kept.push_back(Kept(b().CreateAdd(first, b().getInt64(lane))));
    }
    std::vector<std::vector<llvm::AllocaInst*>> accumulators(lanes);
    std::vector<llvm::Type*> types;
    for (const HloInstruction* reduce : level) {
      ASSIGN_OR_RETURN(llvm::Value* init, elemental_->EmitOperand(*reduce, 1, IrIndex()));
      types.push_back(init->getType());
      for (int64_t lane = 0; lane < lanes; ++lane) {
        accumulators[lane].push_back(EntryAlloca(b(), init->getType()));
        b().CreateStore(init, accumulators[lane].back());
      }
    }
    RETURN_IF_ERROR(EmitForLoop(
        b(), "row.tile", b().getInt64(0), b().getInt64(row_length_), tile_size,
        [&](llvm::Value* tile) -> absl::Status {
          llvm::Value* tile_end = TileEnd(tile, tile_size);
          RETURN_IF_ERROR(ComputeTile(buffered, first, lanes, tile, tile_end, tile_size).status());
          RETURN_IF_ERROR(EmitForLoop(
              b(), "row.fold", tile, tile_end, 1, [&](llvm::Value* j) -> absl::Status {
                for (int64_t lane = 0; lane < lanes; ++lane) {
                  lane_ = b().getInt64(lane);
                  const IrIndex position = RowIndex(kept[lane], j);
                  for (size_t r = 0; r < level.size(); ++r) {
                    ASSIGN_OR_RETURN(llvm::Value* element,
                                     elemental_->EmitOperand(*level[r], 0, position));
                    llvm::Value* acc = b().CreateLoad(types[r], accumulators[lane][r]);
                    ASSIGN_OR_RETURN(
                        std::vector<llvm::Value*> result,
                        elemental_->EmitScalarComputation(*level[r]->to_apply(), {acc, element}));
                    b().CreateStore(result[0], accumulators[lane][r]);
                  }
                }
                return absl::OkStatus();
              }));
          UnbindTile(buffered, tile_size);
          return absl::OkStatus();
        }));
    std::vector<std::vector<llvm::Value*>> folded(lanes);
    for (int64_t lane = 0; lane < lanes; ++lane) {
      for (size_t r = 0; r < level.size(); ++r) {
        folded[lane].push_back(b().CreateLoad(types[r], accumulators[lane][r]));
      }
    }
    return folded;
  }

  // Whether the reassociated fold reads `input` (a fused parameter) in
  // place: its rows are contiguous (the row dimension is its minor-most
  // one) and its element generator is a load, whose address ElementAddress
  // takes.
  bool ReadsInPlace(const HloInstruction* input) {
    if (input->opcode() != HloOpcode::kParameter) return false;
    const Shape& shape = fusion_.operand(input->parameter_number())->shape();
    if (shape.has_layout() && shape.rank() > 0 &&
        shape.layout().minor_to_major(0) != shape.rank() - 1) {
      return false;
    }
    // Emit one probe element (removed again) to see the generator's form.
    std::vector<llvm::Value*> zeros(shape.rank(), b().getInt64(0));
    absl::StatusOr<llvm::Value*> probe = elemental_->Emit(*input, IrIndex::Multidim(zeros));
    if (!probe.ok()) return false;
    auto* load = llvm::dyn_cast<llvm::LoadInst>(*probe);
    const bool in_place = load != nullptr && load->getType() == ValueType(
        input->shape().element_type(), b().getContext());
    if (auto* instruction = llvm::dyn_cast<llvm::Instruction>(*probe);
        instruction != nullptr && instruction->use_empty()) {
      instruction->eraseFromParent();
    }
    return in_place;
  }

  // The address of element j of row `kept` of `input` (ReadsInPlace).
  absl::StatusOr<llvm::Value*> ElementAddress(const HloInstruction* input, const IrIndex& kept,
                                              llvm::Value* j) {
    ASSIGN_OR_RETURN(llvm::Value* value, elemental_->Emit(*input, RowIndex(kept, j)));
    auto* load = llvm::dyn_cast<llvm::LoadInst>(value);
    if (load == nullptr) return absl::InternalError("a row read in place is not a load");
    llvm::Value* address = load->getPointerOperand();
    load->eraseFromParent();
    return address;
  }

  // The reductions of one row (first), every one reassociable, each input
  // computed into a buffer a tile at a time and folded from it by
  // kAccumulators vector accumulators (element j of a full group of
  // kAccumulators vectors into accumulator j / width % kAccumulators, lane
  // j % width), the positions after the last full group by a scalar chain;
  // then the accumulators pairwise, their lanes pairwise, the scalar chain
  // and last the reduction's initial value. The order depends on the row
  // length only. Result: by reduce.
  absl::StatusOr<std::vector<llvm::Value*>> FoldReassociated(
      const std::vector<const HloInstruction*>& level,
      const std::vector<const HloInstruction*>& buffered, llvm::Value* first,
      int64_t tile_size) {
    struct Accumulators {
      ReassociableReducer reducer;
      llvm::Type* scalar;
      llvm::FixedVectorType* vector;
      std::vector<llvm::AllocaInst*> vectors;
      llvm::AllocaInst* tail;
    };
    std::vector<Accumulators> accumulators;
    for (const HloInstruction* reduce : level) {
      Accumulators acc;
      acc.reducer = reducers_.at(reduce);
      acc.scalar = ValueType(reduce->shape().element_type(), b().getContext());
      const int64_t width =
          vector_bytes_ / ShapeUtil::ByteSizeOfPrimitiveType(reduce->shape().element_type());
      acc.vector = llvm::FixedVectorType::get(acc.scalar, width);
      for (int64_t a = 0; a < kAccumulators; ++a) {
        acc.vectors.push_back(EntryAlloca(b(), acc.vector));
        b().CreateStore(ReassociableIdentity(acc.reducer, acc.vector), acc.vectors.back());
      }
      acc.tail = EntryAlloca(b(), acc.scalar);
      b().CreateStore(ReassociableIdentity(acc.reducer, acc.scalar), acc.tail);
      accumulators.push_back(std::move(acc));
    }
    lane_ = b().getInt64(0);
    const IrIndex kept = Kept(first);
    RETURN_IF_ERROR(EmitForLoop(
        b(), "row.tile", b().getInt64(0), b().getInt64(row_length_), tile_size,
        [&](llvm::Value* tile) -> absl::Status {
          llvm::Value* tile_end = TileEnd(tile, tile_size);
          ASSIGN_OR_RETURN(std::vector<llvm::AllocaInst*> buffers,
                           ComputeTile(buffered, first, 1, tile, tile_end, tile_size));
          for (size_t r = 0; r < level.size(); ++r) {
            const Accumulators& acc = accumulators[r];
            const HloInstruction* input = level[r]->operand(0);
            auto found = std::find(buffered.begin(), buffered.end(), input);
            llvm::AllocaInst* buffer =
                found == buffered.end() ? nullptr : buffers[found - buffered.begin()];
            // The address of row element j: in the buffer or in place.
            auto address = [&](llvm::Value* j) -> absl::StatusOr<llvm::Value*> {
              if (buffer == nullptr) return ElementAddress(input, kept, j);
              return b().CreateInBoundsGEP(acc.scalar, buffer, Slot(tile, tile_size, j));
            };
            const int64_t width = acc.vector->getNumElements();
            const int64_t group = width * kAccumulators;
            llvm::Value* groups_end = b().CreateAdd(
                tile, b().CreateAnd(b().CreateSub(tile_end, tile), b().getInt64(~(group - 1))));
            const llvm::Align align(
                ShapeUtil::ByteSizeOfPrimitiveType(level[r]->shape().element_type()));
            RETURN_IF_ERROR(EmitForLoop(
                b(), "row.fold.vector", tile, groups_end, group,
                [&](llvm::Value* j) -> absl::Status {
                  for (int64_t a = 0; a < kAccumulators; ++a) {
                    ASSIGN_OR_RETURN(llvm::Value * pointer,
                                     address(b().CreateAdd(j, b().getInt64(a * width))));
                    llvm::Value* element = b().CreateAlignedLoad(acc.vector, pointer, align);
                    llvm::Value* sum = b().CreateLoad(acc.vector, acc.vectors[a]);
                    b().CreateStore(Combine(b(), acc.reducer, sum, element), acc.vectors[a]);
                  }
                  return absl::OkStatus();
                }));
            RETURN_IF_ERROR(
                EmitForLoop(b(), "row.fold.tail", groups_end, tile_end, 1,
                            [&](llvm::Value* j) -> absl::Status {
                  ASSIGN_OR_RETURN(llvm::Value * pointer, address(j));
                  llvm::Value* element = b().CreateLoad(acc.scalar, pointer);
                  llvm::Value* sum = b().CreateLoad(acc.scalar, acc.tail);
                  b().CreateStore(Combine(b(), acc.reducer, sum, element), acc.tail);
                  return absl::OkStatus();
                }));
          }
          UnbindTile(buffered, tile_size);
          return absl::OkStatus();
        }));
    std::vector<llvm::Value*> folded;
    for (size_t r = 0; r < level.size(); ++r) {
      const Accumulators& acc = accumulators[r];
      std::vector<llvm::Value*> vectors;
      for (llvm::AllocaInst* vector : acc.vectors) {
        vectors.push_back(b().CreateLoad(acc.vector, vector));
      }
      for (size_t n = vectors.size(); n > 1; n /= 2) {
        for (size_t i = 0; i < n / 2; ++i) {
          vectors[i] = Combine(b(), acc.reducer, vectors[i], vectors[i + n / 2]);
        }
      }
      llvm::Value* lanes = vectors[0];
      for (int width = static_cast<int>(acc.vector->getNumElements()); width > 1; width /= 2) {
        std::vector<int> low, high;
        for (int i = 0; i < width / 2; ++i) {
          low.push_back(i);
          high.push_back(width / 2 + i);
        }
        lanes = Combine(b(), acc.reducer, b().CreateShuffleVector(lanes, low),
                        b().CreateShuffleVector(lanes, high));
      }
      llvm::Value* value = Combine(b(), acc.reducer, b().CreateExtractElement(lanes, uint64_t{0}),
                                   b().CreateLoad(acc.scalar, acc.tail));
      ASSIGN_OR_RETURN(llvm::Value* init, elemental_->EmitOperand(*level[r], 1, IrIndex()));
      folded.push_back(Combine(b(), acc.reducer, init, value));
    }
    return folded;
  }

  // The end of the tile of `tile_size` elements of a row starting at `tile`.
  llvm::Value* TileEnd(llvm::Value* tile, int64_t tile_size) {
    llvm::Value* next = b().CreateAdd(tile, b().getInt64(tile_size));
    return b().CreateSelect(b().CreateICmpSLT(next, b().getInt64(row_length_)), next,
                            b().getInt64(row_length_));
  }

  // After a tile's fold: a tile that is not the whole row is not read again.
  void UnbindTile(const std::vector<const HloInstruction*>& buffered, int64_t tile_size) {
    if (tile_size >= row_length_) return;
    for (const HloInstruction* input : buffered) {
      if (bound_.erase(input) > 0) elemental_->Unbind(input);
    }
  }

  // The position of row element j of lane_ in a buffer of tiles of
  // `tile_size` elements per row starting at `tile`.
  llvm::Value* Slot(llvm::Value* tile, int64_t tile_size, llvm::Value* j) {
    return b().CreateAdd(b().CreateMul(lane_, b().getInt64(tile_size)), b().CreateSub(j, tile));
  }

  const HloInstruction& fusion_;
  const std::vector<const HloInstruction*>& roots_;
  std::vector<std::vector<const HloInstruction*>> levels_;
  Shape kept_;
  std::vector<IrArray> arrays_;
  llvm::IRBuilder<>* b_ = nullptr;
  ElementalEmitter* elemental_ = nullptr;
  int64_t row_length_ = 0;
  int64_t vector_bytes_ = 32;  // the target's vector registers
  llvm::Value* lane_ = nullptr;  // the row of the block being emitted
  // Inputs bound to whole-row buffers until the end of the block.
  std::vector<const HloInstruction*> buffered_;
  // Inputs bound to the current level's buffers.
  absl::flat_hash_set<const HloInstruction*> bound_;
  // Every reduction's reducer when all are reassociable, else empty.
  absl::flat_hash_map<const HloInstruction*, ReassociableReducer> reducers_;
};

}  // namespace

absl::StatusOr<bool> EmitRowFusionKernel(ComputationEmitter& emitter,
                                         const HloInstruction& fusion,
                                         const std::vector<const HloInstruction*>& roots,
                                         const std::vector<BufferSlice>& outputs,
                                         const std::vector<BufferSlice>& inputs,
                                         const BindInputs& bind_inputs) {
  std::vector<std::vector<const HloInstruction*>> levels = ReductionLevels(fusion, roots);
  if (levels.empty() || outputs.size() != roots.size()) return false;
  RowFusionEmitter kernel(fusion, roots, std::move(levels));
  RETURN_IF_ERROR(kernel.Emit(emitter, outputs, inputs, bind_inputs));
  return true;
}

}  // namespace xla::cpu
