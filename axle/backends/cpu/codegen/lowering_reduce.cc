// reduce, and fusions rooted at reductions: reduction kernels
// (reduction_kernel.h states the fold-order contract). Column reductions
// accumulate into their outputs while walking the input in memory order, in
// the interpreter's order; row reductions with a reassociable reducer
// (reassociable_reduction.h) fold vectorised rows, long ones in chunks into
// partials; other row reductions fold kReductionLanes outputs side by side
// in the interpreter's order.
#include <algorithm>

#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/llvm_types.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/reassociable_fold.h"
#include "axle/backends/cpu/codegen/reduction_kernel.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

using BindInputs =
    std::function<void(ElementalEmitter& emitter, absl::Span<llvm::Value* const> pointers)>;

// What the kernel computes: the reduces among the roots (one loop space),
// and every root's output arrays (a variadic reduce has several).
struct ReductionPlan {
  std::vector<const HloInstruction*> reduces;
  Shape input_shape;             // the reductions' input, with a layout
  std::vector<bool> is_reduced;  // per input dimension
  // Per root: its first output and how many it has.
  std::vector<size_t> first_output;
  std::vector<size_t> output_count;
  std::vector<Shape> output_shapes;  // the buffers' leaf shapes
};

std::vector<int64_t> SortedDimensions(const HloInstruction& reduce) {
  std::vector<int64_t> dims = reduce.dimensions();
  std::sort(dims.begin(), dims.end());
  return dims;
}

// The plan, or nullopt when the roots do not form one static reduction loop
// space with outputs matching `outputs`.
std::optional<ReductionPlan> MakePlan(const HloInstruction& instruction,
                                      const std::vector<const HloInstruction*>& roots,
                                      size_t outputs) {
  ReductionPlan plan;
  for (const HloInstruction* root : roots) {
    if (root->opcode() == HloOpcode::kReduce) plan.reduces.push_back(root);
  }
  if (plan.reduces.empty() || instruction.shape().is_dynamic()) return std::nullopt;
  for (const HloInstruction* operand : instruction.operands()) {
    if (operand->shape().is_dynamic()) return std::nullopt;
  }
  const HloInstruction& first = *plan.reduces[0];
  const Shape& input = first.operand(0)->shape();
  if (!input.IsArray()) return std::nullopt;
  const std::vector<int64_t> reduced = SortedDimensions(first);
  for (const HloInstruction* root : roots) {
    if (root->shape().is_dynamic()) return std::nullopt;
    if (root->opcode() == HloOpcode::kReduce) {
      if (!ShapeUtil::SameDimensions(root->operand(0)->shape(), input) ||
          SortedDimensions(*root) != reduced) {
        return std::nullopt;
      }
    } else if (!root->shape().IsArray() || !ShapeUtil::SameDimensions(root->shape(), input)) {
      return std::nullopt;
    }
  }
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& leaf, const ShapeIndex&) {
    if (leaf.IsArray()) plan.output_shapes.push_back(leaf);
  });
  size_t next = 0;
  for (const HloInstruction* root : roots) {
    plan.first_output.push_back(next);
    plan.output_count.push_back(root->shape().IsTuple() ? root->shape().tuple_shapes_size() : 1);
    next += plan.output_count.back();
  }
  if (next != outputs || plan.output_shapes.size() != outputs) return std::nullopt;
  plan.input_shape = input;
  if (!plan.input_shape.has_layout()) {
    *plan.input_shape.mutable_layout() = LayoutUtil::GetDefaultLayoutForShape(input);
  }
  plan.is_reduced.assign(input.rank(), false);
  for (int64_t d : reduced) plan.is_reduced[d] = true;
  return plan;
}

// The input's dimensions from major to minor in memory.
std::vector<int64_t> MajorToMinor(const Shape& shape) {
  const auto& minor_to_major = shape.layout().minor_to_major();
  return std::vector<int64_t>(minor_to_major.rbegin(), minor_to_major.rend());
}

// A column reduction: the minor-most input dimension is kept, and the
// reduced dimensions lie in memory in increasing order (so the walk in
// memory order folds each output's inputs in the interpreter's order).
bool IsColumnReduction(const ReductionPlan& plan) {
  if (plan.input_shape.rank() == 0) return false;
  const std::vector<int64_t> order = MajorToMinor(plan.input_shape);
  if (plan.is_reduced[order.back()]) return false;
  int64_t last = -1;
  for (int64_t d : order) {
    if (!plan.is_reduced[d]) continue;
    if (d < last) return false;
    last = d;
  }
  return true;
}

// The kept part of an input index (an output index of the reduces).
IrIndex KeptIndex(const ReductionPlan& plan, const std::vector<llvm::Value*>& input) {
  std::vector<llvm::Value*> kept;
  for (size_t d = 0; d < input.size(); ++d) {
    if (!plan.is_reduced[d]) kept.push_back(input[d]);
  }
  return IrIndex::Multidim(std::move(kept));
}

// Nested loops over `dims` (outermost first), each over [0, size) of
// `shape`'s dimension, then `body`; `index[dim]` holds each loop's variable.
absl::Status EmitFullLoops(llvm::IRBuilder<>& b, const Shape& shape,
                           const std::vector<int64_t>& dims, size_t level,
                           std::vector<llvm::Value*>& index,
                           const std::function<absl::Status()>& body) {
  if (level == dims.size()) return body();
  const int64_t dim = dims[level];
  return EmitForLoop(b, "reduce.loop", b.getInt64(0), b.getInt64(shape.dimensions(dim)), 1,
                     [&](llvm::Value* i) {
                       index[dim] = i;
                       return EmitFullLoops(b, shape, dims, level + 1, index, body);
                     });
}

// The values of a fold's result: one per output of the reduce.
std::vector<llvm::Value*> Unpack(llvm::IRBuilder<>& b, llvm::Value* value, size_t count) {
  if (count == 1) return {value};
  std::vector<llvm::Value*> values;
  for (size_t i = 0; i < count; ++i) {
    values.push_back(b.CreateExtractValue(value, {static_cast<unsigned>(i)}));
  }
  return values;
}

class ReductionKernelEmitter {
 public:
  ReductionKernelEmitter(ComputationEmitter& emitter, const HloInstruction& instruction,
                         const std::vector<const HloInstruction*>& roots, ReductionPlan plan)
      : emitter_(emitter), instruction_(instruction), roots_(roots), plan_(std::move(plan)) {}

  absl::Status Emit(const std::vector<BufferSlice>& outputs, const std::vector<BufferSlice>& inputs,
                    const BindInputs& bind_inputs) {
    for (const HloInstruction* reduce : plan_.reduces) {
      const std::optional<ReassociableReducer> reducer = MatchReassociableReducer(*reduce);
      if (!reducer) {
        reducers_.clear();
        break;
      }
      reducers_.push_back(*reducer);
    }
    const Shape& kept_shape = plan_.output_shapes[plan_.first_output[RootOf(0)]];
    const int64_t output_elements = ShapeUtil::ElementsIn(kept_shape);
    const int64_t input_elements = ShapeUtil::ElementsIn(plan_.input_shape);
    if (output_elements == 0) {
      emitter_.codegen().RecordLowering(instruction_, "no code (zero elements)");
      return absl::OkStatus();
    }
    buffers_.clear();
    for (const BufferSlice& slice : outputs) buffers_.push_back({slice, true});
    for (const BufferSlice& slice : inputs) buffers_.push_back({slice, false});
    inputs_ = inputs.size();
    bind_inputs_ = &bind_inputs;
    const int64_t work = std::max(input_elements, output_elements);
    if (IsColumnReduction(plan_)) {
      const int64_t minor = plan_.input_shape.layout().minor_to_major(0);
      const int64_t size = plan_.input_shape.dimensions(minor);
      const int64_t tiles = (size + kColumnReductionTile - 1) / kColumnReductionTile;
      ASSIGN_OR_RETURN(llvm::Function * kernel,
                       BuildKernel("kernel.", 0, [&](KernelBuilder& kernel) {
                         return EmitColumns(kernel.begin(), kernel.end());
                       }));
      emitter_.CallKernel(instruction_, kernel, tiles, work, "column reduction kernel");
      return absl::OkStatus();
    }
    const std::optional<ReassociatedRows> rows = MakeReassociatedRows();
    if (rows && ShouldChunk(*rows, output_elements)) return EmitChunked(*rows, output_elements);
    if (rows && rows->minor_size >= kMinVectorRow) rows_ = rows;
    ASSIGN_OR_RETURN(llvm::Function * kernel,
                     BuildKernel("kernel.", 0, [&](KernelBuilder& kernel) {
                       return EmitRows(kernel.begin(), kernel.end());
                     }));
    emitter_.CallKernel(instruction_, kernel, OuterDimensionSize(kept_shape), work,
                        rows_ ? "row reduction kernel, vectorised rows" : "row reduction kernel");
    return absl::OkStatus();
  }

 private:
  // The reduced space of a row reduction whose reduces are all matched by
  // MatchReassociableReducer and whose input's minor-most physical dimension
  // is reduced: "minor rows" (positions of the other reduced dimensions,
  // linear in physical order) of `minor_size` contiguous elements each.
  struct ReassociatedRows {
    std::vector<int64_t> outer_dims;  // reduced, physical major to minor, minor_dim excluded
    int64_t minor_dim = 0;
    int64_t minor_size = 0;
    int64_t row_count = 1;  // product of outer_dims' sizes
    // The chunks of one output's rows (EmitChunked): a chunk is
    // `rows_per_chunk` minor rows, or a kReductionChunk piece of one.
    int64_t rows_per_chunk = 1;
    int64_t pieces_per_row = 1;
    int64_t chunks = 1;
  };

  std::optional<ReassociatedRows> MakeReassociatedRows() const {
    const Shape& input = plan_.input_shape;
    if (reducers_.empty() || input.rank() == 0) return std::nullopt;
    const std::vector<int64_t> order = MajorToMinor(input);
    if (!plan_.is_reduced[order.back()]) return std::nullopt;
    ReassociatedRows rows;
    rows.minor_dim = order.back();
    rows.minor_size = input.dimensions(rows.minor_dim);
    for (size_t i = 0; i + 1 < order.size(); ++i) {
      if (!plan_.is_reduced[order[i]]) continue;
      rows.outer_dims.push_back(order[i]);
      rows.row_count *= input.dimensions(order[i]);
    }
    if (rows.minor_size == 0) {
      rows.chunks = 1;  // nothing to fold
      return rows;
    }
    if (rows.minor_size >= kReductionChunk) {
      rows.pieces_per_row = (rows.minor_size + kReductionChunk - 1) / kReductionChunk;
    } else {
      rows.rows_per_chunk = kReductionChunk / rows.minor_size;
    }
    rows.chunks = (rows.row_count + rows.rows_per_chunk - 1) / rows.rows_per_chunk *
                  rows.pieces_per_row;
    return rows;
  }

  // Long rows and few outputs: chunks folded in parallel into partials.
  static bool ShouldChunk(const ReassociatedRows& rows, int64_t outputs) {
    return rows.chunks >= 2 && outputs * rows.chunks <= kMaxReductionPartials;
  }

  llvm::IRBuilder<>& b() { return *b_; }

  // A kernel over the outputs and inputs (and `frame_pointers`) whose body
  // `body` emits, with b() and elemental_ set to the kernel's.
  absl::StatusOr<llvm::Function*> BuildKernel(
      const char* prefix, int64_t frame_pointers,
      const std::function<absl::Status(KernelBuilder&)>& body) {
    KernelBuilder kernel(emitter_.codegen(), absl::StrCat(prefix, instruction_.name()), buffers_,
                         frame_pointers);
    ElementalEmitter elemental(emitter_.codegen(), kernel.b(), kernel.run_context());
    const size_t outputs = buffers_.size() - inputs_;
    std::vector<llvm::Value*> input_pointers;
    for (size_t i = 0; i < inputs_; ++i) input_pointers.push_back(kernel.buffer(outputs + i));
    (*bind_inputs_)(elemental, input_pointers);
    arrays_.clear();
    for (size_t i = 0; i < outputs; ++i) {
      arrays_.emplace_back(kernel.buffer(i), plan_.output_shapes[i]);
    }
    b_ = &kernel.b();
    elemental_ = &elemental;
    const absl::Status status = body(kernel);
    b_ = nullptr;
    elemental_ = nullptr;
    RETURN_IF_ERROR(status);
    return kernel.Finish();
  }

  // The init values of the reduces (scalars: constants or parameters).
  absl::StatusOr<std::vector<llvm::Value*>> InitValues() {
    std::vector<llvm::Value*> inits;
    for (const HloInstruction* reduce : plan_.reduces) {
      ASSIGN_OR_RETURN(llvm::Value* init, elemental_->EmitOperand(*reduce, 1, IrIndex()));
      inits.push_back(init);
    }
    return inits;
  }

  // Folds minor rows [row_begin, row_end), elements [begin, end) of each, of
  // the output at `kept` (an output index) into accumulators starting at
  // `start` (one per reduce), with EmitReassociableStep: the innermost loop
  // is unit-stride, which LLVM vectorises with several accumulators.
  absl::StatusOr<std::vector<llvm::Value*>> FoldRows(const ReassociatedRows& rows,
                                                     const IrIndex& kept,
                                                     const std::vector<llvm::Value*>& start,
                                                     llvm::Value* row_begin, llvm::Value* row_end,
                                                     llvm::Value* begin, llvm::Value* end) {
    std::vector<llvm::AllocaInst*> slots;
    for (llvm::Value* value : start) {
      slots.push_back(EntryAlloca(b(), value->getType()));
      b().CreateStore(value, slots.back());
    }
    const Shape& input = plan_.input_shape;
    std::vector<llvm::Value*> index(input.rank(), nullptr);
    for (int64_t d = 0, k = 0; d < input.rank(); ++d) {
      if (!plan_.is_reduced[d]) index[d] = kept.multidim[k++];
    }
    RETURN_IF_ERROR(EmitForLoop(b(), "reduce.rows", row_begin, row_end, 1,
                                [&](llvm::Value* row) -> absl::Status {
      llvm::Value* rest = row;
      for (auto d = rows.outer_dims.rbegin(); d != rows.outer_dims.rend(); ++d) {
        llvm::Value* size = b().getInt64(input.dimensions(*d));
        index[*d] = b().CreateURem(rest, size);
        rest = b().CreateUDiv(rest, size);
      }
      return EmitForLoop(b(), "reduce.row", begin, end, 1, [&](llvm::Value* i) -> absl::Status {
        index[rows.minor_dim] = i;
        const IrIndex position = IrIndex::Multidim(index);
        RETURN_IF_ERROR(StoreSideOutputs(position));
        for (size_t r = 0; r < plan_.reduces.size(); ++r) {
          ASSIGN_OR_RETURN(llvm::Value* x, elemental_->EmitOperand(*plan_.reduces[r], 0, position));
          llvm::Value* acc = b().CreateLoad(x->getType(), slots[r]);
          b().CreateStore(EmitReassociableStep(b(), reducers_[r], acc, x, /*reassociate=*/true),
                          slots[r]);
        }
        return absl::OkStatus();
      });
    }));
    std::vector<llvm::Value*> results;
    for (size_t r = 0; r < slots.size(); ++r) {
      results.push_back(b().CreateLoad(start[r]->getType(), slots[r]));
    }
    return results;
  }

  // One output of a vectorised row reduction: all its rows, stored.
  absl::Status FoldWholeRows(const IrIndex& kept) {
    ASSIGN_OR_RETURN(std::vector<llvm::Value*> inits, InitValues());
    ASSIGN_OR_RETURN(std::vector<llvm::Value*> values,
                     FoldRows(*rows_, kept, inits, b().getInt64(0),
                              b().getInt64(rows_->row_count), b().getInt64(0),
                              b().getInt64(rows_->minor_size)));
    for (size_t r = 0; r < plan_.reduces.size(); ++r) {
      arrays_[plan_.first_output[RootOf(r)]].EmitStore(values[r], kept, b());
    }
    return absl::OkStatus();
  }

  // A reduction into few outputs of long rows, in two kernels. The first
  // folds each (output, chunk) pair, starting from the reducer's identity,
  // into partials[output * chunks + chunk], in parallel work groups; the
  // partials live in the calling function's frame. The second folds each
  // output's partials in chunk order into its init value. The order depends
  // on the shape only.
  absl::Status EmitChunked(const ReassociatedRows& rows, int64_t output_elements) {
    const Shape& kept_shape = plan_.output_shapes[plan_.first_output[RootOf(0)]];
    const int64_t count = output_elements * rows.chunks;
    const int64_t reduces = static_cast<int64_t>(plan_.reduces.size());
    std::vector<llvm::Type*> types;
    std::vector<llvm::Value*> table = {emitter_.buffer_table()};
    std::vector<std::pair<llvm::Value*, llvm::ConstantInt*>> frame;  // partials, bytes
    for (const HloInstruction* reduce : plan_.reduces) {
      types.push_back(ValueType(reduce->shape().element_type(), emitter_.context()));
      table.push_back(EntryAlloca(emitter_.b(), types.back(), count));
      // Live from here to the combine only, so LLVM may give the partials of
      // different reductions the same stack slot.
      frame.emplace_back(table.back(),
                         emitter_.b().getInt64(count * ShapeUtil::ByteSizeOfPrimitiveType(
                                                           reduce->shape().element_type())));
      emitter_.b().CreateLifetimeStart(frame.back().first, frame.back().second);
    }
    llvm::Value* frame_table = emitter_.PointerTable(table);
    ASSIGN_OR_RETURN(
        llvm::Function* partials,
        BuildKernel("kernel.partials.", reduces, [&](KernelBuilder& kernel) {
          return EmitForLoop(b(), "reduce.chunk", kernel.begin(), kernel.end(), 1,
                             [&](llvm::Value* item) -> absl::Status {
            llvm::Value* output = b().CreateUDiv(item, b().getInt64(rows.chunks));
            llvm::Value* chunk = b().CreateURem(item, b().getInt64(rows.chunks));
            const IrIndex kept = DelinearizeIndex(output, kept_shape, b());
            llvm::Value* row = b().CreateUDiv(chunk, b().getInt64(rows.pieces_per_row));
            llvm::Value* piece = b().CreateURem(chunk, b().getInt64(rows.pieces_per_row));
            llvm::Value* row_begin = b().CreateMul(row, b().getInt64(rows.rows_per_chunk));
            llvm::Value* row_end = b().CreateBinaryIntrinsic(
                llvm::Intrinsic::smin, b().CreateAdd(row_begin, b().getInt64(rows.rows_per_chunk)),
                b().getInt64(rows.row_count));
            llvm::Value* begin = b().CreateMul(piece, b().getInt64(kReductionChunk));
            llvm::Value* end = b().CreateBinaryIntrinsic(
                llvm::Intrinsic::smin, b().CreateAdd(begin, b().getInt64(kReductionChunk)),
                b().getInt64(rows.minor_size));
            std::vector<llvm::Value*> identities;
            for (int64_t r = 0; r < reduces; ++r) {
              identities.push_back(ReassociableIdentity(reducers_[r], types[r]));
            }
            ASSIGN_OR_RETURN(std::vector<llvm::Value*> values,
                             FoldRows(rows, kept, identities, row_begin, row_end, begin, end));
            for (int64_t r = 0; r < reduces; ++r) {
              b().CreateStore(values[r],
                              b().CreateInBoundsGEP(types[r], kernel.frame_pointer(r), item));
            }
            return absl::OkStatus();
          });
        }));
    const int64_t work = std::max(ShapeUtil::ElementsIn(plan_.input_shape), output_elements);
    emitter_.CallKernel(instruction_, partials, count, work,
                        absl::StrCat("row reduction kernel, ", rows.chunks, " chunks per output"),
                        frame_table);
    ASSIGN_OR_RETURN(
        llvm::Function* combine,
        BuildKernel("kernel.combine.", reduces, [&](KernelBuilder& kernel) {
          return EmitForLoop(b(), "reduce.output", kernel.begin(), kernel.end(), 1,
                             [&](llvm::Value* output) -> absl::Status {
            const IrIndex kept = DelinearizeIndex(output, kept_shape, b());
            ASSIGN_OR_RETURN(std::vector<llvm::Value*> inits, InitValues());
            llvm::Value* first = b().CreateMul(output, b().getInt64(rows.chunks));
            for (int64_t r = 0; r < reduces; ++r) {
              llvm::Value* acc = inits[r];
              // Few partials (kMaxReductionPartials): one straight chain.
              llvm::AllocaInst* slot = EntryAlloca(b(), types[r]);
              b().CreateStore(acc, slot);
              RETURN_IF_ERROR(EmitForLoop(
                  b(), "reduce.partial", b().getInt64(0), b().getInt64(rows.chunks), 1,
                  [&](llvm::Value* chunk) -> absl::Status {
                    llvm::Value* partial = b().CreateLoad(
                        types[r], b().CreateInBoundsGEP(types[r], kernel.frame_pointer(r),
                                                        b().CreateAdd(first, chunk)));
                    b().CreateStore(EmitReassociableStep(b(), reducers_[r],
                                                         b().CreateLoad(types[r], slot), partial,
                                                         /*reassociate=*/false),
                                    slot);
                    return absl::OkStatus();
                  }));
              arrays_[plan_.first_output[RootOf(r)]].EmitStore(b().CreateLoad(types[r], slot),
                                                               kept, b());
            }
            return absl::OkStatus();
          });
        }));
    emitter_.CallKernel(instruction_, combine, output_elements, count,
                        "combine of the partials", frame_table);
    for (const auto& [partials, bytes] : frame) emitter_.b().CreateLifetimeEnd(partials, bytes);
    return absl::OkStatus();
  }

  // Stores the side outputs (non-reduce roots) at input position `index`.
  absl::Status StoreSideOutputs(const IrIndex& index) {
    for (size_t r = 0; r < roots_.size(); ++r) {
      if (roots_[r]->opcode() == HloOpcode::kReduce) continue;
      ASSIGN_OR_RETURN(llvm::Value* value, elemental_->Emit(*roots_[r], index));
      arrays_[plan_.first_output[r]].EmitStore(value, index, b());
    }
    return absl::OkStatus();
  }

  // Column reduction over tiles [begin, end) of the minor-most dimension:
  // per tile, the outputs are set to the init values, then every input row
  // (all other dimensions, in memory order) updates them.
  absl::Status EmitColumns(llvm::Value* begin, llvm::Value* end) {
    const Shape& input = plan_.input_shape;
    const std::vector<int64_t> order = MajorToMinor(input);
    const int64_t minor = order.back();
    const int64_t minor_size = input.dimensions(minor);
    std::vector<int64_t> outer_dims(order.begin(), order.end() - 1);
    std::vector<int64_t> kept_outer_dims;
    for (int64_t d : outer_dims) {
      if (!plan_.is_reduced[d]) kept_outer_dims.push_back(d);
    }
    // Init values once per kernel (scalars: constants or parameters).
    std::vector<std::vector<llvm::Value*>> inits;
    for (const HloInstruction* reduce : plan_.reduces) {
      const int64_t n = reduce->operand_count() / 2;
      std::vector<llvm::Value*> values;
      for (int64_t i = 0; i < n; ++i) {
        ASSIGN_OR_RETURN(llvm::Value* init, elemental_->EmitOperand(*reduce, n + i, IrIndex()));
        values.push_back(init);
      }
      inits.push_back(std::move(values));
    }
    std::vector<llvm::Value*> index(input.rank(), nullptr);
    return EmitForLoop(b(), "reduce.tile", begin, end, 1, [&](llvm::Value* tile) -> absl::Status {
      llvm::Value* tile_start = b().CreateMul(tile, b().getInt64(kColumnReductionTile));
      llvm::Value* tile_next = b().CreateAdd(tile_start, b().getInt64(kColumnReductionTile));
      llvm::Value* tile_end = b().CreateSelect(
          b().CreateICmpSLT(tile_next, b().getInt64(minor_size)), tile_next,
          b().getInt64(minor_size));
      auto over_tile = [&](const std::function<absl::Status()>& body) {
        return EmitForLoop(b(), "reduce.minor", tile_start, tile_end, 1, [&](llvm::Value* i) {
          index[minor] = i;
          return body();
        });
      };
      RETURN_IF_ERROR(EmitFullLoops(b(), input, kept_outer_dims, 0, index, [&] {
        return over_tile([&]() -> absl::Status {
          const IrIndex kept = KeptIndex(plan_, index);
          ForEachReduceOutput([&](size_t reduce, size_t i, const IrArray& array) {
            array.EmitStore(inits[reduce][i], kept, b());
          });
          return absl::OkStatus();
        });
      }));
      // Folds `rows` consecutive input rows (positions of the last outer
      // dimension from index[last] on) into the tile's outputs: each output
      // is loaded once, folded with the rows in order (the interpreter's
      // order) in a register, and stored once.
      auto fold_rows = [&](int64_t last, int64_t rows) {
        return over_tile([&]() -> absl::Status {
          llvm::Value* first_row = last >= 0 ? index[last] : nullptr;
          const IrIndex kept = KeptIndex(plan_, index);
          std::vector<std::vector<llvm::Value*>> accumulators(plan_.reduces.size());
          ForEachReduceOutput([&](size_t reduce_number, size_t, const IrArray& array) {
            accumulators[reduce_number].push_back(array.EmitLoad(kept, b()));
          });
          for (int64_t row = 0; row < rows; ++row) {
            if (row > 0) index[last] = b().CreateAdd(first_row, b().getInt64(row));
            const IrIndex position = IrIndex::Multidim(index);
            RETURN_IF_ERROR(StoreSideOutputs(position));
            for (size_t r = 0; r < plan_.reduces.size(); ++r) {
              const HloInstruction& reduce = *plan_.reduces[r];
              std::vector<llvm::Value*> arguments = accumulators[r];
              for (int64_t i = 0; i < reduce.operand_count() / 2; ++i) {
                ASSIGN_OR_RETURN(llvm::Value* element,
                                 elemental_->EmitOperand(reduce, i, position));
                arguments.push_back(element);
              }
              ASSIGN_OR_RETURN(accumulators[r],
                               elemental_->EmitScalarComputation(*reduce.to_apply(), arguments));
            }
          }
          if (rows > 1) index[last] = first_row;
          ForEachReduceOutput([&](size_t reduce_number, size_t i, const IrArray& array) {
            array.EmitStore(accumulators[reduce_number][i], kept, b());
          });
          return absl::OkStatus();
        });
      };
      // The last outer dimension, when reduced, advances kColumnReductionRows
      // rows at a time (then one at a time for the rest).
      const int64_t last = outer_dims.empty() ? -1 : outer_dims.back();
      if (last < 0 || !plan_.is_reduced[last] ||
          input.dimensions(last) < kColumnReductionRows) {
        return EmitFullLoops(b(), input, outer_dims, 0, index, [&] { return fold_rows(last, 1); });
      }
      const int64_t size = input.dimensions(last);
      const int64_t blocked = size / kColumnReductionRows * kColumnReductionRows;
      const std::vector<int64_t> outer(outer_dims.begin(), outer_dims.end() - 1);
      return EmitFullLoops(b(), input, outer, 0, index, [&]() -> absl::Status {
        RETURN_IF_ERROR(EmitForLoop(b(), "reduce.rows", b().getInt64(0), b().getInt64(blocked),
                                    kColumnReductionRows, [&](llvm::Value* row) {
                                      index[last] = row;
                                      return fold_rows(last, kColumnReductionRows);
                                    }));
        return EmitForLoop(b(), "reduce.row", b().getInt64(blocked), b().getInt64(size), 1,
                           [&](llvm::Value* row) {
                             index[last] = row;
                             return fold_rows(last, 1);
                           });
      });
    });
  }

  // Row reduction over the outermost output dimension's [begin, end): the
  // minor-most output dimension advances kReductionLanes outputs at a time
  // (then one at a time for the rest).
  absl::Status EmitRows(llvm::Value* begin, llvm::Value* end) {
    const Shape& kept_shape = plan_.output_shapes[plan_.first_output[RootOf(0)]];
    if (kept_shape.rank() == 0) {
      return rows_ ? FoldWholeRows(IrIndex::Multidim({})) : FoldLanes({IrIndex::Multidim({})});
    }
    const std::vector<int64_t> order = MajorToMinor(kept_shape);
    const int64_t minor = order.back();
    std::vector<llvm::Value*> index(kept_shape.rank(), nullptr);
    std::function<absl::Status(size_t)> level = [&](size_t l) -> absl::Status {
      llvm::Value* start = l == 0 ? begin : b().getInt64(0);
      llvm::Value* stop = l == 0 ? end : b().getInt64(kept_shape.dimensions(order[l]));
      if (l + 1 < order.size()) {
        return EmitForLoop(b(), "reduce.loop", start, stop, 1, [&](llvm::Value* i) {
          index[order[l]] = i;
          return level(l + 1);
        });
      }
      if (rows_) {
        return EmitForLoop(b(), "reduce.output", start, stop, 1, [&](llvm::Value* i) {
          index[minor] = i;
          return FoldWholeRows(IrIndex::Multidim(index));
        });
      }
      llvm::Value* count = b().CreateSub(stop, start);
      llvm::Value* blocked_end = b().CreateAdd(
          start, b().CreateAnd(count, b().getInt64(~(kReductionLanes - 1))));
      RETURN_IF_ERROR(EmitForLoop(b(), "reduce.lanes", start, blocked_end, kReductionLanes,
                                  [&](llvm::Value* i) {
                                    std::vector<IrIndex> lanes;
                                    for (int64_t k = 0; k < kReductionLanes; ++k) {
                                      index[minor] = b().CreateAdd(i, b().getInt64(k));
                                      lanes.push_back(IrIndex::Multidim(index));
                                    }
                                    return FoldLanes(lanes);
                                  }));
      return EmitForLoop(b(), "reduce.rest", blocked_end, stop, 1, [&](llvm::Value* i) {
        index[minor] = i;
        return FoldLanes({IrIndex::Multidim(index)});
      });
    };
    return level(0);
  }

  // Folds the outputs at `lanes` side by side and stores them.
  absl::Status FoldLanes(const std::vector<IrIndex>& lanes) {
    ASSIGN_OR_RETURN(std::vector<std::vector<llvm::Value*>> folded,
                     EmitReductionFoldLanes(*elemental_, plan_.reduces, lanes,
                                            [&](size_t, const IrIndex& position) {
                                              return StoreSideOutputs(position);
                                            }));
    for (size_t lane = 0; lane < lanes.size(); ++lane) {
      for (size_t r = 0; r < plan_.reduces.size(); ++r) {
        const size_t root = RootOf(r);
        std::vector<llvm::Value*> values =
            Unpack(b(), folded[lane][r], plan_.output_count[root]);
        for (size_t i = 0; i < values.size(); ++i) {
          arrays_[plan_.first_output[root] + i].EmitStore(values[i], lanes[lane], b());
        }
      }
    }
    return absl::OkStatus();
  }

  // The index in roots_ of reduce number `r`.
  size_t RootOf(size_t r) const {
    return std::find(roots_.begin(), roots_.end(), plan_.reduces[r]) - roots_.begin();
  }

  // fn(reduce number, output number within it, its array) for every reduce output.
  void ForEachReduceOutput(const std::function<void(size_t, size_t, const IrArray&)>& fn) {
    for (size_t r = 0; r < plan_.reduces.size(); ++r) {
      const size_t root = RootOf(r);
      for (size_t i = 0; i < plan_.output_count[root]; ++i) {
        fn(r, i, arrays_[plan_.first_output[root] + i]);
      }
    }
  }

  ComputationEmitter& emitter_;
  const HloInstruction& instruction_;
  const std::vector<const HloInstruction*>& roots_;
  ReductionPlan plan_;
  std::vector<ReassociableReducer> reducers_;  // per reduce, when all are matched
  std::optional<ReassociatedRows> rows_;       // set: rows fold vectorised
  std::vector<KernelBuffer> buffers_;  // outputs, then inputs
  size_t inputs_ = 0;
  const BindInputs* bind_inputs_ = nullptr;
  std::vector<IrArray> arrays_;
  llvm::IRBuilder<>* b_ = nullptr;
  ElementalEmitter* elemental_ = nullptr;
};

// An unfused reduce: its array operands' buffers bound to its operands.
absl::Status LowerReduce(ComputationEmitter& emitter, const HloInstruction& reduce) {
  ASSIGN_OR_RETURN(std::vector<BufferSlice> outputs, emitter.LeafSlices(&reduce));
  std::vector<BufferSlice> inputs;
  std::vector<const HloInstruction*> bound;
  for (const HloInstruction* operand : reduce.operands()) {
    if (!operand->shape().IsArray()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, emitter.Slice(operand));
    inputs.push_back(slice);
    bound.push_back(operand);
  }
  ASSIGN_OR_RETURN(
      bool emitted,
      EmitReductionKernel(emitter, reduce, {&reduce}, outputs, inputs,
                          [&](ElementalEmitter& elemental, absl::Span<llvm::Value* const> pointers) {
                            for (size_t i = 0; i < bound.size(); ++i) {
                              IrArray array(pointers[i], bound[i]->shape());
                              elemental.Bind(bound[i], [array, &elemental](const IrIndex& index)
                                                           -> absl::StatusOr<llvm::Value*> {
                                return array.EmitLoad(index, elemental.b());
                              });
                            }
                          }));
  if (emitted) return absl::OkStatus();
  return emitter.EmitElementalInstruction(reduce);
}

}  // namespace

absl::StatusOr<bool> EmitReductionKernel(ComputationEmitter& emitter,
                                         const HloInstruction& instruction,
                                         const std::vector<const HloInstruction*>& roots,
                                         const std::vector<BufferSlice>& outputs,
                                         const std::vector<BufferSlice>& inputs,
                                         const BindInputs& bind_inputs) {
  std::optional<ReductionPlan> plan = MakePlan(instruction, roots, outputs.size());
  if (!plan) return false;
  ReductionKernelEmitter kernel(emitter, instruction, roots, *std::move(plan));
  RETURN_IF_ERROR(kernel.Emit(outputs, inputs, bind_inputs));
  return true;
}

void RegisterReduceLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kReduce, LowerReduce);
}

}  // namespace xla::cpu
