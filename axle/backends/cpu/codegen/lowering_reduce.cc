// reduce, and fusions rooted at reductions: reduction kernels
// (reduction_kernel.h). Column reductions accumulate into their outputs
// while walking the input in memory order; row reductions fold
// kReductionLanes outputs side by side. Each output's fold order is the
// interpreter's either way.
#include <algorithm>

#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
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
    const Shape& kept_shape = plan_.output_shapes[plan_.first_output[RootOf(0)]];
    const int64_t output_elements = ShapeUtil::ElementsIn(kept_shape);
    const int64_t input_elements = ShapeUtil::ElementsIn(plan_.input_shape);
    if (output_elements == 0) {
      emitter_.codegen().RecordLowering(instruction_, "no code (zero elements)");
      return absl::OkStatus();
    }
    std::vector<KernelBuffer> buffers;
    for (const BufferSlice& slice : outputs) buffers.push_back({slice, true});
    for (const BufferSlice& slice : inputs) buffers.push_back({slice, false});
    KernelBuilder kernel(emitter_.codegen(), absl::StrCat("kernel.", instruction_.name()),
                         buffers);
    ElementalEmitter elemental(emitter_.codegen(), kernel.b(), kernel.run_context());
    std::vector<llvm::Value*> input_pointers;
    for (size_t i = 0; i < inputs.size(); ++i) {
      input_pointers.push_back(kernel.buffer(outputs.size() + i));
    }
    bind_inputs(elemental, input_pointers);
    for (size_t i = 0; i < outputs.size(); ++i) {
      arrays_.emplace_back(kernel.buffer(i), plan_.output_shapes[i]);
    }
    b_ = &kernel.b();
    elemental_ = &elemental;
    const int64_t work = std::max(input_elements, output_elements);
    if (IsColumnReduction(plan_)) {
      const int64_t minor = plan_.input_shape.layout().minor_to_major(0);
      const int64_t size = plan_.input_shape.dimensions(minor);
      const int64_t tiles = (size + kColumnReductionTile - 1) / kColumnReductionTile;
      RETURN_IF_ERROR(EmitColumns(kernel.begin(), kernel.end()));
      emitter_.CallKernel(instruction_, kernel.Finish(), tiles, work,
                          "column reduction kernel");
      return absl::OkStatus();
    }
    RETURN_IF_ERROR(EmitRows(kernel.begin(), kernel.end()));
    emitter_.CallKernel(instruction_, kernel.Finish(), OuterDimensionSize(kept_shape), work,
                        "row reduction kernel");
    return absl::OkStatus();
  }

 private:
  llvm::IRBuilder<>& b() { return *b_; }

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
      return EmitFullLoops(b(), input, outer_dims, 0, index, [&] {
        return over_tile([&]() -> absl::Status {
          const IrIndex position = IrIndex::Multidim(index);
          RETURN_IF_ERROR(StoreSideOutputs(position));
          const IrIndex kept = KeptIndex(plan_, index);
          for (size_t r = 0; r < plan_.reduces.size(); ++r) {
            const HloInstruction& reduce = *plan_.reduces[r];
            const int64_t n = reduce.operand_count() / 2;
            std::vector<llvm::Value*> arguments;
            ForEachReduceOutput([&](size_t reduce_number, size_t, const IrArray& array) {
              if (reduce_number == r) arguments.push_back(array.EmitLoad(kept, b()));
            });
            for (int64_t i = 0; i < n; ++i) {
              ASSIGN_OR_RETURN(llvm::Value* element, elemental_->EmitOperand(reduce, i, position));
              arguments.push_back(element);
            }
            ASSIGN_OR_RETURN(std::vector<llvm::Value*> results,
                             elemental_->EmitScalarComputation(*reduce.to_apply(), arguments));
            ForEachReduceOutput([&](size_t reduce_number, size_t i, const IrArray& array) {
              if (reduce_number == r) array.EmitStore(results[i], kept, b());
            });
          }
          return absl::OkStatus();
        });
      });
    });
  }

  // Row reduction over the outermost output dimension's [begin, end): the
  // minor-most output dimension advances kReductionLanes outputs at a time
  // (then one at a time for the rest).
  absl::Status EmitRows(llvm::Value* begin, llvm::Value* end) {
    const Shape& kept_shape = plan_.output_shapes[plan_.first_output[RootOf(0)]];
    if (kept_shape.rank() == 0) return FoldLanes({IrIndex::Multidim({})});
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
