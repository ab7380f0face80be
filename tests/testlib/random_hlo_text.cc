#include "tests/testlib/random_hlo_text.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"

namespace xla::testlib::random_hlo {

uint64_t Rng::Next() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int64_t Rng::Uniform(int64_t low, int64_t high) {
  if (high <= low) return low;
  uint64_t range = static_cast<uint64_t>(high - low) + 1;
  return low + static_cast<int64_t>(Next() % range);
}

bool Rng::Chance(double probability) {
  return static_cast<double>(Next() >> 11) * 0x1.0p-53 < probability;
}

Value ComputationText::AddParameter(std::string name, const Shape& shape, bool print_layout) {
  lines_.push_back({name, absl::StrCat(name, " = ", shape.ToString(print_layout), " parameter(",
                                       parameter_count_++, ")")});
  values_.push_back({std::move(name), shape});
  return values_.back();
}

Value ComputationText::Add(std::string name, const Shape& shape, absl::string_view opcode,
                           const std::vector<Value>& operands, absl::string_view attributes) {
  std::vector<std::string> names;
  for (const Value& operand : operands) {
    names.push_back(operand.name);
    ++uses_[operand.name];
  }
  lines_.push_back({name, absl::StrCat(name, " = ", shape.ToString(), " ", opcode, "(",
                                       absl::StrJoin(names, ", "), ")", attributes)});
  values_.push_back({std::move(name), shape});
  return values_.back();
}

Value ComputationText::AddConstant(std::string name, const Shape& shape,
                                   absl::string_view literal) {
  lines_.push_back({name, absl::StrCat(name, " = ", shape.ToString(), " constant(", literal, ")")});
  values_.push_back({std::move(name), shape});
  return values_.back();
}

int64_t ComputationText::uses(const Value& value) const {
  auto it = uses_.find(value.name);
  return it == uses_.end() ? 0 : it->second;
}

std::string ComputationText::Finish(const Value& root, absl::string_view prefix) const {
  std::string text = absl::StrCat(prefix, name_, " {\n");
  for (const auto& [name, line] : lines_) {
    absl::StrAppend(&text, "  ", name == root.name ? "ROOT " : "", line, "\n");
  }
  return text + "}\n";
}

namespace {

std::string RandomElementText(PrimitiveType type, Rng& rng) {
  if (type == PRED) return rng.Chance(0.5) ? "true" : "false";
  if (primitive_util::IsUnsignedIntegralType(type)) return absl::StrCat(rng.Uniform(0, 10));
  if (primitive_util::IsIntegralType(type)) return absl::StrCat(rng.Uniform(-10, 10));
  auto real = [&rng]() { return absl::StrCat(static_cast<double>(rng.Uniform(-8, 8)) / 4); };
  if (primitive_util::IsComplexType(type)) return absl::StrCat("(", real(), ", ", real(), ")");
  return real();
}

// Appends the elements of dimensions [dimension, rank), nested in braces.
void AppendNested(const Shape& shape, int64_t dimension, Rng& rng, std::string& text) {
  if (dimension == shape.rank()) {
    text += RandomElementText(shape.element_type(), rng);
    return;
  }
  text += dimension + 1 == shape.rank() ? "{" : "{ ";
  for (int64_t i = 0; i < shape.dimensions(dimension); ++i) {
    if (i > 0) text += ", ";
    AppendNested(shape, dimension + 1, rng, text);  // depth: the rank, at most a few
  }
  text += dimension + 1 == shape.rank() ? "}" : " }";
}

}  // namespace

std::string RandomLiteralText(const Shape& shape, Rng& rng) {
  std::string text;
  AppendNested(shape, 0, rng, text);
  return text;
}

}  // namespace xla::testlib::random_hlo
