// Reading StableHLO attributes (generic form, mlir_ir.h) into Axle's
// attribute structs. Every reader takes the attribute (possibly null, for a
// missing one) and its name, and returns InvalidArgument naming the
// attribute and what was wrong; the caller adds the op and location.
#ifndef AXLE_STABLEHLO_STABLEHLO_ATTRIBUTES_H_
#define AXLE_STABLEHLO_STABLEHLO_ATTRIBUTES_H_

#include <cstdint>
#include <optional>
#include <string>
#include "absl/strings/string_view.h"
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/hlo/xla_data.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

// An integer: `5 : i64`, `true`, or a one-element dense<...>.
absl::StatusOr<int64_t> ReadInt(const MlirAttribute* attribute, absl::string_view name);
absl::StatusOr<bool> ReadBool(const MlirAttribute* attribute, absl::string_view name);
absl::StatusOr<double> ReadFloat(const MlirAttribute* attribute, absl::string_view name);
absl::StatusOr<std::string> ReadString(const MlirAttribute* attribute, absl::string_view name);
// array<i64: ...>, [1, 2] (integers), or dense<...> of any integer shape
// (row-major). A null attribute is an error; see ReadIntsOr.
absl::StatusOr<std::vector<int64_t>> ReadInts(const MlirAttribute* attribute,
                                              absl::string_view name);
// As ReadInts, `fallback` when the attribute is absent.
absl::StatusOr<std::vector<int64_t>> ReadIntsOr(const MlirAttribute* attribute,
                                                absl::string_view name,
                                                std::vector<int64_t> fallback);
// A dense<...> : tensor<NxMxi64> (padding, replica groups, source-target
// pairs): its rows. `columns` >= 0 checks the row length.
absl::StatusOr<std::vector<std::vector<int64_t>>> ReadIntRows(const MlirAttribute* attribute,
                                                              absl::string_view name,
                                                              int64_t columns = -1);
// #stablehlo<NAME VALUE>: VALUE; `enum_name` (e.g. "comparison_direction")
// must match the mnemonic when the reader kept it.
absl::StatusOr<std::string> ReadEnum(const MlirAttribute* attribute, absl::string_view name);

absl::StatusOr<ComparisonDirection> ReadComparisonDirection(const MlirAttribute* attribute);
// Absent: std::nullopt (the element type's default order).
absl::StatusOr<std::optional<ComparisonType>> ReadComparisonType(const MlirAttribute* attribute);
absl::StatusOr<DotDimensionNumbers> ReadDotDimensionNumbers(const MlirAttribute* attribute);
// precision_config = [#stablehlo<precision DEFAULT>, ...] plus, for
// dot_general, an `algorithm = #stablehlo.dot_algorithm<...>`.
absl::StatusOr<PrecisionConfig> ReadPrecisionConfig(const MlirAttribute* precision,
                                                    const MlirAttribute* algorithm);
absl::StatusOr<GatherDimensionNumbers> ReadGatherDimensionNumbers(const MlirAttribute* attribute);
absl::StatusOr<ScatterDimensionNumbers> ReadScatterDimensionNumbers(
    const MlirAttribute* attribute);
// #stablehlo.conv<...> as the readers give it: a struct of the generic
// field names (input_batch_dimension, ..., output_spatial_dimensions).
absl::StatusOr<ConvolutionDimensionNumbers> ReadConvDimensionNumbers(
    const MlirAttribute* attribute);
// replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>; -1 pads rows.
absl::StatusOr<std::vector<ReplicaGroup>> ReadReplicaGroups(const MlirAttribute* attribute);
// channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>: the
// handle, or nullopt when absent or 0.
absl::StatusOr<std::optional<int64_t>> ReadChannelId(const MlirAttribute* attribute);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_STABLEHLO_ATTRIBUTES_H_
