// The printable stages of compilation, by name, for `axle opt --stage=NAME`
// and `--dump_to`: each turns the module the pipeline produced into text.
// "hlo" and "buffer-assignment" are built in; backends add theirs (lowering,
// llvm, ...) with RegisterCompileStage, e.g. from a static initializer:
//
//   const bool kRegistered = RegisterCompileStage(
//       {"llvm", "LLVM IR before LLVM's optimisation", "cpu", PrintLlvmIr});
#ifndef AXLE_PASSES_COMPILE_STAGES_H_
#define AXLE_PASSES_COMPILE_STAGES_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

// What a stage may depend on besides the module.
struct StageOptions {
  int backend_optimization_level = 2;  // the backend's code optimisation, 0..3
  bool plain_complex_arithmetic = false;  // CompileOptions::plain_complex_arithmetic
};

struct CompileStage {
  std::string name;     // kebab-case, as --stage= spells it
  std::string summary;  // one line for --list-passes and --help
  // The pipeline (pipelines.h) to run first when the user names none; empty:
  // the stage prints the module as given.
  std::string default_pipeline;
  // The stage's text for `module`, which the pipeline has already optimised.
  std::function<absl::StatusOr<std::string>(HloModule& module, const StageOptions& options)>
      print;
};

// Every stage, built-ins first, then in registration order.
std::vector<CompileStage> CompileStages();

// The stage named `name`; NotFound (listing the names) for an unknown one.
absl::StatusOr<CompileStage> FindCompileStage(absl::string_view name);

// Adds a stage; false (and nothing added) when the name is taken.
bool RegisterCompileStage(CompileStage stage);

}  // namespace xla

#endif  // AXLE_PASSES_COMPILE_STAGES_H_
