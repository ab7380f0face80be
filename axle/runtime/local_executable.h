// LocalExecutable: a computation compiled by LocalClient::Compile, run on
// ShapedBuffers in this process.
#ifndef AXLE_RUNTIME_LOCAL_EXECUTABLE_H_
#define AXLE_RUNTIME_LOCAL_EXECUTABLE_H_

#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/executable.h"
#include "axle/runtime/executable_build_options.h"
#include "axle/runtime/executable_run_options.h"
#include "axle/runtime/shaped_buffer.h"

namespace xla {

class LocalExecutable {
 public:
  // `client_queues`: the infeed/outfeed queues of the client that compiled
  // it, used by runs whose options name none (may be null).
  LocalExecutable(std::unique_ptr<Executable> executable, ExecutableBuildOptions build_options,
                  HostQueues* client_queues = nullptr)
      : executable_(std::move(executable)),
        build_options_(std::move(build_options)),
        client_queues_(client_queues) {}

  // Runs on `arguments` (one per parameter, checked against the parameter
  // shapes). An executable built for N > 1 replicas runs all N on the same
  // arguments and returns replica 0's result; see RunReplicated.
  absl::StatusOr<ScopedShapedBuffer> Run(absl::Span<const ShapedBuffer* const> arguments,
                                         ExecutableRunOptions run_options = {});
  // arguments[r] are replica r's arguments; one result per replica.
  absl::StatusOr<std::vector<ScopedShapedBuffer>> RunReplicated(
      const std::vector<std::vector<const ShapedBuffer*>>& arguments,
      ExecutableRunOptions run_options = {});

  const ExecutableBuildOptions& build_options() const { return build_options_; }
  Executable* executable() const { return executable_.get(); }

 private:
  std::unique_ptr<Executable> executable_;
  ExecutableBuildOptions build_options_;
  HostQueues* client_queues_;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_LOCAL_EXECUTABLE_H_
