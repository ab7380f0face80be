// Helpers for the shape inference tests.
#ifndef AXLE_TESTS_HLO_SHAPE_INFERENCE_TEST_UTIL_H_
#define AXLE_TESTS_HLO_SHAPE_INFERENCE_TEST_UTIL_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/shape/program_shape.h"
#include "axle/shape/shape.h"
#include "axle/shape/shape_util.h"
#include "gtest/gtest.h"

namespace xla {
namespace si_test {

inline Shape S(PrimitiveType type, std::vector<int64_t> dims) {
  return ShapeUtil::MakeShape(type, dims);
}
inline Shape Scalar(PrimitiveType type) { return ShapeUtil::MakeScalarShape(type); }
inline Shape Tup(std::vector<Shape> shapes) { return ShapeUtil::MakeTupleShape(shapes); }
inline Shape Tok() { return ShapeUtil::MakeTokenShape(); }

inline ProgramShape Sig(std::vector<Shape> params, Shape result) {
  ProgramShape p;
  for (Shape& s : params) p.add_parameters(s);
  p.set_result(result);
  return p;
}
// (T, T) -> T for scalar T.
inline ProgramShape Reducer(PrimitiveType t) { return Sig({Scalar(t), Scalar(t)}, Scalar(t)); }

inline void ExpectShape(const absl::StatusOr<Shape>& result, const Shape& expected) {
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_TRUE(ShapeUtil::EqualIgnoringLayout(*result, expected))
      << "got " << result->ToString() << " expected " << expected.ToString();
}

// The error is InvalidArgument and mentions each of `parts`.
inline void ExpectError(const absl::StatusOr<Shape>& result,
                        std::initializer_list<std::string> parts) {
  ASSERT_FALSE(result.ok()) << "unexpectedly got " << result->ToString();
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument) << result.status();
  const std::string message(result.status().message());
  for (const std::string& part : parts) {
    EXPECT_NE(message.find(part), std::string::npos)
        << "message \"" << message << "\" lacks \"" << part << "\"";
  }
}

}  // namespace si_test
}  // namespace xla

#endif  // AXLE_TESTS_HLO_SHAPE_INFERENCE_TEST_UTIL_H_
