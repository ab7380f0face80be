// The converter's driver: functions, blocks and regions, the op table
// lookup and the checks every op gets (operands resolved, the converted
// shape equal to the declared result type).
#include "axle/stablehlo/stablehlo_to_hlo.h"

#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/shape/shape_util.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo {
namespace internal {
namespace {

std::string View(absl::string_view s) { return std::string(s); }

// "'stablehlo.add' at 12:5" (the location left out when unknown).
std::string Describe(const MlirOperation& op) {
  std::string text = absl::StrCat("'", op.name, "'");
  if (!op.location.where.empty()) absl::StrAppend(&text, " at ", op.location.where);
  return text;
}

bool IsTerminator(const MlirOperation& op) {
  return op.name == "func.return" || op.name == "stablehlo.return" || op.name == "mhlo.return" ||
         op.name == "sdy.return";
}

}  // namespace

absl::StatusOr<Shape> ShapeOfType(const MlirType& type) {
  switch (type.kind) {
    case MlirType::Kind::kToken:
      return ShapeUtil::MakeTokenShape();
    case MlirType::Kind::kTuple: {
      std::vector<Shape> elements;
      for (const MlirType& element : type.elements) {
        ASSIGN_OR_RETURN(Shape shape, ShapeOfType(element));
        elements.push_back(std::move(shape));
      }
      return ShapeUtil::MakeTupleShape(elements);
    }
    case MlirType::Kind::kScalar:
    case MlirType::Kind::kTensor: {
      if (!primitive_util::IsArrayType(type.element_type)) {
        return InvalidArgument("unsupported element type in ", ToString(type));
      }
      std::vector<int64_t> dims = type.dims;
      std::vector<bool> dynamic(dims.size(), false);
      for (size_t i = 0; i < dims.size(); ++i) {
        if (dims[i] != MlirType::kDynamicDim) {
          if (dims[i] < 0) return InvalidArgument("negative dimension in ", ToString(type));
          continue;
        }
        if (i >= type.bounds.size() || type.bounds[i] == MlirType::kDynamicDim ||
            type.bounds[i] < 0) {
          return InvalidArgument("unbounded dynamic dimension ", i, " in ", ToString(type),
                                 " is not supported (only #stablehlo.bounds dimensions are)");
        }
        dims[i] = type.bounds[i];
        dynamic[i] = true;
      }
      return ShapeUtil::MakeShape(type.element_type, dims, dynamic);
    }
    case MlirType::Kind::kOther:
      if (IsQuantizedType(type)) {
        ASSIGN_OR_RETURN(QuantizedType quantized, ReadQuantizedType(type));
        return ShapeUtil::MakeShape(quantized.storage_type, quantized.dims);
      }
      return InvalidArgument("type ", ToString(type), " has no HLO shape");
    default:
      return InvalidArgument("type ", ToString(type), " has no HLO shape");
  }
}

absl::StatusOr<XlaOp> ValueScope::Lookup(const MlirValue* value) {
  if (value == nullptr) return InvalidArgument("missing operand");
  if (auto it = values_.find(value); it != values_.end()) return it->second;
  const MlirOperation* def = value->defining_op;
  if (def != nullptr && def->name == "stablehlo.constant") {
    const MlirAttribute* literal = def->FindAttribute("value");
    if (literal != nullptr && literal->literal != nullptr) {
      XlaOp op = ConstantLiteral(builder_, *literal->literal);
      values_[value] = op;
      return op;
    }
  }
  return InvalidArgument("value ", value->name.empty() ? "(unnamed)" : value->name,
                         " is defined outside this region; only while, if and case regions "
                         "may use values from above (and any region a constant)");
}

// --- OpContext -------------------------------------------------------------

absl::Status OpContext::ExpectOperands(int64_t count, bool variadic) const {
  if (variadic ? num_operands() >= count : num_operands() == count) return absl::OkStatus();
  return InvalidArgument("expects ", variadic ? "at least " : "", count, " operand",
                         count == 1 ? "" : "s", ", got ", num_operands());
}

absl::Status OpContext::ExpectResults(int64_t count) const {
  if (num_results() == count) return absl::OkStatus();
  return InvalidArgument("expects ", count, " result", count == 1 ? "" : "s", ", got ",
                         num_results());
}

absl::StatusOr<Shape> OpContext::OperandShape(int64_t i) const {
  if (i < 0 || i >= num_operands()) return InvalidArgument("missing operand #", i);
  return builder()->GetShape(operands_[i]);
}

absl::StatusOr<Shape> OpContext::ResultShape(int64_t i) const {
  if (i < 0 || i >= num_results() || op_.results[i] == nullptr) {
    return InvalidArgument("missing result #", i);
  }
  return ShapeOfType(op_.results[i]->type);
}

absl::StatusOr<PrimitiveType> OpContext::ResultElementType(int64_t i) const {
  ASSIGN_OR_RETURN(Shape shape, ResultShape(i));
  if (!shape.IsArray()) return InvalidArgument("result #", i, " is not a tensor");
  return shape.element_type();
}

const MlirAttribute* OpContext::Attr(absl::string_view name) const {
  return op_.FindAttribute(std::string_view(name.data(), name.size()));
}
absl::StatusOr<int64_t> OpContext::Int(absl::string_view name) const {
  return ReadInt(Attr(name), name);
}
absl::StatusOr<int64_t> OpContext::IntOr(absl::string_view name, int64_t fallback) const {
  if (Attr(name) == nullptr) return fallback;
  return ReadInt(Attr(name), name);
}
absl::StatusOr<bool> OpContext::BoolOr(absl::string_view name, bool fallback) const {
  if (Attr(name) == nullptr) return fallback;
  return ReadBool(Attr(name), name);
}
absl::StatusOr<double> OpContext::Float(absl::string_view name) const {
  return ReadFloat(Attr(name), name);
}
absl::StatusOr<std::vector<int64_t>> OpContext::Ints(absl::string_view name) const {
  return ReadInts(Attr(name), name);
}
absl::StatusOr<std::vector<int64_t>> OpContext::IntsOr(absl::string_view name,
                                                       std::vector<int64_t> fallback) const {
  return ReadIntsOr(Attr(name), name, std::move(fallback));
}
absl::StatusOr<std::string> OpContext::Enum(absl::string_view name) const {
  return ReadEnum(Attr(name), name);
}
absl::StatusOr<std::string> OpContext::StringOr(absl::string_view name,
                                                std::string fallback) const {
  if (Attr(name) == nullptr) return fallback;
  return ReadString(Attr(name), name);
}

absl::StatusOr<std::vector<int64_t>> OpContext::ConstantOperandInts(int64_t index) const {
  if (index < 0 || index >= static_cast<int64_t>(op_.operands.size()) ||
      op_.operands[index] == nullptr) {
    return InvalidArgument("missing operand #", index);
  }
  const MlirOperation* def = op_.operands[index]->defining_op;
  if (def == nullptr || def->name != "stablehlo.constant") {
    return Unimplemented("operand #", index,
                         " must be a constant: a shape known only at run time has no HLO form");
  }
  return ReadInts(def->FindAttribute("value"), "value");
}

absl::StatusOr<XlaComputation> OpContext::Region(int64_t index, absl::string_view name) const {
  if (index < 0 || index >= static_cast<int64_t>(op_.regions.size()) ||
      op_.regions[index] == nullptr) {
    return InvalidArgument("missing region #", index);
  }
  return converter_->Region(*op_.regions[index], builder(), name);
}

// --- helpers ------------------------------------------------------------------

OpResults SplitTuple(XlaOp tuple, int64_t count) {
  OpResults results;
  for (int64_t i = 0; i < count; ++i) results.push_back(GetTupleElement(tuple, i));
  return results;
}

OpResults ResultsOf(const OpContext& context, XlaOp op) {
  if (context.num_results() == 1) return {op};
  return SplitTuple(op, context.num_results());
}

XlaOp TupleIfNotOne(XlaBuilder* builder, absl::Span<const XlaOp> values) {
  if (values.size() == 1) return values[0];
  return Tuple(builder, values);
}

namespace {

void CollectDefined(const MlirRegion& region, absl::flat_hash_set<const MlirValue*>* defined) {
  for (const auto& block : region.blocks) {
    for (const auto& argument : block->arguments) defined->insert(argument.get());
    for (const auto& op : block->operations) {
      for (const auto& result : op->results) defined->insert(result.get());
      for (const auto& nested : op->regions) CollectDefined(*nested, defined);
    }
  }
}

void CollectUses(const MlirRegion& region, const absl::flat_hash_set<const MlirValue*>& defined,
                 absl::flat_hash_set<const MlirValue*>* seen,
                 std::vector<const MlirValue*>* captures) {
  for (const auto& block : region.blocks) {
    for (const auto& op : block->operations) {
      for (const MlirValue* operand : op->operands) {
        if (operand != nullptr && !defined.contains(operand) && seen->insert(operand).second) {
          captures->push_back(operand);
        }
      }
      for (const auto& nested : op->regions) CollectUses(*nested, defined, seen, captures);
    }
  }
}

}  // namespace

std::vector<const MlirValue*> CollectCaptures(absl::Span<const MlirRegion* const> regions) {
  absl::flat_hash_set<const MlirValue*> defined;
  for (const MlirRegion* region : regions) CollectDefined(*region, &defined);
  absl::flat_hash_set<const MlirValue*> seen;
  std::vector<const MlirValue*> captures;
  for (const MlirRegion* region : regions) CollectUses(*region, defined, &seen, &captures);
  return captures;
}

// --- ModuleConverter ---------------------------------------------------------

ModuleConverter::ModuleConverter(const MlirModule& module) : module_(module) {
  RegisterElementwiseOps(table_);
  RegisterDataMovementOps(table_);
  RegisterControlOps(table_);
  RegisterNumericOps(table_);
  RegisterCollectiveOps(table_);
  RegisterChloOps(table_);
  RegisterQuantizationOps(table_);
}

absl::Status ModuleConverter::ConvertBlock(const MlirBlock& block, ValueScope* scope,
                                           std::vector<XlaOp>* returned) {
  bool terminated = false;
  for (const auto& op_ptr : block.operations) {
    const MlirOperation& op = *op_ptr;
    if (terminated) return InvalidArgument(Describe(op), ": op after the block's terminator");
    if (IsTerminator(op)) {
      for (const MlirValue* operand : op.operands) {
        absl::StatusOr<XlaOp> value = scope->Lookup(operand);
        if (!value.ok()) return AddContext(value.status(), Describe(op));
        returned->push_back(*value);
      }
      terminated = true;
      continue;
    }
    ASSIGN_OR_RETURN(OpResults results, ConvertOp(op, scope));
    for (size_t i = 0; i < results.size(); ++i) scope->Bind(op.results[i].get(), results[i]);
  }
  if (!terminated) return InvalidArgument("a block ends without a return");
  return absl::OkStatus();
}

absl::StatusOr<OpResults> ModuleConverter::ConvertOp(const MlirOperation& op, ValueScope* scope) {
  const std::string where = Describe(op);
  std::vector<XlaOp> operands;
  for (size_t i = 0; i < op.operands.size(); ++i) {
    absl::StatusOr<XlaOp> value = scope->Lookup(op.operands[i]);
    if (!value.ok()) return AddContext(value.status(), absl::StrCat(where, ": operand #", i));
    operands.push_back(*value);
  }
  if (op.name != "stablehlo.uniform_quantize" && op.name != "stablehlo.uniform_dequantize" &&
      op.name != "func.call") {
    // Quantized values live in their storage type, which only the
    // quantize/dequantize conversions know how to read.
    for (const MlirValue* value : op.operands) {
      if (value != nullptr && IsQuantizedType(value->type)) {
        return absl::UnimplementedError(
            absl::StrCat(where, ": quantized operands are only supported by uniform_quantize "
                                "and uniform_dequantize"));
      }
    }
  }
  if (per_device_) RETURN_IF_ERROR(CheckPerDeviceOperands(op));
  auto it = table_.find(op.name);
  if (it == table_.end()) {
    return absl::UnimplementedError(absl::StrCat("unsupported op ", Describe(op)));
  }
  OpContext context(op, scope, this, std::move(operands));
  absl::StatusOr<OpResults> results = it->second(context);
  if (!results.ok()) return AddContext(results.status(), where);
  XlaBuilder* builder = scope->builder();
  RETURN_IF_ERROR(AddContext(builder->first_error(), where));
  if (results->size() != op.results.size()) {
    return Internal(where, ": converted to ", results->size(), " values for ", op.results.size(),
                    " results");
  }
  for (size_t i = 0; i < results->size(); ++i) {
    absl::StatusOr<Shape> got = builder->GetShape((*results)[i]);
    if (!got.ok()) return AddContext(got.status(), where);
    absl::StatusOr<Shape> want = ShapeOfType(op.results[i]->type);
    if (!want.ok()) return AddContext(want.status(), absl::StrCat(where, ": result #", i));
    if (per_device_ && op.name == "sdy.manual_computation" && got->IsArray() &&
        !ShapeUtil::Compatible(*got, *want)) {
      MarkDeviceLocal(op.results[i].get());  // a shard of the declared value
      continue;
    }
    if (!ShapeUtil::Compatible(*got, *want)) {
      return InvalidArgument(where, ": result #", i, " is declared ", ToString(op.results[i]->type),
                             " but computes ", got->ToString());
    }
  }
  return results;
}

absl::StatusOr<XlaComputation> ModuleConverter::Function(absl::string_view name) {
  const std::string key = View(name);
  if (auto it = functions_.find(key); it != functions_.end()) return it->second;
  if (functions_in_progress_.contains(key)) {
    return InvalidArgument("function @", key, " calls itself (recursion has no HLO form)");
  }
  const MlirOperation* function = module_.FindFunction(std::string_view(key));
  if (function == nullptr) return InvalidArgument("no function @", key, " in the module");
  if (function->regions.empty() || function->regions[0] == nullptr ||
      function->regions[0]->blocks.size() != 1) {
    return InvalidArgument(Describe(*function), ": function @", key,
                           " needs a body of exactly one block");
  }
  functions_in_progress_.insert(key);
  const MlirBlock& block = *function->regions[0]->blocks[0];
  XlaBuilder builder(key);
  ValueScope scope(&builder);
  for (size_t i = 0; i < block.arguments.size(); ++i) {
    absl::StatusOr<Shape> shape = ShapeOfType(block.arguments[i]->type);
    if (!shape.ok()) {
      return AddContext(shape.status(), absl::StrCat("function @", key, " argument #", i));
    }
    if (per_device_ && key == "main" && i < entry_shard_shapes_.size() &&
        !ShapeUtil::Compatible(*shape, entry_shard_shapes_[i])) {
      *shape = entry_shard_shapes_[i];
      MarkDeviceLocal(block.arguments[i].get());
    }
    scope.Bind(block.arguments[i].get(), Parameter(&builder, i, *shape, absl::StrCat("Arg_", i)));
  }
  std::vector<XlaOp> returned;
  RETURN_IF_ERROR(AddContext(ConvertBlock(block, &scope, &returned),
                             absl::StrCat("function @", key)));
  absl::StatusOr<XlaComputation> computation =
      builder.Build(TupleIfNotOne(&builder, returned));
  if (!computation.ok()) {
    return AddContext(computation.status(), absl::StrCat("function @", key));
  }
  functions_in_progress_.erase(key);
  functions_.emplace(key, *computation);
  return *computation;
}

absl::StatusOr<XlaComputation> ModuleConverter::Region(const MlirRegion& region,
                                                       XlaBuilder* parent,
                                                       absl::string_view name) {
  if (region.blocks.size() != 1) {
    return InvalidArgument("region '", name, "' needs exactly one block");
  }
  const MlirBlock& block = *region.blocks[0];
  std::unique_ptr<XlaBuilder> builder = parent->CreateSubBuilder(View(name));
  ValueScope scope(builder.get());
  for (size_t i = 0; i < block.arguments.size(); ++i) {
    ASSIGN_OR_RETURN(Shape shape, ShapeOfType(block.arguments[i]->type));
    scope.Bind(block.arguments[i].get(),
               Parameter(builder.get(), i, shape, absl::StrCat("Arg_", i)));
  }
  std::vector<XlaOp> returned;
  RETURN_IF_ERROR(ConvertBlock(block, &scope, &returned));
  return builder->Build(TupleIfNotOne(builder.get(), returned));
}

absl::StatusOr<XlaComputation> ModuleConverter::ThreadedRegion(
    const MlirRegion& region, XlaBuilder* parent, absl::string_view name,
    absl::Span<const Shape> argument_shapes, absl::Span<const MlirValue* const> captures,
    absl::Span<const Shape> capture_shapes, ThreadedRoot root) {
  if (region.blocks.size() != 1) {
    return InvalidArgument("region '", name, "' needs exactly one block");
  }
  const MlirBlock& block = *region.blocks[0];
  if (block.arguments.size() != argument_shapes.size()) {
    return InvalidArgument("region '", name, "' has ", block.arguments.size(),
                           " arguments, expected ", argument_shapes.size());
  }
  std::vector<Shape> element_shapes(argument_shapes.begin(), argument_shapes.end());
  element_shapes.insert(element_shapes.end(), capture_shapes.begin(), capture_shapes.end());
  std::unique_ptr<XlaBuilder> builder = parent->CreateSubBuilder(View(name));
  XlaOp parameter =
      Parameter(builder.get(), 0, ShapeUtil::MakeTupleShape(element_shapes), "arg_tuple");
  ValueScope scope(builder.get());
  const int64_t argument_count = static_cast<int64_t>(argument_shapes.size());
  for (int64_t i = 0; i < argument_count; ++i) {
    scope.Bind(block.arguments[i].get(), GetTupleElement(parameter, i));
  }
  std::vector<XlaOp> captured;
  for (size_t j = 0; j < captures.size(); ++j) {
    captured.push_back(GetTupleElement(parameter, argument_count + j));
    scope.Bind(captures[j], captured.back());
  }
  std::vector<XlaOp> returned;
  RETURN_IF_ERROR(ConvertBlock(block, &scope, &returned));
  if (root == ThreadedRoot::kReturned) {
    return builder->Build(TupleIfNotOne(builder.get(), returned));
  }
  returned.insert(returned.end(), captured.begin(), captured.end());
  return builder->Build(Tuple(builder.get(), returned));
}

namespace {

// Donated entry arguments, as XLA's translator records them: an argument
// whose attributes say `tf.aliasing_output = N` may share result N's buffer
// (input_output_alias), one marked `jax.buffer_donor` may be reused for any
// result (buffer_donor). Kept in the config's verbatim header attributes.
absl::Status AddDonations(const MlirOperation& main, HloModuleConfig* config) {
  const MlirAttribute* arg_attrs = main.FindAttribute("arg_attrs");
  if (arg_attrs == nullptr || arg_attrs->kind != MlirAttribute::Kind::kArray) {
    return absl::OkStatus();
  }
  int64_t result_count = 1;
  if (const MlirAttribute* type = main.FindAttribute("function_type");
      type != nullptr && type->type.kind == MlirType::Kind::kFunction) {
    result_count = static_cast<int64_t>(type->type.results.size());
  }
  std::vector<std::string> aliases, donors;
  for (size_t i = 0; i < arg_attrs->elements.size(); ++i) {
    const MlirAttribute* dictionary = arg_attrs->elements[i].get();
    if (dictionary == nullptr) continue;
    if (const MlirAttribute* output = dictionary->FindField("tf.aliasing_output");
        output != nullptr) {
      ASSIGN_OR_RETURN(int64_t index, ReadInt(output, "tf.aliasing_output"));
      aliases.push_back(absl::StrCat(result_count == 1 ? "{}" : absl::StrCat("{", index, "}"),
                                     ": (", i, ", {}, may-alias)"));
    } else if (const MlirAttribute* donor = dictionary->FindField("jax.buffer_donor");
               donor != nullptr) {
      ASSIGN_OR_RETURN(bool donated, ReadBool(donor, "jax.buffer_donor"));
      if (donated) donors.push_back(absl::StrCat("(", i, ", {})"));
    }
  }
  if (!aliases.empty()) {
    config->verbatim_attributes.push_back(
        {"input_output_alias", absl::StrCat("{ ", absl::StrJoin(aliases, ", "), " }")});
  }
  if (!donors.empty()) {
    config->verbatim_attributes.push_back(
        {"buffer_donor", absl::StrCat("{ ", absl::StrJoin(donors, ", "), " }")});
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::unique_ptr<HloModule>> ModuleConverter::Convert() {
  if (module_.module_op == nullptr) return InvalidArgument("the module is empty");
  if (const MlirAttribute* partitions = module_.module_op->FindAttribute("mhlo.num_partitions")) {
    ASSIGN_OR_RETURN(int64_t count, ReadInt(partitions, "mhlo.num_partitions"));
    if (count > 1) RETURN_IF_ERROR(PlanPerDeviceEntry(count));
  }
  ASSIGN_OR_RETURN(XlaComputation entry, Function("main"));
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, entry.CloneModule());
  const MlirOperation& module_op = *module_.module_op;
  if (const MlirAttribute* name = module_op.FindAttribute("sym_name");
      name != nullptr && name->kind == MlirAttribute::Kind::kString && !name->string_value.empty()) {
    module->SetName(name->string_value);
  }
  struct ConfigField {
    const char* attribute;
    int64_t HloModuleConfig::*field;
  };
  static const ConfigField kConfigFields[] = {
      {"mhlo.num_replicas", &HloModuleConfig::replica_count},
      {"mhlo.num_partitions", &HloModuleConfig::num_partitions},
  };
  for (const ConfigField& field : kConfigFields) {
    const MlirAttribute* value = module_op.FindAttribute(field.attribute);
    if (value == nullptr) continue;
    ASSIGN_OR_RETURN(int64_t count, ReadInt(value, field.attribute));
    if (count < 1) return InvalidArgument("module attribute ", field.attribute, " must be >= 1");
    module->mutable_config()->*field.field = count;
  }
  RETURN_IF_ERROR(AddDonations(*module_.FindFunction("main"), module->mutable_config()));
  RETURN_IF_ERROR(AddContext(HloVerifier::Verify(*module), "the converted module"));
  return module;
}

}  // namespace internal

absl::StatusOr<std::unique_ptr<HloModule>> ConvertStableHloToHlo(const MlirModule& module) {
  internal::ModuleConverter converter(module);
  return converter.Convert();
}

}  // namespace xla::stablehlo
