#include "axle/builder/lib/arithmetic.h"

#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/builder/lib/comparators.h"
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

XlaComputation CreateScalarComparisonComputation(
    const std::string& name, const std::vector<PrimitiveType>& operand_types,
    const std::vector<std::optional<XlaOpGenerator>>& generators, XlaBuilder* builder) {
  std::unique_ptr<XlaBuilder> sub = builder->CreateSubBuilder(name);
  if (generators.size() != operand_types.size()) {
    sub->ReportError(InvalidArgument(name, ": ", generators.size(), " generators for ",
                                     operand_types.size(), " operand types"));
  }
  std::vector<XlaOp> lhs, rhs;
  for (size_t i = 0; i < operand_types.size(); ++i) {
    Shape scalar = ShapeUtil::MakeScalarShape(operand_types[i]);
    lhs.push_back(Parameter(sub.get(), 2 * i, scalar, absl::StrCat("p.", i, ".lhs")));
    rhs.push_back(Parameter(sub.get(), 2 * i + 1, scalar, absl::StrCat("p.", i, ".rhs")));
  }
  // Lexicographic: the first operand with a generator decides unless its
  // pair is equal (in the total order), then the next one, and so on.
  std::optional<XlaOp> result;
  for (size_t i = std::min(generators.size(), operand_types.size()); i-- > 0;) {
    if (!generators[i].has_value()) continue;
    XlaOp here = (*generators[i])(lhs[i], rhs[i], {});
    result = result ? Select(EqTotalOrder(lhs[i], rhs[i]), *result, here) : here;
  }
  if (!result) sub->ReportError(InvalidArgument(name, ": no operand has a generator"));
  absl::StatusOr<XlaComputation> computation = sub->Build();
  return computation.ok() ? *std::move(computation) : XlaComputation();
}

namespace {

// Compares the first operand's pair only.
XlaComputation CreateComparator(const std::string& name,
                                absl::Span<const PrimitiveType> operand_types,
                                XlaBuilder* builder, XlaOpGenerator generator) {
  std::vector<std::optional<XlaOpGenerator>> generators(operand_types.size());
  if (!generators.empty()) generators[0] = generator;
  return CreateScalarComparisonComputation(
      name, std::vector<PrimitiveType>(operand_types.begin(), operand_types.end()), generators,
      builder);
}

}  // namespace

XlaComputation CreateScalarLtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder) {
  return CreateComparator("compare-lt", operand_types, builder, Lt);
}

XlaComputation CreateScalarGtComputation(absl::Span<const PrimitiveType> operand_types,
                                         XlaBuilder* builder) {
  return CreateComparator("compare-gt", operand_types, builder, Gt);
}

XlaOp Square(XlaOp operand) { return Mul(operand, operand); }

XlaOp Reciprocal(XlaOp operand) { return Div(ScalarLike(operand, 1), operand); }

}  // namespace xla
