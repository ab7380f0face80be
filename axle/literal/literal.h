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
// 64-byte aligned storage so buffers can be handed to vectorised code.
template <typename T>
struct AlignedAllocator {
  using value_type = T;
  static constexpr std::align_val_t kAlignment{64};
  AlignedAllocator() = default;
  template <typename U>
  AlignedAllocator(const AlignedAllocator<U>&) {}
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), kAlignment)); }
  void deallocate(T* p, size_t) { ::operator delete(p, kAlignment); }
  template <typename U>
  bool operator==(const AlignedAllocator<U>&) const { return true; }
};
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
  Literal& mutable_subliteral(ShapeIndexView shape_index);
  int64_t LinearIndex(absl::Span<const int64_t> multi_index) const;
  template <typename T>
  void CheckType() const {
    AXLE_CHECK(shape_.element_type() == NativeToPrimitiveType<T>())
        << "literal of shape " << shape_.ToString() << " accessed as "
        << PrimitiveType_Name(NativeToPrimitiveType<T>());
  }

  Shape shape_;
  std::vector<uint8_t, literal_internal::AlignedAllocator<uint8_t>> buffer_;  // arrays
  std::vector<Literal> children_;                                             // tuples
};

std::ostream& operator<<(std::ostream& os, const Literal& literal);

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
