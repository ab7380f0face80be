#include "axle/eval/ffi/ffi_attributes.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "Eigen/Core"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"

namespace xla::ffi {

struct FfiAttributes::Node {
  FfiAttrType type = kFfiAttrDictionary;
  FfiDataType dtype = kFfiInvalid;  // scalar and array
  std::vector<char> bytes;          // scalar value or array elements
  size_t count = 0;                 // array elements
  std::string text;                 // string
  std::vector<std::pair<std::string, std::unique_ptr<Node>>> fields;  // dictionary, sorted

  // The ABI view, filled by Encode once the tree is final.
  FfiScalar scalar{};
  FfiArray array{};
  FfiByteSpan span{};
  FfiAttrs dict{};
  std::vector<FfiAttrType> types;
  std::vector<FfiByteSpan> name_spans;
  std::vector<FfiByteSpan*> names;
  std::vector<void*> values;

  void* Encode() {
    switch (type) {
      case kFfiAttrScalar:
        scalar = {dtype, bytes.data()};
        return &scalar;
      case kFfiAttrArray:
        array = {dtype, count, bytes.data()};
        return &array;
      case kFfiAttrString:
        span = {text.data(), text.size()};
        return &span;
      case kFfiAttrDictionary:
        break;
    }
    name_spans.clear();
    for (auto& [name, node] : fields) {
      types.push_back(node->type);
      name_spans.push_back({name.data(), name.size()});
      values.push_back(node->Encode());
    }
    for (FfiByteSpan& span : name_spans) names.push_back(&span);
    dict = {AXLE_FFI_STRUCT_SIZE(FfiAttrs, attrs), nullptr, static_cast<int64_t>(fields.size()),
            types.data(), names.data(), values.data()};
    return &dict;
  }
};

namespace {

using Node = FfiAttributes::Node;

struct TypeName {
  const char* name;
  FfiDataType dtype;
};
constexpr TypeName kTypes[] = {
    {"i1", kFfiPred},    {"i8", kFfiS8},      {"si8", kFfiS8},     {"ui8", kFfiU8},
    {"i16", kFfiS16},    {"si16", kFfiS16},   {"ui16", kFfiU16},   {"i32", kFfiS32},
    {"si32", kFfiS32},   {"ui32", kFfiU32},   {"i64", kFfiS64},    {"si64", kFfiS64},
    {"ui64", kFfiU64},   {"index", kFfiS64},  {"f16", kFfiF16},    {"bf16", kFfiBF16},
    {"f32", kFfiF32},    {"f64", kFfiF64},
};

bool IsFloat(FfiDataType t) { return t == kFfiF16 || t == kFfiBF16 || t == kFfiF32 || t == kFfiF64; }

template <typename T>
void Append(std::vector<char>& bytes, T value) {
  const char* p = reinterpret_cast<const char*>(&value);
  bytes.insert(bytes.end(), p, p + sizeof(T));
}

class Parser {
 public:
  explicit Parser(absl::string_view text) : text_(text) {}

  absl::StatusOr<std::unique_ptr<Node>> Top() {
    SkipSpace();
    if (pos_ == text_.size()) return std::make_unique<Node>();
    auto root = Dictionary();
    if (!root.ok()) return root.status();
    SkipSpace();
    if (pos_ != text_.size()) return Error("end of the attribute dictionary");
    return root;
  }

 private:
  absl::Status Error(absl::string_view expected) const {
    return absl::InvalidArgumentError(absl::StrCat(
        "FFI attributes '", text_, "': expected ", expected, " at offset ", pos_));
  }
  void SkipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool Consume(absl::string_view token) {
    SkipSpace();
    if (text_.substr(pos_, token.size()) != token) return false;
    pos_ += token.size();
    return true;
  }
  absl::string_view Word() {  // identifier-like run: names, types, numbers
    SkipSpace();
    size_t start = pos_;
    while (pos_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
            std::strchr("_.$-+", text_[pos_]) != nullptr)) {
      ++pos_;
    }
    return text_.substr(start, pos_ - start);
  }

  absl::StatusOr<std::string> QuotedString() {
    if (!Consume("\"")) return Error("'\"'");
    std::string out;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      char c = text_[pos_++];
      if (c != '\\') {
        out.push_back(c);
        continue;
      }
      if (pos_ >= text_.size()) break;
      char e = text_[pos_++];
      if (e == 'n') {
        out.push_back('\n');
      } else if (e == 't') {
        out.push_back('\t');
      } else if (std::isxdigit(static_cast<unsigned char>(e)) && pos_ < text_.size() &&
                 std::isxdigit(static_cast<unsigned char>(text_[pos_]))) {
        out.push_back(static_cast<char>(std::stoi(std::string{e, text_[pos_++]}, nullptr, 16)));
      } else {
        out.push_back(e);
      }
    }
    if (!Consume("\"")) return Error("closing '\"'");
    return out;
  }

  absl::StatusOr<FfiDataType> Type() {
    absl::string_view word = Word();
    for (const TypeName& t : kTypes) {
      if (word == t.name) return t.dtype;
    }
    return Error("an integer or float type (i1, i8..i64, ui8..ui64, index, f16, bf16, f32, f64)");
  }

  // One number or boolean of type `dtype`, appended to `bytes`.
  absl::Status Number(absl::string_view word, FfiDataType dtype, std::vector<char>& bytes) {
    std::string s(word);
    if (s == "true" || s == "false") {
      if (dtype != kFfiPred) return Error("a number");
      Append<bool>(bytes, s == "true");
      return absl::OkStatus();
    }
    if (s.empty()) return Error("a value");
    char* end = nullptr;
    errno = 0;
    bool hex = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (IsFloat(dtype)) {
      double v = 0;
      if (hex) {  // MLIR spells NaN and infinities by their bits
        uint64_t bits = std::strtoull(s.c_str(), &end, 16);
        if (dtype == kFfiF64) {
          std::memcpy(&v, &bits, 8);
        } else if (dtype == kFfiF32) {
          uint32_t b32 = static_cast<uint32_t>(bits);
          float f;
          std::memcpy(&f, &b32, 4);
          v = f;
        } else if (dtype == kFfiF16) {
          v = static_cast<double>(Eigen::numext::bit_cast<Eigen::half>(static_cast<uint16_t>(bits)));
        } else {
          v = static_cast<double>(
              Eigen::numext::bit_cast<Eigen::bfloat16>(static_cast<uint16_t>(bits)));
        }
      } else {
        v = std::strtod(s.c_str(), &end);
      }
      if (end != s.c_str() + s.size()) return Error(absl::StrCat("a number, not '", s, "'"));
      switch (dtype) {
        case kFfiF16: Append(bytes, Eigen::half(static_cast<float>(v))); break;
        case kFfiBF16: Append(bytes, Eigen::bfloat16(static_cast<float>(v))); break;
        case kFfiF32: Append(bytes, static_cast<float>(v)); break;
        default: Append(bytes, v); break;
      }
      return absl::OkStatus();
    }
    bool negative = s[0] == '-';
    uint64_t magnitude = std::strtoull(s.c_str() + (negative || s[0] == '+'), &end, 0);
    if (end != s.c_str() + s.size() || errno == ERANGE) {
      return Error(absl::StrCat("an integer, not '", s, "'"));
    }
    int64_t value = negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
    switch (dtype) {
      case kFfiPred: Append<bool>(bytes, value != 0); break;
      case kFfiS8: Append(bytes, static_cast<int8_t>(value)); break;
      case kFfiS16: Append(bytes, static_cast<int16_t>(value)); break;
      case kFfiS32: Append(bytes, static_cast<int32_t>(value)); break;
      case kFfiU8: Append(bytes, static_cast<uint8_t>(value)); break;
      case kFfiU16: Append(bytes, static_cast<uint16_t>(value)); break;
      case kFfiU32: Append(bytes, static_cast<uint32_t>(value)); break;
      case kFfiU64: Append(bytes, negative ? static_cast<uint64_t>(value) : magnitude); break;
      default: Append(bytes, value); break;
    }
    return absl::OkStatus();
  }

  absl::StatusOr<std::unique_ptr<Node>> Dictionary() {
    if (!Consume("{")) return Error("'{'");
    auto node = std::make_unique<Node>();
    if (!Consume("}")) {
      do {
        std::string name;
        SkipSpace();
        if (pos_ < text_.size() && text_[pos_] == '"') {
          auto quoted = QuotedString();
          if (!quoted.ok()) return quoted.status();
          name = *std::move(quoted);
        } else {
          name = std::string(Word());
        }
        if (name.empty()) return Error("an attribute name");
        if (!Consume("=")) return Error(absl::StrCat("'=' after '", name, "'"));
        auto value = Value();
        if (!value.ok()) return value.status();
        for (const auto& field : node->fields) {
          if (field.first == name) return Error(absl::StrCat("one value of '", name, "'"));
        }
        node->fields.emplace_back(std::move(name), *std::move(value));
      } while (Consume(","));
      if (!Consume("}")) return Error("',' or '}'");
    }
    std::sort(node->fields.begin(), node->fields.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return node;
  }

  // `array<T: v, ...>`
  absl::StatusOr<std::unique_ptr<Node>> DenseArray() {
    auto node = std::make_unique<Node>();
    node->type = kFfiAttrArray;
    auto dtype = Type();
    if (!dtype.ok()) return dtype.status();
    node->dtype = *dtype;
    if (Consume(":")) {
      do {
        absl::string_view word = Word();
        if (absl::Status s = Number(word, node->dtype, node->bytes); !s.ok()) return s;
        ++node->count;
      } while (Consume(","));
    }
    if (!Consume(">")) return Error("'>' closing array<...>");
    return node;
  }

  // `dense<[v, ...]> : tensor<NxT>` or a splat `dense<v> : tensor<NxT>`.
  absl::StatusOr<std::unique_ptr<Node>> DenseElements() {
    std::vector<absl::string_view> words;
    bool list = Consume("[");
    if (!list || !Consume("]")) {
      do {
        words.push_back(Word());
      } while (list && Consume(","));
      if (list && !Consume("]")) return Error("']'");
    }
    if (!Consume(">") || !Consume(":") || !Consume("tensor<")) {
      return Error("'> : tensor<...>' after dense<...>");
    }
    SkipSpace();
    size_t close = text_.find('>', pos_);
    if (close == absl::string_view::npos) return Error("'>' closing tensor<...>");
    absl::string_view spec = text_.substr(pos_, close - pos_);
    size_t x = spec.rfind('x');
    int64_t count = 1;
    if (x != absl::string_view::npos) {
      count = std::strtoll(std::string(spec.substr(0, x)).c_str(), nullptr, 10);
      if (spec.substr(0, x).find('x') != absl::string_view::npos) {
        return Error("a one-dimensional tensor type");
      }
      pos_ += x + 1;
    }
    auto node = std::make_unique<Node>();
    node->type = kFfiAttrArray;
    auto dtype = Type();
    if (!dtype.ok()) return dtype.status();
    node->dtype = *dtype;
    if (!Consume(">")) return Error("'>' closing tensor<...>");
    if (list && static_cast<int64_t>(words.size()) != count) {
      return Error(absl::StrCat(count, " elements in dense<...>"));
    }
    for (int64_t i = 0; i < count; ++i) {
      if (absl::Status s = Number(words[list ? i : 0], node->dtype, node->bytes); !s.ok()) return s;
    }
    node->count = count;
    return node;
  }

  absl::StatusOr<std::unique_ptr<Node>> Value() {
    SkipSpace();
    if (pos_ >= text_.size()) return Error("a value");
    if (text_[pos_] == '{') return Dictionary();
    if (text_[pos_] == '"') {
      auto text = QuotedString();
      if (!text.ok()) return text.status();
      auto node = std::make_unique<Node>();
      node->type = kFfiAttrString;
      node->text = *std::move(text);
      return node;
    }
    if (Consume("array<")) return DenseArray();
    if (Consume("dense<")) return DenseElements();
    absl::string_view word = Word();
    auto node = std::make_unique<Node>();
    node->type = kFfiAttrScalar;
    if (word == "true" || word == "false") {
      node->dtype = kFfiPred;
    } else if (Consume(":")) {
      auto dtype = Type();
      if (!dtype.ok()) return dtype.status();
      node->dtype = *dtype;
    } else {  // MLIR's defaults: i64, or f64 for a number with a point or exponent
      bool real = word.find_first_of(".eE") != absl::string_view::npos &&
                  word.substr(0, 2) != "0x";
      node->dtype = real ? kFfiF64 : kFfiS64;
    }
    if (absl::Status s = Number(word, node->dtype, node->bytes); !s.ok()) return s;
    return node;
  }

  absl::string_view text_;
  size_t pos_ = 0;
};

}  // namespace

FfiAttributes::FfiAttributes() = default;
FfiAttributes::~FfiAttributes() = default;

absl::StatusOr<std::unique_ptr<FfiAttributes>> FfiAttributes::Parse(std::string_view text) {
  Parser parser(absl::string_view(text.data(), text.size()));
  auto root = parser.Top();
  if (!root.ok()) return root.status();
  std::unique_ptr<FfiAttributes> attributes(new FfiAttributes());
  attributes->root_ = *std::move(root);
  attributes->root_->Encode();
  return attributes;
}

const FfiAttrs& FfiAttributes::attrs() const { return root_->dict; }

}  // namespace xla::ffi
