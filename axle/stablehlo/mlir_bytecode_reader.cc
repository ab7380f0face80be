#include "axle/stablehlo/mlir_bytecode_reader.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "absl/strings/string_view.h"
#include "axle/base/status_macros.h"
#include "axle/stablehlo/bytecode_cursor.h"
#include "axle/stablehlo/vhlo_encoding.h"
#include "axle/stablehlo/vhlo_to_stablehlo.h"

namespace xla::stablehlo {
namespace {

constexpr absl::string_view kMagic("ML\xefR", 4);

// The format versions that changed what is read.
constexpr uint64_t kDialectVersioning = 1;     // dialect version sections
constexpr uint64_t kLazyLoading = 2;           // isolated regions in their own section
constexpr uint64_t kUseListOrdering = 3;       // use-list orders
constexpr uint64_t kElideUnknownBlockArgLocation = 4;  // optional block argument locations
constexpr uint64_t kNativePropertiesEncoding = 5;      // op properties section
constexpr uint64_t kMaxBytecodeVersion = 6;

// The bits of an operation's encoding mask.
constexpr uint8_t kHasAttrs = 0x01;
constexpr uint8_t kHasResults = 0x02;
constexpr uint8_t kHasOperands = 0x04;
constexpr uint8_t kHasSuccessors = 0x08;
constexpr uint8_t kHasInlineRegions = 0x10;
constexpr uint8_t kHasUseListOrders = 0x20;
constexpr uint8_t kHasProperties = 0x40;

// Nesting limits: regions inside regions, attributes inside attributes.
constexpr int kMaxRegionDepth = 256;
constexpr int kMaxAttrTypeDepth = 128;

struct Dialect {
  std::string name;
};

struct OpName {
  size_t dialect = 0;
  std::string name;  // "dialect.op"
  std::optional<bool> was_registered;
};

// One attribute or type entry: where its bytes are and, once read, what
// they say.
template <typename T>
struct Entry {
  size_t dialect = 0;
  size_t begin = 0;
  size_t end = 0;
  bool custom = false;
  enum class State { kUnread, kReading, kRead } state = State::kUnread;
  T value{};
};

// The values visible to operands: one scope per isolated-from-above region
// (and the top level); each region reserves a range of it.
struct ValueScope {
  std::vector<MlirValue*> values;
  // Operands naming a value defined later (graph regions): the op and the
  // operand slot to fill, by value index.
  std::map<size_t, std::vector<std::pair<MlirOperation*, size_t>>> forward_uses;
};

class Reader : public AttrTypeTable {
 public:
  Reader(absl::string_view bytes, absl::string_view source)
      : source_(source), bytes_(bytes), file_(source_, bytes_, "header") {}

  absl::StatusOr<MlirModule> Read();

  absl::StatusOr<AttributePtr> AttributeAt(uint64_t index) override;
  absl::StatusOr<MlirType> TypeAt(uint64_t index) override;
  absl::StatusOr<absl::string_view> StringAt(uint64_t index) override;

 private:
  absl::Status ReadStrings(BytecodeCursor cursor);
  absl::Status ReadDialects(BytecodeCursor cursor);
  absl::Status ReadAttrTypeOffsets(BytecodeCursor cursor, const BytecodeCursor& data);
  absl::Status ReadResources(std::optional<BytecodeCursor> data,
                             std::optional<BytecodeCursor> offsets);
  absl::Status ReadProperties(BytecodeCursor cursor);

  template <typename T, typename Decode>
  absl::StatusOr<T> Resolve(std::vector<Entry<T>>& entries, uint64_t index,
                            absl::string_view what, Decode decode);

  absl::StatusOr<absl::string_view> String(BytecodeCursor& cursor);
  absl::StatusOr<AttributePtr> AttributeRef(BytecodeCursor& cursor);

  // The IR: blocks, ops and regions, read depth-first.
  absl::Status ReadTopLevel(BytecodeCursor cursor, MlirBlock& block);
  absl::Status ReadBlockHeader(BytecodeCursor& cursor, MlirBlock& block, size_t& next_value,
                               uint64_t& num_ops);
  absl::Status ReadOperation(BytecodeCursor& cursor, MlirBlock& block,
                             const std::vector<MlirBlock*>& region_blocks,
                             std::optional<size_t*> next_value, int depth);
  absl::Status ReadOpProperties(BytecodeCursor& cursor, const OpName& name, MlirOperation& op);
  absl::Status ReadRegion(BytecodeCursor& cursor, MlirRegion& region, int depth);
  absl::Status SkipUseListOrders(BytecodeCursor& cursor, uint64_t range_size);
  absl::Status DefineValue(BytecodeCursor& cursor, size_t& next_value, MlirValue* value);
  absl::StatusOr<MlirValue*> Operand(BytecodeCursor& cursor, MlirOperation& op, size_t slot);

  std::string source_;
  absl::string_view bytes_;
  BytecodeCursor file_;
  uint64_t version_ = 0;
  std::string producer_;

  std::vector<absl::string_view> strings_;
  std::vector<Dialect> dialects_;
  std::vector<OpName> op_names_;
  std::vector<Entry<AttributePtr>> attributes_;
  std::vector<Entry<MlirType>> types_;
  std::optional<BytecodeCursor> attr_type_data_;
  std::optional<BytecodeCursor> properties_data_;
  std::vector<size_t> property_offsets_;
  int attr_type_depth_ = 0;
  size_t reserved_values_ = 0;  // value slots of the regions being read
  std::vector<ValueScope> scopes_;
};

absl::Status Reader::ReadStrings(BytecodeCursor cursor) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("string"));
  strings_.resize(count);
  // The sizes come first, last string's first; the characters (each string
  // with its null byte) fill the section's end in order.
  size_t section_begin = cursor.offset();
  size_t data_begin = cursor.offset() + cursor.remaining();
  for (uint64_t i = count; i-- > 0;) {
    ASSIGN_OR_RETURN(uint64_t size, cursor.ReadVarInt());
    if (size == 0 || size > data_begin - section_begin) {
      return cursor.Error(absl::StrCat("string ", i, " of ", size, " bytes does not fit"));
    }
    data_begin -= size;
    strings_[i] = bytes_.substr(data_begin, size - 1);
  }
  if (cursor.offset() != data_begin) {
    return cursor.Error("bytes between the string sizes and the strings");
  }
  return absl::OkStatus();
}

absl::StatusOr<absl::string_view> Reader::String(BytecodeCursor& cursor) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  if (index >= strings_.size()) {
    return cursor.ErrorAt(start, absl::StrCat("string index ", index, " out of range (",
                                              strings_.size(), " strings)"));
  }
  return strings_[index];
}

absl::StatusOr<absl::string_view> Reader::StringAt(uint64_t index) {
  if (index >= strings_.size()) {
    return file_.Error(absl::StrCat("string index ", index, " out of range"));
  }
  return strings_[index];
}

absl::Status Reader::ReadDialects(BytecodeCursor cursor) {
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("dialect"));
  dialects_.resize(count);
  for (Dialect& dialect : dialects_) {
    if (version_ < kDialectVersioning) {
      ASSIGN_OR_RETURN(absl::string_view name, String(cursor));
      dialect.name = std::string(name);
      continue;
    }
    size_t start = cursor.offset();
    ASSIGN_OR_RETURN(auto index_and_version, cursor.ReadVarIntWithFlag());
    if (index_and_version.first >= strings_.size()) {
      return cursor.ErrorAt(start, "dialect name index out of range");
    }
    dialect.name = std::string(strings_[index_and_version.first]);
    if (index_and_version.second) {
      // The dialect's own version blob; VHLO keeps its version in the
      // producer string instead, so nothing here is needed.
      ASSIGN_OR_RETURN(auto section, cursor.ReadSection());
      if (section.first != kDialectVersionsSection) {
        return cursor.ErrorAt(start, "dialect version is not a dialect_versions section");
      }
    }
  }
  if (version_ >= kElideUnknownBlockArgLocation) {
    ASSIGN_OR_RETURN(uint64_t num_ops, cursor.ReadCount("operation name"));
    op_names_.reserve(num_ops);
  }
  while (!cursor.empty()) {
    size_t start = cursor.offset();
    ASSIGN_OR_RETURN(uint64_t dialect, cursor.ReadVarInt());
    if (dialect >= dialects_.size()) {
      return cursor.ErrorAt(start, absl::StrCat("dialect index ", dialect, " out of range"));
    }
    ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("operation name"));
    for (uint64_t i = 0; i < count; ++i) {
      OpName op_name;
      op_name.dialect = dialect;
      absl::string_view name;
      if (version_ < kNativePropertiesEncoding) {
        ASSIGN_OR_RETURN(name, String(cursor));
      } else {
        size_t name_start = cursor.offset();
        ASSIGN_OR_RETURN(auto index_and_registered, cursor.ReadVarIntWithFlag());
        if (index_and_registered.first >= strings_.size()) {
          return cursor.ErrorAt(name_start, "operation name index out of range");
        }
        name = strings_[index_and_registered.first];
        op_name.was_registered = index_and_registered.second;
      }
      op_name.name = absl::StrCat(dialects_[dialect].name, ".", name);
      op_names_.push_back(std::move(op_name));
    }
  }
  return absl::OkStatus();
}

absl::Status Reader::ReadAttrTypeOffsets(BytecodeCursor cursor, const BytecodeCursor& data) {
  ASSIGN_OR_RETURN(uint64_t num_attributes, cursor.ReadCount("attribute"));
  ASSIGN_OR_RETURN(uint64_t num_types, cursor.ReadCount("type"));
  if (num_attributes + num_types > cursor.remaining()) {
    return cursor.Error("more attributes and types than offset bytes");
  }
  attributes_.resize(num_attributes);
  types_.resize(num_types);
  size_t position = data.offset();
  size_t data_end = data.offset() + data.remaining();
  auto read_entries = [&](auto& entries) -> absl::Status {
    size_t next = 0;
    while (next < entries.size()) {
      size_t start = cursor.offset();
      ASSIGN_OR_RETURN(uint64_t dialect, cursor.ReadVarInt());
      if (dialect >= dialects_.size()) {
        return cursor.ErrorAt(start, absl::StrCat("dialect index ", dialect, " out of range"));
      }
      ASSIGN_OR_RETURN(uint64_t count, cursor.ReadVarInt());
      if (count > entries.size() - next) {
        return cursor.ErrorAt(start, "more entries in a group than were announced");
      }
      for (uint64_t i = 0; i < count; ++i, ++next) {
        ASSIGN_OR_RETURN(auto size_and_custom, cursor.ReadVarIntWithFlag());
        if (size_and_custom.first > data_end - position) {
          return cursor.Error("attribute or type entry runs past its section");
        }
        auto& entry = entries[next];
        entry.dialect = dialect;
        entry.begin = position;
        entry.end = position + size_and_custom.first;
        entry.custom = size_and_custom.second;
        position = entry.end;
      }
    }
    return absl::OkStatus();
  };
  RETURN_IF_ERROR(read_entries(attributes_));
  RETURN_IF_ERROR(read_entries(types_));
  if (!cursor.empty()) return cursor.Error("trailing bytes after the attribute and type offsets");
  return absl::OkStatus();
}

// Resources (dense_resource blobs and the like) are not part of what
// StableHLO artifacts carry; the sections are checked and skipped.
absl::Status Reader::ReadResources(std::optional<BytecodeCursor> data,
                                   std::optional<BytecodeCursor> offsets) {
  if (data.has_value() != offsets.has_value()) {
    return file_.Error("a resource section without its resource offset section, or the reverse");
  }
  if (!data.has_value()) return absl::OkStatus();
  BytecodeCursor& offset = *offsets;
  auto read_group = [&]() -> absl::Status {
    ASSIGN_OR_RETURN(uint64_t count, offset.ReadCount("resource"));
    for (uint64_t i = 0; i < count; ++i) {
      RETURN_IF_ERROR(String(offset).status());
      ASSIGN_OR_RETURN(uint64_t size, offset.ReadVarInt());
      RETURN_IF_ERROR(offset.ReadByte().status());  // the kind
      RETURN_IF_ERROR(data->Skip(size));
    }
    return absl::OkStatus();
  };
  ASSIGN_OR_RETURN(uint64_t external_groups, offset.ReadCount("resource group"));
  for (uint64_t i = 0; i < external_groups; ++i) {
    RETURN_IF_ERROR(String(offset).status());
    RETURN_IF_ERROR(read_group());
  }
  while (!offset.empty()) {
    size_t start = offset.offset();
    ASSIGN_OR_RETURN(uint64_t dialect, offset.ReadVarInt());
    if (dialect >= dialects_.size()) return offset.ErrorAt(start, "dialect index out of range");
    RETURN_IF_ERROR(read_group());
  }
  return absl::OkStatus();
}

absl::Status Reader::ReadProperties(BytecodeCursor cursor) {
  if (cursor.empty()) return absl::OkStatus();
  ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("properties"));
  property_offsets_.reserve(count);
  properties_data_ = cursor;
  for (uint64_t i = 0; i < count; ++i) {
    property_offsets_.push_back(cursor.offset());
    ASSIGN_OR_RETURN(uint64_t size, cursor.ReadVarInt());
    RETURN_IF_ERROR(cursor.Skip(size));
  }
  if (!cursor.empty()) return cursor.Error("trailing bytes after the last properties entry");
  return absl::OkStatus();
}

template <typename T, typename Decode>
absl::StatusOr<T> Reader::Resolve(std::vector<Entry<T>>& entries, uint64_t index,
                                  absl::string_view what, Decode decode) {
  if (index >= entries.size()) {
    return file_.Error(
        absl::StrCat(what, " index ", index, " out of range (", entries.size(), " entries)"));
  }
  Entry<T>& entry = entries[index];
  if (entry.state == Entry<T>::State::kRead) return entry.value;
  BytecodeCursor cursor = attr_type_data_->Part(entry.begin, entry.end, "attr_type");
  if (entry.state == Entry<T>::State::kReading) {
    return cursor.Error(absl::StrCat(what, " ", index, " contains itself"));
  }
  if (attr_type_depth_ >= kMaxAttrTypeDepth) {
    return cursor.Error(absl::StrCat("attributes and types nested deeper than ",
                                     kMaxAttrTypeDepth));
  }
  entry.state = Entry<T>::State::kReading;
  ++attr_type_depth_;
  absl::StatusOr<T> value = [&]() -> absl::StatusOr<T> {
    const std::string& dialect = dialects_[entry.dialect].name;
    if (!entry.custom) {
      // Written in MLIR's text syntax: kept by its spelling.
      ASSIGN_OR_RETURN(absl::string_view text, cursor.ReadNullTerminatedString());
      return decode(dialect, cursor, std::string(text));
    }
    ASSIGN_OR_RETURN(T decoded, decode(dialect, cursor, std::nullopt));
    if (!cursor.empty()) return cursor.Error(absl::StrCat("trailing bytes after ", what));
    return decoded;
  }();
  --attr_type_depth_;
  if (!value.ok()) {
    entry.state = Entry<T>::State::kUnread;
    return value.status();
  }
  entry.value = *value;
  entry.state = Entry<T>::State::kRead;
  return entry.value;
}

absl::StatusOr<AttributePtr> Reader::AttributeAt(uint64_t index) {
  return Resolve(attributes_, index, "attribute",
                 [&](const std::string& dialect, BytecodeCursor& cursor,
                     std::optional<std::string> text) -> absl::StatusOr<AttributePtr> {
                   if (text.has_value()) {
                     MlirAttribute opaque;
                     opaque.kind = MlirAttribute::Kind::kOpaque;
                     opaque.string_value = *text;
                     return std::make_shared<const MlirAttribute>(std::move(opaque));
                   }
                   return DecodeAttribute(dialect, cursor, *this);
                 });
}

absl::StatusOr<MlirType> Reader::TypeAt(uint64_t index) {
  return Resolve(types_, index, "type",
                 [&](const std::string& dialect, BytecodeCursor& cursor,
                     std::optional<std::string> text) -> absl::StatusOr<MlirType> {
                   if (text.has_value()) {
                     MlirType other;
                     other.kind = MlirType::Kind::kOther;
                     other.spelling = *text;
                     return other;
                   }
                   return DecodeType(dialect, cursor, *this);
                 });
}

absl::StatusOr<AttributePtr> Reader::AttributeRef(BytecodeCursor& cursor) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  absl::StatusOr<AttributePtr> attribute = AttributeAt(index);
  if (!attribute.ok() && index >= attributes_.size()) {
    return cursor.ErrorAt(start, attribute.status().message());
  }
  return attribute;
}

absl::Status Reader::SkipUseListOrders(BytecodeCursor& cursor, uint64_t range_size) {
  // Use-list orders only restore the order of a value's users, which the
  // generic form does not keep.
  uint64_t num_values = 1;
  if (range_size > 1) {
    ASSIGN_OR_RETURN(num_values, cursor.ReadCount("use-list order"));
  }
  for (uint64_t i = 0; i < num_values; ++i) {
    if (range_size > 1) RETURN_IF_ERROR(cursor.ReadVarInt().status());
    ASSIGN_OR_RETURN(auto count_and_pairs, cursor.ReadVarIntWithFlag());
    if (count_and_pairs.first > cursor.remaining()) {
      return cursor.Error("use-list order longer than its section");
    }
    for (uint64_t j = 0; j < count_and_pairs.first; ++j) {
      RETURN_IF_ERROR(cursor.ReadVarInt().status());
    }
  }
  return absl::OkStatus();
}

absl::Status Reader::DefineValue(BytecodeCursor& cursor, size_t& next_value, MlirValue* value) {
  ValueScope& scope = scopes_.back();
  if (next_value >= scope.values.size()) {
    return cursor.Error("more values defined than the region announced");
  }
  scope.values[next_value] = value;
  auto forward = scope.forward_uses.find(next_value);
  if (forward != scope.forward_uses.end()) {
    for (auto& [op, slot] : forward->second) op->operands[slot] = value;
    scope.forward_uses.erase(forward);
  }
  ++next_value;
  return absl::OkStatus();
}

absl::StatusOr<MlirValue*> Reader::Operand(BytecodeCursor& cursor, MlirOperation& op,
                                           size_t slot) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  ValueScope& scope = scopes_.back();
  if (index >= scope.values.size()) {
    return cursor.ErrorAt(start, absl::StrCat("operand value ", index, " out of range (",
                                              scope.values.size(), " values in scope)"));
  }
  if (scope.values[index] == nullptr) scope.forward_uses[index].push_back({&op, slot});
  return scope.values[index];
}

absl::Status Reader::ReadBlockHeader(BytecodeCursor& cursor, MlirBlock& block,
                                     size_t& next_value, uint64_t& num_ops) {
  ASSIGN_OR_RETURN(auto ops_and_args, cursor.ReadVarIntWithFlag());
  num_ops = ops_and_args.first;
  if (num_ops > cursor.remaining()) return cursor.Error("block announces more ops than bytes");
  if (!ops_and_args.second) return absl::OkStatus();
  ASSIGN_OR_RETURN(uint64_t num_args, cursor.ReadCount("block argument"));
  block.arguments.reserve(num_args);
  for (uint64_t i = 0; i < num_args; ++i) {
    auto argument = std::make_unique<MlirValue>();
    bool has_location = true;
    uint64_t type_index = 0;
    if (version_ >= kElideUnknownBlockArgLocation) {
      ASSIGN_OR_RETURN(auto type_and_location, cursor.ReadVarIntWithFlag());
      type_index = type_and_location.first;
      has_location = type_and_location.second;
    } else {
      ASSIGN_OR_RETURN(type_index, cursor.ReadVarInt());
    }
    absl::StatusOr<MlirType> type = TypeAt(type_index);
    if (!type.ok()) return cursor.Error(type.status().message());
    argument->type = std::move(type).value();
    if (has_location) RETURN_IF_ERROR(cursor.ReadVarInt().status());
    argument->owner_block = &block;
    argument->index = static_cast<int>(i);
    argument->name = absl::StrCat("%arg", i);
    RETURN_IF_ERROR(DefineValue(cursor, next_value, argument.get()));
    block.arguments.push_back(std::move(argument));
  }
  if (version_ >= kUseListOrdering) {
    ASSIGN_OR_RETURN(uint8_t has_orders, cursor.ReadByte());
    if (has_orders) RETURN_IF_ERROR(SkipUseListOrders(cursor, num_args));
  }
  return absl::OkStatus();
}

absl::Status Reader::ReadOpProperties(BytecodeCursor& cursor, const OpName& name,
                                      MlirOperation& op) {
  size_t start = cursor.offset();
  if (!name.was_registered.has_value()) {
    return cursor.Error("op properties in a bytecode version without them");
  }
  if (!*name.was_registered) {
    // An op unknown to the writer keeps its properties as one attribute.
    ASSIGN_OR_RETURN(AttributePtr properties, AttributeRef(cursor));
    if (properties->kind == MlirAttribute::Kind::kDictionary) {
      for (const NamedAttribute& field : properties->fields) op.attributes.push_back(field);
    }
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
  if (index >= property_offsets_.size() || !properties_data_.has_value()) {
    return cursor.ErrorAt(start, absl::StrCat("properties index ", index, " out of range"));
  }
  BytecodeCursor entry = properties_data_->Part(
      property_offsets_[index], properties_data_->offset() + properties_data_->remaining(),
      "properties");
  ASSIGN_OR_RETURN(uint64_t size, entry.ReadVarInt());
  ASSIGN_OR_RETURN(absl::string_view unused, entry.ReadBytes(size));
  (void)unused;
  BytecodeCursor blob = entry.Part(entry.offset() - size, entry.offset(), "properties");

  // Ops generated from ODS store their inherent attributes sorted by name,
  // a required one as an attribute index, an optional one as an index with
  // a presence flag. VHLO ops have only required ones (vhlo_to_stablehlo.h
  // lists them); the few other ops an artifact holds are listed here, '?'
  // marking optional attributes.
  static constexpr std::pair<absl::string_view, absl::string_view> kOtherOps[] = {
      {"builtin.module", "sym_name?,sym_visibility?"},
      {"sdy.mesh", "mesh,sym_name"},
      {"sdy.sharding_constraint", "sharding"},
      {"sdy.reshard", "sharding"},
      {"sdy.manual_computation", "in_shardings,manual_axes,out_shardings"},
      {"sdy.named_computation", "in_shardings?,name,out_shardings?"},
      {"sdy.sharding_group", "group_id"},
      {"sdy.propagation_barrier", "allowed_direction"},
  };
  const absl::string_view* other_fields = nullptr;
  for (const auto& [op_name, fields] : kOtherOps) {
    if (op_name == name.name) other_fields = &fields;
  }
  if (other_fields != nullptr) {
    for (absl::string_view field : absl::StrSplit(*other_fields, ',')) {
      bool optional = absl::ConsumeSuffix(&field, "?");
      uint64_t index = 0;
      if (optional) {
        ASSIGN_OR_RETURN(auto index_and_present, blob.ReadVarIntWithFlag());
        if (!index_and_present.second) continue;
        index = index_and_present.first;
      } else {
        ASSIGN_OR_RETURN(index, blob.ReadVarInt());
      }
      absl::StatusOr<AttributePtr> value = AttributeAt(index);
      if (!value.ok()) return blob.Error(value.status().message());
      op.attributes.push_back({std::string(field), *std::move(value)});
    }
  } else if (absl::StartsWith(name.name, "vhlo.")) {
    const std::vector<std::string>* names =
        VhloOpAttributeNames(absl::string_view(name.name).substr(5));
    if (names == nullptr) {
      return cursor.ErrorAt(start, absl::StrCat("unknown VHLO op ", name.name));
    }
    for (const std::string& field : *names) {
      ASSIGN_OR_RETURN(AttributePtr value, AttributeRef(blob));
      op.attributes.push_back({field, std::move(value)});
    }
  } else {
    return cursor.ErrorAt(start, absl::StrCat("properties of op ", name.name,
                                              " are in an encoding this reader does not know"));
  }
  if (!blob.empty()) {
    return blob.Error(absl::StrCat("trailing bytes in the properties of ", name.name));
  }
  return absl::OkStatus();
}

absl::Status Reader::ReadRegion(BytecodeCursor& cursor, MlirRegion& region, int depth) {
  ASSIGN_OR_RETURN(uint64_t num_blocks, cursor.ReadCount("block"));
  if (num_blocks == 0) return absl::OkStatus();
  size_t count_start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t num_values, cursor.ReadCount("value"));
  // Every value reserved at once is defined by bytes of its own somewhere in
  // the file, which bounds what nested regions may reserve together.
  if (num_values > bytes_.size() - reserved_values_) {
    return cursor.ErrorAt(count_start, absl::StrCat("region reserves ", num_values,
                                                    " values, more than the file can define"));
  }
  reserved_values_ += num_values;
  ValueScope& scope = scopes_.back();
  size_t base = scope.values.size();
  scope.values.resize(base + num_values, nullptr);
  size_t next_value = base;
  std::vector<MlirBlock*> blocks;
  for (uint64_t i = 0; i < num_blocks; ++i) {
    region.blocks.push_back(std::make_unique<MlirBlock>());
    blocks.push_back(region.blocks.back().get());
  }
  for (MlirBlock* block : blocks) {
    uint64_t num_ops = 0;
    RETURN_IF_ERROR(ReadBlockHeader(cursor, *block, next_value, num_ops));
    for (uint64_t i = 0; i < num_ops; ++i) {
      RETURN_IF_ERROR(ReadOperation(cursor, *block, blocks, &next_value, depth));
    }
  }
  ValueScope& done = scopes_.back();
  for (const auto& [index, uses] : done.forward_uses) {
    if (index >= base) return cursor.Error(absl::StrCat("value ", index, " is used, never defined"));
  }
  done.values.resize(base);
  reserved_values_ -= num_values;
  return absl::OkStatus();
}

absl::Status Reader::ReadOperation(BytecodeCursor& cursor, MlirBlock& block,
                                   const std::vector<MlirBlock*>& region_blocks,
                                   std::optional<size_t*> next_value, int depth) {
  size_t start = cursor.offset();
  ASSIGN_OR_RETURN(uint64_t name_index, cursor.ReadVarInt());
  if (name_index >= op_names_.size()) {
    return cursor.ErrorAt(start, absl::StrCat("operation name index ", name_index,
                                              " out of range"));
  }
  const OpName& name = op_names_[name_index];
  auto op = std::make_unique<MlirOperation>();
  op->name = name.name;
  op->location.where = absl::StrCat("byte ", start, " (section ir)");
  ASSIGN_OR_RETURN(uint8_t mask, cursor.ReadByte());
  if (mask & 0x80) return cursor.ErrorAt(start, "unknown bit in the operation's encoding mask");
  RETURN_IF_ERROR(cursor.ReadVarInt().status());  // the location attribute
  if (mask & kHasAttrs) {
    size_t attrs_start = cursor.offset();
    ASSIGN_OR_RETURN(AttributePtr attributes, AttributeRef(cursor));
    if (attributes->kind != MlirAttribute::Kind::kDictionary) {
      return cursor.ErrorAt(attrs_start, "operation attributes are not a dictionary");
    }
    op->attributes = attributes->fields;
  }
  if (mask & kHasProperties) RETURN_IF_ERROR(ReadOpProperties(cursor, name, *op));
  if (mask & kHasResults) {
    ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("result"));
    for (uint64_t i = 0; i < count; ++i) {
      size_t type_start = cursor.offset();
      ASSIGN_OR_RETURN(uint64_t type_index, cursor.ReadVarInt());
      absl::StatusOr<MlirType> type = TypeAt(type_index);
      if (!type.ok()) return cursor.ErrorAt(type_start, type.status().message());
      auto result = std::make_unique<MlirValue>();
      result->type = std::move(type).value();
      result->defining_op = op.get();
      result->index = static_cast<int>(i);
      op->results.push_back(std::move(result));
    }
  }
  if (mask & kHasOperands) {
    ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("operand"));
    op->operands.resize(count, nullptr);
    for (uint64_t i = 0; i < count; ++i) {
      ASSIGN_OR_RETURN(op->operands[i], Operand(cursor, *op, i));
    }
  }
  if (mask & kHasSuccessors) {
    ASSIGN_OR_RETURN(uint64_t count, cursor.ReadCount("successor"));
    for (uint64_t i = 0; i < count; ++i) {
      size_t successor_start = cursor.offset();
      ASSIGN_OR_RETURN(uint64_t index, cursor.ReadVarInt());
      if (index >= region_blocks.size()) {
        return cursor.ErrorAt(successor_start, "successor block index out of range");
      }
      op->successors.push_back(region_blocks[index]);
    }
  }
  if (version_ >= kUseListOrdering && (mask & kHasUseListOrders)) {
    RETURN_IF_ERROR(SkipUseListOrders(cursor, op->results.size()));
  }
  uint64_t num_regions = 0;
  bool isolated = false;
  if (mask & kHasInlineRegions) {
    ASSIGN_OR_RETURN(auto regions_and_isolated, cursor.ReadVarIntWithFlag());
    num_regions = regions_and_isolated.first;
    isolated = regions_and_isolated.second;
    if (num_regions > cursor.remaining() + 1) return cursor.Error("more regions than bytes");
  }
  // Results name values only inside a region; the top level has none.
  if (next_value.has_value()) {
    for (auto& result : op->results) {
      result->name = absl::StrCat("%", *next_value.value());
      RETURN_IF_ERROR(DefineValue(cursor, *next_value.value(), result.get()));
    }
  }
  MlirOperation* op_ptr = op.get();
  block.operations.push_back(std::move(op));
  if (num_regions == 0) return absl::OkStatus();
  if (depth >= kMaxRegionDepth) {
    return cursor.ErrorAt(start, absl::StrCat("regions nested deeper than ", kMaxRegionDepth));
  }
  // Isolated regions start a new value scope; from bytecode version 2 they
  // also sit in a nested IR section of their own.
  BytecodeCursor* region_cursor = &cursor;
  std::optional<BytecodeCursor> own_section;
  if (isolated && version_ >= kLazyLoading) {
    size_t section_start = cursor.offset();
    ASSIGN_OR_RETURN(auto section, cursor.ReadSection());
    if (section.first != kIrSection) {
      return cursor.ErrorAt(section_start, "isolated region is not in an ir section");
    }
    own_section = section.second;
    region_cursor = &*own_section;
  }
  if (isolated) scopes_.emplace_back();
  for (uint64_t i = 0; i < num_regions; ++i) {
    op_ptr->regions.push_back(std::make_unique<MlirRegion>());
    RETURN_IF_ERROR(ReadRegion(*region_cursor, *op_ptr->regions.back(), depth + 1));
  }
  if (isolated) scopes_.pop_back();
  if (own_section.has_value() && !own_section->empty()) {
    return own_section->Error("trailing bytes after an isolated region");
  }
  return absl::OkStatus();
}

absl::Status Reader::ReadTopLevel(BytecodeCursor cursor, MlirBlock& block) {
  scopes_.emplace_back();
  size_t next_value = 0;
  uint64_t num_ops = 0;
  RETURN_IF_ERROR(ReadBlockHeader(cursor, block, next_value, num_ops));
  for (uint64_t i = 0; i < num_ops; ++i) {
    RETURN_IF_ERROR(ReadOperation(cursor, block, {}, std::nullopt, 0));
  }
  if (!cursor.empty()) return cursor.Error("trailing bytes after the top-level operations");
  scopes_.pop_back();
  return absl::OkStatus();
}

absl::StatusOr<MlirModule> Reader::Read() {
  ASSIGN_OR_RETURN(absl::string_view magic, file_.ReadBytes(4));
  if (magic != kMagic) return file_.ErrorAt(0, "not MLIR bytecode (no ML\\xefR magic number)");
  size_t version_start = file_.offset();
  ASSIGN_OR_RETURN(version_, file_.ReadVarInt());
  if (version_ > kMaxBytecodeVersion) {
    return file_.ErrorAt(version_start,
                         absl::StrCat("bytecode version ", version_, " is newer than ",
                                      kMaxBytecodeVersion, ", the newest this reader knows"));
  }
  ASSIGN_OR_RETURN(absl::string_view producer, file_.ReadNullTerminatedString());
  producer_ = std::string(producer);

  std::optional<BytecodeCursor> sections[kNumSections];
  while (!file_.empty()) {
    size_t start = file_.offset();
    ASSIGN_OR_RETURN(auto section, file_.ReadSection());
    if (sections[section.first].has_value()) {
      return file_.ErrorAt(start, absl::StrCat("second ", BytecodeSectionName(section.first),
                                               " section"));
    }
    sections[section.first] = section.second;
  }
  for (int id : {kStringSection, kDialectSection, kAttrTypeSection, kAttrTypeOffsetSection,
                 kIrSection}) {
    if (!sections[id].has_value()) {
      return file_.Error(absl::StrCat("no ", BytecodeSectionName(id), " section"));
    }
  }
  RETURN_IF_ERROR(ReadStrings(*sections[kStringSection]));
  if (sections[kPropertiesSection].has_value()) {
    RETURN_IF_ERROR(ReadProperties(*sections[kPropertiesSection]));
  }
  RETURN_IF_ERROR(ReadDialects(*sections[kDialectSection]));
  RETURN_IF_ERROR(ReadResources(sections[kResourceSection], sections[kResourceOffsetSection]));
  attr_type_data_ = sections[kAttrTypeSection];
  RETURN_IF_ERROR(ReadAttrTypeOffsets(*sections[kAttrTypeOffsetSection], *attr_type_data_));

  MlirBlock top;
  RETURN_IF_ERROR(ReadTopLevel(*sections[kIrSection], top));
  MlirModule module;
  module.producer = producer_;
  if (top.operations.size() == 1 && top.operations.front()->name == "builtin.module") {
    module.module_op = std::move(top.operations.front());
  } else {
    module.module_op = std::make_unique<MlirOperation>();
    module.module_op->name = "builtin.module";
    module.module_op->regions.push_back(std::make_unique<MlirRegion>());
    module.module_op->regions.back()->blocks.push_back(std::make_unique<MlirBlock>(std::move(top)));
  }
  return module;
}

}  // namespace

bool IsMlirBytecode(std::string_view bytes) {
  return bytes.size() >= 4 && absl::string_view(bytes.data(), 4) == kMagic;
}

absl::StatusOr<MlirModule> ReadMlirBytecodeWithoutUpgrade(std::string_view bytes,
                                                          std::string_view source_name) {
  Reader reader(absl::string_view(bytes.data(), bytes.size()),
                absl::string_view(source_name.data(), source_name.size()));
  return reader.Read();
}

absl::StatusOr<MlirModule> ReadMlirBytecode(std::string_view bytes, std::string_view source_name) {
  ASSIGN_OR_RETURN(MlirModule module, ReadMlirBytecodeWithoutUpgrade(bytes, source_name));
  constexpr absl::string_view kPrefix = "StableHLO_v";
  if (!absl::StartsWith(module.producer, kPrefix)) {
    return InvalidArgument(absl::string_view(source_name.data(), source_name.size()),
                           ": byte 4 (section header): producer '", module.producer,
                           "' is not a StableHLO portable artifact (StableHLO_vX.Y.Z)");
  }
  module.vhlo_version = module.producer.substr(kPrefix.size());
  absl::Status version_ok = CheckVhloVersion(module.vhlo_version);
  if (!version_ok.ok()) {
    return InvalidArgument(absl::string_view(source_name.data(), source_name.size()),
                           ": byte 4 (section header): ", version_ok.message());
  }
  absl::Status upgraded = UpgradeVhloToStablehlo(module);
  if (!upgraded.ok()) {
    return InvalidArgument(absl::string_view(source_name.data(), source_name.size()), ": ",
                           upgraded.message());
  }
  return module;
}

}  // namespace xla::stablehlo
