#include "axle/backends/cpu/codegen/module_codegen.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/jit/allocation_alias_pass.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/literal/literal.h"
#include "axle/shape/layout_util.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"

namespace xla::cpu {

ModuleCodegen::ModuleCodegen(const HloModule& hlo_module, const BufferAssignment& assignment,
                             llvm::Module& module, CodegenOptions options)
    : hlo_module_(hlo_module), assignment_(assignment), module_(module), options_(options) {}

absl::Status ModuleCodegen::EmitModule() {
  for (const HloComputation* computation : assignment_.schedule().computations()) {
    ComputationEmitter emitter(*this, *computation, ComputationFunction(computation));
    RETURN_IF_ERROR(emitter.Emit());
  }
  EmitRuntimeCacheTable();
  return absl::OkStatus();
}

llvm::GlobalVariable* ModuleCodegen::NewRuntimeCacheSlot(absl::string_view name) {
  auto* ptr = llvm::PointerType::getUnqual(context());
  auto* slot = new llvm::GlobalVariable(module_, ptr, /*isConstant=*/false,
                                        llvm::GlobalValue::PrivateLinkage,
                                        llvm::ConstantPointerNull::get(ptr), UniqueName(name));
  runtime_cache_slots_.push_back(slot);
  return slot;
}

void ModuleCodegen::EmitRuntimeCacheTable() {
  auto* ptr = llvm::PointerType::getUnqual(context());
  auto* slots_type = llvm::ArrayType::get(ptr, runtime_cache_slots_.size());
  llvm::Constant* table = llvm::ConstantStruct::getAnon(
      {llvm::ConstantInt::get(llvm::Type::getInt64Ty(context()), runtime_cache_slots_.size()),
       llvm::ConstantArray::get(slots_type, runtime_cache_slots_)});
  // External (the JIT looks it up), so in every module, empty or not.
  new llvm::GlobalVariable(module_, table->getType(), /*isConstant=*/true,
                           llvm::GlobalValue::ExternalLinkage, table, kAxleRuntimeCacheTable);
}

namespace {

// Whether `computation` runs another sequential computation (call, while,
// conditional...), i.e. its function calls another computation's function.
bool CallsSequentialComputation(const HloComputation& computation, const HloSchedule& schedule) {
  for (const HloInstruction* instruction : computation.instructions()) {
    for (const HloComputation* callee : instruction->called_computations()) {
      if (callee != nullptr && schedule.is_computation_scheduled(callee)) return true;
    }
  }
  return false;
}

}  // namespace

llvm::Function* ModuleCodegen::ComputationFunction(const HloComputation* computation) {
  auto it = functions_.find(computation);
  if (it != functions_.end()) return it->second;
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* ptr = llvm::PointerType::getUnqual(context);
  auto* type = llvm::FunctionType::get(llvm::Type::getInt32Ty(context), {ptr, ptr}, false);
  const bool entry = computation == hlo_module_.entry_computation();
  llvm::Function* function = llvm::Function::Create(
      type, entry ? llvm::Function::ExternalLinkage : llvm::Function::InternalLinkage,
      entry ? std::string(kEntryFunctionName) : UniqueName(computation->name()), module_);
  function->getArg(0)->setName("run_context");
  function->getArg(1)->setName("buffer_table");
  function->setDoesNotThrow();
  // Lets AllocationAliasPass tell LLVM that distinct allocations never overlap.
  function->addFnAttr(kAllocationCountAttribute,
                      std::to_string(assignment_.allocations().size()));
  // Each computation function is called once, so LLVM's inliner would fold
  // a chain of nested calls/whiles/conditionals into one function as large
  // as the nesting is deep, and its per-function passes (alias queries,
  // MemorySSA, instruction scheduling) grow faster than linearly in that
  // size: 400 nested whiles took 3 s, 20,000 hours. Functions that call
  // other computations stay out of line (one call per execution); leaves,
  // e.g. a plain while body, may still be inlined into their caller.
  if (CallsSequentialComputation(*computation, assignment_.schedule())) {
    function->addFnAttr(llvm::Attribute::NoInline);
  }
  functions_[computation] = function;
  return function;
}

llvm::Constant* ModuleCodegen::ConstantGlobal(const HloInstruction* constant) {
  auto it = constants_.find(constant);
  if (it != constants_.end()) return it->second;
  const Literal& literal = constant->literal();
  // The bytes in the instruction's layout (the literal may carry another).
  std::optional<Literal> relaid;
  const Literal* bytes_of = &literal;
  if (constant->shape().has_layout() &&
      !LayoutUtil::LayoutsInShapesEqual(literal.shape(), constant->shape())) {
    relaid = literal.Relayout(constant->shape());
    bytes_of = &*relaid;
  }
  const auto* data = static_cast<const uint8_t*>(bytes_of->untyped_data());
  llvm::Constant* initializer = llvm::ConstantDataArray::get(
      module_.getContext(),
      llvm::ArrayRef<uint8_t>(data, static_cast<size_t>(bytes_of->size_bytes())));
  auto* global = new llvm::GlobalVariable(module_, initializer->getType(), /*isConstant=*/true,
                                          llvm::GlobalValue::PrivateLinkage, initializer,
                                          UniqueName(absl::StrCat("constant.", constant->name())));
  global->setAlignment(llvm::Align(kBufferAlignment));
  global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  constants_[constant] = global;
  return global;
}

std::string ModuleCodegen::UniqueName(absl::string_view base) {
  int64_t& count = name_counts_[std::string(base)];
  std::string name = count == 0 ? std::string(base) : absl::StrCat(base, ".", count);
  ++count;
  return name;
}

void ModuleCodegen::RecordLowering(const HloInstruction& instruction, std::string how) {
  lowerings_.push_back({&instruction, std::move(how)});
}

std::string ModuleCodegen::LoweringReport() const {
  std::string out;
  const HloComputation* current = nullptr;
  for (const Lowering& lowering : lowerings_) {
    if (lowering.instruction->parent() != current) {
      current = lowering.instruction->parent();
      absl::StrAppend(&out, current->name(), ":\n");
    }
    absl::StrAppend(&out, "  ", lowering.instruction->name(), " (",
                    HloOpcodeString(lowering.instruction->opcode()), "): ", lowering.how, "\n");
  }
  return out;
}

}  // namespace xla::cpu
