#include "axle/literal/literal.h"

#include <atomic>
#include <cmath>
#include <cstring>
#include <utility>

#include "absl/strings/str_join.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/literal/buffer_pool.h"
#include "axle/literal/convert_element.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

// Total bytes of the arrays in a validated shape; nullopt on overflow.
std::optional<int64_t> TotalArrayBytes(const Shape& shape) {
  if (shape.IsTuple()) {
    int64_t total = 0;
    for (const Shape& s : shape.tuple_shapes()) {
      std::optional<int64_t> bytes = TotalArrayBytes(s);
      if (!bytes) return std::nullopt;
      std::optional<int64_t> sum = CheckedAdd(total, *bytes);
      if (!sum) return std::nullopt;
      total = *sum;
    }
    return total;
  }
  if (!shape.IsArray()) return 0;
  return ShapeUtil::ByteSizeOfElements(shape);
}

// Values equal for literal equality: NaN == NaN, complex per component.
template <typename T>
bool ElementsEqual(T a, T b) {
  if constexpr (kIsComplex<T>) {
    return ElementsEqual(a.real(), b.real()) && ElementsEqual(a.imag(), b.imag());
  } else if constexpr (kIsFloating<T>) {
    double x = convert_internal::ToDouble(a), y = convert_internal::ToDouble(b);
    return x == y || (std::isnan(x) && std::isnan(y));
  } else {
    return a == b;
  }
}

}  // namespace

namespace literal_internal {

Storage::Storage(size_t size, bool zero_fill) {
  if (size == 0) return;
  data_ = static_cast<uint8_t*>(BufferPool::Global().Allocate(size));
  if (data_ == nullptr) throw std::bad_alloc();
  size_ = size;
  if (zero_fill) std::memset(data_, 0, size);
}

Storage::Storage(const Storage& other) : Storage(other.size_, /*zero_fill=*/false) {
  if (size_ > 0) std::memcpy(data_, other.data_, size_);
}

Storage& Storage::operator=(const Storage& other) {
  if (this != &other) *this = Storage(other);
  return *this;
}

Storage& Storage::operator=(Storage&& other) noexcept {
  if (this != &other) {
    clear();
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

void Storage::clear() {
  if (data_ != nullptr) BufferPool::Global().Free(data_, size_);
  data_ = nullptr;
  size_ = 0;
}

}  // namespace literal_internal

namespace {

// The shape of every default-made literal, copied from one instance.
const Shape& NilShape() {
  static const Shape* const nil = new Shape(ShapeUtil::MakeNil());
  return *nil;
}

const Shape& CheckedShape(const Shape& shape) {
  AXLE_CHECK(ShapeUtil::ValidateShape(shape).ok())
      << "Literal of invalid shape " << shape.ToString() << "; use Literal::Create";
  return shape;
}

}  // namespace

Literal::Literal() : shape_(NilShape()) {}

Literal::Literal(const Shape& shape) : Literal(CheckedShape(shape), /*zero_fill=*/true) {}

// `shape` is valid (checked by the caller).
Literal::Literal(const Shape& shape, bool zero_fill) : shape_(shape) {
  if (shape_.IsTuple()) {
    children_.reserve(shape_.tuple_shapes_size());
    for (const Shape& s : shape_.tuple_shapes()) children_.push_back(Literal(s, zero_fill));
    // Children hold the layouts they defaulted to; keep the tuple in sync.
    for (int i = 0; i < shape_.tuple_shapes_size(); ++i) {
      *shape_.mutable_tuple_shapes(i) = children_[i].shape_;
    }
  } else if (shape_.IsArray()) {
    if (!shape_.has_layout()) shape_.set_layout(LayoutUtil::GetDefaultLayoutForShape(shape_));
    buffer_ = literal_internal::Storage(ShapeUtil::ByteSizeOfElements(shape_), zero_fill);
  }
}

namespace {
// Create()'s checks: a valid shape whose arrays fit in kMaxBytes.
absl::Status ValidateLiteralShape(const Shape& shape) {
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
  if (shape.is_unbounded_dynamic()) {
    return InvalidArgument("a literal of shape ", shape.ToString(),
                           " cannot be made: an unbounded dimension (?) has no size");
  }
  std::optional<int64_t> bytes = TotalArrayBytes(shape);
  if (!bytes || *bytes > Literal::kMaxBytes) {
    return ResourceExhausted("literal of shape ", shape.ToString(), " would need ",
                             bytes ? absl::StrCat(*bytes) : std::string("more than 2^63"),
                             " bytes, more than the limit of ", Literal::kMaxBytes);
  }
  return absl::OkStatus();
}
}  // namespace

absl::StatusOr<Literal> Literal::Create(const Shape& shape) {
  RETURN_IF_ERROR(ValidateLiteralShape(shape));
  return Literal(shape, /*zero_fill=*/true);
}

namespace literal_internal {
namespace {
// -1: no fill; else the byte (SetFillForTesting).
std::atomic<int> uninitialized_fill{-1};

// Fills every array of `literal` with `byte`.
void FillArrays(Literal& literal, uint8_t byte) {
  ShapeUtil::ForEachSubshape(literal.shape(), [&](const Shape& subshape, const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    const int64_t bytes = literal.size_bytes(index);
    if (bytes > 0) std::memset(literal.untyped_data(index), byte, bytes);
  });
}
}  // namespace

absl::StatusOr<Literal> Uninitialized::Create(const Shape& shape) {
  RETURN_IF_ERROR(ValidateLiteralShape(shape));
  return Maker(shape).Make();
}

absl::StatusOr<Uninitialized::Maker> Uninitialized::MakerFor(const Shape& shape) {
  RETURN_IF_ERROR(ValidateLiteralShape(shape));
  return Maker(shape);
}

Literal Uninitialized::Maker::Make() const {
  Literal literal(shape_, /*zero_fill=*/false);
  const int fill = uninitialized_fill.load(std::memory_order_relaxed);
  if (fill >= 0) FillArrays(literal, static_cast<uint8_t>(fill));
  return literal;
}

void Uninitialized::SetFillForTesting(std::optional<uint8_t> byte) {
  uninitialized_fill.store(byte ? *byte : -1, std::memory_order_relaxed);
}
}  // namespace literal_internal

Literal::Literal(Literal&& other) noexcept
    : shape_(std::move(other.shape_)),
      buffer_(std::move(other.buffer_)),
      children_(std::move(other.children_)) {
  other.ResetToNil();
}

Literal& Literal::operator=(Literal&& other) noexcept {
  if (this != &other) {
    shape_ = std::move(other.shape_);
    buffer_ = std::move(other.buffer_);
    children_ = std::move(other.children_);
    other.ResetToNil();
  }
  return *this;
}

void Literal::ResetToNil() {
  // The moves leave shape_'s vectors empty (libstdc++ does): then retyping
  // it makes the nil tuple without replacing them, a dozen instructions
  // where a copy or move assignment of a whole shape is ~150, 11 times per
  // run of a small executable.
  if (shape_.rank() == 0 && shape_.tuple_shapes_size() == 0 &&
      shape_.dynamic_dimensions().empty()) {
    shape_.set_element_type(TUPLE);
    shape_.clear_layout();
    shape_.set_buffer(false);
  } else {
    shape_ = Shape(std::vector<Shape>());
  }
  buffer_.clear();
  children_.clear();
}

const void* Literal::untyped_data(ShapeIndexView shape_index) const {
  return subliteral(shape_index).buffer_.data();
}

void* Literal::untyped_data(ShapeIndexView shape_index) {
  return mutable_subliteral(shape_index).buffer_.data();
}

int64_t Literal::size_bytes(ShapeIndexView shape_index) const {
  return static_cast<int64_t>(subliteral(shape_index).buffer_.size());
}

int64_t Literal::element_count(ShapeIndexView shape_index) const {
  const Literal& sub = subliteral(shape_index);
  return sub.shape_.IsArray() ? ShapeUtil::ElementsIn(sub.shape_) : 0;
}

int64_t Literal::LinearIndex(absl::Span<const int64_t> multi_index) const {
  AXLE_CHECK(IndexUtil::IndexInBounds(shape_, multi_index))
      << "index {" << absl::StrJoin(multi_index, ",") << "} out of bounds for "
      << shape_.ToString();
  return IndexUtil::MultidimensionalIndexToLinearIndex(shape_, multi_index);
}

const Literal& Literal::tuple_element(int64_t i) const {
  AXLE_CHECK(i >= 0 && i < tuple_element_count())
      << "tuple element " << i << " of " << shape_.ToString();
  return children_[i];
}

const Literal& Literal::subliteral(ShapeIndexView shape_index) const {
  const Literal* current = this;
  for (int64_t i : shape_index) current = &current->tuple_element(i);
  return *current;
}

Literal& Literal::mutable_subliteral(ShapeIndexView shape_index) {
  return const_cast<Literal&>(subliteral(shape_index));
}

Literal Literal::MakeTuple(std::vector<Literal> elements) {
  Literal result;
  std::vector<Shape> shapes;
  shapes.reserve(elements.size());
  for (const Literal& e : elements) shapes.push_back(e.shape());
  result.shape_ = Shape(std::move(shapes));
  result.children_ = std::move(elements);
  return result;
}

std::vector<Literal> Literal::DecomposeTuple() {
  AXLE_CHECK(shape_.IsTuple()) << "DecomposeTuple of " << shape_.ToString();
  std::vector<Literal> elements = std::move(children_);
  *this = Literal();
  return elements;
}

std::optional<int64_t> Literal::GetIntegralAsS64(absl::Span<const int64_t> multi_index) const {
  if (!shape_.IsArray()) return std::nullopt;
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) -> std::optional<int64_t> {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, uint64_t>) {
      uint64_t v = Get<T>(multi_index);
      if (v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) return std::nullopt;
      return static_cast<int64_t>(v);
    } else if constexpr (std::is_integral_v<T> || kIsSubByteInt<T>) {
      return static_cast<int64_t>(Get<T>(multi_index));
    } else {
      return std::nullopt;
    }
  });
}

std::optional<double> Literal::GetAsDouble(absl::Span<const int64_t> multi_index) const {
  if (!shape_.IsArray()) return std::nullopt;
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) -> std::optional<double> {
    using T = typename decltype(tag)::type;
    if constexpr (kIsComplex<T>) {
      return std::nullopt;
    } else {
      return ConvertElement<double>(Get<T>(multi_index));
    }
  });
}

std::optional<complex128> Literal::GetAsComplex128(absl::Span<const int64_t> multi_index) const {
  if (!shape_.IsArray()) return std::nullopt;
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) -> std::optional<complex128> {
    using T = typename decltype(tag)::type;
    return ConvertElement<complex128>(Get<T>(multi_index));
  });
}

void Literal::SetFromDouble(absl::Span<const int64_t> multi_index, double value) {
  PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    Set<T>(multi_index, ConvertElement<T>(value));
  });
}

bool Literal::IsAll(int64_t value) const {
  if (shape_.IsTuple()) {
    for (const Literal& child : children_) {
      if (!child.IsAll(value)) return false;
    }
    return true;
  }
  if (!shape_.IsArray()) return false;
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    T target = ConvertElement<T>(value);
    // `value` must survive the trip through T (no 256 == 0 for u8).
    if constexpr (kIsComplex<T>) {
      if (static_cast<double>(target.real()) != static_cast<double>(value)) return false;
    } else if constexpr (std::is_same_v<T, bool>) {
      if (value != 0 && value != 1) return false;
    } else if constexpr (kIsInteger<T>) {
      if (ConvertElement<int64_t>(target) != value || (value < 0) != (target < T(0))) {
        return false;
      }
    } else {
      if (ConvertElement<double>(target) != static_cast<double>(value)) return false;
    }
    for (T element : data<T>()) {
      if (!(element == target)) return false;
    }
    return true;
  });
}

bool Literal::IsAllFloat(double value) const {
  if (shape_.IsTuple()) {
    for (const Literal& child : children_) {
      if (!child.IsAllFloat(value)) return false;
    }
    return true;
  }
  if (!shape_.IsArray() || !primitive_util::IsFloatingPointType(shape_.element_type())) {
    return false;
  }
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloating<T>) {
      T target = ConvertElement<T>(value);
      if (ConvertElement<double>(target) != value) return false;
      for (T element : data<T>()) {
        if (!(element == target)) return false;
      }
      return true;
    } else {
      return false;
    }
  });
}

bool Literal::IsZero(absl::Span<const int64_t> multi_index) const {
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    return Get<T>(multi_index) == ConvertElement<T>(0);
  });
}

absl::StatusOr<Literal> Literal::Convert(PrimitiveType type) const {
  if (!shape_.IsArray()) {
    return InvalidArgument("Convert needs an array literal, got ", shape_.ToString());
  }
  if (!primitive_util::IsArrayType(type)) {
    return InvalidArgument("cannot convert ", shape_.ToString(), " to ",
                           primitive_util::LowercaseName(type));
  }
  if (primitive_util::IsComplexType(shape_.element_type()) &&
      !primitive_util::IsComplexType(type)) {
    return InvalidArgument("conversion from complex to real type ", shape_.ToString(), " => ",
                           primitive_util::LowercaseName(type), " is not allowed");
  }
  Shape result_shape = shape_;
  result_shape.set_element_type(type);
  Literal result(result_shape);
  PrimitiveTypeSwitch(shape_.element_type(), [&](auto from_tag) {
    using From = typename decltype(from_tag)::type;
    PrimitiveTypeSwitch(type, [&](auto to_tag) {
      using To = typename decltype(to_tag)::type;
      absl::Span<const From> in = data<From>();
      absl::Span<To> out = result.data<To>();
      for (size_t i = 0; i < in.size(); ++i) out[i] = ConvertElement<To>(in[i]);
    });
  });
  return result;
}

Literal Literal::Relayout(const Layout& layout) const {
  AXLE_CHECK(shape_.IsArray()) << "Relayout(Layout) of " << shape_.ToString();
  Shape new_shape = shape_;
  new_shape.set_layout(layout);
  AXLE_CHECK(LayoutUtil::ValidateLayoutForShape(layout, new_shape).ok())
      << "layout " << layout.ToString() << " for " << shape_.ToString();
  Literal result(new_shape);
  if (layout == shape_.layout()) {
    result.buffer_ = buffer_;
    return result;
  }
  int64_t width = primitive_util::ByteWidth(shape_.element_type());
  const uint8_t* src = buffer_.data();
  uint8_t* dst = result.buffer_.data();
  ShapeUtil::ForEachIndex(shape_, [&](absl::Span<const int64_t> index) {
    int64_t from = IndexUtil::MultidimensionalIndexToLinearIndex(shape_, index);
    int64_t to = IndexUtil::MultidimensionalIndexToLinearIndex(new_shape, index);
    std::memcpy(dst + to * width, src + from * width, width);
    return true;
  });
  return result;
}

Literal Literal::Relayout(const Shape& shape_with_layout) const {
  AXLE_CHECK(ShapeUtil::Compatible(shape_, shape_with_layout))
      << "Relayout of " << shape_.ToString() << " to " << shape_with_layout.ToString();
  if (shape_.IsTuple()) {
    std::vector<Literal> elements;
    for (int i = 0; i < tuple_element_count(); ++i) {
      elements.push_back(children_[i].Relayout(shape_with_layout.tuple_shapes(i)));
    }
    return MakeTuple(std::move(elements));
  }
  if (!shape_.IsArray()) return *this;
  return Relayout(shape_with_layout.has_layout()
                      ? shape_with_layout.layout()
                      : LayoutUtil::GetDefaultLayoutForShape(shape_with_layout));
}

absl::StatusOr<Literal> Literal::Reshape(absl::Span<const int64_t> dimensions) const {
  if (!shape_.IsArray()) {
    return InvalidArgument("Reshape needs an array literal, got ", shape_.ToString());
  }
  Shape new_shape(shape_.element_type(), dimensions);
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(new_shape));
  if (ShapeUtil::ElementsIn(new_shape) != ShapeUtil::ElementsIn(shape_)) {
    return InvalidArgument("cannot reshape ", shape_.ToString(), " to ", new_shape.ToString(),
                           ": element counts differ");
  }
  Literal row_major = Relayout(LayoutUtil::GetDefaultLayoutForShape(shape_));
  Literal result(new_shape);
  result.buffer_ = std::move(row_major.buffer_);
  return result;
}

bool Literal::operator==(const Literal& other) const {
  if (!ShapeUtil::EqualIgnoringLayout(shape_, other.shape_)) return false;
  if (shape_.IsTuple()) {
    for (int i = 0; i < tuple_element_count(); ++i) {
      if (!(children_[i] == other.children_[i])) return false;
    }
    return true;
  }
  if (!shape_.IsArray()) return true;  // tokens
  return PrimitiveTypeSwitch(shape_.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<const T> a = data<T>();
    absl::Span<const T> b = other.data<T>();
    if (shape_.layout() == other.shape_.layout()) {
      for (size_t i = 0; i < a.size(); ++i) {
        if (!ElementsEqual(a[i], b[i])) return false;
      }
      return true;
    }
    bool equal = true;
    ShapeUtil::ForEachIndex(shape_, [&](absl::Span<const int64_t> index) {
      equal = ElementsEqual(a[IndexUtil::MultidimensionalIndexToLinearIndex(shape_, index)],
                            b[IndexUtil::MultidimensionalIndexToLinearIndex(other.shape_, index)]);
      return equal;
    });
    return equal;
  });
}

std::ostream& operator<<(std::ostream& os, const Literal& literal) {
  return os << literal.ToString();
}

}  // namespace xla
