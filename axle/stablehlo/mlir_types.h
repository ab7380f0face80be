// MLIR's builtin element type names and XLA's PrimitiveType, both ways: one
// table for the text parser and the printer (the bytecode reader may use it
// too).
#ifndef AXLE_STABLEHLO_MLIR_TYPES_H_
#define AXLE_STABLEHLO_MLIR_TYPES_H_

#include <optional>
#include <string>
#include <string_view>

#include "axle/shape/primitive_type.h"

namespace xla::stablehlo {

// "f32" -> F32, "i1" -> PRED, "i32"/"si32" -> S32, "ui4" -> U4, "index" -> S64,
// "f8E4M3FN" -> F8E4M3FN; nullopt for names that are not array element types.
// complex<...> is a type of its own (the parser handles it).
std::optional<PrimitiveType> ElementTypeFromMlirName(std::string_view name);

// The MLIR spelling of an element type: "i32", "ui8", "i1", "complex<f32>".
std::string MlirElementTypeName(PrimitiveType type);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_MLIR_TYPES_H_
