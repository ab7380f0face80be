// A program built against an installed Axle with nothing but
//   g++ -std=c++20 consumer.cc $(pkg-config --cflags --libs axle)
// It prints one line per check and exits non-zero if any check fails.
#include <cstdint>
#include <iostream>

#include "absl/status/status.h"
#include "axle/shape/shape.h"
#include "axle/shape/shape_util.h"

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
  return failures == 0 ? 0 : 1;
}
