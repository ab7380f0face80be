// Helpers shared by the shape inference files (see shape_inference_internal.h).
#include <algorithm>
#include <tuple>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace shape_inference_internal {

std::string DimsString(absl::Span<const int64_t> dims) {
  return absl::StrCat("{", absl::StrJoin(dims, ","), "}");
}

const std::string& TypeName(PrimitiveType type) { return primitive_util::LowercaseName(type); }

absl::Status ExpectArray(absl::string_view op, absl::string_view what, const Shape& shape) {
  // A buffer (b(...)) holds an array but is not one: only custom calls read it.
  if (!shape.IsArray() || shape.IsBuffer()) {
    return InvalidArgument(op, ": ", what, " must be an array but has shape ", shape.ToString());
  }
  return absl::OkStatus();
}

absl::Status CheckDimensionIndex(absl::string_view op, absl::string_view what, int64_t dim,
                                 int64_t rank) {
  if (dim < 0 || dim >= rank) {
    return InvalidArgument(op, ": ", what, " ", dim, " is out of range for rank ", rank,
                           " (must be in [0, ", rank, "))");
  }
  return absl::OkStatus();
}

absl::Status CheckDimensionList(absl::string_view op, absl::string_view what,
                                absl::Span<const int64_t> dims, int64_t rank, bool require_sorted) {
  absl::flat_hash_set<int64_t> seen;
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = dims[i];
    if (d < 0 || d >= rank) {
      return InvalidArgument(op, ": ", what, " ", DimsString(dims), " has dimension ", d,
                             " out of range for rank ", rank, " (must be in [0, ", rank, "))");
    }
    if (!seen.insert(d).second) {
      return InvalidArgument(op, ": ", what, " ", DimsString(dims), " repeats dimension ", d);
    }
    if (require_sorted && i > 0 && dims[i - 1] > d) {
      return InvalidArgument(op, ": ", what, " ", DimsString(dims),
                             " must be sorted in increasing order");
    }
  }
  return absl::OkStatus();
}

absl::Status CheckPermutation(absl::string_view op, absl::string_view what,
                              absl::Span<const int64_t> dims, int64_t rank) {
  if (static_cast<int64_t>(dims.size()) != rank) {
    return InvalidArgument(op, ": ", what, " ", DimsString(dims), " has ", dims.size(),
                           " entries but the operand has rank ", rank,
                           "; it must be a permutation of 0..", rank - 1);
  }
  return CheckDimensionList(op, what, dims, rank);
}

absl::Status CheckDisjoint(absl::string_view op, absl::string_view what_a,
                           absl::Span<const int64_t> a, absl::string_view what_b,
                           absl::Span<const int64_t> b) {
  for (int64_t x : a) {
    if (std::find(b.begin(), b.end(), x) != b.end()) {
      return InvalidArgument(op, ": dimension ", x, " appears in both ", what_a, " ", DimsString(a),
                             " and ", what_b, " ", DimsString(b));
    }
  }
  return absl::OkStatus();
}

namespace {

bool SameScalarType(PrimitiveType a, PrimitiveType b, bool ignore_fp_precision) {
  if (a == b) return true;
  return ignore_fp_precision && primitive_util::IsFloatingPointType(a) &&
         primitive_util::IsFloatingPointType(b);
}

}  // namespace

absl::Status CheckScalarSignature(absl::string_view op, absl::string_view what,
                                  const ProgramShape& computation,
                                  absl::Span<const PrimitiveType> param_types,
                                  std::optional<PrimitiveType> result_type,
                                  bool ignore_fp_precision) {
  std::vector<std::string> expected;
  for (PrimitiveType t : param_types) expected.push_back(absl::StrCat(TypeName(t), "[]"));
  std::string signature = absl::StrCat(
      "(", absl::StrJoin(expected, ", "), ") -> ",
      result_type ? absl::StrCat(TypeName(*result_type), "[]") : std::string("a scalar"));
  if (computation.parameters_size() != static_cast<int>(param_types.size())) {
    return InvalidArgument(op, ": ", what, " must take ", param_types.size(), " scalar parameters ",
                           signature, " but takes ", computation.parameters_size(), ": ",
                           computation.ToString());
  }
  for (size_t i = 0; i < param_types.size(); ++i) {
    const Shape& p = computation.parameters(i);
    if (!ShapeUtil::IsScalar(p) ||
        !SameScalarType(p.element_type(), param_types[i], ignore_fp_precision)) {
      return InvalidArgument(op, ": ", what, " parameter ", i, " has shape ", p.ToString(),
                             " but must be ", TypeName(param_types[i]), "[] (expected ", signature,
                             ")");
    }
  }
  const Shape& r = computation.result();
  if (!ShapeUtil::IsScalar(r) || (result_type && r.element_type() != *result_type)) {
    return InvalidArgument(
        op, ": ", what, " returns ", r.ToString(), " but must return ",
        result_type ? absl::StrCat(TypeName(*result_type), "[]") : std::string("a scalar"),
        " (expected ", signature, ")");
  }
  return absl::OkStatus();
}

absl::Status CheckReducer(absl::string_view op, absl::string_view what, const ProgramShape& reducer,
                          absl::Span<const Shape* const> init_shapes,
                          absl::Span<const PrimitiveType> input_types) {
  const int64_t n = static_cast<int64_t>(input_types.size());
  if (reducer.parameters_size() != 2 * n) {
    return InvalidArgument(op, ": ", what, " must take ", 2 * n, " parameters (", n,
                           " accumulators then ", n, " inputs) for ", n,
                           " reduced operand(s) but takes ", reducer.parameters_size(), ": ",
                           reducer.ToString());
  }
  const Shape& result = reducer.result();
  std::vector<const Shape*> accumulators;
  if (result.IsArray()) {
    if (n != 1) {
      return InvalidArgument(op, ": ", what, " must return a tuple of ", n, " scalars but returns ",
                             result.ToString());
    }
    accumulators.push_back(&result);
  } else if (result.IsTuple()) {
    if (result.tuple_shapes_size() != n) {
      return InvalidArgument(
          op, ": ", what, " must return ",
          n == 1 ? std::string("a scalar") : absl::StrCat("a tuple of ", n, " scalars"),
          " but returns ", result.ToString());
    }
    for (const Shape& s : result.tuple_shapes()) accumulators.push_back(&s);
  } else {
    return InvalidArgument(op, ": ", what,
                           " must return a scalar or a tuple of scalars but "
                           "returns ",
                           result.ToString());
  }
  for (int64_t i = 0; i < n; ++i) {
    const Shape& acc = *accumulators[i];
    if (!ShapeUtil::IsScalar(acc)) {
      return InvalidArgument(op, ": ", what, " result ", i, " must be a scalar but is ",
                             acc.ToString());
    }
    if (!ShapeUtil::Compatible(acc, reducer.parameters(i))) {
      return InvalidArgument(op, ": ", what, " parameter ", i, " (accumulator) has shape ",
                             reducer.parameters(i).ToString(), " but result ", i, " is ",
                             acc.ToString(), "; they must be equal");
    }
    if (!ShapeUtil::CompatibleIgnoringFpPrecision(acc, *init_shapes[i])) {
      return InvalidArgument(op, ": init value ", i, " has shape ", init_shapes[i]->ToString(),
                             " but ", what, " accumulator ", i, " is ", acc.ToString());
    }
    Shape input_scalar = ShapeUtil::MakeScalarShape(input_types[i]);
    const Shape& input_param = reducer.parameters(n + i);
    if (!ShapeUtil::CompatibleIgnoringFpPrecision(input_scalar, input_param)) {
      return InvalidArgument(op, ": ", what, " parameter ", n + i, " has shape ",
                             input_param.ToString(), " but the reduced operand ", i,
                             " has element type ", TypeName(input_types[i]), " (expected ",
                             input_scalar.ToString(), ")");
    }
    if (!ShapeUtil::CompatibleIgnoringFpPrecision(acc, input_param)) {
      return InvalidArgument(op, ": ", what, " parameter ", n + i, " has shape ",
                             input_param.ToString(), " but accumulator ", i, " is ", acc.ToString(),
                             "; they must match");
    }
  }
  return absl::OkStatus();
}

Shape SingleOrTuple(std::vector<Shape> shapes) {
  if (shapes.size() == 1) return std::move(shapes[0]);
  return Shape(std::move(shapes));
}

absl::StatusOr<PrimitiveType> ResultTypeWithPreference(absl::string_view op, PrimitiveType from,
                                                       std::optional<PrimitiveType> preferred) {
  if (!preferred.has_value() || *preferred == from) return from;
  if (!primitive_util::IsArrayType(*preferred)) {
    return InvalidArgument(op, ": preferred element type ", TypeName(*preferred),
                           " is not an array element type");
  }
  if (primitive_util::IsComplexType(from) != primitive_util::IsComplexType(*preferred)) {
    return InvalidArgument(op, ": preferred element type ", TypeName(*preferred),
                           " cannot hold results of type ", TypeName(from));
  }
  if (!primitive_util::IsFloatingPointType(from) &&
      primitive_util::BitWidth(*preferred) < primitive_util::BitWidth(from)) {
    return InvalidArgument(op, ": preferred element type ", TypeName(*preferred),
                           " must not be narrower than the operand type ", TypeName(from));
  }
  return *preferred;
}

absl::Status CheckMixableOperandTypes(absl::string_view op, const Shape& lhs, const Shape& rhs) {
  const PrimitiveType a = lhs.element_type(), b = rhs.element_type();
  if (primitive_util::IsComplexType(a) != primitive_util::IsComplexType(b) ||
      (a == PRED) != (b == PRED)) {
    return InvalidArgument(op, ": lhs ", lhs.ToString(), " and rhs ", rhs.ToString(),
                           " have element types that cannot be mixed");
  }
  return absl::OkStatus();
}

PrimitiveType HigherPrecisionType(PrimitiveType a, PrimitiveType b) {
  if (a == b) return a;
  // As XLA ranks them: complex over real, floating point over integral, then
  // wider, then (f16 vs bf16) more significand bits, then signed.
  auto rank = [](PrimitiveType type) {
    const bool floating = primitive_util::IsFloatingPointType(type);
    return std::make_tuple(primitive_util::IsComplexType(type), floating,
                           primitive_util::BitWidth(type),
                           floating ? primitive_util::SignificandWidth(type) : 0,
                           primitive_util::IsSignedIntegralType(type));
  };
  return rank(a) >= rank(b) ? a : b;
}

}  // namespace shape_inference_internal
}  // namespace xla
