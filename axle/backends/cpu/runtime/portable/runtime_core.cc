// The runtime's core entry points: parallel loops, scratch memory and the
// while-loop limit (portable: see runtime_services.h).
#include <cstdlib>
#include <string>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"

using xla::cpu::RunErrorCode;

extern "C" int32_t __axle_parallel_for(void* ctx, AxleKernel kernel, void* buffers,
                                       int64_t size, int64_t groups) {
  xla::cpu::RunInWorkGroups(ctx, size, groups, [&](int64_t begin, int64_t end) {
    kernel(ctx, buffers, begin, end);
  });
  return xla::cpu::RunStatus(ctx);
}

extern "C" void* __axle_malloc(void* ctx, int64_t bytes) {
  constexpr size_t kAlignment = 64;
  size_t size = (static_cast<size_t>(bytes < 1 ? 1 : bytes) + kAlignment - 1) / kAlignment *
                kAlignment;
  void* pointer = std::aligned_alloc(kAlignment, size);
  if (pointer == nullptr) {
    xla::cpu::RecordRunError(
        ctx, RunErrorCode::kResourceExhausted,
        "cannot allocate " + std::to_string(bytes) + " bytes of scratch memory");
  }
  return pointer;
}

extern "C" void __axle_free(void* pointer) { std::free(pointer); }

extern "C" int32_t __axle_while_limit_exceeded(void* ctx, const char* loop_name, int64_t limit) {
  // Worded as the interpreter words it (eval/control_ops.cc).
  xla::cpu::RecordRunError(ctx, RunErrorCode::kResourceExhausted,
                           std::string("while loop ") + loop_name + " exceeded the limit of " +
                               std::to_string(limit) + " iterations (max_while_iterations)");
  return 1;
}
