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
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/backends/platform.h"
#include "axle/builder/xla_builder.h"
#include "axle/builder/xla_computation.h"
#include "axle/literal/literal.h"
#include "axle/runtime/execution_options.h"
#include "axle/runtime/global_data.h"
#include "axle/shape/layout.h"
#include "axle/shape/program_shape.h"

namespace xla {

class Client {
 public:
  explicit Client(Platform* platform) : platform_(platform) {}
  virtual ~Client() = default;
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  Platform* platform() const { return platform_; }

  // Copies `literal` to the service.
  absl::StatusOr<std::unique_ptr<GlobalData>> TransferToServer(const Literal& literal);
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
  absl::StatusOr<ProgramShape> GetComputationShape(const XlaComputation& computation);

 private:
  Platform* platform_;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_CLIENT_H_
