#include "axle/stablehlo/sdy_sharding.h"

#include <cctype>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"

namespace xla::stablehlo {
namespace {

// A cursor over an attribute's spelling, for its few tokens.
class Scanner {
 public:
  Scanner(std::string_view text, std::string_view what) : text_(text), what_(what) {}

  void SkipSpaces() {
    while (position_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[position_]))) {
      ++position_;
    }
  }
  bool TryConsume(std::string_view token) {
    SkipSpaces();
    if (text_.substr(position_, token.size()) != token) return false;
    position_ += token.size();
    return true;
  }
  absl::Status Expect(std::string_view token) {
    if (TryConsume(token)) return absl::OkStatus();
    return Error(absl::StrCat("expected '", std::string(token), "'"));
  }
  char Peek() {
    SkipSpaces();
    return position_ < text_.size() ? text_[position_] : '\0';
  }
  absl::StatusOr<std::string> QuotedName() {
    RETURN_IF_ERROR(Expect("\""));
    size_t end = text_.find('"', position_);
    if (end == std::string_view::npos) return Error("unterminated axis name");
    std::string name(text_.substr(position_, end - position_));
    position_ = end + 1;
    return name;
  }
  absl::StatusOr<int64_t> Integer() {
    SkipSpaces();
    size_t start = position_;
    int64_t value = 0;
    while (position_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[position_]))) {
      value = value * 10 + (text_[position_++] - '0');
      if (value > (int64_t{1} << 40)) return Error("integer too large");
    }
    if (position_ == start) return Error("expected an integer");
    return value;
  }
  absl::StatusOr<std::string> Identifier() {
    SkipSpaces();
    size_t start = position_;
    while (position_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[position_])) || text_[position_] == '_' ||
            text_[position_] == '.' || text_[position_] == '$')) {
      ++position_;
    }
    if (position_ == start) return Error("expected a name");
    return std::string(text_.substr(start, position_ - start));
  }
  absl::Status Error(std::string_view message) const {
    return absl::InvalidArgumentError(
        absl::StrCat(std::string(what_), " '", std::string(text_), "': ", std::string(message),
                     " at offset ", position_));
  }

 private:
  std::string_view text_;
  std::string_view what_;
  size_t position_ = 0;
};

absl::StatusOr<SdyMesh> ParseMeshBody(Scanner& s) {
  SdyMesh mesh;
  RETURN_IF_ERROR(s.Expect("<"));
  RETURN_IF_ERROR(s.Expect("["));
  if (!s.TryConsume("]")) {
    do {
      ASSIGN_OR_RETURN(std::string name, s.QuotedName());
      RETURN_IF_ERROR(s.Expect("="));
      ASSIGN_OR_RETURN(int64_t size, s.Integer());
      if (size < 1) return s.Error("mesh axis of size 0");
      mesh.axes.emplace_back(std::move(name), size);
    } while (s.TryConsume(","));
    RETURN_IF_ERROR(s.Expect("]"));
  }
  // device_ids=[...] permutes devices; the shard shapes do not depend on it.
  int depth = 1;
  while (depth > 0) {
    char c = s.Peek();
    if (c == '\0') return s.Error("unterminated mesh");
    if (c == '<') ++depth;
    if (c == '>') --depth;
    s.TryConsume(std::string_view(&c, 1));
  }
  return mesh;
}

int64_t AxisSize(const SdyMesh& mesh, std::string_view name) {
  for (const auto& [axis, size] : mesh.axes) {
    if (axis == name) return size;
  }
  return -1;
}

}  // namespace

int64_t SdyMesh::DeviceCount() const {
  int64_t count = 1;
  for (const auto& axis : axes) count *= axis.second;
  return count;
}

absl::StatusOr<SdyMesh> ParseSdyMesh(std::string_view spelling) {
  Scanner s(spelling, "mesh");
  if (!s.TryConsume("#sdy.mesh")) s.TryConsume("mesh");
  return ParseMeshBody(s);
}

absl::StatusOr<SdyTensorSharding> ParseSdySharding(std::string_view sharding,
                                                   const SdyMeshLookup& lookup) {
  Scanner s(sharding, "sharding");
  s.TryConsume("#sdy.sharding");
  RETURN_IF_ERROR(s.Expect("<"));
  SdyTensorSharding result;
  if (s.TryConsume("@")) {
    ASSIGN_OR_RETURN(std::string name, s.Identifier());
    const SdyMesh* mesh = lookup(name);
    if (mesh == nullptr) return s.Error(absl::StrCat("no mesh @", name));
    result.mesh = *mesh;
  } else {
    s.TryConsume("#sdy.mesh");
    s.TryConsume("mesh");
    ASSIGN_OR_RETURN(result.mesh, ParseMeshBody(s));
  }
  RETURN_IF_ERROR(s.Expect(","));
  RETURN_IF_ERROR(s.Expect("["));
  if (!s.TryConsume("]")) {
    do {
      RETURN_IF_ERROR(s.Expect("{"));
      auto& axes = result.dimension_axes.emplace_back();
      while (!s.TryConsume("}")) {
        if (s.TryConsume("?")) continue;
        if (s.TryConsume(",")) continue;
        ASSIGN_OR_RETURN(std::string axis, s.QuotedName());
        int64_t size = AxisSize(result.mesh, axis);
        if (size < 0) return s.Error(absl::StrCat("no mesh axis \"", axis, "\""));
        if (s.TryConsume(":")) {
          return s.Error("sub-axes (\"x\":(1)2) are not supported");
        }
        axes.emplace_back(std::move(axis), size);
      }
      if (s.TryConsume("p")) RETURN_IF_ERROR(s.Integer().status());  // a priority
    } while (s.TryConsume(","));
    RETURN_IF_ERROR(s.Expect("]"));
  }
  return result;
}

absl::StatusOr<std::vector<std::string>> SplitShardingPerValue(std::string_view spelling) {
  Scanner s(spelling, "sharding_per_value");
  s.TryConsume("#sdy.sharding_per_value");
  RETURN_IF_ERROR(s.Expect("<"));
  RETURN_IF_ERROR(s.Expect("["));
  std::vector<std::string> values;
  size_t start = spelling.find('[') + 1;
  int depth = 0;
  for (size_t i = start; i < spelling.size(); ++i) {
    char c = spelling[i];
    if (c == '<' || c == '[' || c == '{') ++depth;
    if (c == '>' || c == ']' || c == '}') {
      if (depth == 0) {  // the list's closing bracket
        std::string last(spelling.substr(start, i - start));
        if (last.find('<') != std::string::npos) values.push_back(last);
        return values;
      }
      --depth;
    }
    if (c == ',' && depth == 0) {
      values.emplace_back(spelling.substr(start, i - start));
      start = i + 1;
    }
  }
  return s.Error("unterminated list");
}

absl::StatusOr<std::vector<int64_t>> ShardDimensions(std::string_view sharding,
                                                     absl::Span<const int64_t> global,
                                                     const SdyMeshLookup& lookup) {
  ASSIGN_OR_RETURN(SdyTensorSharding parsed, ParseSdySharding(sharding, lookup));
  if (!parsed.dimension_axes.empty() && parsed.dimension_axes.size() != global.size()) {
    return absl::InvalidArgumentError(
        absl::StrCat("sharding '", std::string(sharding), "' shards ",
                     parsed.dimension_axes.size(), " of ", global.size(), " dimensions"));
  }
  std::vector<int64_t> local(global.begin(), global.end());
  for (size_t d = 0; d < parsed.dimension_axes.size(); ++d) {
    int64_t shards = 1;
    for (const auto& axis : parsed.dimension_axes[d]) shards *= axis.second;
    if (global[d] % shards != 0) {
      return absl::InvalidArgumentError(absl::StrCat(
          "sharding '", std::string(sharding), "': dimension ", d, " of size ", global[d],
          " does not split into ", shards, " shards"));
    }
    local[d] = global[d] / shards;
  }
  return local;
}

}  // namespace xla::stablehlo
