// The flags that choose and watch passes, shared by `axle opt`, `axle run`
// and `axle graph`:
//   --passes=a,b  --pipeline=NAME  --verify-each
//   --xla_disable_hlo_passes=a,b  --xla_enable_hlo_passes_only=a,b
//   --dump_to=DIR (--xla_dump_to)  --dump_pass_re=REGEX (--xla_dump_hlo_pass_re)
//   --opt_level=N (--xla_backend_optimization_level)
//   --xla_cpu_flush_denormals  --xla_cpu_plain_complex_arithmetic (XLA:CPU's numerics)
#ifndef AXLE_TOOLS_OPTIMIZATION_FLAGS_H_
#define AXLE_TOOLS_OPTIMIZATION_FLAGS_H_

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/hlo_pass.h"
#include "axle/tools/cli_io.h"
#include "axle/tools/hlo_dumper.h"

namespace xla::tools {

struct OptimizationFlags {
  std::vector<std::string> passes;  // run in this order
  std::string pipeline;             // a pipeline of pipelines.h
  PassRunOptions run_options;       // verify_each, the enable/disable lists
  std::string dump_to;
  std::optional<std::string> dump_pass_re;
  // --opt_level (--xla_backend_optimization_level): how hard the backend
  // optimises its generated code, 0..3.
  int backend_optimization_level = 2;
  // CompileOptions::flush_denormals and plain_complex_arithmetic.
  bool flush_denormals = false;
  bool plain_complex_arithmetic = false;

  bool RunsPasses() const { return !passes.empty() || !pipeline.empty(); }
};

// The help text of these flags, for the commands' usage texts.
extern const char kOptimizationFlagsHelp[];

enum class FlagUse { kNotOurs, kTaken, kUsageError };
// Takes `flag` into `flags` when it is one of the group; on a usage error
// (a missing or empty value) `error` says why.
FlagUse TakeOptimizationFlag(const CommandLineFlag& flag, OptimizationFlags& flags,
                             std::string& error);
// Usage errors among the flags taken: --passes with --pipeline,
// --dump_pass_re without --dump_to. Empty when fine.
std::string CheckOptimizationFlags(const OptimizationFlags& flags);

using PassFactory = std::function<absl::StatusOr<std::unique_ptr<HloPass>>(absl::string_view)>;

// Runs the flags' passes (made by `make_pass`) or pipeline over `module`,
// writing the dumps. Errors: an unknown pass or pipeline (also in the
// enable/disable lists), a pass that fails or (with --verify-each) leaves an
// invalid module, a dump that cannot be written. Returns the dumper (null
// without --dump_to) so that callers can dump more stages after the passes.
absl::StatusOr<std::unique_ptr<HloDumper>> OptimizeModule(HloModule& module,
                                                          const OptimizationFlags& flags,
                                                          const PassFactory& make_pass);
absl::StatusOr<std::unique_ptr<HloDumper>> OptimizeModule(HloModule& module,
                                                          const OptimizationFlags& flags);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_OPTIMIZATION_FLAGS_H_
