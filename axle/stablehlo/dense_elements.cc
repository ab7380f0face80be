#include "axle/stablehlo/dense_elements.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "axle/base/status_macros.h"
#include "axle/literal/convert_element.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"

namespace xla::stablehlo {
namespace {

template <typename T>
struct ComponentOf {
  using type = T;
};
template <typename C>
struct ComponentOf<std::complex<C>> {
  using type = C;
};

// A literal of `type` and `dims`, refusing dynamic dims and sizes beyond
// kMaxDenseLiteralBytes before anything is allocated.
absl::StatusOr<Literal> MakeDenseLiteral(PrimitiveType type, absl::Span<const int64_t> dims) {
  if (!primitive_util::IsArrayType(type)) {
    return InvalidArgument("dense elements of non-array element type ",
                           PrimitiveType_Name(type));
  }
  int64_t bytes = primitive_util::ByteWidth(type);
  for (int64_t dim : dims) {
    if (dim < 0) return InvalidArgument("dense elements need a static shape");
    if (dim != 0 && bytes > kMaxDenseLiteralBytes / dim) {
      return InvalidArgument("dense elements of more than ", kMaxDenseLiteralBytes,
                             " bytes are not supported");
    }
    bytes *= dim;
  }
  if (bytes > kMaxDenseLiteralBytes) {
    return InvalidArgument("dense elements of more than ", kMaxDenseLiteralBytes,
                           " bytes are not supported");
  }
  return Literal::Create(ShapeUtil::MakeShape(type, dims));
}

// "-0x1F" / "42" -> sign and magnitude; hex when it starts with 0x.
absl::Status ParseMagnitude(absl::string_view text, bool* negative, uint64_t* magnitude) {
  *negative = false;
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
    *negative = text[0] == '-';
    text.remove_prefix(1);
  }
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    text.remove_prefix(2);
    base = 16;
  }
  if (text.empty()) return InvalidArgument("empty number");
  uint64_t value = 0;
  for (char c : text) {
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (base == 16 && absl::ascii_isxdigit(static_cast<unsigned char>(c))) {
      digit = absl::ascii_tolower(static_cast<unsigned char>(c)) - 'a' + 10;
    } else {
      return InvalidArgument("'", text, "' is not an integer");
    }
    if (value > (std::numeric_limits<uint64_t>::max() - digit) / base) {
      return InvalidArgument("integer '", text, "' is out of range");
    }
    value = value * base + digit;
  }
  *magnitude = value;
  return absl::OkStatus();
}

bool IsHexToken(absl::string_view text) {
  return text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
}

// The element `text` as a value of the real (non-complex) type T of `type`.
template <typename T>
absl::StatusOr<T> ParseRealElement(absl::string_view text, PrimitiveType type) {
  if constexpr (std::is_same_v<T, bool>) {
    if (text == "true") return true;
    if (text == "false") return false;
    bool negative;
    uint64_t magnitude;
    RETURN_IF_ERROR(ParseMagnitude(text, &negative, &magnitude));
    if (negative || magnitude > 1) {
      return InvalidArgument("'", text, "' is not a valid i1 value");
    }
    return magnitude == 1;
  } else if constexpr (kIsInteger<T>) {
    if (text == "true") return T(1);
    if (text == "false") return T(0);
    bool negative;
    uint64_t magnitude;
    RETURN_IF_ERROR(ParseMagnitude(text, &negative, &magnitude));
    const int bits = primitive_util::BitWidth(type);
    const bool is_unsigned = primitive_util::IsUnsignedIntegralType(type);
    // Signless integers take -2^(w-1) .. 2^w - 1, as MLIR's parser does.
    const uint64_t max_positive = bits == 64 ? std::numeric_limits<uint64_t>::max()
                                             : (uint64_t{1} << bits) - 1;
    const uint64_t max_negative = is_unsigned ? 0 : uint64_t{1} << (bits - 1);
    if (negative ? magnitude > max_negative : magnitude > max_positive) {
      return InvalidArgument("integer ", text, " does not fit in ",
                             primitive_util::LowercaseName(type));
    }
    const uint64_t bits_value = negative ? (~magnitude + 1) : magnitude;
    if constexpr (kIsSubByteInt<T>) {
      return T(static_cast<int64_t>(bits_value));
    } else {
      return static_cast<T>(bits_value);
    }
  } else {
    static_assert(kIsFloating<T>);
    if (IsHexToken(text)) {
      // A float's bit pattern, as MLIR prints NaN and infinities.
      bool negative;
      uint64_t bits_value;
      RETURN_IF_ERROR(ParseMagnitude(text, &negative, &bits_value));
      const int bits = primitive_util::BitWidth(type);
      if (bits < 64 && (bits_value >> bits) != 0) {
        return InvalidArgument("hexadecimal float ", text, " has more than ", bits, " bits");
      }
      T value;
      std::memcpy(&value, &bits_value, sizeof(T));
      return value;
    }
    double value;
    if (text == "inf" || text == "+inf") {
      value = std::numeric_limits<double>::infinity();
    } else if (text == "-inf") {
      value = -std::numeric_limits<double>::infinity();
    } else if (text == "nan") {
      value = std::numeric_limits<double>::quiet_NaN();
    } else if (!absl::SimpleAtod(text, &value) ||
               !(absl::ascii_isdigit(static_cast<unsigned char>(text.back())) ||
                 text.back() == '.')) {
      return InvalidArgument("'", text, "' is not a floating-point value");
    }
    return ConvertElement<T>(value);
  }
}

template <typename T>
absl::StatusOr<T> ParseElement(const DenseElementText& element, PrimitiveType type) {
  if constexpr (kIsComplex<T>) {
    using C = typename ComponentOf<T>::type;
    const PrimitiveType component = primitive_util::ComplexComponentType(type);
    if (!element.is_complex) {
      return InvalidArgument("complex element expected as (real, imag), got ", element.real);
    }
    ASSIGN_OR_RETURN(C real, ParseRealElement<C>(element.real, component));
    ASSIGN_OR_RETURN(C imag, ParseRealElement<C>(element.imag, component));
    return T(real, imag);
  } else {
    if (element.is_complex) {
      return InvalidArgument("complex element (", element.real, ", ", element.imag,
                             ") for element type ", primitive_util::LowercaseName(type));
    }
    return ParseRealElement<T>(element.real, type);
  }
}

// Normalises bytes copied from MLIR storage into Axle's: pred 0/1 and
// sub-byte integers sign- or zero-extended from their width.
void NormaliseStoredBytes(PrimitiveType type, Literal& literal) {
  const bool is_pred = type == PRED;
  const bool is_sub_byte = primitive_util::IsSubByteIntegralType(type);
  if (!is_pred && !is_sub_byte) return;
  auto* data = static_cast<uint8_t*>(literal.untyped_data());
  const int64_t count = literal.element_count();
  const int bits = primitive_util::BitWidth(type);
  const bool is_signed = primitive_util::IsSignedIntegralType(type);
  for (int64_t i = 0; i < count; ++i) {
    if (is_pred) {
      data[i] = data[i] != 0;
      continue;
    }
    uint8_t value = data[i] & static_cast<uint8_t>((1u << bits) - 1);
    if (is_signed && (value >> (bits - 1)) != 0) value |= static_cast<uint8_t>(~((1u << bits) - 1));
    data[i] = value;
  }
}

int HexDigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

template <typename T>
std::string RealElementToText(T value, PrimitiveType type) {
  if constexpr (std::is_same_v<T, bool>) {
    return value ? "true" : "false";
  } else if constexpr (kIsInteger<T>) {
    if (primitive_util::IsUnsignedIntegralType(type)) {
      return absl::StrCat(static_cast<uint64_t>(value));
    }
    return absl::StrCat(static_cast<int64_t>(value));
  } else {
    const double d = convert_internal::ToDouble(value);
    if (!std::isfinite(d)) {
      // Bit pattern, as MLIR prints non-finite floats.
      uint64_t bits = 0;
      std::memcpy(&bits, &value, sizeof(T));
      return absl::StrFormat("0x%0*X", static_cast<int>(2 * sizeof(T)), bits);
    }
    std::string text = absl::StrFormat("%.17g", d);
    if constexpr (!std::is_same_v<T, double>) {
      text = absl::StrFormat("%.9g", d);
    }
    if (text.find_first_of(".e") == std::string::npos) absl::StrAppend(&text, ".0");
    return text;
  }
}

template <typename T>
std::string ElementToText(T value, PrimitiveType type) {
  if constexpr (kIsComplex<T>) {
    const PrimitiveType component = primitive_util::ComplexComponentType(type);
    return absl::StrCat("(", RealElementToText(value.real(), component), ", ",
                        RealElementToText(value.imag(), component), ")");
  } else {
    return RealElementToText(value, type);
  }
}

}  // namespace

int64_t DenseStorageBytes(PrimitiveType type) { return primitive_util::ByteWidth(type); }

absl::StatusOr<Literal> DenseLiteralFromBytes(PrimitiveType type,
                                              absl::Span<const int64_t> dims,
                                              std::string_view bytes_in, bool splat) {
  const absl::string_view bytes(bytes_in.data(), bytes_in.size());
  ASSIGN_OR_RETURN(Literal literal, MakeDenseLiteral(type, dims));
  const int64_t element_bytes = DenseStorageBytes(type);
  const int64_t count = literal.element_count();
  auto* data = static_cast<uint8_t*>(literal.untyped_data());
  const auto size = static_cast<int64_t>(bytes.size());
  if (splat) {
    if (size != element_bytes) {
      return InvalidArgument("splat dense elements of ", primitive_util::LowercaseName(type),
                             " need ", element_bytes, " bytes, got ", size);
    }
    for (int64_t i = 0; i < count; ++i) {
      std::memcpy(data + i * element_bytes, bytes.data(), element_bytes);
    }
  } else if (type == PRED && count > 1 && size != count && size == (count + 7) / 8) {
    // Older MLIR's packed i1: eight to a byte, least significant bit first.
    for (int64_t i = 0; i < count; ++i) {
      data[i] = (static_cast<uint8_t>(bytes[i / 8]) >> (i % 8)) & 1;
    }
  } else {
    if (size != count * element_bytes) {
      return InvalidArgument("dense elements of ", count, " x ",
                             primitive_util::LowercaseName(type), " need ",
                             count * element_bytes, " bytes, got ", size);
    }
    if (size > 0) std::memcpy(data, bytes.data(), size);
  }
  NormaliseStoredBytes(type, literal);
  return literal;
}

absl::StatusOr<Literal> DenseLiteralFromText(PrimitiveType type,
                                             absl::Span<const int64_t> dims,
                                             absl::Span<const DenseElementText> values) {
  ASSIGN_OR_RETURN(Literal literal, MakeDenseLiteral(type, dims));
  const int64_t count = literal.element_count();
  const auto given = static_cast<int64_t>(values.size());
  if (given != 1 && given != count) {
    return InvalidArgument("dense elements: ", given, " values for a shape of ", count,
                           " elements");
  }
  absl::Status status = absl::OkStatus();
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<T> data = literal.data<T>();
    for (int64_t i = 0; i < given; ++i) {
      absl::StatusOr<T> value = ParseElement<T>(values[i], type);
      if (!value.ok()) {
        status = value.status();
        return;
      }
      data[i] = *value;
    }
    if (given == 1) {
      for (int64_t i = 1; i < count; ++i) data[i] = data[0];
    }
  });
  RETURN_IF_ERROR(status);
  return literal;
}

absl::StatusOr<Literal> DenseLiteralFromHex(PrimitiveType type,
                                            absl::Span<const int64_t> dims,
                                            std::string_view hex_in) {
  const absl::string_view hex_digits(hex_in.data(), hex_in.size());
  if (hex_digits.size() % 2 != 0) {
    return InvalidArgument("hex dense elements need an even number of digits");
  }
  std::string bytes(hex_digits.size() / 2, '\0');
  for (size_t i = 0; i < bytes.size(); ++i) {
    const int high = HexDigitValue(hex_digits[2 * i]);
    const int low = HexDigitValue(hex_digits[2 * i + 1]);
    if (high < 0 || low < 0) {
      return InvalidArgument("'", hex_digits.substr(2 * i, 2), "' is not a hex byte");
    }
    bytes[i] = static_cast<char>(high * 16 + low);
  }
  int64_t count = 1;
  for (int64_t dim : dims) {
    if (dim < 0) return InvalidArgument("dense elements need a static shape");
    count = dim == 0 ? 0 : (count > kMaxDenseLiteralBytes / dim ? kMaxDenseLiteralBytes : count * dim);
  }
  const bool splat = count != 1 &&
                     static_cast<int64_t>(bytes.size()) == DenseStorageBytes(type);
  return DenseLiteralFromBytes(type, dims, bytes, splat);
}

std::string DenseLiteralBodyToText(const Literal& literal) {
  const Shape& shape = literal.shape();
  const PrimitiveType type = shape.element_type();
  std::vector<std::string> elements;
  bool all_equal = true;
  PrimitiveTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<const T> data = literal.data<T>();
    elements.reserve(data.size());
    for (size_t i = 0; i < data.size(); ++i) {
      elements.push_back(ElementToText(data[i], type));
      if (i > 0 && elements[i] != elements[0]) all_equal = false;
    }
  });
  if (elements.empty()) return "[]";
  if (all_equal) return elements[0];
  // Nested lists, innermost dimension last.
  const int rank = shape.rank();
  std::string out;
  std::vector<int64_t> index(rank, 0);
  for (size_t i = 0; i < elements.size(); ++i) {
    // Open a list for every dimension whose index is 0 from the innermost out.
    int opens = 0;
    for (int d = rank - 1; d >= 0 && index[d] == 0; --d) ++opens;
    if (i > 0) out += ", ";
    out.append(opens, '[');
    out += elements[i];
    int closes = 0;
    for (int d = rank - 1; d >= 0; --d) {
      if (++index[d] < shape.dimensions(d)) break;
      index[d] = 0;
      ++closes;
    }
    out.append(closes, ']');
  }
  return out;
}

}  // namespace xla::stablehlo
