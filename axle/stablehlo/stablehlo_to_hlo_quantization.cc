// uniform_quantize and uniform_dequantize with per-tensor quantized types
// (`tensor<4x!quant.uniform<i8:f32, 5.0e-01:3>>`), lowered as the StableHLO
// spec defines them:
//   quantize:   clamp(round_nearest_even(x / scale + zero_point), min, max)
//               converted to the storage type;
//   dequantize: (convert(q) - zero_point) * scale in the expressed type.
// A quantized value is held in its storage type. Any other op on a quantized
// type is refused by the driver (quantized arithmetic has no direct HLO
// form); so are per-axis types.
#include <cstdlib>
#include <string>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/strip.h"
#include "absl/strings/str_split.h"
#include "axle/base/status_macros.h"
#include "axle/builder/lib/constants.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

constexpr char kUniform[] = "!quant.uniform<";
constexpr size_t kUniformLength = sizeof(kUniform) - 1;

// MLIR's integer spelling (i8, ui8, u8...) as a PrimitiveType.
std::optional<PrimitiveType> StorageType(absl::string_view name) {
  if (absl::ConsumePrefix(&name, "ui") || absl::ConsumePrefix(&name, "u")) {
    int bits;
    if (!absl::SimpleAtoi(name, &bits)) return std::nullopt;
    switch (bits) {
      case 8: return U8;
      case 16: return U16;
      case 32: return U32;
      default: return std::nullopt;
    }
  }
  if (!absl::ConsumePrefix(&name, "i")) return std::nullopt;
  int bits;
  if (!absl::SimpleAtoi(name, &bits)) return std::nullopt;
  switch (bits) {
    case 8: return S8;
    case 16: return S16;
    case 32: return S32;
    default: return std::nullopt;
  }
}

}  // namespace

bool IsQuantizedType(const MlirType& type) {
  return type.kind == MlirType::Kind::kOther &&
         type.spelling.find(kUniform) != std::string::npos;
}

absl::StatusOr<QuantizedType> ReadQuantizedType(const MlirType& type) {
  const std::string& text = type.spelling;
  auto bad = [&](absl::string_view why) {
    return InvalidArgument("quantized type ", text, ": ", why);
  };
  const size_t at = text.find(kUniform);
  if (!absl::StartsWith(text, "tensor<") || at == std::string::npos ||
      !absl::EndsWith(text, ">>")) {
    return bad("expected tensor<...x!quant.uniform<...>>");
  }
  QuantizedType result;
  for (absl::string_view dim : absl::StrSplit(
           absl::string_view(text).substr(7, at - 7), 'x', absl::SkipEmpty())) {
    int64_t size;
    if (!absl::SimpleAtoi(dim, &size) || size < 0) return bad("dimensions must be static");
    result.dims.push_back(size);
  }
  // "STORAGE[<MIN:MAX>]:EXPRESSED, SCALE[:ZERO_POINT]"
  absl::string_view body = absl::string_view(text).substr(
      at + kUniformLength, text.size() - at - kUniformLength - 2);
  const size_t comma = body.find(',');
  if (comma == absl::string_view::npos) return bad("expected 'storage:expressed, scale'");
  absl::string_view types = body.substr(0, comma);
  absl::string_view parameters = absl::StripAsciiWhitespace(body.substr(comma + 1));
  if (absl::StartsWith(parameters, "{")) return bad("per-axis quantization is not supported");
  const size_t range_open = types.find('<');
  const size_t colon = types.find(':', range_open == absl::string_view::npos
                                           ? 0
                                           : types.find('>', range_open));
  if (colon == absl::string_view::npos) return bad("expected 'storage:expressed'");
  absl::string_view storage = types.substr(0, std::min(colon, range_open));
  absl::string_view expressed = types.substr(colon + 1);
  if (expressed.find(':') != absl::string_view::npos) {
    return bad("per-axis quantization is not supported");
  }
  std::optional<PrimitiveType> storage_type = StorageType(storage);
  std::optional<PrimitiveType> expressed_type = primitive_util::ParseName(expressed);
  if (!storage_type.has_value()) return bad("unsupported storage type");
  if (!expressed_type.has_value() || !primitive_util::IsFloatingPointType(*expressed_type)) {
    return bad("unsupported expressed type");
  }
  result.storage_type = *storage_type;
  result.expressed_type = *expressed_type;
  const int bits = primitive_util::BitWidth(*storage_type);
  if (primitive_util::IsSignedIntegralType(*storage_type)) {
    result.storage_min = -(int64_t{1} << (bits - 1));
    result.storage_max = (int64_t{1} << (bits - 1)) - 1;
  } else {
    result.storage_min = 0;
    result.storage_max = (int64_t{1} << bits) - 1;
  }
  if (range_open != absl::string_view::npos && range_open < colon) {
    std::vector<absl::string_view> range = absl::StrSplit(
        types.substr(range_open + 1, types.find('>', range_open) - range_open - 1), ':');
    if (range.size() != 2 || !absl::SimpleAtoi(range[0], &result.storage_min) ||
        !absl::SimpleAtoi(range[1], &result.storage_max)) {
      return bad("bad storage range");
    }
  }
  std::vector<absl::string_view> scale_zero = absl::StrSplit(parameters, ':');
  if (scale_zero.empty() || scale_zero.size() > 2 ||
      !absl::SimpleAtod(scale_zero[0], &result.scale) ||
      (scale_zero.size() == 2 && !absl::SimpleAtoi(scale_zero[1], &result.zero_point))) {
    return bad("expected 'scale:zero_point'");
  }
  return result;
}

namespace {

absl::StatusOr<OpResults> ConvertUniformQuantize(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  RETURN_IF_ERROR(c.ExpectResults(1));
  if (IsQuantizedType(c.op().operands[0]->type)) {
    return Unimplemented("requantizing a quantized value is not supported");
  }
  ASSIGN_OR_RETURN(QuantizedType type, ReadQuantizedType(c.op().results[0]->type));
  XlaOp x = c.operand(0);
  XlaOp scaled = Div(x, ScalarLike(x, type.scale)) + ScalarLike(x, type.zero_point);
  XlaOp clamped = Clamp(ScalarLike(x, type.storage_min), RoundNearestEven(scaled),
                        ScalarLike(x, type.storage_max));
  return OpResults{ConvertElementType(clamped, type.storage_type)};
}

absl::StatusOr<OpResults> ConvertUniformDequantize(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  RETURN_IF_ERROR(c.ExpectResults(1));
  ASSIGN_OR_RETURN(QuantizedType type, ReadQuantizedType(c.op().operands[0]->type));
  XlaOp q = ConvertElementType(c.operand(0), type.expressed_type);
  return OpResults{(q - ScalarLike(q, type.zero_point)) * ScalarLike(q, type.scale)};
}

}  // namespace

void RegisterQuantizationOps(OpConverterTable& table) {
  table["stablehlo.uniform_quantize"] = ConvertUniformQuantize;
  table["stablehlo.uniform_dequantize"] = ConvertUniformDequantize;
}

}  // namespace xla::stablehlo::internal
