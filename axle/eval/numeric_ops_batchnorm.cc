// batch-norm-training, batch-norm-inference and batch-norm-grad, with the
// spec's formulas. For feature l, over the m elements of all other
// dimensions:
//   mean_l = sum x / m,   var_l = sum (x - mean_l)^2 / m   (biased; two passes)
//   training/inference: y = scale_l (x - mean_l) / sqrt(var_l + eps) + offset_l
//   grad: c_l       = 1/m sum dy (x - mean_l) / (var_l + eps)
//         grad_x    = scale_l / sqrt(var_l + eps) (dy - mean(dy)_l - c_l (x - mean_l))
//         grad_scale_l  = sum dy (x - mean_l) / sqrt(var_l + eps)
//         grad_offset_l = sum dy
// Training returns (y, mean, var); grad returns (grad_x, grad_scale,
// grad_offset). Sums are sequential in row-major order and computed in
// ComputeType (float for f16/bf16/f32, double for f64); results are rounded
// to the element type once. m = 0 gives NaN statistics.
#include <cmath>

#include "axle/base/checked_math.h"
#include "axle/eval/numeric_ops_util.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace numeric {
namespace {

// Where the feature dimension sits in a row-major array.
struct FeatureLayout {
  int64_t features = 0;  // size of the feature dimension
  int64_t inner = 1;     // elements per step of the feature index
  int64_t Feature(int64_t linear) const { return (linear / inner) % features; }
};

FeatureLayout MakeFeatureLayout(const Shape& shape, int64_t feature_index) {
  FeatureLayout f;
  f.features = shape.dimensions(feature_index);
  f.inner = RowMajorStrides(shape.dimensions())[feature_index];  // 0 when empty: no element
  return f;
}

template <typename T>
std::vector<ComputeType<T>> ToCompute(const Literal& literal) {
  absl::Span<const T> v = literal.data<T>();
  return std::vector<ComputeType<T>>(v.begin(), v.end());
}

template <typename T>
void Store(const std::vector<ComputeType<T>>& values, Literal& out) {
  absl::Span<T> o = out.data<T>();
  for (size_t i = 0; i < o.size(); ++i) o[i] = static_cast<T>(values[i]);
}

// Per-feature sums of fn(linear index).
template <typename C, typename Fn>
std::vector<C> FeatureSums(const FeatureLayout& f, int64_t count, Fn fn) {
  std::vector<C> sums(f.features, C(0));
  for (int64_t i = 0; i < count; ++i) sums[f.Feature(i)] += fn(i);
  return sums;
}

template <typename T>
struct BatchNormInputs {
  using C = ComputeType<T>;
  FeatureLayout layout;
  int64_t count;
  C m;  // elements per feature
  C epsilon;
  std::vector<C> x;
};

template <typename T>
BatchNormInputs<T> MakeInputs(const HloInstruction& instruction, const Literal& operand) {
  using C = ComputeType<T>;
  BatchNormInputs<T> in;
  in.layout = MakeFeatureLayout(operand.shape(), instruction.attributes().feature_index);
  in.count = operand.element_count();
  in.m = in.layout.features == 0 ? C(0) : static_cast<C>(in.count / in.layout.features);
  in.epsilon = static_cast<C>(instruction.attributes().epsilon);
  in.x = ToCompute<T>(operand);
  return in;
}

// y = scale (x - mean) / sqrt(var + eps) + offset.
template <typename T>
std::vector<ComputeType<T>> Normalize(const BatchNormInputs<T>& in,
                                      const std::vector<ComputeType<T>>& scale,
                                      const std::vector<ComputeType<T>>& offset,
                                      const std::vector<ComputeType<T>>& mean,
                                      const std::vector<ComputeType<T>>& var) {
  std::vector<ComputeType<T>> y(in.count);
  for (int64_t i = 0; i < in.count; ++i) {
    const int64_t l = in.layout.Feature(i);
    y[i] = scale[l] * (in.x[i] - mean[l]) / std::sqrt(var[l] + in.epsilon) + offset[l];
  }
  return y;
}

template <typename T>
std::pair<std::vector<ComputeType<T>>, std::vector<ComputeType<T>>> Moments(
    const BatchNormInputs<T>& in) {
  using C = ComputeType<T>;
  std::vector<C> mean = FeatureSums<C>(in.layout, in.count, [&](int64_t i) { return in.x[i]; });
  for (C& v : mean) v /= in.m;
  std::vector<C> var = FeatureSums<C>(in.layout, in.count, [&](int64_t i) {
    const C d = in.x[i] - mean[in.layout.Feature(i)];
    return d * d;
  });
  for (C& v : var) v /= in.m;
  return {std::move(mean), std::move(var)};
}

template <typename T>
absl::StatusOr<Literal> Training(const HloInstruction& instruction, Operands operands) {
  const BatchNormInputs<T> in = MakeInputs<T>(instruction, RowMajor(*operands[0]));
  auto [mean, var] = Moments(in);
  const auto y = Normalize(in, ToCompute<T>(*operands[1]), ToCompute<T>(*operands[2]), mean, var);
  const PrimitiveType type = operands[0]->shape().element_type();
  ASSIGN_OR_RETURN(Literal out, NewArray(type, operands[0]->shape().dimensions()));
  ASSIGN_OR_RETURN(Literal out_mean, NewArray(type, {in.layout.features}));
  ASSIGN_OR_RETURN(Literal out_var, NewArray(type, {in.layout.features}));
  Store<T>(y, out);
  Store<T>(mean, out_mean);
  Store<T>(var, out_var);
  return LiteralUtil::MakeTupleOwned(std::move(out), std::move(out_mean), std::move(out_var));
}

template <typename T>
absl::StatusOr<Literal> Inference(const HloInstruction& instruction, Operands operands) {
  const BatchNormInputs<T> in = MakeInputs<T>(instruction, RowMajor(*operands[0]));
  const auto y = Normalize(in, ToCompute<T>(*operands[1]), ToCompute<T>(*operands[2]),
                           ToCompute<T>(*operands[3]), ToCompute<T>(*operands[4]));
  ASSIGN_OR_RETURN(Literal out, NewArray(operands[0]->shape().element_type(),
                                         operands[0]->shape().dimensions()));
  Store<T>(y, out);
  return out;
}

template <typename T>
absl::StatusOr<Literal> Grad(const HloInstruction& instruction, Operands operands) {
  using C = ComputeType<T>;
  const BatchNormInputs<T> in = MakeInputs<T>(instruction, RowMajor(*operands[0]));
  const std::vector<C> scale = ToCompute<T>(*operands[1]);
  const std::vector<C> mean = ToCompute<T>(*operands[2]);
  const std::vector<C> var = ToCompute<T>(*operands[3]);
  const std::vector<C> dy = ToCompute<T>(RowMajor(*operands[4]));
  const FeatureLayout& f = in.layout;
  auto centered = [&](int64_t i) { return in.x[i] - mean[f.Feature(i)]; };
  const std::vector<C> grad_offset = FeatureSums<C>(f, in.count, [&](int64_t i) { return dy[i]; });
  const std::vector<C> dy_xc = FeatureSums<C>(f, in.count, [&](int64_t i) {
    return dy[i] * centered(i);
  });
  std::vector<C> grad_scale(f.features), c(f.features), mean_dy(f.features);
  for (int64_t l = 0; l < f.features; ++l) {
    grad_scale[l] = dy_xc[l] / std::sqrt(var[l] + in.epsilon);
    c[l] = dy_xc[l] / (var[l] + in.epsilon) / in.m;
    mean_dy[l] = grad_offset[l] / in.m;
  }
  std::vector<C> grad_x(in.count);
  for (int64_t i = 0; i < in.count; ++i) {
    const int64_t l = f.Feature(i);
    grad_x[i] = scale[l] / std::sqrt(var[l] + in.epsilon) * (dy[i] - mean_dy[l] - c[l] * centered(i));
  }
  const PrimitiveType type = operands[0]->shape().element_type();
  ASSIGN_OR_RETURN(Literal out_x, NewArray(type, operands[0]->shape().dimensions()));
  ASSIGN_OR_RETURN(Literal out_scale, NewArray(type, {f.features}));
  ASSIGN_OR_RETURN(Literal out_offset, NewArray(type, {f.features}));
  Store<T>(grad_x, out_x);
  Store<T>(grad_scale, out_scale);
  Store<T>(grad_offset, out_offset);
  return LiteralUtil::MakeTupleOwned(std::move(out_x), std::move(out_scale),
                                     std::move(out_offset));
}

// Runs kernel<T> for the operand's floating-point element type.
template <template <typename> class Kernel>
OpEvaluatorFn MakeEvaluator() {
  return [](const HloInstruction& instruction, Operands operands,
            EvalContext&) -> absl::StatusOr<Literal> {
    RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
    const PrimitiveType type = operands[0]->shape().element_type();
    absl::StatusOr<Literal> result = UnsupportedType(instruction, type);
    PrimitiveTypeSwitch(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (kIsFloating<T>) result = Kernel<T>::Run(instruction, operands);
    });
    if (!result.ok()) return result.status();
    return FinishResult(instruction, *std::move(result));
  };
}

template <typename T>
struct TrainingKernel {
  static absl::StatusOr<Literal> Run(const HloInstruction& i, Operands o) { return Training<T>(i, o); }
};
template <typename T>
struct InferenceKernel {
  static absl::StatusOr<Literal> Run(const HloInstruction& i, Operands o) { return Inference<T>(i, o); }
};
template <typename T>
struct GradKernel {
  static absl::StatusOr<Literal> Run(const HloInstruction& i, Operands o) { return Grad<T>(i, o); }
};

}  // namespace

void RegisterBatchNormOps(OpRegistry& registry) {
  registry.Register(HloOpcode::kBatchNormTraining, MakeEvaluator<TrainingKernel>());
  registry.Register(HloOpcode::kBatchNormInference, MakeEvaluator<InferenceKernel>());
  registry.Register(HloOpcode::kBatchNormGrad, MakeEvaluator<GradKernel>());
}

}  // namespace numeric
}  // namespace xla
