// Comparing literals in tests and tools, with messages that say where and how
// they differ.
//
// Both functions require the same shape ignoring layouts and compare logical
// values (layouts may differ). NaN matches NaN whatever its payload.
// LiteralEqual is bitwise otherwise (-0 differs from +0, as in XLA).
// LiteralNear lets a floating-point element pass when its absolute error is
// within `abs` OR its relative error |actual - expected| / |expected| is within
// `rel` (XLA's rule); infinities must match exactly; complex values are
// compared per component; integers and pred must be equal.
#ifndef AXLE_LITERAL_LITERAL_COMPARISON_H_
#define AXLE_LITERAL_LITERAL_COMPARISON_H_

#include "absl/status/status.h"
#include "axle/literal/literal.h"

namespace xla {

struct ErrorSpec {
  ErrorSpec(double abs = 0, double rel = 0) : abs(abs), rel(rel) {}
  double abs;
  double rel;
};

absl::Status LiteralEqual(const Literal& expected, const Literal& actual);
absl::Status LiteralNear(const Literal& expected, const Literal& actual, const ErrorSpec& error);

}  // namespace xla

#endif  // AXLE_LITERAL_LITERAL_COMPARISON_H_
