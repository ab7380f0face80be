// ComputationEmitter: the body of one sequential computation's function,
// instruction by instruction in schedule order. Each opcode is lowered by
// its entry in the lowering registry (lowering_registry.h): no code (tuple,
// get-tuple-element, parameter, constant...), a loop kernel built from
// element generators, a library call, or control flow. Opcodes without a
// lowering but with an element generator become loop kernels.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_COMPUTATION_EMITTER_H_
#define AXLE_BACKENDS_CPU_CODEGEN_COMPUTATION_EMITTER_H_

#include <functional>
#include <memory>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/ir_array.h"
#include "axle/backends/cpu/codegen/kernel_builder.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/hlo/hlo_computation.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

class ComputationEmitter {
 public:
  ComputationEmitter(ModuleCodegen& codegen, const HloComputation& computation,
                     llvm::Function* function);

  absl::Status Emit();

  // ---- For lowerings.
  ModuleCodegen& codegen() { return codegen_; }
  const HloComputation& computation() const { return computation_; }
  llvm::IRBuilder<>& b() { return b_; }
  llvm::LLVMContext& context() { return codegen_.context(); }
  llvm::Value* run_context() const { return function_->getArg(0); }
  llvm::Value* buffer_table() const { return function_->getArg(1); }

  absl::StatusOr<BufferSlice> Slice(const HloInstruction* instruction,
                                    const ShapeIndex& index = {}) const;
  // The address of a slice (loaded from the buffer table once per function).
  llvm::Value* SliceAddress(const BufferSlice& slice);
  absl::StatusOr<IrArray> ArrayFor(const HloInstruction* instruction,
                                   const ShapeIndex& index = {});

  // Branches to the function's error exit (return 1) when `status` (an i32
  // from a runtime call or a computation function) is nonzero.
  void ReturnIfFailed(llvm::Value* status);
  // When `condition` (i1) holds, runs `report` (which records the error in
  // the run context) and returns from the function with an error.
  void FailIf(llvm::Value* condition, const std::function<void()>& report);
  // Calls a sequential computation's function and checks its status.
  void CallComputation(const HloComputation* computation);

  // Copies bytes between slices (memmove semantics are never needed: the
  // callers copy between distinct values).
  void EmitCopy(const BufferSlice& to, const BufferSlice& from);
  // Makes each `to[i]` hold what `from[i]` holds, skipping equal slices; safe
  // when some `from` slices are among the `to` slices (a swap goes through
  // scratch memory).
  void EmitParallelCopies(const std::vector<BufferSlice>& to,
                          const std::vector<BufferSlice>& from);
  // The slices of every array leaf of `instruction`'s result, in leaf order.
  absl::StatusOr<std::vector<BufferSlice>> LeafSlices(const HloInstruction* instruction);

  // A loop kernel over `output_shape` writing `outputs` (each the element
  // generator of `roots[i]` at the loop index, stored to `outputs[i]`), reading
  // `inputs`. `bind_inputs` binds the generators that read inputs, given the
  // emitter and the input pointers. The loop runs in work groups when large
  // (`work_per_element`: how many elements' worth of work one element is,
  // e.g. a dot's contraction length), and in tiles over `tile_dimension`
  // when that is >= 0 (loop_emitter.h: TileDimension).
  absl::Status EmitLoopKernel(
      const HloInstruction& instruction, const std::vector<const HloInstruction*>& roots,
      const std::vector<BufferSlice>& outputs, const std::vector<BufferSlice>& inputs,
      const std::function<void(ElementalEmitter& emitter, absl::Span<llvm::Value* const>
                                                              input_pointers)>& bind_inputs,
      int64_t work_per_element = 1, int64_t tile_dimension = -1);
  // The loop kernel of an element-wise or data-movement instruction: its
  // operands' buffers are bound to its operands.
  absl::Status EmitElementalInstruction(const HloInstruction& instruction,
                                        int64_t work_per_element = 1);

  // How many work groups a loop over `elements` whose outermost dimension
  // has `outer_size` positions is split into (from the shape, never the
  // thread count).
  int64_t WorkGroupCount(int64_t outer_size, int64_t elements) const;
  // ---- Values the runtime reads or writes (runtime/runtime_abi.h).
  // A host address as a constant: an instruction, whose shape and
  // attributes the runtime reads (the executable keeps the module alive), or
  // a function resolved when compiling.
  llvm::Value* ConstantAddress(const void* address);
  llvm::Value* InstructionAddress(const HloInstruction& instruction) {
    return ConstantAddress(&instruction);
  }
  // A C string constant in the module, for the runtime's error messages:
  // no host address crosses into functions that ahead-of-time code calls.
  llvm::Value* CString(absl::string_view text) {
    return b_.CreateGlobalStringPtr(llvm::StringRef(text.data(), text.size()));
  }
  llvm::Value* InstructionName(const HloInstruction& instruction) {
    return CString(instruction.name());
  }
  // The buffer tree of `instruction`'s value at `index`: an array's address,
  // a tuple's table of its elements' trees (in this function's frame),
  // nullptr for a token.
  absl::StatusOr<llvm::Value*> BufferTree(const HloInstruction* instruction,
                                          const ShapeIndex& index = {});
  // A table of the buffer trees of `instruction`'s operands.
  absl::StatusOr<llvm::Value*> OperandTrees(const HloInstruction& instruction);
  // A table of pointers in this function's frame.
  llvm::Value* PointerTable(absl::Span<llvm::Value* const> pointers);
  // Calls the runtime function `name` (one returning an i32 status) and
  // returns from this function when it fails.
  void CallRuntime(absl::string_view name, absl::Span<llvm::Value* const> arguments);
  // Lowers `instruction` as runtime function `name`(run context, instruction,
  // trees...) given the buffer trees of its operands `operands` and then of
  // its result elements `results`, and records the lowering.
  absl::Status EmitRuntimeCall(const HloInstruction& instruction, absl::string_view name,
                               absl::Span<const int64_t> operands,
                               absl::Span<const ShapeIndex> results);
  // Sets the bytes of `slice` to zero.
  void EmitZero(const BufferSlice& slice);

  // Calls `kernel` over [0, outer_size), split into work groups when
  // `elements` is large. `table`: the kernel's table argument when not the
  // buffer table (a frame table, kernel_builder.h).
  void CallKernel(const HloInstruction& instruction, llvm::Function* kernel, int64_t outer_size,
                  int64_t elements, absl::string_view what, llvm::Value* table = nullptr);

 private:
  // Its lowering; else, with an element generator, a loop kernel.
  absl::Status EmitInstruction(const HloInstruction& instruction);

  ModuleCodegen& codegen_;
  const HloComputation& computation_;
  llvm::Function* function_;
  llvm::IRBuilder<> b_;
  llvm::BasicBlock* prologue_;    // buffer-table loads, hoisted out of loops
  llvm::BasicBlock* body_;        // the first block after the prologue
  llvm::BasicBlock* error_exit_;  // returns 1
  absl::flat_hash_map<int64_t, llvm::Value*> allocation_bases_;
};

// How an opcode is lowered, when not simply as a loop kernel.
using LoweringFn = absl::Status (*)(ComputationEmitter& emitter,
                                    const HloInstruction& instruction);

class LoweringRegistry {
 public:
  static const LoweringRegistry& Get();
  void Register(HloOpcode opcode, LoweringFn fn);
  LoweringFn Find(HloOpcode opcode) const;  // nullptr: none

 private:
  LoweringRegistry() { fns_.fill(nullptr); }
  std::array<LoweringFn, kHloOpcodeCount> fns_;
};

// One per group file.
void RegisterNoCodeLowerings(LoweringRegistry& registry);
void RegisterBitcastLowering(LoweringRegistry& registry);
void RegisterControlFlowLowerings(LoweringRegistry& registry);
void RegisterFusionLowering(LoweringRegistry& registry);
void RegisterSelectAndScatterLowering(LoweringRegistry& registry);
void RegisterCopyLowering(LoweringRegistry& registry);  // tuple copies
void RegisterConcatenateLowering(LoweringRegistry& registry);
void RegisterDynamicUpdateSliceLowering(LoweringRegistry& registry);
void RegisterScatterLowering(LoweringRegistry& registry);
void RegisterSortLowering(LoweringRegistry& registry);
void RegisterDotLowering(LoweringRegistry& registry);
void RegisterConvolutionLowering(LoweringRegistry& registry);
void RegisterFftLowering(LoweringRegistry& registry);
void RegisterLinalgLowerings(LoweringRegistry& registry);  // cholesky, triangular-solve
void RegisterRngLowerings(LoweringRegistry& registry);
void RegisterIoLowerings(LoweringRegistry& registry);
void RegisterCollectiveLowerings(LoweringRegistry& registry);
void RegisterCustomCallLowering(LoweringRegistry& registry);
void RegisterDynamicShapeLowerings(LoweringRegistry& registry);  // dynamic_shapes.cc

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_COMPUTATION_EMITTER_H_
