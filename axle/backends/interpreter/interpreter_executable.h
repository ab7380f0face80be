// An Executable that runs its module on the reference interpreter
// (HloEvaluator; N replicas as N threads through EvaluateReplicated).
#ifndef AXLE_BACKENDS_INTERPRETER_INTERPRETER_EXECUTABLE_H_
#define AXLE_BACKENDS_INTERPRETER_INTERPRETER_EXECUTABLE_H_

#include <memory>
#include <vector>

#include "axle/backends/compiler.h"
#include "axle/backends/executable.h"

namespace xla {

class InterpreterExecutable : public Executable {
 public:
  // Of `options`, the run-time ones apply: max_while_iterations and XLA:CPU's
  // numerics (flush_denormals, plain_complex_arithmetic).
  explicit InterpreterExecutable(std::unique_ptr<HloModule> module,
                                 const CompileOptions& options = {})
      : Executable(std::move(module)),
        max_while_iterations_(options.max_while_iterations),
        flush_denormals_(options.flush_denormals),
        plain_complex_arithmetic_(options.plain_complex_arithmetic) {}

 protected:
  absl::StatusOr<std::vector<Literal>> ExecuteReplicatedImpl(
      const std::vector<std::vector<const Literal*>>& arguments,
      const BackendRunOptions& options) override;

 private:
  int64_t max_while_iterations_;  // CompileOptions::max_while_iterations
  bool flush_denormals_;
  bool plain_complex_arithmetic_;
};

}  // namespace xla

#endif  // AXLE_BACKENDS_INTERPRETER_INTERPRETER_EXECUTABLE_H_
