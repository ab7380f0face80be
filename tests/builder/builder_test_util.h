// Helpers for the builder tests.
#ifndef AXLE_TESTS_BUILDER_BUILDER_TEST_UTIL_H_
#define AXLE_TESTS_BUILDER_BUILDER_TEST_UTIL_H_

#include <string>

#include "absl/status/statusor.h"
#include "axle/builder/xla_builder.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "gtest/gtest.h"

namespace xla::testing {

inline Shape S(PrimitiveType type, absl::Span<const int64_t> dimensions) {
  return ShapeUtil::MakeShape(type, dimensions);
}

// The shape text of `op`, or the error.
inline std::string ShapeOf(XlaOp op) {
  if (op.builder() == nullptr) return "<no builder>";
  absl::StatusOr<Shape> shape = op.builder()->GetShape(op);
  return shape.ok() ? shape->ToString() : std::string(shape.status().message());
}

// Builds `b`, checks the module verifies and returns it.
inline XlaComputation BuildAndVerify(XlaBuilder& b) {
  absl::StatusOr<XlaComputation> computation = b.Build();
  EXPECT_TRUE(computation.ok()) << computation.status();
  if (!computation.ok()) return XlaComputation();
  absl::Status verified = HloVerifier::Verify(computation->module());
  EXPECT_TRUE(verified.ok()) << verified;
  // The HLO text parses back to a module that prints the same.
  std::string text = computation->ToString();
  absl::StatusOr<std::unique_ptr<HloModule>> parsed = ParseAndReturnUnverifiedModule(text);
  EXPECT_TRUE(parsed.ok()) << parsed.status() << "\n" << text;
  if (parsed.ok()) {
    EXPECT_EQ((*parsed)->ToString(), text);
  }
  return *std::move(computation);
}

}  // namespace xla::testing

#endif  // AXLE_TESTS_BUILDER_BUILDER_TEST_UTIL_H_
