// Shardy's mesh and tensor-sharding attributes, read from their spelling
// (#sdy.mesh<["x"=2, "y"=4]>, #sdy.sharding<@mesh, [{"x"}, {}]>) to tell
// what part of a tensor each device holds: the per-device program of a
// shard_map/pmap computation takes its arguments' shards.
#ifndef AXLE_STABLEHLO_SDY_SHARDING_H_
#define AXLE_STABLEHLO_SDY_SHARDING_H_

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"

namespace xla::stablehlo {

struct SdyMesh {
  std::vector<std::pair<std::string, int64_t>> axes;  // name, size
  int64_t DeviceCount() const;
};

// "#sdy.mesh<[...]>", "mesh<[...]>" or "<[...]>".
absl::StatusOr<SdyMesh> ParseSdyMesh(std::string_view spelling);

using SdyMeshLookup = std::function<const SdyMesh*(std::string_view name)>;

// A tensor's sharding: for each dimension, the mesh axes (name, size) it is
// split over, major first.
struct SdyTensorSharding {
  SdyMesh mesh;
  std::vector<std::vector<std::pair<std::string, int64_t>>> dimension_axes;
};

// "#sdy.sharding<@mesh, [{"x"}, {}]>" or "<@mesh, [...]>" (an element of
// a sharding_per_value list).
absl::StatusOr<SdyTensorSharding> ParseSdySharding(std::string_view sharding,
                                                   const SdyMeshLookup& lookup);

// The elements of "#sdy.sharding_per_value<[<@mesh, [...]>, ...]>".
absl::StatusOr<std::vector<std::string>> SplitShardingPerValue(std::string_view spelling);

// The dimensions of one device's shard of a tensor of `global` dimensions
// sharded as `sharding` ("#sdy.sharding<@mesh, [{"x"}, {}]>"; meshes by name
// through `lookup`, or inline). An error when a dimension does not divide
// evenly or the spelling is malformed.
absl::StatusOr<std::vector<int64_t>> ShardDimensions(std::string_view sharding,
                                                     absl::Span<const int64_t> global,
                                                     const SdyMeshLookup& lookup);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_SDY_SHARDING_H_
