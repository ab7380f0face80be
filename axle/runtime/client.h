// Client: the XLA client API of seed 002's axpy example.
//
//   Client* client = ClientLibrary::LocalClientOrDie();
//   std::unique_ptr<GlobalData> x = client->TransferToServer(x_literal).value();
//   Literal result = client->ExecuteAndTransfer(computation, {x.get()}).value();
//
// Computations run on the client's platform ("cpu" unless another
// was chosen through ClientLibrary). Arguments are checked against the
// computation's parameters: a wrong count, element type or shape is an
// InvalidArgument naming the parameter. Nothing aborts on bad input.
#ifndef AXLE_RUNTIME_CLIENT_H_
#define AXLE_RUNTIME_CLIENT_H_

#include <memory>
#include <mutex>
#include <vector>

#include "absl/container/flat_hash_map.h"

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/platform.h"
#include "axle/builder/xla_builder.h"
#include "axle/builder/xla_computation.h"
#include "axle/eval/host_queues.h"
#include "axle/literal/literal.h"
#include "axle/runtime/execution_handle.h"
#include "axle/runtime/execution_options.h"
#include "axle/runtime/global_data.h"
#include "axle/shape/layout.h"
#include "axle/shape/program_shape.h"

namespace xla {

class Executable;

class Client {
 public:
  explicit Client(Platform* platform);
  virtual ~Client();
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  Platform* platform() const { return platform_; }

  // Copies `literal` to the service.
  absl::StatusOr<std::unique_ptr<GlobalData>> TransferToServer(const LiteralSlice& literal);
  // Copies `data` back (replica 0's value for replicated results), in the
  // layout of `shape_with_layout` when given (it must be compatible).
  absl::StatusOr<Literal> Transfer(const GlobalData& data,
                                   const Shape* shape_with_layout = nullptr);

  // Compiles and runs `computation` on `arguments` (one per parameter). With
  // execution_options->num_replicas() = N > 1 the computation runs as N
  // replicas; an argument holding N replica values gives replica r its r-th
  // value, any other argument is given to every replica. The result holds
  // one value per replica.
  absl::StatusOr<std::unique_ptr<GlobalData>> Execute(
      const XlaComputation& computation, absl::Span<GlobalData* const> arguments,
      const ExecutionOptions* execution_options = nullptr);
  // XLA's compile-once form: compiles `computation` for arguments of
  // `argument_shapes` (one per parameter, compatible with it) and returns a
  // handle Execute runs; the handle stays valid while this client lives.
  absl::StatusOr<ExecutionHandle> Compile(const XlaComputation& computation,
                                          absl::Span<const Shape> argument_shapes,
                                          const ExecutionOptions* execution_options = nullptr);
  // Runs a compiled computation; `execution_profile`, when given, receives
  // the run's time. An unknown handle is an InvalidArgument.
  absl::StatusOr<std::unique_ptr<GlobalData>> Execute(
      const ExecutionHandle& handle, absl::Span<GlobalData* const> arguments,
      ExecutionProfile* execution_profile = nullptr);

  // The client's infeed and outfeed queues, shared by every computation it
  // runs. Runs are synchronous, so an infeed's data must be transferred
  // before the run that reads it (an empty queue is an error at once), and
  // an outfeed's value is fetched after the run; 0 <= replica_id.
  absl::Status TransferToInfeed(const LiteralSlice& literal, int64_t replica_id = 0);
  // The oldest value outfed by `replica_id`, in the layout of
  // `shape_with_layout` (compatible with it); FailedPrecondition when none.
  absl::StatusOr<Literal> TransferFromOutfeed(const Shape* shape_with_layout,
                                              int64_t replica_id = 0);

  // Execute, then Transfer (replica 0's result).
  absl::StatusOr<Literal> ExecuteAndTransfer(const XlaComputation& computation,
                                             absl::Span<GlobalData* const> arguments,
                                             const ExecutionOptions* execution_options = nullptr);

  // Evaluates a computation that needs no arguments, on the interpreter, as
  // a constant folder would. Parameters not reachable from the root are
  // ignored; a root that depends on a parameter (or on infeed, recv, rng or
  // a custom call) is an InvalidArgument naming it. The result comes in
  // `output_layout` when given.
  absl::StatusOr<Literal> ComputeConstant(const XlaComputation& computation,
                                          const Layout* output_layout = nullptr) const;
  // The same for one op of a builder: builds the subgraph `operand` depends
  // on (BuildConstantSubGraph) and evaluates it.
  absl::StatusOr<Literal> ComputeConstant(XlaOp operand,
                                          const Layout* output_layout = nullptr) const;

  // One GlobalData per element of a tuple-shaped `data`.
  absl::StatusOr<std::vector<std::unique_ptr<GlobalData>>> DeconstructTuple(
      const GlobalData& data);
  absl::StatusOr<Shape> GetShape(const GlobalData& data);
  // Handles of logical devices of `device_count` physical devices each, as
  // many as the platform's devices make (XLA's Client::GetDeviceHandles):
  // InvalidArgument below 1, ResourceExhausted beyond the platform's count.
  absl::StatusOr<std::vector<DeviceHandle>> GetDeviceHandles(int64_t device_count);
  // As in XLA, the program shape comes in a unique_ptr.
  absl::StatusOr<std::unique_ptr<ProgramShape>> GetComputationShape(
      const XlaComputation& computation);

 protected:
  HostQueues* host_queues() const { return host_queues_.get(); }

 private:
  // Runs every replica of `executable`; an argument with one value per
  // replica gives replica r its r-th value, any other is given to all.
  absl::StatusOr<std::unique_ptr<GlobalData>> Run(Executable& executable,
                                                  absl::Span<GlobalData* const> arguments,
                                                  uint64_t seed);

  Platform* platform_;
  std::unique_ptr<HostQueues> host_queues_;
  // Computations compiled by Compile, by handle.
  struct Compiled {
    std::unique_ptr<Executable> executable;
    uint64_t seed = 0;
  };
  std::mutex compiled_mutex_;
  absl::flat_hash_map<int64_t, std::shared_ptr<Compiled>> compiled_;
  int64_t next_handle_ = 1;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_CLIENT_H_
