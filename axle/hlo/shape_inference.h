// ShapeInference: the single source of shape rules. The builder, the parser
// (through the verifier) and the verifier all ask it; each function returns
// the result shape or an InvalidArgument error naming the op and the
// offending numbers. Inferred shapes carry no layout.
#ifndef AXLE_HLO_SHAPE_INFERENCE_H_
#define AXLE_HLO_SHAPE_INFERENCE_H_

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/hlo/hlo_opcode.h"
#include "axle/hlo/xla_data.h"
#include "axle/shape/program_shape.h"
#include "axle/shape/shape.h"

namespace xla {

class HloInstruction;

class ShapeInference {
 public:
  // Element-wise ops. Binary ops accept equal shapes, a scalar on either
  // side, or (with broadcast_dimensions) the lower-rank operand mapped onto
  // the higher-rank one per the broadcasting doc. kCompare yields PRED.
  static absl::StatusOr<Shape> InferUnaryOpShape(HloOpcode opcode, const Shape& operand);
  static absl::StatusOr<Shape> InferBinaryOpShape(
      HloOpcode opcode, const Shape& lhs, const Shape& rhs,
      absl::Span<const int64_t> broadcast_dimensions = {});
  // kClamp (min, operand, max) and kSelect (pred, on_true, on_false).
  static absl::StatusOr<Shape> InferTernaryOpShape(HloOpcode opcode, const Shape& lhs,
                                                   const Shape& rhs, const Shape& ehs);
  // kTuple, kAfterAll, kOptimizationBarrier (one operand) and kSort.
  static absl::StatusOr<Shape> InferVariadicOpShape(HloOpcode opcode,
                                                    absl::Span<const Shape* const> operands);
  static absl::StatusOr<Shape> InferMapShape(absl::Span<const Shape* const> arg_shapes,
                                             const ProgramShape& to_apply,
                                             absl::Span<const int64_t> dimensions);
  static absl::StatusOr<Shape> InferSortShape(absl::Span<const Shape* const> operands,
                                              int64_t dimension, const ProgramShape& comparator);

  static absl::StatusOr<Shape> InferBatchNormTrainingShape(const Shape& operand,
                                                           const Shape& scale,
                                                           const Shape& offset,
                                                           int64_t feature_index);
  static absl::StatusOr<Shape> InferBatchNormInferenceShape(
      const Shape& operand, const Shape& scale, const Shape& offset, const Shape& mean,
      const Shape& variance, int64_t feature_index);
  static absl::StatusOr<Shape> InferBatchNormGradShape(const Shape& operand, const Shape& scale,
                                                       const Shape& mean, const Shape& variance,
                                                       const Shape& grad_output,
                                                       int64_t feature_index);

  static absl::StatusOr<Shape> InferConvolveShape(
      const Shape& lhs, const Shape& rhs, int64_t feature_group_count, int64_t batch_group_count,
      const Window& window, const ConvolutionDimensionNumbers& dnums,
      std::optional<PrimitiveType> preferred_element_type = std::nullopt);
  static absl::StatusOr<Shape> InferDotOpShape(
      const Shape& lhs, const Shape& rhs, const DotDimensionNumbers& dnums,
      std::optional<PrimitiveType> preferred_element_type = std::nullopt);
  static absl::StatusOr<Shape> InferFftShape(const Shape& in, FftType fft_type,
                                             absl::Span<const int64_t> fft_length);
  static absl::StatusOr<Shape> InferTriangularSolveShape(const Shape& a, const Shape& b,
                                                         const TriangularSolveOptions& options);
  static absl::StatusOr<Shape> InferCholeskyShape(const Shape& a);

  // Collectives.
  static absl::StatusOr<Shape> InferAllGatherShape(absl::Span<const Shape* const> operand_shapes,
                                                   int64_t all_gather_dimension,
                                                   int64_t shard_count);
  static absl::StatusOr<Shape> InferAllReduceShape(absl::Span<const Shape* const> operand_shapes);
  static absl::StatusOr<Shape> InferReduceScatterShape(
      absl::Span<const Shape* const> operand_shapes, int64_t scatter_dimension,
      int64_t shard_count);
  static absl::StatusOr<Shape> InferAllToAllShape(const Shape& shape, int64_t split_dimension,
                                                  int64_t concat_dimension, int64_t split_count);
  static absl::StatusOr<Shape> InferAllToAllTupleShape(
      absl::Span<const Shape* const> operand_shapes);
  static absl::StatusOr<Shape> InferCollectivePermuteShape(
      absl::Span<const Shape* const> operand_shapes);
  // ragged-all-to-all(input, output, input_offsets, send_sizes,
  // output_offsets, recv_sizes): the output's shape.
  static absl::StatusOr<Shape> InferRaggedAllToAllShape(
      absl::Span<const Shape* const> operand_shapes);

  // topk: (values, s32 indices), both the operand's shape with the last
  // dimension cut to k.
  static absl::StatusOr<Shape> InferTopKShape(const Shape& operand, int64_t k);
  // ragged-dot(lhs, rhs, group_sizes): lhs_ragged_dims names the one lhs
  // dimension split into groups; rhs_group_dims the rhs dimension indexing
  // groups (present exactly when the ragged dimension is a non-contracting one).
  static absl::StatusOr<Shape> InferRaggedDotShape(
      const Shape& lhs, const Shape& rhs, const Shape& group_sizes,
      const DotDimensionNumbers& dnums, absl::Span<const int64_t> lhs_ragged_dims,
      absl::Span<const int64_t> rhs_group_dims,
      std::optional<PrimitiveType> preferred_element_type = std::nullopt);
  // scaled-dot(lhs, rhs, lhs_scale, rhs_scale): a dot of the operands scaled
  // blockwise; each scale has its operand's rank and divides its dimensions.
  static absl::StatusOr<Shape> InferScaledDotShape(
      const Shape& lhs, const Shape& rhs, const Shape& lhs_scale, const Shape& rhs_scale,
      const DotDimensionNumbers& dnums,
      std::optional<PrimitiveType> preferred_element_type = std::nullopt);
  // stochastic-convert(operand, random): operand float, random an unsigned
  // integer array of the same dimensions and bit width.
  static absl::StatusOr<Shape> InferStochasticConvertShape(const Shape& operand,
                                                           const Shape& random,
                                                           PrimitiveType new_element_type);

  // Reductions and windows. arg_shapes = operands..., init_values...
  static absl::StatusOr<Shape> InferReduceShape(absl::Span<const Shape* const> arg_shapes,
                                                absl::Span<const int64_t> dimensions_to_reduce,
                                                const ProgramShape& to_apply);
  static absl::StatusOr<Shape> InferReduceWindowShape(absl::Span<const Shape* const> operands,
                                                      absl::Span<const Shape* const> init_values,
                                                      const Window& window,
                                                      const ProgramShape& to_apply);
  // Without a reducer: the shape a window walk produces (also used by
  // select-and-scatter and convolution).
  static absl::StatusOr<Shape> InferWindowOutputShape(const Shape& base_shape,
                                                      const Window& window,
                                                      PrimitiveType element_type);
  static absl::StatusOr<Shape> InferSelectAndScatterShape(
      const Shape& operand, const ProgramShape& select, const Window& window,
      const Shape& source, const Shape& init_value, const ProgramShape& scatter);

  // Data movement.
  static absl::StatusOr<Shape> InferReverseShape(const Shape& operand,
                                                 absl::Span<const int64_t> dimensions);
  static absl::StatusOr<Shape> InferSliceShape(const Shape& arg,
                                               absl::Span<const int64_t> starts,
                                               absl::Span<const int64_t> limits,
                                               absl::Span<const int64_t> strides);
  static absl::StatusOr<Shape> InferDynamicSliceShape(const Shape& operand,
                                                      absl::Span<const Shape> start_index_shapes,
                                                      absl::Span<const int64_t> slice_sizes);
  static absl::StatusOr<Shape> InferDynamicUpdateSliceShape(
      const Shape& operand, const Shape& update, absl::Span<const Shape> start_index_shapes);
  static absl::StatusOr<Shape> InferGetTupleElementShape(const Shape& arg, int64_t index);
  // Broadcast: prepends broadcast_sizes to the operand's dimensions.
  static absl::StatusOr<Shape> InferBroadcastShape(const Shape& operand,
                                                   absl::Span<const int64_t> broadcast_sizes);
  // BroadcastInDim (the HLO broadcast): operand dimension i maps to output
  // dimension broadcast_dimensions[i].
  static absl::StatusOr<Shape> InferBroadcastShape(const Shape& operand, const Shape& output,
                                                   absl::Span<const int64_t> broadcast_dimensions);
  static absl::StatusOr<Shape> InferReshapeShape(const Shape& operand,
                                                 absl::Span<const int64_t> new_sizes);
  static absl::StatusOr<Shape> InferDynamicReshapeShape(
      const Shape& operand, absl::Span<const Shape* const> dim_size_shapes,
      absl::Span<const int64_t> new_size_bounds, const std::vector<bool>& dims_are_dynamic);
  static absl::StatusOr<Shape> InferTransposeShape(const Shape& operand,
                                                   absl::Span<const int64_t> dimensions);
  static absl::StatusOr<Shape> InferConcatOpShape(absl::Span<const Shape* const> arg_shapes,
                                                  int64_t dimension);
  static absl::StatusOr<Shape> InferPadShape(const Shape& operand, const Shape& padding_value,
                                             const PaddingConfig& padding_config);
  static absl::StatusOr<Shape> InferGatherShape(const Shape& input, const Shape& start_indices,
                                                const GatherDimensionNumbers& dnums,
                                                absl::Span<const int64_t> slice_sizes);
  // arg_shapes = operands..., scatter_indices, updates...
  static absl::StatusOr<Shape> InferScatterShape(absl::Span<const Shape* const> arg_shapes,
                                                 const ProgramShape& to_apply,
                                                 const ScatterDimensionNumbers& dnums);

  // Conversions.
  static absl::StatusOr<Shape> InferConvertShape(const Shape& operand,
                                                 PrimitiveType new_element_type);
  static absl::StatusOr<Shape> InferBitcastConvertShape(const Shape& operand,
                                                        PrimitiveType new_element_type);
  static absl::StatusOr<Shape> InferReducePrecisionShape(const Shape& operand,
                                                         int64_t exponent_bits,
                                                         int64_t mantissa_bits);

  // Control flow.
  static absl::StatusOr<Shape> InferCallShape(absl::Span<const Shape* const> arg_shapes,
                                              const ProgramShape& to_apply);
  static absl::StatusOr<Shape> InferWhileShape(const ProgramShape& condition,
                                               const ProgramShape& body, const Shape& init);
  static absl::StatusOr<Shape> InferConditionalShape(
      const Shape& branch_index, absl::Span<const ProgramShape> branch_computations,
      absl::Span<const Shape> branch_operands);

  // Dynamic dimensions.
  static absl::StatusOr<Shape> InferGetDimensionSizeShape(const Shape& shape, int64_t dimension);
  static absl::StatusOr<Shape> InferSetDimensionSizeShape(const Shape& operand,
                                                          const Shape& val_shape,
                                                          int64_t dimension);

  // Ops whose result shape is chosen by the user: checks the choice.
  static absl::StatusOr<Shape> InferIotaShape(const Shape& shape, int64_t iota_dimension);
  static absl::StatusOr<Shape> InferRngShape(const Shape& a, const Shape& b,
                                             RandomDistribution distribution,
                                             const Shape& shape);
  static absl::StatusOr<Shape> InferRngBitGeneratorShape(const Shape& initial_state,
                                                         RandomAlgorithm algorithm,
                                                         const Shape& output_shape);

  // The shape `instruction` must have given its opcode, operands, attributes
  // and called computations. For ops whose shape is the user's choice
  // (parameter, constant, custom-call, infeed, recv, fusion, bitcast...) it
  // checks what can be checked and returns instruction.shape().
  static absl::StatusOr<Shape> InferInstructionShape(const HloInstruction& instruction);
};

}  // namespace xla

#endif  // AXLE_HLO_SHAPE_INFERENCE_H_
