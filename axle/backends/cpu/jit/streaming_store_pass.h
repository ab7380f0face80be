// Non-temporal ("streaming") stores for kernels that write outputs larger
// than the last-level cache: such an output is evicted before its consumer
// reads it anyway, and a non-temporal store writes a whole cache line
// without first reading it (no read for ownership), so the kernel moves a
// fifth less memory (relu(a*b+c) over f32[16M], 64 MiB out: 8.3 ms -> 6.6 ms
// on one core).
//
// The loop vectorizer does not vectorise a loop whose stores are already
// non-temporal unless it can prove them aligned, which it cannot for a work
// group's range; so codegen only marks the kernel (kStreamingStoresAttribute)
// and this pass, run after vectorisation, makes each vector store of a
// marked function non-temporal where its address is aligned to its size,
// tested at run time (a predictable branch), and fences before every
// return: non-temporal stores are weakly ordered and must be complete
// before the work group reports done.
#ifndef AXLE_BACKENDS_CPU_JIT_STREAMING_STORE_PASS_H_
#define AXLE_BACKENDS_CPU_JIT_STREAMING_STORE_PASS_H_

#include <cstdint>

#include "llvm/IR/PassManager.h"

namespace xla::cpu {

// Function attribute of a kernel whose every store outside its own stack
// frame is to an output at least kStreamingStoreMinBytes long.
inline constexpr char kStreamingStoresAttribute[] = "axle-streaming-stores";
// Outputs of at least this many bytes (the last-level cache of the machines
// we measure on, 32 MiB) do not stay in the cache for their consumer or the
// next run. Smaller ones may: layer norm over f32[4096,1024], 16 MiB in and
// 16 out, ran at 1.1 ms on one core with ordinary stores and 1.35 ms with
// streaming ones (their lines were in the cache from the previous run).
inline constexpr int64_t kStreamingStoreMinBytes = int64_t{32} << 20;

class StreamingStorePass : public llvm::PassInfoMixin<StreamingStorePass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_STREAMING_STORE_PASS_H_
