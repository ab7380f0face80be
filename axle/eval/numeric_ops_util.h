// Internal to the numeric evaluators (axle/eval/numeric_ops*.cc): dot,
// convolution, reductions and windows, fft, linear algebra, batch norm, rng.
//
// Every evaluator starts with CheckInstruction, which re-runs shape inference
// on the instruction and checks that the operand literals match it; after
// that the kernels may trust dimensions, types and attributes. Kernels work
// on row-major copies of their operands (RowMajor) and build row-major
// results that FinishResult gives the instruction's layout.
//
// Arithmetic types. Sums of products accumulate as XLA's evaluator does:
//   - integers wrap modulo 2^bits (computed in uint64 and truncated, which is
//     the same as wrapping in the element type and has no signed overflow);
//   - pred: OR of ANDs;
//   - f16/bf16: accumulate in float, round once at the end;
//   - f32/f64/complex: in the element type.
// The linear-algebra and batch-norm kernels compute in ComputeType
// (axle/base/numeric_types.h): float for f16/bf16/f32, double for f64, and
// the complex of those.
#ifndef AXLE_EVAL_NUMERIC_OPS_UTIL_H_
#define AXLE_EVAL_NUMERIC_OPS_UTIL_H_

#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/base/numeric_types.h"
#include "axle/base/status_macros.h"
#include "axle/eval/eval_context.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace numeric {

using Operands = absl::Span<const Literal* const>;

// "dot %name".
std::string OpName(const HloInstruction& instruction);
absl::Status UnsupportedType(const HloInstruction& instruction, PrimitiveType type);

// Checks that `operands` are as many as the instruction's, each fitting its
// operand's shape (a dynamic dimension may hold fewer elements than its
// bound), and that shape inference accepts the instruction and agrees with
// its shape. Returns the (static) shape of the result for these operands:
// the instruction's shape, or, where operands have dynamic sizes below their
// bounds, the shape inferred from the operands' actual sizes.
absl::StatusOr<Shape> CheckInstruction(const HloInstruction& instruction, Operands operands);

// A copy of an array literal in the default (row-major) layout; `literal`
// itself when it already is.
Literal RowMajor(const Literal& literal);
// `operand` converted to `type` (XLA convert semantics) in row-major layout.
absl::StatusOr<Literal> RowMajorAs(const HloInstruction& instruction, const Literal& operand,
                                   PrimitiveType type);
// A zero-filled row-major array.
absl::StatusOr<Literal> NewArray(PrimitiveType type, absl::Span<const int64_t> dims);
// `result` (row-major arrays, or a tuple of them) in the layout of the
// instruction's shape, where it has one.
Literal FinishResult(const HloInstruction& instruction, Literal result);

// Row-major strides of `dims`.
std::vector<int64_t> Strides(absl::Span<const int64_t> dims);
// Product of `dims` (a valid shape's, so it fits in int64; 0 if any is 0).
int64_t Product(absl::Span<const int64_t> dims);
// For every index of the index space `sizes`, in row-major order, the linear
// offset sum(index[i] * strides[i]).
std::vector<int64_t> LinearOffsets(absl::Span<const int64_t> sizes,
                                   absl::Span<const int64_t> strides);
// Advances `index` over `sizes` in row-major order; false after the last.
bool NextIndex(absl::Span<const int64_t> sizes, absl::Span<int64_t> index);

// The index spaces of a dot-like contraction of row-major `lhs` and `rhs`
// by `dnums`: the result (`leading_sizes`, which neither operand moves
// along, then batch, lhs free and rhs free dimensions) and the contracted
// positions, each as element offsets into lhs and rhs. `rhs_skipped_dim`
// (-1: none) is an rhs dimension in neither (ragged-dot's group dimension).
struct ContractionSpace {
  std::vector<int64_t> out_sizes;
  std::vector<int64_t> lhs_out, rhs_out;
  std::vector<int64_t> k_sizes;
  std::vector<int64_t> lhs_k, rhs_k;
  std::vector<int64_t> lhs_position;  // each lhs dimension's result dimension; -1: contracted
};
ContractionSpace MakeContractionSpace(const Shape& lhs, const Shape& rhs,
                                      const DotDimensionNumbers& dnums,
                                      absl::Span<const int64_t> leading_sizes = {},
                                      int64_t rhs_skipped_dim = -1);

// Scalar element `linear` (storage order) of an array, and the reverse.
Literal ScalarAt(const Literal& array, int64_t linear);
void StoreScalar(const Literal& scalar, Literal& array, int64_t linear);

// ---- Accumulation types (see the file comment).
template <typename T, typename Enable = void>
struct Accumulator {
  using type = T;
  static type From(T v) { return v; }
  static T To(type v) { return v; }
  static type Add(type a, type b) { return a + b; }
  static type Mul(type a, type b) { return a * b; }
};
template <>
struct Accumulator<bool> {
  using type = bool;
  static bool From(bool v) { return v; }
  static bool To(bool v) { return v; }
  static bool Add(bool a, bool b) { return a || b; }
  static bool Mul(bool a, bool b) { return a && b; }
};
template <typename T>
struct Accumulator<T, std::enable_if_t<kIsInteger<T>>> {
  using type = uint64_t;
  static uint64_t From(T v) { return static_cast<uint64_t>(v); }
  static T To(uint64_t v) { return static_cast<T>(v); }
  static uint64_t Add(uint64_t a, uint64_t b) { return a + b; }
  static uint64_t Mul(uint64_t a, uint64_t b) { return a * b; }
};
template <typename T>
struct Accumulator<T, std::enable_if_t<kIsSmallFloat<T>>> {
  using type = float;
  static float From(T v) { return static_cast<float>(v); }
  static T To(float v) { return static_cast<T>(v); }
  static float Add(float a, float b) { return a + b; }
  static float Mul(float a, float b) { return a * b; }
};

// ---- Registration of each group (one file each).
void RegisterDotOp(OpRegistry& registry);
void RegisterConvolutionOp(OpRegistry& registry);
void RegisterReduceOp(OpRegistry& registry);
void RegisterReduceWindowOp(OpRegistry& registry);
void RegisterSelectAndScatterOp(OpRegistry& registry);
void RegisterFftOp(OpRegistry& registry);
void RegisterCholeskyOp(OpRegistry& registry);
void RegisterTriangularSolveOp(OpRegistry& registry);
void RegisterBatchNormOps(OpRegistry& registry);
void RegisterRngOp(OpRegistry& registry);
void RegisterRngBitGeneratorOp(OpRegistry& registry);
void RegisterRaggedDotOp(OpRegistry& registry);

}  // namespace numeric
}  // namespace xla

#endif  // AXLE_EVAL_NUMERIC_OPS_UTIL_H_
