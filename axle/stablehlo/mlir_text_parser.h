// Reading MLIR text (`.mlir`: what `jax.jit(f).lower(...).as_text()` and
// `mlir-opt` print) into an MlirModule in StableHLO's generic form.
//
// Both spellings of every op are read: the generic form
// (`%0 = "stablehlo.add"(%a, %b) : (...) -> ...`) and the custom assembly
// formats of the stablehlo, chlo and func ops (`%0 = stablehlo.add %a, %b :
// tensor<4xf32>`), each turned into the generic op the generic printer would
// show (same name, operands, result types and attributes). Locations are
// read and dropped; attribute and type aliases are resolved; dense_resource
// blobs come from the file's `{-# dialect_resources: ... #-}` section.
//
// Canonical form: every op's and dictionary's attributes are sorted by name
// (as MLIR's attribute dictionaries are), and a func.func's arg_attrs /
// res_attrs are dropped when every entry is empty, and attributes equal to
// their op's default value (custom_call's api_version = 1, has_side_effect =
// false, sort's is_stable = false, ...) are dropped, as are empty lists in
// structured attributes (#stablehlo.dot<...>, #stablehlo.scatter<...>; not
// #stablehlo.conv) and zero tolerances in #stablehlo.result_accuracy: absent
// means that value. So the pretty and the generic spelling of a module give
// equal MlirModules.
#ifndef AXLE_STABLEHLO_MLIR_TEXT_PARSER_H_
#define AXLE_STABLEHLO_MLIR_TEXT_PARSER_H_

#include <string_view>

#include "absl/status/statusor.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

// Errors read "SOURCE:LINE:COL: what was expected, found 'what was there'".
absl::StatusOr<MlirModule> ParseMlirText(std::string_view text, std::string_view source_name);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_MLIR_TEXT_PARSER_H_
