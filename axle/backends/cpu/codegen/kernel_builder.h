// KernelBuilder: an outlined loop kernel with the runtime's kernel ABI
//   void @k(ptr %run_context, ptr %buffer_table, i64 %begin, i64 %end)
// whose body sees each buffer it uses as its own pointer argument (noalias
// where no written buffer overlaps it, 64-byte aligned, dereferenceable), so
// LLVM can vectorise without runtime alias checks. [%begin, %end) is the
// range of the outermost loop the body runs.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_KERNEL_BUILDER_H_
#define AXLE_BACKENDS_CPU_CODEGEN_KERNEL_BUILDER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

class ModuleCodegen;

struct KernelBuffer {
  BufferSlice slice;
  bool written = false;
};

class KernelBuilder {
 public:
  KernelBuilder(ModuleCodegen& codegen, const std::string& name,
                std::vector<KernelBuffer> buffers);

  llvm::IRBuilder<>& b() { return *b_; }
  llvm::Value* run_context() const { return body_->getArg(0); }
  llvm::Value* begin() const { return body_->getArg(1); }
  llvm::Value* end() const { return body_->getArg(2); }
  // The base pointer of buffers[i] inside the body.
  llvm::Value* buffer(int64_t i) const { return body_->getArg(3 + i); }

  // Closes the body and returns the kernel (the ABI wrapper).
  llvm::Function* Finish();

 private:
  ModuleCodegen& codegen_;
  std::vector<KernelBuffer> buffers_;
  llvm::Function* kernel_ = nullptr;
  llvm::Function* body_ = nullptr;
  std::unique_ptr<llvm::IRBuilder<>> b_;
};

// The address of `slice` given the buffer table `table` (constants are
// globals), emitted at `b`'s insertion point.
llvm::Value* EmitSliceAddress(ModuleCodegen& codegen, llvm::IRBuilder<>& b, llvm::Value* table,
                              const BufferSlice& slice);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_KERNEL_BUILDER_H_
