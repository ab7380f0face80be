#include "axle/builder/lib/arithmetic.h"

#include "absl/strings/str_cat.h"
#include "axle/builder/lib/constants.h"

namespace xla {

XlaComputation CreateScalarComputation(const std::string& name, PrimitiveType type,
                                       XlaBuilder* builder,
                                       const std::function<XlaOp(XlaOp, XlaOp)>& generator) {
  std::unique_ptr<XlaBuilder> sub = builder->CreateSubBuilder(name);
  Shape scalar = ShapeUtil::MakeScalarShape(type);
  XlaOp lhs = Parameter(sub.get(), 0, scalar, "lhs");
  XlaOp rhs = Parameter(sub.get(), 1, scalar, "rhs");
  generator(lhs, rhs);
  absl::StatusOr<XlaComputation> computation = sub->Build();
  return computation.ok() ? *std::move(computation) : XlaComputation();
}

XlaComputation CreateScalarAddComputation(PrimitiveType type, XlaBuilder* builder) {
  return CreateScalarComputation("add", type, builder,
                                 [](XlaOp x, XlaOp y) { return Add(x, y); });
}
XlaComputation CreateScalarMultiplyComputation(PrimitiveType type, XlaBuilder* builder) {
  return CreateScalarComputation("mul", type, builder,
                                 [](XlaOp x, XlaOp y) { return Mul(x, y); });
}
XlaComputation CreateScalarMaxComputation(PrimitiveType type, XlaBuilder* builder) {
  return CreateScalarComputation("max", type, builder,
                                 [](XlaOp x, XlaOp y) { return Max(x, y); });
}
XlaComputation CreateScalarMinComputation(PrimitiveType type, XlaBuilder* builder) {
  return CreateScalarComputation("min", type, builder,
                                 [](XlaOp x, XlaOp y) { return Min(x, y); });
}
XlaComputation CreateScalarAndComputation(PrimitiveType type, XlaBuilder* builder) {
  return CreateScalarComputation("and", type, builder,
                                 [](XlaOp x, XlaOp y) { return And(x, y); });
}
XlaComputation CreateScalarOrComputation(PrimitiveType type, XlaBuilder* builder) {
  return CreateScalarComputation("or", type, builder, [](XlaOp x, XlaOp y) { return Or(x, y); });
}

namespace {

XlaComputation CreateComparator(const std::string& name,
                                absl::Span<const PrimitiveType> operand_types,
                                XlaBuilder* builder, ComparisonDirection direction) {
  std::unique_ptr<XlaBuilder> sub = builder->CreateSubBuilder(name);
  std::vector<XlaOp> parameters;
  for (size_t i = 0; i < operand_types.size(); ++i) {
    Shape scalar = ShapeUtil::MakeScalarShape(operand_types[i]);
    parameters.push_back(Parameter(sub.get(), 2 * i, scalar, absl::StrCat("p.", i, ".lhs")));
    parameters.push_back(Parameter(sub.get(), 2 * i + 1, scalar, absl::StrCat("p.", i, ".rhs")));
  }
  if (parameters.empty()) return XlaComputation();
  Compare(parameters[0], parameters[1], direction);
  absl::StatusOr<XlaComputation> computation = sub->Build();
  return computation.ok() ? *std::move(computation) : XlaComputation();
}

}  // namespace

XlaComputation CreateScalarLtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder) {
  return CreateComparator("compare-lt", operand_types, builder, ComparisonDirection::kLt);
}

XlaComputation CreateScalarGtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder) {
  return CreateComparator("compare-gt", operand_types, builder, ComparisonDirection::kGt);
}

XlaOp Square(XlaOp operand) { return Mul(operand, operand); }

XlaOp Reciprocal(XlaOp operand) { return Div(ScalarLike(operand, 1), operand); }

}  // namespace xla
