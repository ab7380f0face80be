// XlaBuilder, XlaOp and the free functions of the operation semantics, with
// XLA's xla_builder.h signatures:
//
//   XlaBuilder b("axpy");
//   XlaOp x = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {4}), "x");
//   XlaOp y = Add(Mul(ConstantR0<float>(&b, 2.0f), x), x);
//   absl::StatusOr<XlaComputation> computation = b.Build();
//
// Errors: every op checks its inputs with ShapeInference. The first failure
// is kept (first_error()); that op and every later one return an invalid
// XlaOp, and Build() returns the error, whose message starts with the op's
// name ("Add: ..."). Nothing aborts on bad user input.
//
// Each XlaComputation handed to an op (reducers, comparators, loop bodies...)
// is cloned into the built module by Build(), with unique names. Implicit
// broadcasts of element-wise ops (scalars, broadcast_dimensions, size-1
// dimensions) become explicit reshape/broadcast instructions, as in XLA.
//
// Not provided (yet): ComputeConstant (needs the interpreter: it is
// Client::ComputeConstant in the runtime), RemoveDynamicDimension, the
// *WithLayout custom calls, output/operand aliasing, sharding and metadata
// setters, host transfers (SendToHost/RecvFromHost). Composite helpers (Square, Reciprocal, scalar
// reducers, constants of a run-time type) are in builder/lib/.
#ifndef AXLE_BUILDER_XLA_BUILDER_H_
#define AXLE_BUILDER_XLA_BUILDER_H_

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/builder/channel_handle.h"
#include "axle/builder/padding.h"
#include "axle/builder/xla_computation.h"
#include "axle/hlo/hlo_attributes.h"
#include "axle/hlo/hlo_opcode.h"
#include "axle/hlo/xla_data.h"
#include "axle/literal/literal.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/layout.h"
#include "axle/shape/program_shape.h"
#include "axle/shape/shape.h"
#include "axle/shape/shape_util.h"

namespace xla {

class Client;  // the runtime's client; only named by the 2017 constructor
class HloComputation;
class HloInstruction;
class XlaBuilder;

// A value under construction: a handle into one XlaBuilder. Cheap to copy.
//
// An op remembers the unique id of its builder (a process-wide counter), not
// only its address: an op used with another builder, or after its builder
// is destroyed, is an InvalidArgument at the use, and a new builder that
// happens to sit at the same address does not adopt stale ops.
class XlaOp {
 public:
  XlaOp() = default;

  // The builder, or null for a default-constructed op and for an op whose
  // builder has been destroyed.
  XlaBuilder* builder() const;
  // False for a default-constructed op, the result of a failed op and an op
  // whose builder is gone.
  bool valid() const { return handle_ >= 0 && builder() != nullptr; }
  bool IsUninitialized() const { return builder_id_ == 0; }
  int64_t handle() const { return handle_; }
  // The unique id of the builder that made this op (0: none).
  int64_t builder_id() const { return builder_id_; }

  bool operator==(const XlaOp& other) const = default;

 private:
  explicit XlaOp(XlaBuilder* builder);
  XlaOp(int64_t handle, XlaBuilder* builder);
  friend class XlaBuilder;

  int64_t handle_ = -1;
  XlaBuilder* builder_ = nullptr;
  int64_t builder_id_ = 0;
};

// ---------------------------------------------------------------------------
// Free functions (declared before XlaBuilder so its 2017-style member forms
// can forward to them).

XlaOp Parameter(XlaBuilder* builder, int64_t parameter_number, const Shape& shape,
                const std::string& name);
XlaOp ConstantLiteral(XlaBuilder* builder, const LiteralSlice& literal);

template <typename NativeT>
XlaOp ConstantR0(XlaBuilder* builder, NativeT value) {
  return ConstantLiteral(builder, LiteralUtil::CreateR0<NativeT>(value));
}
template <typename NativeT>
XlaOp ConstantR1(XlaBuilder* builder, absl::Span<const NativeT> values) {
  return ConstantLiteral(builder, LiteralUtil::CreateR1<NativeT>(values));
}
namespace builder_internal {
// Records `status` (with "op_name: " in front) as the builder's error.
XlaOp ReportError(XlaBuilder* builder, absl::string_view op_name, const absl::Status& status);
}  // namespace builder_internal
// A vector of `length` copies of `value`.
template <typename NativeT>
XlaOp ConstantR1(XlaBuilder* builder, int64_t length, NativeT value) {
  if (length < 0) {
    return builder_internal::ReportError(
        builder, "ConstantR1",
        absl::InvalidArgumentError("length must be non-negative, got " + std::to_string(length)));
  }
  return ConstantLiteral(builder, LiteralUtil::CreateFull<NativeT>({length}, value));
}
template <typename NativeT>
XlaOp ConstantR2(XlaBuilder* builder,
                 std::initializer_list<std::initializer_list<NativeT>> values) {
  return ConstantLiteral(builder, LiteralUtil::CreateR2<NativeT>(values));
}

template <typename NativeT>
XlaOp ConstantFromArray(XlaBuilder* builder, const Array<NativeT>& values) {
  return ConstantLiteral(builder, LiteralUtil::CreateFromArray<NativeT>(values));
}
template <typename NativeT>
XlaOp ConstantR2FromArray2D(XlaBuilder* builder, const Array2D<NativeT>& values) {
  return ConstantLiteral(builder, LiteralUtil::CreateR2FromArray2D<NativeT>(values));
}
template <typename NativeT>
XlaOp ConstantR3FromArray3D(XlaBuilder* builder, const Array3D<NativeT>& values) {
  return ConstantLiteral(builder, LiteralUtil::CreateR3FromArray3D<NativeT>(values));
}
template <typename NativeT>
XlaOp ConstantR4FromArray4D(XlaBuilder* builder, const Array4D<NativeT>& values) {
  return ConstantLiteral(builder, LiteralUtil::CreateR4FromArray4D<NativeT>(values));
}

// Element-wise ops: Abs(x), Add(x, y, broadcast_dimensions), Eq(x, y, ...).
#define AXLE_UNARY_OP(Name, opcode) XlaOp Name(XlaOp operand);
#define AXLE_BINARY_OP(Name, opcode) \
  XlaOp Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions = {});
#define AXLE_COMPARE_OP(Name, direction, total_order) \
  XlaOp Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions = {});
#include "axle/builder/builder_ops.def"

// And/Or of three or more operands (same shapes), as in XLA.
template <typename... XlaOpTs>
XlaOp And(XlaOp op1, XlaOp op2, XlaOp op3, const XlaOpTs&... operands) {
  return And(op1, And(op2, op3, operands...));
}
template <typename... XlaOpTs>
XlaOp Or(XlaOp op1, XlaOp op2, XlaOp op3, const XlaOpTs&... operands) {
  return Or(op1, Or(op2, op3, operands...));
}
// A copy of operand (HLO copy).
XlaOp Copy(XlaOp operand);

XlaOp Compare(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions,
              ComparisonDirection direction, ComparisonType compare_type);
XlaOp Compare(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions,
              ComparisonDirection direction);
XlaOp Compare(XlaOp lhs, XlaOp rhs, ComparisonDirection direction);
// conj(x) = complex(real(x), -imag(x)).
XlaOp Conj(XlaOp operand);
XlaOp Select(XlaOp pred, XlaOp on_true, XlaOp on_false);
XlaOp Clamp(XlaOp min, XlaOp operand, XlaOp max);

XlaOp Iota(XlaBuilder* builder, const Shape& shape, int64_t iota_dimension);
XlaOp Iota(XlaBuilder* builder, PrimitiveType type, int64_t size);
XlaOp ConvertElementType(XlaOp operand, PrimitiveType new_element_type);
XlaOp BitcastConvertType(XlaOp operand, PrimitiveType new_element_type);
XlaOp ReducePrecision(XlaOp operand, int exponent_bits, int mantissa_bits);

// Shape manipulation and data movement.
XlaOp Broadcast(XlaOp operand, absl::Span<const int64_t> broadcast_sizes);
XlaOp BroadcastInDim(XlaOp operand, absl::Span<const int64_t> out_dim_size,
                     absl::Span<const int64_t> broadcast_dimensions);
XlaOp Reshape(XlaOp operand, absl::Span<const int64_t> dimensions,
              absl::Span<const int64_t> new_sizes);
XlaOp Reshape(XlaOp operand, absl::Span<const int64_t> new_sizes);
XlaOp Reshape(const Shape& shape, XlaOp operand);
XlaOp Collapse(XlaOp operand, absl::Span<const int64_t> dimensions);
XlaOp Transpose(XlaOp operand, absl::Span<const int64_t> permutation);
XlaOp Rev(XlaOp operand, absl::Span<const int64_t> dimensions);
XlaOp Slice(XlaOp operand, absl::Span<const int64_t> start_indices,
            absl::Span<const int64_t> limit_indices, absl::Span<const int64_t> strides);
XlaOp SliceInDim(XlaOp operand, int64_t start_index, int64_t limit_index, int64_t stride,
                 int64_t dimno);
XlaOp DynamicSlice(XlaOp operand, absl::Span<const XlaOp> start_indices,
                   absl::Span<const int64_t> slice_sizes);
XlaOp DynamicUpdateSlice(XlaOp operand, XlaOp update, absl::Span<const XlaOp> start_indices);
XlaOp ConcatInDim(XlaBuilder* builder, absl::Span<const XlaOp> operands, int64_t dimension);
XlaOp Pad(XlaOp operand, XlaOp padding_value, const PaddingConfig& padding_config);
XlaOp PadInDim(XlaOp operand, XlaOp padding_value, int64_t dimno, int64_t pad_lo,
               int64_t pad_hi);
XlaOp Tuple(XlaBuilder* builder, absl::Span<const XlaOp> elements);
XlaOp GetTupleElement(XlaOp tuple_data, int64_t index);
XlaOp Gather(XlaOp input, XlaOp start_indices, const GatherDimensionNumbers& dimension_numbers,
             absl::Span<const int64_t> slice_sizes, bool indices_are_sorted = false);
XlaOp Scatter(XlaOp input, XlaOp scatter_indices, XlaOp updates,
              const XlaComputation& update_computation,
              const ScatterDimensionNumbers& dimension_numbers, bool indices_are_sorted = false,
              bool unique_indices = false);
XlaOp Scatter(absl::Span<const XlaOp> inputs, XlaOp scatter_indices,
              absl::Span<const XlaOp> updates, const XlaComputation& update_computation,
              const ScatterDimensionNumbers& dimension_numbers, bool indices_are_sorted = false,
              bool unique_indices = false);

// Linear algebra.
XlaOp Dot(XlaOp lhs, XlaOp rhs, const PrecisionConfig* precision_config = nullptr,
          std::optional<PrimitiveType> preferred_element_type = std::nullopt);
XlaOp DotGeneral(XlaOp lhs, XlaOp rhs, const DotDimensionNumbers& dimension_numbers,
                 const PrecisionConfig* precision_config = nullptr,
                 std::optional<PrimitiveType> preferred_element_type = std::nullopt);
// input [batch, feature, spatial...], kernel [output feature, input feature,
// spatial...], output [batch, feature, spatial...].
ConvolutionDimensionNumbers CreateDefaultConvDimensionNumbers(int num_spatial_dims = 2);
XlaOp Conv(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides, Padding padding,
           int64_t feature_group_count = 1, int64_t batch_group_count = 1,
           const PrecisionConfig* precision_config = nullptr,
           std::optional<PrimitiveType> preferred_element_type = std::nullopt);
XlaOp ConvWithGeneralPadding(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                             absl::Span<const std::pair<int64_t, int64_t>> padding,
                             int64_t feature_group_count = 1, int64_t batch_group_count = 1,
                             const PrecisionConfig* precision_config = nullptr,
                             std::optional<PrimitiveType> preferred_element_type = std::nullopt);
XlaOp ConvWithGeneralDimensions(
    XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides, Padding padding,
    const ConvolutionDimensionNumbers& dimension_numbers, int64_t feature_group_count = 1,
    int64_t batch_group_count = 1, const PrecisionConfig* precision_config = nullptr,
    std::optional<PrimitiveType> preferred_element_type = std::nullopt);
XlaOp ConvGeneral(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                  absl::Span<const std::pair<int64_t, int64_t>> padding,
                  const ConvolutionDimensionNumbers& dimension_numbers,
                  int64_t feature_group_count = 1, int64_t batch_group_count = 1,
                  const PrecisionConfig* precision_config = nullptr,
                  std::optional<PrimitiveType> preferred_element_type = std::nullopt);
XlaOp ConvGeneralDilated(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> window_strides,
                         absl::Span<const std::pair<int64_t, int64_t>> padding,
                         absl::Span<const int64_t> lhs_dilation,
                         absl::Span<const int64_t> rhs_dilation,
                         const ConvolutionDimensionNumbers& dimension_numbers,
                         int64_t feature_group_count = 1, int64_t batch_group_count = 1,
                         const PrecisionConfig* precision_config = nullptr,
                         std::optional<PrimitiveType> preferred_element_type = std::nullopt);
// XLA's RaggedDotDimensionNumbers message: a dot whose lhs dimension
// lhs_ragged_dimensions[0] is split into groups of group_sizes; when it is a
// non-contracting dimension, rhs dimension rhs_group_dimensions[0] indexes
// the groups.
class RaggedDotDimensionNumbers {
 public:
  const DotDimensionNumbers& dot_dimension_numbers() const { return dot_dimension_numbers_; }
  DotDimensionNumbers* mutable_dot_dimension_numbers() { return &dot_dimension_numbers_; }
  absl::Span<const int64_t> lhs_ragged_dimensions() const { return lhs_ragged_dimensions_; }
  void add_lhs_ragged_dimensions(int64_t d) { lhs_ragged_dimensions_.push_back(d); }
  absl::Span<const int64_t> rhs_group_dimensions() const { return rhs_group_dimensions_; }
  void add_rhs_group_dimensions(int64_t d) { rhs_group_dimensions_.push_back(d); }

 private:
  DotDimensionNumbers dot_dimension_numbers_;
  std::vector<int64_t> lhs_ragged_dimensions_;
  std::vector<int64_t> rhs_group_dimensions_;
};
XlaOp RaggedDot(XlaOp lhs, XlaOp rhs, XlaOp group_sizes,
                const RaggedDotDimensionNumbers& dimension_numbers,
                const PrecisionConfig* precision_config = nullptr,
                std::optional<PrimitiveType> preferred_element_type = std::nullopt);
XlaOp Fft(XlaOp operand, FftType fft_type, absl::Span<const int64_t> fft_length);
XlaOp Cholesky(XlaOp a, bool lower);
XlaOp TriangularSolve(XlaOp a, XlaOp b, bool left_side, bool lower, bool unit_diagonal,
                      TriangularSolveOptions::Transpose transpose_a);
XlaOp BatchNormTraining(XlaOp operand, XlaOp scale, XlaOp offset, float epsilon,
                        int64_t feature_index);
XlaOp BatchNormInference(XlaOp operand, XlaOp scale, XlaOp offset, XlaOp mean, XlaOp variance,
                         float epsilon, int64_t feature_index);
XlaOp BatchNormGrad(XlaOp operand, XlaOp scale, XlaOp batch_mean, XlaOp batch_var,
                    XlaOp grad_output, float epsilon, int64_t feature_index);

// Reductions and windows.
XlaOp Reduce(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
             absl::Span<const int64_t> dimensions_to_reduce);
XlaOp Reduce(XlaBuilder* builder, absl::Span<const XlaOp> operands,
             absl::Span<const XlaOp> init_values, const XlaComputation& computation,
             absl::Span<const int64_t> dimensions_to_reduce);
XlaOp ReduceAll(XlaOp operand, XlaOp init_value, const XlaComputation& computation);
XlaOp ReduceWindow(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
                   absl::Span<const int64_t> window_dimensions,
                   absl::Span<const int64_t> window_strides, Padding padding);
XlaOp ReduceWindow(absl::Span<const XlaOp> operands, absl::Span<const XlaOp> init_values,
                   const XlaComputation& computation,
                   absl::Span<const int64_t> window_dimensions,
                   absl::Span<const int64_t> window_strides, Padding padding);
XlaOp ReduceWindowWithGeneralPadding(XlaOp operand, XlaOp init_value,
                                     const XlaComputation& computation,
                                     absl::Span<const int64_t> window_dimensions,
                                     absl::Span<const int64_t> window_strides,
                                     absl::Span<const int64_t> base_dilations,
                                     absl::Span<const int64_t> window_dilations,
                                     absl::Span<const std::pair<int64_t, int64_t>> padding);
XlaOp ReduceWindowWithGeneralPadding(absl::Span<const XlaOp> operands,
                                     absl::Span<const XlaOp> init_values,
                                     const XlaComputation& computation,
                                     absl::Span<const int64_t> window_dimensions,
                                     absl::Span<const int64_t> window_strides,
                                     absl::Span<const int64_t> base_dilations,
                                     absl::Span<const int64_t> window_dilations,
                                     absl::Span<const std::pair<int64_t, int64_t>> padding);
XlaOp SelectAndScatter(XlaOp operand, const XlaComputation& select,
                       absl::Span<const int64_t> window_dimensions,
                       absl::Span<const int64_t> window_strides, Padding padding, XlaOp source,
                       XlaOp init_value, const XlaComputation& scatter);
XlaOp SelectAndScatterWithGeneralPadding(XlaOp operand, const XlaComputation& select,
                                         absl::Span<const int64_t> window_dimensions,
                                         absl::Span<const int64_t> window_strides,
                                         absl::Span<const std::pair<int64_t, int64_t>> padding,
                                         XlaOp source, XlaOp init_value,
                                         const XlaComputation& scatter);
// static_operands are not supported (an error if given), as in XLA.
XlaOp Map(XlaBuilder* builder, absl::Span<const XlaOp> operands,
          const XlaComputation& computation, absl::Span<const int64_t> dimensions,
          absl::Span<const XlaOp> static_operands = {});
// dimension -1 sorts along the last dimension.
XlaOp Sort(absl::Span<const XlaOp> operands, const XlaComputation& comparator,
           int64_t dimension = -1, bool is_stable = false);
// The k largest (or smallest) elements along the last dimension, sorted,
// and their s32 indices: a tuple (values, indices).
XlaOp TopK(XlaOp operand, int64_t k, bool largest);

// Control flow and calls.
XlaOp While(const XlaComputation& condition, const XlaComputation& body, XlaOp init);
XlaOp Conditional(XlaOp predicate, XlaOp true_operand, const XlaComputation& true_computation,
                  XlaOp false_operand, const XlaComputation& false_computation);
XlaOp Conditional(XlaOp branch_index,
                  absl::Span<const XlaComputation* const> branch_computations,
                  absl::Span<const XlaOp> branch_operands);
XlaOp Call(XlaBuilder* builder, const XlaComputation& computation,
           absl::Span<const XlaOp> operands);
XlaOp CustomCall(XlaBuilder* builder, const std::string& call_target_name,
                 absl::Span<const XlaOp> operands, const Shape& shape,
                 const std::string& opaque = "", bool has_side_effect = false);
XlaOp CustomCallWithComputation(XlaBuilder* builder, const std::string& call_target_name,
                                absl::Span<const XlaOp> operands,
                                const XlaComputation& computation, const Shape& shape,
                                const std::string& opaque = "", bool has_side_effect = false);
XlaOp OptimizationBarrier(XlaOp operand);

// Random numbers.
XlaOp RngUniform(XlaOp a, XlaOp b, const Shape& shape);
XlaOp RngNormal(XlaOp mu, XlaOp sigma, const Shape& shape);
// A tuple (new state, random bits of `shape`).
XlaOp RngBitGenerator(RandomAlgorithm algorithm, XlaOp initial_state, const Shape& shape);

// Collectives. A channel_id is a ChannelHandle, as in XLA.
XlaOp AllReduce(XlaOp operand, const XlaComputation& computation,
                absl::Span<const ReplicaGroup> replica_groups = {},
                const std::optional<ChannelHandle>& channel_id = std::nullopt,
                const std::optional<Shape>& shape_with_layout = std::nullopt,
                std::optional<bool> use_global_device_ids = std::nullopt);
XlaOp AllGather(XlaOp operand, int64_t all_gather_dimension, int64_t shard_count,
                absl::Span<const ReplicaGroup> replica_groups = {},
                const std::optional<ChannelHandle>& channel_id = std::nullopt,
                const std::optional<Layout>& layout = std::nullopt,
                std::optional<bool> use_global_device_ids = std::nullopt);
XlaOp ReduceScatter(XlaOp operand, const XlaComputation& computation, int64_t scatter_dimension,
                    int64_t shard_count, absl::Span<const ReplicaGroup> replica_groups = {},
                    const std::optional<ChannelHandle>& channel_id = std::nullopt,
                    const std::optional<Layout>& layout = std::nullopt,
                    std::optional<bool> use_global_device_ids = std::nullopt);
XlaOp AllToAll(XlaOp operand, int64_t split_dimension, int64_t concat_dimension,
               int64_t split_count, absl::Span<const ReplicaGroup> replica_groups = {},
               const std::optional<Layout>& layout = std::nullopt,
               const std::optional<ChannelHandle>& channel_id = std::nullopt);
XlaOp AllToAllTuple(absl::Span<const XlaOp> operands,
                    absl::Span<const ReplicaGroup> replica_groups = {},
                    const std::optional<Layout>& layout = std::nullopt,
                    const std::optional<ChannelHandle>& channel_id = std::nullopt);
XlaOp CollectivePermute(XlaOp operand,
                        const std::vector<std::pair<int64_t, int64_t>>& source_target_pairs,
                        const std::optional<ChannelHandle>& channel_id = std::nullopt);
// Replica groups' first member's operand, sent to every member of its group.
XlaOp CollectiveBroadcast(XlaOp operand, absl::Span<const ReplicaGroup> replica_groups,
                          const std::optional<ChannelHandle>& channel_id = std::nullopt);
// Chunks of `input` (at input_offsets, of send_sizes, one per peer) go to
// each peer's `output` at output_offsets; recv_sizes are the sizes coming in.
// The result is `output` updated.
XlaOp RaggedAllToAll(XlaOp input, XlaOp input_offsets, XlaOp send_sizes, XlaOp output,
                     XlaOp output_offsets, XlaOp recv_sizes,
                     absl::Span<const ReplicaGroup> replica_groups = {},
                     const std::optional<ChannelHandle>& channel_id = std::nullopt);
// An AllReduce with a scalar add computation built on the fly.
XlaOp CrossReplicaSum(XlaOp operand, absl::Span<const ReplicaGroup> replica_groups = {});
XlaOp ReplicaId(XlaBuilder* builder);
XlaOp PartitionId(XlaBuilder* builder);

// Tokens, host and device communication.
XlaOp CreateToken(XlaBuilder* builder);
XlaOp AfterAll(XlaBuilder* builder, absl::Span<const XlaOp> tokens);
XlaOp Infeed(XlaBuilder* builder, const Shape& shape, const std::string& config = "");
// A tuple (data, token).
XlaOp InfeedWithToken(XlaOp token, const Shape& shape, const std::string& config = "");
void Outfeed(XlaOp operand, const Shape& shape_with_layout, const std::string& outfeed_config);
XlaOp OutfeedWithToken(XlaOp operand, XlaOp token, const Shape& shape_with_layout,
                       const std::string& outfeed_config);
void Send(XlaOp operand, const ChannelHandle& handle);
XlaOp SendWithToken(XlaOp operand, XlaOp token, const ChannelHandle& handle);
XlaOp Recv(XlaBuilder* builder, const Shape& shape, const ChannelHandle& handle);
// A tuple (data, token).
XlaOp RecvWithToken(XlaOp token, const Shape& shape, const ChannelHandle& handle);

// Dynamic dimensions.
XlaOp GetDimensionSize(XlaOp operand, int64_t dimension);
XlaOp SetDimensionSize(XlaOp operand, XlaOp val, int64_t dimension);

// 2017 (ComputationBuilder) helpers, as thin wrappers.
XlaOp Trans(XlaOp operand);  // Transpose(operand, {1, 0})
// Bernoulli(mean) samples: RngUniform(0, 1) < mean, converted to the element
// type of `shape` (U32 in the 2017 docs).
XlaOp RngBernoulli(XlaOp mean, const Shape& shape);

// Operators, as in XLA.
XlaOp operator-(XlaOp x);
XlaOp operator+(XlaOp x, XlaOp y);
XlaOp operator-(XlaOp x, XlaOp y);
XlaOp operator*(XlaOp x, XlaOp y);
XlaOp operator/(XlaOp x, XlaOp y);
XlaOp operator%(XlaOp x, XlaOp y);
XlaOp operator~(XlaOp x);
XlaOp operator&(XlaOp x, XlaOp y);
XlaOp operator|(XlaOp x, XlaOp y);
XlaOp operator^(XlaOp x, XlaOp y);
XlaOp operator<<(XlaOp x, XlaOp y);
// Arithmetic shift for signed element types, logical for unsigned.
XlaOp operator>>(XlaOp x, XlaOp y);

// ---------------------------------------------------------------------------

class XlaBuilder {
 public:
  explicit XlaBuilder(const std::string& computation_name);
  // The 2017 ComputationBuilder constructor; the client is not used.
  XlaBuilder(Client* client, const std::string& computation_name);
  ~XlaBuilder();
  XlaBuilder(const XlaBuilder&) = delete;
  XlaBuilder& operator=(const XlaBuilder&) = delete;

  const std::string& name() const { return name_; }
  // Unique in the process (never reused, never 0); every op made here
  // carries it.
  int64_t id() const { return id_; }

  // XLA's default convolution dimension numbers: input [batch, feature,
  // spatial...], kernel [output feature, input feature, spatial...].
  static constexpr int64_t kConvBatchDimension = 0;
  static constexpr int64_t kConvFeatureDimension = 1;
  static constexpr int64_t kConvFirstSpatialDimension = 2;
  static constexpr int64_t kConvSecondSpatialDimension = 3;
  static constexpr int64_t kConvKernelOutputDimension = 0;
  static constexpr int64_t kConvKernelInputDimension = 1;
  static constexpr int64_t kConvKernelFirstSpatialDimension = 2;
  static constexpr int64_t kConvKernelSecondSpatialDimension = 3;
  static ConvolutionDimensionNumbers CreateDefaultConvDimensionNumbers(int num_spatial_dims = 2) {
    return ::xla::CreateDefaultConvDimensionNumbers(num_spatial_dims);
  }

  // Whether `operand`'s value is known without running: it depends on no
  // parameter and on nothing whose value needs the run (infeed, recv, rng,
  // custom calls, collectives). An error for an op that is not a valid op
  // of this builder.
  absl::StatusOr<bool> IsConstant(XlaOp operand) const;
  // The computation of what `root_op` depends on, with `root_op` as its root
  // and no parameters; InvalidArgument naming the instruction when the value
  // is not constant (see IsConstant). dynamic_dimension_is_minus_one is
  // accepted for XLA compatibility; Axle's dimension sizes are static here.
  absl::StatusOr<XlaComputation> BuildConstantSubGraph(
      XlaOp root_op, bool dynamic_dimension_is_minus_one = false);

  // A builder for a computation this one will call (reducer, comparator,
  // loop condition or body...).
  std::unique_ptr<XlaBuilder> CreateSubBuilder(const std::string& computation_name);

  // Builds the computation; the root is the last op added, or `root`.
  // Returns the first error if any op failed. The builder stays usable.
  // remove_dynamic_dimensions is accepted for XLA compatibility and ignored.
  absl::StatusOr<XlaComputation> Build(bool remove_dynamic_dimensions = false);
  absl::StatusOr<XlaComputation> Build(XlaOp root, bool remove_dynamic_dimensions = false);

  absl::StatusOr<Shape> GetShape(XlaOp op) const;
  absl::StatusOr<const Shape*> GetShapePtr(XlaOp op) const;
  // Parameters so far and the root's shape (the last op, or `root`).
  absl::StatusOr<ProgramShape> GetProgramShape() const;
  absl::StatusOr<ProgramShape> GetProgramShape(XlaOp root) const;

  // The first error reported, or OK.
  absl::Status first_error() const { return first_error_; }
  absl::Status GetCurrentStatus() const { return first_error_; }

  // A fresh channel for Send/Recv (unique in the process).
  ChannelHandle CreateChannelHandle(
      ChannelHandle::ChannelType type = ChannelHandle::DEVICE_TO_DEVICE);

  // Low level, for op implementations (the free functions and builder/lib).
  // Records `error` if it is the first, returns an invalid op of this builder.
  XlaOp ReportError(const absl::Status& error);
  XlaOp ReportErrorOrReturn(const absl::StatusOr<XlaOp>& op);
  // Runs op_creator unless an error is already recorded; a failure becomes
  // the first error with "op_name: " in front.
  XlaOp ReportErrorOrReturn(absl::string_view op_name,
                            const std::function<absl::StatusOr<XlaOp>()>& op_creator);
  // Adds one instruction. Operands must be valid ops of this builder; the
  // called computations are cloned into the built module.
  absl::StatusOr<XlaOp> AddInstruction(HloOpcode opcode, const Shape& shape,
                                       absl::Span<const XlaOp> operands,
                                       const HloAttributes& attributes = {},
                                       absl::Span<const XlaComputation* const> called = {});
  absl::StatusOr<XlaOp> AddConstant(const Literal& literal);
  absl::StatusOr<XlaOp> AddParameter(int64_t parameter_number, const Shape& shape,
                                     const std::string& name);
  // Shapes of `ops`, each checked to be a valid op of this builder.
  absl::StatusOr<std::vector<Shape>> GetOperandShapes(absl::Span<const XlaOp> ops) const;
  // The instruction behind `op` (for tests and tools); null if not ours.
  const HloInstruction* LookUpInstruction(XlaOp op) const;

  // --- 2017 ComputationBuilder member forms, forwarding to the free
  // functions (so `builder.Add(builder.Mul(a, x), y)` compiles).
  XlaOp Parameter(int64_t parameter_number, const Shape& shape, const std::string& name);
  XlaOp ConstantLiteral(const LiteralSlice& literal);
  template <typename NativeT>
  XlaOp ConstantR0(NativeT value) {
    return ::xla::ConstantR0<NativeT>(this, value);
  }
  template <typename NativeT>
  XlaOp ConstantR1(absl::Span<const NativeT> values) {
    return ::xla::ConstantR1<NativeT>(this, values);
  }
  template <typename NativeT>
  XlaOp ConstantR1(int64_t length, NativeT value) {
    return ::xla::ConstantR1<NativeT>(this, length, value);
  }
  template <typename NativeT>
  XlaOp ConstantR2(std::initializer_list<std::initializer_list<NativeT>> values) {
    return ::xla::ConstantR2<NativeT>(this, values);
  }
#define AXLE_UNARY_OP(Name, opcode) XlaOp Name(XlaOp operand);
#define AXLE_BINARY_OP(Name, opcode) \
  XlaOp Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions = {});
#define AXLE_COMPARE_OP(Name, direction, total_order) \
  XlaOp Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> broadcast_dimensions = {});
#include "axle/builder/builder_ops.def"
  XlaOp Select(XlaOp pred, XlaOp on_true, XlaOp on_false);
  XlaOp Clamp(XlaOp min, XlaOp operand, XlaOp max);
  XlaOp ConvertElementType(XlaOp operand, PrimitiveType new_element_type);
  XlaOp Broadcast(XlaOp operand, absl::Span<const int64_t> broadcast_sizes);
  XlaOp Reshape(XlaOp operand, absl::Span<const int64_t> dimensions,
                absl::Span<const int64_t> new_sizes);
  XlaOp Reshape(XlaOp operand, absl::Span<const int64_t> new_sizes);
  XlaOp Collapse(XlaOp operand, absl::Span<const int64_t> dimensions);
  XlaOp Transpose(XlaOp operand, absl::Span<const int64_t> permutation);
  XlaOp Trans(XlaOp operand);
  XlaOp Rev(XlaOp operand, absl::Span<const int64_t> dimensions);
  XlaOp Slice(XlaOp operand, absl::Span<const int64_t> start_indices,
              absl::Span<const int64_t> limit_indices, absl::Span<const int64_t> strides);
  XlaOp ConcatInDim(absl::Span<const XlaOp> operands, int64_t dimension);
  XlaOp Tuple(absl::Span<const XlaOp> elements);
  XlaOp GetTupleElement(XlaOp tuple_data, int64_t index);
  XlaOp Dot(XlaOp lhs, XlaOp rhs);
  XlaOp Reduce(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
               absl::Span<const int64_t> dimensions_to_reduce);
  XlaOp ReduceWindow(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
                     absl::Span<const int64_t> window_dimensions,
                     absl::Span<const int64_t> window_strides, Padding padding);
  XlaOp Map(absl::Span<const XlaOp> operands, const XlaComputation& computation,
            absl::Span<const int64_t> dimensions);
  XlaOp Call(const XlaComputation& computation, absl::Span<const XlaOp> operands);
  XlaOp While(const XlaComputation& condition, const XlaComputation& body, XlaOp init);
  XlaOp RngUniform(XlaOp a, XlaOp b, const Shape& shape);
  XlaOp RngNormal(XlaOp mu, XlaOp sigma, const Shape& shape);
  XlaOp RngBernoulli(XlaOp mean, const Shape& shape);

 private:
  // The instruction behind a valid op of this builder, or an error naming
  // what is wrong with `op`.
  absl::StatusOr<HloInstruction*> Resolve(XlaOp op) const;
  XlaOp Register(HloInstruction* instruction);
  absl::Status CheckParametersDense() const;

  std::string name_;
  int64_t id_;
  std::unique_ptr<HloComputation> computation_;
  std::vector<HloInstruction*> instructions_;  // indexed by XlaOp handle
  absl::flat_hash_set<int64_t> parameter_numbers_;
  // Modules of the computations called by instructions here, in first-use
  // order, kept alive until Build clones them.
  std::vector<std::shared_ptr<const HloModule>> called_modules_;
  absl::Status first_error_;
};

inline XlaOp::XlaOp(XlaBuilder* builder) : builder_(builder), builder_id_(builder->id()) {}
inline XlaOp::XlaOp(int64_t handle, XlaBuilder* builder)
    : handle_(handle), builder_(builder), builder_id_(builder->id()) {}

// The 2017 names.
using ComputationBuilder = XlaBuilder;
using Computation = XlaComputation;
using ComputationDataHandle = XlaOp;

}  // namespace xla

#endif  // AXLE_BUILDER_XLA_BUILDER_H_
