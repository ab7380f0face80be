// Attribute types of HLO instructions, shaped like XLA's xla_data.proto
// messages (add_x / x() / x_size() / mutable_x() accessors) so code written
// against XLA's builder API compiles unchanged.
#ifndef AXLE_HLO_XLA_DATA_H_
#define AXLE_HLO_XLA_DATA_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace xla {

#define AXLE_REPEATED_FIELD(type, name)                                 \
 public:                                                                \
  const std::vector<type>& name() const { return name##_; }             \
  const type& name(int i) const { return name##_[i]; }                  \
  int name##_size() const { return static_cast<int>(name##_.size()); }  \
  void add_##name(type value) { name##_.push_back(std::move(value)); }  \
  type* add_##name() { return &name##_.emplace_back(); }                \
  std::vector<type>* mutable_##name() { return &name##_; }              \
  type* mutable_##name(int i) { return &name##_[i]; }                   \
  void set_##name(int i, type value) { name##_[i] = std::move(value); } \
  void clear_##name() { name##_.clear(); }                              \
                                                                        \
 private:                                                               \
  std::vector<type> name##_;

#define AXLE_SCALAR_FIELD(type, name, default_value)   \
 public:                                               \
  const type& name() const { return name##_; }         \
  void set_##name(type value) { name##_ = value; }     \
  type* mutable_##name() { return &name##_; }          \
                                                       \
 private:                                              \
  type name##_ = default_value;

#define AXLE_PROTO_EQUALITY(Type) \
 public:                          \
  bool operator==(const Type& other) const = default;

class WindowDimension {
  AXLE_SCALAR_FIELD(int64_t, size, 1)
  AXLE_SCALAR_FIELD(int64_t, stride, 1)
  AXLE_SCALAR_FIELD(int64_t, padding_low, 0)
  AXLE_SCALAR_FIELD(int64_t, padding_high, 0)
  AXLE_SCALAR_FIELD(int64_t, window_dilation, 1)
  AXLE_SCALAR_FIELD(int64_t, base_dilation, 1)
  AXLE_SCALAR_FIELD(bool, window_reversal, false)
  AXLE_PROTO_EQUALITY(WindowDimension)
};

class Window {
  AXLE_REPEATED_FIELD(WindowDimension, dimensions)
  AXLE_PROTO_EQUALITY(Window)
};

class PaddingConfig {
 public:
  class PaddingConfigDimension {
    AXLE_SCALAR_FIELD(int64_t, edge_padding_low, 0)
    AXLE_SCALAR_FIELD(int64_t, edge_padding_high, 0)
    AXLE_SCALAR_FIELD(int64_t, interior_padding, 0)
    AXLE_PROTO_EQUALITY(PaddingConfigDimension)
  };
  AXLE_REPEATED_FIELD(PaddingConfigDimension, dimensions)
  AXLE_PROTO_EQUALITY(PaddingConfig)
};
using PaddingConfigDimension = PaddingConfig::PaddingConfigDimension;

class ConvolutionDimensionNumbers {
  AXLE_SCALAR_FIELD(int64_t, input_batch_dimension, 0)
  AXLE_SCALAR_FIELD(int64_t, input_feature_dimension, 0)
  AXLE_REPEATED_FIELD(int64_t, input_spatial_dimensions)
  AXLE_SCALAR_FIELD(int64_t, kernel_input_feature_dimension, 0)
  AXLE_SCALAR_FIELD(int64_t, kernel_output_feature_dimension, 0)
  AXLE_REPEATED_FIELD(int64_t, kernel_spatial_dimensions)
  AXLE_SCALAR_FIELD(int64_t, output_batch_dimension, 0)
  AXLE_SCALAR_FIELD(int64_t, output_feature_dimension, 0)
  AXLE_REPEATED_FIELD(int64_t, output_spatial_dimensions)
  AXLE_PROTO_EQUALITY(ConvolutionDimensionNumbers)
};

class DotDimensionNumbers {
  AXLE_REPEATED_FIELD(int64_t, lhs_contracting_dimensions)
  AXLE_REPEATED_FIELD(int64_t, rhs_contracting_dimensions)
  AXLE_REPEATED_FIELD(int64_t, lhs_batch_dimensions)
  AXLE_REPEATED_FIELD(int64_t, rhs_batch_dimensions)
  AXLE_PROTO_EQUALITY(DotDimensionNumbers)
};

class GatherDimensionNumbers {
  AXLE_REPEATED_FIELD(int64_t, offset_dims)
  AXLE_REPEATED_FIELD(int64_t, collapsed_slice_dims)
  AXLE_REPEATED_FIELD(int64_t, start_index_map)
  AXLE_SCALAR_FIELD(int64_t, index_vector_dim, 0)
  AXLE_REPEATED_FIELD(int64_t, operand_batching_dims)
  AXLE_REPEATED_FIELD(int64_t, start_indices_batching_dims)
  AXLE_PROTO_EQUALITY(GatherDimensionNumbers)
};

class ScatterDimensionNumbers {
  AXLE_REPEATED_FIELD(int64_t, update_window_dims)
  AXLE_REPEATED_FIELD(int64_t, inserted_window_dims)
  AXLE_REPEATED_FIELD(int64_t, scatter_dims_to_operand_dims)
  AXLE_SCALAR_FIELD(int64_t, index_vector_dim, 0)
  AXLE_REPEATED_FIELD(int64_t, input_batching_dims)
  AXLE_REPEATED_FIELD(int64_t, scatter_indices_batching_dims)
  AXLE_PROTO_EQUALITY(ScatterDimensionNumbers)
};

class ReplicaGroup {
  AXLE_REPEATED_FIELD(int64_t, replica_ids)
  AXLE_PROTO_EQUALITY(ReplicaGroup)
};

class PrecisionConfig {
 public:
  enum Precision { DEFAULT = 0, HIGH = 1, HIGHEST = 2 };
  // XLA's PrecisionConfig.Algorithm (dot only): the operand types the dot
  // rounds to, the accumulation type, and the number of split-precision
  // passes (_X3, _X6, _X9: emulating f32 with several bf16/tf32 products).
  enum Algorithm {
    ALG_UNSET = 0,
    ALG_DOT_ANY_F8_ANY_F8_F32 = 1,
    ALG_DOT_ANY_F8_ANY_F8_F32_FAST_ACCUM = 2,
    ALG_DOT_F16_F16_F16 = 3,
    ALG_DOT_F16_F16_F32 = 4,
    ALG_DOT_BF16_BF16_BF16 = 5,
    ALG_DOT_BF16_BF16_F32 = 6,
    ALG_DOT_BF16_BF16_F32_X3 = 7,
    ALG_DOT_BF16_BF16_F32_X6 = 8,
    ALG_DOT_TF32_TF32_F32 = 9,
    ALG_DOT_TF32_TF32_F32_X3 = 10,
    ALG_DOT_F32_F32_F32 = 11,
    ALG_DOT_F64_F64_F64 = 12,
    ALG_DOT_BF16_BF16_F32_X9 = 13,
  };
  AXLE_REPEATED_FIELD(Precision, operand_precision)
  AXLE_SCALAR_FIELD(Algorithm, algorithm, ALG_UNSET)
  AXLE_PROTO_EQUALITY(PrecisionConfig)
};

class TriangularSolveOptions {
 public:
  enum Transpose { TRANSPOSE_INVALID = 0, NO_TRANSPOSE = 1, TRANSPOSE = 2, ADJOINT = 3 };
  AXLE_SCALAR_FIELD(bool, left_side, false)
  AXLE_SCALAR_FIELD(bool, lower, false)
  AXLE_SCALAR_FIELD(bool, unit_diagonal, false)
  AXLE_SCALAR_FIELD(Transpose, transpose_a, NO_TRANSPOSE)
  AXLE_PROTO_EQUALITY(TriangularSolveOptions)
};

class CholeskyOptions {
  AXLE_SCALAR_FIELD(bool, lower, false)
  AXLE_PROTO_EQUALITY(CholeskyOptions)
};

// Comparison direction and the order it compares in (XLA's Comparison).
enum class ComparisonDirection { kEq, kNe, kGe, kGt, kLe, kLt };
enum class ComparisonType { kFloat, kFloatTotalOrder, kSigned, kUnsigned };

enum FftType : int { FFT = 0, IFFT = 1, RFFT = 2, IRFFT = 3 };
enum RandomDistribution : int { RNG_INVALID = 0, RNG_UNIFORM = 1, RNG_NORMAL = 2 };
enum RandomAlgorithm : int { RNG_DEFAULT = 0, RNG_THREE_FRY = 1, RNG_PHILOX = 2 };
enum class FusionKind { kLoop, kInput, kOutput, kCustom };

// Sharding, metadata and frontend attributes are kept as the text between
// their braces: Axle does not act on them but round-trips them.
struct OpaqueAttributes {
  std::string metadata;
  std::string sharding;
  std::string frontend_attributes;
  // XLA attributes kept as written (see hlo_attribute_table.cc).
  std::string parameter_replication;
  std::string output_to_operand_aliasing;
  std::string operand_layout_constraints;
  std::string custom_call_schedule;
  std::string padding_type;
  std::string statistics;
  std::string origin;
  std::string result_accuracy;
  std::string domain;                         // domain: kind, entry and exit
  std::string cross_program_prefetch_index;   // copy-start
  std::string is_composite;        // call
  std::string literal;             // custom-call: "SHAPE VALUE"
  std::string inferred_dimension;  // reshape
  // constant: written "{...}" (values left out; zeros stand for them).
  // Printed back that way; cleared when the literal is replaced.
  bool literal_elided = false;
  bool operator==(const OpaqueAttributes& other) const = default;
};

#undef AXLE_PROTO_EQUALITY

}  // namespace xla

#endif  // AXLE_HLO_XLA_DATA_H_
