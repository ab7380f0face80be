// Ops with regions or callees: func.call, composite, while, if, case,
// reduce, reduce_window, select_and_scatter, sort, map.
//
// While, if and case regions may use values defined above them; HLO
// computations see only their parameters. As XLA's translator does, those
// values are passed in: a while loop carries them as extra elements of its
// tuple state (the body passes them through unchanged), each branch of a
// conditional gets a tuple of the values it uses as its operand.
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

absl::StatusOr<const MlirRegion*> RegionAt(const OpContext& c, int64_t index) {
  if (index >= static_cast<int64_t>(c.op().regions.size()) || c.op().regions[index] == nullptr) {
    return InvalidArgument("missing region #", index);
  }
  return c.op().regions[index].get();
}

// The ops and shapes of captured values, looked up in the op's scope.
absl::Status LookUpCaptures(OpContext& c, absl::Span<const MlirValue* const> captures,
                            std::vector<XlaOp>* ops, std::vector<Shape>* shapes) {
  for (const MlirValue* value : captures) {
    ASSIGN_OR_RETURN(XlaOp op, c.scope()->Lookup(value));
    ASSIGN_OR_RETURN(Shape shape, c.builder()->GetShape(op));
    ops->push_back(op);
    shapes->push_back(std::move(shape));
  }
  return absl::OkStatus();
}

absl::StatusOr<OpResults> CallFunction(OpContext& c, absl::string_view callee) {
  ASSIGN_OR_RETURN(XlaComputation computation, c.converter()->Function(callee));
  return ResultsOf(c, Call(c.builder(), computation, c.operands()));
}

absl::StatusOr<OpResults> ConvertCall(OpContext& c) {
  const MlirAttribute* callee = c.Attr("callee");
  ASSIGN_OR_RETURN(std::string name, ReadString(callee, "callee"));
  return CallFunction(c, name);
}

// stablehlo.composite: its decomposition function stands for it.
absl::StatusOr<OpResults> ConvertComposite(OpContext& c) {
  ASSIGN_OR_RETURN(std::string name, ReadString(c.Attr("decomposition"), "decomposition"));
  return CallFunction(c, name);
}

absl::StatusOr<OpResults> ConvertWhile(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  ASSIGN_OR_RETURN(const MlirRegion* cond, RegionAt(c, 0));
  ASSIGN_OR_RETURN(const MlirRegion* body, RegionAt(c, 1));
  const MlirRegion* regions[] = {cond, body};
  std::vector<const MlirValue*> captures = CollectCaptures(regions);
  std::vector<XlaOp> state(c.operands().begin(), c.operands().end());
  std::vector<Shape> state_shapes;
  for (int64_t i = 0; i < c.num_operands(); ++i) {
    ASSIGN_OR_RETURN(Shape shape, c.OperandShape(i));
    state_shapes.push_back(std::move(shape));
  }
  std::vector<XlaOp> captured;
  std::vector<Shape> captured_shapes;
  RETURN_IF_ERROR(LookUpCaptures(c, captures, &captured, &captured_shapes));
  ASSIGN_OR_RETURN(XlaComputation condition,
                   c.converter()->ThreadedRegion(*cond, c.builder(), "while_cond", state_shapes,
                                                 captures, captured_shapes,
                                                 ThreadedRoot::kReturned));
  ASSIGN_OR_RETURN(XlaComputation loop_body,
                   c.converter()->ThreadedRegion(*body, c.builder(), "while_body", state_shapes,
                                                 captures, captured_shapes,
                                                 ThreadedRoot::kReturnedAndCaptures));
  state.insert(state.end(), captured.begin(), captured.end());
  XlaOp loop = While(condition, loop_body, Tuple(c.builder(), state));
  return SplitTuple(loop, c.num_results());
}

// if (two regions, a PRED operand) and case (N regions, an S32 index).
absl::StatusOr<OpResults> ConvertConditional(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  const int64_t branch_count = static_cast<int64_t>(c.op().regions.size());
  if (branch_count == 0) return InvalidArgument("has no branches");
  std::vector<XlaComputation> branches;
  std::vector<XlaOp> branch_operands;
  for (int64_t b = 0; b < branch_count; ++b) {
    ASSIGN_OR_RETURN(const MlirRegion* region, RegionAt(c, b));
    const MlirRegion* regions[] = {region};
    std::vector<const MlirValue*> captures = CollectCaptures(regions);
    std::vector<XlaOp> captured;
    std::vector<Shape> captured_shapes;
    RETURN_IF_ERROR(LookUpCaptures(c, captures, &captured, &captured_shapes));
    ASSIGN_OR_RETURN(XlaComputation branch,
                     c.converter()->ThreadedRegion(*region, c.builder(),
                                                   absl::StrCat("branch_", b), {}, captures,
                                                   captured_shapes, ThreadedRoot::kReturned));
    branches.push_back(std::move(branch));
    branch_operands.push_back(Tuple(c.builder(), captured));
  }
  std::vector<const XlaComputation*> branch_ptrs;
  for (const XlaComputation& branch : branches) branch_ptrs.push_back(&branch);
  XlaOp conditional = Conditional(c.operand(0), branch_ptrs, branch_operands);
  return ResultsOf(c, conditional);
}

// Ops of N inputs then N init values: the split point, checked.
absl::StatusOr<int64_t> HalfOfOperands(const OpContext& c) {
  if (c.num_operands() == 0 || c.num_operands() % 2 != 0) {
    return InvalidArgument("expects N inputs and N init values, got ", c.num_operands(),
                           " operands");
  }
  const int64_t n = c.num_operands() / 2;
  RETURN_IF_ERROR(c.ExpectResults(n));
  return n;
}

absl::StatusOr<OpResults> ConvertReduce(OpContext& c) {
  ASSIGN_OR_RETURN(int64_t n, HalfOfOperands(c));
  ASSIGN_OR_RETURN(std::vector<int64_t> dims, c.Ints("dimensions"));
  ASSIGN_OR_RETURN(XlaComputation reducer, c.Region(0, "reducer"));
  XlaOp reduce = Reduce(c.builder(), c.operands().subspan(0, n), c.operands().subspan(n), reducer,
                        dims);
  return ResultsOf(c, reduce);
}

// padding = dense<[[lo, hi], ...]>, or none.
absl::StatusOr<std::vector<std::pair<int64_t, int64_t>>> ReadPadding(const OpContext& c,
                                                                      int64_t rank) {
  std::vector<std::pair<int64_t, int64_t>> padding(rank, {0, 0});
  if (c.Attr("padding") == nullptr) return padding;
  ASSIGN_OR_RETURN(std::vector<std::vector<int64_t>> rows,
                   ReadIntRows(c.Attr("padding"), "padding", 2));
  if (static_cast<int64_t>(rows.size()) != rank) {
    return InvalidArgument("padding has ", rows.size(), " rows for ", rank, " dimensions");
  }
  for (int64_t i = 0; i < rank; ++i) padding[i] = {rows[i][0], rows[i][1]};
  return padding;
}

absl::StatusOr<OpResults> ConvertReduceWindow(OpContext& c) {
  ASSIGN_OR_RETURN(int64_t n, HalfOfOperands(c));
  ASSIGN_OR_RETURN(std::vector<int64_t> window, c.Ints("window_dimensions"));
  const int64_t rank = static_cast<int64_t>(window.size());
  const std::vector<int64_t> ones(rank, 1);
  ASSIGN_OR_RETURN(std::vector<int64_t> strides, c.IntsOr("window_strides", ones));
  ASSIGN_OR_RETURN(std::vector<int64_t> base_dilations, c.IntsOr("base_dilations", ones));
  ASSIGN_OR_RETURN(std::vector<int64_t> window_dilations, c.IntsOr("window_dilations", ones));
  ASSIGN_OR_RETURN(auto padding, ReadPadding(c, rank));
  ASSIGN_OR_RETURN(XlaComputation reducer, c.Region(0, "reducer"));
  XlaOp reduce_window = ReduceWindowWithGeneralPadding(
      c.operands().subspan(0, n), c.operands().subspan(n), reducer, window, strides,
      base_dilations, window_dilations, padding);
  return ResultsOf(c, reduce_window);
}

absl::StatusOr<OpResults> ConvertSelectAndScatter(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(3));  // operand, source, init_value
  ASSIGN_OR_RETURN(Shape operand_shape, c.OperandShape(0));
  const int64_t rank = operand_shape.rank();
  const std::vector<int64_t> ones(rank, 1);
  ASSIGN_OR_RETURN(std::vector<int64_t> window, c.IntsOr("window_dimensions", ones));
  ASSIGN_OR_RETURN(std::vector<int64_t> strides, c.IntsOr("window_strides", ones));
  ASSIGN_OR_RETURN(auto padding, ReadPadding(c, rank));
  ASSIGN_OR_RETURN(XlaComputation select, c.Region(0, "select"));
  ASSIGN_OR_RETURN(XlaComputation scatter, c.Region(1, "scatter"));
  return OpResults{SelectAndScatterWithGeneralPadding(c.operand(0), select, window, strides,
                                                      padding, c.operand(1), c.operand(2),
                                                      scatter)};
}

absl::StatusOr<OpResults> ConvertSort(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  ASSIGN_OR_RETURN(int64_t dimension, c.IntOr("dimension", -1));
  ASSIGN_OR_RETURN(bool stable, c.BoolOr("is_stable", false));
  if (dimension < 0) {
    ASSIGN_OR_RETURN(Shape shape, c.OperandShape(0));
    dimension += shape.rank();
  }
  ASSIGN_OR_RETURN(XlaComputation comparator, c.Region(0, "comparator"));
  return ResultsOf(c, Sort(c.operands(), comparator, dimension, stable));
}

absl::StatusOr<OpResults> ConvertMap(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  ASSIGN_OR_RETURN(std::vector<int64_t> dims, c.Ints("dimensions"));
  ASSIGN_OR_RETURN(XlaComputation computation, c.Region(0, "map"));
  return OpResults{Map(c.builder(), c.operands(), computation, dims)};
}

// sdy.manual_computation (shard_map, pmap): its body, inline. In a
// per-device program (ModuleConverter::per_device) the operands are already
// the shards the body takes; otherwise (one device per manual axis) the body
// sees the same shapes as the op.
absl::StatusOr<OpResults> ConvertManualComputation(OpContext& c) {
  ASSIGN_OR_RETURN(const MlirRegion* region, RegionAt(c, 0));
  if (region->blocks.size() != 1) return InvalidArgument("needs a body of one block");
  const MlirBlock& block = *region->blocks[0];
  RETURN_IF_ERROR(c.ExpectOperands(static_cast<int64_t>(block.arguments.size())));
  ValueScope body(c.builder());
  std::vector<std::string> in_shardings;
  if (const MlirAttribute* attribute = c.Attr("in_shardings"); attribute != nullptr) {
    ASSIGN_OR_RETURN(in_shardings, SplitShardingPerValue(attribute->string_value));
  }
  for (int64_t i = 0; i < c.num_operands(); ++i) {
    ASSIGN_OR_RETURN(Shape given, c.builder()->GetShape(c.operand(i)));
    ASSIGN_OR_RETURN(Shape local, ShapeOfType(block.arguments[i]->type));
    ASSIGN_OR_RETURN(Shape global, ShapeOfType(c.op().operands[i]->type));
    XlaOp operand = c.operand(i);
    if (c.converter()->per_device() && ShapeUtil::Compatible(given, global) &&
        !ShapeUtil::Compatible(given, local) && i < static_cast<int64_t>(in_shardings.size())) {
      // A value every device holds whole: each takes its own shard.
      ASSIGN_OR_RETURN(operand, c.converter()->DeviceShard(c.builder(), operand, local,
                                                           in_shardings[i]));
      given = local;
    }
    if (!ShapeUtil::Compatible(given, local)) {
      return Unimplemented(
          "argument #", i, " is ", given.ToString(), " where the body takes ", local.ToString(),
          c.converter()->per_device()
              ? ": only entry arguments sharded as the computation takes them can be split "
                "across devices without SPMD partitioning"
              : " per device: that needs SPMD partitioning");
    }
    body.Bind(block.arguments[i].get(), operand);
  }
  OpResults returned;
  RETURN_IF_ERROR(c.converter()->ConvertBlock(block, &body, &returned));
  return returned;
}

}  // namespace

void RegisterControlOps(OpConverterTable& table) {
  table["func.call"] = ConvertCall;
  table["stablehlo.composite"] = ConvertComposite;
  table["stablehlo.while"] = ConvertWhile;
  table["stablehlo.if"] = ConvertConditional;
  table["stablehlo.case"] = ConvertConditional;
  table["stablehlo.reduce"] = ConvertReduce;
  table["stablehlo.reduce_window"] = ConvertReduceWindow;
  table["stablehlo.select_and_scatter"] = ConvertSelectAndScatter;
  table["stablehlo.sort"] = ConvertSort;
  table["stablehlo.map"] = ConvertMap;
  table["sdy.manual_computation"] = ConvertManualComputation;
}

}  // namespace xla::stablehlo::internal
