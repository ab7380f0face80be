// What the portable runtime routines (this folder: standard library, Eigen
// and header-only axle/base kernels only) need from the run that called
// them, reached through the opaque `ctx` of the runtime ABI. Declared here,
// defined once by each runtime library for its own run context:
//   - the JIT's (part of libaxle): runtime/jit_services.cc, ctx is a
//     xla::cpu::RunContext (runtime/run_context.h);
//   - the ahead-of-time one (libaxle_aot_runtime.a):
//     axle/aot_runtime/aot_services.cc, ctx is a xla::aot::RunContext.
// So both libraries run the same kernel code, bound at link time.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_RUNTIME_SERVICES_H_
#define AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_RUNTIME_SERVICES_H_

#include <cstdint>
#include <functional>
#include <random>
#include <string>

namespace xla::cpu {

// The kind of a recorded error (the JIT maps it to an absl::StatusCode).
enum class RunErrorCode { kInvalidArgument, kInternal, kResourceExhausted, kCancelled };

// Records `message` if it is the run's first error.
void RecordRunError(void* ctx, RunErrorCode code, const std::string& message);
// Whether an error was recorded.
bool RunFailed(void* ctx);
// Whether the run was asked to stop (never, ahead of time).
bool RunCancelled(void* ctx);
// Runs fn(group) for every group in [0, groups): on threads when the run
// allows them, else in order on the calling thread.
void RunWorkGroups(void* ctx, int64_t groups, const std::function<void(int64_t)>& fn);
// The run's rng stream (the interpreter's: std::mt19937_64 seeded with the
// run's seed).
std::mt19937_64& RunRng(void* ctx);

// 0 when the run has not failed, else 1: the runtime ABI's status.
inline int32_t RunStatus(void* ctx) { return RunFailed(ctx) ? 1 : 0; }

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_PORTABLE_RUNTIME_SERVICES_H_
