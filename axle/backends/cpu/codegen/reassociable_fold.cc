#include "axle/backends/cpu/codegen/reassociable_fold.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"

namespace xla::cpu {

llvm::Value* EmitReassociableStep(llvm::IRBuilder<>& b, ReassociableReducer reducer,
                                  llvm::Value* acc, llvm::Value* x, bool reassociate) {
  switch (reducer) {
    case ReassociableReducer::kAdd: {
      llvm::Value* sum = b.CreateFAdd(acc, x);
      if (auto* instruction = llvm::dyn_cast<llvm::Instruction>(sum); instruction && reassociate) {
        llvm::FastMathFlags flags;
        flags.setAllowReassoc();
        instruction->setFastMathFlags(flags);
      }
      return sum;
    }
    case ReassociableReducer::kMaximum:
      return b.CreateBinaryIntrinsic(llvm::Intrinsic::maximum, acc, x);
    case ReassociableReducer::kMinimum:
      return b.CreateBinaryIntrinsic(llvm::Intrinsic::minimum, acc, x);
  }
  return nullptr;
}

llvm::Constant* ReassociableIdentity(ReassociableReducer reducer, llvm::Type* type) {
  switch (reducer) {
    case ReassociableReducer::kAdd:
      return llvm::ConstantFP::getNegativeZero(type);
    case ReassociableReducer::kMaximum:
      return llvm::ConstantFP::getInfinity(type, /*Negative=*/true);
    case ReassociableReducer::kMinimum:
      return llvm::ConstantFP::getInfinity(type, /*Negative=*/false);
  }
  return nullptr;
}

}  // namespace xla::cpu
