// The bytecode encodings of Shardy's (`sdy`) attributes, which JAX's sharded
// exports mix into a portable artifact: meshes, tensor shardings and axis
// lists decode to kOpaque attributes spelled as Shardy prints them (the
// spelling the text reader keeps), e.g. #sdy.mesh<["x"=2]> and
// #sdy.sharding<@mesh, [{"x"}, {}]>, and the sharding rules of custom calls
// (#sdy.op_sharding_rule<([i, j])->([k, l]) {i=3, ...}, custom>). Axle does
// not lower shardings; the attributes of collectives Shardy inserts after
// propagation are kept as "#sdy<undecoded bytecode>".
#ifndef AXLE_STABLEHLO_SDY_ENCODING_H_
#define AXLE_STABLEHLO_SDY_ENCODING_H_

#include "absl/status/statusor.h"
#include "axle/stablehlo/bytecode_cursor.h"
#include "axle/stablehlo/vhlo_encoding.h"

namespace xla::stablehlo {

absl::StatusOr<AttributePtr> DecodeSdyAttribute(BytecodeCursor& cursor, AttrTypeTable& table);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_SDY_ENCODING_H_
