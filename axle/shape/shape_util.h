// Constructing, validating, comparing and walking shapes.
#ifndef AXLE_SHAPE_SHAPE_UTIL_H_
#define AXLE_SHAPE_SHAPE_UTIL_H_

#include <functional>
#include <initializer_list>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape.h"

namespace xla {

class ShapeUtil {
 public:
  // Construction. MakeShape does not validate; shapes from user input go
  // through ValidateShape. As in XLA, array shapes made here carry the
  // default descending layout ({rank-1, ..., 0}), tuples and tokens none.
  static Shape MakeShape(PrimitiveType type, absl::Span<const int64_t> dimensions);
  // MakeShape with the element type of native type T (float -> F32...).
  template <typename T>
  static Shape MakeShapeWithType(absl::Span<const int64_t> dimensions) {
    return MakeShape(NativeToPrimitiveType<T>(), dimensions);
  }
  static Shape MakeShape(PrimitiveType type, absl::Span<const int64_t> dimensions,
                         const std::vector<bool>& dynamic_dimensions);
  static Shape MakeScalarShape(PrimitiveType type) { return MakeShape(type, {}); }
  static Shape MakeShapeWithLayout(PrimitiveType type, absl::Span<const int64_t> dimensions,
                                   absl::Span<const int64_t> minor_to_major);
  static Shape MakeShapeWithDenseLayout(PrimitiveType type,
                                        absl::Span<const int64_t> dimensions,
                                        absl::Span<const int64_t> minor_to_major) {
    return MakeShapeWithLayout(type, dimensions, minor_to_major);
  }
  static Shape MakeShapeWithDescendingLayout(PrimitiveType type,
                                             absl::Span<const int64_t> dimensions);
  static Shape MakeTupleShape(absl::Span<const Shape> shapes);
  static Shape MakeTupleShapeWithPtrs(absl::Span<const Shape* const> shapes);
  static Shape MakeNil() { return MakeTupleShape({}); }
  static Shape MakeTokenShape();
  // Checked constructor for user-supplied dimensions.
  static absl::StatusOr<Shape> MakeValidatedShape(PrimitiveType type,
                                                  absl::Span<const int64_t> dimensions);

  // Well-formedness: array types, non-negative dimensions, element count and
  // byte size that fit in int64, layouts that are permutations.
  static absl::Status ValidateShape(const Shape& shape);
  static absl::Status ValidateShapeWithOptionalLayout(const Shape& shape) {
    return ValidateShape(shape);
  }

  // Sizes. Callers hold validated shapes, so these cannot overflow.
  static int64_t ElementsIn(const Shape& shape);           // arrays; 1 for scalars
  static int64_t ElementsInRecursive(const Shape& shape);  // sum over tuple leaves
  static int64_t ByteSizeOfPrimitiveType(PrimitiveType type);
  static int64_t ByteSizeOfElements(const Shape& shape);
  // Arrays: element bytes. Tuples: one pointer per element. Tokens: 0.
  static int64_t ByteSizeOf(const Shape& shape, int64_t pointer_size = sizeof(void*));
  // Overflow-checked element count for shapes not yet validated.
  static absl::StatusOr<int64_t> CheckedElementsIn(const Shape& shape);

  // Comparison.
  static bool Equal(const Shape& a, const Shape& b);  // layouts included
  // Like Equal but layouts ignored; dynamic bits still compared.
  static bool EqualIgnoringLayout(const Shape& a, const Shape& b);
  // As in XLA, the Compatible family ignores layouts and dynamic-dimension
  // bits (f32[<=3] is compatible with f32[3]).
  static bool Compatible(const Shape& a, const Shape& b);
  static bool CompatibleIgnoringElementType(const Shape& a, const Shape& b);
  // A value of shape `value` (a dynamic array at its runtime sizes, as in
  // literals) fits `bounded`: same structure, element types and ranks, equal
  // dimensions except that a dynamic dimension of `bounded` may be smaller.
  static bool FitsBounds(const Shape& value, const Shape& bounded);
  static bool CompatibleIgnoringFpPrecision(const Shape& a, const Shape& b);
  static bool SameDimensions(const Shape& a, const Shape& b);
  static bool SameElementType(const Shape& a, const Shape& b) {
    return a.element_type() == b.element_type();
  }
  static bool SameElementTypeIgnoringFpPrecision(const Shape& a, const Shape& b);
  static bool SameRank(const Shape& a, const Shape& b) { return a.rank() == b.rank(); }

  // Text.
  static std::string HumanString(const Shape& shape) { return shape.ToString(false); }
  static std::string HumanStringWithLayout(const Shape& shape) { return shape.ToString(true); }

  // Queries.
  static bool IsScalar(const Shape& shape) { return shape.IsArray() && shape.rank() == 0; }
  static bool IsScalarWithElementType(const Shape& shape, PrimitiveType type) {
    return IsScalar(shape) && shape.element_type() == type;
  }
  static bool IsEffectiveScalar(const Shape& shape) {
    return shape.IsArray() && ElementsIn(shape) == 1;
  }
  static bool IsZeroElementArray(const Shape& shape) {
    return shape.IsArray() && ElementsIn(shape) == 0;
  }
  static bool IsEmptyTuple(const Shape& shape) {
    return shape.IsTuple() && shape.tuple_shapes_size() == 0;
  }
  static bool IsNestedTuple(const Shape& shape);
  static int64_t TupleElementCount(const Shape& shape) { return shape.tuple_shapes_size(); }
  static const Shape& GetTupleElementShape(const Shape& shape, int64_t index) {
    return shape.tuple_shapes(index);
  }
  static bool IndexIsValid(const Shape& shape, ShapeIndexView index);
  static const Shape& GetSubshape(const Shape& shape, ShapeIndexView index);
  static absl::StatusOr<const Shape*> TryGetSubshape(const Shape& shape, ShapeIndexView index);
  static Shape* GetMutableSubshape(Shape* shape, ShapeIndexView index);

  // Transformations.
  static Shape ChangeElementType(const Shape& shape, PrimitiveType type);  // recursive
  static Shape DeleteDimension(int64_t dim, Shape shape);
  static Shape MakeStatic(Shape shape);  // drops dynamic bits, recursively
  // Result dimension i is operand dimension permutation[i].
  static Shape PermuteDimensions(absl::Span<const int64_t> permutation, const Shape& shape);
  static Shape FilterDimensions(const std::function<bool(int64_t)>& keep, Shape shape);

  // Walks every subshape, pre-order, with its index.
  static void ForEachSubshape(const Shape& shape,
                              const std::function<void(const Shape&, const ShapeIndex&)>& fn);
  static absl::Status ForEachSubshapeWithStatus(
      const Shape& shape,
      const std::function<absl::Status(const Shape&, const ShapeIndex&)>& fn);
  // Calls fn for every index of an array shape in row-major order; stops early
  // when fn returns false. Zero-element shapes call it never.
  static void ForEachIndex(const Shape& shape,
                           const std::function<bool(absl::Span<const int64_t>)>& fn);
};

}  // namespace xla

#endif  // AXLE_SHAPE_SHAPE_UTIL_H_
