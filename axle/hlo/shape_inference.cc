// Shape inference: element-wise ops, variadic ops, map and sort, data
// movement, conversions, control flow, dynamic dimensions and the ops whose
// shape the user chooses. Windows, contractions and linear algebra live in
// shape_inference_windows.cc, gather/scatter in shape_inference_gather.cc,
// collectives in shape_inference_collectives.cc, the per-instruction dispatch
// in shape_inference_instruction.cc.
#include "axle/hlo/shape_inference.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/shape_inference_internal.h"
#include "axle/shape/shape_util.h"

namespace xla {

using shape_inference_internal::CheckDimensionIndex;
using shape_inference_internal::CheckDimensionList;
using shape_inference_internal::CheckPermutation;
using shape_inference_internal::CheckScalarSignature;
using shape_inference_internal::DimsString;
using shape_inference_internal::ExpectArray;
using shape_inference_internal::SingleOrTuple;
using shape_inference_internal::TypeName;

namespace {

bool IsFloat(PrimitiveType t) { return primitive_util::IsFloatingPointType(t); }
bool IsComplex(PrimitiveType t) { return primitive_util::IsComplexType(t); }
bool IsIntegral(PrimitiveType t) { return primitive_util::IsIntegralType(t); }

// The classes of element types an element-wise op accepts.
enum TypeClass : unsigned {
  kPredClass = 1u << 0,
  kSignedIntClass = 1u << 1,
  kUnsignedIntClass = 1u << 2,
  kFloatClass = 1u << 3,
  kComplexClass = 1u << 4,
  kIntClass = kSignedIntClass | kUnsignedIntClass,
  kNumericClass = kIntClass | kFloatClass | kComplexClass,
  kAnyClass = kPredClass | kNumericClass,
};

unsigned ClassOf(PrimitiveType t) {
  if (t == PRED) return kPredClass;
  if (primitive_util::IsSignedIntegralType(t)) return kSignedIntClass;
  if (primitive_util::IsUnsignedIntegralType(t)) return kUnsignedIntClass;
  if (IsFloat(t)) return kFloatClass;
  if (IsComplex(t)) return kComplexClass;
  return 0;
}

std::string ClassDescription(unsigned classes) {
  std::vector<std::string> parts;
  if (classes & kPredClass) parts.push_back("pred");
  if ((classes & kIntClass) == kIntClass) {
    parts.push_back("integral");
  } else if (classes & kSignedIntClass) {
    parts.push_back("signed integral");
  } else if (classes & kUnsignedIntClass) {
    parts.push_back("unsigned integral");
  }
  if (classes & kFloatClass) parts.push_back("floating-point");
  if (classes & kComplexClass) parts.push_back("complex");
  return absl::StrJoin(parts, " or ");
}

absl::Status CheckTypeClass(const std::string& op, absl::string_view what, PrimitiveType type,
                            unsigned classes) {
  if ((ClassOf(type) & classes) == 0) {
    return InvalidArgument(op, ": ", what, " must have ", ClassDescription(classes),
                           " element type but has ", TypeName(type));
  }
  return absl::OkStatus();
}

// Result dimension i of two same-rank operands: equal sizes, or one of them
// 1 (a degenerate dimension, stretched to the other size).
absl::StatusOr<Shape> DegenerateBroadcast(const std::string& op, const Shape& lhs, const Shape& rhs,
                                          PrimitiveType result_type) {
  std::vector<int64_t> dims(lhs.rank());
  std::vector<bool> dynamic(lhs.rank());
  for (int64_t i = 0; i < lhs.rank(); ++i) {
    int64_t l = lhs.dimensions(i), r = rhs.dimensions(i);
    if (l == r) {
      dims[i] = l;
      dynamic[i] = lhs.is_dynamic_dimension(i) || rhs.is_dynamic_dimension(i);
    } else if (l == 1) {
      dims[i] = r;
      dynamic[i] = rhs.is_dynamic_dimension(i);
    } else if (r == 1) {
      dims[i] = l;
      dynamic[i] = lhs.is_dynamic_dimension(i);
    } else {
      return InvalidArgument(op, ": incompatible operand shapes ", lhs.ToString(), " and ",
                             rhs.ToString(), ": dimension ", i, " has size ", l, " vs ", r,
                             " (sizes must be equal or one of them 1)");
    }
  }
  // Inferred shapes carry no layout of their own (ShapeUtil::MakeShape would
  // add the default one): a layout comes from the module text, the builder
  // or a layout pass.
  return Shape(result_type, dims, dynamic);
}

// Maps the lower-rank `smaller` onto `larger`: smaller's dimension i goes to
// larger's broadcast_dimensions[i]; unmapped dimensions become 1, then the
// degenerate broadcast stretches them.
absl::StatusOr<Shape> InDimBroadcast(const std::string& op, const Shape& smaller,
                                     const Shape& larger,
                                     absl::Span<const int64_t> broadcast_dimensions) {
  if (broadcast_dimensions.empty() && !ShapeUtil::IsScalar(smaller)) {
    return InvalidArgument(op, ": operands of different ranks ", smaller.ToString(), " and ",
                           larger.ToString(),
                           " need broadcast_dimensions mapping the lower-rank operand");
  }
  if (static_cast<int64_t>(broadcast_dimensions.size()) != smaller.rank()) {
    return InvalidArgument(op, ": broadcast_dimensions ", DimsString(broadcast_dimensions), " has ",
                           broadcast_dimensions.size(), " entries but the lower-rank operand ",
                           smaller.ToString(), " has rank ", smaller.rank());
  }
  Shape out = larger;
  out.clear_layout();
  for (int64_t i = 0; i < larger.rank(); ++i) {
    out.set_dimensions(i, 1);
    out.set_dynamic_dimension(i, false);
  }
  for (int64_t i = 0; i < smaller.rank(); ++i) {
    int64_t target = broadcast_dimensions[i];
    if (target < 0 || target >= larger.rank()) {
      return InvalidArgument(op, ": broadcast dimension ", target, " (entry ", i,
                             ") is out of range for the higher-rank operand ", larger.ToString(),
                             " of rank ", larger.rank());
    }
    if (i > 0 && broadcast_dimensions[i - 1] >= target) {
      return InvalidArgument(op, ": broadcast_dimensions ", DimsString(broadcast_dimensions),
                             " must be strictly increasing");
    }
    int64_t small = smaller.dimensions(i), large = larger.dimensions(target);
    if (small != large && small != 1 && large != 1) {
      return InvalidArgument(op, ": dimension ", i, " of ", smaller.ToString(), " has size ", small,
                             " but maps to dimension ", target, " of ", larger.ToString(),
                             " which has size ", large, " (sizes must be equal or one of them 1)");
    }
    out.set_dimensions(target, small);
    out.set_dynamic_dimension(target, smaller.is_dynamic_dimension(i));
  }
  return out;
}

absl::StatusOr<Shape> ElementwiseBinaryShape(const std::string& op, const Shape& lhs,
                                             const Shape& rhs,
                                             absl::Span<const int64_t> broadcast_dimensions,
                                             PrimitiveType result_type) {
  if (lhs.rank() == rhs.rank()) {
    if (!broadcast_dimensions.empty()) {
      std::vector<int64_t> identity(lhs.rank());
      std::iota(identity.begin(), identity.end(), 0);
      if (!std::equal(broadcast_dimensions.begin(), broadcast_dimensions.end(), identity.begin(),
                      identity.end())) {
        return InvalidArgument(op, ": broadcast_dimensions ", DimsString(broadcast_dimensions),
                               " must be empty or the identity for operands of equal rank ",
                               lhs.rank());
      }
    }
    return DegenerateBroadcast(op, lhs, rhs, result_type);
  }
  const Shape& larger = lhs.rank() > rhs.rank() ? lhs : rhs;
  const Shape& smaller = lhs.rank() > rhs.rank() ? rhs : lhs;
  ASSIGN_OR_RETURN(Shape mapped, InDimBroadcast(op, smaller, larger, broadcast_dimensions));
  return DegenerateBroadcast(op, mapped, larger, result_type);
}

// Checks shared by the index operands of dynamic-slice/dynamic-update-slice:
// either `rank` integral scalars of one type, or (the old form) one rank-1
// integral vector of `rank` elements.
absl::Status CheckStartIndices(const std::string& op, absl::Span<const Shape> indices,
                               int64_t rank) {
  if (indices.size() == 1 && indices[0].IsArray() && indices[0].rank() == 1) {
    const Shape& vec = indices[0];
    if (!IsIntegral(vec.element_type())) {
      return InvalidArgument(op, ": start index vector must be integral but is ", vec.ToString());
    }
    if (vec.dimensions(0) != rank) {
      return InvalidArgument(op, ": start index vector ", vec.ToString(), " has ",
                             vec.dimensions(0), " elements but the operand has rank ", rank);
    }
    return absl::OkStatus();
  }
  if (static_cast<int64_t>(indices.size()) != rank) {
    return InvalidArgument(op, ": got ", indices.size(), " start indices but the operand has rank ",
                           rank, " (one scalar index per dimension)");
  }
  for (size_t i = 0; i < indices.size(); ++i) {
    const Shape& index = indices[i];
    if (!ShapeUtil::IsScalar(index) || !IsIntegral(index.element_type())) {
      return InvalidArgument(op, ": start index ", i, " must be an integral scalar but is ",
                             index.ToString());
    }
    if (index.element_type() != indices[0].element_type()) {
      return InvalidArgument(op, ": start indices must all have the same type; index 0 is ",
                             indices[0].ToString(), " but index ", i, " is ", index.ToString());
    }
  }
  return absl::OkStatus();
}

}  // namespace

// ---------------------------------------------------------------------------
// Element-wise ops.

absl::StatusOr<Shape> ShapeInference::InferUnaryOpShape(HloOpcode opcode, const Shape& operand) {
  const std::string& op = HloOpcodeString(opcode);
  if (opcode == HloOpcode::kCopy) return operand;
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  const PrimitiveType type = operand.element_type();
  auto require = [&](unsigned classes) { return CheckTypeClass(op, "operand", type, classes); };
  switch (opcode) {
    case HloOpcode::kFloor:
    case HloOpcode::kCeil:
    case HloOpcode::kRoundNearestAfz:
    case HloOpcode::kRoundNearestEven:
    case HloOpcode::kErf:
      RETURN_IF_ERROR(require(kFloatClass));
      return operand;
    case HloOpcode::kCos:
    case HloOpcode::kSin:
    case HloOpcode::kTan:
    case HloOpcode::kAcos:
    case HloOpcode::kAcosh:
    case HloOpcode::kAsin:
    case HloOpcode::kAsinh:
    case HloOpcode::kAtanh:
    case HloOpcode::kCosh:
    case HloOpcode::kSinh:
    case HloOpcode::kExp:
    case HloOpcode::kExpm1:
    case HloOpcode::kLog:
    case HloOpcode::kLog1p:
    case HloOpcode::kLogistic:
    case HloOpcode::kRsqrt:
    case HloOpcode::kSqrt:
    case HloOpcode::kTanh:
    case HloOpcode::kCbrt:
      RETURN_IF_ERROR(require(kFloatClass | kComplexClass));
      return operand;
    case HloOpcode::kReal:
    case HloOpcode::kImag:
      RETURN_IF_ERROR(require(kFloatClass | kComplexClass));
      return ShapeUtil::ChangeElementType(operand, primitive_util::ComplexComponentType(type));
    case HloOpcode::kAbs:
      RETURN_IF_ERROR(require(kSignedIntClass | kFloatClass | kComplexClass));
      return ShapeUtil::ChangeElementType(operand, primitive_util::ComplexComponentType(type));
    case HloOpcode::kSign:
      RETURN_IF_ERROR(require(kSignedIntClass | kFloatClass | kComplexClass));
      return operand;
    case HloOpcode::kNegate:
      RETURN_IF_ERROR(require(kNumericClass));
      return operand;
    case HloOpcode::kClz:
    case HloOpcode::kPopulationCount:
      RETURN_IF_ERROR(require(kIntClass));
      return operand;
    case HloOpcode::kNot:
      RETURN_IF_ERROR(require(kPredClass | kIntClass));
      return operand;
    case HloOpcode::kIsFinite:
      RETURN_IF_ERROR(require(kFloatClass));
      return ShapeUtil::ChangeElementType(operand, PRED);
    default:
      return InvalidArgument(op, " is not a unary element-wise op");
  }
}

absl::StatusOr<Shape> ShapeInference::InferBinaryOpShape(
    HloOpcode opcode, const Shape& lhs, const Shape& rhs,
    absl::Span<const int64_t> broadcast_dimensions) {
  const std::string& op = HloOpcodeString(opcode);
  RETURN_IF_ERROR(ExpectArray(op, "lhs", lhs));
  RETURN_IF_ERROR(ExpectArray(op, "rhs", rhs));
  const PrimitiveType type = lhs.element_type();
  if (lhs.element_type() != rhs.element_type()) {
    return InvalidArgument(op, ": operands must have the same element type but lhs is ",
                           lhs.ToString(), " and rhs is ", rhs.ToString());
  }
  unsigned classes = 0;
  PrimitiveType result_type = type;
  switch (opcode) {
    case HloOpcode::kAdd:
    case HloOpcode::kMultiply:
    case HloOpcode::kMaximum:
    case HloOpcode::kMinimum:
      classes = kAnyClass;
      break;
    case HloOpcode::kSubtract:
    case HloOpcode::kDivide:
    case HloOpcode::kRemainder:
    case HloOpcode::kPower:
      classes = kNumericClass;
      break;
    case HloOpcode::kAtan2:
      classes = kFloatClass | kComplexClass;
      break;
    case HloOpcode::kShiftLeft:
    case HloOpcode::kShiftRightArithmetic:
    case HloOpcode::kShiftRightLogical:
      classes = kIntClass;
      break;
    case HloOpcode::kAnd:
    case HloOpcode::kOr:
    case HloOpcode::kXor:
      classes = kPredClass | kIntClass;
      break;
    case HloOpcode::kCompare:
      classes = kAnyClass;
      result_type = PRED;
      break;
    case HloOpcode::kComplex:
      if (type != F32 && type != F64) {
        return InvalidArgument(op, ": operands must be f32 or f64 (giving c64 or c128) but are ",
                               TypeName(type));
      }
      result_type = type == F32 ? C64 : C128;
      classes = kFloatClass;
      break;
    default:
      return InvalidArgument(op, " is not a binary element-wise op");
  }
  RETURN_IF_ERROR(CheckTypeClass(op, "operands", type, classes));
  return ElementwiseBinaryShape(op, lhs, rhs, broadcast_dimensions, result_type);
}

absl::StatusOr<Shape> ShapeInference::InferTernaryOpShape(HloOpcode opcode, const Shape& lhs,
                                                          const Shape& rhs, const Shape& ehs) {
  const std::string& op = HloOpcodeString(opcode);
  if (opcode == HloOpcode::kClamp) {
    const Shape& min = lhs;
    const Shape& operand = rhs;
    const Shape& max = ehs;
    RETURN_IF_ERROR(ExpectArray(op, "min", min));
    RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
    RETURN_IF_ERROR(ExpectArray(op, "max", max));
    for (const auto& [what, bound] : {std::pair<const char*, const Shape*>{"min", &min},
                                      std::pair<const char*, const Shape*>{"max", &max}}) {
      if (bound->element_type() != operand.element_type()) {
        return InvalidArgument(op, ": ", what, " ", bound->ToString(),
                               " must have the element type of the operand ", operand.ToString());
      }
      if (!ShapeUtil::IsScalar(*bound) && !ShapeUtil::SameDimensions(*bound, operand)) {
        return InvalidArgument(op, ": ", what, " ", bound->ToString(),
                               " must be a scalar or have the operand's dimensions ",
                               operand.ToString());
      }
    }
    return operand;
  }
  if (opcode == HloOpcode::kSelect) {
    const Shape& pred = lhs;
    const Shape& on_true = rhs;
    const Shape& on_false = ehs;
    RETURN_IF_ERROR(ExpectArray(op, "pred", pred));
    RETURN_IF_ERROR(ExpectArray(op, "on_true", on_true));
    RETURN_IF_ERROR(ExpectArray(op, "on_false", on_false));
    if (pred.element_type() != PRED) {
      return InvalidArgument(op, ": pred must have element type pred but is ", pred.ToString());
    }
    if (!ShapeUtil::Compatible(on_true, on_false)) {
      return InvalidArgument(op, ": on_true ", on_true.ToString(), " and on_false ",
                             on_false.ToString(), " must have the same shape");
    }
    if (!ShapeUtil::IsScalar(pred) && !ShapeUtil::SameDimensions(pred, on_true)) {
      return InvalidArgument(op, ": pred ", pred.ToString(),
                             " must be a scalar or have the dimensions of on_true ",
                             on_true.ToString());
    }
    Shape result = on_true;
    result.clear_layout();
    for (int64_t i = 0; i < result.rank(); ++i) {
      if (on_false.is_dynamic_dimension(i) ||
          (pred.rank() == result.rank() && pred.is_dynamic_dimension(i))) {
        result.set_dynamic_dimension(i, true);
      }
    }
    return result;
  }
  return InvalidArgument(op, " is not a ternary element-wise op");
}

absl::StatusOr<Shape> ShapeInference::InferVariadicOpShape(
    HloOpcode opcode, absl::Span<const Shape* const> operands) {
  const std::string& op = HloOpcodeString(opcode);
  switch (opcode) {
    case HloOpcode::kTuple:
      return ShapeUtil::MakeTupleShapeWithPtrs(operands);
    case HloOpcode::kAfterAll:
      // Operands only order: XLA's verifier takes any shape here (its tests
      // join a token to the value it must follow, as add-dependency does).
      return ShapeUtil::MakeTokenShape();
    case HloOpcode::kOptimizationBarrier:
      if (operands.size() != 1) {
        return InvalidArgument(op, ": takes exactly 1 operand but got ", operands.size());
      }
      return *operands[0];
    case HloOpcode::kSort: {
      if (operands.empty()) return InvalidArgument(op, ": needs at least one operand");
      std::vector<Shape> shapes;
      for (size_t i = 0; i < operands.size(); ++i) {
        RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *operands[i]));
        if (!ShapeUtil::SameDimensions(*operands[0], *operands[i])) {
          return InvalidArgument(op,
                                 ": all operands must have the same dimensions but operand "
                                 "0 is ",
                                 operands[0]->ToString(), " and operand ", i, " is ",
                                 operands[i]->ToString());
        }
        shapes.push_back(*operands[i]);
      }
      return SingleOrTuple(std::move(shapes));
    }
    default:
      return InvalidArgument(op, " is not a variadic op with inferable shape");
  }
}

absl::StatusOr<Shape> ShapeInference::InferMapShape(absl::Span<const Shape* const> arg_shapes,
                                                    const ProgramShape& to_apply,
                                                    absl::Span<const int64_t> dimensions) {
  const std::string op = "map";
  if (arg_shapes.empty()) return InvalidArgument(op, ": needs at least one operand");
  std::vector<PrimitiveType> types;
  for (size_t i = 0; i < arg_shapes.size(); ++i) {
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *arg_shapes[i]));
    if (!ShapeUtil::SameDimensions(*arg_shapes[0], *arg_shapes[i])) {
      return InvalidArgument(op, ": all operands must have the same dimensions but operand 0 is ",
                             arg_shapes[0]->ToString(), " and operand ", i, " is ",
                             arg_shapes[i]->ToString());
    }
    types.push_back(arg_shapes[i]->element_type());
  }
  const Shape& arg = *arg_shapes[0];
  bool in_order = static_cast<int64_t>(dimensions.size()) == arg.rank();
  for (size_t i = 0; in_order && i < dimensions.size(); ++i) {
    in_order = dimensions[i] == static_cast<int64_t>(i);
  }
  if (!in_order) {
    return InvalidArgument(op, ": dimensions ", DimsString(dimensions),
                           " must list every operand dimension in order (0..", arg.rank() - 1,
                           "); the operand is ", arg.ToString());
  }
  RETURN_IF_ERROR(CheckScalarSignature(op, "to_apply", to_apply, types, std::nullopt));
  Shape result = ShapeUtil::ChangeElementType(arg, to_apply.result().element_type());
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferSortShape(absl::Span<const Shape* const> operands,
                                                     int64_t dimension,
                                                     const ProgramShape& comparator) {
  const std::string op = "sort";
  ASSIGN_OR_RETURN(Shape result, InferVariadicOpShape(HloOpcode::kSort, operands));
  RETURN_IF_ERROR(CheckDimensionIndex(op, "sort dimension", dimension, operands[0]->rank()));
  std::vector<PrimitiveType> params;
  for (const Shape* s : operands) {
    params.push_back(s->element_type());
    params.push_back(s->element_type());
  }
  RETURN_IF_ERROR(CheckScalarSignature(op, "comparator", comparator, params, PRED));
  return result;
}

// ---------------------------------------------------------------------------
// Data movement.

absl::StatusOr<Shape> ShapeInference::InferReverseShape(const Shape& operand,
                                                        absl::Span<const int64_t> dimensions) {
  RETURN_IF_ERROR(ExpectArray("reverse", "operand", operand));
  RETURN_IF_ERROR(CheckDimensionList("reverse", "dimensions", dimensions, operand.rank()));
  return operand;
}

absl::StatusOr<Shape> ShapeInference::InferSliceShape(const Shape& arg,
                                                      absl::Span<const int64_t> starts,
                                                      absl::Span<const int64_t> limits,
                                                      absl::Span<const int64_t> strides) {
  const std::string op = "slice";
  RETURN_IF_ERROR(ExpectArray(op, "operand", arg));
  if (static_cast<int64_t>(starts.size()) != arg.rank() ||
      static_cast<int64_t>(limits.size()) != arg.rank() ||
      static_cast<int64_t>(strides.size()) != arg.rank()) {
    return InvalidArgument(op, ": operand ", arg.ToString(), " has rank ", arg.rank(), " but got ",
                           starts.size(), " starts, ", limits.size(), " limits and ",
                           strides.size(), " strides");
  }
  std::vector<int64_t> sizes(arg.rank());
  std::vector<bool> dynamic(arg.rank());
  for (int64_t i = 0; i < arg.rank(); ++i) {
    int64_t start = starts[i], limit = limits[i], stride = strides[i];
    if (start < 0 || start > limit || limit > arg.dimensions(i)) {
      return InvalidArgument(op, ": dimension ", i, " of size ", arg.dimensions(i), " has start ",
                             start, " and limit ", limit, "; need 0 <= start <= limit <= size");
    }
    if (stride < 1) {
      return InvalidArgument(op, ": dimension ", i, " has stride ", stride,
                             "; strides must be >= 1");
    }
    sizes[i] = (limit - start) / stride + ((limit - start) % stride != 0 ? 1 : 0);
    dynamic[i] = sizes[i] != 1 && arg.is_dynamic_dimension(i);
  }
  return Shape(arg.element_type(), sizes, dynamic);
}

absl::StatusOr<Shape> ShapeInference::InferDynamicSliceShape(
    const Shape& operand, absl::Span<const Shape> start_index_shapes,
    absl::Span<const int64_t> slice_sizes) {
  const std::string op = "dynamic-slice";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(CheckStartIndices(op, start_index_shapes, operand.rank()));
  if (static_cast<int64_t>(slice_sizes.size()) != operand.rank()) {
    return InvalidArgument(op, ": dynamic_slice_sizes ", DimsString(slice_sizes), " has ",
                           slice_sizes.size(), " entries but the operand ", operand.ToString(),
                           " has rank ", operand.rank());
  }
  std::vector<bool> dynamic(operand.rank());
  for (int64_t i = 0; i < operand.rank(); ++i) {
    if (slice_sizes[i] < 0 || slice_sizes[i] > operand.dimensions(i)) {
      return InvalidArgument(op, ": slice size ", slice_sizes[i], " in dimension ", i,
                             " must be in [0, ", operand.dimensions(i),
                             "] (the operand dimension size)");
    }
    dynamic[i] = operand.is_dynamic_dimension(i) && slice_sizes[i] == operand.dimensions(i);
  }
  return Shape(operand.element_type(), slice_sizes, dynamic);
}

absl::StatusOr<Shape> ShapeInference::InferDynamicUpdateSliceShape(
    const Shape& operand, const Shape& update, absl::Span<const Shape> start_index_shapes) {
  const std::string op = "dynamic-update-slice";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(ExpectArray(op, "update", update));
  RETURN_IF_ERROR(CheckStartIndices(op, start_index_shapes, operand.rank()));
  if (update.rank() != operand.rank()) {
    return InvalidArgument(op, ": update ", update.ToString(), " has rank ", update.rank(),
                           " but the operand ", operand.ToString(), " has rank ", operand.rank());
  }
  if (update.element_type() != operand.element_type()) {
    return InvalidArgument(op, ": update ", update.ToString(),
                           " must have the element type of the operand ", operand.ToString());
  }
  Shape result = operand;
  result.clear_layout();
  for (int64_t i = 0; i < operand.rank(); ++i) {
    if (update.dimensions(i) > operand.dimensions(i)) {
      return InvalidArgument(op, ": update dimension ", i, " has size ", update.dimensions(i),
                             " which exceeds the operand's size ", operand.dimensions(i));
    }
    if (update.is_dynamic_dimension(i) && update.dimensions(i) == operand.dimensions(i)) {
      result.set_dynamic_dimension(i, true);
    }
  }
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferGetTupleElementShape(const Shape& arg, int64_t index) {
  const std::string op = "get-tuple-element";
  if (!arg.IsTuple()) {
    return InvalidArgument(op, ": operand must be a tuple but has shape ", arg.ToString());
  }
  if (index < 0 || index >= arg.tuple_shapes_size()) {
    return InvalidArgument(op, ": index ", index, " is out of range for a tuple of ",
                           arg.tuple_shapes_size(), " elements ", arg.ToString());
  }
  return arg.tuple_shapes(index);
}

absl::StatusOr<Shape> ShapeInference::InferBroadcastShape(
    const Shape& operand, absl::Span<const int64_t> broadcast_sizes) {
  const std::string op = "broadcast";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  for (int64_t size : broadcast_sizes) {
    if (size < 0) {
      return InvalidArgument(op, ": broadcast sizes ", DimsString(broadcast_sizes),
                             " contain the negative size ", size);
    }
  }
  std::vector<int64_t> dims(broadcast_sizes.begin(), broadcast_sizes.end());
  std::vector<bool> dynamic(broadcast_sizes.size(), false);
  for (int64_t i = 0; i < operand.rank(); ++i) {
    dims.push_back(operand.dimensions(i));
    dynamic.push_back(operand.is_dynamic_dimension(i));
  }
  return Shape(operand.element_type(), dims, dynamic);
}

namespace shape_inference_internal {

absl::StatusOr<Shape> BroadcastInDimShape(const Shape& operand, const Shape& output,
                                          absl::Span<const int64_t> broadcast_dimensions,
                                          bool require_sorted) {
  const std::string op = "broadcast";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(ExpectArray(op, "output shape", output));
  if (output.element_type() != operand.element_type()) {
    return InvalidArgument(op, ": output shape ", output.ToString(),
                           " must have the operand's element type ",
                           TypeName(operand.element_type()));
  }
  for (int64_t d : output.dimensions()) {
    if (d < 0) {
      return InvalidArgument(op, ": output shape ", output.ToString(), " has negative size ", d);
    }
  }
  if (operand.rank() > output.rank()) {
    return InvalidArgument(op, ": operand ", operand.ToString(), " of rank ", operand.rank(),
                           " cannot broadcast to the lower-rank shape ", output.ToString());
  }
  if (static_cast<int64_t>(broadcast_dimensions.size()) != operand.rank()) {
    return InvalidArgument(op, ": dimensions ", DimsString(broadcast_dimensions), " has ",
                           broadcast_dimensions.size(), " entries but the operand ",
                           operand.ToString(), " has rank ", operand.rank());
  }
  RETURN_IF_ERROR(
      CheckDimensionList(op, "dimensions", broadcast_dimensions, output.rank(), require_sorted));
  Shape result = output;
  result.clear_layout();
  for (int64_t i = 0; i < operand.rank(); ++i) {
    int64_t target = broadcast_dimensions[i];
    if (operand.dimensions(i) != 1 && operand.dimensions(i) != output.dimensions(target)) {
      return InvalidArgument(op, ": operand dimension ", i, " has size ", operand.dimensions(i),
                             " but output dimension ", target, " has size ",
                             output.dimensions(target), "; it must be 1 or equal");
    }
    if (operand.is_dynamic_dimension(i) && operand.dimensions(i) != 1) {
      result.set_dynamic_dimension(target, true);
    }
  }
  return result;
}

}  // namespace shape_inference_internal

absl::StatusOr<Shape> ShapeInference::InferBroadcastShape(
    const Shape& operand, const Shape& output, absl::Span<const int64_t> broadcast_dimensions) {
  return shape_inference_internal::BroadcastInDimShape(operand, output, broadcast_dimensions,
                                                       /*require_sorted=*/true);
}

absl::StatusOr<Shape> ShapeInference::InferReshapeShape(const Shape& operand,
                                                        absl::Span<const int64_t> new_sizes) {
  const std::string op = "reshape";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  Shape result = Shape(operand.element_type(), new_sizes);
  absl::StatusOr<int64_t> to = ShapeUtil::CheckedElementsIn(result);
  if (!to.ok())
    return InvalidArgument(op, ": new sizes ", DimsString(new_sizes), ": ", to.status().message());
  int64_t from = ShapeUtil::ElementsIn(operand);
  if (from != *to) {
    return InvalidArgument(op, ": operand ", operand.ToString(), " has ", from,
                           " elements but the new shape ", result.ToString(), " has ", *to);
  }
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferDynamicReshapeShape(
    const Shape& operand, absl::Span<const Shape* const> dim_size_shapes,
    absl::Span<const int64_t> new_size_bounds, const std::vector<bool>& dims_are_dynamic) {
  const std::string op = "dynamic-reshape";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  if (new_size_bounds.size() != dims_are_dynamic.size() ||
      dim_size_shapes.size() != new_size_bounds.size()) {
    return InvalidArgument(op, ": got ", dim_size_shapes.size(), " size operands, ",
                           new_size_bounds.size(), " bounds and ", dims_are_dynamic.size(),
                           " dynamic flags; the three must agree");
  }
  for (size_t i = 0; i < dim_size_shapes.size(); ++i) {
    if (!ShapeUtil::IsScalarWithElementType(*dim_size_shapes[i], S32)) {
      return InvalidArgument(op, ": size operand ", i, " must be s32[] but is ",
                             dim_size_shapes[i]->ToString());
    }
  }
  for (int64_t b : new_size_bounds) {
    if (b < 0) {
      return InvalidArgument(op, ": bounds ", DimsString(new_size_bounds),
                             " contain the negative size ", b);
    }
  }
  Shape result = Shape(operand.element_type(), new_size_bounds, dims_are_dynamic);
  RETURN_IF_ERROR(ShapeUtil::CheckedElementsIn(result).status());
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferTransposeShape(const Shape& operand,
                                                          absl::Span<const int64_t> dimensions) {
  RETURN_IF_ERROR(ExpectArray("transpose", "operand", operand));
  RETURN_IF_ERROR(CheckPermutation("transpose", "dimensions", dimensions, operand.rank()));
  std::vector<int64_t> dims;
  std::vector<bool> dynamic;
  for (int64_t d : dimensions) {
    dims.push_back(operand.dimensions(d));
    dynamic.push_back(operand.is_dynamic_dimension(d));
  }
  return Shape(operand.element_type(), dims, dynamic);
}

absl::StatusOr<Shape> ShapeInference::InferConcatOpShape(absl::Span<const Shape* const> arg_shapes,
                                                         int64_t dimension) {
  const std::string op = "concatenate";
  if (arg_shapes.empty()) return InvalidArgument(op, ": needs at least one operand");
  for (size_t i = 0; i < arg_shapes.size(); ++i) {
    RETURN_IF_ERROR(ExpectArray(op, absl::StrCat("operand ", i), *arg_shapes[i]));
  }
  const Shape& first = *arg_shapes[0];
  RETURN_IF_ERROR(CheckDimensionIndex(op, "concatenate dimension", dimension, first.rank()));
  Shape result = first;
  result.clear_layout();
  for (size_t i = 1; i < arg_shapes.size(); ++i) {
    const Shape& s = *arg_shapes[i];
    if (s.rank() != first.rank()) {
      return InvalidArgument(op, ": operand 0 ", first.ToString(), " has rank ", first.rank(),
                             " but operand ", i, " ", s.ToString(), " has rank ", s.rank());
    }
    if (s.element_type() != first.element_type()) {
      return InvalidArgument(op, ": operand 0 ", first.ToString(), " and operand ", i, " ",
                             s.ToString(), " have different element types");
    }
    for (int64_t d = 0; d < first.rank(); ++d) {
      if (d == dimension) continue;
      if (s.dimensions(d) != first.dimensions(d)) {
        return InvalidArgument(op, ": operands may differ only in dimension ", dimension,
                               " but dimension ", d, " of operand ", i, " ", s.ToString(), " is ",
                               s.dimensions(d), " vs ", first.dimensions(d), " in operand 0 ",
                               first.ToString());
      }
    }
    std::optional<int64_t> sum = CheckedAdd(result.dimensions(dimension), s.dimensions(dimension));
    if (!sum) return InvalidArgument(op, ": result dimension ", dimension, " overflows int64");
    result.set_dimensions(dimension, *sum);
    for (int64_t d = 0; d < s.rank(); ++d) {
      if (s.is_dynamic_dimension(d)) result.set_dynamic_dimension(d, true);
    }
  }
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferPadShape(const Shape& operand,
                                                    const Shape& padding_value,
                                                    const PaddingConfig& padding_config) {
  const std::string op = "pad";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(ExpectArray(op, "padding value", padding_value));
  if (!ShapeUtil::IsScalar(padding_value)) {
    return InvalidArgument(op, ": padding value must be a scalar but is ",
                           padding_value.ToString());
  }
  if (padding_value.element_type() != operand.element_type()) {
    return InvalidArgument(op, ": padding value ", padding_value.ToString(),
                           " must have the operand's element type ",
                           TypeName(operand.element_type()));
  }
  if (padding_config.dimensions_size() != operand.rank()) {
    return InvalidArgument(op, ": padding config has ", padding_config.dimensions_size(),
                           " dimensions but the operand ", operand.ToString(), " has rank ",
                           operand.rank());
  }
  std::vector<int64_t> dims(operand.rank());
  for (int64_t i = 0; i < operand.rank(); ++i) {
    const PaddingConfigDimension& p = padding_config.dimensions(i);
    if (p.interior_padding() < 0) {
      return InvalidArgument(op, ": dimension ", i, " has negative interior padding ",
                             p.interior_padding());
    }
    const int64_t size = operand.dimensions(i);
    std::optional<int64_t> interior =
        CheckedMul(std::max<int64_t>(size - 1, 0), p.interior_padding());
    std::optional<int64_t> total =
        interior ? CheckedSum({size, *interior, p.edge_padding_low(), p.edge_padding_high()})
                 : std::nullopt;
    if (!total) return InvalidArgument(op, ": result dimension ", i, " overflows int64");
    if (*total < 0) {
      return InvalidArgument(op, ": dimension ", i, " of size ", size, " with low padding ",
                             p.edge_padding_low(), ", high padding ", p.edge_padding_high(),
                             " and interior padding ", p.interior_padding(),
                             " gives the negative size ", *total);
    }
    dims[i] = *total;
  }
  return Shape(operand.element_type(), dims, operand.dynamic_dimensions());
}

// ---------------------------------------------------------------------------
// Conversions.

absl::StatusOr<Shape> ShapeInference::InferConvertShape(const Shape& operand,
                                                        PrimitiveType new_element_type) {
  const std::string op = "convert";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  if (!primitive_util::IsArrayType(new_element_type)) {
    return InvalidArgument(op, ": cannot convert ", operand.ToString(), " to the non-array type ",
                           TypeName(new_element_type));
  }
  if (IsComplex(operand.element_type()) && !IsComplex(new_element_type)) {
    return InvalidArgument(op, ": cannot convert the complex ", operand.ToString(),
                           " to the non-complex type ", TypeName(new_element_type),
                           " (use real or imag)");
  }
  Shape result = ShapeUtil::ChangeElementType(operand, new_element_type);
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferBitcastConvertShape(const Shape& operand,
                                                               PrimitiveType new_element_type) {
  const std::string op = "bitcast-convert";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  const PrimitiveType old_type = operand.element_type();
  if (!primitive_util::IsArrayType(new_element_type)) {
    return InvalidArgument(op, ": cannot convert ", operand.ToString(), " to the non-array type ",
                           TypeName(new_element_type));
  }
  if (IsComplex(old_type) != IsComplex(new_element_type)) {
    return InvalidArgument(op, ": cannot bitcast between complex and non-complex types: ",
                           TypeName(old_type), " to ", TypeName(new_element_type));
  }
  const int in_bits = primitive_util::BitWidth(old_type);
  const int out_bits = primitive_util::BitWidth(new_element_type);
  Shape result = ShapeUtil::ChangeElementType(operand, new_element_type);
  result.clear_layout();
  if (in_bits == out_bits) return result;
  if (std::min(in_bits, out_bits) < 8) {
    // Axle keeps one sub-byte element per byte: no packing across widths.
    return InvalidArgument(op, ": bitcast between the sub-byte type ",
                           TypeName(in_bits < out_bits ? old_type : new_element_type),
                           " and a type of another width (", TypeName(old_type), " to ",
                           TypeName(new_element_type), ") is not supported");
  }
  if (std::max(in_bits, out_bits) % std::min(in_bits, out_bits) != 0) {
    return InvalidArgument(op, ": bit widths ", in_bits, " (", TypeName(old_type), ") and ",
                           out_bits, " (", TypeName(new_element_type),
                           ") do not divide each other");
  }
  if (in_bits > out_bits) {
    result.add_dimensions(in_bits / out_bits);
    return result;
  }
  const int64_t ratio = out_bits / in_bits;
  if (operand.rank() == 0 || operand.dimensions(operand.rank() - 1) != ratio) {
    return InvalidArgument(op, ": converting ", operand.ToString(), " to the wider type ",
                           TypeName(new_element_type), " needs a last dimension of size ", ratio,
                           " (the ratio of bit widths ", out_bits, "/", in_bits, ")");
  }
  result.DeleteDimension(result.rank() - 1);
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferReducePrecisionShape(const Shape& operand,
                                                                int64_t exponent_bits,
                                                                int64_t mantissa_bits) {
  const std::string op = "reduce-precision";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(CheckTypeClass(op, "operand", operand.element_type(), kFloatClass));
  if (exponent_bits < 1) {
    return InvalidArgument(op, ": exponent_bits is ", exponent_bits, " but must be >= 1");
  }
  if (mantissa_bits < 0) {
    return InvalidArgument(op, ": mantissa_bits is ", mantissa_bits, " but must be >= 0");
  }
  return operand;
}

// ---------------------------------------------------------------------------
// Control flow.

absl::StatusOr<Shape> ShapeInference::InferCallShape(absl::Span<const Shape* const> arg_shapes,
                                                     const ProgramShape& to_apply) {
  const std::string op = "call";
  if (static_cast<int64_t>(arg_shapes.size()) != to_apply.parameters_size()) {
    return InvalidArgument(op, ": to_apply takes ", to_apply.parameters_size(),
                           " parameters but got ", arg_shapes.size(), " operands; signature ",
                           to_apply.ToString());
  }
  for (size_t i = 0; i < arg_shapes.size(); ++i) {
    if (!ShapeUtil::Compatible(*arg_shapes[i], to_apply.parameters(i))) {
      return InvalidArgument(op, ": operand ", i, " has shape ", arg_shapes[i]->ToString(),
                             " but to_apply parameter ", i, " is ",
                             to_apply.parameters(i).ToString());
    }
  }
  return to_apply.result();
}

absl::StatusOr<Shape> ShapeInference::InferWhileShape(const ProgramShape& condition,
                                                      const ProgramShape& body, const Shape& init) {
  const std::string op = "while";
  if (condition.parameters_size() != 1) {
    return InvalidArgument(op, ": condition must take 1 parameter but takes ",
                           condition.parameters_size());
  }
  if (body.parameters_size() != 1) {
    return InvalidArgument(op, ": body must take 1 parameter but takes ", body.parameters_size());
  }
  if (!ShapeUtil::Compatible(condition.result(), ShapeUtil::MakeScalarShape(PRED))) {
    return InvalidArgument(op, ": condition must return pred[] but returns ",
                           condition.result().ToString());
  }
  const Shape& state = body.result();
  auto mismatch = [&](absl::string_view what, const Shape& shape) {
    return InvalidArgument(op, ": ", what, " has shape ", shape.ToString(),
                           " but the body returns ", state.ToString(),
                           "; the init, the body parameter and result, and the condition "
                           "parameter must all have one shape");
  };
  if (!ShapeUtil::Compatible(state, init)) return mismatch("init", init);
  if (!ShapeUtil::Compatible(state, body.parameters(0))) {
    return mismatch("the body parameter", body.parameters(0));
  }
  if (!ShapeUtil::Compatible(state, condition.parameters(0))) {
    return mismatch("the condition parameter", condition.parameters(0));
  }
  return init;
}

absl::StatusOr<Shape> ShapeInference::InferConditionalShape(
    const Shape& branch_index, absl::Span<const ProgramShape> branch_computations,
    absl::Span<const Shape> branch_operands) {
  const std::string op = "conditional";
  const bool is_pred = ShapeUtil::IsScalarWithElementType(branch_index, PRED);
  if (!is_pred && !ShapeUtil::IsScalarWithElementType(branch_index, S32)) {
    return InvalidArgument(op, ": branch index must be pred[] or s32[] but is ",
                           branch_index.ToString());
  }
  if (branch_computations.empty()) {
    return InvalidArgument(op, ": needs at least one branch computation");
  }
  if (is_pred && branch_computations.size() != 2) {
    return InvalidArgument(op,
                           ": a pred[] predicate needs exactly 2 branches (true, false) but "
                           "got ",
                           branch_computations.size());
  }
  if (branch_operands.size() != branch_computations.size()) {
    return InvalidArgument(op, ": got ", branch_computations.size(), " branches but ",
                           branch_operands.size(), " branch operands");
  }
  Shape result = branch_computations[0].result();
  for (size_t j = 0; j < branch_computations.size(); ++j) {
    const ProgramShape& branch = branch_computations[j];
    if (branch.parameters_size() != 1) {
      return InvalidArgument(op, ": branch ", j, " must take 1 parameter but takes ",
                             branch.parameters_size());
    }
    if (!ShapeUtil::Compatible(branch.parameters(0), branch_operands[j])) {
      return InvalidArgument(op, ": branch operand ", j, " has shape ",
                             branch_operands[j].ToString(), " but branch ", j, " takes ",
                             branch.parameters(0).ToString());
    }
    if (!ShapeUtil::Compatible(branch.result(), result)) {
      return InvalidArgument(op, ": branch ", j, " returns ", branch.result().ToString(),
                             " but branch 0 returns ", result.ToString(),
                             "; all branches must return one shape");
    }
  }
  // A dimension dynamic in any branch is dynamic in the result.
  for (const ProgramShape& branch : branch_computations) {
    ShapeUtil::ForEachSubshape(branch.result(), [&](const Shape& sub, const ShapeIndex& index) {
      if (!sub.IsArray()) return;
      Shape* target = ShapeUtil::GetMutableSubshape(&result, index);
      for (int64_t i = 0; i < sub.rank(); ++i) {
        if (sub.is_dynamic_dimension(i)) target->set_dynamic_dimension(i, true);
      }
    });
  }
  return result;
}

// ---------------------------------------------------------------------------
// Dynamic dimensions.

absl::StatusOr<Shape> ShapeInference::InferGetDimensionSizeShape(const Shape& shape,
                                                                 int64_t dimension) {
  const std::string op = "get-dimension-size";
  RETURN_IF_ERROR(ExpectArray(op, "operand", shape));
  RETURN_IF_ERROR(CheckDimensionIndex(op, "dimension", dimension, shape.rank()));
  if (shape.dimensions(dimension) > std::numeric_limits<int32_t>::max()) {
    return InvalidArgument(op, ": dimension ", dimension, " of ", shape.ToString(),
                           " does not fit in s32");
  }
  return ShapeUtil::MakeScalarShape(S32);
}

absl::StatusOr<Shape> ShapeInference::InferSetDimensionSizeShape(const Shape& operand,
                                                                 const Shape& val_shape,
                                                                 int64_t dimension) {
  const std::string op = "set-dimension-size";
  RETURN_IF_ERROR(ExpectArray(op, "operand", operand));
  RETURN_IF_ERROR(CheckDimensionIndex(op, "dimension", dimension, operand.rank()));
  if (!ShapeUtil::IsScalarWithElementType(val_shape, S32)) {
    return InvalidArgument(op, ": size operand must be s32[] but is ", val_shape.ToString());
  }
  if (operand.dimensions(dimension) > std::numeric_limits<int32_t>::max()) {
    return InvalidArgument(op, ": dimension ", dimension, " of ", operand.ToString(),
                           " does not fit in s32");
  }
  Shape result = operand;
  result.clear_layout();
  result.set_dynamic_dimension(dimension, true);
  return result;
}

// ---------------------------------------------------------------------------
// Ops whose shape is the user's choice.

absl::StatusOr<Shape> ShapeInference::InferIotaShape(const Shape& shape, int64_t iota_dimension) {
  const std::string op = "iota";
  RETURN_IF_ERROR(ExpectArray(op, "result shape", shape));
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
  if (shape.rank() == 0) {
    return InvalidArgument(op, ": result shape ", shape.ToString(), " must have rank >= 1");
  }
  RETURN_IF_ERROR(CheckTypeClass(op, "result shape", shape.element_type(), kNumericClass));
  RETURN_IF_ERROR(CheckDimensionIndex(op, "iota_dimension", iota_dimension, shape.rank()));
  Shape result = shape;
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferRngShape(const Shape& a, const Shape& b,
                                                    RandomDistribution distribution,
                                                    const Shape& shape) {
  const std::string op = "rng";
  RETURN_IF_ERROR(ExpectArray(op, "result shape", shape));
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
  const PrimitiveType type = shape.element_type();
  switch (distribution) {
    case RNG_UNIFORM:
      RETURN_IF_ERROR(
          CheckTypeClass(op, "a uniform distribution's result", type, kIntClass | kFloatClass));
      break;
    case RNG_NORMAL:
      RETURN_IF_ERROR(CheckTypeClass(op, "a normal distribution's result", type, kFloatClass));
      break;
    default:
      return InvalidArgument(op, ": invalid distribution ", static_cast<int>(distribution));
  }
  const char* names[2] = {distribution == RNG_NORMAL ? "mu" : "a",
                          distribution == RNG_NORMAL ? "sigma" : "b"};
  const Shape* params[2] = {&a, &b};
  for (int i = 0; i < 2; ++i) {
    if (!ShapeUtil::IsScalarWithElementType(*params[i], type)) {
      return InvalidArgument(op, ": parameter ", names[i], " must be ", TypeName(type),
                             "[] (a scalar of the result's element type) but is ",
                             params[i]->ToString());
    }
  }
  Shape result = shape;
  result.clear_layout();
  return result;
}

absl::StatusOr<Shape> ShapeInference::InferRngBitGeneratorShape(const Shape& initial_state,
                                                                RandomAlgorithm algorithm,
                                                                const Shape& output_shape) {
  const std::string op = "rng-bit-generator";
  RETURN_IF_ERROR(ExpectArray(op, "initial state", initial_state));
  RETURN_IF_ERROR(ExpectArray(op, "output shape", output_shape));
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(output_shape));
  if (initial_state.rank() != 1 || !IsIntegral(initial_state.element_type()) ||
      primitive_util::BitWidth(initial_state.element_type()) != 64) {
    return InvalidArgument(op, ": initial state must be a rank-1 u64 (or s64) array but is ",
                           initial_state.ToString());
  }
  const int64_t state_size = initial_state.dimensions(0);
  switch (algorithm) {
    case RNG_THREE_FRY:
      // Longer states are XLA's too: the elements after the algorithm's
      // own pass through unchanged.
      if (state_size < 2) {
        return InvalidArgument(op,
                               ": the three-fry algorithm needs a state of at least 2 elements "
                               "but got ",
                               initial_state.ToString());
      }
      break;
    case RNG_PHILOX:
      if (state_size < 2) {
        return InvalidArgument(op,
                               ": the philox algorithm needs a state of at least 2 elements "
                               "but got ",
                               initial_state.ToString());
      }
      break;
    case RNG_DEFAULT:
      if (state_size < 1) {
        return InvalidArgument(op, ": the initial state ", initial_state.ToString(),
                               " must not be empty");
      }
      break;
    default:
      return InvalidArgument(op, ": invalid algorithm ", static_cast<int>(algorithm));
  }
  RETURN_IF_ERROR(CheckTypeClass(op, "output", output_shape.element_type(), kIntClass));
  Shape state = initial_state;
  state.clear_layout();
  Shape output = output_shape;
  output.clear_layout();
  return ShapeUtil::MakeTupleShape({state, output});
}

}  // namespace xla
