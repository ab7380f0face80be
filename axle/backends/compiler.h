// Compiler: turns a module into an Executable for one platform.
#ifndef AXLE_BACKENDS_COMPILER_H_
#define AXLE_BACKENDS_COMPILER_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/executable.h"
#include "axle/hlo/hlo_module.h"
#include "axle/shape/shape.h"

namespace xla {

struct CompileOptions {
  // Replicas every run executes (the module's config is set to this).
  int64_t num_replicas = 1;
  // The layouts callers will pass arguments in (one per entry parameter);
  // empty: the module's own.
  std::vector<Shape> argument_layouts;
  // The result shape with the layout callers want; absent: the module's own.
  std::optional<Shape> result_layout;
  // How hard the backend optimises the code it generates, 0..3 (XLA's
  // xla_backend_optimization_level); backends without code generation
  // ignore it.
  int backend_optimization_level = 2;
  // A while loop whose body would run more often than this in one execution
  // is an error naming the loop; negative (the default): unlimited. On cpu
  // the count is compiled in only when set, so code is unchanged otherwise.
  int64_t max_while_iterations = -1;
  // The most bytes a run may allocate (eval/memory_limit.h); a module whose
  // buffers need more fails to compile. 0: the default (80% of physical
  // memory).
  int64_t memory_limit_bytes = 0;
  // cpu: time each instruction the code runs (cpu/runtime/
  // instruction_profile.h); off, the code has no timing calls at all.
  bool profile = false;
  // cpu: a directory of compiled executables shared by processes (the
  // persistent compile cache, cpu/jit/persistent_compile_cache.h): Compile
  // looks there before compiling and stores what it compiles. Empty: none.
  std::string compile_cache_dir;
  // XLA:CPU's numerics (the PJRT plugin sets both; see README.md's command
  // line section). flush_denormals: runs read subnormal floats as zero and
  // flush subnormal results to zero, as XLA:CPU does (the FTZ and DAZ bits of
  // MXCSR, FPCR.FZ on aarch64, set in every thread that computes for a run
  // and restored after; axle/base/float_environment.h); log and log1p read
  // subnormal inputs as zero and expm1 and f32 tanh return them, as
  // XLA:CPU's code for them does. Compile-time constant folding does not
  // flush, as in XLA. plain_complex_arithmetic:
  // complex multiply, exp, log, sqrt, power... use XLA:CPU's plain formulas
  // instead of std::complex's C99 Annex G special-value recovery
  // (axle/base/plain_complex.h). Off by default: the interpreter stays the
  // IEEE and C99 oracle, and Axle's tests expect subnormals.
  bool flush_denormals = false;
  bool plain_complex_arithmetic = false;
};

// The most replicas a run may have (each replica is a host thread in the
// interpreter); more is an InvalidArgument, not an attempt.
inline constexpr int64_t kMaxReplicas = 1024;

class Compiler {
 public:
  virtual ~Compiler() = default;
  // Verifies `module`, sets its replica count and builds the executable.
  // Errors (an invalid module, a bad replica count) are InvalidArgument.
  virtual absl::StatusOr<std::unique_ptr<Executable>> Compile(
      std::unique_ptr<HloModule> module, const CompileOptions& options) = 0;

  // The executable as bytes Load turns back into a runnable executable
  // without compiling (XLA's Compiler::Export). `executable` must come from
  // this compiler. Backends that cannot: Unimplemented.
  virtual absl::StatusOr<std::string> Export(const Executable& executable) const;
  // An executable from Export's bytes. Of `options` only memory_limit_bytes
  // applies (the rest was fixed when compiling). Bytes for another target,
  // CPU or format version: FailedPrecondition; corrupt or truncated bytes:
  // InvalidArgument.
  virtual absl::StatusOr<std::unique_ptr<Executable>> Load(absl::string_view serialized,
                                                           const CompileOptions& options);
};

// For Compiler implementations: verifies `module`, checks `options` against
// it and applies the replica count and result layout to its config.
absl::Status PrepareModuleForCompilation(HloModule& module, const CompileOptions& options);

}  // namespace xla

#endif  // AXLE_BACKENDS_COMPILER_H_
