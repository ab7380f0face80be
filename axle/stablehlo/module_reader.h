// Reading a module in any of the forms XLA's front ends emit: HLO text,
// StableHLO text (`.mlir`) and the StableHLO portable artifact (`.mlirbc`,
// MLIR bytecode of the VHLO dialect), each into an unverified HloModule.
#ifndef AXLE_STABLEHLO_MODULE_READER_H_
#define AXLE_STABLEHLO_MODULE_READER_H_

#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla {

enum class ModuleFormat { kHloText, kStableHloText, kStableHloBytecode };

// The format of `contents`: bytecode by its magic bytes; otherwise by the
// file name's extension (`.mlir`, `.mlirbc`, `.hlo`/`.txt`), and failing
// that by the first word of the text (`HloModule` or MLIR's `module`,
// `func.func`, `#alias`, `"builtin.module"`).
ModuleFormat DetectModuleFormat(std::string_view contents, std::string_view file_name = "");

// StableHLO text or bytecode (told apart by content) in its generic form;
// errors start with `source_name` and a location.
absl::StatusOr<stablehlo::MlirModule> ParseStableHlo(std::string_view contents,
                                                     std::string_view source_name);

// StableHLO text or bytecode converted to HLO.
absl::StatusOr<std::unique_ptr<HloModule>> ParseStableHloModule(std::string_view contents,
                                                                 std::string_view source_name);

// Any of the three formats (DetectModuleFormat). Errors start with
// `source_name` and a location: "NAME:LINE:COLUMN: ..." for text,
// "NAME: byte OFFSET (section ...): ..." for bytecode.
absl::StatusOr<std::unique_ptr<HloModule>> ParseModuleInAnyFormat(std::string_view contents,
                                                                  std::string_view source_name);

}  // namespace xla

#endif  // AXLE_STABLEHLO_MODULE_READER_H_
