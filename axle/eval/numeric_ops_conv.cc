// convolution, with XLA's semantics (HloEvaluator's reference loop):
//
// For an output element (b, oz, spatial o...), with
//   G_f = feature_group_count, G_b = batch_group_count,
//   K_in = kernel input features, O = kernel output features,
//   feature group  f = oz / (O / G_f),
//   batch group    g = oz / (O / G_b),
//   lhs batch      = b + g * (input batch / G_b),
// the value is the sum, over kernel spatial positions k (row-major) and then
// kernel input features iz in [0, K_in), of
//   lhs(lhs batch, f * K_in + iz, i...) * rhs(oz, iz, k or reversed k...)
// where, per spatial dimension, the dilated input position is
//   p = o * stride - padding_low + k * window_dilation,
// positions with p % base_dilation != 0 (holes of lhs dilation) or outside
// the input after dividing by base_dilation (padding, possibly negative) add
// nothing. Operands are converted to the result element type first; sums
// use the accumulation types of numeric_ops_util.h (integers wrap, as XLA's
// compiled backends do; note XLA's HloEvaluator saturates integer results).
#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

struct ConvGeometry {
  const ConvolutionDimensionNumbers* dnums;
  const Window* window;
  std::vector<int64_t> lhs_dims, rhs_dims, out_dims;
  std::vector<int64_t> lhs_strides, rhs_strides;
  int64_t feature_group_count, batch_group_count;
};

template <typename T>
void ConvKernel(const ConvGeometry& g, const Literal& lhs, const Literal& rhs, Literal& result) {
  using Acc = Accumulator<T>;
  const ConvolutionDimensionNumbers& dn = *g.dnums;
  const int64_t spatial = dn.input_spatial_dimensions_size();
  absl::Span<const T> a = lhs.data<T>();
  absl::Span<const T> b = rhs.data<T>();
  absl::Span<T> out = result.data<T>();

  const int64_t input_batch = g.lhs_dims[dn.input_batch_dimension()];
  const int64_t kernel_in = g.rhs_dims[dn.kernel_input_feature_dimension()];
  const int64_t kernel_out = g.rhs_dims[dn.kernel_output_feature_dimension()];
  const int64_t out_per_feature_group = kernel_out / g.feature_group_count;
  const int64_t out_per_batch_group = kernel_out / g.batch_group_count;
  const int64_t batch_group_size = input_batch / g.batch_group_count;

  std::vector<int64_t> window_sizes(spatial);
  for (int64_t s = 0; s < spatial; ++s) window_sizes[s] = g.window->dimensions(s).size();
  const int64_t window_count = Product(window_sizes);

  std::vector<int64_t> out_index(g.out_dims.size(), 0);
  std::vector<int64_t> k(spatial, 0);
  for (size_t linear = 0; linear < out.size(); ++linear) {
    const int64_t ob = out_index[dn.output_batch_dimension()];
    const int64_t oz = out_index[dn.output_feature_dimension()];
    const int64_t feature_group = oz / out_per_feature_group;
    const int64_t batch_group = oz / out_per_batch_group;
    const int64_t lhs_batch = ob + batch_group * batch_group_size;
    const int64_t lhs_base = lhs_batch * g.lhs_strides[dn.input_batch_dimension()] +
                             feature_group * kernel_in * g.lhs_strides[dn.input_feature_dimension()];
    const int64_t rhs_base = oz * g.rhs_strides[dn.kernel_output_feature_dimension()];
    typename Acc::type sum = Acc::From(T(0));
    std::fill(k.begin(), k.end(), 0);
    for (int64_t w = 0; w < window_count; ++w, NextIndex(window_sizes, absl::MakeSpan(k))) {
      int64_t lhs_offset = lhs_base;
      int64_t rhs_offset = rhs_base;
      bool inside = true;
      for (int64_t s = 0; s < spatial && inside; ++s) {
        const WindowDimension& wd = g.window->dimensions(s);
        const int64_t in_dim = dn.input_spatial_dimensions(s);
        // In 128 bits: with padding near INT64_MIN or INT64_MAX, p leaves int64.
        const __int128 p =
            static_cast<__int128>(out_index[dn.output_spatial_dimensions(s)]) * wd.stride() -
            wd.padding_low() + static_cast<__int128>(k[s]) * wd.window_dilation();
        if (p < 0 || p % wd.base_dilation() != 0) {
          inside = false;
          break;
        }
        const __int128 i = p / wd.base_dilation();
        if (i >= g.lhs_dims[in_dim]) {
          inside = false;
          break;
        }
        lhs_offset += static_cast<int64_t>(i) * g.lhs_strides[in_dim];
        const int64_t kk = wd.window_reversal() ? wd.size() - 1 - k[s] : k[s];
        rhs_offset += kk * g.rhs_strides[dn.kernel_spatial_dimensions(s)];
      }
      if (!inside) continue;
      const int64_t lhs_z_stride = g.lhs_strides[dn.input_feature_dimension()];
      const int64_t rhs_z_stride = g.rhs_strides[dn.kernel_input_feature_dimension()];
      for (int64_t iz = 0; iz < kernel_in; ++iz) {
        sum = Acc::Add(sum, Acc::Mul(Acc::From(a[lhs_offset + iz * lhs_z_stride]),
                                     Acc::From(b[rhs_offset + iz * rhs_z_stride])));
      }
    }
    out[linear] = Acc::To(sum);
    NextIndex(g.out_dims, absl::MakeSpan(out_index));
  }
}

absl::StatusOr<Literal> EvaluateConvolution(const HloInstruction& instruction, Operands operands,
                                            EvalContext&) {
  ASSIGN_OR_RETURN(const Shape result_shape, CheckInstruction(instruction, operands));
  // A pred convolution is the OR of ANDs: computed as an s32 count of true
  // products, then compared with zero.
  const PrimitiveType result_type = result_shape.element_type();
  const PrimitiveType type = result_type == PRED ? S32 : result_type;
  ASSIGN_OR_RETURN(Literal lhs, RowMajorAs(instruction, *operands[0], type));
  ASSIGN_OR_RETURN(Literal rhs, RowMajorAs(instruction, *operands[1], type));
  const HloAttributes& attrs = instruction.attributes();
  ConvGeometry g;
  g.dnums = &attrs.convolution_dimension_numbers;
  g.window = &attrs.window;
  g.lhs_dims.assign(lhs.shape().dimensions().begin(), lhs.shape().dimensions().end());
  g.rhs_dims.assign(rhs.shape().dimensions().begin(), rhs.shape().dimensions().end());
  g.out_dims.assign(result_shape.dimensions().begin(), result_shape.dimensions().end());
  g.lhs_strides = Strides(g.lhs_dims);
  g.rhs_strides = Strides(g.rhs_dims);
  g.feature_group_count = attrs.feature_group_count;
  g.batch_group_count = attrs.batch_group_count;
  // Shape inference guarantees these divide; guard the divisions anyway.
  const int64_t kernel_out = g.rhs_dims[g.dnums->kernel_output_feature_dimension()];
  if (kernel_out > 0 && (kernel_out / g.feature_group_count == 0 ||
                         kernel_out / g.batch_group_count == 0)) {
    return InvalidArgument(OpName(instruction), ": group counts exceed the output features");
  }
  ASSIGN_OR_RETURN(Literal result, NewArray(type, g.out_dims));
  // An empty input or kernel: every output is a sum of no products (zero),
  // without walking a window that may be 2^62 long.
  if (ShapeUtil::ElementsIn(lhs.shape()) == 0 || ShapeUtil::ElementsIn(rhs.shape()) == 0) {
    ASSIGN_OR_RETURN(Literal zeros, NewArray(result_type, g.out_dims));
    return FinishResult(instruction, std::move(zeros));
  }
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_same_v<T, bool>) ConvKernel<T>(g, lhs, rhs, result);
  });
  if (result_type == PRED) {
    ASSIGN_OR_RETURN(result, RowMajorAs(instruction, result, PRED));
  }
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterConvolutionOp(OpRegistry& registry) {
  registry.Register(HloOpcode::kConvolution, EvaluateConvolution);
}

}  // namespace numeric
}  // namespace xla
