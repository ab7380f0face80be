#include "axle/backends/cpu/jit/allocation_alias_pass.h"

#include <map>
#include <optional>
#include <string>

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {
namespace {

// Noalias lists grow with the allocation count squared; past this many the
// pass leaves the function alone.
constexpr int64_t kMaxAllocations = 256;
constexpr int64_t kTable = -1;  // "allocation" of the buffer table itself

class Annotator {
 public:
  Annotator(llvm::Function& function, int64_t allocations)
      : context_(function.getContext()),
        layout_(function.getParent()->getDataLayout()),
        table_(function.getArg(1)),
        allocations_(allocations),
        domain_(llvm::MDNode::get(context_, {llvm::MDString::get(context_, "axle.buffers")})) {}

  // The allocation `pointer` points into (kTable: the table), if known.
  std::optional<int64_t> AllocationOf(const llvm::Value* pointer) const {
    const llvm::Value* object = llvm::getUnderlyingObject(pointer, /*MaxLookup=*/0);
    if (object == table_) return kTable;
    const auto* load = llvm::dyn_cast<llvm::LoadInst>(object);
    if (load == nullptr) return std::nullopt;
    std::optional<int64_t> entry = TableEntry(*load);
    if (!entry) return std::nullopt;
    return entry;
  }

  // The allocation whose base `load` reads from the table, if it does.
  std::optional<int64_t> TableEntry(const llvm::LoadInst& load) const {
    llvm::APInt offset(layout_.getIndexTypeSizeInBits(load.getPointerOperandType()), 0);
    const llvm::Value* base = load.getPointerOperand()->stripAndAccumulateConstantOffsets(
        layout_, offset, /*AllowNonInbounds=*/true);
    if (base != table_ || !load.getType()->isPointerTy()) return std::nullopt;
    const int64_t pointer_bytes = layout_.getPointerSize();
    const int64_t bytes = offset.getSExtValue();
    if (bytes < 0 || bytes % pointer_bytes != 0 || bytes / pointer_bytes >= allocations_) {
      return std::nullopt;
    }
    return bytes / pointer_bytes;
  }

  // Adds the scopes of `touched` (and the rest as noalias) to `instruction`.
  void Annotate(llvm::Instruction& instruction, int64_t first, std::optional<int64_t> second) {
    llvm::SmallVector<llvm::Metadata*, 2> scopes = {Scope(first)};
    if (second && *second != first) scopes.push_back(Scope(*second));
    llvm::SmallVector<llvm::Metadata*, 16> others;
    for (int64_t k = kTable; k < allocations_; ++k) {
      if (k != first && (!second || k != *second)) others.push_back(Scope(k));
    }
    auto merge = [&](unsigned kind, llvm::ArrayRef<llvm::Metadata*> list) {
      llvm::MDNode* node = llvm::MDNode::get(context_, list);
      instruction.setMetadata(kind,
                              llvm::MDNode::concatenate(instruction.getMetadata(kind), node));
    };
    merge(llvm::LLVMContext::MD_alias_scope, scopes);
    merge(llvm::LLVMContext::MD_noalias, others);
  }

  bool Run(llvm::Function& function) {
    bool changed = false;
    for (llvm::BasicBlock& block : function) {
      for (llvm::Instruction& instruction : block) {
        std::optional<int64_t> first, second;
        if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction)) {
          first = AllocationOf(load->getPointerOperand());
          if (first == kTable && !load->hasMetadata(llvm::LLVMContext::MD_invariant_load)) {
            // Nothing writes the table while the code runs.
            load->setMetadata(llvm::LLVMContext::MD_invariant_load,
                              llvm::MDNode::get(context_, {}));
          }
        } else if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) {
          first = AllocationOf(store->getPointerOperand());
        } else if (auto* transfer = llvm::dyn_cast<llvm::MemTransferInst>(&instruction)) {
          first = AllocationOf(transfer->getRawDest());
          second = AllocationOf(transfer->getRawSource());
          if (!second) continue;
        } else if (auto* set = llvm::dyn_cast<llvm::MemSetInst>(&instruction)) {
          first = AllocationOf(set->getRawDest());
        } else {
          continue;
        }
        if (!first) continue;
        Annotate(instruction, *first, second);
        changed = true;
      }
    }
    return changed;
  }

 private:
  llvm::MDNode* Scope(int64_t allocation) {
    auto it = scopes_.find(allocation);
    if (it != scopes_.end()) return it->second;
    std::string name = allocation == kTable ? std::string("axle.buffer_table")
                                            : "axle.allocation." + std::to_string(allocation);
    llvm::MDNode* scope =
        llvm::MDNode::get(context_, {llvm::MDString::get(context_, name), domain_});
    scopes_[allocation] = scope;
    return scope;
  }

  llvm::LLVMContext& context_;
  const llvm::DataLayout& layout_;
  const llvm::Argument* table_;
  int64_t allocations_;
  llvm::MDNode* domain_;
  std::map<int64_t, llvm::MDNode*> scopes_;
};

}  // namespace

llvm::PreservedAnalyses AllocationAliasPass::run(llvm::Function& function,
                                                 llvm::FunctionAnalysisManager& analyses) {
  llvm::Attribute count = function.getFnAttribute(kAllocationCountAttribute);
  int64_t allocations = 0;
  if (!count.isValid() || function.arg_size() < 2 ||
      count.getValueAsString().getAsInteger(10, allocations) || allocations <= 0 ||
      allocations > kMaxAllocations) {
    return llvm::PreservedAnalyses::all();
  }
  if (!Annotator(function, allocations).Run(function)) return llvm::PreservedAnalyses::all();
  // Only metadata changed: the CFG and every analysis but alias results hold.
  llvm::PreservedAnalyses preserved;
  preserved.preserveSet<llvm::CFGAnalyses>();
  return preserved;
}

}  // namespace xla::cpu
