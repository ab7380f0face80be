// Constructors for literals: scalars, R1..R4 arrays from nested initializer
// lists, zeros/ones/extremes of a type, tuples and tokens.
//
// The CreateR* helpers take C++ values written in code, so ragged nested lists
// are programming errors (checked), not input errors.
#ifndef AXLE_LITERAL_LITERAL_UTIL_H_
#define AXLE_LITERAL_LITERAL_UTIL_H_

#include <algorithm>
#include <initializer_list>
#include <utility>
#include <vector>

#include "absl/types/span.h"
#include "axle/literal/array.h"
#include "axle/literal/array2d.h"
#include "axle/literal/array3d.h"
#include "axle/literal/array4d.h"
#include "axle/literal/literal.h"
#include "axle/shape/layout_util.h"

namespace xla {

class LiteralUtil {
 public:
  template <typename T>
  static Literal CreateR0(T value);
  template <typename T>
  static Literal CreateR1(absl::Span<const T> values);
  template <typename T>
  static Literal CreateR1(std::initializer_list<T> values) {
    return CreateR1<T>(absl::Span<const T>(values.begin(), values.size()));
  }
  template <typename T>
  static Literal CreateR2(std::initializer_list<std::initializer_list<T>> values) {
    return CreateR2WithLayout<T>(values, LayoutUtil::MakeDescendingLayout(2));
  }
  template <typename T>
  static Literal CreateR2WithLayout(std::initializer_list<std::initializer_list<T>> values,
                                    const Layout& layout);
  template <typename T>
  static Literal CreateR3(
      std::initializer_list<std::initializer_list<std::initializer_list<T>>> values);
  template <typename T>
  static Literal CreateR4(
      std::initializer_list<
          std::initializer_list<std::initializer_list<std::initializer_list<T>>>>
          values);
  // From a host Array (row-major), in the default layout or `layout`.
  template <typename T>
  static Literal CreateFromArray(const Array<T>& values) {
    return CreateFromArrayWithLayout<T>(
        values, LayoutUtil::MakeDescendingLayout(values.num_dimensions()));
  }
  template <typename T>
  static Literal CreateFromArrayWithLayout(const Array<T>& values, const Layout& layout);
  template <typename T>
  static Literal CreateR2FromArray2D(const Array2D<T>& values) {
    return CreateFromArray<T>(values);
  }
  template <typename T>
  static Literal CreateR2FromArray2DWithLayout(const Array2D<T>& values, const Layout& layout) {
    return CreateFromArrayWithLayout<T>(values, layout);
  }
  template <typename T>
  static Literal CreateR3FromArray3D(const Array3D<T>& values) {
    return CreateFromArray<T>(values);
  }
  template <typename T>
  static Literal CreateR4FromArray4D(const Array4D<T>& values) {
    return CreateFromArray<T>(values);
  }

  // Every element `value`.
  template <typename T>
  static Literal CreateFull(absl::Span<const int64_t> dimensions, T value);

  // Zero-filled literal of `shape` (shape must be valid).
  static Literal CreateFromShape(const Shape& shape) { return Literal(shape); }
  static Literal CreateFromDimensions(PrimitiveType type, absl::Span<const int64_t> dimensions) {
    return Literal(Shape(type, dimensions));
  }

  // Scalars of an array type. Min/MaxValue are -inf/+inf for floating types
  // (the identities of max/min reductions, as in XLA), false/true for pred;
  // they are undefined for complex types (checked).
  static Literal Zero(PrimitiveType type);
  static Literal One(PrimitiveType type);
  static Literal MinValue(PrimitiveType type);
  static Literal MaxValue(PrimitiveType type);
  static Literal CreateToken();

  static Literal MakeTuple(absl::Span<const Literal* const> elements);
  static Literal MakeTupleOwned(std::vector<Literal> elements) {
    return Literal::MakeTuple(std::move(elements));
  }
  template <typename... Ts>
  static Literal MakeTupleOwned(Ts... elements) {
    std::vector<Literal> v;
    v.reserve(sizeof...(elements));
    (v.push_back(std::move(elements)), ...);
    return Literal::MakeTuple(std::move(v));
  }

 private:
  template <typename T, typename Nested>
  static void Flatten(const Nested& values, std::vector<int64_t>* dims, int depth,
                      std::vector<T>* out);
  template <typename T, typename Nested>
  static Literal CreateNested(const Nested& values, int rank, const Layout& layout);
};

// ---- Template definitions.

template <typename T>
Literal LiteralUtil::CreateR0(T value) {
  Literal literal(Shape(NativeToPrimitiveType<T>(), {}));
  literal.data<T>()[0] = value;
  return literal;
}

template <typename T>
Literal LiteralUtil::CreateR1(absl::Span<const T> values) {
  Literal literal(Shape(NativeToPrimitiveType<T>(), {static_cast<int64_t>(values.size())}));
  absl::Span<T> out = literal.data<T>();
  for (size_t i = 0; i < values.size(); ++i) out[i] = values[i];
  return literal;
}

template <typename T>
Literal LiteralUtil::CreateFull(absl::Span<const int64_t> dimensions, T value) {
  Literal literal(Shape(NativeToPrimitiveType<T>(), dimensions));
  literal.PopulateWithValue<T>(value);
  return literal;
}

template <typename T>
Literal LiteralUtil::CreateFromArrayWithLayout(const Array<T>& values, const Layout& layout) {
  Literal literal(Shape(NativeToPrimitiveType<T>(), values.dimensions()));
  absl::Span<T> out = literal.data<T>();
  std::copy(values.begin(), values.end(), out.begin());
  if (layout == literal.shape().layout()) return literal;
  return literal.Relayout(layout);
}

// Walks nested initializer lists in row-major order, recording each level's
// length (checked equal across siblings) and the leaf values.
template <typename T, typename Nested>
void LiteralUtil::Flatten(const Nested& values, std::vector<int64_t>* dims, int depth,
                          std::vector<T>* out) {
  int64_t size = static_cast<int64_t>(values.size());
  if (static_cast<int>(dims->size()) <= depth) dims->push_back(size);
  AXLE_CHECK((*dims)[depth] == size) << "ragged initializer list at depth " << depth;
  for (const auto& element : values) {
    if constexpr (std::is_same_v<std::decay_t<decltype(element)>, T>) {
      out->push_back(element);
    } else {
      Flatten<T>(element, dims, depth + 1, out);
    }
  }
}

template <typename T, typename Nested>
Literal LiteralUtil::CreateNested(const Nested& values, int rank, const Layout& layout) {
  std::vector<int64_t> dims;
  std::vector<T> flat;
  Flatten<T>(values, &dims, 0, &flat);
  // An empty outer list leaves inner sizes unknown: they are zero.
  dims.resize(rank, 0);
  Shape row_major(NativeToPrimitiveType<T>(), dims);
  Literal literal(row_major);
  absl::Span<T> out = literal.data<T>();
  for (size_t i = 0; i < flat.size(); ++i) out[i] = flat[i];
  if (layout == literal.shape().layout()) return literal;
  return literal.Relayout(layout);
}

template <typename T>
Literal LiteralUtil::CreateR2WithLayout(std::initializer_list<std::initializer_list<T>> values,
                                        const Layout& layout) {
  return CreateNested<T>(values, 2, layout);
}

template <typename T>
Literal LiteralUtil::CreateR3(
    std::initializer_list<std::initializer_list<std::initializer_list<T>>> values) {
  return CreateNested<T>(values, 3, LayoutUtil::MakeDescendingLayout(3));
}

template <typename T>
Literal LiteralUtil::CreateR4(
    std::initializer_list<std::initializer_list<std::initializer_list<std::initializer_list<T>>>>
        values) {
  return CreateNested<T>(values, 4, LayoutUtil::MakeDescendingLayout(4));
}

}  // namespace xla

#endif  // AXLE_LITERAL_LITERAL_UTIL_H_
