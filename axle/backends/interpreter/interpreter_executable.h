// An Executable that runs its module on the reference interpreter
// (HloEvaluator; N replicas as N threads through EvaluateReplicated).
#ifndef AXLE_BACKENDS_INTERPRETER_INTERPRETER_EXECUTABLE_H_
#define AXLE_BACKENDS_INTERPRETER_INTERPRETER_EXECUTABLE_H_

#include <memory>
#include <vector>

#include "axle/backends/executable.h"

namespace xla {

class InterpreterExecutable : public Executable {
 public:
  explicit InterpreterExecutable(std::unique_ptr<HloModule> module,
                                 int64_t max_while_iterations = -1)
      : Executable(std::move(module)), max_while_iterations_(max_while_iterations) {}

 protected:
  absl::StatusOr<std::vector<Literal>> ExecuteReplicatedImpl(
      const std::vector<std::vector<const Literal*>>& arguments,
      const BackendRunOptions& options) override;

 private:
  int64_t max_while_iterations_;  // CompileOptions::max_while_iterations
};

}  // namespace xla

#endif  // AXLE_BACKENDS_INTERPRETER_INTERPRETER_EXECUTABLE_H_
