// The bytecode encodings of the attributes and types a StableHLO portable
// artifact holds: the `vhlo` dialect's (a varint code, then the fields of
// that attribute or type) and the `builtin` dialect's (names, dictionaries
// and locations around them). Each entry decodes straight into the generic
// form of mlir_ir.h, VHLO's versioned spellings already gone:
//   vhlo tensor_v1<si64 ...>       -> tensor<...xi64> (kTensor, S64)
//   vhlo integer_v1 / float_v1     -> kInteger / kFloat with their type
//   vhlo tensor attr (tensor_v1)   -> kDenseElements with an xla::Literal
//   vhlo comparison_direction_v1   -> kEnum "stablehlo.comparison_direction"
//   vhlo output_operand_alias_v1   -> kStruct "stablehlo.output_operand_alias"
//   builtin locations              -> kOpaque "loc" (never needed)
// What an op does with its attributes (flattened dimension numbers, dense
// arrays, defaults) is vhlo_to_stablehlo.h's business.
#ifndef AXLE_STABLEHLO_VHLO_ENCODING_H_
#define AXLE_STABLEHLO_VHLO_ENCODING_H_

#include <cstdint>
#include <memory>
#include "absl/strings/string_view.h"

#include "absl/status/statusor.h"
#include "axle/stablehlo/bytecode_cursor.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

using AttributePtr = std::shared_ptr<const MlirAttribute>;

// What decoding one entry may look up elsewhere in the file: other
// attributes and types by index (decoded on demand, cycles and excessive
// nesting refused by the implementation) and shared strings.
class AttrTypeTable {
 public:
  virtual ~AttrTypeTable() = default;
  virtual absl::StatusOr<AttributePtr> AttributeAt(uint64_t index) = 0;
  virtual absl::StatusOr<MlirType> TypeAt(uint64_t index) = 0;
  virtual absl::StatusOr<absl::string_view> StringAt(uint64_t index) = 0;
};

// Decodes one attribute or type entry of `dialect` ("vhlo" or "builtin")
// from `cursor` (the entry's bytes). Other dialects' entries become kOpaque
// attributes / kOther types spelled "#DIALECT<undecoded bytecode>" (in
// practice Shardy's sdy.sharding_rule annotations on custom calls).
absl::StatusOr<AttributePtr> DecodeAttribute(absl::string_view dialect, BytecodeCursor& cursor,
                                             AttrTypeTable& table);
absl::StatusOr<MlirType> DecodeType(absl::string_view dialect, BytecodeCursor& cursor,
                                    AttrTypeTable& table);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_VHLO_ENCODING_H_
