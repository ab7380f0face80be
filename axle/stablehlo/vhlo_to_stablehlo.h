// Upgrading a module of VHLO ops (as the portable artifact stores them) to
// StableHLO's generic form (mlir_ir.h), the way StableHLO's own
// deserializer does: every op version (`_v1`, `_v2`) to its StableHLO op,
// `vhlo.func_v1` to `func.func`, `vhlo.return_v1` to `func.return` in a
// function and `stablehlo.return` elsewhere, `vhlo.call_v1` to `func.call`;
// VHLO's flattened dimension attributes gathered into `#stablehlo.dot<...>`,
// `#stablehlo.conv<...>`, `#stablehlo.gather<...>`, `#stablehlo.scatter<...>`
// structs; dimension tensors into dense arrays; the defaults VHLO spells
// out dropped.
#ifndef AXLE_STABLEHLO_VHLO_TO_STABLEHLO_H_
#define AXLE_STABLEHLO_VHLO_TO_STABLEHLO_H_

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

// The VHLO versions whose artifacts are read.
inline constexpr absl::string_view kMinVhloVersion = "0.9.0";
inline constexpr absl::string_view kMaxVhloVersion = "1.20.0";

// OK when `version` ("1.15.0") is within [kMinVhloVersion, kMaxVhloVersion];
// else an error naming it and the range.
absl::Status CheckVhloVersion(absl::string_view version);

// The attributes of VHLO op `name` ("dot_general_v2", without "vhlo."), in
// the order its bytecode properties store them (sorted by name); null for
// an unknown op.
const std::vector<std::string>* VhloOpAttributeNames(absl::string_view name);

// Rewrites every op of `module` in place. Errors name the op and its
// location.
absl::Status UpgradeVhloToStablehlo(MlirModule& module);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_VHLO_TO_STABLEHLO_H_
