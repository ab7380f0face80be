// Elemental code generation: the value of one element of an instruction's
// result, given an index, built from its operands' elements. An unfused op
// is a fusion of one; a fusion is the composition of its instructions'
// generators; a scalar computation (reduce's reducer, map's function) is
// emitted the same way on SSA values.
//
// Each opcode's generator is a small function in a group file
// (elemental_unary.cc, elemental_binary.cc, ...), registered in one list in
// elemental_registry.cc, like the interpreter's evaluators. Semantics match
// the interpreter exactly (see the group files' top comments).
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_EMITTER_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_EMITTER_H_

#include <array>
#include <functional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/cpu/codegen/ir_array.h"
#include "axle/hlo/hlo_instruction.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"

namespace xla::cpu {

class ModuleCodegen;

class ElementalEmitter {
 public:
  using Generator = std::function<absl::StatusOr<llvm::Value*>(const IrIndex& index)>;

  ElementalEmitter(ModuleCodegen& codegen, llvm::IRBuilder<>& b, llvm::Value* run_context)
      : codegen_(codegen), b_(b), run_context_(run_context) {}

  ModuleCodegen& codegen() { return codegen_; }
  llvm::IRBuilder<>& b() { return b_; }
  llvm::LLVMContext& context() { return b_.getContext(); }
  llvm::Module& module();
  llvm::Value* run_context() { return run_context_; }

  // `instruction`'s elements come from `generator` (fusion parameters read
  // buffers; scalar-computation parameters are SSA values).
  void Bind(const HloInstruction* instruction, Generator generator);
  void Unbind(const HloInstruction* instruction) { bound_.erase(instruction); }

  // The runtime sizes of a value with dynamic dimensions (i64 values; see
  // dynamic_shapes.h): `sizes(dim)` for each dynamic dimension.
  using SizesGenerator = std::function<llvm::Value*(int64_t dim)>;
  void BindSizes(const HloInstruction* instruction, SizesGenerator sizes);
  // The size of dimension `dim` of `instruction`'s value at run time, as an
  // i64: the bound of a static dimension, else from BindSizes.
  absl::StatusOr<llvm::Value*> DimensionSize(const HloInstruction& instruction, int64_t dim);

  // The element of `instruction` at `index`: from its binding, else from its
  // opcode's generator.
  absl::StatusOr<llvm::Value*> Emit(const HloInstruction& instruction, const IrIndex& index);
  absl::StatusOr<llvm::Value*> EmitOperand(const HloInstruction& instruction, int64_t operand,
                                           const IrIndex& index) {
    return Emit(*instruction.operand(operand), index);
  }

  // Runs a scalar computation (parameters and root scalars or a tuple of
  // scalars) on `arguments`; one value per root element.
  absl::StatusOr<std::vector<llvm::Value*>> EmitScalarComputation(
      const HloComputation& computation, absl::Span<llvm::Value* const> arguments);

  // Calls an LLVM intrinsic overloaded on its arguments' type, or the C
  // math library's function `name` (e.g. "expf"), on values of one type.
  llvm::Value* CallIntrinsic(llvm::Intrinsic::ID id, absl::Span<llvm::Value* const> arguments);
  llvm::Value* CallLibm(const char* name, absl::Span<llvm::Value* const> arguments);

 private:
  ModuleCodegen& codegen_;
  llvm::IRBuilder<>& b_;
  llvm::Value* run_context_;
  absl::flat_hash_map<const HloInstruction*, Generator> bound_;
  absl::flat_hash_map<const HloInstruction*, SizesGenerator> sizes_;
};

// An opcode's generator.
using ElementalFn = absl::StatusOr<llvm::Value*> (*)(ElementalEmitter& emitter,
                                                     const HloInstruction& instruction,
                                                     const IrIndex& index);

class ElementalRegistry {
 public:
  static const ElementalRegistry& Get();
  void Register(HloOpcode opcode, ElementalFn fn);
  ElementalFn Find(HloOpcode opcode) const;  // nullptr: no generator

 private:
  ElementalRegistry() { fns_.fill(nullptr); }
  std::array<ElementalFn, kHloOpcodeCount> fns_;
};

// The reductions `reduces` (reduce instructions over the same input
// dimensions and reduced dimensions) at output index `index`, folded in one
// loop nest in the interpreter's order; `at_position` (optional) runs first
// at every input position, for the side outputs of a multi-output fusion.
// One value per reduce (a struct for a variadic one).
absl::StatusOr<std::vector<llvm::Value*>> EmitReductionFold(
    ElementalEmitter& e, absl::Span<const HloInstruction* const> reduces, const IrIndex& index,
    const std::function<absl::Status(const IrIndex&)>& at_position);

// One per group file.
void RegisterElementalSourceOps(ElementalRegistry& registry);  // parameter-free: constant, iota
void RegisterElementalUnaryOps(ElementalRegistry& registry);
void RegisterElementalBinaryOps(ElementalRegistry& registry);
void RegisterElementalCompareOps(ElementalRegistry& registry);
void RegisterElementalConvertOps(ElementalRegistry& registry);
void RegisterElementalSelectOps(ElementalRegistry& registry);      // select, clamp, map
void RegisterElementalDataMovementOps(ElementalRegistry& registry);  // broadcast, reshape, ...
void RegisterElementalConcatPadOps(ElementalRegistry& registry);
void RegisterElementalGatherOps(ElementalRegistry& registry);  // dynamic-slice, gather
void RegisterElementalReduceOps(ElementalRegistry& registry);  // reduce, reduce-window
void RegisterElementalDotOps(ElementalRegistry& registry);
void RegisterElementalConvolutionOps(ElementalRegistry& registry);
// get-dimension-size, set-dimension-size, dynamic-reshape (dynamic_shapes.cc)
void RegisterElementalDynamicShapeOps(ElementalRegistry& registry);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_EMITTER_H_
