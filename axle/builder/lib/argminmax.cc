// Any, All, ArgMax, ArgMin (XLA's lib/arithmetic.h).
#include "axle/base/status_macros.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/op_helpers.h"

namespace xla {
namespace {

XlaOp ReducePredicates(absl::string_view op_name, XlaOp predicates, bool any) {
  return builder_internal::BuildOp(
      op_name, predicates.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, b->GetShape(predicates));
        if (!shape.IsArray() || shape.element_type() != PRED) {
          return InvalidArgument("needs a PRED array, got ", ShapeUtil::HumanString(shape));
        }
        XlaComputation combine = any ? CreateScalarOrComputation(PRED, b)
                                     : CreateScalarAndComputation(PRED, b);
        return ReduceAll(predicates, ConstantR0<bool>(b, !any), combine);
      });
}

// (value, index) pairs reduce to the better pair: the larger (is_max) or
// smaller value, NaN beyond every number, ties to the smaller index. The
// order is total, so the reduction order does not matter.
XlaComputation CreateArgMinMaxComputation(PrimitiveType value_type, PrimitiveType index_type,
                                          bool is_max, XlaBuilder* builder) {
  std::unique_ptr<XlaBuilder> sub = builder->CreateSubBuilder(is_max ? "argmax" : "argmin");
  const Shape value_shape = ShapeUtil::MakeScalarShape(value_type);
  const Shape index_shape = ShapeUtil::MakeScalarShape(index_type);
  XlaOp lhs_value = Parameter(sub.get(), 0, value_shape, "lhs_value");
  XlaOp lhs_index = Parameter(sub.get(), 1, index_shape, "lhs_index");
  XlaOp rhs_value = Parameter(sub.get(), 2, value_shape, "rhs_value");
  XlaOp rhs_index = Parameter(sub.get(), 3, index_shape, "rhs_index");
  XlaOp lhs_nan = Ne(lhs_value, lhs_value);
  XlaOp rhs_nan = Ne(rhs_value, rhs_value);
  XlaOp better = is_max ? Gt(lhs_value, rhs_value) : Lt(lhs_value, rhs_value);
  XlaOp tied = Or(Eq(lhs_value, rhs_value), And(lhs_nan, rhs_nan));
  XlaOp pick_lhs = Or(Or(And(lhs_nan, Not(rhs_nan)), And(Not(rhs_nan), better)),
                      And(tied, Lt(lhs_index, rhs_index)));
  Tuple(sub.get(),
        {Select(pick_lhs, lhs_value, rhs_value), Select(pick_lhs, lhs_index, rhs_index)});
  absl::StatusOr<XlaComputation> computation = sub->Build();
  return computation.ok() ? *std::move(computation) : XlaComputation();
}

XlaOp ArgMinMax(absl::string_view op_name, XlaOp input, PrimitiveType output_type, int axis,
                bool is_max) {
  return builder_internal::BuildOp(
      op_name, input.builder(), [&](XlaBuilder* b) -> absl::StatusOr<XlaOp> {
        ASSIGN_OR_RETURN(Shape shape, b->GetShape(input));
        if (!shape.IsArray() || primitive_util::IsComplexType(shape.element_type())) {
          return InvalidArgument("needs a real array, got ", ShapeUtil::HumanString(shape));
        }
        if (!primitive_util::IsIntegralType(output_type)) {
          return InvalidArgument("output type must be integral, got ",
                                 PrimitiveType_Name(output_type));
        }
        if (axis < 0 || axis >= shape.rank()) {
          return InvalidArgument("axis ", axis, " is out of range for ",
                                 ShapeUtil::HumanString(shape));
        }
        const PrimitiveType type = shape.element_type();
        XlaOp indices = Iota(b, ShapeUtil::MakeShape(output_type, shape.dimensions()), axis);
        XlaOp init_value = is_max ? MinValue(b, type) : MaxValue(b, type);
        XlaComputation reducer = CreateArgMinMaxComputation(type, output_type, is_max, b);
        XlaOp reduced = Reduce(b, {input, indices}, {init_value, Zero(b, output_type)}, reducer,
                               {static_cast<int64_t>(axis)});
        return GetTupleElement(reduced, 1);
      });
}

}  // namespace

XlaOp Any(XlaOp predicates) { return ReducePredicates("Any", predicates, /*any=*/true); }
XlaOp All(XlaOp predicates) { return ReducePredicates("All", predicates, /*any=*/false); }

XlaOp ArgMax(XlaOp input, PrimitiveType output_type, int axis) {
  return ArgMinMax("ArgMax", input, output_type, axis, /*is_max=*/true);
}

XlaOp ArgMin(XlaOp input, PrimitiveType output_type, int axis) {
  return ArgMinMax("ArgMin", input, output_type, axis, /*is_max=*/false);
}

}  // namespace xla
