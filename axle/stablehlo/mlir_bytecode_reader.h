// Reading MLIR bytecode (`.mlirbc`), in practice the StableHLO portable
// artifact JAX hands to plugins (jax.export's mlir_module_serialized): a
// builtin.module of `vhlo` ops. The result is the StableHLO generic form of
// mlir_ir.h, upgraded from whichever VHLO version wrote it.
//
// Accepted: MLIR bytecode versions 0 to 6, and VHLO versions from
// kMinVhloVersion to kMaxVhloVersion (JAX 0.10.2 writes 1.15.0 by default;
// jaxlib knows up to 1.17.0; a plugin may pin anything back to 0.9.0).
// Errors say "SOURCE: byte OFFSET (section NAME): message"; truncated or
// corrupt input is an error, never a crash, and no allocation is sized by a
// count the input has not backed with bytes.
#ifndef AXLE_STABLEHLO_MLIR_BYTECODE_READER_H_
#define AXLE_STABLEHLO_MLIR_BYTECODE_READER_H_

#include <string_view>

#include "absl/status/statusor.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

// Whether `bytes` starts with MLIR bytecode's magic number "ML\xefR".
bool IsMlirBytecode(std::string_view bytes);

// The module in StableHLO generic form, with `producer` (e.g.
// "StableHLO_v1.15.0") and `vhlo_version` ("1.15.0") set.
absl::StatusOr<MlirModule> ReadMlirBytecode(std::string_view bytes, std::string_view source_name);

// The module as the bytecode holds it, before the VHLO upgrade: op names
// `vhlo.add_v1`, attributes under VHLO's names (flattened dimension
// numbers, explicit defaults). For tests and debugging.
absl::StatusOr<MlirModule> ReadMlirBytecodeWithoutUpgrade(std::string_view bytes,
                                                          std::string_view source_name);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_MLIR_BYTECODE_READER_H_
