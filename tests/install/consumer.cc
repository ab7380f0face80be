// A program built against an installed Axle with nothing but
//   g++ -std=c++20 consumer.cc $(pkg-config --cflags --libs axle)
// It prints one line per check and exits non-zero if any check fails.
#include <cstdint>
#include <iostream>

#include "absl/status/status.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"
#include "axle/shape/shape.h"
#include "axle/shape/shape_util.h"

namespace {

// alpha * x + y built with XlaBuilder and run on the default local client.
absl::StatusOr<xla::Literal> Axpy() {
  xla::XlaBuilder builder("axpy");
  xla::XlaOp alpha = xla::Parameter(&builder, 0, xla::ShapeUtil::MakeShape(xla::F32, {}), "alpha");
  xla::XlaOp x = xla::Parameter(&builder, 1, xla::ShapeUtil::MakeShape(xla::F32, {4}), "x");
  xla::XlaOp y = xla::ConstantR1<float>(&builder, {10, 20, 30, 40});
  xla::Add(xla::Mul(alpha, x), y);
  absl::StatusOr<xla::XlaComputation> computation = builder.Build();
  if (!computation.ok()) return computation.status();
  xla::LocalClient* client = xla::ClientLibrary::LocalClientOrDie();
  xla::Literal alpha_value = xla::LiteralUtil::CreateR0<float>(2);
  xla::Literal x_value = xla::LiteralUtil::CreateR1<float>({1, 2, 3, 4});
  auto alpha_data = client->TransferToServer(alpha_value);
  auto x_data = client->TransferToServer(x_value);
  if (!alpha_data.ok()) return alpha_data.status();
  if (!x_data.ok()) return x_data.status();
  return client->ExecuteAndTransfer(*computation, {alpha_data->get(), x_data->get()});
}

}  // namespace

int main() {
  int failures = 0;

  xla::Shape shape = xla::ShapeUtil::MakeShape(xla::F32, {2, 3});
  std::string text = xla::ShapeUtil::HumanString(shape);
  std::cout << text << "\n";
  if (text != "f32[2,3]") {
    std::cerr << "expected f32[2,3], got " << text << "\n";
    ++failures;
  }

  // Exercises absl::Status across the library boundary.
  absl::Status status = xla::ShapeUtil::ValidateShape(
      xla::ShapeUtil::MakeShape(xla::F32, {int64_t{99999999999}, int64_t{99999999999}}));
  std::cout << (status.ok() ? "ok" : "invalid") << "\n";
  if (status.ok() || status.code() != absl::StatusCode::kInvalidArgument) {
    std::cerr << "expected an InvalidArgument error, got " << status << "\n";
    ++failures;
  }

  // The client API end to end: builder, interpreter-backed local client.
  absl::StatusOr<xla::Literal> axpy = Axpy();
  std::string axpy_text = axpy.ok() ? axpy->ToString() : axpy.status().ToString();
  std::cout << axpy_text << "\n";
  if (axpy_text != "f32[4] {12, 24, 36, 48}") {
    std::cerr << "expected f32[4] {12, 24, 36, 48}, got " << axpy_text << "\n";
    ++failures;
  }
  return failures == 0 ? 0 : 1;
}
