// Shape inference: windows (reduce-window, select-and-scatter, convolution),
// reductions, dot, fft, triangular-solve, cholesky and batch norm.
#include <algorithm>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {

using shape_inference_internal::CheckDimensionIndex;
using shape_inference_internal::CheckMixableOperandTypes;
using shape_inference_internal::CheckDimensionList;
using shape_inference_internal::CheckReducer;
using shape_inference_internal::CheckScalarSignature;
using shape_inference_internal::DimsString;
using shape_inference_internal::ExpectArray;
using shape_inference_internal::HigherPrecisionType;
using shape_inference_internal::ResultTypeWithPreference;
using shape_inference_internal::SingleOrTuple;
using shape_inference_internal::TypeName;

namespace {

bool IsFloatOrComplex(PrimitiveType t) {
  return primitive_util::IsFloatingPointType(t) || primitive_util::IsComplexType(t);
}

// (bound - 1) * dilation + 1, and 0 for an empty bound.
std::optional<int64_t> DilatedBound(int64_t bound, int64_t dilation) {
  if (bound == 0) return 0;
  std::optional<int64_t> scaled = CheckedMul(bound - 1, dilation);
  if (!scaled) return std::nullopt;
  return CheckedAdd(*scaled, 1);
}

// The window walk of `op` over `base_shape`; `what` names the base in messages.
absl::StatusOr<Shape> WindowOutputShape(absl::string_view op, const Shape& base_shape,
                                        const Window& window, PrimitiveType element_type) {
  if (window.dimensions_size() != base_shape.rank()) {
    return InvalidArgument(op, ": window has ", window.dimensions_size(),
                           " dimensions but the operand ", base_shape.ToString(), " has rank ",
                           base_shape.rank());
  }
  std::vector<int64_t> dims(base_shape.rank());
  std::vector<bool> dynamic(base_shape.rank());
  for (int64_t i = 0; i < base_shape.rank(); ++i) {
    const WindowDimension& w = window.dimensions(i);
    if (w.size() < 1) {
      return InvalidArgument(op, ": window dimension ", i, " has size ", w.size(),
                             "; sizes must be >= 1");
    }
    if (w.stride() < 1) {
      return InvalidArgument(op, ": window dimension ", i, " has stride ", w.stride(),
                             "; strides must be >= 1");
    }
    if (w.base_dilation() < 1) {
      return InvalidArgument(op, ": window dimension ", i, " has base (lhs) dilation ",
                             w.base_dilation(), "; dilations must be >= 1");
    }
    if (w.window_dilation() < 1) {
      return InvalidArgument(op, ": window dimension ", i, " has window (rhs) dilation ",
                             w.window_dilation(), "; dilations must be >= 1");
    }
    std::optional<int64_t> base = DilatedBound(base_shape.dimensions(i), w.base_dilation());
    std::optional<int64_t> padded =
        base ? CheckedSum({*base, w.padding_low(), w.padding_high()}) : std::nullopt;
    std::optional<int64_t> effective = DilatedBound(w.size(), w.window_dilation());
    if (!padded || !effective) {
      return InvalidArgument(op, ": window dimension ", i, " overflows int64");
    }
    dims[i] = *padded < *effective ? 0 : (*padded - *effective) / w.stride() + 1;
    dynamic[i] = base_shape.is_dynamic_dimension(i);
  }
  return Shape(element_type, dims, dynamic);
}

// Shared by the batch-norm ops: a rank-1 float operand named `what` whose
// size is the feature count.
absl::Status CheckFeatureVector(absl::string_view op, absl::string_view what, const Shape& shape,
                                const Shape& operand, int64_t feature_count) {
  RETURN_IF_ERROR(ExpectArray(op, what, shape));
  if (shape.rank() != 1) {
    return InvalidArgument(op, ": ", what, " must have rank 1 but is ", shape.ToString());
  }
  if (shape.element_type() != operand.element_type()) {
    return InvalidArgument(op, ": ", what, " ", shape.ToString(),
                           " must have the operand's element type ",
                           TypeName(operand.element_type()));
  }
  if (shape.dimensions(0) != feature_count) {
    return InvalidArgument(op, ": ", what, " has ", shape.dimensions(0),
                           " elements but the feature dimension of the operand ",
                           operand.ToString(), " has size ", feature_count);
  }
  return absl::OkStatus();
}

absl::StatusOr<int64_t> CheckBatchNormOperand(absl::string_view op, const Shape& operand,
                                              int64_t feature_index) {
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  if (operand.rank() < 1) {
    return InvalidArgument(op, ": operand ", operand.ToString(), " must have rank >= 1");
  }
  if (!primitive_util::IsFloatingPointType(operand.element_type())) {
    return InvalidArgument(op, ": operand ", operand.ToString(),
                           " must have a floating-point element type");
  }
  RETURN_IF_ERROR(CheckDimensionIndex(op, "feature_index", feature_index, operand.rank()));
  return operand.dimensions(feature_index);
}

}  // namespace

absl::StatusOr<Shape> ShapeInference::InferWindowOutputShape(const Shape& base_shape,
                                                             const Window& window,
                                                             PrimitiveType element_type) {
  RETURN_IF_ERROR(ExpectArray("window", "base", base_shape));
  return WindowOutputShape("window", base_shape, window, element_type);
}

absl::StatusOr<Shape> ShapeInference::InferReduceWindowShape(
    absl::Span<const Shape* const> operands, absl::Span<const Shape* const> init_values,
    const Window& window, const ProgramShape& to_apply) {
  const std::string op = "reduce-window";
  if (operands.empty()) return InvalidArgument(op, ": needs at least one operand");
  if (operands.size() != init_values.size()) {
    return InvalidArgument(op, ": got ", operands.size(), " operands but ", init_values.size(),
                           " init values; they must pair up");
  }
  std::vector<PrimitiveType> types;
  for (size_t i = 0; i < operands.size(); ++i) {
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *operands[i]));
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("init value ", i), *init_values[i]));
    if (!ShapeUtil::SameDimensions(*operands[0], *operands[i])) {
      return InvalidArgument(op, ": all operands must have the same dimensions but operand 0 is ",
                             operands[0]->ToString(), " and operand ", i, " is ",
                             operands[i]->ToString());
    }
    if (!ShapeUtil::IsScalar(*init_values[i])) {
      return InvalidArgument(op, ": init value ", i, " must be a scalar but is ",
                             init_values[i]->ToString());
    }
    types.push_back(operands[i]->element_type());
  }
  RETURN_IF_ERROR(CheckReducer(op, "to_apply", to_apply, init_values, types));
  std::vector<Shape> results;
  for (size_t i = 0; i < operands.size(); ++i) {
    ASSIGN_OR_RETURN(Shape r,
                     WindowOutputShape(op, *operands[i], window, init_values[i]->element_type()));
    results.push_back(std::move(r));
  }
  return SingleOrTuple(std::move(results));
}

absl::StatusOr<Shape> ShapeInference::InferSelectAndScatterShape(
    const Shape& operand, const ProgramShape& select, const Window& window, const Shape& source,
    const Shape& init_value, const ProgramShape& scatter) {
  const std::string op = "select-and-scatter";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(ExpectArray(op, "source", source));
  RETURN_IF_ERROR(ExpectArray(op, "init value", init_value));
  if (!ShapeUtil::IsScalar(init_value)) {
    return InvalidArgument(op, ": init value must be a scalar but is ", init_value.ToString());
  }
  const PrimitiveType t = operand.element_type();
  RETURN_IF_ERROR(CheckScalarSignature(op, "select", select, {t, t}, PRED,
                                       /*ignore_fp_precision=*/true));
  ASSIGN_OR_RETURN(Shape windowed, WindowOutputShape(op, operand, window, t));
  if (!ShapeUtil::SameDimensions(windowed, source) || source.element_type() != t) {
    return InvalidArgument(op, ": source ", source.ToString(),
                           " must have the shape of the windowed operand ", windowed.ToString());
  }
  const Shape* inits[] = {&init_value};
  RETURN_IF_ERROR(CheckReducer(op, "scatter", scatter, inits, {source.element_type()}));
  Shape result = operand;
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferReduceShape(
    absl::Span<const Shape* const> arg_shapes, absl::Span<const int64_t> dimensions_to_reduce,
    const ProgramShape& to_apply) {
  const std::string op = "reduce";
  if (arg_shapes.empty() || arg_shapes.size() % 2 != 0) {
    return InvalidArgument(op, ": needs N operands followed by N init values (N >= 1) but got ",
                           arg_shapes.size(), " arguments");
  }
  const size_t n = arg_shapes.size() / 2;
  auto operands = arg_shapes.subspan(0, n);
  auto inits = arg_shapes.subspan(n);
  std::vector<PrimitiveType> types;
  for (size_t i = 0; i < n; ++i) {
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *operands[i]));
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("init value ", i), *inits[i]));
    if (!ShapeUtil::SameDimensions(*operands[0], *operands[i])) {
      return InvalidArgument(op, ": all operands must have the same dimensions but operand 0 is ",
                             operands[0]->ToString(), " and operand ", i, " is ",
                             operands[i]->ToString());
    }
    if (!ShapeUtil::IsScalar(*inits[i])) {
      return InvalidArgument(op, ": init value ", i, " must be a scalar but is ",
                             inits[i]->ToString());
    }
    types.push_back(operands[i]->element_type());
  }
  const Shape& arg = *operands[0];
  RETURN_IF_ERROR(CheckDimensionList(op, "dimensions", dimensions_to_reduce, arg.rank()));
  RETURN_IF_ERROR(CheckReducer(op, "to_apply", to_apply, inits, types));
  std::vector<int64_t> dims;
  std::vector<bool> dynamic;
  for (int64_t i = 0; i < arg.rank(); ++i) {
    if (std::find(dimensions_to_reduce.begin(), dimensions_to_reduce.end(), i) !=
        dimensions_to_reduce.end()) {
      continue;
    }
    dims.push_back(arg.dimensions(i));
    dynamic.push_back(arg.is_dynamic_dimension(i));
  }
  const Shape& result = to_apply.result();
  if (result.IsArray()) return Shape(result.element_type(), dims, dynamic);
  std::vector<Shape> results;
  for (const Shape& s : result.tuple_shapes()) {
    results.push_back(Shape(s.element_type(), dims, dynamic));
  }
  return Shape(std::move(results));
}

absl::StatusOr<Shape> ShapeInference::InferConvolveShape(
    const Shape& lhs, const Shape& rhs, int64_t feature_group_count, int64_t batch_group_count,
    const Window& window, const ConvolutionDimensionNumbers& dnums,
    std::optional<PrimitiveType> preferred_element_type) {
  const std::string op = "convolution";
  RETURN_IF_ERROR(ExpectArray(op, "lhs", lhs));
  RETURN_IF_ERROR(ExpectArray(op, "rhs", rhs));
  // XLA allows mixed operand types (s8 x bf16, s8 x s16...): the operands
  // are converted to the result type, by default the more precise one.
  RETURN_IF_ERROR(CheckMixableOperandTypes(op, lhs, rhs));
  if (feature_group_count < 1) {
    return InvalidArgument(op, ": feature_group_count is ", feature_group_count,
                           " but must be >= 1");
  }
  if (batch_group_count < 1) {
    return InvalidArgument(op, ": batch_group_count is ", batch_group_count, " but must be >= 1");
  }
  if (feature_group_count > 1 && batch_group_count > 1) {
    return InvalidArgument(op, ": feature_group_count ", feature_group_count,
                           " and batch_group_count ", batch_group_count,
                           " cannot both be greater than 1");
  }
  const int64_t spatial = dnums.input_spatial_dimensions_size();
  if (dnums.kernel_spatial_dimensions_size() != spatial ||
      dnums.output_spatial_dimensions_size() != spatial) {
    return InvalidArgument(op, ": dimension numbers list ", spatial, " input, ",
                           dnums.kernel_spatial_dimensions_size(), " kernel and ",
                           dnums.output_spatial_dimensions_size(),
                           " output spatial dimensions; they must agree");
  }
  if (window.dimensions_size() != spatial) {
    return InvalidArgument(op, ": window has ", window.dimensions_size(),
                           " dimensions but there are ", spatial, " spatial dimensions");
  }
  const int64_t rank = spatial + 2;
  if (lhs.rank() != rank) {
    return InvalidArgument(op, ": lhs ", lhs.ToString(), " has rank ", lhs.rank(), " but ", spatial,
                           " spatial dimensions need rank ", rank);
  }
  if (rhs.rank() != rank) {
    return InvalidArgument(op, ": rhs ", rhs.ToString(), " has rank ", rhs.rank(), " but ", spatial,
                           " spatial dimensions need rank ", rank);
  }
  auto check_dnums = [&](absl::string_view what, int64_t a, int64_t b,
                         absl::Span<const int64_t> spatial_dims) {
    std::vector<int64_t> all = {a, b};
    all.insert(all.end(), spatial_dims.begin(), spatial_dims.end());
    return CheckDimensionList(op, what, all, rank);
  };
  RETURN_IF_ERROR(check_dnums("input dimension numbers (batch, feature, spatial...)",
                              dnums.input_batch_dimension(), dnums.input_feature_dimension(),
                              dnums.input_spatial_dimensions()));
  RETURN_IF_ERROR(
      check_dnums("kernel dimension numbers (input feature, output feature, "
                  "spatial...)",
                  dnums.kernel_input_feature_dimension(), dnums.kernel_output_feature_dimension(),
                  dnums.kernel_spatial_dimensions()));
  RETURN_IF_ERROR(check_dnums("output dimension numbers (batch, feature, spatial...)",
                              dnums.output_batch_dimension(), dnums.output_feature_dimension(),
                              dnums.output_spatial_dimensions()));

  const int64_t input_batch = lhs.dimensions(dnums.input_batch_dimension());
  const int64_t input_features = lhs.dimensions(dnums.input_feature_dimension());
  const int64_t kernel_input_features = rhs.dimensions(dnums.kernel_input_feature_dimension());
  const int64_t kernel_output_features = rhs.dimensions(dnums.kernel_output_feature_dimension());
  if (input_features % feature_group_count != 0 ||
      input_features / feature_group_count != kernel_input_features) {
    return InvalidArgument(op, ": lhs feature dimension has size ", input_features,
                           ", which must equal feature_group_count ", feature_group_count,
                           " times the rhs input feature dimension size ", kernel_input_features);
  }
  if (kernel_output_features % feature_group_count != 0) {
    return InvalidArgument(op, ": rhs output feature dimension size ", kernel_output_features,
                           " must be divisible by feature_group_count ", feature_group_count);
  }
  if (kernel_output_features % batch_group_count != 0) {
    return InvalidArgument(op, ": rhs output feature dimension size ", kernel_output_features,
                           " must be divisible by batch_group_count ", batch_group_count);
  }
  if (input_batch % batch_group_count != 0) {
    return InvalidArgument(op, ": lhs batch dimension size ", input_batch,
                           " must be divisible by batch_group_count ", batch_group_count);
  }
  std::vector<int64_t> input_spatial(spatial);
  std::vector<bool> input_spatial_dynamic(spatial);
  for (int64_t i = 0; i < spatial; ++i) {
    const int64_t kernel_size = rhs.dimensions(dnums.kernel_spatial_dimensions(i));
    if (window.dimensions(i).size() != kernel_size) {
      return InvalidArgument(op, ": window dimension ", i, " has size ",
                             window.dimensions(i).size(), " but rhs spatial dimension ",
                             dnums.kernel_spatial_dimensions(i), " has size ", kernel_size);
    }
    input_spatial[i] = lhs.dimensions(dnums.input_spatial_dimensions(i));
    input_spatial_dynamic[i] = lhs.is_dynamic_dimension(dnums.input_spatial_dimensions(i)) ||
                               rhs.is_dynamic_dimension(dnums.kernel_spatial_dimensions(i));
  }
  ASSIGN_OR_RETURN(
      Shape windowed,
      WindowOutputShape(
          op, Shape(lhs.element_type(), input_spatial, input_spatial_dynamic),
          window, lhs.element_type()));
  ASSIGN_OR_RETURN(
      PrimitiveType type,
      ResultTypeWithPreference(op, HigherPrecisionType(lhs.element_type(), rhs.element_type()),
                               preferred_element_type));
  std::vector<int64_t> dims(rank);
  std::vector<bool> dynamic(rank);
  dims[dnums.output_batch_dimension()] = input_batch / batch_group_count;
  dynamic[dnums.output_batch_dimension()] = lhs.is_dynamic_dimension(dnums.input_batch_dimension());
  dims[dnums.output_feature_dimension()] = kernel_output_features;
  for (int64_t i = 0; i < spatial; ++i) {
    dims[dnums.output_spatial_dimensions(i)] = windowed.dimensions(i);
    dynamic[dnums.output_spatial_dimensions(i)] = windowed.is_dynamic_dimension(i);
  }
  return Shape(type, dims, dynamic);
}

absl::StatusOr<Shape> ShapeInference::InferDotOpShape(
    const Shape& lhs, const Shape& rhs, const DotDimensionNumbers& dnums,
    std::optional<PrimitiveType> preferred_element_type) {
  const std::string op = "dot";
  RETURN_IF_ERROR(ExpectArray(op, "lhs", lhs));
  RETURN_IF_ERROR(ExpectArray(op, "rhs", rhs));
  // XLA allows mixed operand types (s8 x bf16, s8 x s16...): the operands
  // are converted to the result type, by default the more precise one.
  RETURN_IF_ERROR(CheckMixableOperandTypes(op, lhs, rhs));
  auto side_dims = [](absl::Span<const int64_t> batch, absl::Span<const int64_t> contracting) {
    std::vector<int64_t> all(batch.begin(), batch.end());
    all.insert(all.end(), contracting.begin(), contracting.end());
    return all;
  };
  RETURN_IF_ERROR(CheckDimensionList(
      op, "lhs batch and contracting dimensions",
      side_dims(dnums.lhs_batch_dimensions(), dnums.lhs_contracting_dimensions()), lhs.rank()));
  RETURN_IF_ERROR(CheckDimensionList(
      op, "rhs batch and contracting dimensions",
      side_dims(dnums.rhs_batch_dimensions(), dnums.rhs_contracting_dimensions()), rhs.rank()));
  if (dnums.lhs_contracting_dimensions_size() != dnums.rhs_contracting_dimensions_size()) {
    return InvalidArgument(op, ": lhs has ", dnums.lhs_contracting_dimensions_size(),
                           " contracting dimensions ",
                           DimsString(dnums.lhs_contracting_dimensions()), " but rhs has ",
                           dnums.rhs_contracting_dimensions_size(), " ",
                           DimsString(dnums.rhs_contracting_dimensions()));
  }
  if (dnums.lhs_batch_dimensions_size() != dnums.rhs_batch_dimensions_size()) {
    return InvalidArgument(op, ": lhs has ", dnums.lhs_batch_dimensions_size(),
                           " batch dimensions ", DimsString(dnums.lhs_batch_dimensions()),
                           " but rhs has ", dnums.rhs_batch_dimensions_size(), " ",
                           DimsString(dnums.rhs_batch_dimensions()));
  }
  for (int i = 0; i < dnums.lhs_contracting_dimensions_size(); ++i) {
    int64_t l = dnums.lhs_contracting_dimensions(i), r = dnums.rhs_contracting_dimensions(i);
    if (lhs.dimensions(l) != rhs.dimensions(r)) {
      return InvalidArgument(op, ": lhs contracting dimension ", l, " has size ", lhs.dimensions(l),
                             " but rhs contracting dimension ", r, " has size ", rhs.dimensions(r),
                             " (lhs ", lhs.ToString(), ", rhs ", rhs.ToString(), ")");
    }
  }
  for (int i = 0; i < dnums.lhs_batch_dimensions_size(); ++i) {
    int64_t l = dnums.lhs_batch_dimensions(i), r = dnums.rhs_batch_dimensions(i);
    if (lhs.dimensions(l) != rhs.dimensions(r)) {
      return InvalidArgument(op, ": lhs batch dimension ", l, " has size ", lhs.dimensions(l),
                             " but rhs batch dimension ", r, " has size ", rhs.dimensions(r),
                             " (lhs ", lhs.ToString(), ", rhs ", rhs.ToString(), ")");
    }
  }
  std::vector<int64_t> dims;
  std::vector<bool> dynamic;
  for (int64_t d : dnums.lhs_batch_dimensions()) {
    dims.push_back(lhs.dimensions(d));
    dynamic.push_back(lhs.is_dynamic_dimension(d));
  }
  auto append_free = [&](const Shape& s, absl::Span<const int64_t> batch,
                         absl::Span<const int64_t> contracting) {
    for (int64_t i = 0; i < s.rank(); ++i) {
      if (std::find(batch.begin(), batch.end(), i) != batch.end() ||
          std::find(contracting.begin(), contracting.end(), i) != contracting.end()) {
        continue;
      }
      dims.push_back(s.dimensions(i));
      dynamic.push_back(s.is_dynamic_dimension(i));
    }
  };
  append_free(lhs, dnums.lhs_batch_dimensions(), dnums.lhs_contracting_dimensions());
  append_free(rhs, dnums.rhs_batch_dimensions(), dnums.rhs_contracting_dimensions());
  ASSIGN_OR_RETURN(
      PrimitiveType type,
      ResultTypeWithPreference(op, HigherPrecisionType(lhs.element_type(), rhs.element_type()),
                               preferred_element_type));
  return Shape(type, dims, dynamic);
}

absl::StatusOr<Shape> ShapeInference::InferFftShape(const Shape& in, FftType fft_type,
                                                    absl::Span<const int64_t> fft_length) {
  const std::string op = "fft";
  RETURN_IF_ERROR(ExpectArray(op, "operand", in));
  const int64_t fft_rank = fft_length.size();
  if (fft_rank < 1 || fft_rank > 3) {
    return InvalidArgument(op, ": fft_length ", DimsString(fft_length), " has ", fft_rank,
                           " entries; 1 to 3 are supported");
  }
  for (int64_t n : fft_length) {
    if (n < 0)
      return InvalidArgument(op, ": fft_length ", DimsString(fft_length),
                             " has the negative entry ", n);
  }
  if (in.rank() < fft_rank) {
    return InvalidArgument(op, ": operand ", in.ToString(), " has rank ", in.rank(),
                           " but fft_length ", DimsString(fft_length), " needs rank >= ", fft_rank);
  }
  const PrimitiveType type = in.element_type();
  const int64_t first = in.rank() - fft_rank;
  // Checks that operand dimension first+i equals `expected`.
  auto check_dim = [&](const char* kind, int64_t i, int64_t expected) -> absl::Status {
    if (in.dimensions(first + i) != expected) {
      return InvalidArgument(op, ": ", kind, " needs operand dimension ", first + i, " to be ",
                             expected, " (from fft_length ", DimsString(fft_length), ") but it is ",
                             in.dimensions(first + i), " in ", in.ToString());
    }
    return absl::OkStatus();
  };
  Shape result = in;
  result.clear_layout();
  switch (fft_type) {
    case FFT:
    case IFFT: {
      if (!primitive_util::IsComplexType(type)) {
        return InvalidArgument(op, ": ", fft_type == FFT ? "FFT" : "IFFT",
                               " needs a complex operand but got ", in.ToString());
      }
      // As XLA: the transform is fft_length long, the operand zero-padded or
      // truncated to it and the result back to the operand's dimensions.
      return result;
    }
    case RFFT: {
      if (type != F32 && type != F64) {
        return InvalidArgument(op, ": RFFT needs an f32 or f64 operand but got ", in.ToString());
      }
      for (int64_t i = 0; i < fft_rank; ++i) RETURN_IF_ERROR(check_dim("RFFT", i, fft_length[i]));
      result.set_element_type(type == F32 ? C64 : C128);
      if (fft_length.back() != 0) result.set_dimensions(in.rank() - 1, fft_length.back() / 2 + 1);
      return result;
    }
    case IRFFT: {
      if (!primitive_util::IsComplexType(type)) {
        return InvalidArgument(op, ": IRFFT needs a complex operand but got ", in.ToString());
      }
      for (int64_t i = 0; i + 1 < fft_rank; ++i) {
        RETURN_IF_ERROR(check_dim("IRFFT", i, fft_length[i]));
      }
      const int64_t last = in.dimensions(in.rank() - 1);
      if ((last != 0 || fft_length.back() != 0) && last != fft_length.back() / 2 + 1) {
        RETURN_IF_ERROR(check_dim("IRFFT", fft_rank - 1, fft_length.back() / 2 + 1));
      }
      result.set_element_type(primitive_util::ComplexComponentType(type));
      result.set_dimensions(in.rank() - 1, fft_length.back());
      return result;
    }
  }
  return InvalidArgument(op, ": invalid fft_type ", static_cast<int>(fft_type));
}

absl::StatusOr<Shape> ShapeInference::InferTriangularSolveShape(
    const Shape& a, const Shape& b, const TriangularSolveOptions& options) {
  const std::string op = "triangular-solve";
  RETURN_IF_ERROR(ExpectArray(op, "a", a));
  RETURN_IF_ERROR(ExpectArray(op, "b", b));
  if (!IsFloatOrComplex(a.element_type()) || a.element_type() != b.element_type()) {
    return InvalidArgument(op, ": a ", a.ToString(), " and b ", b.ToString(),
                           " must have the same floating-point or complex element type");
  }
  if (a.rank() < 2) {
    return InvalidArgument(op, ": a ", a.ToString(), " must have rank >= 2");
  }
  if (b.rank() != a.rank()) {
    return InvalidArgument(op, ": a ", a.ToString(), " has rank ", a.rank(), " but b ",
                           b.ToString(), " has rank ", b.rank(), "; they must be equal");
  }
  const int64_t r = a.rank();
  if (a.dimensions(r - 2) != a.dimensions(r - 1)) {
    return InvalidArgument(op, ": a ", a.ToString(),
                           " must be square in its last two "
                           "dimensions but they are ",
                           a.dimensions(r - 2), " and ", a.dimensions(r - 1));
  }
  const int64_t b_dim = options.left_side() ? r - 2 : r - 1;
  if (b.dimensions(b_dim) != a.dimensions(r - 1)) {
    return InvalidArgument(op, ": with left_side=", options.left_side() ? "true" : "false",
                           " b dimension ", b_dim, " must equal a's size ", a.dimensions(r - 1),
                           " but b is ", b.ToString());
  }
  for (int64_t i = 0; i + 2 < r; ++i) {
    if (a.dimensions(i) != b.dimensions(i)) {
      return InvalidArgument(op, ": batch dimension ", i, " is ", a.dimensions(i), " in a ",
                             a.ToString(), " but ", b.dimensions(i), " in b ", b.ToString());
    }
  }
  if (options.transpose_a() != TriangularSolveOptions::NO_TRANSPOSE &&
      options.transpose_a() != TriangularSolveOptions::TRANSPOSE &&
      options.transpose_a() != TriangularSolveOptions::ADJOINT) {
    return InvalidArgument(op, ": invalid transpose_a value ",
                           static_cast<int>(options.transpose_a()));
  }
  Shape result = b;
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferCholeskyShape(const Shape& a) {
  const std::string op = "cholesky";
  RETURN_IF_ERROR(ExpectArray(op, "operand", a));
  if (!IsFloatOrComplex(a.element_type())) {
    return InvalidArgument(op, ": operand ", a.ToString(),
                           " must have a floating-point or complex element type");
  }
  if (a.rank() < 2) return InvalidArgument(op, ": operand ", a.ToString(), " must have rank >= 2");
  if (a.dimensions(a.rank() - 2) != a.dimensions(a.rank() - 1)) {
    return InvalidArgument(op, ": operand ", a.ToString(),
                           " must be square in its last two "
                           "dimensions but they are ",
                           a.dimensions(a.rank() - 2), " and ", a.dimensions(a.rank() - 1));
  }
  Shape result = a;
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferBatchNormTrainingShape(const Shape& operand,
                                                                  const Shape& scale,
                                                                  const Shape& offset,
                                                                  int64_t feature_index) {
  const std::string op = "batch-norm-training";
  ASSIGN_OR_RETURN(int64_t features, CheckBatchNormOperand(op, operand, feature_index));
  RETURN_IF_ERROR(CheckFeatureVector(op, "scale", scale, operand, features));
  RETURN_IF_ERROR(CheckFeatureVector(op, "offset", offset, operand, features));
  Shape stats = Shape(operand.element_type(), {features});
  Shape out = operand;
  out.clear_layout();
  return ShapeUtil::MakeTupleShape({out, stats, stats});
}

absl::StatusOr<Shape> ShapeInference::InferBatchNormInferenceShape(
    const Shape& operand, const Shape& scale, const Shape& offset, const Shape& mean,
    const Shape& variance, int64_t feature_index) {
  const std::string op = "batch-norm-inference";
  ASSIGN_OR_RETURN(int64_t features, CheckBatchNormOperand(op, operand, feature_index));
  RETURN_IF_ERROR(CheckFeatureVector(op, "scale", scale, operand, features));
  RETURN_IF_ERROR(CheckFeatureVector(op, "offset", offset, operand, features));
  RETURN_IF_ERROR(CheckFeatureVector(op, "mean", mean, operand, features));
  RETURN_IF_ERROR(CheckFeatureVector(op, "variance", variance, operand, features));
  Shape out = operand;
  out.clear_layout();
  return out;
}

absl::StatusOr<Shape> ShapeInference::InferBatchNormGradShape(const Shape& operand,
                                                              const Shape& scale, const Shape& mean,
                                                              const Shape& variance,
                                                              const Shape& grad_output,
                                                              int64_t feature_index) {
  const std::string op = "batch-norm-grad";
  ASSIGN_OR_RETURN(int64_t features, CheckBatchNormOperand(op, operand, feature_index));
  RETURN_IF_ERROR(CheckFeatureVector(op, "scale", scale, operand, features));
  RETURN_IF_ERROR(CheckFeatureVector(op, "mean", mean, operand, features));
  RETURN_IF_ERROR(CheckFeatureVector(op, "variance", variance, operand, features));
  RETURN_IF_ERROR(ExpectArray(op, "grad_output", grad_output));
  if (!ShapeUtil::Compatible(grad_output, operand)) {
    return InvalidArgument(op, ": grad_output ", grad_output.ToString(),
                           " must have the operand's shape ", operand.ToString());
  }
  Shape stats = Shape(operand.element_type(), {features});
  Shape out = operand;
  out.clear_layout();
  return ShapeUtil::MakeTupleShape({out, stats, stats});
}

}  // namespace xla
