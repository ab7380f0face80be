#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {
namespace {

const MlirAttribute* FindNamed(const std::vector<NamedAttribute>& attributes,
                               std::string_view name) {
  for (const NamedAttribute& attribute : attributes) {
    if (attribute.name == name) return attribute.value.get();
  }
  return nullptr;
}

}  // namespace

const MlirAttribute* MlirAttribute::FindField(std::string_view name) const {
  return FindNamed(fields, name);
}

const MlirAttribute* MlirOperation::FindAttribute(std::string_view attribute_name) const {
  return FindNamed(attributes, attribute_name);
}

bool SameType(const MlirType& a, const MlirType& b) {
  if (a.kind != b.kind || a.element_type != b.element_type || a.dims != b.dims ||
      a.bounds != b.bounds || a.spelling != b.spelling ||
      a.elements.size() != b.elements.size() || a.results.size() != b.results.size()) {
    return false;
  }
  for (size_t i = 0; i < a.elements.size(); ++i) {
    if (!SameType(a.elements[i], b.elements[i])) return false;
  }
  for (size_t i = 0; i < a.results.size(); ++i) {
    if (!SameType(a.results[i], b.results[i])) return false;
  }
  return true;
}

const MlirOperation* MlirModule::FindFunction(std::string_view name) const {
  if (module_op == nullptr || module_op->regions.empty()) return nullptr;
  for (const auto& block : module_op->regions.front()->blocks) {
    for (const auto& op : block->operations) {
      if (op->name != "func.func") continue;
      const MlirAttribute* sym_name = op->FindAttribute("sym_name");
      if (sym_name != nullptr && sym_name->string_value == name) return op.get();
    }
  }
  return nullptr;
}

}  // namespace xla::stablehlo
