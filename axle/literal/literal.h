// A host value of any shape: a dense array of any element type, a (nested)
// tuple of literals, or a token.
//
// Arrays are stored densely in their shape's layout; a literal's shape always
// carries a layout (the default major-to-minor one when it was given none).
// Tuples own their elements as child literals. Literals are values: copyable,
// movable, and Clone() makes the copy explicit where that reads better.
//
// Typed accessors (Get, Set, data) take the native type (float, int32_t,
// half, complex64...) and check that it matches the element type: a mismatch
// is a programming error, not an input error.
#ifndef AXLE_LITERAL_LITERAL_H_
#define AXLE_LITERAL_LITERAL_H_

#include <cstdint>
#include <cstring>
#include <new>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/base/logging.h"
#include "axle/base/numeric_types.h"
#include "axle/shape/index_util.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape.h"
#include "axle/shape/shape_util.h"

namespace xla {

namespace literal_internal {
// An array's bytes: 64-byte aligned so buffers can be handed to vectorised
// code. Large blocks come from (and go back to) BufferPool::Global(), so a
// literal made again and again at the same size (each run's result) does not
// page-fault it afresh; such a block may hold an earlier user's bytes, so
// Literal zero-fills explicitly (literal_internal::Uninitialized does not).
class Storage {
 public:
  Storage() = default;
  Storage(size_t size, bool zero_fill);
  Storage(const Storage& other);
  Storage& operator=(const Storage& other);
  Storage(Storage&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}
  Storage& operator=(Storage&& other) noexcept;
  ~Storage() { clear(); }

  uint8_t* data() { return data_; }
  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear();  // frees the bytes; size 0

 private:
  uint8_t* data_ = nullptr;
  size_t size_ = 0;
};

class Uninitialized;
}  // namespace literal_internal

class Literal {
 public:
  // Create() refuses literals whose arrays need more bytes than this.
  static constexpr int64_t kMaxBytes = int64_t{16} << 30;

  Literal();  // the empty tuple ("nil")
  // Zero-filled (false, 0, +0.0) literal. `shape` must be valid
  // (ShapeUtil::ValidateShape); use Create() for shapes from user input.
  explicit Literal(const Shape& shape);
  // Validates `shape` and its total size (at most kMaxBytes) first.
  static absl::StatusOr<Literal> Create(const Shape& shape);

  Literal(const Literal&) = default;
  Literal& operator=(const Literal&) = default;
  Literal(Literal&&) noexcept;
  Literal& operator=(Literal&&) noexcept;
  Literal Clone() const { return *this; }

  const Shape& shape() const { return shape_; }

  // ---- Arrays. `shape_index` selects a tuple element (empty: this literal).
  template <typename T>
  T Get(absl::Span<const int64_t> multi_index, ShapeIndexView shape_index = {}) const;
  template <typename T>
  void Set(absl::Span<const int64_t> multi_index, T value) {
    Set<T>(multi_index, {}, value);
  }
  template <typename T>
  void Set(absl::Span<const int64_t> multi_index, ShapeIndexView shape_index, T value);
  // Element `linear_index` in storage (layout) order.
  template <typename T>
  T GetLinear(int64_t linear_index, ShapeIndexView shape_index = {}) const {
    return data<T>(shape_index)[linear_index];
  }
  template <typename T>
  void SetLinear(int64_t linear_index, T value, ShapeIndexView shape_index = {}) {
    data<T>(shape_index)[linear_index] = value;
  }
  template <typename T>
  T GetFirstElement() const {
    absl::Span<const T> values = data<T>();
    AXLE_CHECK(!values.empty()) << "GetFirstElement of empty " << shape_.ToString();
    return values[0];
  }

  // The elements in storage (layout) order.
  template <typename T>
  absl::Span<const T> data(ShapeIndexView shape_index = {}) const;
  template <typename T>
  absl::Span<T> data(ShapeIndexView shape_index = {});
  const void* untyped_data(ShapeIndexView shape_index = {}) const;
  void* untyped_data(ShapeIndexView shape_index = {});
  int64_t size_bytes(ShapeIndexView shape_index = {}) const;
  int64_t element_count(ShapeIndexView shape_index = {}) const;

  // Sets every element from generator(multi_index) -> T.
  template <typename T, typename Fn>
  void Populate(Fn&& generator);
  template <typename T>
  void PopulateWithValue(T value);

  // Element as a number whatever the element type; nullopt where it does not
  // fit (a non-integral type for GetIntegralAsS64, complex for GetAsDouble).
  std::optional<int64_t> GetIntegralAsS64(absl::Span<const int64_t> multi_index) const;
  std::optional<double> GetAsDouble(absl::Span<const int64_t> multi_index) const;
  std::optional<complex128> GetAsComplex128(absl::Span<const int64_t> multi_index) const;
  // Converts `value` with XLA's convert semantics and stores it.
  void SetFromDouble(absl::Span<const int64_t> multi_index, double value);

  // True if the array (every array, for tuples) holds only `value`, and
  // `value` is exactly representable in the element type. False for tokens.
  bool IsAll(int64_t value) const;
  bool IsAllFloat(double value) const;
  bool IsZero(absl::Span<const int64_t> multi_index) const;

  // ---- Tuples.
  static Literal MakeTuple(std::vector<Literal> elements);
  int64_t tuple_element_count() const { return static_cast<int64_t>(children_.size()); }
  const Literal& tuple_element(int64_t i) const;
  // The sub-literal at `shape_index` (empty: *this).
  const Literal& subliteral(ShapeIndexView shape_index) const;
  // Moves the elements out; this literal becomes nil.
  std::vector<Literal> DecomposeTuple();

  // ---- Transformations (arrays unless stated).
  // XLA convert semantics, see convert_element.h; complex to real is refused.
  absl::StatusOr<Literal> Convert(PrimitiveType type) const;
  // Same logical values in another layout (must be valid for the shape).
  Literal Relayout(const Layout& layout) const;
  // Tuples too: every array takes the layout of the matching subshape.
  Literal Relayout(const Shape& shape_with_layout) const;
  // Same elements in row-major order under new dimensions (default layout).
  absl::StatusOr<Literal> Reshape(absl::Span<const int64_t> dimensions) const;
  // As in XLA: result dimension i is dimension permutation[i] of this array,
  // and the layout is permuted along so the elements keep their memory order.
  // `permutation` must be a permutation of [0, rank) (checked).
  Literal Transpose(absl::Span<const int64_t> permutation) const;
  // Elements start_indices[d] <= i < limit_indices[d] of each dimension d,
  // in this literal's layout (bounds checked, as in XLA).
  Literal Slice(absl::Span<const int64_t> start_indices,
                absl::Span<const int64_t> limit_indices) const;

  // Same shape ignoring layout, same logical values. NaN equals NaN (any
  // payload) and -0 equals +0, as in XLA: equality is structural, so that a
  // constant holding NaN is still identical to itself.
  bool operator==(const Literal& other) const;
  bool operator!=(const Literal& other) const { return !(*this == other); }

  // ---- Text (literal_text.cc). "f32[2,3] {{1, 2, 3}, {4, 5, 6}}".
  std::string ToString() const;
  std::string ToStringWithLayout() const;
  std::string ToStringWithoutShape() const;  // "{{1, 2, 3}, {4, 5, 6}}"
  std::string GetAsString(absl::Span<const int64_t> multi_index,
                          ShapeIndexView shape_index = {}) const;

 private:
  friend class literal_internal::Uninitialized;
  // zero_fill false: the arrays' bytes are left as allocated (see
  // literal_internal::Uninitialized).
  Literal(const Shape& shape, bool zero_fill);
  Literal& mutable_subliteral(ShapeIndexView shape_index);
  // Leaves this literal as a default-made one (after a move from it).
  void ResetToNil();
  int64_t LinearIndex(absl::Span<const int64_t> multi_index) const;
  template <typename T>
  void CheckType() const {
    AXLE_CHECK(shape_.element_type() == NativeToPrimitiveType<T>())
        << "literal of shape " << shape_.ToString() << " accessed as "
        << PrimitiveType_Name(NativeToPrimitiveType<T>());
  }

  Shape shape_;
  literal_internal::Storage buffer_;  // arrays
  std::vector<Literal> children_;     // tuples
};

std::ostream& operator<<(std::ostream& os, const Literal& literal);

namespace literal_internal {
// Literals whose array bytes are NOT initialised: only for producers that
// write every element before the literal is seen by anyone (the CPU
// executable's results, whose compiled code writes or copies every array of
// the result). Never hand one out before it is fully written.
class Uninitialized {
 public:
  // Makes literals of one shape, validated once, when the maker is made:
  // for a producer of many results of one shape (an executable's runs).
  class Maker {
   public:
    Literal Make() const;

   private:
    friend class Uninitialized;
    explicit Maker(const Shape& shape) : shape_(shape) {}
    Shape shape_;  // valid (as Literal::Create checks)
  };

  // As Literal::Create (the same validation and size limit).
  static absl::StatusOr<Literal> Create(const Shape& shape);
  static absl::StatusOr<Maker> MakerFor(const Shape& shape);
  // Testing: fill the arrays of later Create()d literals with `byte` (a
  // stand-in for a dirty reused buffer), or leave them as allocated (nullopt).
  static void SetFillForTesting(std::optional<uint8_t> byte);
};
}  // namespace literal_internal

// XLA's literal class hierarchy collapses into Literal here: the names are
// kept so code written against XLA's signatures compiles.
using LiteralBase = Literal;
using MutableLiteralBase = Literal;

// A non-owning, read-only view of a literal or of one of its (nested) tuple
// elements, as XLA's LiteralSlice: cheap to copy, valid while the viewed
// literal lives. Converts implicitly from a Literal, and to `const Literal&`
// so it goes wherever a literal is read.
class LiteralSlice {
 public:
  LiteralSlice(const Literal& literal) : literal_(&literal) {}  // NOLINT: implicit, as XLA's
  // The element of `literal` at `view_root` (must be a valid index, checked).
  LiteralSlice(const Literal& literal, ShapeIndexView view_root)
      : literal_(&literal.subliteral(view_root)) {}

  const Literal& literal() const { return *literal_; }
  operator const Literal&() const { return *literal_; }  // NOLINT: implicit

  const Shape& shape() const { return literal_->shape(); }
  template <typename T>
  T Get(absl::Span<const int64_t> multi_index, ShapeIndexView shape_index = {}) const {
    return literal_->Get<T>(multi_index, shape_index);
  }
  template <typename T>
  absl::Span<const T> data(ShapeIndexView shape_index = {}) const {
    return literal_->data<T>(shape_index);
  }
  template <typename T>
  T GetFirstElement() const {
    return literal_->GetFirstElement<T>();
  }
  const void* untyped_data(ShapeIndexView shape_index = {}) const {
    return literal_->untyped_data(shape_index);
  }
  int64_t size_bytes(ShapeIndexView shape_index = {}) const {
    return literal_->size_bytes(shape_index);
  }
  int64_t element_count(ShapeIndexView shape_index = {}) const {
    return literal_->element_count(shape_index);
  }
  int64_t tuple_element_count() const { return literal_->tuple_element_count(); }
  bool IsAll(int64_t value) const { return literal_->IsAll(value); }
  bool IsAllFloat(double value) const { return literal_->IsAllFloat(value); }
  std::optional<double> GetAsDouble(absl::Span<const int64_t> multi_index) const {
    return literal_->GetAsDouble(multi_index);
  }

  Literal Clone() const { return literal_->Clone(); }
  absl::StatusOr<Literal> Convert(PrimitiveType type) const { return literal_->Convert(type); }
  absl::StatusOr<Literal> Reshape(absl::Span<const int64_t> dimensions) const {
    return literal_->Reshape(dimensions);
  }
  Literal Relayout(const Layout& layout) const { return literal_->Relayout(layout); }
  Literal Transpose(absl::Span<const int64_t> permutation) const {
    return literal_->Transpose(permutation);
  }
  Literal Slice(absl::Span<const int64_t> start_indices,
                absl::Span<const int64_t> limit_indices) const {
    return literal_->Slice(start_indices, limit_indices);
  }

  std::string ToString() const { return literal_->ToString(); }
  std::string ToStringWithoutShape() const { return literal_->ToStringWithoutShape(); }
  std::string GetAsString(absl::Span<const int64_t> multi_index,
                          ShapeIndexView shape_index = {}) const {
    return literal_->GetAsString(multi_index, shape_index);
  }

  // Literal's equality (layouts ignored); != is rewritten from these.
  friend bool operator==(const LiteralSlice& a, const LiteralSlice& b) {
    return *a.literal_ == *b.literal_;
  }
  friend bool operator==(const LiteralSlice& a, const Literal& b) { return *a.literal_ == b; }

 private:
  const Literal* literal_;
};

std::ostream& operator<<(std::ostream& os, const LiteralSlice& literal);

// ---- Template definitions.

template <typename T>
absl::Span<const T> Literal::data(ShapeIndexView shape_index) const {
  const Literal& sub = subliteral(shape_index);
  sub.CheckType<T>();
  return absl::Span<const T>(reinterpret_cast<const T*>(sub.buffer_.data()),
                             sub.buffer_.size() / sizeof(T));
}

template <typename T>
absl::Span<T> Literal::data(ShapeIndexView shape_index) {
  Literal& sub = mutable_subliteral(shape_index);
  sub.CheckType<T>();
  return absl::Span<T>(reinterpret_cast<T*>(sub.buffer_.data()), sub.buffer_.size() / sizeof(T));
}

template <typename T>
T Literal::Get(absl::Span<const int64_t> multi_index, ShapeIndexView shape_index) const {
  const Literal& sub = subliteral(shape_index);
  return sub.data<T>()[sub.LinearIndex(multi_index)];
}

template <typename T>
void Literal::Set(absl::Span<const int64_t> multi_index, ShapeIndexView shape_index, T value) {
  Literal& sub = mutable_subliteral(shape_index);
  sub.data<T>()[sub.LinearIndex(multi_index)] = value;
}

template <typename T, typename Fn>
void Literal::Populate(Fn&& generator) {
  absl::Span<T> values = data<T>();
  ShapeUtil::ForEachIndex(shape_, [&](absl::Span<const int64_t> index) {
    values[IndexUtil::MultidimensionalIndexToLinearIndex(shape_, index)] = generator(index);
    return true;
  });
}

template <typename T>
void Literal::PopulateWithValue(T value) {
  for (T& element : data<T>()) element = value;
}

}  // namespace xla

#endif  // AXLE_LITERAL_LITERAL_H_
