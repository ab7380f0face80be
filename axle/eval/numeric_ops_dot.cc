// dot: general dot dimension numbers. The result's dimensions are the batch
// dimensions, then lhs free (neither batch nor contracting) dimensions, then
// rhs free dimensions. Operands are converted to the result element type
// first (as XLA's evaluator does for a preferred element type); products are
// summed in the contracting index space's row-major order, in the
// accumulation type of numeric_ops_util.h.
//
// An f32 dot with a PrecisionConfig algorithm computes what the algorithm
// names, since that changes the result: the operands are rounded to bf16,
// tf32 or f16, and the _X3/_X6/_X9 forms split each f32 operand into 2 or 3
// such parts (hi = round(x), mid = round(x - hi), lo = round(x - hi - mid))
// and sum the products of the part pairs XLA uses (3, 6 or all 9), smallest
// terms first, each accumulated in f32. The other algorithms (f32, f64, f8
// with f32 accumulation, or a result already in the rounded type) compute
// exactly what the operand and result types say, so plain math is faithful.
// Complex products use XLA:CPU's plain formula under plain_complex_arithmetic
// (axle/base/plain_complex.h).
#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

#include "axle/base/plain_complex.h"
#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

template <typename T, bool kPlainComplex = false>
void DotKernel(const Literal& lhs, const Literal& rhs, absl::Span<const int64_t> lhs_out,
               absl::Span<const int64_t> rhs_out, absl::Span<const int64_t> lhs_k,
               absl::Span<const int64_t> rhs_k, Literal& result) {
  using Acc = Accumulator<T>;
  absl::Span<const T> a = lhs.data<T>();
  absl::Span<const T> b = rhs.data<T>();
  absl::Span<T> out = result.data<T>();
  if (lhs_k.empty()) {
    // Nothing to sum; a zero-element operand may have no data to point into.
    std::fill(out.begin(), out.end(), Acc::To(Acc::From(T(0))));
    return;
  }
  for (size_t i = 0; i < out.size(); ++i) {
    typename Acc::type sum = Acc::From(T(0));
    const T* a_base = a.data() + lhs_out[i];
    const T* b_base = b.data() + rhs_out[i];
    for (size_t k = 0; k < lhs_k.size(); ++k) {
      if constexpr (kPlainComplex) {
        sum = Acc::Add(sum, plain_complex::Multiply(Acc::From(a_base[lhs_k[k]]),
                                                    Acc::From(b_base[rhs_k[k]])));
      } else {
        sum = Acc::Add(sum, Acc::Mul(Acc::From(a_base[lhs_k[k]]), Acc::From(b_base[rhs_k[k]])));
      }
    }
    out[i] = Acc::To(sum);
  }
}

// tf32: f32 with a 10-bit significand, rounded to nearest even.
float RoundToTf32(float x) {
  if (!std::isfinite(x)) return x;
  uint32_t bits = std::bit_cast<uint32_t>(x);
  constexpr uint32_t kDropped = 13;  // 23 - 10 significand bits
  uint32_t half = (1u << (kDropped - 1)) - 1 + ((bits >> kDropped) & 1);
  bits = (bits + half) & ~((1u << kDropped) - 1);
  return std::bit_cast<float>(bits);
}

// How an algorithm rounds f32 operands, and which (lhs part, rhs part)
// products it sums; empty when it computes in plain f32.
struct SplitPlan {
  float (*round)(float) = nullptr;
  int parts = 0;
  std::vector<std::pair<int, int>> terms;
};

float RoundToBf16(float x) { return static_cast<float>(static_cast<bfloat16>(x)); }
float RoundToF16(float x) { return static_cast<float>(static_cast<half>(x)); }

SplitPlan PlanFor(PrecisionConfig::Algorithm algorithm) {
  // Smallest terms first, as XLA's emitters add them.
  const std::vector<std::pair<int, int>> x1 = {{0, 0}};
  const std::vector<std::pair<int, int>> x3 = {{1, 0}, {0, 1}, {0, 0}};
  const std::vector<std::pair<int, int>> x6 = {{1, 1}, {2, 0}, {0, 2}, {1, 0}, {0, 1}, {0, 0}};
  const std::vector<std::pair<int, int>> x9 = {{2, 2}, {2, 1}, {1, 2}, {1, 1}, {2, 0},
                                               {0, 2}, {1, 0}, {0, 1}, {0, 0}};
  switch (algorithm) {
    case PrecisionConfig::ALG_DOT_BF16_BF16_F32:
      return {RoundToBf16, 1, x1};
    case PrecisionConfig::ALG_DOT_BF16_BF16_F32_X3:
      return {RoundToBf16, 2, x3};
    case PrecisionConfig::ALG_DOT_BF16_BF16_F32_X6:
      return {RoundToBf16, 3, x6};
    case PrecisionConfig::ALG_DOT_BF16_BF16_F32_X9:
      return {RoundToBf16, 3, x9};
    case PrecisionConfig::ALG_DOT_TF32_TF32_F32:
      return {RoundToTf32, 1, x1};
    case PrecisionConfig::ALG_DOT_TF32_TF32_F32_X3:
      return {RoundToTf32, 2, x3};
    case PrecisionConfig::ALG_DOT_F16_F16_F32:
      return {RoundToF16, 1, x1};
    default:
      return {};
  }
}

// parts[i] = round(x - parts[0] - ... - parts[i-1]), element by element.
std::vector<Literal> SplitOperand(const Literal& operand, const SplitPlan& plan) {
  std::vector<Literal> parts;
  Literal rest = operand.Clone();
  for (int i = 0; i < plan.parts; ++i) {
    Literal part = rest.Clone();
    absl::Span<float> part_data = part.data<float>();
    absl::Span<float> rest_data = rest.data<float>();
    for (size_t e = 0; e < part_data.size(); ++e) {
      part_data[e] = plan.round(rest_data[e]);
      rest_data[e] -= part_data[e];
    }
    parts.push_back(std::move(part));
  }
  return parts;
}

absl::StatusOr<Literal> EvaluateDot(const HloInstruction& instruction, Operands operands,
                                    EvalContext& context) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const PrimitiveType type = instruction.shape().element_type();
  ASSIGN_OR_RETURN(Literal lhs, RowMajorAs(instruction, *operands[0], type));
  ASSIGN_OR_RETURN(Literal rhs, RowMajorAs(instruction, *operands[1], type));
  const DotDimensionNumbers& dnums = instruction.attributes().dot_dimension_numbers;
  const ContractionSpace space = MakeContractionSpace(lhs.shape(), rhs.shape(), dnums);
  ASSIGN_OR_RETURN(Literal result, NewArray(type, space.out_sizes));
  const SplitPlan plan =
      type == F32 ? PlanFor(instruction.attributes().precision_config.algorithm()) : SplitPlan();
  if (plan.parts == 0) {
    PrimitiveTypeSwitch(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (kIsComplex<T>) {
        if (context.options().plain_complex_arithmetic) {
          DotKernel<T, true>(lhs, rhs, space.lhs_out, space.rhs_out, space.lhs_k, space.rhs_k,
                             result);
          return;
        }
      }
      DotKernel<T>(lhs, rhs, space.lhs_out, space.rhs_out, space.lhs_k, space.rhs_k, result);
    });
    return FinishResult(instruction, std::move(result));
  }
  const std::vector<Literal> lhs_parts = SplitOperand(lhs, plan);
  const std::vector<Literal> rhs_parts = SplitOperand(rhs, plan);
  Literal term = result.Clone();
  absl::Span<float> sum = result.data<float>();
  for (const auto& [l, r] : plan.terms) {
    DotKernel<float>(lhs_parts[l], rhs_parts[r], space.lhs_out, space.rhs_out, space.lhs_k,
                     space.rhs_k, term);
    absl::Span<const float> values = term.data<float>();
    for (size_t e = 0; e < sum.size(); ++e) sum[e] += values[e];
  }
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterDotOp(OpRegistry& registry) { registry.Register(HloOpcode::kDot, EvaluateDot); }

}  // namespace numeric
}  // namespace xla
