#include "axle/stablehlo/vhlo_to_stablehlo.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "axle/base/status_macros.h"

namespace xla::stablehlo {
namespace {

// Every VHLO op and its attributes (VhloOps.td).
struct VhloOpRow {
  absl::string_view name;
  absl::string_view attributes;  // comma-separated
};
constexpr VhloOpRow kVhloOps[] = {
    {"abs_v1", ""},
    {"add_v1", ""},
    {"after_all_v1", ""},
    {"all_gather_v1", "all_gather_dim,replica_groups,channel_id,use_global_device_ids"},
    {"all_gather_v2", "all_gather_dim,replica_groups,channel_id,use_global_device_ids"},
    {"all_reduce_v1", "replica_groups,channel_id,use_global_device_ids"},
    {"all_reduce_v2", "replica_groups,channel_id,use_global_device_ids"},
    {"all_to_all_v1", "split_dimension,concat_dimension,split_count,replica_groups,channel_id"},
    {"all_to_all_v2", "split_dimension,concat_dimension,split_count,replica_groups,channel_id"},
    {"and_v1", ""},
    {"async_start_v1", ""},
    {"async_done_v1", ""},
    {"atan2_v1", ""},
    {"batch_norm_grad_v1", "epsilon,feature_index"},
    {"batch_norm_inference_v1", "epsilon,feature_index"},
    {"batch_norm_training_v1", "epsilon,feature_index"},
    {"bitcast_convert_v1", ""},
    {"broadcast_in_dim_v1", "broadcast_dimensions"},
    {"broadcast_v1", "broadcast_sizes"},
    {"call_v1", "callee"},
    {"case_v1", ""},
    {"cbrt_v1", ""},
    {"cbrt_v2", "result_accuracy"},
    {"ceil_v1", ""},
    {"cholesky_v1", "lower"},
    {"clamp_v1", ""},
    {"count_leading_zeros_v1", ""},
    {"collective_broadcast_v1", "replica_groups,channel_id"},
    {"collective_broadcast_v2", "replica_groups,channel_id,has_dynamic_root"},
    {"collective_reduce_v1", "replica_groups,channel_id,use_global_device_ids,has_dynamic_root"},
    {"collective_permute_v1", "source_target_pairs,channel_id"},
    {"compare_v1", "comparison_direction,compare_type"},
    {"complex_v1", ""},
    {"composite_v1", "name,composite_attributes,decomposition,version"},
    {"composite_v2", "name,composite_attributes,decomposition,version"},
    {"concatenate_v1", "dimension"},
    {"constant_v1", "value"},
    {"convert_v1", ""},
    {"convolution_v1", "window_strides,padding,lhs_dilation,rhs_dilation,window_reversal,input_batch_dimension,input_feature_dimension,input_spatial_dimensions,kernel_input_feature_dimension,kernel_output_feature_dimension,kernel_spatial_dimensions,output_batch_dimension,output_feature_dimension,output_spatial_dimensions,feature_group_count,batch_group_count,precision_config"},
    {"cosine_v1", ""},
    {"cosine_v2", "result_accuracy"},
    {"create_token_v1", ""},
    {"cross-replica-sum_v1", "replica_groups"},
    {"custom_call_v1", "call_target_name,has_side_effect,backend_config,api_version,called_computations,operand_layouts,result_layouts,output_operand_aliases"},
    {"custom_call_v2", "call_target_name,has_side_effect,backend_config,api_version,called_computations,operand_layouts,result_layouts,output_operand_aliases,result_tilings"},
    {"divide_v1", ""},
    {"dot_general_v1", "lhs_batching_dimensions,rhs_batching_dimensions,lhs_contracting_dimensions,rhs_contracting_dimensions,precision_config"},
    {"dot_general_v2", "lhs_batching_dimensions,rhs_batching_dimensions,lhs_contracting_dimensions,rhs_contracting_dimensions,precision_config,lhs_precision_type,rhs_precision_type,accumulation_type,lhs_component_count,rhs_component_count,num_primitive_operations,allow_imprecise_accumulation"},
    {"dot_v1", "precision_config"},
    {"dynamic_broadcast_in_dim_v1", "broadcast_dimensions,known_expanding_dimensions,known_nonexpanding_dimensions"},
    {"dynamic_conv_v1", "window_strides,padding,lhs_dilation,rhs_dilation,window_reversal,input_batch_dimension,input_feature_dimension,input_spatial_dimensions,kernel_input_feature_dimension,kernel_output_feature_dimension,kernel_spatial_dimensions,output_batch_dimension,output_feature_dimension,output_spatial_dimensions,feature_group_count,batch_group_count,precision_config"},
    {"dynamic_conv_v2", "window_strides,lhs_dilation,rhs_dilation,window_reversal,input_batch_dimension,input_feature_dimension,input_spatial_dimensions,kernel_input_feature_dimension,kernel_output_feature_dimension,kernel_spatial_dimensions,output_batch_dimension,output_feature_dimension,output_spatial_dimensions,feature_group_count,batch_group_count,precision_config"},
    {"dynamic_gather_v1", "offset_dims,collapsed_slice_dims,start_index_map,index_vector_dim,indices_are_sorted"},
    {"dynamic_gather_v2", "offset_dims,collapsed_slice_dims,operand_batching_dims,start_indices_batching_dims,start_index_map,index_vector_dim,indices_are_sorted"},
    {"dynamic_iota_v1", "iota_dimension"},
    {"dynamic_pad_v1", ""},
    {"dynamic_reshape_v1", ""},
    {"dynamic_slice_v1", "slice_sizes"},
    {"dynamic_update_slice_v1", ""},
    {"einsum_v1", "einsum_config"},
    {"exponential_minus_one_v1", ""},
    {"exponential_minus_one_v2", "result_accuracy"},
    {"exponential_v1", ""},
    {"exponential_v2", "result_accuracy"},
    {"fft_v1", "fft_type,fft_length"},
    {"floor_v1", ""},
    {"func_v1", "sym_name,function_type,sym_visibility,arg_attrs,res_attrs"},
    {"gather_v1", "offset_dims,collapsed_slice_dims,start_index_map,index_vector_dim,slice_sizes,indices_are_sorted"},
    {"gather_v2", "offset_dims,collapsed_slice_dims,operand_batching_dims,start_indices_batching_dims,start_index_map,index_vector_dim,slice_sizes,indices_are_sorted"},
    {"get_dimension_size_v1", "dimension"},
    {"get_tuple_element_v1", "index"},
    {"if_v1", ""},
    {"imag_v1", ""},
    {"infeed_v1", "infeed_config,layout"},
    {"iota_v1", "iota_dimension"},
    {"is_finite_v1", ""},
    {"log_plus_one_v1", ""},
    {"log_plus_one_v2", "result_accuracy"},
    {"logistic_v1", ""},
    {"logistic_v2", "result_accuracy"},
    {"log_v1", ""},
    {"log_v2", "result_accuracy"},
    {"map_v1", "dimensions"},
    {"maximum_v1", ""},
    {"minimum_v1", ""},
    {"multiply_v1", ""},
    {"negate_v1", ""},
    {"not_v1", ""},
    {"optimization_barrier_v1", ""},
    {"or_v1", ""},
    {"outfeed_v1", "outfeed_config"},
    {"pad_v1", "edge_padding_low,edge_padding_high,interior_padding"},
    {"partition_id_v1", ""},
    {"popcnt_v1", ""},
    {"power_v1", ""},
    {"real_dynamic_slice_v1", ""},
    {"real_v1", ""},
    {"recv_v1", "channel_id,channel_type,is_host_transfer"},
    {"recv_v2", "channel_id,channel_type,is_host_transfer,source_target_pairs"},
    {"reduce_v1", "dimensions"},
    {"reduce_precision_v1", "exponent_bits,mantissa_bits"},
    {"reduce_scatter_v1", "scatter_dimension,replica_groups,channel_id,use_global_device_ids"},
    {"reduce_window_v1", "window_dimensions,window_strides,base_dilations,window_dilations,padding"},
    {"remainder_v1", ""},
    {"replica_id_v1", ""},
    {"reshape_v1", ""},
    {"return_v1", ""},
    {"reverse_v1", "dimensions"},
    {"rng_bit_generator_v1", "rng_algorithm"},
    {"rng_v1", "rng_distribution"},
    {"round_nearest_even_v1", ""},
    {"round_nearest_afz_v1", ""},
    {"rsqrt_v1", ""},
    {"rsqrt_v2", "result_accuracy"},
    {"scatter_v1", "update_window_dims,inserted_window_dims,scatter_dims_to_operand_dims,index_vector_dim,indices_are_sorted,unique_indices"},
    {"scatter_v2", "update_window_dims,inserted_window_dims,input_batching_dims,scatter_indices_batching_dims,scatter_dims_to_operand_dims,index_vector_dim,indices_are_sorted,unique_indices"},
    {"select_and_scatter_v1", "window_dimensions,window_strides,padding"},
    {"select_v1", ""},
    {"send_v1", "channel_id,channel_type,is_host_transfer"},
    {"send_v2", "channel_id,channel_type,is_host_transfer,source_target_pairs"},
    {"set_dimension_size_v1", "dimension"},
    {"shift_left_v1", ""},
    {"shift_right_arithmetic_v1", ""},
    {"shift_right_logical_v1", ""},
    {"sign_v1", ""},
    {"sine_v1", ""},
    {"sine_v2", "result_accuracy"},
    {"slice_v1", "start_indices,limit_indices,strides"},
    {"sort_v1", "dimension,is_stable"},
    {"sqrt_v1", ""},
    {"sqrt_v2", "result_accuracy"},
    {"subtract_v1", ""},
    {"tan_v1", ""},
    {"tan_v2", "result_accuracy"},
    {"tanh_v1", ""},
    {"tanh_v2", "result_accuracy"},
    {"torch_index_select_v1", "dim,batch_dims"},
    {"transpose_v1", "permutation"},
    {"triangular_solve_v1", "left_side,lower,unit_diagonal,transpose_a"},
    {"tuple_v1", ""},
    {"unary_einsum_v1", "einsum_config"},
    {"uniform_dequantize_v1", ""},
    {"uniform_quantize_v1", ""},
    {"while_v1", ""},
    {"xor_v1", ""},
};

// "1.15.0" as comparable numbers.
bool ParseVersion(absl::string_view text, std::vector<int64_t>& parts) {
  parts.clear();
  for (absl::string_view part : absl::StrSplit(text, '.')) {
    int64_t value = 0;
    if (!absl::SimpleAtoi(part, &value) || value < 0) return false;
    parts.push_back(value);
  }
  return parts.size() == 3;
}

}  // namespace

absl::Status CheckVhloVersion(absl::string_view version) {
  std::vector<int64_t> parts, min_parts, max_parts;
  if (!ParseVersion(version, parts)) {
    return InvalidArgument("VHLO version '", version, "' is not MAJOR.MINOR.PATCH");
  }
  ParseVersion(kMinVhloVersion, min_parts);
  ParseVersion(kMaxVhloVersion, max_parts);
  if (parts < min_parts || parts > max_parts) {
    return InvalidArgument("VHLO version ", version, " is outside the accepted range ",
                           kMinVhloVersion, " to ", kMaxVhloVersion);
  }
  return absl::OkStatus();
}

const std::vector<std::string>* VhloOpAttributeNames(absl::string_view name) {
  static const auto* const kTable = [] {
    auto* table = new std::map<std::string, std::vector<std::string>, std::less<>>();
    for (const VhloOpRow& row : kVhloOps) {
      std::vector<std::string>& names = (*table)[std::string(row.name)];
      for (absl::string_view attribute : absl::StrSplit(row.attributes, ',', absl::SkipEmpty())) {
        names.push_back(std::string(attribute));
      }
      // Properties are stored sorted by name.
      std::sort(names.begin(), names.end());
    }
    return table;
  }();
  auto found = kTable->find(name);
  return found == kTable->end() ? nullptr : &found->second;
}

namespace {

using AttributePtr = std::shared_ptr<const MlirAttribute>;
using Kind = MlirAttribute::Kind;

AttributePtr Share(MlirAttribute attribute) {
  return std::make_shared<const MlirAttribute>(std::move(attribute));
}

MlirType I64Type() {
  MlirType type;
  type.kind = MlirType::Kind::kScalar;
  type.element_type = S64;
  return type;
}

AttributePtr IntAttribute(int64_t value) {
  MlirAttribute attribute;
  attribute.kind = Kind::kInteger;
  attribute.int_value = value;
  attribute.type = I64Type();
  return Share(std::move(attribute));
}

AttributePtr IntArrayAttribute(const std::vector<int64_t>& values) {
  MlirAttribute array;
  array.kind = Kind::kArray;
  for (int64_t value : values) array.elements.push_back(IntAttribute(value));
  return Share(std::move(array));
}

// The op being upgraded: its VHLO name without the version, and its
// attributes by name while they are rewritten.
struct OpContext {
  std::string base;  // "dot_general"
  const MlirOperation* op = nullptr;
  std::vector<NamedAttribute> attributes;

  const MlirAttribute* Find(absl::string_view name) const {
    for (const NamedAttribute& attribute : attributes) {
      if (attribute.name == name) return attribute.value.get();
    }
    return nullptr;
  }
  void Erase(absl::string_view name) {
    attributes.erase(std::remove_if(attributes.begin(), attributes.end(),
                                     [&](const NamedAttribute& a) { return a.name == name; }),
                     attributes.end());
  }
  void Set(absl::string_view name, AttributePtr value) {
    for (NamedAttribute& attribute : attributes) {
      if (attribute.name == name) {
        attribute.value = std::move(value);
        return;
      }
    }
    attributes.push_back({std::string(name), std::move(value)});
  }
  absl::Status Error(absl::string_view message) const {
    return InvalidArgument(op->location.where, ": vhlo.", base, ": ", message);
  }
};

// The integers of a dimension attribute: a tensor (dense elements of rank
// 0 or 1), an array of integers, or a dense array.
std::optional<std::vector<int64_t>> Ints(const MlirAttribute* attribute) {
  if (attribute == nullptr) return std::nullopt;
  if (attribute->kind == Kind::kDenseArray) return attribute->ints;
  if (attribute->kind == Kind::kArray) {
    std::vector<int64_t> values;
    for (const AttributePtr& element : attribute->elements) {
      if (element->kind != Kind::kInteger) return std::nullopt;
      values.push_back(element->int_value);
    }
    return values;
  }
  if (attribute->kind != Kind::kDenseElements || attribute->literal == nullptr) return std::nullopt;
  const Literal& literal = *attribute->literal;
  if (literal.shape().rank() > 1) return std::nullopt;
  std::vector<int64_t> values;
  int64_t count = literal.element_count();
  for (int64_t i = 0; i < count; ++i) {
    std::vector<int64_t> index;
    if (literal.shape().rank() == 1) index.push_back(i);
    std::optional<int64_t> value = literal.GetIntegralAsS64(index);
    if (!value.has_value()) return std::nullopt;
    values.push_back(*value);
  }
  return values;
}

std::optional<int64_t> Int(const MlirAttribute* attribute) {
  if (attribute == nullptr || attribute->kind != Kind::kInteger) return std::nullopt;
  return attribute->int_value;
}

// ------------------------------------------------------------- defaults
// VHLO spells out every attribute; StableHLO leaves defaults unwritten.

enum class Default {
  kFalse,
  kZero,
  kMinusOne,
  kEmptyString,
  kEmptyStringOrDictionary,
  kEmptyArray,
  kEmptyDictionary,
  kEmptyTensor,
  kSplatOne,
  kSplatZero,  // also false for i1
  kAllDefaultPrecision,
  kNoComparisonType,
  kOriginalApiVersion,
  kDefaultResultAccuracy,
};

struct DefaultRule {
  absl::string_view ops;  // comma-separated bases
  absl::string_view attribute;
  Default value;
};

constexpr absl::string_view kAccuracyOps =
    "cbrt,cosine,exponential,exponential_minus_one,log,log_plus_one,logistic,rsqrt,sine,sqrt,"
    "tan,tanh";

constexpr DefaultRule kDefaultRules[] = {
    {"func", "sym_visibility", Default::kEmptyString},
    {"func", "arg_attrs", Default::kEmptyArray},
    {"func", "res_attrs", Default::kEmptyArray},
    {"all_gather,all_reduce,reduce_scatter,all_to_all,collective_permute,collective_broadcast,"
     "collective_reduce",
     "channel_id", Default::kZero},
    {"all_gather,all_reduce,reduce_scatter,collective_reduce", "use_global_device_ids",
     Default::kFalse},
    {"collective_broadcast,collective_reduce", "has_dynamic_root", Default::kFalse},
    {"cholesky", "lower", Default::kFalse},
    {"compare", "compare_type", Default::kNoComparisonType},
    {"composite", "version", Default::kZero},
    {"composite", "composite_attributes", Default::kEmptyDictionary},
    {"convolution,dynamic_conv", "window_strides", Default::kSplatOne},
    {"convolution", "padding", Default::kSplatZero},
    {"convolution,dynamic_conv", "lhs_dilation", Default::kSplatOne},
    {"convolution,dynamic_conv", "rhs_dilation", Default::kSplatOne},
    {"convolution,dynamic_conv", "window_reversal", Default::kSplatZero},
    {"convolution,dynamic_conv,dot_general,dot", "precision_config",
     Default::kAllDefaultPrecision},
    {"custom_call", "has_side_effect", Default::kFalse},
    {"custom_call", "backend_config", Default::kEmptyStringOrDictionary},
    {"custom_call", "api_version", Default::kOriginalApiVersion},
    {"custom_call", "called_computations", Default::kEmptyArray},
    {"custom_call", "output_operand_aliases", Default::kEmptyArray},
    {"custom_call", "result_tilings", Default::kEmptyArray},
    {"dynamic_broadcast_in_dim", "known_expanding_dimensions", Default::kEmptyTensor},
    {"dynamic_broadcast_in_dim", "known_nonexpanding_dimensions", Default::kEmptyTensor},
    {"gather,dynamic_gather,scatter", "indices_are_sorted", Default::kFalse},
    {"scatter", "unique_indices", Default::kFalse},
    {"infeed", "infeed_config", Default::kEmptyString},
    {"infeed", "layout", Default::kEmptyArray},
    {"outfeed", "outfeed_config", Default::kEmptyString},
    {"send,recv", "is_host_transfer", Default::kFalse},
    {"send,recv", "source_target_pairs", Default::kEmptyTensor},
    {"reduce_window,select_and_scatter", "window_strides", Default::kSplatOne},
    {"reduce_window", "base_dilations", Default::kSplatOne},
    {"reduce_window", "window_dilations", Default::kSplatOne},
    {"reduce_window,select_and_scatter", "padding", Default::kSplatZero},
    {"sort", "dimension", Default::kMinusOne},
    {"sort", "is_stable", Default::kFalse},
    {kAccuracyOps, "result_accuracy", Default::kDefaultResultAccuracy},
};

bool IsSplatOf(const MlirAttribute& attribute, int64_t value) {
  return attribute.kind == Kind::kDenseElements && attribute.literal != nullptr &&
         attribute.literal->element_count() > 0 && attribute.literal->IsAll(value);
}

bool IsDefault(const MlirAttribute& attribute, Default value) {
  switch (value) {
    case Default::kFalse:
      return attribute.kind == Kind::kBool && attribute.int_value == 0;
    case Default::kZero:
      return attribute.kind == Kind::kInteger && attribute.int_value == 0;
    case Default::kMinusOne:
      return attribute.kind == Kind::kInteger && attribute.int_value == -1;
    case Default::kEmptyString:
      return attribute.kind == Kind::kString && attribute.string_value.empty();
    case Default::kEmptyStringOrDictionary:
      return IsDefault(attribute, Default::kEmptyString) ||
             IsDefault(attribute, Default::kEmptyDictionary);
    case Default::kEmptyArray:
      return attribute.kind == Kind::kArray && attribute.elements.empty();
    case Default::kEmptyDictionary:
      return attribute.kind == Kind::kDictionary && attribute.fields.empty();
    case Default::kEmptyTensor:
      return attribute.kind == Kind::kDenseElements && attribute.literal != nullptr &&
             attribute.literal->element_count() == 0;
    case Default::kSplatOne:
      return IsSplatOf(attribute, 1);
    case Default::kSplatZero:
      return IsSplatOf(attribute, 0);
    case Default::kAllDefaultPrecision:
      if (attribute.kind != Kind::kArray) return false;
      for (const AttributePtr& element : attribute.elements) {
        if (element->kind != Kind::kEnum || element->string_value != "DEFAULT") return false;
      }
      return true;
    case Default::kNoComparisonType:
      return attribute.kind == Kind::kEnum && attribute.string_value == "NOTYPE";
    case Default::kOriginalApiVersion:
      return attribute.kind == Kind::kInteger && attribute.int_value == 1;
    case Default::kDefaultResultAccuracy: {
      if (attribute.kind != Kind::kStruct) return false;
      const MlirAttribute* atol = attribute.FindField("atol");
      const MlirAttribute* rtol = attribute.FindField("rtol");
      const MlirAttribute* ulps = attribute.FindField("ulps");
      const MlirAttribute* mode = attribute.FindField("mode");
      // Zero tolerances are left out of the struct.
      return (atol == nullptr || atol->float_value == 0) &&
             (rtol == nullptr || rtol->float_value == 0) &&
             (ulps == nullptr || ulps->int_value == 0) && mode != nullptr &&
             mode->string_value == "DEFAULT";
    }
  }
  return false;
}

bool ListsOp(absl::string_view ops, absl::string_view base) {
  for (absl::string_view op : absl::StrSplit(ops, ',')) {
    if (op == base) return true;
  }
  return false;
}

void RemoveDefaults(OpContext& context) {
  for (const DefaultRule& rule : kDefaultRules) {
    if (!ListsOp(rule.ops, context.base)) continue;
    const MlirAttribute* attribute = context.Find(rule.attribute);
    if (attribute != nullptr && IsDefault(*attribute, rule.value)) context.Erase(rule.attribute);
  }
  // Layouts go together: both empty means no layouts.
  if (context.base == "custom_call") {
    const MlirAttribute* operands = context.Find("operand_layouts");
    const MlirAttribute* results = context.Find("result_layouts");
    if (operands != nullptr && results != nullptr && IsDefault(*operands, Default::kEmptyArray) &&
        IsDefault(*results, Default::kEmptyArray)) {
      context.Erase("operand_layouts");
      context.Erase("result_layouts");
    }
  }
}

// ------------------------------------------- flattened structs (imploded)
// VHLO keeps the fields of StableHLO's structured attributes as separate op
// attributes; each row gathers them back. A list field that is empty is
// left out, as StableHLO prints it, and so is an index_vector_dim of 0.

enum class Field { kInt, kIntOmitZero, kInts, kIntsAlways };

struct StructField {
  absl::string_view vhlo_name;
  absl::string_view field_name;
  Field kind;
};

struct StructRule {
  absl::string_view ops;
  absl::string_view attribute;    // the StableHLO attribute
  absl::string_view struct_name;  // its #dialect.mnemonic
  std::vector<StructField> fields;
};

const std::vector<StructRule>& StructRules() {
  static const auto* const kRules = new std::vector<StructRule>{
      {"dot_general",
       "dot_dimension_numbers",
       "stablehlo.dot",
       {{"lhs_batching_dimensions", "lhs_batching_dimensions", Field::kInts},
        {"rhs_batching_dimensions", "rhs_batching_dimensions", Field::kInts},
        {"lhs_contracting_dimensions", "lhs_contracting_dimensions", Field::kInts},
        {"rhs_contracting_dimensions", "rhs_contracting_dimensions", Field::kInts}}},
      {"convolution,dynamic_conv",
       "dimension_numbers",
       "stablehlo.conv",
       {{"input_batch_dimension", "input_batch_dimension", Field::kInt},
        {"input_feature_dimension", "input_feature_dimension", Field::kInt},
        {"input_spatial_dimensions", "input_spatial_dimensions", Field::kIntsAlways},
        {"kernel_input_feature_dimension", "kernel_input_feature_dimension", Field::kInt},
        {"kernel_output_feature_dimension", "kernel_output_feature_dimension", Field::kInt},
        {"kernel_spatial_dimensions", "kernel_spatial_dimensions", Field::kIntsAlways},
        {"output_batch_dimension", "output_batch_dimension", Field::kInt},
        {"output_feature_dimension", "output_feature_dimension", Field::kInt},
        {"output_spatial_dimensions", "output_spatial_dimensions", Field::kIntsAlways}}},
      {"gather,dynamic_gather",
       "dimension_numbers",
       "stablehlo.gather",
       {{"offset_dims", "offset_dims", Field::kInts},
        {"collapsed_slice_dims", "collapsed_slice_dims", Field::kInts},
        {"operand_batching_dims", "operand_batching_dims", Field::kInts},
        {"start_indices_batching_dims", "start_indices_batching_dims", Field::kInts},
        {"start_index_map", "start_index_map", Field::kInts},
        {"index_vector_dim", "index_vector_dim", Field::kIntOmitZero}}},
      {"scatter",
       "scatter_dimension_numbers",
       "stablehlo.scatter",
       {{"update_window_dims", "update_window_dims", Field::kInts},
        {"inserted_window_dims", "inserted_window_dims", Field::kInts},
        {"input_batching_dims", "input_batching_dims", Field::kInts},
        {"scatter_indices_batching_dims", "scatter_indices_batching_dims", Field::kInts},
        {"scatter_dims_to_operand_dims", "scatter_dims_to_operand_dims", Field::kInts},
        {"index_vector_dim", "index_vector_dim", Field::kIntOmitZero}}},
      {"send,recv",
       "channel_handle",
       "stablehlo.channel_handle",
       {{"channel_id", "handle", Field::kInt}, {"channel_type", "type", Field::kInt}}},
  };
  return *kRules;
}

absl::Status Implode(OpContext& context, const StructRule& rule) {
  MlirAttribute result;
  result.kind = Kind::kStruct;
  result.dialect_name = std::string(rule.struct_name);
  for (const StructField& field : rule.fields) {
    const MlirAttribute* value = context.Find(field.vhlo_name);
    if (value == nullptr) {
      // Fields later VHLO versions added (gather's batching dimensions)
      // are absent from older artifacts: empty.
      if (field.kind == Field::kInt || field.kind == Field::kIntOmitZero) {
        return context.Error(absl::StrCat("missing attribute ", field.vhlo_name));
      }
      continue;
    }
    if (field.kind == Field::kInt || field.kind == Field::kIntOmitZero) {
      std::optional<int64_t> number = Int(value);
      if (!number.has_value()) {
        return context.Error(absl::StrCat(field.vhlo_name, " is not an integer"));
      }
      if (*number != 0 || field.kind == Field::kInt) {
        result.fields.push_back({std::string(field.field_name), IntAttribute(*number)});
      }
    } else {
      std::optional<std::vector<int64_t>> numbers = Ints(value);
      if (!numbers.has_value()) {
        return context.Error(absl::StrCat(field.vhlo_name, " is not a list of integers"));
      }
      if (!numbers->empty() || field.kind == Field::kIntsAlways) {
        result.fields.push_back({std::string(field.field_name), IntArrayAttribute(*numbers)});
      }
    }
    context.Erase(field.vhlo_name);
  }
  context.Set(rule.attribute, Share(std::move(result)));
  return absl::OkStatus();
}

// dot_general's algorithm: absent when its fields are `none` types.
absl::Status ImplodeDotAlgorithm(OpContext& context) {
  static constexpr absl::string_view kFields[] = {
      "lhs_precision_type",  "rhs_precision_type",       "accumulation_type",
      "lhs_component_count", "rhs_component_count",      "num_primitive_operations",
      "allow_imprecise_accumulation"};
  bool present = false;
  int none_count = 0;
  MlirAttribute algorithm;
  algorithm.kind = Kind::kStruct;
  algorithm.dialect_name = "stablehlo.dot_algorithm";
  for (absl::string_view name : kFields) {
    const MlirAttribute* value = context.Find(name);
    if (value == nullptr) continue;
    present = true;
    if (value->kind == Kind::kType && value->type.kind == MlirType::Kind::kNone) {
      ++none_count;
    } else {
      algorithm.fields.push_back({std::string(name), Share(*value)});
    }
  }
  if (!present) return absl::OkStatus();
  if (none_count != 0 && none_count != static_cast<int>(std::size(kFields))) {
    return context.Error("dot algorithm with some fields none and some set");
  }
  for (absl::string_view name : kFields) context.Erase(name);
  if (none_count == 0) context.Set("algorithm", Share(std::move(algorithm)));
  return absl::OkStatus();
}

// ------------------------------------------------- per-attribute rewrites

// Attributes StableHLO holds as dense arrays (array<i64: ...>) that VHLO
// keeps as tensors.
struct DenseArrayRule {
  absl::string_view ops;
  absl::string_view attributes;
  bool boolean = false;
};
constexpr DenseArrayRule kDenseArrayRules[] = {
    {"fft", "fft_length"},
    {"broadcast", "broadcast_sizes"},
    {"dynamic_slice", "slice_sizes"},
    {"reverse", "dimensions"},
    {"transpose", "permutation"},
    {"pad", "edge_padding_low,edge_padding_high,interior_padding"},
    {"slice", "start_indices,limit_indices,strides"},
    {"broadcast_in_dim", "broadcast_dimensions"},
    {"dynamic_broadcast_in_dim",
     "broadcast_dimensions,known_expanding_dimensions,known_nonexpanding_dimensions"},
    {"select_and_scatter", "window_dimensions,window_strides"},
    {"reduce_window", "window_dimensions,window_strides,base_dilations,window_dilations"},
    {"map,reduce", "dimensions"},
    {"gather", "slice_sizes"},
    {"convolution,dynamic_conv", "lhs_dilation,rhs_dilation,window_strides"},
    {"convolution,dynamic_conv", "window_reversal", /*boolean=*/true},
};

absl::Status ToDenseArray(OpContext& context, absl::string_view name, bool boolean) {
  const MlirAttribute* value = context.Find(name);
  if (value == nullptr) return absl::OkStatus();
  std::optional<std::vector<int64_t>> numbers = Ints(value);
  if (!numbers.has_value()) {
    return context.Error(absl::StrCat(name, " is not a one-dimensional integer tensor"));
  }
  MlirAttribute array;
  array.kind = Kind::kDenseArray;
  array.type.kind = MlirType::Kind::kScalar;
  array.type.element_type = boolean ? PRED : S64;
  array.ints = *std::move(numbers);
  context.Set(name, Share(std::move(array)));
  return absl::OkStatus();
}

AttributePtr SymbolRef(const MlirAttribute& name) {
  MlirAttribute symbol;
  symbol.kind = Kind::kSymbolRef;
  symbol.string_value = name.string_value;
  return Share(std::move(symbol));
}

absl::Status RewriteAttributes(OpContext& context) {
  const std::string& base = context.base;
  // Collectives: a channel id becomes a channel handle of type 0, flags
  // become unit attributes when set.
  if (ListsOp("all_gather,all_reduce,all_to_all,collective_permute,reduce_scatter,"
              "collective_broadcast,collective_reduce",
              base)) {
    if (const MlirAttribute* id = context.Find("channel_id")) {
      if (id->kind != Kind::kInteger) return context.Error("channel_id is not an integer");
      MlirAttribute handle;
      handle.kind = Kind::kStruct;
      handle.dialect_name = "stablehlo.channel_handle";
      handle.fields = {{"handle", IntAttribute(id->int_value)}, {"type", IntAttribute(0)}};
      context.Erase("channel_id");
      context.Set("channel_handle", Share(std::move(handle)));
    }
    for (absl::string_view flag : {"use_global_device_ids", "has_dynamic_root"}) {
      const MlirAttribute* value = context.Find(flag);
      if (value == nullptr) continue;
      if (value->kind != Kind::kBool) return context.Error(absl::StrCat(flag, " is not a bool"));
      if (value->int_value == 0) {
        context.Erase(flag);
      } else {
        MlirAttribute unit;
        unit.kind = Kind::kUnit;
        context.Set(flag, Share(std::move(unit)));
      }
    }
  }
  // Symbol names VHLO keeps as strings.
  struct SymbolRule {
    absl::string_view op;
    absl::string_view attribute;
  };
  static constexpr SymbolRule kSymbols[] = {
      {"call", "callee"}, {"composite", "decomposition"}, {"custom_call", "called_computations"}};
  for (const SymbolRule& rule : kSymbols) {
    if (rule.op != base) continue;
    const MlirAttribute* value = context.Find(rule.attribute);
    if (value == nullptr) continue;
    if (value->kind == Kind::kString) {
      context.Set(rule.attribute, SymbolRef(*value));
    } else if (value->kind == Kind::kArray) {
      MlirAttribute array;
      array.kind = Kind::kArray;
      for (const AttributePtr& element : value->elements) {
        if (element->kind != Kind::kString) {
          return context.Error(absl::StrCat(rule.attribute, " holds a non-string"));
        }
        array.elements.push_back(SymbolRef(*element));
      }
      context.Set(rule.attribute, Share(std::move(array)));
    } else {
      return context.Error(absl::StrCat(rule.attribute, " is not a symbol name"));
    }
  }
  for (const DenseArrayRule& rule : kDenseArrayRules) {
    if (!ListsOp(rule.ops, base)) continue;
    for (absl::string_view name : absl::StrSplit(rule.attributes, ',')) {
      RETURN_IF_ERROR(ToDenseArray(context, name, rule.boolean));
    }
  }
  return absl::OkStatus();
}

// "add_v1" -> "add".
std::string BaseName(absl::string_view vhlo_name) {
  size_t cut = vhlo_name.rfind("_v");
  if (cut == absl::string_view::npos) return std::string(vhlo_name);
  return std::string(vhlo_name.substr(0, cut));
}

absl::Status UpgradeOperation(MlirOperation& op, absl::string_view parent_name, int depth);

absl::Status UpgradeRegions(MlirOperation& op, int depth) {
  for (auto& region : op.regions) {
    for (auto& block : region->blocks) {
      for (auto& nested : block->operations) {
        RETURN_IF_ERROR(UpgradeOperation(*nested, op.name, depth + 1));
      }
    }
  }
  return absl::OkStatus();
}

// The canonical form the text parser gives too (mlir_text_parser.h):
// attributes sorted by name, as MLIR's dictionaries are, and a function's
// argument and result attributes dropped when all of them are empty.
void Canonicalise(MlirOperation& op) {
  std::stable_sort(op.attributes.begin(), op.attributes.end(),
                   [](const NamedAttribute& a, const NamedAttribute& b) { return a.name < b.name; });
  if (op.name != "func.func") return;
  auto all_empty = [](const NamedAttribute& attribute) {
    if (attribute.name != "arg_attrs" && attribute.name != "res_attrs") return false;
    if (attribute.value->kind != Kind::kArray) return false;
    for (const AttributePtr& element : attribute.value->elements) {
      if (element->kind != Kind::kDictionary || !element->fields.empty()) return false;
    }
    return true;
  };
  op.attributes.erase(std::remove_if(op.attributes.begin(), op.attributes.end(), all_empty),
                      op.attributes.end());
}

absl::Status UpgradeOperation(MlirOperation& op, absl::string_view parent_name, int depth) {
  constexpr absl::string_view kPrefix = "vhlo.";
  if (op.name.compare(0, kPrefix.size(), kPrefix.data(), kPrefix.size()) != 0) {
    // Ops of other dialects (the module, mixed-in dialects) keep their
    // names; their regions may hold VHLO ops.
    Canonicalise(op);
    return UpgradeRegions(op, depth);
  }
  absl::string_view vhlo_name = absl::string_view(op.name).substr(kPrefix.size());
  if (VhloOpAttributeNames(vhlo_name) == nullptr) {
    return InvalidArgument(op.location.where, ": unknown VHLO op ", op.name);
  }
  OpContext context;
  context.base = BaseName(vhlo_name);
  context.op = &op;
  context.attributes = std::move(op.attributes);
  RemoveDefaults(context);
  if (vhlo_name == "dynamic_conv_v1") context.Erase("padding");  // v2 dropped it
  for (const StructRule& rule : StructRules()) {
    if (ListsOp(rule.ops, context.base)) RETURN_IF_ERROR(Implode(context, rule));
  }
  if (context.base == "dot_general") RETURN_IF_ERROR(ImplodeDotAlgorithm(context));
  RETURN_IF_ERROR(RewriteAttributes(context));
  op.attributes = std::move(context.attributes);

  if (context.base == "func") {
    op.name = "func.func";
  } else if (context.base == "call") {
    op.name = "func.call";
  } else if (context.base == "return") {
    op.name = parent_name == "func.func" || parent_name == "vhlo.func_v1" ? "func.return"
                                                                          : "stablehlo.return";
  } else {
    op.name = absl::StrCat("stablehlo.", context.base);
  }
  Canonicalise(op);
  return UpgradeRegions(op, depth);
}

// Artifacts that mix VHLO with other dialects (Shardy's sdy ops) wrap the
// other ops' operands and results in builtin.unrealized_conversion_cast
// between VHLO and builtin types, which read as the same type here: each
// such cast is folded away, its users given the cast's operand.
bool IsIdentityCast(const MlirOperation& op) {
  return op.name == "builtin.unrealized_conversion_cast" && op.operands.size() == 1 &&
         op.results.size() == 1 && op.operands[0] != nullptr &&
         SameType(op.operands[0]->type, op.results[0]->type);
}

void CollectIdentityCasts(const MlirOperation& op,
                          std::map<const MlirValue*, MlirValue*>& replacements) {
  for (const auto& region : op.regions) {
    for (const auto& block : region->blocks) {
      for (const auto& nested : block->operations) {
        if (IsIdentityCast(*nested)) replacements[nested->results[0].get()] = nested->operands[0];
        CollectIdentityCasts(*nested, replacements);
      }
    }
  }
}

void RemoveIdentityCasts(MlirOperation& op,
                         const std::map<const MlirValue*, MlirValue*>& replacements) {
  for (auto& region : op.regions) {
    for (auto& block : region->blocks) {
      std::erase_if(block->operations, [](const std::unique_ptr<MlirOperation>& nested) {
        return IsIdentityCast(*nested);
      });
      for (auto& nested : block->operations) {
        for (MlirValue*& operand : nested->operands) {
          // Casts of casts resolve to the first operand (bounded: a cycle
          // of casts cannot be written, but corrupt input may try).
          for (int hops = 0; hops < 16; ++hops) {
            auto found = replacements.find(operand);
            if (found == replacements.end()) break;
            operand = found->second;
          }
        }
        RemoveIdentityCasts(*nested, replacements);
      }
    }
  }
}

}  // namespace

absl::Status UpgradeVhloToStablehlo(MlirModule& module) {
  if (module.module_op == nullptr) return InvalidArgument("module without a module op");
  RETURN_IF_ERROR(UpgradeOperation(*module.module_op, "", 0));
  std::map<const MlirValue*, MlirValue*> replacements;
  CollectIdentityCasts(*module.module_op, replacements);
  if (!replacements.empty()) RemoveIdentityCasts(*module.module_op, replacements);
  return absl::OkStatus();
}

}  // namespace xla::stablehlo
