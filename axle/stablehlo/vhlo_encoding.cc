#include "axle/stablehlo/vhlo_encoding.h"

#include <array>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/stablehlo/dense_elements.h"
#include "axle/stablehlo/sdy_encoding.h"

namespace xla::stablehlo {
namespace {

// ---------------------------------------------------------------- types

MlirType Scalar(PrimitiveType type) {
  MlirType result;
  result.kind = MlirType::Kind::kScalar;
  result.element_type = type;
  return result;
}

MlirType Other(std::string spelling) {
  MlirType result;
  result.kind = MlirType::Kind::kOther;
  result.spelling = std::move(spelling);
  return result;
}

// One row per vhlo type code that is a bare element type: its Axle type, or
// for the few Axle lacks, its MLIR spelling (kept as kOther).
struct ElementTypeCode {
  int code;
  PrimitiveType type;
  absl::string_view other_spelling;
};
constexpr ElementTypeCode kVhloElementTypes[] = {
    {0, PRED, ""},          {2, BF16, ""},         {3, F16, ""},
    {4, F32, ""},           {5, F64, ""},          {6, F8E4M3FN, ""},
    {7, F8E5M2, ""},        {9, S64, ""},  // index
    {10, S4, ""},           {11, S8, ""},          {12, S16, ""},
    {13, S32, ""},          {14, S64, ""},         {15, U4, ""},
    {16, U8, ""},           {17, U16, ""},         {18, U32, ""},
    {19, U64, ""},          {27, F8E4M3FNUZ, ""},  {28, F8E5M2FNUZ, ""},
    {29, F8E4M3B11FNUZ, ""}, {31, S2, ""},         {32, U2, ""},
    {34, PRIMITIVE_TYPE_INVALID, "tf32"},
    {35, F8E4M3, ""},       {36, F8E3M4, ""},      {37, F4E2M1FN, ""},
    {38, PRIMITIVE_TYPE_INVALID, "f6E2M3FN"},
    {39, PRIMITIVE_TYPE_INVALID, "f6E3M2FN"},
    {40, F8E8M0FNU, ""},
};

// The vhlo type codes with fields.
enum VhloTypeCode : int {
  kVhloComplex = 1,
  kVhloFunction = 8,
  kVhloRankedTensor = 20,
  kVhloRankedTensorWithEncoding = 21,
  kVhloToken = 22,
  kVhloTuple = 23,
  kVhloUniformQuantized = 24,
  kVhloUnrankedTensor = 25,
  kVhloWitness = 26,
  kVhloUniformQuantizedPerAxis = 30,
  kVhloNone = 33,
  kVhloRankedBuffer = 41,
  kVhloFuture = 42,
};

// The MLIR spelling of an element type, for the kOther spellings of the
// types around it (complex<tf32>, tensor<4xf6E2M3FN>).
std::string Spell(const MlirType& type) {
  if (type.kind == MlirType::Kind::kOther) return type.spelling;
  if (type.kind == MlirType::Kind::kNone) return "none";
  if (type.kind == MlirType::Kind::kTensor) {
    std::string spelling = "tensor<";
    for (int64_t dim : type.dims) {
      absl::StrAppend(&spelling, dim == MlirType::kDynamicDim ? "?" : absl::StrCat(dim), "x");
    }
    MlirType element = type;
    element.kind = MlirType::Kind::kScalar;
    return absl::StrCat(spelling, Spell(element), ">");
  }
  if (type.kind != MlirType::Kind::kScalar) return "?";
  PrimitiveType element = type.element_type;
  if (element == PRED) return "i1";
  if (primitive_util::IsComplexType(element)) {
    return absl::StrCat("complex<", element == C64 ? "f32" : "f64", ">");
  }
  if (primitive_util::IsIntegralType(element)) {
    return absl::StrCat(primitive_util::IsUnsignedIntegralType(element) ? "ui" : "i", primitive_util::BitWidth(element));
  }
  std::string name = primitive_util::LowercaseName(element);
  return name;
}

absl::StatusOr<MlirType> ReadTypeRef(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  return table.TypeAt(index);
}

absl::StatusOr<AttributePtr> ReadAttributeRef(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  return table.AttributeAt(index);
}

absl::StatusOr<std::vector<MlirType>> ReadTypeList(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("type list"));
  std::vector<MlirType> types;
  types.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(MlirType type, ReadTypeRef(cursor, table));
    types.push_back(std::move(type));
  }
  return types;
}

absl::StatusOr<std::vector<int64_t>> ReadSignedList(BytecodeCursor& cursor,
                                                    absl::string_view what) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount(what));
  std::vector<int64_t> values;
  values.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(int64_t value, cursor.ReadSignedVarInt());
    values.push_back(value);
  }
  return values;
}

// A ranked shape and element type into a tensor (kOther when the element
// type is not one Axle has).
absl::StatusOr<MlirType> MakeTensor(BytecodeCursor& cursor, std::vector<int64_t> dims,
                                    const MlirType& element) {
  for (int64_t dim : dims) {
    if (dim < 0 && dim != MlirType::kDynamicDim) {
      return cursor.Error(absl::StrCat("tensor dimension ", dim, " is negative"));
    }
  }
  if (element.kind != MlirType::Kind::kScalar) {
    std::vector<std::string> parts;
    for (int64_t dim : dims) {
      parts.push_back(dim == MlirType::kDynamicDim ? "?" : absl::StrCat(dim));
    }
    parts.push_back(Spell(element));
    return Other(absl::StrCat("tensor<", absl::StrJoin(parts, "x"), ">"));
  }
  MlirType tensor;
  tensor.kind = MlirType::Kind::kTensor;
  tensor.element_type = element.element_type;
  tensor.dims = std::move(dims);
  return tensor;
}

PrimitiveType ComplexOf(PrimitiveType component) {
  if (component == F32) return C64;
  if (component == F64) return C128;
  return PRIMITIVE_TYPE_INVALID;
}

absl::StatusOr<MlirType> MakeComplex(const MlirType& component) {
  if (component.kind == MlirType::Kind::kScalar) {
    PrimitiveType type = ComplexOf(component.element_type);
    if (type != PRIMITIVE_TYPE_INVALID) return Scalar(type);
  }
  return Other(absl::StrCat("complex<", Spell(component), ">"));
}

absl::StatusOr<double> ReadDoubleBits(BytecodeCursor& cursor) {
  ASSIGN_OR_RETURN(int64_t bits, cursor.ReadSignedVarInt());
  double value = 0;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

// A quantized element type, kept by MLIR's spelling (nothing in Axle lowers
// it): !quant.uniform<i8:f32, 3.400000e+01:16>, or per axis
// !quant.uniform<i8:f32:0, {3.400000e+01:16,...}>; storage bounds shown
// when narrower than the storage type's.
absl::StatusOr<MlirType> ReadQuantized(BytecodeCursor& cursor, AttrTypeTable& table,
                                       bool per_axis) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t flags, cursor.ReadVarInt());
  ASSIGN_OR_RETURN(MlirType storage, ReadTypeRef(cursor, table));
  ASSIGN_OR_RETURN(MlirType expressed, ReadTypeRef(cursor, table));
  std::vector<std::pair<double, int64_t>> parameters(1);
  uint64_t axis = 0;
  if (per_axis) {
    ASSIGN_OR_RETURN(axis, cursor.ReadVarInt());
  }
  if (!per_axis) {
    ASSIGN_OR_RETURN(parameters[0].first, ReadDoubleBits(cursor));
    ASSIGN_OR_RETURN(parameters[0].second, cursor.ReadSignedVarInt());
  }
  ASSIGN_OR_RETURN(int64_t storage_min, cursor.ReadSignedVarInt());
  ASSIGN_OR_RETURN(int64_t storage_max, cursor.ReadSignedVarInt());
  if (per_axis) {
    ASSIGN_OR_RETURN(uint64_t scales, cursor.ReadCount("scale"));
    parameters.resize(scales);
    for (auto& parameter : parameters) {
      ASSIGN_OR_RETURN(parameter.first, ReadDoubleBits(cursor));
    }
    ASSIGN_OR_RETURN(uint64_t zero_points, cursor.ReadCount("zero point"));
    if (zero_points != scales) return cursor.ErrorAt(start, "scales and zero points differ in count");
    for (auto& parameter : parameters) {
      ASSIGN_OR_RETURN(parameter.second, cursor.ReadSignedVarInt());
    }
  }
  int width = storage.kind == MlirType::Kind::kScalar &&
                      primitive_util::IsIntegralType(storage.element_type)
                  ? primitive_util::BitWidth(storage.element_type)
                  : 0;
  if (width <= 0 || width > 32) return cursor.ErrorAt(start, "quantized storage type not an integer");
  bool is_signed = flags & 1;
  int64_t default_min = is_signed ? -(int64_t{1} << (width - 1)) : 0;
  int64_t default_max = is_signed ? (int64_t{1} << (width - 1)) - 1 : (int64_t{1} << width) - 1;
  std::string spelling = absl::StrCat("!quant.uniform<", is_signed ? "i" : "u", width);
  if (storage_min != default_min || storage_max != default_max) {
    absl::StrAppend(&spelling, "<", storage_min, ":", storage_max, ">");
  }
  absl::StrAppend(&spelling, ":", Spell(expressed));
  auto parameter_text = [](const std::pair<double, int64_t>& parameter) {
    std::string text = absl::StrFormat("%e", parameter.first);
    if (parameter.second != 0) absl::StrAppend(&text, ":", parameter.second);
    return text;
  };
  if (per_axis) {
    std::vector<std::string> parts;
    for (const auto& parameter : parameters) parts.push_back(parameter_text(parameter));
    absl::StrAppend(&spelling, ":", axis, ", {", absl::StrJoin(parts, ","), "}>");
  } else {
    absl::StrAppend(&spelling, ", ", parameter_text(parameters[0]), ">");
  }
  return Other(spelling);
}

// ------------------------------------------- types both dialects share
// The vhlo and builtin dialects encode these types with the same fields;
// only their codes differ.

absl::StatusOr<MlirType> ReadFunctionType(BytecodeCursor& cursor, AttrTypeTable& table) {
  MlirType function;
  function.kind = MlirType::Kind::kFunction;
  ASSIGN_OR_RETURN(function.elements, ReadTypeList(cursor, table));
  ASSIGN_OR_RETURN(function.results, ReadTypeList(cursor, table));
  return function;
}

absl::StatusOr<MlirType> ReadTupleType(BytecodeCursor& cursor, AttrTypeTable& table) {
  MlirType tuple;
  tuple.kind = MlirType::Kind::kTuple;
  ASSIGN_OR_RETURN(tuple.elements, ReadTypeList(cursor, table));
  return tuple;
}

absl::StatusOr<MlirType> ReadComplexType(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(MlirType component, ReadTypeRef(cursor, table));
  return MakeComplex(component);
}

absl::StatusOr<MlirType> ReadUnrankedTensorType(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(MlirType element, ReadTypeRef(cursor, table));
  return Other(absl::StrCat("tensor<*x", Spell(element), ">"));
}

MlirType NoneType() {
  MlirType none;
  none.kind = MlirType::Kind::kNone;
  return none;
}

// What a ranked tensor does with an encoding that is not the bounds of its
// dynamic dimensions: vhlo has no other encoding, so it is malformed there;
// builtin tensors may carry any dialect's, which Axle has no use for.
enum class OtherTensorEncoding { kIsAnError, kIsIgnored };

// A ranked tensor: [encoding], dims, element type.
absl::StatusOr<MlirType> ReadRankedTensorType(BytecodeCursor& cursor, AttrTypeTable& table,
                                              size_t start, bool has_encoding,
                                              OtherTensorEncoding other_encoding) {
  AttributePtr encoding;
  if (has_encoding) {
    ASSIGN_OR_RETURN(encoding, ReadAttributeRef(cursor, table));
  }
  ASSIGN_OR_RETURN(std::vector<int64_t> dims, ReadSignedList(cursor, "tensor dimension"));
  ASSIGN_OR_RETURN(MlirType element, ReadTypeRef(cursor, table));
  ASSIGN_OR_RETURN(MlirType tensor, MakeTensor(cursor, std::move(dims), element));
  if (encoding == nullptr) return tensor;
  // type_extensions_v1: the bounds of the dynamic dimensions.
  bool is_bounds_of_its_rank = encoding->kind == MlirAttribute::Kind::kStruct &&
                               encoding->dialect_name == "stablehlo.bounds" &&
                               tensor.kind == MlirType::Kind::kTensor &&
                               encoding->ints.size() == tensor.dims.size();
  if (is_bounds_of_its_rank) {
    tensor.bounds = encoding->ints;
  } else if (other_encoding == OtherTensorEncoding::kIsAnError) {
    return cursor.ErrorAt(start, "tensor encoding is not bounds of its rank");
  }
  return tensor;
}

absl::StatusOr<MlirType> DecodeVhloType(BytecodeCursor& cursor, AttrTypeTable& table) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t code, cursor.ReadVarInt());
  for (const ElementTypeCode& row : kVhloElementTypes) {
    if (static_cast<uint64_t>(row.code) != code) continue;
    if (row.type == PRIMITIVE_TYPE_INVALID) return Other(std::string(row.other_spelling));
    return Scalar(row.type);
  }
  switch (code) {
    case kVhloComplex:
      return ReadComplexType(cursor, table);
    case kVhloFunction:
      return ReadFunctionType(cursor, table);
    case kVhloRankedTensor:
    case kVhloRankedTensorWithEncoding:
      return ReadRankedTensorType(cursor, table, start, code == kVhloRankedTensorWithEncoding,
                                  OtherTensorEncoding::kIsAnError);
    case kVhloToken: {
      MlirType token;
      token.kind = MlirType::Kind::kToken;
      return token;
    }
    case kVhloTuple:
      return ReadTupleType(cursor, table);
    case kVhloUnrankedTensor:
      return ReadUnrankedTensorType(cursor, table);
    case kVhloWitness:
      return Other("!shape.witness");
    case kVhloNone:
      return NoneType();
    case kVhloRankedBuffer: {
      ASSIGN_OR_RETURN(std::vector<int64_t> dims, ReadSignedList(cursor, "buffer dimension"));
      ASSIGN_OR_RETURN(MlirType element, ReadTypeRef(cursor, table));
      std::string spelling = "memref<";
      for (int64_t dim : dims) {
        absl::StrAppend(&spelling, dim == MlirType::kDynamicDim ? "?" : absl::StrCat(dim), "x");
      }
      absl::StrAppend(&spelling, Spell(element), ">");
      return Other(spelling);
    }
    case kVhloFuture: {
      ASSIGN_OR_RETURN(std::vector<MlirType> types, ReadTypeList(cursor, table));
      std::vector<std::string> parts;
      for (const MlirType& type : types) parts.push_back(Spell(type));
      return Other(absl::StrCat("!stablehlo.future<", absl::StrJoin(parts, ", "), ">"));
    }
    case kVhloUniformQuantized:
    case kVhloUniformQuantizedPerAxis:
      return ReadQuantized(cursor, table, code == kVhloUniformQuantizedPerAxis);
    default:
      return cursor.ErrorAt(start, absl::StrCat("unknown vhlo type code ", code));
  }
}

// The builtin dialect's type codes, in the order MLIR lists them.
enum BuiltinTypeCode : int {
  kBuiltinInteger = 0,
  kBuiltinIndex = 1,
  kBuiltinFunction = 2,
  kBuiltinBF16 = 3,
  kBuiltinF16 = 4,
  kBuiltinF32 = 5,
  kBuiltinF64 = 6,
  kBuiltinF80 = 7,
  kBuiltinF128 = 8,
  kBuiltinComplex = 9,
  kBuiltinNone = 12,
  kBuiltinRankedTensor = 13,
  kBuiltinRankedTensorWithEncoding = 14,
  kBuiltinTuple = 15,
  kBuiltinUnrankedTensor = 18,
};

absl::StatusOr<MlirType> BuiltinInteger(BytecodeCursor& cursor) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t width_and_signedness, cursor.ReadVarInt());
  uint64_t width = width_and_signedness >> 2;
  uint64_t signedness = width_and_signedness & 3;  // 0 signless, 1 signed, 2 unsigned
  if (width == 1 && signedness == 0) return Scalar(PRED);
  struct Row {
    uint64_t width;
    PrimitiveType is_signed;
    PrimitiveType is_unsigned;
  };
  static constexpr Row kRows[] = {{2, S2, U2},   {4, S4, U4},   {8, S8, U8},
                                  {16, S16, U16}, {32, S32, U32}, {64, S64, U64}};
  for (const Row& row : kRows) {
    if (row.width != width || signedness == 3) continue;
    return Scalar(signedness == 2 ? row.is_unsigned : row.is_signed);
  }
  absl::string_view prefix = signedness == 1 ? "si" : signedness == 2 ? "ui" : "i";
  if (signedness == 3) return cursor.ErrorAt(start, "integer type with signedness 3");
  return Other(absl::StrCat(prefix, width));
}

absl::StatusOr<MlirType> DecodeBuiltinType(BytecodeCursor& cursor, AttrTypeTable& table) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t code, cursor.ReadVarInt());
  switch (code) {
    case kBuiltinInteger:
      return BuiltinInteger(cursor);
    case kBuiltinIndex:
      return Scalar(S64);
    case kBuiltinFunction:
      return ReadFunctionType(cursor, table);
    case kBuiltinBF16:
      return Scalar(BF16);
    case kBuiltinF16:
      return Scalar(F16);
    case kBuiltinF32:
      return Scalar(F32);
    case kBuiltinF64:
      return Scalar(F64);
    case kBuiltinF80:
      return Other("f80");
    case kBuiltinF128:
      return Other("f128");
    case kBuiltinComplex:
      return ReadComplexType(cursor, table);
    case kBuiltinNone:
      return NoneType();
    case kBuiltinRankedTensor:
    case kBuiltinRankedTensorWithEncoding:
      return ReadRankedTensorType(cursor, table, start, code == kBuiltinRankedTensorWithEncoding,
                                  OtherTensorEncoding::kIsIgnored);
    case kBuiltinTuple:
      return ReadTupleType(cursor, table);
    case kBuiltinUnrankedTensor:
      return ReadUnrankedTensorType(cursor, table);
    default:
      return cursor.ErrorAt(start, absl::StrCat("unsupported builtin type code ", code));
  }
}

// ----------------------------------------------------------- attributes

AttributePtr Share(MlirAttribute attribute) {
  return std::make_shared<const MlirAttribute>(std::move(attribute));
}

MlirAttribute OfKind(MlirAttribute::Kind kind) {
  MlirAttribute attribute;
  attribute.kind = kind;
  return attribute;
}

absl::StatusOr<std::vector<AttributePtr>> ReadAttributeList(BytecodeCursor& cursor,
                                                            AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("attribute list"));
  std::vector<AttributePtr> elements;
  elements.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(AttributePtr element, ReadAttributeRef(cursor, table));
    elements.push_back(std::move(element));
  }
  return elements;
}

// A dictionary: (name, value) attribute pairs whose names are strings.
absl::StatusOr<AttributePtr> ReadDictionary(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("dictionary entry", 2));
  MlirAttribute dictionary = OfKind(MlirAttribute::Kind::kDictionary);
  dictionary.fields.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    size_t entry_start = cursor.offset();
    ASSIGN_OR_RETURN(AttributePtr name, ReadAttributeRef(cursor, table));
    ASSIGN_OR_RETURN(AttributePtr value, ReadAttributeRef(cursor, table));
    if (name->kind != MlirAttribute::Kind::kString) {
      return cursor.ErrorAt(entry_start, "dictionary entry name is not a string");
    }
    dictionary.fields.push_back({name->string_value, std::move(value)});
  }
  return Share(std::move(dictionary));
}

// The bits of an integer of `bit_width` bits: one byte up to 8 bits, a
// signed varint up to 64, else a count of 64-bit words (of which only the
// first is kept: nothing in StableHLO is wider).
absl::StatusOr<uint64_t> ReadKnownWidthInt(BytecodeCursor& cursor, int bit_width) {
  if (bit_width <= 8) {
    ASSIGN_OR_RETURN(uint8_t byte, cursor.ReadByte());
    return uint64_t{byte};
  }
  if (bit_width <= 64) {
    ASSIGN_OR_RETURN(int64_t value, cursor.ReadSignedVarInt());
    return static_cast<uint64_t>(value);
  }
  ASSIGN_OR_RETURN(uint64_t words, cursor.ReadCount("integer word"));
  uint64_t first = 0;
  for (uint64_t i = 0; i < words; ++i) {
    ASSIGN_OR_RETURN(int64_t word, cursor.ReadSignedVarInt());
    if (i == 0) first = static_cast<uint64_t>(word);
  }
  return first;
}

int IntegerBitWidth(const MlirType& type) {
  if (type.kind != MlirType::Kind::kScalar) return -1;
  switch (type.element_type) {
    case PRED:
      return 1;
    case S2:
    case U2:
      return 2;
    case S4:
    case U4:
      return 4;
    case S8:
    case U8:
      return 8;
    case S16:
    case U16:
      return 16;
    case S32:
    case U32:
      return 32;
    case S64:
    case U64:
      return 64;
    default:
      return -1;
  }
}

absl::StatusOr<AttributePtr> ReadInteger(BytecodeCursor& cursor, AttrTypeTable& table) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(MlirType type, ReadTypeRef(cursor, table));
  int width = IntegerBitWidth(type);
  if (width < 0) return cursor.ErrorAt(start, "integer attribute of a non-integer type");
  ASSIGN_OR_RETURN(uint64_t bits, ReadKnownWidthInt(cursor, width));
  if (width < 64) {
    bits &= (uint64_t{1} << width) - 1;
    // Signed types read back their sign (the storage is the low bits).
    if (primitive_util::IsSignedIntegralType(type.element_type) && (bits >> (width - 1)) & 1) {
      bits |= ~((uint64_t{1} << width) - 1);
    }
  }
  MlirAttribute attribute = OfKind(MlirAttribute::Kind::kInteger);
  attribute.int_value = static_cast<int64_t>(bits);
  attribute.type = std::move(type);
  return Share(std::move(attribute));
}

// A float's bits of the type's width, as a double.
absl::StatusOr<double> ReadFloatValue(BytecodeCursor& cursor, PrimitiveType type) {
  size_t start = cursor.offset();
  if (!primitive_util::IsFloatingPointType(type)) return cursor.Error("float attribute of a non-float type");
  ASSIGN_OR_RETURN(uint64_t bits, ReadKnownWidthInt(cursor, primitive_util::BitWidth(type)));
  std::string bytes(DenseStorageBytes(type), '\0');
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(bits >> (8 * i));
  absl::StatusOr<Literal> literal = DenseLiteralFromBytes(type, {}, std::string_view(bytes), false);
  if (!literal.ok()) return cursor.ErrorAt(start, literal.status().message());
  std::optional<double> value = literal->GetAsDouble({});
  if (!value.has_value()) return cursor.ErrorAt(start, "float attribute value unreadable");
  return *value;
}

absl::StatusOr<AttributePtr> ReadFloat(BytecodeCursor& cursor, AttrTypeTable& table) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(MlirType type, ReadTypeRef(cursor, table));
  if (type.kind != MlirType::Kind::kScalar) {
    return cursor.ErrorAt(start, "float attribute of a non-float type");
  }
  MlirAttribute attribute = OfKind(MlirAttribute::Kind::kFloat);
  ASSIGN_OR_RETURN(attribute.float_value, ReadFloatValue(cursor, type.element_type));
  attribute.type = std::move(type);
  return Share(std::move(attribute));
}

int64_t ElementCount(const MlirType& type) {
  int64_t count = 1;
  for (int64_t dim : type.dims) count *= dim;  // dims are checked non-negative first
  return count;
}

// A tensor's raw data (MLIR's dense storage; VHLO packs i1 eight to a byte
// and writes a true splat as 0xFF) into a literal.
absl::StatusOr<AttributePtr> DenseFromBlob(BytecodeCursor& cursor, size_t start, MlirType type,
                                           absl::string_view blob) {
  if (type.kind != MlirType::Kind::kTensor) {
    MlirAttribute opaque = OfKind(MlirAttribute::Kind::kOpaque);
    opaque.string_value = absl::StrCat("dense<blob> : ", Spell(type));
    opaque.type = std::move(type);
    return Share(std::move(opaque));
  }
  for (int64_t dim : type.dims) {
    if (dim < 0) return cursor.ErrorAt(start, "dense elements of a dynamic shape");
    if (dim > kMaxDenseLiteralBytes) return cursor.ErrorAt(start, "dense elements too large");
  }
  int64_t count = 1;
  for (int64_t dim : type.dims) {
    if (dim != 0 && count > kMaxDenseLiteralBytes / dim) {
      return cursor.ErrorAt(start, "dense elements too large");
    }
    count *= dim;
  }
  int64_t element_bytes = DenseStorageBytes(type.element_type);
  std::string unpacked;
  if (type.element_type == PRED && count > 1) {
    // One 0xFF byte is a true splat; ceil(n / 8) bytes are n bits.
    if (blob.size() == 1 && static_cast<uint8_t>(blob[0]) == 0xFF) {
      unpacked = "\x01";
      blob = unpacked;
    } else if (static_cast<int64_t>(blob.size()) == (count + 7) / 8 &&
               static_cast<int64_t>(blob.size()) != count) {
      unpacked.resize(count);
      for (int64_t i = 0; i < count; ++i) {
        unpacked[i] = static_cast<char>((static_cast<uint8_t>(blob[i / 8]) >> (i % 8)) & 1);
      }
      blob = unpacked;
    }
  }
  bool splat = count != 1 && static_cast<int64_t>(blob.size()) == element_bytes;
  absl::StatusOr<Literal> literal = DenseLiteralFromBytes(type.element_type, type.dims, std::string_view(blob.data(), blob.size()), splat);
  if (!literal.ok()) return cursor.ErrorAt(start, literal.status().message());
  MlirAttribute attribute = OfKind(MlirAttribute::Kind::kDenseElements);
  attribute.literal = std::make_shared<const Literal>(std::move(literal).value());
  attribute.type = std::move(type);
  return Share(std::move(attribute));
}

absl::StatusOr<absl::string_view> ReadBlob(BytecodeCursor& cursor) {
  ASSIGN_OR_RETURN(uint64_t size, cursor.ReadVarInt());
  return cursor.ReadBytes(size);
}

// The attributes the vhlo and builtin dialects encode alike.

absl::StatusOr<AttributePtr> ReadArrayAttribute(BytecodeCursor& cursor, AttrTypeTable& table) {
  MlirAttribute array = OfKind(MlirAttribute::Kind::kArray);
  ASSIGN_OR_RETURN(array.elements, ReadAttributeList(cursor, table));
  return Share(std::move(array));
}

absl::StatusOr<MlirAttribute> ReadStringAttribute(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  ASSIGN_OR_RETURN(absl::string_view text, table.StringAt(index));
  MlirAttribute string = OfKind(MlirAttribute::Kind::kString);
  string.string_value = std::string(text);
  return string;
}

absl::StatusOr<AttributePtr> ReadTypeAttribute(BytecodeCursor& cursor, AttrTypeTable& table) {
  MlirAttribute type = OfKind(MlirAttribute::Kind::kType);
  ASSIGN_OR_RETURN(type.type, ReadTypeRef(cursor, table));
  return Share(std::move(type));
}

// Dense elements: their type, then their raw data.
absl::StatusOr<AttributePtr> ReadDenseElements(BytecodeCursor& cursor, AttrTypeTable& table,
                                               size_t start) {
  ASSIGN_OR_RETURN(MlirType type, ReadTypeRef(cursor, table));
  ASSIGN_OR_RETURN(absl::string_view blob, ReadBlob(cursor));
  return DenseFromBlob(cursor, start, std::move(type), blob);
}

// The enums of VHLO, by attribute code: their generic name and the value
// names by number (empty where a number is unused).
struct EnumCode {
  int code;
  absl::string_view dialect_name;
  std::array<absl::string_view, 6> values;
};
constexpr EnumCode kVhloEnums[] = {
    {3, "stablehlo.comparison_direction", {"EQ", "NE", "GE", "GT", "LE", "LT"}},
    {4, "stablehlo.comparison_type", {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}},
    {7, "stablehlo.fft_type", {"FFT", "IFFT", "RFFT", "IRFFT"}},
    {11, "stablehlo.precision", {"DEFAULT", "HIGH", "HIGHEST"}},
    {12, "stablehlo.rng_algorithm", {"DEFAULT", "THREE_FRY", "PHILOX"}},
    {13, "stablehlo.rng_distribution", {"", "UNIFORM", "NORMAL"}},
    {16, "stablehlo.transpose", {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}},
    {19, "stablehlo.result_accuracy_mode", {"DEFAULT", "HIGHEST", "TOLERANCE"}},
};

enum VhloAttributeCode : int {
  kVhloArray = 1,
  kVhloBoolean = 2,
  kVhloCustomCallApiVersion = 5,
  kVhloDictionary = 6,
  kVhloFloat = 8,
  kVhloInteger = 9,
  kVhloOutputOperandAlias = 10,
  kVhloString = 14,
  kVhloTensor = 15,
  kVhloTypeAttr = 17,
  kVhloTypeExtensions = 18,
  kVhloResultAccuracy = 20,
  kVhloSubAxisInfo = 21,
  kVhloAxisRef = 22,
  kVhloReplicaGroupMeshAxes = 23,
  kVhloMeshAxis = 24,
  kVhloMesh = 25,
};

MlirAttribute IntField(int64_t value) {
  MlirAttribute attribute = OfKind(MlirAttribute::Kind::kInteger);
  attribute.int_value = value;
  attribute.type = Scalar(S64);
  return attribute;
}

MlirAttribute IntArray(const std::vector<int64_t>& values) {
  MlirAttribute array = OfKind(MlirAttribute::Kind::kArray);
  for (int64_t value : values) array.elements.push_back(Share(IntField(value)));
  return array;
}

MlirAttribute Struct(absl::string_view name, std::vector<NamedAttribute> fields) {
  MlirAttribute attribute = OfKind(MlirAttribute::Kind::kStruct);
  attribute.dialect_name = std::string(name);
  attribute.fields = std::move(fields);
  return attribute;
}

absl::StatusOr<AttributePtr> DecodeVhloAttribute(BytecodeCursor& cursor, AttrTypeTable& table) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t code, cursor.ReadVarInt());
  for (const EnumCode& row : kVhloEnums) {
    if (static_cast<uint64_t>(row.code) != code) continue;
    ASSIGN_OR_RETURN(uint64_t value, cursor.ReadVarInt());
    if (value >= row.values.size() || row.values[value].empty()) {
      return cursor.ErrorAt(start, absl::StrCat("value ", value, " of ", row.dialect_name,
                                                " is not one of its cases"));
    }
    MlirAttribute attribute = OfKind(MlirAttribute::Kind::kEnum);
    attribute.dialect_name = std::string(row.dialect_name);
    attribute.string_value = std::string(row.values[value]);
    return Share(std::move(attribute));
  }
  switch (code) {
    case kVhloArray:
      return ReadArrayAttribute(cursor, table);
    case kVhloBoolean: {
      ASSIGN_OR_RETURN(uint64_t value, cursor.ReadVarInt());
      if (value > 1) return cursor.ErrorAt(start, absl::StrCat("boolean value ", value));
      MlirAttribute boolean = OfKind(MlirAttribute::Kind::kBool);
      boolean.int_value = static_cast<int64_t>(value);
      return Share(std::move(boolean));
    }
    case kVhloCustomCallApiVersion: {
      // StableHLO keeps this enum as a plain i32 attribute.
      ASSIGN_OR_RETURN(uint64_t value, cursor.ReadVarInt());
      if (value > 4) return cursor.ErrorAt(start, absl::StrCat("custom call api version ", value));
      MlirAttribute version = IntField(static_cast<int64_t>(value));
      version.type = Scalar(S32);
      return Share(std::move(version));
    }
    case kVhloDictionary:
      return ReadDictionary(cursor, table);
    case kVhloFloat:
      return ReadFloat(cursor, table);
    case kVhloInteger:
      return ReadInteger(cursor, table);
    case kVhloOutputOperandAlias: {
      ASSIGN_OR_RETURN(std::vector<int64_t> output_indices, ReadSignedList(cursor, "index"));
      ASSIGN_OR_RETURN(int64_t operand_index, cursor.ReadSignedVarInt());
      ASSIGN_OR_RETURN(std::vector<int64_t> operand_indices, ReadSignedList(cursor, "index"));
      // Empty index lists are left out, as the text reader leaves them.
      std::vector<NamedAttribute> fields;
      if (!output_indices.empty()) {
        fields.push_back({"output_tuple_indices", Share(IntArray(output_indices))});
      }
      fields.push_back({"operand_index", Share(IntField(operand_index))});
      if (!operand_indices.empty()) {
        fields.push_back({"operand_tuple_indices", Share(IntArray(operand_indices))});
      }
      return Share(Struct("stablehlo.output_operand_alias", std::move(fields)));
    }
    case kVhloString: {
      ASSIGN_OR_RETURN(MlirAttribute string, ReadStringAttribute(cursor, table));
      return Share(std::move(string));
    }
    case kVhloTensor:
      return ReadDenseElements(cursor, table, start);
    case kVhloTypeAttr:
      return ReadTypeAttribute(cursor, table);
    case kVhloTypeExtensions: {
      MlirAttribute bounds = Struct("stablehlo.bounds", {});
      ASSIGN_OR_RETURN(bounds.ints, ReadSignedList(cursor, "bound"));
      return Share(std::move(bounds));
    }
    case kVhloResultAccuracy: {
      MlirAttribute atol = OfKind(MlirAttribute::Kind::kFloat);
      atol.type = Scalar(F64);
      ASSIGN_OR_RETURN(atol.float_value, ReadFloatValue(cursor, F64));
      MlirAttribute rtol = atol;
      ASSIGN_OR_RETURN(rtol.float_value, ReadFloatValue(cursor, F64));
      ASSIGN_OR_RETURN(int64_t ulps, cursor.ReadSignedVarInt());
      ASSIGN_OR_RETURN(AttributePtr mode, ReadAttributeRef(cursor, table));
      // Zero fields are left out, as StableHLO prints them.
      std::vector<NamedAttribute> fields;
      if (atol.float_value != 0) fields.push_back({"atol", Share(std::move(atol))});
      if (rtol.float_value != 0) fields.push_back({"rtol", Share(std::move(rtol))});
      if (ulps != 0) fields.push_back({"ulps", Share(IntField(ulps))});
      fields.push_back({"mode", std::move(mode)});
      return Share(Struct("stablehlo.result_accuracy", std::move(fields)));
    }
    case kVhloSubAxisInfo: {
      ASSIGN_OR_RETURN(int64_t pre_size, cursor.ReadSignedVarInt());
      ASSIGN_OR_RETURN(int64_t size, cursor.ReadSignedVarInt());
      return Share(Struct("stablehlo.sub_axis_info", {{"pre_size", Share(IntField(pre_size))},
                                                      {"size", Share(IntField(size))}}));
    }
    case kVhloAxisRef: {
      ASSIGN_OR_RETURN(AttributePtr name, ReadAttributeRef(cursor, table));
      std::vector<NamedAttribute> fields = {{"name", std::move(name)}};
      ASSIGN_OR_RETURN(uint64_t has_sub_axis_info, cursor.ReadVarInt());
      if (has_sub_axis_info) {
        ASSIGN_OR_RETURN(AttributePtr info, ReadAttributeRef(cursor, table));
        fields.push_back({"sub_axis_info", std::move(info)});
      }
      return Share(Struct("stablehlo.axis_ref", std::move(fields)));
    }
    case kVhloReplicaGroupMeshAxes: {
      ASSIGN_OR_RETURN(AttributePtr mesh, ReadAttributeRef(cursor, table));
      ASSIGN_OR_RETURN(AttributePtr axes, ReadAttributeRef(cursor, table));
      if (mesh->kind == MlirAttribute::Kind::kString) {  // a mesh named by its symbol
        MlirAttribute symbol = *mesh;
        symbol.kind = MlirAttribute::Kind::kSymbolRef;
        mesh = Share(std::move(symbol));
      }
      return Share(Struct("stablehlo.replica_group_mesh_axes",
                          {{"mesh", std::move(mesh)}, {"axes", std::move(axes)}}));
    }
    case kVhloMeshAxis: {
      ASSIGN_OR_RETURN(AttributePtr name, ReadAttributeRef(cursor, table));
      ASSIGN_OR_RETURN(int64_t size, cursor.ReadSignedVarInt());
      return Share(Struct("stablehlo.mesh_axis",
                          {{"name", std::move(name)}, {"size", Share(IntField(size))}}));
    }
    case kVhloMesh: {
      ASSIGN_OR_RETURN(AttributePtr axes, ReadAttributeRef(cursor, table));
      std::vector<NamedAttribute> fields = {{"axes", std::move(axes)}};
      ASSIGN_OR_RETURN(uint64_t has_device_ids, cursor.ReadVarInt());
      if (has_device_ids) {
        ASSIGN_OR_RETURN(AttributePtr ids, ReadAttributeRef(cursor, table));
        fields.push_back({"device_ids", std::move(ids)});
      }
      return Share(Struct("stablehlo.mesh", std::move(fields)));
    }
    default:
      return cursor.ErrorAt(start, absl::StrCat("unknown vhlo attribute code ", code));
  }
}

// The builtin dialect's attribute codes, in the order MLIR lists them.
enum BuiltinAttributeCode : int {
  kBuiltinArray = 0,
  kBuiltinDictionary = 1,
  kBuiltinString = 2,
  kBuiltinStringWithType = 3,
  kBuiltinFlatSymbolRef = 4,
  kBuiltinSymbolRef = 5,
  kBuiltinTypeAttr = 6,
  kBuiltinUnit = 7,
  kBuiltinIntegerAttr = 8,
  kBuiltinFloatAttr = 9,
  kBuiltinFirstLocation = 10,  // CallSiteLoc .. UnknownLoc
  kBuiltinLastLocation = 15,
  kBuiltinDenseResource = 16,
  kBuiltinDenseArray = 17,
  kBuiltinDenseIntOrFP = 18,
};

absl::StatusOr<AttributePtr> DecodeBuiltinAttribute(BytecodeCursor& cursor,
                                                    AttrTypeTable& table) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t code, cursor.ReadVarInt());
  if (code >= kBuiltinFirstLocation && code <= kBuiltinLastLocation) {
    // Locations: what an op says about where it came from. Kept opaque.
    RETURN_IF_ERROR(cursor.Skip(cursor.remaining()));
    MlirAttribute location = OfKind(MlirAttribute::Kind::kOpaque);
    location.string_value = "loc";
    return Share(std::move(location));
  }
  switch (code) {
    case kBuiltinArray:
      return ReadArrayAttribute(cursor, table);
    case kBuiltinDictionary:
      return ReadDictionary(cursor, table);
    case kBuiltinString:
    case kBuiltinStringWithType: {
      ASSIGN_OR_RETURN(MlirAttribute string, ReadStringAttribute(cursor, table));
      if (code == kBuiltinStringWithType) {
        ASSIGN_OR_RETURN(string.type, ReadTypeRef(cursor, table));
      }
      return Share(std::move(string));
    }
    case kBuiltinFlatSymbolRef:
    case kBuiltinSymbolRef: {
      ASSIGN_OR_RETURN(AttributePtr root, ReadAttributeRef(cursor, table));
      if (root->kind != MlirAttribute::Kind::kString) {
        return cursor.ErrorAt(start, "symbol reference root is not a string");
      }
      MlirAttribute symbol = OfKind(MlirAttribute::Kind::kSymbolRef);
      symbol.string_value = root->string_value;
      if (code == kBuiltinSymbolRef) {
        ASSIGN_OR_RETURN(std::vector<AttributePtr> nested, ReadAttributeList(cursor, table));
        for (const AttributePtr& part : nested) {
          absl::StrAppend(&symbol.string_value, "::@", part->string_value);
        }
      }
      return Share(std::move(symbol));
    }
    case kBuiltinTypeAttr:
      return ReadTypeAttribute(cursor, table);
    case kBuiltinUnit:
      return Share(OfKind(MlirAttribute::Kind::kUnit));
    case kBuiltinIntegerAttr: {
      ASSIGN_OR_RETURN(AttributePtr integer, ReadInteger(cursor, table));
      if (integer->type.element_type == PRED) {
        MlirAttribute boolean = *integer;
        boolean.kind = MlirAttribute::Kind::kBool;
        return Share(std::move(boolean));
      }
      return integer;
    }
    case kBuiltinFloatAttr:
      return ReadFloat(cursor, table);
    case kBuiltinDenseArray: {
      ASSIGN_OR_RETURN(MlirType element, ReadTypeRef(cursor, table));
      ASSIGN_OR_RETURN(uint64_t size, cursor.ReadVarInt());
      ASSIGN_OR_RETURN(absl::string_view blob, ReadBlob(cursor));
      int width = IntegerBitWidth(element);
      int element_bytes = width == 1 ? 1 : width / 8;
      if (width < 8 && width != 1) element_bytes = -1;
      if (element_bytes <= 0 || blob.size() != size * element_bytes) {
        return cursor.ErrorAt(start, "dense array blob does not match its element type and size");
      }
      MlirAttribute array = OfKind(MlirAttribute::Kind::kDenseArray);
      array.type = element;
      array.ints.reserve(size);
      for (uint64_t i = 0; i < size; ++i) {
        uint64_t bits = 0;
        for (int b = 0; b < element_bytes; ++b) {
          bits |= uint64_t{static_cast<uint8_t>(blob[i * element_bytes + b])} << (8 * b);
        }
        int64_t value = static_cast<int64_t>(bits);
        if (element_bytes < 8 && width != 1 && (bits >> (width - 1)) & 1) {
          value = static_cast<int64_t>(bits | ~((uint64_t{1} << width) - 1));
        }
        array.ints.push_back(value);
      }
      return Share(std::move(array));
    }
    case kBuiltinDenseIntOrFP:
      return ReadDenseElements(cursor, table, start);
    default: {
      // Other builtin attributes (resources, string or sparse elements,
      // distinct) never appear in StableHLO programs; kept opaque.
      RETURN_IF_ERROR(cursor.Skip(cursor.remaining()));
      MlirAttribute opaque = OfKind(MlirAttribute::Kind::kOpaque);
      opaque.string_value = absl::StrCat("builtin attribute code ", code);
      return Share(std::move(opaque));
    }
  }
}

}  // namespace

absl::StatusOr<AttributePtr> DecodeAttribute(absl::string_view dialect, BytecodeCursor& cursor,
                                             AttrTypeTable& table) {
  if (dialect == "vhlo") return DecodeVhloAttribute(cursor, table);
  if (dialect == "builtin") return DecodeBuiltinAttribute(cursor, table);
  if (dialect == "sdy") return DecodeSdyAttribute(cursor, table);
  // Other dialects' annotations carry nothing Axle lowers: kept opaque, by
  // dialect name.
  RETURN_IF_ERROR(cursor.Skip(cursor.remaining()));
  MlirAttribute opaque;
  opaque.kind = MlirAttribute::Kind::kOpaque;
  opaque.string_value = absl::StrCat("#", dialect, "<undecoded bytecode>");
  return std::make_shared<const MlirAttribute>(std::move(opaque));
}

absl::StatusOr<MlirType> DecodeType(absl::string_view dialect, BytecodeCursor& cursor,
                                    AttrTypeTable& table) {
  if (dialect == "vhlo") return DecodeVhloType(cursor, table);
  if (dialect == "builtin") return DecodeBuiltinType(cursor, table);
  RETURN_IF_ERROR(cursor.Skip(cursor.remaining()));
  return Other(absl::StrCat("!", dialect, "<undecoded bytecode>"));
}

}  // namespace xla::stablehlo
