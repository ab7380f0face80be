// KernelBuilder: an outlined loop kernel with the runtime's kernel ABI
//   void @k(ptr %run_context, ptr %buffer_table, i64 %begin, i64 %end)
// whose body sees each buffer it uses as its own pointer argument (noalias
// where no written buffer overlaps it, 64-byte aligned, dereferenceable), so
// LLVM can vectorise without runtime alias checks. [%begin, %end) is the
// range of the outermost loop the body runs.
// A kernel may also take `frame_pointers` pointers into the calling
// function's frame (scratch the work groups share, e.g. partial results:
// __axle_parallel_for is fork-join, so the frame outlives the groups). Its
// %buffer_table argument is then a frame table {buffer table, frame pointer
// 0, frame pointer 1, ...} that the caller builds (PointerTable).
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
                std::vector<KernelBuffer> buffers, int64_t frame_pointers = 0);

  llvm::IRBuilder<>& b() { return *b_; }
  llvm::Value* run_context() const { return body_->getArg(0); }
  llvm::Value* begin() const { return body_->getArg(1); }
  llvm::Value* end() const { return body_->getArg(2); }
  // The base pointer of buffers[i] inside the body.
  llvm::Value* buffer(int64_t i) const { return body_->getArg(3 + i); }
  // Frame pointer i inside the body.
  llvm::Value* frame_pointer(int64_t i) const {
    return body_->getArg(3 + static_cast<int64_t>(buffers_.size()) + i);
  }

  // Marks the kernel's vector stores for StreamingStorePass when every
  // buffer it writes is at least kStreamingStoreMinBytes long, and says
  // whether it did. Only for kernels that store nothing else outside their
  // stack frame.
  bool StreamStoresIfOutputsAreLarge();

  // Closes the body and returns the kernel (the ABI wrapper).
  llvm::Function* Finish();

 private:
  ModuleCodegen& codegen_;
  std::vector<KernelBuffer> buffers_;
  int64_t frame_pointers_ = 0;
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
