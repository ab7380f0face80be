#include "axle/backends/cpu/codegen/elemental_emitter.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/hlo/hlo_computation.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {

llvm::Module& ElementalEmitter::module() { return codegen_.module(); }

void ElementalEmitter::Bind(const HloInstruction* instruction, Generator generator) {
  bound_[instruction] = std::move(generator);
}

void ElementalEmitter::BindSizes(const HloInstruction* instruction, SizesGenerator sizes) {
  sizes_[instruction] = std::move(sizes);
}

absl::StatusOr<llvm::Value*> ElementalEmitter::DimensionSize(const HloInstruction& instruction,
                                                             int64_t dim) {
  const Shape& shape = instruction.shape();
  if (!shape.is_dynamic_dimension(dim)) return b_.getInt64(shape.dimensions(dim));
  auto sizes = sizes_.find(&instruction);
  if (sizes == sizes_.end()) {
    return absl::InternalError(absl::StrCat("the runtime sizes of ", instruction.name(),
                                            " are not available here"));
  }
  return sizes->second(dim);
}

absl::StatusOr<llvm::Value*> ElementalEmitter::Emit(const HloInstruction& instruction,
                                                    const IrIndex& index) {
  auto bound = bound_.find(&instruction);
  if (bound != bound_.end()) return bound->second(index);
  ElementalFn fn = ElementalRegistry::Get().Find(instruction.opcode());
  if (fn == nullptr) {
    return absl::InternalError(absl::StrCat("the CPU backend has no element generator for ",
                                            HloOpcodeString(instruction.opcode()), " (",
                                            instruction.name(), ")"));
  }
  return fn(*this, instruction, index);
}

absl::StatusOr<std::vector<llvm::Value*>> ElementalEmitter::EmitScalarComputation(
    const HloComputation& computation, absl::Span<llvm::Value* const> arguments) {
  if (static_cast<int64_t>(arguments.size()) != computation.num_parameters()) {
    return absl::InternalError(absl::StrCat("computation ", computation.name(), " takes ",
                                            computation.num_parameters(), " arguments, got ",
                                            arguments.size()));
  }
  for (int64_t i = 0; i < computation.num_parameters(); ++i) {
    llvm::Value* argument = arguments[i];
    Bind(computation.parameter_instruction(i),
         [argument](const IrIndex&) -> absl::StatusOr<llvm::Value*> { return argument; });
  }
  const IrIndex scalar;
  std::vector<llvm::Value*> results;
  const HloInstruction* root = computation.root_instruction();
  absl::Status status = absl::OkStatus();
  if (root->opcode() == HloOpcode::kTuple) {
    for (const HloInstruction* element : root->operands()) {
      absl::StatusOr<llvm::Value*> value = Emit(*element, scalar);
      if (!value.ok()) {
        status = value.status();
        break;
      }
      results.push_back(*value);
    }
  } else {
    absl::StatusOr<llvm::Value*> value = Emit(*root, scalar);
    if (value.ok()) {
      results.push_back(*value);
    } else {
      status = value.status();
    }
  }
  for (int64_t i = 0; i < computation.num_parameters(); ++i) {
    Unbind(computation.parameter_instruction(i));
  }
  if (!status.ok()) return status;
  return results;
}

llvm::Value* ElementalEmitter::CallIntrinsic(llvm::Intrinsic::ID id,
                                             absl::Span<llvm::Value* const> arguments) {
  llvm::Function* function =
      llvm::Intrinsic::getDeclaration(&module(), id, {arguments[0]->getType()});
  return b_.CreateCall(function, llvm::ArrayRef<llvm::Value*>(arguments.data(), arguments.size()));
}

llvm::Value* ElementalEmitter::CallLibm(const char* name,
                                        absl::Span<llvm::Value* const> arguments) {
  llvm::Type* type = arguments[0]->getType();
  std::vector<llvm::Type*> parameter_types(arguments.size(), type);
  llvm::FunctionCallee callee = module().getOrInsertFunction(
      name, llvm::FunctionType::get(type, parameter_types, /*isVarArg=*/false));
  if (auto* function = llvm::dyn_cast<llvm::Function>(callee.getCallee())) {
    function->setDoesNotThrow();
    // errno is never read, so the calls are pure (as with -fno-math-errno).
    function->setDoesNotAccessMemory();
    function->setWillReturn();
  }
  llvm::CallInst* call =
      b_.CreateCall(callee, llvm::ArrayRef<llvm::Value*>(arguments.data(), arguments.size()));
  // Not a builtin: LLVM must not rewrite the call (pow(x, 0.5) -> sqrt,
  // pow(2, x) -> exp2 ...), whose results can differ from the library's.
  call->addFnAttr(llvm::Attribute::NoBuiltin);
  return call;
}

const ElementalRegistry& ElementalRegistry::Get() {
  static const ElementalRegistry* registry = [] {
    auto* r = new ElementalRegistry;
    RegisterElementalSourceOps(*r);
    RegisterElementalUnaryOps(*r);
    RegisterElementalBinaryOps(*r);
    RegisterElementalCompareOps(*r);
    RegisterElementalConvertOps(*r);
    RegisterElementalSelectOps(*r);
    RegisterElementalDataMovementOps(*r);
    RegisterElementalConcatPadOps(*r);
    RegisterElementalGatherOps(*r);
    RegisterElementalReduceOps(*r);
    RegisterElementalDotOps(*r);
    RegisterElementalConvolutionOps(*r);
    RegisterElementalDynamicShapeOps(*r);
    return r;
  }();
  return *registry;
}

void ElementalRegistry::Register(HloOpcode opcode, ElementalFn fn) {
  fns_[static_cast<int>(opcode)] = fn;
}

ElementalFn ElementalRegistry::Find(HloOpcode opcode) const {
  return fns_[static_cast<int>(opcode)];
}

}  // namespace xla::cpu
