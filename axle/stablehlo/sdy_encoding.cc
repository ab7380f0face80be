#include "axle/stablehlo/sdy_encoding.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"
#include "axle/base/status_macros.h"

namespace xla::stablehlo {
namespace {

// Shardy's attribute codes (their order in its bytecode definition).
enum SdyAttributeCode : int {
  kManualAxes = 0,
  kMeshAxis = 1,
  kMesh = 2,
  kSubAxisInfo = 3,
  kAxisRef = 4,
  kDimensionSharding = 5,
  kTensorShardingV1 = 6,
  kTensorShardingPerValueV1 = 7,
  kDimMapping = 8,
  kTensorMapping = 9,
  kOpShardingRule = 10,
  kAxisRefList = 11,
  kTensorShardingV2 = 15,
  kTensorShardingPerValueV2 = 16,
  kTensorShardingV3 = 17,
};

// The spelling of a referenced attribute: sdy ones are kOpaque spellings,
// strings are quoted, symbols get their @.
absl::StatusOr<std::string> SpellingAt(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  ASSIGN_OR_RETURN(AttributePtr attribute, table.AttributeAt(index));
  switch (attribute->kind) {
    case MlirAttribute::Kind::kOpaque:
      return attribute->string_value;
    case MlirAttribute::Kind::kString:
      return absl::StrCat("\"", attribute->string_value, "\"");
    case MlirAttribute::Kind::kSymbolRef:
      return absl::StrCat("@", attribute->string_value);
    default:
      return cursor.Error("unexpected attribute inside a Shardy attribute");
  }
}

absl::StatusOr<std::vector<std::string>> SpellingList(BytecodeCursor& cursor,
                                                      AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("attribute list"));
  std::vector<std::string> spellings;
  for (uint64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(std::string spelling, SpellingAt(cursor, table));
    spellings.push_back(std::move(spelling));
  }
  return spellings;
}

absl::StatusOr<std::string> ReadString(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  ASSIGN_OR_RETURN(absl::string_view text, table.StringAt(index));
  return std::string(text);
}

// `<...>` of a nested sharding in a per-value list: its spelling without
// the `#sdy.sharding` name.
std::string WithoutName(absl::string_view spelling, absl::string_view name) {
  absl::ConsumePrefix(&spelling, name);
  return std::string(spelling);
}

absl::StatusOr<std::string> TensorSharding(BytecodeCursor& cursor, AttrTypeTable& table,
                                           int version) {
  ASSIGN_OR_RETURN(std::string mesh, SpellingAt(cursor, table));
  // An inlined mesh is spelled without its #sdy. prefix.
  absl::string_view mesh_view(mesh);
  absl::ConsumePrefix(&mesh_view, "#sdy.");
  ASSIGN_OR_RETURN(std::vector<std::string> dims, SpellingList(cursor, table));
  ASSIGN_OR_RETURN(std::vector<std::string> replicated, SpellingList(cursor, table));
  std::vector<std::string> unreduced;
  if (version >= 2) {
    ASSIGN_OR_RETURN(unreduced, SpellingList(cursor, table));
  }
  if (version >= 3) RETURN_IF_ERROR(cursor.ReadSignedVarInt().status());  // reduction op
  std::string spelling =
      absl::StrCat("#sdy.sharding<", mesh_view, ", [", absl::StrJoin(dims, ", "), "]");
  if (!replicated.empty()) {
    absl::StrAppend(&spelling, ", replicated={", absl::StrJoin(replicated, ", "), "}");
  }
  if (!unreduced.empty()) {
    absl::StrAppend(&spelling, ", unreduced={", absl::StrJoin(unreduced, ", "), "}");
  }
  return absl::StrCat(spelling, ">");
}

absl::StatusOr<std::vector<int64_t>> SignedList(BytecodeCursor& cursor) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("integer"));
  std::vector<int64_t> values;
  for (uint64_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(int64_t value, cursor.ReadSignedVarInt());
    values.push_back(value);
  }
  return values;
}

// Shardy names factors i, j, ..., z, then z_1, z_2, ...
std::string FactorName(int64_t factor) {
  constexpr int64_t kLetters = 'z' - 'i';
  if (factor >= 0 && factor <= kLetters) return std::string(1, static_cast<char>('i' + factor));
  return absl::StrCat("z_", factor - kLetters);
}

std::string FactorNames(const std::vector<int64_t>& factors, absl::string_view separator) {
  std::vector<std::string> names;
  for (int64_t factor : factors) names.push_back(FactorName(factor));
  return absl::StrJoin(names, separator);
}

// #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, ...}, reduction={k}, custom>
absl::StatusOr<std::string> ShardingRule(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(std::vector<int64_t> sizes, SignedList(cursor));
  ASSIGN_OR_RETURN(std::vector<std::string> operands, SpellingList(cursor, table));
  ASSIGN_OR_RETURN(std::vector<std::string> results, SpellingList(cursor, table));
  std::string spelling = absl::StrCat("#sdy.op_sharding_rule<(", absl::StrJoin(operands, ", "),
                                      ")->(", absl::StrJoin(results, ", "), ") {");
  for (size_t i = 0; i < sizes.size(); ++i) {
    absl::StrAppend(&spelling, i == 0 ? "" : ", ", FactorName(i), "=", sizes[i]);
  }
  spelling += "}";
  for (absl::string_view kind :
       {"reduction", "need_replication", "permutation", "blocked_propagation"}) {
    ASSIGN_OR_RETURN(std::vector<int64_t> factors, SignedList(cursor));
    if (!factors.empty()) absl::StrAppend(&spelling, ", ", kind, "={", FactorNames(factors, ", "), "}");
  }
  ASSIGN_OR_RETURN(uint8_t custom, cursor.ReadByte());
  if (custom) spelling += ", custom";
  return absl::StrCat(spelling, ">");
}

absl::StatusOr<std::string> Decode(BytecodeCursor& cursor, AttrTypeTable& table) {
  ASSIGN_OR_RETURN(uint64_t code, cursor.ReadVarInt());
  switch (code) {
    case kManualAxes: {
      ASSIGN_OR_RETURN(std::vector<std::string> axes, SpellingList(cursor, table));
      return absl::StrCat("#sdy<manual_axes{", absl::StrJoin(axes, ", "), "}>");
    }
    case kMeshAxis: {
      ASSIGN_OR_RETURN(std::string name, ReadString(cursor, table));
      ASSIGN_OR_RETURN(int64_t size, cursor.ReadSignedVarInt());
      return absl::StrCat("#sdy.mesh_axis<\"", name, "\"=", size, ">");
    }
    case kMesh: {
      ASSIGN_OR_RETURN(std::vector<std::string> axes, SpellingList(cursor, table));
      ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("device id"));
      std::vector<int64_t> device_ids;
      for (uint64_t i = 0; i < count; ++i) {
        ASSIGN_OR_RETURN(int64_t id, cursor.ReadSignedVarInt());
        device_ids.push_back(id);
      }
      for (std::string& axis : axes) axis = WithoutName(axis, "#sdy.mesh_axis<");
      for (std::string& axis : axes) axis.pop_back();  // the '>'
      std::string spelling = absl::StrCat("#sdy.mesh<[", absl::StrJoin(axes, ", "), "]");
      if (!device_ids.empty()) {
        absl::StrAppend(&spelling, ", device_ids=[", absl::StrJoin(device_ids, ", "), "]");
      }
      return absl::StrCat(spelling, ">");
    }
    case kSubAxisInfo: {
      ASSIGN_OR_RETURN(int64_t pre_size, cursor.ReadSignedVarInt());
      ASSIGN_OR_RETURN(int64_t size, cursor.ReadSignedVarInt());
      return absl::StrCat("(", pre_size, ")", size);
    }
    case kAxisRef: {
      ASSIGN_OR_RETURN(std::string name, ReadString(cursor, table));
      std::string spelling = absl::StrCat("\"", name, "\"");
      ASSIGN_OR_RETURN(auto index_and_present, cursor.ReadVarIntWithFlag());
      if (index_and_present.second) {
        ASSIGN_OR_RETURN(AttributePtr info, table.AttributeAt(index_and_present.first));
        absl::StrAppend(&spelling, ":", info->string_value);
      }
      return spelling;
    }
    case kDimensionSharding: {
      ASSIGN_OR_RETURN(std::vector<std::string> axes, SpellingList(cursor, table));
      ASSIGN_OR_RETURN(uint8_t is_closed, cursor.ReadByte());
      ASSIGN_OR_RETURN(auto priority_and_present, cursor.ReadVarIntWithFlag());
      if (!is_closed) axes.push_back("?");
      std::string spelling = absl::StrCat("{", absl::StrJoin(axes, ", "), "}");
      if (priority_and_present.second) absl::StrAppend(&spelling, "p", priority_and_present.first);
      return spelling;
    }
    case kTensorShardingV1:
      return TensorSharding(cursor, table, 1);
    case kTensorShardingV2:
      return TensorSharding(cursor, table, 2);
    case kTensorShardingV3:
      return TensorSharding(cursor, table, 3);
    case kTensorShardingPerValueV1:
    case kTensorShardingPerValueV2: {
      ASSIGN_OR_RETURN(std::vector<std::string> shardings, SpellingList(cursor, table));
      for (std::string& sharding : shardings) sharding = WithoutName(sharding, "#sdy.sharding");
      return absl::StrCat("#sdy.sharding_per_value<[", absl::StrJoin(shardings, ", "), "]>");
    }
    case kDimMapping: {
      ASSIGN_OR_RETURN(std::vector<int64_t> factors, SignedList(cursor));
      return FactorNames(factors, "");
    }
    case kTensorMapping: {
      ASSIGN_OR_RETURN(std::vector<std::string> dims, SpellingList(cursor, table));
      return absl::StrCat("[", absl::StrJoin(dims, ", "), "]");
    }
    case kOpShardingRule:
      return ShardingRule(cursor, table);
    case kAxisRefList: {
      ASSIGN_OR_RETURN(std::vector<std::string> axes, SpellingList(cursor, table));
      return absl::StrCat("{", absl::StrJoin(axes, ", "), "}");
    }
    default:
      // Collective parameters (after propagation only): not spelled out.
      RETURN_IF_ERROR(cursor.Skip(cursor.remaining()));
      return std::string("#sdy<undecoded bytecode>");
  }
}

}  // namespace

absl::StatusOr<AttributePtr> DecodeSdyAttribute(BytecodeCursor& cursor, AttrTypeTable& table) {
  MlirAttribute attribute;
  attribute.kind = MlirAttribute::Kind::kOpaque;
  ASSIGN_OR_RETURN(attribute.string_value, Decode(cursor, table));
  return std::make_shared<const MlirAttribute>(std::move(attribute));
}

}  // namespace xla::stablehlo
