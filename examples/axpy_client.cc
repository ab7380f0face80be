// Seed 002's axpy tutorial, written against Axle: alpha * x + y computed
// three ways.
//   1. ComputeAxpyParameters: parameters, TransferToServer, ExecuteAndTransfer
//      (the tutorial's first listing).
//   2. ComputeAxpyConstants: the same graph from constants (its second one).
//   3. The compile-once, run-many form: LocalClient::Compile, then
//      LocalExecutable::Run on device buffers.
// The 2017 names (ComputationBuilder, Computation, ClientLibraryOrDie) are
// Axle aliases of XlaBuilder, XlaComputation and LocalClientOrDie; where the
// tutorial's calls returned StatusOr<unique_ptr<...>> and used
// ConsumeValueOrDie, these return absl::StatusOr<...> and are checked.
#include <cstdlib>
#include <iostream>
#include <memory>
#include <vector>

#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"

namespace {

template <typename T>
T OrExit(absl::StatusOr<T> value) {
  if (!value.ok()) {
    std::cerr << "axpy_client: " << value.status() << "\n";
    std::exit(1);
  }
  return *std::move(value);
}

xla::Literal ComputeAxpyParameters(const xla::Literal& alpha, const xla::Literal& x,
                                   const xla::Literal& y) {
  // Get the singleton handle for an XLA client library and create a new
  // computation builder.
  xla::Client* client(xla::ClientLibrary::ClientLibraryOrDie());
  xla::ComputationBuilder builder(client, "axpy");

  // Build the actual XLA computation graph. It's a function taking
  // three parameters and computing a single output.
  auto param_alpha = builder.Parameter(0, alpha.shape(), "alpha");
  auto param_x = builder.Parameter(1, x.shape(), "x");
  auto param_y = builder.Parameter(2, y.shape(), "y");
  auto axpy = builder.Add(builder.Mul(param_alpha, param_x), param_y);
  (void)axpy;

  // We're done building the graph. Create a computation on the server.
  xla::Computation computation = OrExit(builder.Build());

  // Transfer the parameters to the server and get data handles that refer to
  // them.
  std::unique_ptr<xla::GlobalData> alpha_data = OrExit(client->TransferToServer(alpha));
  std::unique_ptr<xla::GlobalData> x_data = OrExit(client->TransferToServer(x));
  std::unique_ptr<xla::GlobalData> y_data = OrExit(client->TransferToServer(y));

  // Now we have all we need to execute the computation on the device. We get
  // the result back in the form of a Literal.
  return OrExit(
      client->ExecuteAndTransfer(computation, {alpha_data.get(), x_data.get(), y_data.get()}));
}

xla::Literal ComputeAxpyConstants(float alpha, absl::Span<const float> x,
                                  absl::Span<const float> y) {
  xla::Client* client(xla::ClientLibrary::ClientLibraryOrDie());
  xla::ComputationBuilder builder(client, "axpy");

  auto constant_alpha = builder.ConstantR0<float>(alpha);
  auto constant_x = builder.ConstantR1<float>(x);
  auto constant_y = builder.ConstantR1<float>(y);
  auto axpy = builder.Add(builder.Mul(constant_alpha, constant_x), constant_y);
  (void)axpy;

  xla::Computation computation = OrExit(builder.Build());
  // No need to pass arguments into the computation since it accepts no
  // parameters.
  return OrExit(client->ExecuteAndTransfer(computation, {}));
}

xla::Literal ComputeAxpyCompiled(const xla::Literal& alpha, const xla::Literal& x,
                                 const xla::Literal& y) {
  xla::LocalClient* client = xla::ClientLibrary::LocalClientOrDie();
  xla::XlaBuilder builder("axpy");
  xla::XlaOp a = xla::Parameter(&builder, 0, alpha.shape(), "alpha");
  xla::XlaOp vx = xla::Parameter(&builder, 1, x.shape(), "x");
  xla::XlaOp vy = xla::Parameter(&builder, 2, y.shape(), "y");
  xla::Add(xla::Mul(a, vx), vy);
  xla::XlaComputation computation = OrExit(builder.Build());

  std::vector<const xla::Shape*> argument_layouts = {&alpha.shape(), &x.shape(), &y.shape()};
  auto executables =
      OrExit(client->Compile(computation, argument_layouts, xla::ExecutableBuildOptions()));
  xla::ScopedShapedBuffer alpha_buffer = OrExit(client->LiteralToShapedBuffer(alpha, 0));
  xla::ScopedShapedBuffer x_buffer = OrExit(client->LiteralToShapedBuffer(x, 0));
  xla::ScopedShapedBuffer y_buffer = OrExit(client->LiteralToShapedBuffer(y, 0));
  xla::ScopedShapedBuffer result = OrExit(
      executables[0]->Run({&alpha_buffer, &x_buffer, &y_buffer}, xla::ExecutableRunOptions()));
  return OrExit(client->ShapedBufferToLiteral(result));
}

}  // namespace

int main() {
  const float alpha = 3.5f;
  const std::vector<float> x = {1, 2, 3, 4};
  const std::vector<float> y = {10, 20, 30, 40};
  xla::Literal alpha_literal = xla::LiteralUtil::CreateR0<float>(alpha);
  xla::Literal x_literal = xla::LiteralUtil::CreateR1<float>(x);
  xla::Literal y_literal = xla::LiteralUtil::CreateR1<float>(y);

  std::cout << "platform:             "
            << xla::ClientLibrary::LocalClientOrDie()->platform()->Name() << "\n";
  std::cout << "axpy with parameters: "
            << ComputeAxpyParameters(alpha_literal, x_literal, y_literal).ToString() << "\n";
  std::cout << "axpy with constants:  " << ComputeAxpyConstants(alpha, x, y).ToString() << "\n";
  std::cout << "axpy compiled, run:   "
            << ComputeAxpyCompiled(alpha_literal, x_literal, y_literal).ToString() << "\n";
  return 0;
}
