// Linear algebra and numerics: dot_general, dot, convolution, fft,
// triangular_solve, cholesky, batch norm, rng, rng_bit_generator.
// A dot's or convolution's declared result element type is passed on as
// the preferred element type (bf16 x bf16 -> f32 stays f32).
#include <utility>

#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

// The value of an enum attribute among `names` (its index), or an error.
absl::StatusOr<int64_t> EnumIndex(const OpContext& c, absl::string_view attribute,
                                  std::initializer_list<const char*> names,
                                  std::optional<int64_t> fallback = std::nullopt) {
  if (c.Attr(attribute) == nullptr && fallback.has_value()) return *fallback;
  ASSIGN_OR_RETURN(std::string value, c.Enum(attribute));
  int64_t index = 0;
  for (const char* name : names) {
    if (value == name) return index;
    ++index;
  }
  return InvalidArgument("unknown ", attribute, " '", value, "'");
}

absl::StatusOr<OpResults> ConvertDotGeneral(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  ASSIGN_OR_RETURN(DotDimensionNumbers dnums,
                   ReadDotDimensionNumbers(c.Attr("dot_dimension_numbers")));
  ASSIGN_OR_RETURN(PrecisionConfig precision,
                   ReadPrecisionConfig(c.Attr("precision_config"), c.Attr("algorithm")));
  ASSIGN_OR_RETURN(PrimitiveType type, c.ResultElementType(0));
  return OpResults{DotGeneral(c.operand(0), c.operand(1), dnums, &precision, type)};
}

absl::StatusOr<OpResults> ConvertDot(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  ASSIGN_OR_RETURN(PrecisionConfig precision,
                   ReadPrecisionConfig(c.Attr("precision_config"), nullptr));
  ASSIGN_OR_RETURN(PrimitiveType type, c.ResultElementType(0));
  return OpResults{Dot(c.operand(0), c.operand(1), &precision, type)};
}

// convolution, and dynamic_conv (its padding a constant third operand).
absl::StatusOr<OpResults> ConvertConvolution(OpContext& c) {
  const bool dynamic = c.op().name == "stablehlo.dynamic_conv";
  RETURN_IF_ERROR(c.ExpectOperands(dynamic ? 3 : 2));
  ASSIGN_OR_RETURN(ConvolutionDimensionNumbers dnums,
                   ReadConvDimensionNumbers(c.Attr("dimension_numbers")));
  ASSIGN_OR_RETURN(Shape lhs, c.OperandShape(0));
  ASSIGN_OR_RETURN(Shape rhs, c.OperandShape(1));
  const int64_t spatial = dnums.kernel_spatial_dimensions_size();
  const std::vector<int64_t> ones(spatial, 1);
  ASSIGN_OR_RETURN(std::vector<int64_t> strides, c.IntsOr("window_strides", ones));
  ASSIGN_OR_RETURN(std::vector<int64_t> lhs_dilation, c.IntsOr("lhs_dilation", ones));
  ASSIGN_OR_RETURN(std::vector<int64_t> rhs_dilation, c.IntsOr("rhs_dilation", ones));
  ASSIGN_OR_RETURN(std::vector<int64_t> reversal,
                   c.IntsOr("window_reversal", std::vector<int64_t>(spatial, 0)));
  std::vector<std::vector<int64_t>> padding(spatial, std::vector<int64_t>{0, 0});
  if (dynamic) {
    ASSIGN_OR_RETURN(std::vector<int64_t> flat, c.ConstantOperandInts(2));
    if (static_cast<int64_t>(flat.size()) != 2 * spatial) {
      return InvalidArgument("the padding operand needs ", 2 * spatial, " values");
    }
    for (int64_t i = 0; i < spatial; ++i) padding[i] = {flat[2 * i], flat[2 * i + 1]};
  } else if (c.Attr("padding") != nullptr) {
    ASSIGN_OR_RETURN(padding, ReadIntRows(c.Attr("padding"), "padding", 2));
  }
  for (const auto* list : {&strides, &lhs_dilation, &rhs_dilation, &reversal}) {
    if (static_cast<int64_t>(list->size()) != spatial) {
      return InvalidArgument("window attributes need ", spatial, " entries (one per spatial "
                             "dimension)");
    }
  }
  if (static_cast<int64_t>(padding.size()) != spatial) {
    return InvalidArgument("padding needs ", spatial, " rows");
  }
  Window window;
  for (int64_t i = 0; i < spatial; ++i) {
    const int64_t kernel_dim = dnums.kernel_spatial_dimensions(i);
    if (kernel_dim < 0 || kernel_dim >= rhs.rank()) {
      return InvalidArgument("kernel spatial dimension ", kernel_dim, " out of range");
    }
    WindowDimension* dim = window.add_dimensions();
    dim->set_size(rhs.dimensions(kernel_dim));
    dim->set_stride(strides[i]);
    dim->set_padding_low(padding[i][0]);
    dim->set_padding_high(padding[i][1]);
    dim->set_base_dilation(lhs_dilation[i]);
    dim->set_window_dilation(rhs_dilation[i]);
    dim->set_window_reversal(reversal[i] != 0);
  }
  HloAttributes attributes;
  attributes.window = window;
  attributes.convolution_dimension_numbers = dnums;
  ASSIGN_OR_RETURN(attributes.feature_group_count, c.IntOr("feature_group_count", 1));
  ASSIGN_OR_RETURN(attributes.batch_group_count, c.IntOr("batch_group_count", 1));
  ASSIGN_OR_RETURN(attributes.precision_config,
                   ReadPrecisionConfig(c.Attr("precision_config"), nullptr));
  ASSIGN_OR_RETURN(PrimitiveType type, c.ResultElementType(0));
  ASSIGN_OR_RETURN(Shape result, ShapeInference::InferConvolveShape(
                                     lhs, rhs, attributes.feature_group_count,
                                     attributes.batch_group_count, window, dnums, type));
  ASSIGN_OR_RETURN(XlaOp op, c.builder()->AddInstruction(HloOpcode::kConvolution, result,
                                                         c.operands().subspan(0, 2), attributes));
  return OpResults{op};
}

absl::StatusOr<OpResults> ConvertFft(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(int64_t type, EnumIndex(c, "fft_type", {"FFT", "IFFT", "RFFT", "IRFFT"}));
  ASSIGN_OR_RETURN(std::vector<int64_t> length, c.Ints("fft_length"));
  return OpResults{Fft(c.operand(0), static_cast<FftType>(type), length)};
}

absl::StatusOr<OpResults> ConvertTriangularSolve(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  ASSIGN_OR_RETURN(bool left_side, c.BoolOr("left_side", false));
  ASSIGN_OR_RETURN(bool lower, c.BoolOr("lower", false));
  ASSIGN_OR_RETURN(bool unit_diagonal, c.BoolOr("unit_diagonal", false));
  ASSIGN_OR_RETURN(int64_t transpose,
                   EnumIndex(c, "transpose_a",
                             {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}, 1));
  if (transpose == 0) return InvalidArgument("transpose_a must not be TRANSPOSE_INVALID");
  return OpResults{TriangularSolve(c.operand(0), c.operand(1), left_side, lower, unit_diagonal,
                                   static_cast<TriangularSolveOptions::Transpose>(transpose))};
}

absl::StatusOr<OpResults> ConvertCholesky(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(bool lower, c.BoolOr("lower", false));
  return OpResults{Cholesky(c.operand(0), lower)};
}

absl::StatusOr<OpResults> ConvertBatchNorm(OpContext& c) {
  ASSIGN_OR_RETURN(double epsilon, c.Float("epsilon"));
  ASSIGN_OR_RETURN(int64_t feature_index, c.Int("feature_index"));
  const float eps = static_cast<float>(epsilon);
  const std::string& name = c.op().name;
  if (name == "stablehlo.batch_norm_training") {
    RETURN_IF_ERROR(c.ExpectOperands(3));
    return ResultsOf(c, BatchNormTraining(c.operand(0), c.operand(1), c.operand(2), eps,
                                          feature_index));
  }
  if (name == "stablehlo.batch_norm_inference") {
    RETURN_IF_ERROR(c.ExpectOperands(5));
    return OpResults{BatchNormInference(c.operand(0), c.operand(1), c.operand(2), c.operand(3),
                                        c.operand(4), eps, feature_index)};
  }
  RETURN_IF_ERROR(c.ExpectOperands(5));
  return ResultsOf(c, BatchNormGrad(c.operand(0), c.operand(1), c.operand(2), c.operand(3),
                                    c.operand(4), eps, feature_index));
}

// rng(a, b, shape): the shape operand is a constant; the declared result
// type says the same, and is what HLO wants.
absl::StatusOr<OpResults> ConvertRng(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(3));
  ASSIGN_OR_RETURN(Shape shape, c.ResultShape(0));
  ASSIGN_OR_RETURN(int64_t distribution,
                   EnumIndex(c, "rng_distribution", {"UNIFORM", "NORMAL"}));
  if (distribution == 0) return OpResults{RngUniform(c.operand(0), c.operand(1), shape)};
  return OpResults{RngNormal(c.operand(0), c.operand(1), shape)};
}

absl::StatusOr<OpResults> ConvertRngBitGenerator(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  RETURN_IF_ERROR(c.ExpectResults(2));
  ASSIGN_OR_RETURN(int64_t algorithm,
                   EnumIndex(c, "rng_algorithm", {"DEFAULT", "THREE_FRY", "PHILOX"}, 0));
  ASSIGN_OR_RETURN(Shape shape, c.ResultShape(1));
  return SplitTuple(
      RngBitGenerator(static_cast<RandomAlgorithm>(algorithm), c.operand(0), shape), 2);
}

}  // namespace

void RegisterNumericOps(OpConverterTable& table) {
  table["stablehlo.dot_general"] = ConvertDotGeneral;
  table["stablehlo.dot"] = ConvertDot;
  table["stablehlo.convolution"] = ConvertConvolution;
  table["stablehlo.dynamic_conv"] = ConvertConvolution;
  table["stablehlo.fft"] = ConvertFft;
  table["stablehlo.triangular_solve"] = ConvertTriangularSolve;
  table["stablehlo.cholesky"] = ConvertCholesky;
  table["stablehlo.batch_norm_training"] = ConvertBatchNorm;
  table["stablehlo.batch_norm_inference"] = ConvertBatchNorm;
  table["stablehlo.batch_norm_grad"] = ConvertBatchNorm;
  table["stablehlo.rng"] = ConvertRng;
  table["stablehlo.rng_bit_generator"] = ConvertRngBitGenerator;
}

}  // namespace xla::stablehlo::internal
