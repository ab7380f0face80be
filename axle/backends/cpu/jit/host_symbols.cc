#include "axle/backends/cpu/jit/host_symbols.h"

#include <cstdint>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {
namespace {

struct Named {
  HostSymbol::Kind kind;
  const HloInstruction* instruction;
};

// Every host address the code generator may pass: the module's
// instructions and its custom calls' functions.
absl::flat_hash_map<uint64_t, Named> NameableAddresses(const HloModule& module) {
  absl::flat_hash_map<uint64_t, Named> addresses;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      addresses[reinterpret_cast<uintptr_t>(instruction)] = {HostSymbol::Kind::kInstruction,
                                                             instruction};
      if (instruction->opcode() != HloOpcode::kCustomCall) continue;
      absl::StatusOr<void*> function = ResolveCustomCallTarget(*instruction);
      if (function.ok() && *function != nullptr) {
        addresses.try_emplace(reinterpret_cast<uintptr_t>(*function),
                              Named{HostSymbol::Kind::kCustomCallTarget, instruction});
      }
    }
  }
  return addresses;
}

// Every `inttoptr (i64 C to ptr)` constant expression in `module`: in
// instruction operands and global initializers, nested ones included.
std::vector<llvm::ConstantExpr*> HostAddressConstants(llvm::Module& module) {
  std::vector<llvm::Constant*> stack;
  for (llvm::GlobalVariable& global : module.globals()) {
    if (global.hasInitializer()) stack.push_back(global.getInitializer());
  }
  for (llvm::Function& function : module) {
    for (llvm::BasicBlock& block : function) {
      for (llvm::Instruction& instruction : block) {
        for (llvm::Use& operand : instruction.operands()) {
          if (auto* constant = llvm::dyn_cast<llvm::Constant>(operand.get())) {
            stack.push_back(constant);
          }
        }
      }
    }
  }
  std::vector<llvm::ConstantExpr*> found;
  absl::flat_hash_set<llvm::Constant*> seen;
  while (!stack.empty()) {
    llvm::Constant* constant = stack.back();
    stack.pop_back();
    if (llvm::isa<llvm::GlobalValue>(constant) || !seen.insert(constant).second) continue;
    if (auto* expression = llvm::dyn_cast<llvm::ConstantExpr>(constant)) {
      if (expression->getOpcode() == llvm::Instruction::IntToPtr &&
          llvm::isa<llvm::ConstantInt>(expression->getOperand(0))) {
        found.push_back(expression);
        continue;
      }
    }
    for (llvm::Use& operand : constant->operands()) {
      if (auto* inner = llvm::dyn_cast<llvm::Constant>(operand.get())) stack.push_back(inner);
    }
  }
  return found;
}

}  // namespace

std::vector<HostSymbol> SymbolizeHostAddresses(llvm::Module& module, const HloModule& hlo_module,
                                               std::string* unnamed) {
  const absl::flat_hash_map<uint64_t, Named> addresses = NameableAddresses(hlo_module);
  absl::flat_hash_map<uint64_t, llvm::GlobalVariable*> globals;
  std::vector<HostSymbol> symbols;
  for (llvm::ConstantExpr* expression : HostAddressConstants(module)) {
    const uint64_t address =
        llvm::cast<llvm::ConstantInt>(expression->getOperand(0))->getZExtValue();
    if (address == 0) continue;  // null is no host address
    auto named = addresses.find(address);
    if (named == addresses.end()) {
      if (unnamed->empty()) {
        *unnamed = absl::StrCat("the code names host address 0x", absl::Hex(address),
                                ", which is no instruction or custom-call target of module ",
                                hlo_module.name());
      }
      continue;
    }
    llvm::GlobalVariable*& global = globals[address];
    if (global == nullptr) {
      HostSymbol symbol;
      symbol.name = absl::StrCat("__axle_host_", symbols.size());
      symbol.kind = named->second.kind;
      symbol.instruction = named->second.instruction->name();
      // An opaque external byte: its address is the value, reached through
      // the GOT (position-independent code), so any 64-bit address binds.
      global = new llvm::GlobalVariable(module, llvm::Type::getInt8Ty(module.getContext()),
                                        /*isConstant=*/true, llvm::GlobalValue::ExternalLinkage,
                                        nullptr, symbol.name);
      symbols.push_back(std::move(symbol));
    }
    expression->replaceAllUsesWith(global);
  }
  return symbols;
}

absl::StatusOr<std::vector<std::pair<std::string, void*>>> ResolveHostSymbols(
    const std::vector<HostSymbol>& symbols, const HloModule& hlo_module) {
  absl::flat_hash_map<std::string, const HloInstruction*> by_name;
  for (const HloComputation* computation : hlo_module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      by_name[instruction->name()] = instruction;
    }
  }
  std::vector<std::pair<std::string, void*>> resolved;
  for (const HostSymbol& symbol : symbols) {
    auto it = by_name.find(symbol.instruction);
    if (it == by_name.end()) {
      return NotFound("symbol ", symbol.name, " names instruction ", symbol.instruction,
                      ", which module ", hlo_module.name(), " lacks");
    }
    const HloInstruction* instruction = it->second;
    if (symbol.kind == HostSymbol::Kind::kInstruction) {
      resolved.emplace_back(symbol.name, const_cast<HloInstruction*>(instruction));
      continue;
    }
    if (instruction->opcode() != HloOpcode::kCustomCall) {
      return InvalidArgument("symbol ", symbol.name, " names the custom-call target of ",
                             symbol.instruction, ", which is no custom call");
    }
    ASSIGN_OR_RETURN(void* function, ResolveCustomCallTarget(*instruction));
    if (function == nullptr) {
      return FailedPrecondition("custom call ", symbol.instruction, " has no target function");
    }
    resolved.emplace_back(symbol.name, function);
  }
  return resolved;
}

}  // namespace xla::cpu
