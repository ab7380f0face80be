// The custom ("pretty") assembly formats of the stablehlo, chlo and func ops,
// each read into the generic operation the generic printer would show.
//
// Most formats are one row of a table in a small step language modelled on
// the ops' ODS `assemblyFormat` (StablehloOps.td, ChloOps.td), interpreted by
// one function; the few ops with hand-written C++ parsers upstream
// (constant, while, reduce, optimization_barrier) have their own functions.
// The entry point, ParsePrettyOperation, is declared in
// mlir_text_parser_impl.h next to the parser it drives.
#ifndef AXLE_STABLEHLO_STABLEHLO_PRETTY_SYNTAX_H_
#define AXLE_STABLEHLO_STABLEHLO_PRETTY_SYNTAX_H_

#include <string_view>

namespace xla::stablehlo {

// Whether `op_name` (for example "stablehlo.add") has a custom form this
// reader knows.
bool HasPrettySyntax(std::string_view op_name);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_STABLEHLO_PRETTY_SYNTAX_H_
