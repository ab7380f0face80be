#include "axle/backends/cpu/jit/streaming_store_pass.h"

#include <vector>

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

namespace xla::cpu {
namespace {

// Vector stores narrower than this gain little from bypassing the cache.
constexpr uint64_t kMinVectorBytes = 16;

// The byte size of `store`'s vector when it is a whole power of two of at
// least kMinVectorBytes, else 0; 0 for stores to the stack (a kernel's
// scratch rows, read back at once).
uint64_t StreamableBytes(const llvm::StoreInst& store, const llvm::DataLayout& layout) {
  llvm::Type* type = store.getValueOperand()->getType();
  if (!type->isVectorTy() || store.isVolatile() || store.isAtomic()) return 0;
  if (llvm::isa<llvm::AllocaInst>(
          llvm::getUnderlyingObject(store.getPointerOperand(), /*MaxLookup=*/0))) {
    return 0;
  }
  const llvm::TypeSize size = layout.getTypeStoreSize(type);
  if (size.isScalable()) return 0;
  const uint64_t bytes = size.getFixedValue();
  return bytes >= kMinVectorBytes && llvm::isPowerOf2_64(bytes) &&
                 layout.getTypeAllocSize(type).getFixedValue() == bytes
             ? bytes
             : 0;
}

}  // namespace

llvm::PreservedAnalyses StreamingStorePass::run(llvm::Function& function,
                                                llvm::FunctionAnalysisManager&) {
  if (!function.hasFnAttribute(kStreamingStoresAttribute)) return llvm::PreservedAnalyses::all();
  const llvm::DataLayout& layout = function.getParent()->getDataLayout();
  std::vector<std::pair<llvm::StoreInst*, uint64_t>> stores;
  std::vector<llvm::ReturnInst*> returns;
  for (llvm::BasicBlock& block : function) {
    for (llvm::Instruction& instruction : block) {
      if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) {
        if (uint64_t bytes = StreamableBytes(*store, layout)) stores.push_back({store, bytes});
      } else if (auto* ret = llvm::dyn_cast<llvm::ReturnInst>(&instruction)) {
        returns.push_back(ret);
      }
    }
  }
  if (stores.empty()) return llvm::PreservedAnalyses::all();
  llvm::LLVMContext& context = function.getContext();
  llvm::MDNode* non_temporal = llvm::MDNode::get(
      context, llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
                   llvm::Type::getInt32Ty(context), 1)));
  for (auto [store, bytes] : stores) {
    const llvm::Align aligned(bytes);
    if (store->getAlign() >= aligned) {
      store->setMetadata(llvm::LLVMContext::MD_nontemporal, non_temporal);
      continue;
    }
    // if (address % bytes == 0) streaming store, else the store as it was.
    llvm::IRBuilder<> b(store);
    llvm::Value* address = b.CreatePtrToInt(store->getPointerOperand(), b.getInt64Ty());
    llvm::Value* is_aligned =
        b.CreateICmpEQ(b.CreateAnd(address, b.getInt64(bytes - 1)), b.getInt64(0));
    llvm::Instruction* then_point = nullptr;
    llvm::Instruction* else_point = nullptr;
    llvm::SplitBlockAndInsertIfThenElse(is_aligned, store, &then_point, &else_point);
    auto* streaming = llvm::cast<llvm::StoreInst>(store->clone());
    streaming->insertBefore(then_point);
    streaming->setAlignment(aligned);
    streaming->setMetadata(llvm::LLVMContext::MD_nontemporal, non_temporal);
    store->moveBefore(else_point);
  }
  for (llvm::ReturnInst* ret : returns) {
    new llvm::FenceInst(context, llvm::AtomicOrdering::SequentiallyConsistent,
                        llvm::SyncScope::System, ret);
  }
  return llvm::PreservedAnalyses::none();
}

}  // namespace xla::cpu
