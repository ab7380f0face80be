// Shape changes and data movement: broadcasts, reshape, transpose, slices,
// concatenation, padding, gather and scatter, tuples, dynamic sizes.
// Result dimensions come from the declared result type where StableHLO
// takes them from it (broadcast_in_dim, reshape).
#include <utility>

#include "axle/base/status_macros.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

// broadcast_in_dim and reshape take their result dimensions from the result
// type; their dynamic forms too, with one more operand (the same dimensions
// as a constant), so both forms share one conversion.
absl::StatusOr<OpResults> BroadcastInDimToResultType(OpContext& c, int64_t operand_count) {
  RETURN_IF_ERROR(c.ExpectOperands(operand_count));
  ASSIGN_OR_RETURN(Shape result, c.ResultShape(0));
  ASSIGN_OR_RETURN(std::vector<int64_t> dims, c.Ints("broadcast_dimensions"));
  return OpResults{BroadcastInDim(c.operand(0), result.dimensions(), dims)};
}

absl::StatusOr<OpResults> ReshapeToResultType(OpContext& c, int64_t operand_count) {
  RETURN_IF_ERROR(c.ExpectOperands(operand_count));
  ASSIGN_OR_RETURN(Shape result, c.ResultShape(0));
  return OpResults{Reshape(c.operand(0), result.dimensions())};
}

absl::StatusOr<OpResults> ConvertBroadcastInDim(OpContext& c) {
  return BroadcastInDimToResultType(c, 1);
}

absl::StatusOr<OpResults> ConvertBroadcast(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(std::vector<int64_t> sizes, c.Ints("broadcast_sizes"));
  return OpResults{Broadcast(c.operand(0), sizes)};
}

absl::StatusOr<OpResults> ConvertReshape(OpContext& c) { return ReshapeToResultType(c, 1); }

absl::StatusOr<OpResults> ConvertTranspose(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(std::vector<int64_t> permutation, c.Ints("permutation"));
  return OpResults{Transpose(c.operand(0), permutation)};
}

absl::StatusOr<OpResults> ConvertReverse(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(std::vector<int64_t> dims, c.Ints("dimensions"));
  return OpResults{Rev(c.operand(0), dims)};
}

absl::StatusOr<OpResults> ConvertSlice(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(std::vector<int64_t> starts, c.Ints("start_indices"));
  ASSIGN_OR_RETURN(std::vector<int64_t> limits, c.Ints("limit_indices"));
  ASSIGN_OR_RETURN(std::vector<int64_t> strides,
                   c.IntsOr("strides", std::vector<int64_t>(starts.size(), 1)));
  return OpResults{Slice(c.operand(0), starts, limits, strides)};
}

absl::StatusOr<OpResults> ConvertDynamicSlice(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  ASSIGN_OR_RETURN(std::vector<int64_t> sizes, c.Ints("slice_sizes"));
  return OpResults{DynamicSlice(c.operand(0), c.operands().subspan(1), sizes)};
}

absl::StatusOr<OpResults> ConvertDynamicUpdateSlice(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2, /*variadic=*/true));
  return OpResults{DynamicUpdateSlice(c.operand(0), c.operand(1), c.operands().subspan(2))};
}

absl::StatusOr<OpResults> ConvertConcatenate(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1, /*variadic=*/true));
  ASSIGN_OR_RETURN(int64_t dimension, c.Int("dimension"));
  return OpResults{ConcatInDim(c.builder(), c.operands(), dimension)};
}

// Pads operand 0 with the value of operand 1: pad and its dynamic form differ
// only in where the three lists come from (`lists` names them in the error).
absl::StatusOr<OpResults> PadByLists(OpContext& c, absl::string_view lists,
                                     const std::vector<int64_t>& low,
                                     const std::vector<int64_t>& high,
                                     const std::vector<int64_t>& interior) {
  if (high.size() != low.size() || interior.size() != low.size()) {
    return InvalidArgument(lists, " differ in length");
  }
  PaddingConfig config;
  for (size_t i = 0; i < low.size(); ++i) {
    PaddingConfigDimension* dim = config.add_dimensions();
    dim->set_edge_padding_low(low[i]);
    dim->set_edge_padding_high(high[i]);
    dim->set_interior_padding(interior[i]);
  }
  return OpResults{Pad(c.operand(0), c.operand(1), config)};
}

// Gathers from operand 0 at the indices of operand 1: gather and its dynamic
// form differ only in where the slice sizes come from (read after the
// dimension numbers, so a module wrong in both reports the same error).
template <typename ReadSliceSizes>
absl::StatusOr<OpResults> GatherBySliceSizes(OpContext& c, const ReadSliceSizes& read_slice_sizes) {
  ASSIGN_OR_RETURN(GatherDimensionNumbers dnums,
                   ReadGatherDimensionNumbers(c.Attr("dimension_numbers")));
  ASSIGN_OR_RETURN(std::vector<int64_t> slice_sizes, read_slice_sizes());
  ASSIGN_OR_RETURN(bool sorted, c.BoolOr("indices_are_sorted", false));
  return OpResults{Gather(c.operand(0), c.operand(1), dnums, slice_sizes, sorted)};
}

absl::StatusOr<OpResults> ConvertPad(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  ASSIGN_OR_RETURN(std::vector<int64_t> low, c.Ints("edge_padding_low"));
  ASSIGN_OR_RETURN(std::vector<int64_t> high, c.Ints("edge_padding_high"));
  ASSIGN_OR_RETURN(std::vector<int64_t> interior,
                   c.IntsOr("interior_padding", std::vector<int64_t>(low.size(), 0)));
  return PadByLists(c, "edge_padding_low, edge_padding_high and interior_padding", low, high,
                    interior);
}

absl::StatusOr<OpResults> ConvertGather(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  return GatherBySliceSizes(c, [&] { return c.Ints("slice_sizes"); });
}

absl::StatusOr<OpResults> ConvertScatter(OpContext& c) {
  // (inputs..., scatter_indices, updates...): as many updates as inputs.
  if (c.num_operands() < 3 || c.num_operands() % 2 == 0) {
    return InvalidArgument("expects N inputs, the indices and N updates, got ", c.num_operands(),
                           " operands");
  }
  const int64_t n = (c.num_operands() - 1) / 2;
  RETURN_IF_ERROR(c.ExpectResults(n));
  ASSIGN_OR_RETURN(ScatterDimensionNumbers dnums,
                   ReadScatterDimensionNumbers(c.Attr("scatter_dimension_numbers")));
  ASSIGN_OR_RETURN(bool sorted, c.BoolOr("indices_are_sorted", false));
  ASSIGN_OR_RETURN(bool unique, c.BoolOr("unique_indices", false));
  ASSIGN_OR_RETURN(XlaComputation update, c.Region(0, "scatter_update"));
  XlaOp scatter = Scatter(c.operands().subspan(0, n), c.operand(n), c.operands().subspan(n + 1),
                          update, dnums, sorted, unique);
  return ResultsOf(c, scatter);
}

absl::StatusOr<OpResults> ConvertTuple(OpContext& c) {
  return OpResults{Tuple(c.builder(), c.operands())};
}

absl::StatusOr<OpResults> ConvertGetTupleElement(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(int64_t index, c.Int("index"));
  return OpResults{GetTupleElement(c.operand(0), index)};
}

absl::StatusOr<OpResults> ConvertGetDimensionSize(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(int64_t dimension, c.Int("dimension"));
  return OpResults{GetDimensionSize(c.operand(0), dimension)};
}

absl::StatusOr<OpResults> ConvertSetDimensionSize(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(2));
  ASSIGN_OR_RETURN(int64_t dimension, c.Int("dimension"));
  return OpResults{SetDimensionSize(c.operand(0), c.operand(1), dimension)};
}

// Ops that only annotate a value (shardings): the value itself.
absl::StatusOr<OpResults> ConvertIdentity(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  return OpResults(c.operands().begin(), c.operands().end());
}

absl::StatusOr<OpResults> ConvertOptimizationBarrier(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectResults(c.num_operands()));
  XlaOp barrier = OptimizationBarrier(Tuple(c.builder(), c.operands()));
  return SplitTuple(barrier, c.num_operands());
}

// The dynamic_* ops of a program whose shapes are static after all: their
// shape operands are constants and the result types are static, so each is
// its static op (shapes from the result type, the rest from the constants).
absl::StatusOr<OpResults> ConvertDynamicBroadcastInDim(OpContext& c) {
  return BroadcastInDimToResultType(c, 2);
}

absl::StatusOr<OpResults> ConvertDynamicReshape(OpContext& c) { return ReshapeToResultType(c, 2); }

absl::StatusOr<OpResults> ConvertDynamicIota(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(1));
  ASSIGN_OR_RETURN(Shape shape, c.ResultShape(0));
  ASSIGN_OR_RETURN(int64_t dimension, c.Int("iota_dimension"));
  return OpResults{Iota(c.builder(), shape, dimension)};
}

absl::StatusOr<OpResults> ConvertDynamicPad(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(5));
  ASSIGN_OR_RETURN(std::vector<int64_t> low, c.ConstantOperandInts(2));
  ASSIGN_OR_RETURN(std::vector<int64_t> high, c.ConstantOperandInts(3));
  ASSIGN_OR_RETURN(std::vector<int64_t> interior, c.ConstantOperandInts(4));
  return PadByLists(c, "the padding operands", low, high, interior);
}

absl::StatusOr<OpResults> ConvertRealDynamicSlice(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(4));
  ASSIGN_OR_RETURN(std::vector<int64_t> starts, c.ConstantOperandInts(1));
  ASSIGN_OR_RETURN(std::vector<int64_t> limits, c.ConstantOperandInts(2));
  ASSIGN_OR_RETURN(std::vector<int64_t> strides, c.ConstantOperandInts(3));
  return OpResults{Slice(c.operand(0), starts, limits, strides)};
}

absl::StatusOr<OpResults> ConvertDynamicGather(OpContext& c) {
  RETURN_IF_ERROR(c.ExpectOperands(3));
  return GatherBySliceSizes(c, [&] { return c.ConstantOperandInts(2); });
}

}  // namespace

void RegisterDataMovementOps(OpConverterTable& table) {
  table["stablehlo.broadcast_in_dim"] = ConvertBroadcastInDim;
  table["stablehlo.broadcast"] = ConvertBroadcast;
  table["stablehlo.reshape"] = ConvertReshape;
  table["stablehlo.transpose"] = ConvertTranspose;
  table["stablehlo.reverse"] = ConvertReverse;
  table["stablehlo.slice"] = ConvertSlice;
  table["stablehlo.dynamic_slice"] = ConvertDynamicSlice;
  table["stablehlo.dynamic_update_slice"] = ConvertDynamicUpdateSlice;
  table["stablehlo.concatenate"] = ConvertConcatenate;
  table["stablehlo.pad"] = ConvertPad;
  table["stablehlo.gather"] = ConvertGather;
  table["stablehlo.scatter"] = ConvertScatter;
  table["stablehlo.tuple"] = ConvertTuple;
  table["stablehlo.get_tuple_element"] = ConvertGetTupleElement;
  table["stablehlo.get_dimension_size"] = ConvertGetDimensionSize;
  table["stablehlo.set_dimension_size"] = ConvertSetDimensionSize;
  table["stablehlo.optimization_barrier"] = ConvertOptimizationBarrier;
  table["sdy.sharding_constraint"] = ConvertIdentity;
  table["sdy.reshard"] = ConvertIdentity;
  table["stablehlo.dynamic_broadcast_in_dim"] = ConvertDynamicBroadcastInDim;
  table["stablehlo.dynamic_reshape"] = ConvertDynamicReshape;
  table["stablehlo.dynamic_iota"] = ConvertDynamicIota;
  table["stablehlo.dynamic_pad"] = ConvertDynamicPad;
  table["stablehlo.real_dynamic_slice"] = ConvertRealDynamicSlice;
  table["stablehlo.dynamic_gather"] = ConvertDynamicGather;
}

}  // namespace xla::stablehlo::internal
