// ToString for the generic MLIR form (mlir_ir.h): types and attributes in
// their generic spelling, modules as `"op.name"(%operands) ({regions})
// {attributes} : (types) -> types`, values renumbered in order of appearance,
// locations dropped. The text parser reads this output back to an equal
// module, which the tests use to compare two modules.
#include <cmath>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "axle/shape/shape_util.h"
#include "axle/stablehlo/dense_elements.h"
#include "axle/stablehlo/mlir_ir.h"
#include "axle/stablehlo/mlir_types.h"

namespace xla::stablehlo {
namespace {

void AppendQuoted(std::string_view text, std::string& out) {
  out.push_back('"');
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (byte < 0x20 || byte >= 0x7f) {
      out += absl::StrFormat("\\%02X", byte);
    } else {
      out.push_back(c);
    }
  }
  out.push_back('"');
}

bool IsBareSymbol(std::string_view name) {
  if (name.empty()) return false;
  for (char c : name) {
    if (!(absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
          c == '.' || c == '-')) {
      return false;
    }
  }
  return true;
}

std::string DimsToString(const std::vector<int64_t>& dims) {
  std::string out;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) out += ", ";
    out += dims[i] == MlirType::kDynamicDim ? "?" : absl::StrCat(dims[i]);
  }
  return out;
}

std::string TypeListToString(const std::vector<MlirType>& types) {
  std::string out;
  for (size_t i = 0; i < types.size(); ++i) {
    if (i > 0) out += ", ";
    out += ToString(types[i]);
  }
  return out;
}

std::string ResultTypesToString(const std::vector<MlirType>& results) {
  if (results.size() == 1 && results[0].kind != MlirType::Kind::kFunction) {
    return ToString(results[0]);
  }
  return absl::StrCat("(", TypeListToString(results), ")");
}

// A value inside #dialect.name<...>: integers and integer lists bare, as MLIR
// prints struct parameters.
std::string StructValueToString(const MlirAttribute& value) {
  if (value.kind == MlirAttribute::Kind::kInteger) {
    return value.int_value == MlirType::kDynamicDim ? "?" : absl::StrCat(value.int_value);
  }
  if (value.kind == MlirAttribute::Kind::kArray) {
    std::string out = "[";
    for (size_t i = 0; i < value.elements.size(); ++i) {
      if (i > 0) out += ", ";
      out += StructValueToString(*value.elements[i]);
    }
    return out + "]";
  }
  return ToString(value);
}

std::string DictionaryToString(const std::vector<NamedAttribute>& fields) {
  std::string out = "{";
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ", ";
    if (IsBareSymbol(fields[i].name) &&
        !absl::ascii_isdigit(static_cast<unsigned char>(fields[i].name[0]))) {
      out += fields[i].name;
    } else {
      AppendQuoted(fields[i].name, out);
    }
    if (fields[i].value->kind != MlirAttribute::Kind::kUnit) {
      absl::StrAppend(&out, " = ", ToString(*fields[i].value));
    }
  }
  return out + "}";
}

std::string FloatToString(double value, const MlirType& type) {
  if (type.kind == MlirType::Kind::kScalar &&
      primitive_util::IsFloatingPointType(type.element_type)) {
    Literal scalar(ShapeUtil::MakeScalarShape(type.element_type));
    scalar.SetFromDouble({}, value);
    return DenseLiteralBodyToText(scalar);
  }
  return absl::StrFormat("%.17g", value);
}

class ModulePrinter {
 public:
  std::string Print(const MlirOperation& op) {
    PrintOperation(op, 0);
    return std::move(out_);
  }

 private:
  std::string NameOf(const MlirValue* value) {
    auto found = names_.find(value);
    if (found != names_.end()) return found->second;
    return absl::StrCat("%<unknown:", value->name, ">");
  }

  void PrintOperation(const MlirOperation& op, int indent) {
    out_.append(indent, ' ');
    const int result_count = static_cast<int>(op.results.size());
    if (result_count > 0) {
      const int number = next_value_++;
      for (int i = 0; i < result_count; ++i) {
        names_[op.results[i].get()] =
            result_count == 1 ? absl::StrCat("%", number) : absl::StrCat("%", number, "#", i);
      }
      absl::StrAppend(&out_, "%", number);
      if (result_count > 1) absl::StrAppend(&out_, ":", result_count);
      out_ += " = ";
    }
    AppendQuoted(op.name, out_);
    out_ += "(";
    for (size_t i = 0; i < op.operands.size(); ++i) {
      if (i > 0) out_ += ", ";
      out_ += NameOf(op.operands[i]);
    }
    out_ += ")";
    if (!op.successors.empty()) {
      out_ += "[";
      for (size_t i = 0; i < op.successors.size(); ++i) {
        if (i > 0) out_ += ", ";
        auto found = block_names_.find(op.successors[i]);
        out_ += found != block_names_.end() ? found->second : "^<unknown>";
      }
      out_ += "]";
    }
    if (!op.regions.empty()) {
      out_ += " (";
      for (size_t r = 0; r < op.regions.size(); ++r) {
        if (r > 0) out_ += ", ";
        PrintRegion(*op.regions[r], indent);
      }
      out_ += ")";
    }
    if (!op.attributes.empty()) absl::StrAppend(&out_, " ", DictionaryToString(op.attributes));
    out_ += " : (";
    for (size_t i = 0; i < op.operands.size(); ++i) {
      if (i > 0) out_ += ", ";
      out_ += ToString(op.operands[i]->type);
    }
    out_ += ") -> ";
    std::vector<MlirType> result_types;
    for (const auto& result : op.results) result_types.push_back(result->type);
    out_ += ResultTypesToString(result_types);
    out_ += "\n";
  }

  void PrintRegion(const MlirRegion& region, int indent) {
    out_ += "{\n";
    // Successors may name blocks further down: number them all first.
    for (const auto& block : region.blocks) {
      block_names_[block.get()] = absl::StrCat("^bb", next_block_++);
    }
    for (const auto& block : region.blocks) {
      out_.append(indent, ' ');
      out_ += block_names_[block.get()];
      if (!block->arguments.empty()) {
        out_ += "(";
        for (size_t i = 0; i < block->arguments.size(); ++i) {
          const MlirValue* argument = block->arguments[i].get();
          std::string name = absl::StrCat("%arg", next_argument_++);
          names_[argument] = name;
          if (i > 0) out_ += ", ";
          absl::StrAppend(&out_, name, ": ", ToString(argument->type));
        }
        out_ += ")";
      }
      out_ += ":\n";
      for (const auto& op : block->operations) PrintOperation(*op, indent + 2);
    }
    out_.append(indent, ' ');
    out_ += "}";
  }

  std::string out_;
  absl::flat_hash_map<const MlirValue*, std::string> names_;
  absl::flat_hash_map<const MlirBlock*, std::string> block_names_;
  int next_value_ = 0;
  int next_argument_ = 0;
  int next_block_ = 0;
};

}  // namespace

std::string ToString(const MlirType& type) {
  switch (type.kind) {
    case MlirType::Kind::kTensor: {
      std::string out = "tensor<";
      for (int64_t dim : type.dims) {
        absl::StrAppend(&out, dim == MlirType::kDynamicDim ? "?" : absl::StrCat(dim), "x");
      }
      out += MlirElementTypeName(type.element_type);
      if (!type.bounds.empty()) {
        absl::StrAppend(&out, ", #stablehlo.bounds<", DimsToString(type.bounds), ">");
      }
      return out + ">";
    }
    case MlirType::Kind::kScalar:
      return MlirElementTypeName(type.element_type);
    case MlirType::Kind::kToken:
      return "!stablehlo.token";
    case MlirType::Kind::kTuple:
      return absl::StrCat("tuple<", TypeListToString(type.elements), ">");
    case MlirType::Kind::kFunction:
      return absl::StrCat("(", TypeListToString(type.elements), ") -> ",
                          ResultTypesToString(type.results));
    case MlirType::Kind::kNone:
      return "none";
    case MlirType::Kind::kOther:
      return type.spelling;
  }
  return "<invalid type>";
}

std::string ToString(const MlirAttribute& attribute) {
  using Kind = MlirAttribute::Kind;
  switch (attribute.kind) {
    case Kind::kUnit:
      return "unit";
    case Kind::kBool:
      return attribute.int_value != 0 ? "true" : "false";
    case Kind::kInteger:
      return absl::StrCat(attribute.int_value, " : ", ToString(attribute.type));
    case Kind::kFloat:
      return absl::StrCat(FloatToString(attribute.float_value, attribute.type), " : ",
                          ToString(attribute.type));
    case Kind::kString: {
      std::string out;
      AppendQuoted(attribute.string_value, out);
      return out;
    }
    case Kind::kType:
      return ToString(attribute.type);
    case Kind::kSymbolRef: {
      if (IsBareSymbol(attribute.string_value) ||
          attribute.string_value.find("::@") != std::string::npos) {
        return absl::StrCat("@", attribute.string_value);
      }
      std::string out = "@";
      AppendQuoted(attribute.string_value, out);
      return out;
    }
    case Kind::kArray: {
      std::string out = "[";
      for (size_t i = 0; i < attribute.elements.size(); ++i) {
        if (i > 0) out += ", ";
        out += ToString(*attribute.elements[i]);
      }
      return out + "]";
    }
    case Kind::kDenseArray: {
      std::string out = absl::StrCat("array<", ToString(attribute.type));
      const bool is_bool =
          attribute.type.kind == MlirType::Kind::kScalar && attribute.type.element_type == PRED;
      for (size_t i = 0; i < attribute.ints.size(); ++i) {
        out += i == 0 ? ": " : ", ";
        if (is_bool) {
          out += attribute.ints[i] != 0 ? "true" : "false";
        } else {
          absl::StrAppend(&out, attribute.ints[i]);
        }
      }
      return out + ">";
    }
    case Kind::kDenseElements:
      if (attribute.literal == nullptr) {
        return absl::StrCat("dense_resource<unresolved> : ", ToString(attribute.type));
      }
      return absl::StrCat("dense<", DenseLiteralBodyToText(*attribute.literal), "> : ",
                          ToString(attribute.type));
    case Kind::kDictionary:
      return DictionaryToString(attribute.fields);
    case Kind::kEnum: {
      const size_t dot = attribute.dialect_name.find('.');
      if (dot == std::string::npos) {
        return absl::StrCat("#", attribute.dialect_name, "<", attribute.string_value, ">");
      }
      return absl::StrCat("#", attribute.dialect_name.substr(0, dot), "<",
                          attribute.dialect_name.substr(dot + 1), " ", attribute.string_value,
                          ">");
    }
    case Kind::kStruct: {
      if (attribute.dialect_name == "stablehlo.bounds") {
        const MlirAttribute* bounds = attribute.FindField("bounds");
        std::string list = bounds != nullptr ? StructValueToString(*bounds) : "[]";
        return absl::StrCat("#stablehlo.bounds<", list.substr(1, list.size() - 2), ">");
      }
      std::string out = absl::StrCat("#", attribute.dialect_name, "<");
      if (attribute.dialect_name == "stablehlo.conv") out += "raw ";
      for (size_t i = 0; i < attribute.fields.size(); ++i) {
        if (i > 0) out += ", ";
        absl::StrAppend(&out, attribute.fields[i].name, " = ",
                        StructValueToString(*attribute.fields[i].value));
      }
      return out + ">";
    }
    case Kind::kOpaque:
      return attribute.string_value;
  }
  return "<invalid attribute>";
}

std::string ToString(const MlirModule& module) {
  if (module.module_op == nullptr) return "";
  return ModulePrinter().Print(*module.module_op);
}

}  // namespace xla::stablehlo
