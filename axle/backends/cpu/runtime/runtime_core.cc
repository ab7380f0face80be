// The runtime's core entry points: parallel loops and scratch memory.
#include <algorithm>
#include <cstdlib>
#include <new>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/work_groups.h"

using xla::cpu::RunContext;

extern "C" int32_t __axle_parallel_for(void* ctx, AxleKernel kernel, void* buffers,
                                       int64_t size, int64_t groups) {
  auto* run = static_cast<RunContext*>(ctx);
  xla::cpu::RunInWorkGroups(*run, size, groups, [&](int64_t begin, int64_t end) {
    kernel(ctx, buffers, begin, end);
  });
  return run->failed.load(std::memory_order_acquire) ? 1 : 0;
}

extern "C" void* __axle_malloc(void* ctx, int64_t bytes) {
  constexpr size_t kAlignment = 64;
  size_t size = (static_cast<size_t>(bytes < 1 ? 1 : bytes) + kAlignment - 1) / kAlignment *
                kAlignment;
  void* pointer = std::aligned_alloc(kAlignment, size);
  if (pointer == nullptr) {
    static_cast<RunContext*>(ctx)->SetError(absl::ResourceExhaustedError(
        absl::StrCat("cannot allocate ", bytes, " bytes of scratch memory")));
  }
  return pointer;
}

extern "C" void __axle_free(void* pointer) { std::free(pointer); }
