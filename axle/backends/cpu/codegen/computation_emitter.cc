#include "axle/backends/cpu/codegen/computation_emitter.h"

#include <algorithm>
#include <limits>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/elemental_util.h"
#include "axle/backends/cpu/codegen/index_arithmetic.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/lowering_transpose.h"
#include "axle/backends/cpu/codegen/reduction_kernel.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// False for instructions that only name memory (profiles leave them out).
bool EmitsCode(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kParameter:
    case HloOpcode::kConstant:
    case HloOpcode::kGetTupleElement:
    case HloOpcode::kTuple:
    case HloOpcode::kBitcast:
    case HloOpcode::kAfterAll:
      return false;
    default:
      return true;
  }
}

// The instruction's code: its lowering; else, with an element generator, a
// loop kernel.
absl::Status EmitInstructionCode(ComputationEmitter& emitter, const HloInstruction& instruction) {
  if (LoweringFn lowering = LoweringRegistry::Get().Find(instruction.opcode())) {
    return lowering(emitter, instruction);
  }
  if (ElementalRegistry::Get().Find(instruction.opcode()) != nullptr) {
    return emitter.EmitElementalInstruction(instruction);
  }
  return absl::InternalError("the CPU backend has no lowering for this opcode");
}

}  // namespace

ComputationEmitter::ComputationEmitter(ModuleCodegen& codegen, const HloComputation& computation,
                                       llvm::Function* function)
    : codegen_(codegen),
      computation_(computation),
      function_(function),
      b_(codegen.context()) {
  prologue_ = llvm::BasicBlock::Create(context(), "entry", function_);
  error_exit_ = llvm::BasicBlock::Create(context(), "error", function_);
  body_ = llvm::BasicBlock::Create(context(), "body", function_);
  b_.SetInsertPoint(body_);
}

absl::Status ComputationEmitter::Emit() {
  for (const HloInstruction* instruction :
       codegen_.assignment().schedule().sequence(&computation_)) {
    absl::Status status = EmitInstruction(*instruction);
    if (!status.ok()) {
      return absl::Status(status.code(), absl::StrCat(HloOpcodeString(instruction->opcode()), " ",
                                                      instruction->name(), ": ",
                                                      status.message()));
    }
  }
  b_.CreateRet(b_.getInt32(0));
  llvm::IRBuilder<>(prologue_).CreateBr(body_);
  llvm::IRBuilder<>(error_exit_).CreateRet(b_.getInt32(1));
  return absl::OkStatus();
}

absl::Status ComputationEmitter::EmitInstruction(const HloInstruction& instruction) {
  RETURN_IF_ERROR(CheckDynamicShapesSupported(instruction));
  RETURN_IF_ERROR(EmitDynamicReadChecks(*this, instruction));
  // Result sizes first: a lowering (a copy, a dot) may run the kernel.
  RETURN_IF_ERROR(EmitPropagatedSizes(*this, instruction));
  RETURN_IF_ERROR(EmitResultSizesAtBounds(*this, instruction));
  RETURN_IF_ERROR(EmitWindowedOpSizes(*this, instruction));
  if (codegen_.options().profile && EmitsCode(instruction.opcode())) {
    // Timed: the clock before, the time spent recorded after.
    llvm::FunctionCallee clock = RuntimeFunction(codegen_.module(), "__axle_profile_time");
    llvm::Value* start = b_.CreateCall(
        clock, {run_context(), llvm::ConstantPointerNull::get(b_.getPtrTy()), b_.getInt64(0)});
    RETURN_IF_ERROR(EmitInstructionCode(*this, instruction));
    b_.CreateCall(clock, {run_context(), InstructionAddress(instruction), start});
    return absl::OkStatus();
  }
  return EmitInstructionCode(*this, instruction);
}

absl::StatusOr<BufferSlice> ComputationEmitter::Slice(const HloInstruction* instruction,
                                                      const ShapeIndex& index) const {
  return codegen_.assignment().GetSlice(instruction, index);
}

llvm::Value* ComputationEmitter::SliceAddress(const BufferSlice& slice) {
  llvm::IRBuilder<> prologue(prologue_);
  auto it = allocation_bases_.find(slice.allocation);
  llvm::Value* base;
  if (it != allocation_bases_.end()) {
    base = it->second;
  } else {
    base = EmitSliceAddress(codegen_, prologue, buffer_table(),
                            BufferSlice{slice.allocation, 0, 0});
    allocation_bases_[slice.allocation] = base;
  }
  if (slice.offset == 0) return base;
  return prologue.CreateConstInBoundsGEP1_64(prologue.getInt8Ty(), base, slice.offset);
}

absl::StatusOr<IrArray> ComputationEmitter::ArrayFor(const HloInstruction* instruction,
                                                     const ShapeIndex& index) {
  ASSIGN_OR_RETURN(BufferSlice slice, Slice(instruction, index));
  return IrArray(SliceAddress(slice), ShapeUtil::GetSubshape(instruction->shape(), index));
}

void ComputationEmitter::ReturnIfFailed(llvm::Value* status) {
  llvm::BasicBlock* ok = llvm::BasicBlock::Create(context(), "ok", function_);
  b_.CreateCondBr(b_.CreateICmpNE(status, b_.getInt32(0)), error_exit_, ok);
  b_.SetInsertPoint(ok);
}

void ComputationEmitter::FailIf(llvm::Value* condition, const std::function<void()>& report) {
  llvm::BasicBlock* fail = llvm::BasicBlock::Create(context(), "fail", function_);
  llvm::BasicBlock* ok = llvm::BasicBlock::Create(context(), "ok", function_);
  b_.CreateCondBr(condition, fail, ok);
  b_.SetInsertPoint(fail);
  report();
  b_.CreateBr(error_exit_);
  b_.SetInsertPoint(ok);
}

void ComputationEmitter::CallComputation(const HloComputation* computation) {
  llvm::Value* status = b_.CreateCall(codegen_.ComputationFunction(computation),
                                      {run_context(), buffer_table()});
  ReturnIfFailed(status);
}

void ComputationEmitter::EmitCopy(const BufferSlice& to, const BufferSlice& from) {
  int64_t size = std::min(to.size, from.size);
  if (size == 0 || to == from) return;
  b_.CreateMemCpy(SliceAddress(to), llvm::MaybeAlign(kBufferAlignment), SliceAddress(from),
                  llvm::MaybeAlign(kBufferAlignment), size);
}

void ComputationEmitter::EmitParallelCopies(const std::vector<BufferSlice>& to,
                                            const std::vector<BufferSlice>& from) {
  std::vector<size_t> moves;
  for (size_t i = 0; i < to.size(); ++i) {
    if (!(to[i] == from[i]) && std::min(to[i].size, from[i].size) > 0) moves.push_back(i);
  }
  bool conflict = false;
  for (size_t i : moves) {
    for (size_t j : moves) conflict |= i != j && from[i].OverlapsWith(to[j]);
  }
  if (!conflict) {
    for (size_t i : moves) EmitCopy(to[i], from[i]);
    return;
  }
  // Some source is overwritten by another move: stage every source first.
  int64_t total = 0;
  std::vector<int64_t> offsets;
  for (size_t i : moves) {
    offsets.push_back(total);
    total += (from[i].size + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment;
  }
  llvm::Value* scratch = b_.CreateCall(RuntimeFunction(codegen_.module(), "__axle_malloc"),
                                       {run_context(), b_.getInt64(total)});
  ReturnIfFailed(b_.CreateZExt(b_.CreateIsNull(scratch), b_.getInt32Ty()));
  for (size_t k = 0; k < moves.size(); ++k) {
    size_t i = moves[k];
    b_.CreateMemCpy(b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), scratch, offsets[k]),
                    llvm::MaybeAlign(kBufferAlignment), SliceAddress(from[i]),
                    llvm::MaybeAlign(kBufferAlignment), std::min(to[i].size, from[i].size));
  }
  for (size_t k = 0; k < moves.size(); ++k) {
    size_t i = moves[k];
    b_.CreateMemCpy(SliceAddress(to[i]), llvm::MaybeAlign(kBufferAlignment),
                    b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), scratch, offsets[k]),
                    llvm::MaybeAlign(kBufferAlignment), std::min(to[i].size, from[i].size));
  }
  b_.CreateCall(RuntimeFunction(codegen_.module(), "__axle_free"), {scratch});
}

absl::StatusOr<std::vector<BufferSlice>> ComputationEmitter::LeafSlices(
    const HloInstruction* instruction) {
  std::vector<BufferSlice> slices;
  RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
      instruction->shape(), [&](const Shape& subshape, const ShapeIndex& index) -> absl::Status {
        if (!subshape.IsArray()) return absl::OkStatus();
        ASSIGN_OR_RETURN(BufferSlice slice, Slice(instruction, index));
        slices.push_back(slice);
        return absl::OkStatus();
      }));
  return slices;
}

absl::Status ComputationEmitter::EmitLoopKernel(
    const HloInstruction& instruction, const std::vector<const HloInstruction*>& roots,
    const std::vector<BufferSlice>& outputs, const std::vector<BufferSlice>& inputs,
    const std::function<void(ElementalEmitter&, absl::Span<llvm::Value* const>)>& bind_inputs,
    int64_t work_per_element, int64_t tile_dimension) {
  // A root with a tuple shape (a variadic reduction) yields a struct, one
  // field per output; every output has the loop's dimensions.
  std::vector<Shape> output_shapes;
  for (const HloInstruction* root : roots) {
    if (root->shape().IsTuple()) {
      for (const Shape& leaf : root->shape().tuple_shapes()) output_shapes.push_back(leaf);
    } else {
      output_shapes.push_back(root->shape());
    }
  }
  if (output_shapes.size() != outputs.size()) {
    return absl::InternalError(absl::StrCat("a loop kernel with ", output_shapes.size(),
                                            " results got ", outputs.size(), " buffers"));
  }
  // The buffers hold `instruction`'s result leaves in its layouts, which a
  // fused root need not repeat (a root tuple's operands keep their own).
  std::vector<Shape> leaves;
  ShapeUtil::ForEachSubshape(instruction.shape(), [&](const Shape& leaf, const ShapeIndex&) {
    if (leaf.IsArray()) leaves.push_back(leaf);
  });
  if (leaves.size() == output_shapes.size()) output_shapes = std::move(leaves);
  const Shape& loop_shape = output_shapes[0];
  const int64_t elements = ShapeUtil::ElementsIn(loop_shape);
  if (elements == 0) {
    codegen_.RecordLowering(instruction, "no code (zero elements)");
    return absl::OkStatus();
  }
  std::vector<KernelBuffer> buffers;
  for (const BufferSlice& slice : outputs) buffers.push_back({slice, true});
  for (const BufferSlice& slice : inputs) buffers.push_back({slice, false});
  KernelBuilder kernel(codegen_, absl::StrCat("kernel.", instruction.name()), buffers);
  const bool streaming = kernel.StreamStoresIfOutputsAreLarge();
  ElementalEmitter emitter(codegen_, kernel.b(), kernel.run_context());
  std::vector<llvm::Value*> input_pointers;
  for (size_t i = 0; i < inputs.size(); ++i) {
    input_pointers.push_back(kernel.buffer(outputs.size() + i));
  }
  bind_inputs(emitter, input_pointers);
  std::vector<IrArray> output_arrays;
  for (size_t i = 0; i < outputs.size(); ++i) {
    output_arrays.emplace_back(kernel.buffer(i), output_shapes[i]);
  }
  const std::function<absl::Status(const IrIndex&)> store_roots =
      [&](const IrIndex& index) -> absl::Status {
        // Every root is computed before any is stored: an output may share
        // bytes with an input that another root still reads.
        std::vector<llvm::Value*> values;
        for (const HloInstruction* root : roots) {
          ASSIGN_OR_RETURN(llvm::Value* value, emitter.Emit(*root, index));
          if (!root->shape().IsTuple()) {
            values.push_back(value);
            continue;
          }
          for (int64_t j = 0; j < root->shape().tuple_shapes_size(); ++j) {
            values.push_back(kernel.b().CreateExtractValue(value, {static_cast<unsigned>(j)}));
          }
        }
        for (size_t i = 0; i < values.size(); ++i) {
          output_arrays[i].EmitStore(values[i], index, kernel.b());
        }
        return absl::OkStatus();
      };
  RETURN_IF_ERROR(tile_dimension >= 0
                      ? EmitTiledLoopNest(kernel.b(), loop_shape, tile_dimension, kTransposeTile,
                                          store_roots, kernel.begin(), kernel.end())
                      : EmitLoopNest(kernel.b(), loop_shape, store_roots, kernel.begin(),
                                     kernel.end()));
  work_per_element = std::max<int64_t>(work_per_element, 1);
  const int64_t work = elements > std::numeric_limits<int64_t>::max() / work_per_element
                           ? std::numeric_limits<int64_t>::max()
                           : elements * work_per_element;
  CallKernel(instruction, kernel.Finish(), OuterDimensionSize(loop_shape), work,
             absl::StrCat(tile_dimension >= 0 ? "tiled kernel" : "kernel",
                          streaming ? ", non-temporal stores" : ""));
  return absl::OkStatus();
}

int64_t ComputationEmitter::WorkGroupCount(int64_t outer_size, int64_t elements) const {
  const CodegenOptions& options = codegen_.options();
  return std::min({outer_size, options.max_groups,
                   std::max<int64_t>(1, elements / options.min_elements_per_group)});
}

llvm::Value* ComputationEmitter::ConstantAddress(const void* address) {
  return llvm::ConstantExpr::getIntToPtr(
      b_.getInt64(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(address))), b_.getPtrTy());
}

absl::StatusOr<llvm::Value*> ComputationEmitter::OperandTrees(const HloInstruction& instruction) {
  std::vector<llvm::Value*> trees;
  for (const HloInstruction* operand : instruction.operands()) {
    ASSIGN_OR_RETURN(llvm::Value * tree, BufferTree(operand));
    trees.push_back(tree);
  }
  return PointerTable(trees);
}

absl::StatusOr<llvm::Value*> ComputationEmitter::BufferTree(const HloInstruction* instruction,
                                                           const ShapeIndex& index) {
  const Shape& shape = ShapeUtil::GetSubshape(instruction->shape(), index);
  std::vector<ShapeIndex> order;  // pre-order: parents before children
  ShapeUtil::ForEachSubshape(shape, [&](const Shape&, const ShapeIndex& sub) {
    order.push_back(sub);
  });
  std::map<ShapeIndex, llvm::Value*> trees;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const Shape& subshape = ShapeUtil::GetSubshape(shape, *it);
    ShapeIndex full = index;
    full.insert(full.end(), it->begin(), it->end());
    if (subshape.IsArray()) {
      ASSIGN_OR_RETURN(BufferSlice slice, Slice(instruction, full));
      trees[*it] = SliceAddress(slice);
    } else if (subshape.IsTuple()) {
      std::vector<llvm::Value*> elements;
      for (int64_t i = 0; i < subshape.tuple_shapes_size(); ++i) {
        ShapeIndex child = *it;
        child.push_back(i);
        elements.push_back(trees.at(child));
      }
      trees[*it] = PointerTable(elements);
    } else {
      trees[*it] = llvm::ConstantPointerNull::get(b_.getPtrTy());
    }
  }
  return trees.at({});
}

llvm::Value* ComputationEmitter::PointerTable(absl::Span<llvm::Value* const> pointers) {
  if (pointers.empty()) return llvm::ConstantPointerNull::get(b_.getPtrTy());
  llvm::AllocaInst* table = EntryAlloca(b_, b_.getPtrTy(), static_cast<int64_t>(pointers.size()));
  for (size_t i = 0; i < pointers.size(); ++i) {
    b_.CreateStore(pointers[i], b_.CreateConstInBoundsGEP1_64(b_.getPtrTy(), table, i));
  }
  return table;
}

void ComputationEmitter::CallRuntime(absl::string_view name,
                                     absl::Span<llvm::Value* const> arguments) {
  llvm::Value* status =
      b_.CreateCall(RuntimeFunction(codegen_.module(), name),
                    llvm::ArrayRef<llvm::Value*>(arguments.data(), arguments.size()));
  ReturnIfFailed(status);
}

absl::Status ComputationEmitter::EmitRuntimeCall(const HloInstruction& instruction,
                                                 absl::string_view name,
                                                 absl::Span<const int64_t> operands,
                                                 absl::Span<const ShapeIndex> results) {
  std::vector<llvm::Value*> arguments = {run_context(), InstructionAddress(instruction)};
  for (int64_t operand : operands) {
    ASSIGN_OR_RETURN(llvm::Value * tree, BufferTree(instruction.operand(operand)));
    arguments.push_back(tree);
  }
  for (const ShapeIndex& index : results) {
    ASSIGN_OR_RETURN(llvm::Value * tree, BufferTree(&instruction, index));
    arguments.push_back(tree);
  }
  CallRuntime(name, arguments);
  codegen_.RecordLowering(instruction, absl::StrCat("library call ", name));
  return absl::OkStatus();
}

void ComputationEmitter::EmitZero(const BufferSlice& slice) {
  if (slice.size == 0) return;
  b_.CreateMemSet(SliceAddress(slice), b_.getInt8(0), slice.size,
                  llvm::MaybeAlign(kBufferAlignment));
}

void ComputationEmitter::CallKernel(const HloInstruction& instruction, llvm::Function* kernel,
                                    int64_t outer_size, int64_t elements,
                                    absl::string_view what, llvm::Value* table) {
  if (table == nullptr) table = buffer_table();
  int64_t groups = WorkGroupCount(outer_size, elements);
  if (groups <= 1) {
    b_.CreateCall(kernel, {run_context(), table, b_.getInt64(0),
                           b_.getInt64(outer_size)});
    codegen_.RecordLowering(instruction, std::string(what));
    return;
  }
  llvm::Value* status =
      b_.CreateCall(RuntimeFunction(codegen_.module(), "__axle_parallel_for"),
                    {run_context(), kernel, table, b_.getInt64(outer_size),
                     b_.getInt64(groups)});
  ReturnIfFailed(status);
  codegen_.RecordLowering(instruction, absl::StrCat(what, " in ", groups, " work groups"));
}

absl::Status ComputationEmitter::EmitElementalInstruction(const HloInstruction& instruction,
                                                          int64_t work_per_element) {
  ASSIGN_OR_RETURN(std::vector<BufferSlice> outputs, LeafSlices(&instruction));
  std::vector<BufferSlice> inputs;
  std::vector<const HloInstruction*> bound;
  for (const HloInstruction* operand : instruction.operands()) {
    if (!operand->shape().IsArray()) continue;
    ASSIGN_OR_RETURN(BufferSlice slice, Slice(operand));
    inputs.push_back(slice);
    bound.push_back(operand);
  }
  return EmitLoopKernel(
      instruction, {&instruction}, outputs, inputs,
      [&](ElementalEmitter& emitter, absl::Span<llvm::Value* const> pointers) {
        for (size_t i = 0; i < bound.size(); ++i) {
          IrArray array(pointers[i], bound[i]->shape());
          emitter.Bind(bound[i], [array, &emitter](const IrIndex& index)
                                     -> absl::StatusOr<llvm::Value*> {
            return array.EmitLoad(index, emitter.b());
          });
          if (bound[i]->shape().is_dynamic()) {
            const Shape& shape = bound[i]->shape();
            llvm::Value* base = pointers[i];
            emitter.BindSizes(bound[i], [&emitter, shape, base](int64_t dim) {
              return LoadDynamicSize(emitter.b(), base, shape, dim);
            });
          }
        }
      },
      work_per_element, TileDimension(instruction.shape(), OperandMinorInResult(instruction)));
}

const LoweringRegistry& LoweringRegistry::Get() {
  static const LoweringRegistry* registry = [] {
    auto* r = new LoweringRegistry;
    RegisterNoCodeLowerings(*r);
    RegisterBitcastLowering(*r);
    RegisterControlFlowLowerings(*r);
    RegisterFusionLowering(*r);
    RegisterReduceLowering(*r);
    RegisterTransposeLowering(*r);
    RegisterSelectAndScatterLowering(*r);
    RegisterCopyLowering(*r);
    RegisterConcatenateLowering(*r);
    RegisterDynamicUpdateSliceLowering(*r);
    RegisterScatterLowering(*r);
    RegisterSortLowering(*r);
    RegisterDotLowering(*r);
    RegisterConvolutionLowering(*r);
    RegisterFftLowering(*r);
    RegisterLinalgLowerings(*r);
    RegisterRngLowerings(*r);
    RegisterIoLowerings(*r);
    RegisterCollectiveLowerings(*r);
    RegisterCustomCallLowering(*r);
    RegisterDynamicShapeLowerings(*r);
    return r;
  }();
  return *registry;
}

void LoweringRegistry::Register(HloOpcode opcode, LoweringFn fn) {
  fns_[static_cast<int>(opcode)] = fn;
}

LoweringFn LoweringRegistry::Find(HloOpcode opcode) const {
  return fns_[static_cast<int>(opcode)];
}

}  // namespace xla::cpu
