// Internal helpers shared by the files that implement the builder's ops.
// Not part of the public API.
#ifndef AXLE_BUILDER_OP_HELPERS_H_
#define AXLE_BUILDER_OP_HELPERS_H_

#include <cstdint>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/builder/xla_builder.h"

namespace xla::builder_internal {

// The builder of the first operand that has one; null if none has.
XlaBuilder* BuilderOf(absl::Span<const XlaOp> ops);
inline XlaBuilder* BuilderOf(std::initializer_list<XlaOp> ops) {
  return BuilderOf(absl::Span<const XlaOp>(ops.begin(), ops.size()));
}

// Runs `fn(builder)` under builder->ReportErrorOrReturn(op_name, ...). With no
// builder (every operand default-constructed) there is nowhere to report, and
// an uninitialized op comes back.
template <typename Fn>
XlaOp BuildOp(absl::string_view op_name, XlaBuilder* builder, Fn&& fn) {
  if (builder == nullptr) return XlaOp();
  return builder->ReportErrorOrReturn(
      op_name, [&]() -> absl::StatusOr<XlaOp> { return fn(builder); });
}

// An enum argument from an API caller (possibly an int cast to the enum) is
// checked as its integer before anything reads it as the enum: out of
// [first, last] it is an InvalidArgument naming the enum and the value.
template <typename Enum>
absl::Status CheckEnumInRange(absl::string_view enum_name, Enum value, Enum first, Enum last) {
  const int64_t raw = static_cast<int64_t>(value);
  if (raw < static_cast<int64_t>(first) || raw > static_cast<int64_t>(last)) {
    return absl::InvalidArgumentError(absl::StrCat(enum_name, " ", raw, " is out of range [",
                                                   static_cast<int64_t>(first), ", ",
                                                   static_cast<int64_t>(last), "]"));
  }
  return absl::OkStatus();
}

// Adds reshape (dropping size-1 dimensions that grow) and broadcast
// instructions so `operand` (of `operand_shape`) takes `output_dimensions`;
// operand dimension i maps to output dimension broadcast_dimensions[i].
// Returns `operand` itself when nothing changes.
absl::StatusOr<XlaOp> BroadcastTo(XlaBuilder* builder, XlaOp operand, const Shape& operand_shape,
                                  absl::Span<const int64_t> output_dimensions,
                                  absl::Span<const int64_t> broadcast_dimensions);

// A window from per-dimension sizes; empty strides, padding or dilations
// mean the defaults (1, none, 1); otherwise each needs one entry per
// window dimension.
absl::StatusOr<Window> MakeWindow(absl::Span<const int64_t> window_dimensions,
                                  absl::Span<const int64_t> window_strides,
                                  absl::Span<const std::pair<int64_t, int64_t>> padding,
                                  absl::Span<const int64_t> lhs_dilation,
                                  absl::Span<const int64_t> rhs_dilation);

// The program shape of a computation passed to an op, or an error naming
// which argument (e.g. "to_apply") is null.
absl::StatusOr<ProgramShape> CalledProgramShape(const XlaComputation& computation,
                                                absl::string_view role);

// Pointers to each shape, for the ShapeInference entry points that take them.
std::vector<const Shape*> ShapePtrs(absl::Span<const Shape> shapes);

// {0, 1, ..., n - 1}.
std::vector<int64_t> Iota64(int64_t n);

}  // namespace xla::builder_internal

#endif  // AXLE_BUILDER_OP_HELPERS_H_
