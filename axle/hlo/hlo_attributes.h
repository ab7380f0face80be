// Every attribute an HLO instruction may carry, in one record.
//
// Why one flat record instead of a class per op family: the printer, parser
// and verifier describe attributes with one table of (text key, field) pairs
// (hlo_attribute_table.*), so an op gains an attribute by naming the key in
// that table, with no per-op print/parse code. Fields an opcode does not use
// keep their defaults and are never printed.
#ifndef AXLE_HLO_HLO_ATTRIBUTES_H_
#define AXLE_HLO_HLO_ATTRIBUTES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "axle/hlo/xla_data.h"
#include "axle/shape/shape.h"

namespace xla {

struct HloAttributes {
  // broadcast, transpose, reverse, reduce, concatenate (1 entry), sort
  // (1 entry), map, all-gather/all-to-all/reduce-scatter (1 entry),
  // get-dimension-size/set-dimension-size (1 entry).
  std::vector<int64_t> dimensions;

  // slice: per dimension [start:limit:stride].
  std::vector<int64_t> slice_starts;
  std::vector<int64_t> slice_limits;
  std::vector<int64_t> slice_strides;
  // dynamic-slice.
  std::vector<int64_t> dynamic_slice_sizes;
  // gather.
  std::vector<int64_t> gather_slice_sizes;
  GatherDimensionNumbers gather_dimension_numbers;
  // scatter.
  ScatterDimensionNumbers scatter_dimension_numbers;
  // gather and scatter.
  bool indices_are_sorted = false;
  bool unique_indices = false;

  // pad.
  PaddingConfig padding_config;
  // reduce-window, select-and-scatter, convolution.
  Window window;
  // convolution.
  ConvolutionDimensionNumbers convolution_dimension_numbers;
  int64_t feature_group_count = 1;
  int64_t batch_group_count = 1;
  // dot.
  DotDimensionNumbers dot_dimension_numbers;
  // dot, convolution.
  PrecisionConfig precision_config;

  // compare.
  ComparisonDirection comparison_direction = ComparisonDirection::kEq;
  std::optional<ComparisonType> comparison_type;  // absent: the element type's default

  // parameter.
  int64_t parameter_number = 0;
  // get-tuple-element.
  int64_t tuple_index = 0;
  // iota.
  int64_t iota_dimension = 0;
  // reduce-precision.
  int64_t exponent_bits = 0;
  int64_t mantissa_bits = 0;
  // batch-norm-*.
  float epsilon = 0;
  int64_t feature_index = 0;
  // fft.
  FftType fft_type = FFT;
  std::vector<int64_t> fft_length;
  // triangular-solve.
  TriangularSolveOptions triangular_solve_options;
  // cholesky.
  CholeskyOptions cholesky_options;
  // rng.
  RandomDistribution distribution = RNG_UNIFORM;
  // rng-bit-generator.
  RandomAlgorithm rng_algorithm = RNG_DEFAULT;
  // rng-get-and-update-state: how far the state advances.
  int64_t rng_delta = 0;
  // topk: how many, and whether the largest (else the smallest).
  int64_t top_k = 0;
  bool largest = true;
  // ragged-dot: beside dot_dimension_numbers, the lhs dimension split into
  // groups and the rhs dimension indexing the groups.
  std::vector<int64_t> lhs_ragged_dimensions;
  std::vector<int64_t> rhs_group_dimensions;
  // sort.
  bool is_stable = false;

  // Collectives, send/recv: replica groups and channel.
  std::vector<ReplicaGroup> replica_groups;
  std::optional<int64_t> channel_id;
  bool constrain_layout = false;
  bool use_global_device_ids = false;
  // all-to-all: the split dimension of the array form.
  std::optional<int64_t> split_dimension;
  // collective-permute.
  std::vector<std::pair<int64_t, int64_t>> source_target_pairs;

  // custom-call.
  std::string custom_call_target;
  bool custom_call_has_side_effect = false;
  int64_t custom_call_api_version = 1;  // API_VERSION_ORIGINAL
  // custom-call, and any op XLA attaches a backend config to (raw text).
  std::string backend_config;
  // infeed/outfeed.
  std::string infeed_config;
  std::string outfeed_config;
  Shape outfeed_shape;
  // send/recv.
  bool is_host_transfer = false;
  // fusion.
  FusionKind fusion_kind = FusionKind::kLoop;
  // async-start/update/done: the thread the wrapped computation runs on.
  std::string async_execution_thread = "main";

  // Kept for round-tripping only.
  OpaqueAttributes opaque;

  bool operator==(const HloAttributes& other) const = default;
};

}  // namespace xla

#endif  // AXLE_HLO_HLO_ATTRIBUTES_H_
