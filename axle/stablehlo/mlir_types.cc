#include "axle/stablehlo/mlir_types.h"

namespace xla::stablehlo {
namespace {

struct ElementTypeName {
  std::string_view name;
  PrimitiveType type;
};

// The first row of a type is its printed spelling.
constexpr ElementTypeName kElementTypeNames[] = {
    {"i1", PRED},
    {"i2", S2},
    {"i4", S4},
    {"i8", S8},
    {"i16", S16},
    {"i32", S32},
    {"i64", S64},
    {"ui1", U1},
    {"ui2", U2},
    {"ui4", U4},
    {"ui8", U8},
    {"ui16", U16},
    {"ui32", U32},
    {"ui64", U64},
    {"f16", F16},
    {"bf16", BF16},
    {"f32", F32},
    {"f64", F64},
    {"f8E5M2", F8E5M2},
    {"f8E4M3", F8E4M3},
    {"f8E3M4", F8E3M4},
    {"f8E4M3FN", F8E4M3FN},
    {"f8E4M3FNUZ", F8E4M3FNUZ},
    {"f8E5M2FNUZ", F8E5M2FNUZ},
    {"f8E4M3B11FNUZ", F8E4M3B11FNUZ},
    {"f4E2M1FN", F4E2M1FN},
    {"f8E8M0FNU", F8E8M0FNU},
    // Accepted, never printed.
    {"si2", S2},
    {"si4", S4},
    {"si8", S8},
    {"si16", S16},
    {"si32", S32},
    {"si64", S64},
    {"index", S64},
};

}  // namespace

std::optional<PrimitiveType> ElementTypeFromMlirName(std::string_view name) {
  for (const ElementTypeName& row : kElementTypeNames) {
    if (row.name == name) return row.type;
  }
  return std::nullopt;
}

std::string MlirElementTypeName(PrimitiveType type) {
  if (type == C64) return "complex<f32>";
  if (type == C128) return "complex<f64>";
  for (const ElementTypeName& row : kElementTypeNames) {
    if (row.type == type) return std::string(row.name);
  }
  return "<invalid element type>";
}

}  // namespace xla::stablehlo
