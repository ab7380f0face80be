#include "axle/stablehlo/stablehlo_attributes.h"

#include <string>
#include <utility>

#include "absl/strings/match.h"
#include "axle/base/status_macros.h"
#include "axle/shape/primitive_type.h"

namespace xla::stablehlo {
namespace {

using Kind = MlirAttribute::Kind;

absl::Status Missing(absl::string_view name) {
  return InvalidArgument("missing attribute '", name, "'");
}

absl::Status WrongKind(const MlirAttribute& attribute, absl::string_view name,
                       absl::string_view wanted) {
  return InvalidArgument("attribute '", name, "' should be ", wanted, ", got ",
                         ToString(attribute));
}

// The integers of a dense<...> literal of integer (or PRED) elements, in
// row-major order.
absl::StatusOr<std::vector<int64_t>> LiteralInts(const MlirAttribute& attribute,
                                                 absl::string_view name) {
  if (attribute.literal == nullptr || !attribute.literal->shape().IsArray()) {
    return WrongKind(attribute, name, "an integer dense array");
  }
  const Literal& literal = *attribute.literal;
  auto as_s64 = literal.Convert(S64);
  if (!as_s64.ok() || primitive_util::IsFloatingPointType(literal.shape().element_type()) ||
      primitive_util::IsComplexType(literal.shape().element_type())) {
    return WrongKind(attribute, name, "an integer dense array");
  }
  absl::Span<const int64_t> values = as_s64->data<int64_t>();
  return std::vector<int64_t>(values.begin(), values.end());
}

// A struct field holding an integer list; absent fields are empty lists.
absl::StatusOr<std::vector<int64_t>> FieldInts(const MlirAttribute& s, absl::string_view field) {
  const MlirAttribute* value = s.FindField(std::string_view(field.data(), field.size()));
  if (value == nullptr) return std::vector<int64_t>();
  return ReadInts(value, field);
}

absl::StatusOr<const MlirAttribute*> RequireStruct(const MlirAttribute* attribute,
                                                   absl::string_view name) {
  if (attribute == nullptr) return Missing(name);
  if (attribute->kind != Kind::kStruct && attribute->kind != Kind::kDictionary) {
    return WrongKind(*attribute, name, "a #stablehlo.<...> structured attribute");
  }
  return attribute;
}

template <typename Setter>
absl::Status SetInts(const MlirAttribute& s, absl::string_view field, Setter setter) {
  ASSIGN_OR_RETURN(std::vector<int64_t> values, FieldInts(s, field));
  for (int64_t v : values) setter(v);
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<int64_t> ReadInt(const MlirAttribute* attribute, absl::string_view name) {
  if (attribute == nullptr) return Missing(name);
  switch (attribute->kind) {
    case Kind::kInteger:
    case Kind::kBool:
      return attribute->int_value;
    case Kind::kDenseElements: {
      ASSIGN_OR_RETURN(std::vector<int64_t> values, LiteralInts(*attribute, name));
      if (values.size() == 1) return values[0];
      break;
    }
    default:
      break;
  }
  return WrongKind(*attribute, name, "an integer");
}

absl::StatusOr<bool> ReadBool(const MlirAttribute* attribute, absl::string_view name) {
  // A unit attribute (`use_global_device_ids` with no value) is true.
  if (attribute != nullptr && attribute->kind == Kind::kUnit) return true;
  ASSIGN_OR_RETURN(int64_t value, ReadInt(attribute, name));
  return value != 0;
}

absl::StatusOr<double> ReadFloat(const MlirAttribute* attribute, absl::string_view name) {
  if (attribute == nullptr) return Missing(name);
  if (attribute->kind == Kind::kFloat) return attribute->float_value;
  if (attribute->kind == Kind::kInteger) return static_cast<double>(attribute->int_value);
  return WrongKind(*attribute, name, "a float");
}

absl::StatusOr<std::string> ReadString(const MlirAttribute* attribute, absl::string_view name) {
  if (attribute == nullptr) return Missing(name);
  if (attribute->kind == Kind::kString || attribute->kind == Kind::kSymbolRef) {
    return attribute->string_value;
  }
  return WrongKind(*attribute, name, "a string");
}

absl::StatusOr<std::vector<int64_t>> ReadInts(const MlirAttribute* attribute,
                                              absl::string_view name) {
  if (attribute == nullptr) return Missing(name);
  switch (attribute->kind) {
    case Kind::kDenseArray:
      return attribute->ints;
    case Kind::kDenseElements:
      return LiteralInts(*attribute, name);
    case Kind::kArray: {
      std::vector<int64_t> values;
      for (const auto& element : attribute->elements) {
        if (element == nullptr ||
            (element->kind != Kind::kInteger && element->kind != Kind::kBool)) {
          return WrongKind(*attribute, name, "a list of integers");
        }
        values.push_back(element->int_value);
      }
      return values;
    }
    default:
      return WrongKind(*attribute, name, "a list of integers");
  }
}

absl::StatusOr<std::vector<int64_t>> ReadIntsOr(const MlirAttribute* attribute,
                                                absl::string_view name,
                                                std::vector<int64_t> fallback) {
  if (attribute == nullptr) return fallback;
  return ReadInts(attribute, name);
}

absl::StatusOr<std::vector<std::vector<int64_t>>> ReadIntRows(const MlirAttribute* attribute,
                                                              absl::string_view name,
                                                              int64_t columns) {
  if (attribute == nullptr) return Missing(name);
  std::vector<std::vector<int64_t>> rows;
  if (attribute->kind == Kind::kArray) {  // [[0, 1], [2, 3]] spelled as nested lists
    for (const auto& element : attribute->elements) {
      ASSIGN_OR_RETURN(std::vector<int64_t> row, ReadInts(element.get(), name));
      rows.push_back(std::move(row));
    }
  } else {
    if (attribute->kind != Kind::kDenseElements || attribute->literal == nullptr) {
      return WrongKind(*attribute, name, "a 2-D integer dense<...>");
    }
    const Shape& shape = attribute->literal->shape();
    if (shape.rank() != 2) return WrongKind(*attribute, name, "a 2-D integer dense<...>");
    ASSIGN_OR_RETURN(std::vector<int64_t> values, LiteralInts(*attribute, name));
    const int64_t width = shape.dimensions(1);
    for (int64_t r = 0; r < shape.dimensions(0); ++r) {
      rows.emplace_back(values.begin() + r * width, values.begin() + (r + 1) * width);
    }
  }
  if (columns >= 0) {
    for (const auto& row : rows) {
      if (static_cast<int64_t>(row.size()) != columns) {
        return InvalidArgument("attribute '", name, "' should have rows of ", columns,
                               " values, got ", ToString(*attribute));
      }
    }
  }
  return rows;
}

absl::StatusOr<std::string> ReadEnum(const MlirAttribute* attribute, absl::string_view name) {
  if (attribute == nullptr) return Missing(name);
  if (attribute->kind == Kind::kEnum) return attribute->string_value;
  if (attribute->kind == Kind::kString) return attribute->string_value;
  return WrongKind(*attribute, name, "an enum #stablehlo<...>");
}

absl::StatusOr<ComparisonDirection> ReadComparisonDirection(const MlirAttribute* attribute) {
  ASSIGN_OR_RETURN(std::string value, ReadEnum(attribute, "comparison_direction"));
  static const std::pair<const char*, ComparisonDirection> kDirections[] = {
      {"EQ", ComparisonDirection::kEq}, {"NE", ComparisonDirection::kNe},
      {"GE", ComparisonDirection::kGe}, {"GT", ComparisonDirection::kGt},
      {"LE", ComparisonDirection::kLe}, {"LT", ComparisonDirection::kLt}};
  for (const auto& [spelling, direction] : kDirections) {
    if (value == spelling) return direction;
  }
  return InvalidArgument("unknown comparison_direction '", value, "'");
}

absl::StatusOr<std::optional<ComparisonType>> ReadComparisonType(const MlirAttribute* attribute) {
  if (attribute == nullptr) return std::optional<ComparisonType>();
  ASSIGN_OR_RETURN(std::string value, ReadEnum(attribute, "compare_type"));
  if (value == "NOTYPE") return std::optional<ComparisonType>();
  static const std::pair<const char*, ComparisonType> kTypes[] = {
      {"FLOAT", ComparisonType::kFloat},
      {"TOTALORDER", ComparisonType::kFloatTotalOrder},
      {"SIGNED", ComparisonType::kSigned},
      {"UNSIGNED", ComparisonType::kUnsigned}};
  for (const auto& [spelling, type] : kTypes) {
    if (value == spelling) return std::optional<ComparisonType>(type);
  }
  return InvalidArgument("unknown compare_type '", value, "'");
}

absl::StatusOr<DotDimensionNumbers> ReadDotDimensionNumbers(const MlirAttribute* attribute) {
  ASSIGN_OR_RETURN(const MlirAttribute* s, RequireStruct(attribute, "dot_dimension_numbers"));
  DotDimensionNumbers dnums;
  RETURN_IF_ERROR(SetInts(*s, "lhs_batching_dimensions",
                          [&](int64_t v) { dnums.add_lhs_batch_dimensions(v); }));
  RETURN_IF_ERROR(SetInts(*s, "rhs_batching_dimensions",
                          [&](int64_t v) { dnums.add_rhs_batch_dimensions(v); }));
  RETURN_IF_ERROR(SetInts(*s, "lhs_contracting_dimensions",
                          [&](int64_t v) { dnums.add_lhs_contracting_dimensions(v); }));
  RETURN_IF_ERROR(SetInts(*s, "rhs_contracting_dimensions",
                          [&](int64_t v) { dnums.add_rhs_contracting_dimensions(v); }));
  return dnums;
}

namespace {

// The element type of a dot_algorithm type field, by spelling (tf32 has no
// PrimitiveType).
std::string TypeSpelling(const MlirAttribute* attribute) {
  if (attribute == nullptr) return "";
  if (attribute->kind == Kind::kType) {
    if (attribute->type.kind == MlirType::Kind::kOther) return attribute->type.spelling;
    return ToString(attribute->type);
  }
  return attribute->string_value;
}

absl::StatusOr<PrecisionConfig::Algorithm> ReadDotAlgorithm(const MlirAttribute* attribute) {
  ASSIGN_OR_RETURN(const MlirAttribute* s, RequireStruct(attribute, "algorithm"));
  const std::string lhs = TypeSpelling(s->FindField("lhs_precision_type"));
  const std::string accumulation = TypeSpelling(s->FindField("accumulation_type"));
  int64_t passes = 1;
  if (const MlirAttribute* n = s->FindField("num_primitive_operations"); n != nullptr) {
    ASSIGN_OR_RETURN(passes, ReadInt(n, "num_primitive_operations"));
  }
  bool imprecise = false;
  if (const MlirAttribute* a = s->FindField("allow_imprecise_accumulation"); a != nullptr) {
    ASSIGN_OR_RETURN(imprecise, ReadBool(a, "allow_imprecise_accumulation"));
  }
  struct Entry {
    const char* lhs;
    const char* accumulation;
    int64_t passes;
    PrecisionConfig::Algorithm algorithm;
  };
  static const Entry kAlgorithms[] = {
      {"f16", "f16", 1, PrecisionConfig::ALG_DOT_F16_F16_F16},
      {"f16", "f32", 1, PrecisionConfig::ALG_DOT_F16_F16_F32},
      {"bf16", "bf16", 1, PrecisionConfig::ALG_DOT_BF16_BF16_BF16},
      {"bf16", "f32", 1, PrecisionConfig::ALG_DOT_BF16_BF16_F32},
      {"bf16", "f32", 3, PrecisionConfig::ALG_DOT_BF16_BF16_F32_X3},
      {"bf16", "f32", 6, PrecisionConfig::ALG_DOT_BF16_BF16_F32_X6},
      {"bf16", "f32", 9, PrecisionConfig::ALG_DOT_BF16_BF16_F32_X9},
      {"tf32", "f32", 1, PrecisionConfig::ALG_DOT_TF32_TF32_F32},
      {"tf32", "f32", 3, PrecisionConfig::ALG_DOT_TF32_TF32_F32_X3},
      {"f32", "f32", 1, PrecisionConfig::ALG_DOT_F32_F32_F32},
      {"f64", "f64", 1, PrecisionConfig::ALG_DOT_F64_F64_F64},
  };
  for (const Entry& entry : kAlgorithms) {
    if (lhs == entry.lhs && accumulation == entry.accumulation && passes == entry.passes) {
      return entry.algorithm;
    }
  }
  if (absl::StartsWith(lhs, "f8") && accumulation == "f32") {
    return imprecise ? PrecisionConfig::ALG_DOT_ANY_F8_ANY_F8_F32_FAST_ACCUM
                     : PrecisionConfig::ALG_DOT_ANY_F8_ANY_F8_F32;
  }
  return InvalidArgument("unsupported dot algorithm ", ToString(*attribute));
}

}  // namespace

absl::StatusOr<PrecisionConfig> ReadPrecisionConfig(const MlirAttribute* precision,
                                                    const MlirAttribute* algorithm) {
  PrecisionConfig config;
  if (precision != nullptr) {
    if (precision->kind != Kind::kArray) {
      return WrongKind(*precision, "precision_config", "a list of #stablehlo<precision ...>");
    }
    for (const auto& element : precision->elements) {
      ASSIGN_OR_RETURN(std::string value, ReadEnum(element.get(), "precision_config"));
      if (value == "DEFAULT") {
        config.add_operand_precision(PrecisionConfig::DEFAULT);
      } else if (value == "HIGH") {
        config.add_operand_precision(PrecisionConfig::HIGH);
      } else if (value == "HIGHEST") {
        config.add_operand_precision(PrecisionConfig::HIGHEST);
      } else {
        return InvalidArgument("unknown precision '", value, "'");
      }
    }
  }
  if (algorithm != nullptr) {
    ASSIGN_OR_RETURN(PrecisionConfig::Algorithm value, ReadDotAlgorithm(algorithm));
    config.set_algorithm(value);
  }
  return config;
}

absl::StatusOr<GatherDimensionNumbers> ReadGatherDimensionNumbers(const MlirAttribute* attribute) {
  ASSIGN_OR_RETURN(const MlirAttribute* s, RequireStruct(attribute, "dimension_numbers"));
  GatherDimensionNumbers dnums;
  RETURN_IF_ERROR(SetInts(*s, "offset_dims", [&](int64_t v) { dnums.add_offset_dims(v); }));
  RETURN_IF_ERROR(
      SetInts(*s, "collapsed_slice_dims", [&](int64_t v) { dnums.add_collapsed_slice_dims(v); }));
  RETURN_IF_ERROR(
      SetInts(*s, "operand_batching_dims", [&](int64_t v) { dnums.add_operand_batching_dims(v); }));
  RETURN_IF_ERROR(SetInts(*s, "start_indices_batching_dims",
                          [&](int64_t v) { dnums.add_start_indices_batching_dims(v); }));
  RETURN_IF_ERROR(SetInts(*s, "start_index_map", [&](int64_t v) { dnums.add_start_index_map(v); }));
  int64_t index_vector_dim = 0;  // left out when 0
  if (const MlirAttribute* field = s->FindField("index_vector_dim"); field != nullptr) {
    ASSIGN_OR_RETURN(index_vector_dim, ReadInt(field, "index_vector_dim"));
  }
  dnums.set_index_vector_dim(index_vector_dim);
  return dnums;
}

absl::StatusOr<ScatterDimensionNumbers> ReadScatterDimensionNumbers(
    const MlirAttribute* attribute) {
  ASSIGN_OR_RETURN(const MlirAttribute* s,
                   RequireStruct(attribute, "scatter_dimension_numbers"));
  ScatterDimensionNumbers dnums;
  RETURN_IF_ERROR(
      SetInts(*s, "update_window_dims", [&](int64_t v) { dnums.add_update_window_dims(v); }));
  RETURN_IF_ERROR(
      SetInts(*s, "inserted_window_dims", [&](int64_t v) { dnums.add_inserted_window_dims(v); }));
  RETURN_IF_ERROR(
      SetInts(*s, "input_batching_dims", [&](int64_t v) { dnums.add_input_batching_dims(v); }));
  RETURN_IF_ERROR(SetInts(*s, "scatter_indices_batching_dims",
                          [&](int64_t v) { dnums.add_scatter_indices_batching_dims(v); }));
  RETURN_IF_ERROR(SetInts(*s, "scatter_dims_to_operand_dims",
                          [&](int64_t v) { dnums.add_scatter_dims_to_operand_dims(v); }));
  int64_t index_vector_dim = 0;  // left out when 0
  if (const MlirAttribute* field = s->FindField("index_vector_dim"); field != nullptr) {
    ASSIGN_OR_RETURN(index_vector_dim, ReadInt(field, "index_vector_dim"));
  }
  dnums.set_index_vector_dim(index_vector_dim);
  return dnums;
}

absl::StatusOr<ConvolutionDimensionNumbers> ReadConvDimensionNumbers(
    const MlirAttribute* attribute) {
  ASSIGN_OR_RETURN(const MlirAttribute* s, RequireStruct(attribute, "dimension_numbers"));
  ConvolutionDimensionNumbers dnums;
  struct Scalar {
    const char* field;
    void (ConvolutionDimensionNumbers::*set)(int64_t);
  };
  static const Scalar kScalars[] = {
      {"input_batch_dimension", &ConvolutionDimensionNumbers::set_input_batch_dimension},
      {"input_feature_dimension", &ConvolutionDimensionNumbers::set_input_feature_dimension},
      {"kernel_input_feature_dimension",
       &ConvolutionDimensionNumbers::set_kernel_input_feature_dimension},
      {"kernel_output_feature_dimension",
       &ConvolutionDimensionNumbers::set_kernel_output_feature_dimension},
      {"output_batch_dimension", &ConvolutionDimensionNumbers::set_output_batch_dimension},
      {"output_feature_dimension", &ConvolutionDimensionNumbers::set_output_feature_dimension},
  };
  for (const Scalar& scalar : kScalars) {
    const MlirAttribute* field = s->FindField(scalar.field);
    if (field == nullptr) continue;  // 0, left out
    ASSIGN_OR_RETURN(int64_t value, ReadInt(field, scalar.field));
    (dnums.*scalar.set)(value);
  }
  ASSIGN_OR_RETURN(*dnums.mutable_input_spatial_dimensions(),
                   FieldInts(*s, "input_spatial_dimensions"));
  ASSIGN_OR_RETURN(*dnums.mutable_kernel_spatial_dimensions(),
                   FieldInts(*s, "kernel_spatial_dimensions"));
  ASSIGN_OR_RETURN(*dnums.mutable_output_spatial_dimensions(),
                   FieldInts(*s, "output_spatial_dimensions"));
  return dnums;
}

absl::StatusOr<std::vector<ReplicaGroup>> ReadReplicaGroups(const MlirAttribute* attribute) {
  std::vector<ReplicaGroup> groups;
  if (attribute == nullptr) return groups;
  ASSIGN_OR_RETURN(std::vector<std::vector<int64_t>> rows,
                   ReadIntRows(attribute, "replica_groups"));
  for (const auto& row : rows) {
    ReplicaGroup& group = groups.emplace_back();
    for (int64_t id : row) {
      if (id >= 0) group.add_replica_ids(id);  // -1 pads ragged groups
    }
  }
  return groups;
}

absl::StatusOr<std::optional<int64_t>> ReadChannelId(const MlirAttribute* attribute) {
  if (attribute == nullptr) return std::optional<int64_t>();
  ASSIGN_OR_RETURN(const MlirAttribute* s, RequireStruct(attribute, "channel_handle"));
  ASSIGN_OR_RETURN(int64_t handle, ReadInt(s->FindField("handle"), "channel_handle.handle"));
  if (handle <= 0) return std::optional<int64_t>();
  return std::optional<int64_t>(handle);
}

}  // namespace xla::stablehlo
