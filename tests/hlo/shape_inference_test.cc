// ShapeInference: element-wise, variadic, data movement, conversion, control
// flow and user-chosen shapes.
#include "axle/hlo/shape_inference.h"

#include "tests/hlo/shape_inference_test_util.h"

namespace xla {
namespace {

using si_test::ExpectError;
using si_test::ExpectShape;
using si_test::Reducer;
using si_test::S;
using si_test::Scalar;
using si_test::Sig;
using si_test::Tok;
using si_test::Tup;

// --- Unary ------------------------------------------------------------------

TEST(ShapeInferenceTest, UnaryFloatOps) {
  for (HloOpcode op :
       {HloOpcode::kExp, HloOpcode::kLog, HloOpcode::kSin, HloOpcode::kTanh, HloOpcode::kSqrt,
        HloOpcode::kRsqrt, HloOpcode::kLogistic, HloOpcode::kCbrt, HloOpcode::kAcos,
        HloOpcode::kAcosh, HloOpcode::kAsin, HloOpcode::kAsinh, HloOpcode::kAtanh,
        HloOpcode::kCosh, HloOpcode::kSinh}) {
    ExpectShape(ShapeInference::InferUnaryOpShape(op, S(F32, {2, 3})), S(F32, {2, 3}));
    ExpectShape(ShapeInference::InferUnaryOpShape(op, S(C64, {2})), S(C64, {2}));
    ExpectError(ShapeInference::InferUnaryOpShape(op, S(S32, {2})), {HloOpcodeString(op), "s32"});
  }
  for (HloOpcode op : {HloOpcode::kFloor, HloOpcode::kCeil, HloOpcode::kRoundNearestAfz,
                       HloOpcode::kRoundNearestEven, HloOpcode::kErf}) {
    ExpectShape(ShapeInference::InferUnaryOpShape(op, S(BF16, {4})), S(BF16, {4}));
    ExpectError(ShapeInference::InferUnaryOpShape(op, S(C64, {4})), {HloOpcodeString(op), "c64"});
  }
}

TEST(ShapeInferenceTest, UnarySignedAndIntegerOps) {
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kAbs, S(S32, {3})), S(S32, {3}));
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kAbs, S(C128, {3})), S(F64, {3}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kAbs, S(U8, {3})), {"abs", "u8"});
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kAbs, S(PRED, {3})), {"abs", "pred"});
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kNegate, S(U32, {})), S(U32, {}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kNegate, S(PRED, {})),
              {"negate", "pred"});
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kSign, S(F16, {2})), S(F16, {2}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kSign, S(U16, {2})), {"sign", "u16"});
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kPopulationCount, S(U64, {2})),
              S(U64, {2}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kClz, S(F32, {2})),
              {"count-leading-zeros", "integral", "f32"});
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kNot, S(PRED, {2})), S(PRED, {2}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kNot, S(F32, {2})), {"not", "f32"});
}

TEST(ShapeInferenceTest, UnaryTypeChangingOps) {
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kIsFinite, S(F32, {2, 2})),
              S(PRED, {2, 2}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kIsFinite, S(S32, {2})),
              {"is-finite", "s32"});
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kReal, S(C64, {5})), S(F32, {5}));
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kImag, S(F64, {5})), S(F64, {5}));
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kReal, S(S8, {5})), {"real", "s8"});
  ExpectError(ShapeInference::InferUnaryOpShape(HloOpcode::kExp, Tup({S(F32, {})})),
              {"exponential", "array"});
  // Copy takes anything, tuples included.
  ExpectShape(ShapeInference::InferUnaryOpShape(HloOpcode::kCopy, Tup({S(F32, {1}), Tok()})),
              Tup({S(F32, {1}), Tok()}));
}

// --- Binary -----------------------------------------------------------------

TEST(ShapeInferenceTest, BinaryEqualShapesAndScalars) {
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2, 3}), S(F32, {2, 3})),
              S(F32, {2, 3}));
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kMultiply, Scalar(F32), S(F32, {2, 3})),
              S(F32, {2, 3}));
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kSubtract, S(S32, {4}), Scalar(S32)),
              S(S32, {4}));
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2, 3}), S(F32, {2, 4})),
              {"add", "dimension 1", "3", "4"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2}), S(S32, {2})),
              {"add", "f32[2]", "s32[2]"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2}), Tok()),
              {"add", "rhs", "array"});
}

TEST(ShapeInferenceTest, BinaryDegenerateBroadcast) {
  // Same rank: size-1 dimensions stretch.
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2, 1}), S(F32, {1, 3})),
              S(F32, {2, 3}));
}

TEST(ShapeInferenceTest, BinaryInDimBroadcastFromBroadcastingDoc) {
  // broadcasting.md: |1 2 3| + |7 8 9; ...| with dims {1}: f32[3] onto f32[2,3].
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3}), S(F32, {2, 3}), {1}),
              S(F32, {2, 3}));
  // Vector [2] onto matrix [2,3] along dimension 0.
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2, 3}), S(F32, {2}), {0}),
              S(F32, {2, 3}));
  // [2,1] into [2,3,4] with {0,2}: the 1 broadcasts, dim 1 stretches.
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2, 1}), S(F32, {2, 3, 4}),
                                                 {0, 2}),
              S(F32, {2, 3, 4}));
  // Degenerate on both sides: [2,3] with [2,1,4] -> [2,3,4].
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {2, 3}), S(F32, {2, 1, 4}),
                                                 {0, 1}),
              S(F32, {2, 3, 4}));
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3}), S(F32, {4, 3}), {0}),
              {"add", "size 3", "size 4"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3}), S(F32, {4, 3})),
              {"add", "broadcast_dimensions"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3}), S(F32, {4, 3}), {2}),
              {"add", "broadcast dimension 2", "rank 2"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3, 3}), S(F32, {3, 3, 3}),
                                                 {1, 0}),
              {"add", "strictly increasing"});
  ExpectError(
      ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3}), S(F32, {4, 3}), {0, 1}),
      {"add", "2 entries", "rank 1"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {3}), S(F32, {3}), {1}),
              {"add", "identity"});
}

TEST(ShapeInferenceTest, BinaryTypeRules) {
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kCompare, S(S32, {2}), S(S32, {2})),
              S(PRED, {2}));
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kComplex, S(F32, {2}), S(F32, {2})),
              S(C64, {2}));
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kComplex, S(F64, {}), S(F64, {})),
              S(C128, {}));
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kComplex, S(F16, {}), S(F16, {})),
              {"complex", "f16"});
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kAnd, S(PRED, {2}), S(PRED, {2})),
              S(PRED, {2}));
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kXor, S(F32, {2}), S(F32, {2})),
              {"xor", "f32"});
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kShiftLeft, S(U32, {2}), S(U32, {2})),
              S(U32, {2}));
  ExpectError(
      ShapeInference::InferBinaryOpShape(HloOpcode::kShiftRightLogical, S(PRED, {2}), S(PRED, {2})),
      {"shift-right-logical", "pred"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kAtan2, S(S32, {2}), S(S32, {2})),
              {"atan2", "s32"});
  ExpectError(ShapeInference::InferBinaryOpShape(HloOpcode::kDivide, S(PRED, {2}), S(PRED, {2})),
              {"divide", "pred"});
  ExpectShape(ShapeInference::InferBinaryOpShape(HloOpcode::kPower, S(F32, {2}), S(F32, {2})),
              S(F32, {2}));
}

TEST(ShapeInferenceTest, BinaryDynamicDimensions) {
  Shape dyn = ShapeUtil::MakeShape(F32, {4, 3}, {true, false});
  absl::StatusOr<Shape> r =
      ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, dyn, S(F32, {4, 3}));
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->is_dynamic_dimension(0));
  EXPECT_FALSE(r->is_dynamic_dimension(1));
  // A static size-1 dimension broadcast takes the other side's dynamism.
  r = ShapeInference::InferBinaryOpShape(HloOpcode::kAdd, S(F32, {1, 3}), dyn);
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->is_dynamic_dimension(0));
}

// --- Ternary ----------------------------------------------------------------

TEST(ShapeInferenceTest, Clamp) {
  ExpectShape(
      ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, Scalar(F32), S(F32, {3}), Scalar(F32)),
      S(F32, {3}));
  ExpectShape(
      ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, S(F32, {3}), S(F32, {3}), S(F32, {3})),
      S(F32, {3}));
  ExpectError(
      ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, S(F32, {2}), S(F32, {3}), Scalar(F32)),
      {"clamp", "min", "f32[2]", "f32[3]"});
  ExpectError(
      ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, Scalar(S32), S(F32, {3}), Scalar(F32)),
      {"clamp", "min", "element type"});
}

TEST(ShapeInferenceTest, Select) {
  ExpectShape(ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, S(PRED, {2, 3}),
                                                  S(S32, {2, 3}), S(S32, {2, 3})),
              S(S32, {2, 3}));
  ExpectShape(ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, Scalar(PRED), S(S32, {2, 3}),
                                                  S(S32, {2, 3})),
              S(S32, {2, 3}));
  ExpectError(ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, S(S32, {2}), S(S32, {2}),
                                                  S(S32, {2})),
              {"select", "pred", "s32[2]"});
  ExpectError(ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, S(PRED, {3}), S(S32, {2}),
                                                  S(S32, {2})),
              {"select", "pred[3]", "s32[2]"});
  ExpectError(ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, S(PRED, {2}), S(S32, {2}),
                                                  S(F32, {2})),
              {"select", "on_true", "on_false"});
}

// --- Variadic ---------------------------------------------------------------

TEST(ShapeInferenceTest, TupleAfterAllBarrier) {
  Shape a = S(F32, {2}), b = Tok();
  ExpectShape(ShapeInference::InferVariadicOpShape(HloOpcode::kTuple, {&a, &b}), Tup({a, b}));
  ExpectShape(ShapeInference::InferVariadicOpShape(HloOpcode::kTuple, {}), Tup({}));
  ExpectShape(ShapeInference::InferVariadicOpShape(HloOpcode::kAfterAll, {&b, &b}), Tok());
  ExpectShape(ShapeInference::InferVariadicOpShape(HloOpcode::kAfterAll, {}), Tok());
  // As XLA's verifier: after-all may follow any value (its tests join one).
  ExpectShape(ShapeInference::InferVariadicOpShape(HloOpcode::kAfterAll, {&b, &a}), Tok());
  Shape t = Tup({a, b});
  ExpectShape(ShapeInference::InferVariadicOpShape(HloOpcode::kOptimizationBarrier, {&t}), t);
}

TEST(ShapeInferenceTest, GetTupleElement) {
  Shape t = Tup({S(F32, {2}), S(S32, {})});
  ExpectShape(ShapeInference::InferGetTupleElementShape(t, 1), S(S32, {}));
  ExpectError(ShapeInference::InferGetTupleElementShape(t, 2),
              {"get-tuple-element", "2", "2 elements"});
  ExpectError(ShapeInference::InferGetTupleElementShape(t, -1), {"get-tuple-element", "-1"});
  ExpectError(ShapeInference::InferGetTupleElementShape(S(F32, {}), 0),
              {"get-tuple-element", "tuple"});
}

TEST(ShapeInferenceTest, Map) {
  Shape a = S(F32, {2, 3}), b = S(F32, {2, 3}), c = S(F32, {3, 2});
  ProgramShape add = Sig({Scalar(F32), Scalar(F32)}, Scalar(F32));
  ExpectShape(ShapeInference::InferMapShape({&a, &b}, add, {0, 1}), S(F32, {2, 3}));
  ProgramShape to_pred = Sig({Scalar(F32), Scalar(F32)}, Scalar(PRED));
  ExpectShape(ShapeInference::InferMapShape({&a, &b}, to_pred, {0, 1}), S(PRED, {2, 3}));
  ExpectError(ShapeInference::InferMapShape({&a, &c}, add, {0, 1}), {"map", "f32[3,2]"});
  ExpectError(ShapeInference::InferMapShape({&a, &b}, add, {1, 0}), {"map", "{1,0}"});
  ExpectError(ShapeInference::InferMapShape({&a}, add, {0, 1}), {"map", "2", "1"});
  ProgramShape wrong = Sig({Scalar(F32), Scalar(S32)}, Scalar(F32));
  ExpectError(ShapeInference::InferMapShape({&a, &b}, wrong, {0, 1}),
              {"map", "parameter 1", "s32[]", "f32[]"});
  ProgramShape vec = Sig({Scalar(F32), Scalar(F32)}, S(F32, {2}));
  ExpectError(ShapeInference::InferMapShape({&a, &b}, vec, {0, 1}), {"map", "returns f32[2]"});
}

TEST(ShapeInferenceTest, Sort) {
  Shape keys = S(F32, {4, 5}), values = S(S32, {4, 5});
  ProgramShape cmp = Sig({Scalar(F32), Scalar(F32), Scalar(S32), Scalar(S32)}, Scalar(PRED));
  ExpectShape(ShapeInference::InferSortShape({&keys, &values}, 1, cmp), Tup({keys, values}));
  ProgramShape cmp1 = Sig({Scalar(F32), Scalar(F32)}, Scalar(PRED));
  ExpectShape(ShapeInference::InferSortShape({&keys}, 0, cmp1), keys);
  ExpectError(ShapeInference::InferSortShape({&keys}, 2, cmp1), {"sort", "2", "rank 2"});
  ExpectError(ShapeInference::InferSortShape({&keys, &values}, 1, cmp1), {"sort", "4", "2"});
  ProgramShape bad = Sig({Scalar(F32), Scalar(F32)}, Scalar(F32));
  ExpectError(ShapeInference::InferSortShape({&keys}, 0, bad), {"sort", "comparator", "pred"});
  Shape other = S(S32, {4, 6});
  ExpectError(ShapeInference::InferSortShape({&keys, &other}, 1, cmp), {"sort", "s32[4,6]"});
}

// --- Data movement ----------------------------------------------------------

TEST(ShapeInferenceTest, Reverse) {
  ExpectShape(ShapeInference::InferReverseShape(S(F32, {2, 3}), {0, 1}), S(F32, {2, 3}));
  ExpectError(ShapeInference::InferReverseShape(S(F32, {2, 3}), {2}), {"reverse", "2", "rank 2"});
  ExpectError(ShapeInference::InferReverseShape(S(F32, {2, 3}), {1, 1}),
              {"reverse", "repeats", "1"});
}

TEST(ShapeInferenceTest, Slice) {
  // The seed's example: Slice(a {0,1,2,3,4}, {2}, {4}) -> 2 elements.
  ExpectShape(ShapeInference::InferSliceShape(S(F32, {5}), {2}, {4}, {1}), S(F32, {2}));
  // 2-D example: {2,1} to {4,3} on a 4x3 array.
  ExpectShape(ShapeInference::InferSliceShape(S(F32, {4, 3}), {2, 1}, {4, 3}, {1, 1}),
              S(F32, {2, 2}));
  // Strides round up: ceil((10-1)/3) = 3.
  ExpectShape(ShapeInference::InferSliceShape(S(F32, {10}), {1}, {10}, {3}), S(F32, {3}));
  ExpectShape(ShapeInference::InferSliceShape(S(F32, {10}), {4}, {4}, {2}), S(F32, {0}));
  ExpectError(ShapeInference::InferSliceShape(S(F32, {5}), {3}, {2}, {1}),
              {"slice", "start 3", "limit 2"});
  ExpectError(ShapeInference::InferSliceShape(S(F32, {5}), {0}, {6}, {1}),
              {"slice", "limit 6", "size 5"});
  ExpectError(ShapeInference::InferSliceShape(S(F32, {5}), {-1}, {2}, {1}), {"slice", "-1"});
  ExpectError(ShapeInference::InferSliceShape(S(F32, {5}), {0}, {2}, {0}), {"slice", "stride 0"});
  ExpectError(ShapeInference::InferSliceShape(S(F32, {5, 2}), {0}, {2}, {1}),
              {"slice", "rank 2", "1 starts"});
}

TEST(ShapeInferenceTest, DynamicSlice) {
  Shape idx = Scalar(S32);
  ExpectShape(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {idx, idx}, {2, 2}),
              S(F32, {2, 2}));
  // The old form: one rank-1 index vector.
  ExpectShape(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {S(S64, {2})}, {2, 2}),
              S(F32, {2, 2}));
  ExpectError(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {idx}, {2, 2}),
              {"dynamic-slice", "1 start indices", "rank 2"});
  ExpectError(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {idx, Scalar(F32)}, {2, 2}),
              {"dynamic-slice", "start index 1", "f32[]"});
  ExpectError(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {idx, Scalar(S64)}, {2, 2}),
              {"dynamic-slice", "same type"});
  ExpectError(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {idx, idx}, {2, 4}),
              {"dynamic-slice", "slice size 4", "dimension 1", "3"});
  ExpectError(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {idx, idx}, {2}),
              {"dynamic-slice", "1 entries", "rank 2"});
  ExpectError(ShapeInference::InferDynamicSliceShape(S(F32, {4, 3}), {S(S32, {3})}, {2, 2}),
              {"dynamic-slice", "3 elements", "rank 2"});
}

TEST(ShapeInferenceTest, DynamicUpdateSlice) {
  Shape idx = Scalar(U32);
  ExpectShape(
      ShapeInference::InferDynamicUpdateSliceShape(S(F32, {4, 3}), S(F32, {2, 3}), {idx, idx}),
      S(F32, {4, 3}));
  ExpectError(
      ShapeInference::InferDynamicUpdateSliceShape(S(F32, {4, 3}), S(F32, {5, 3}), {idx, idx}),
      {"dynamic-update-slice", "dimension 0", "5", "4"});
  ExpectError(ShapeInference::InferDynamicUpdateSliceShape(S(F32, {4, 3}), S(F32, {3}), {idx, idx}),
              {"dynamic-update-slice", "rank 1", "rank 2"});
  ExpectError(
      ShapeInference::InferDynamicUpdateSliceShape(S(F32, {4, 3}), S(S32, {2, 3}), {idx, idx}),
      {"dynamic-update-slice", "element type"});
}

TEST(ShapeInferenceTest, Broadcast) {
  // Seed: Broadcast(s32[2,3] operand, {2}) -> s32[2,2,3].
  ExpectShape(ShapeInference::InferBroadcastShape(S(S32, {2, 3}), {2}), S(S32, {2, 2, 3}));
  ExpectShape(ShapeInference::InferBroadcastShape(Scalar(F32), {2, 3}), S(F32, {2, 3}));
  ExpectError(ShapeInference::InferBroadcastShape(S(S32, {2}), {-1}), {"broadcast", "-1"});
}

TEST(ShapeInferenceTest, BroadcastInDim) {
  // Seed-style: f32[3] into f32[2,3] along {1}; f32[1,3] into [4,3].
  ExpectShape(ShapeInference::InferBroadcastShape(S(F32, {3}), S(F32, {2, 3}), {1}),
              S(F32, {2, 3}));
  ExpectShape(ShapeInference::InferBroadcastShape(S(F32, {1, 3}), S(F32, {4, 3}), {0, 1}),
              S(F32, {4, 3}));
  ExpectShape(ShapeInference::InferBroadcastShape(Scalar(F32), S(F32, {4, 3}), {}), S(F32, {4, 3}));
  ExpectError(ShapeInference::InferBroadcastShape(S(F32, {3}), S(F32, {2, 4}), {1}),
              {"broadcast", "operand dimension 0", "size 3", "output dimension 1", "4"});
  ExpectError(ShapeInference::InferBroadcastShape(S(F32, {3}), S(F32, {2, 3}), {2}),
              {"broadcast", "2", "rank 2"});
  ExpectError(ShapeInference::InferBroadcastShape(S(F32, {2, 2}), S(F32, {2, 2}), {1, 0}),
              {"broadcast", "sorted"});
  ExpectError(ShapeInference::InferBroadcastShape(S(F32, {2, 2}), S(F32, {2, 2, 2}), {1, 1}),
              {"broadcast", "repeats"});
  ExpectError(ShapeInference::InferBroadcastShape(S(F32, {3}), S(F32, {2, 3}), {0, 1}),
              {"broadcast", "2 entries", "rank 1"});
  ExpectError(ShapeInference::InferBroadcastShape(S(F32, {2, 3}), S(F32, {3}), {0}),
              {"broadcast", "lower-rank"});
}

TEST(ShapeInferenceTest, Reshape) {
  ExpectShape(ShapeInference::InferReshapeShape(S(F32, {2, 3, 4}), {6, 4}), S(F32, {6, 4}));
  ExpectShape(ShapeInference::InferReshapeShape(S(F32, {1}), {}), Scalar(F32));
  ExpectError(ShapeInference::InferReshapeShape(S(F32, {2, 3}), {7}), {"reshape", "6", "7"});
  ExpectError(ShapeInference::InferReshapeShape(S(F32, {0}), {-1, 0}), {"reshape", "-1"});
}

TEST(ShapeInferenceTest, DynamicReshape) {
  Shape size = Scalar(S32);
  absl::StatusOr<Shape> r =
      ShapeInference::InferDynamicReshapeShape(S(F32, {6}), {&size, &size}, {2, 3}, {false, true});
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->is_dynamic_dimension(1));
  EXPECT_EQ(r->dimensions(0), 2);
  Shape bad = Scalar(S64);
  ExpectError(
      ShapeInference::InferDynamicReshapeShape(S(F32, {6}), {&size, &bad}, {2, 3}, {false, true}),
      {"dynamic-reshape", "size operand 1", "s64[]"});
}

TEST(ShapeInferenceTest, Transpose) {
  ExpectShape(ShapeInference::InferTransposeShape(S(F32, {2, 3, 4}), {2, 0, 1}), S(F32, {4, 2, 3}));
  ExpectError(ShapeInference::InferTransposeShape(S(F32, {2, 3}), {0, 0}),
              {"transpose", "repeats"});
  ExpectError(ShapeInference::InferTransposeShape(S(F32, {2, 3}), {0}), {"transpose", "rank 2"});
}

TEST(ShapeInferenceTest, Concatenate) {
  // Seed: Concat({{2,3},{4,5},{6,7}} [3,2], {{8,9}} [1,2]}, 0) -> [4,2].
  Shape a = S(F32, {3, 2}), b = S(F32, {1, 2}), c = S(F32, {3, 3}), d = S(S32, {1, 2});
  ExpectShape(ShapeInference::InferConcatOpShape({&a, &b}, 0), S(F32, {4, 2}));
  ExpectShape(ShapeInference::InferConcatOpShape({&a, &c}, 1), S(F32, {3, 5}));
  ExpectError(ShapeInference::InferConcatOpShape({&a, &c}, 0),
              {"concatenate", "dimension 1", "3", "2"});
  ExpectError(ShapeInference::InferConcatOpShape({&a, &d}, 0), {"concatenate", "element types"});
  ExpectError(ShapeInference::InferConcatOpShape({&a, &b}, 2), {"concatenate", "2", "rank 2"});
  ExpectError(ShapeInference::InferConcatOpShape({}, 0), {"concatenate", "at least one"});
  Shape v = S(F32, {3});
  ExpectError(ShapeInference::InferConcatOpShape({&a, &v}, 0), {"concatenate", "rank 1"});
}

PaddingConfig Padding(std::vector<std::array<int64_t, 3>> dims) {
  PaddingConfig config;
  for (const auto& [lo, hi, in] : dims) {
    auto* d = config.add_dimensions();
    d->set_edge_padding_low(lo);
    d->set_edge_padding_high(hi);
    d->set_interior_padding(in);
  }
  return config;
}

TEST(ShapeInferenceTest, Pad) {
  // Seed figure: a [2,3] array with edge (1,2) / interior 1 etc.
  ExpectShape(
      ShapeInference::InferPadShape(S(F32, {2, 3}), Scalar(F32), Padding({{1, 2, 1}, {0, 0, 0}})),
      S(F32, {6, 3}));
  // Negative edge padding removes elements: 5 + (-1) + (-2) = 2.
  ExpectShape(ShapeInference::InferPadShape(S(F32, {5}), Scalar(F32), Padding({{-1, -2, 0}})),
              S(F32, {2}));
  // Interior padding of an empty dimension adds nothing.
  ExpectShape(ShapeInference::InferPadShape(S(F32, {0}), Scalar(F32), Padding({{1, 1, 3}})),
              S(F32, {2}));
  ExpectError(ShapeInference::InferPadShape(S(F32, {2}), Scalar(F32), Padding({{0, 0, -1}})),
              {"pad", "interior", "-1"});
  ExpectError(ShapeInference::InferPadShape(S(F32, {2}), Scalar(F32), Padding({{-3, 0, 0}})),
              {"pad", "dimension 0", "-1"});
  ExpectError(ShapeInference::InferPadShape(S(F32, {2}), S(F32, {1}), Padding({{0, 0, 0}})),
              {"pad", "scalar"});
  ExpectError(ShapeInference::InferPadShape(S(F32, {2}), Scalar(S32), Padding({{0, 0, 0}})),
              {"pad", "element type"});
  ExpectError(ShapeInference::InferPadShape(S(F32, {2, 2}), Scalar(F32), Padding({{0, 0, 0}})),
              {"pad", "1 dimensions", "rank 2"});
}

// --- Conversions ------------------------------------------------------------

TEST(ShapeInferenceTest, Convert) {
  ExpectShape(ShapeInference::InferConvertShape(S(F32, {2}), S32), S(S32, {2}));
  ExpectShape(ShapeInference::InferConvertShape(S(F32, {2}), C64), S(C64, {2}));
  ExpectShape(ShapeInference::InferConvertShape(S(PRED, {2}), F16), S(F16, {2}));
  ExpectError(ShapeInference::InferConvertShape(S(C64, {2}), F32), {"convert", "complex", "f32"});
  ExpectError(ShapeInference::InferConvertShape(S(F32, {2}), TUPLE), {"convert", "tuple"});
}

TEST(ShapeInferenceTest, BitcastConvert) {
  ExpectShape(ShapeInference::InferBitcastConvertShape(S(F32, {2}), S32), S(S32, {2}));
  ExpectShape(ShapeInference::InferBitcastConvertShape(S(F32, {2}), U8), S(U8, {2, 4}));
  ExpectShape(ShapeInference::InferBitcastConvertShape(S(U16, {3, 2}), F32), S(F32, {3}));
  ExpectError(ShapeInference::InferBitcastConvertShape(S(U16, {3, 3}), F32),
              {"bitcast-convert", "2", "f32"});
  ExpectError(ShapeInference::InferBitcastConvertShape(Scalar(U16), F32),
              {"bitcast-convert", "last dimension"});
  ExpectError(ShapeInference::InferBitcastConvertShape(S(C64, {2}), F64),
              {"bitcast-convert", "complex"});
}

TEST(ShapeInferenceTest, ReducePrecision) {
  ExpectShape(ShapeInference::InferReducePrecisionShape(S(F32, {2}), 5, 10), S(F32, {2}));
  ExpectShape(ShapeInference::InferReducePrecisionShape(S(F32, {2}), 1, 0), S(F32, {2}));
  ExpectError(ShapeInference::InferReducePrecisionShape(S(F32, {2}), 0, 10),
              {"reduce-precision", "exponent_bits", "0"});
  ExpectError(ShapeInference::InferReducePrecisionShape(S(F32, {2}), 5, -1),
              {"reduce-precision", "mantissa_bits", "-1"});
  ExpectError(ShapeInference::InferReducePrecisionShape(S(S32, {2}), 5, 10),
              {"reduce-precision", "s32"});
}

// --- Control flow -----------------------------------------------------------

TEST(ShapeInferenceTest, Call) {
  Shape a = S(F32, {2}), b = Scalar(S32);
  ProgramShape f = Sig({a, b}, Tup({a, b}));
  ExpectShape(ShapeInference::InferCallShape({&a, &b}, f), Tup({a, b}));
  ExpectError(ShapeInference::InferCallShape({&a}, f), {"call", "2 parameters", "1 operands"});
  ExpectError(ShapeInference::InferCallShape({&b, &a}, f),
              {"call", "operand 0", "s32[]", "f32[2]"});
}

TEST(ShapeInferenceTest, While) {
  Shape state = Tup({Scalar(S32), S(F32, {3})});
  ProgramShape cond = Sig({state}, Scalar(PRED));
  ProgramShape body = Sig({state}, state);
  ExpectShape(ShapeInference::InferWhileShape(cond, body, state), state);
  ExpectError(ShapeInference::InferWhileShape(Sig({state}, Scalar(S32)), body, state),
              {"while", "condition", "pred[]", "s32[]"});
  ExpectError(ShapeInference::InferWhileShape(cond, body, Scalar(S32)), {"while", "init", "s32[]"});
  ExpectError(ShapeInference::InferWhileShape(cond, Sig({state}, Scalar(S32)), state),
              {"while", "body returns s32[]"});
  ExpectError(ShapeInference::InferWhileShape(Sig({state, state}, Scalar(PRED)), body, state),
              {"while", "condition", "2"});
}

TEST(ShapeInferenceTest, Conditional) {
  Shape x = S(F32, {2}), y = Scalar(S32), r = S(F32, {4});
  std::vector<ProgramShape> two = {Sig({x}, r), Sig({y}, r)};
  ExpectShape(ShapeInference::InferConditionalShape(Scalar(PRED), two, {x, y}), r);
  ExpectShape(ShapeInference::InferConditionalShape(Scalar(S32), two, {x, y}), r);
  std::vector<ProgramShape> three = {Sig({x}, r), Sig({y}, r), Sig({x}, r)};
  ExpectShape(ShapeInference::InferConditionalShape(Scalar(S32), three, {x, y, x}), r);
  ExpectError(ShapeInference::InferConditionalShape(Scalar(PRED), three, {x, y, x}),
              {"conditional", "exactly 2", "3"});
  ExpectError(ShapeInference::InferConditionalShape(Scalar(F32), two, {x, y}),
              {"conditional", "branch index", "f32[]"});
  ExpectError(ShapeInference::InferConditionalShape(Scalar(PRED), two, {y, y}),
              {"conditional", "branch operand 0", "s32[]", "f32[2]"});
  std::vector<ProgramShape> mismatched = {Sig({x}, r), Sig({y}, x)};
  ExpectError(ShapeInference::InferConditionalShape(Scalar(PRED), mismatched, {x, y}),
              {"conditional", "branch 1", "f32[2]", "f32[4]"});
}

// --- Dynamic dimensions -----------------------------------------------------

TEST(ShapeInferenceTest, DimensionSize) {
  ExpectShape(ShapeInference::InferGetDimensionSizeShape(S(F32, {2, 3}), 1), Scalar(S32));
  ExpectError(ShapeInference::InferGetDimensionSizeShape(S(F32, {2, 3}), 2),
              {"get-dimension-size", "2", "rank 2"});
  absl::StatusOr<Shape> r =
      ShapeInference::InferSetDimensionSizeShape(S(F32, {2, 3}), Scalar(S32), 1);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->is_dynamic_dimension(1));
  EXPECT_EQ(r->dimensions(1), 3);
  EXPECT_FALSE(r->is_dynamic_dimension(0));
  ExpectError(ShapeInference::InferSetDimensionSizeShape(S(F32, {2, 3}), Scalar(S64), 1),
              {"set-dimension-size", "s32[]", "s64[]"});
  ExpectError(ShapeInference::InferSetDimensionSizeShape(S(F32, {2, 3}), Scalar(S32), -1),
              {"set-dimension-size", "-1"});
}

// --- User-chosen shapes -----------------------------------------------------

TEST(ShapeInferenceTest, Iota) {
  // Seed: Iota(s32[4, 8], 0).
  ExpectShape(ShapeInference::InferIotaShape(S(S32, {4, 8}), 0), S(S32, {4, 8}));
  ExpectShape(ShapeInference::InferIotaShape(S(F32, {4, 8}), 1), S(F32, {4, 8}));
  ExpectError(ShapeInference::InferIotaShape(S(S32, {4, 8}), 2), {"iota", "2", "rank 2"});
  ExpectError(ShapeInference::InferIotaShape(Scalar(S32), 0), {"iota", "rank"});
  ExpectError(ShapeInference::InferIotaShape(S(PRED, {4}), 0), {"iota", "pred"});
}

TEST(ShapeInferenceTest, Rng) {
  ExpectShape(ShapeInference::InferRngShape(Scalar(F32), Scalar(F32), RNG_NORMAL, S(F32, {3})),
              S(F32, {3}));
  ExpectShape(ShapeInference::InferRngShape(Scalar(S32), Scalar(S32), RNG_UNIFORM, S(S32, {3})),
              S(S32, {3}));
  ExpectError(ShapeInference::InferRngShape(Scalar(S32), Scalar(S32), RNG_NORMAL, S(S32, {3})),
              {"rng", "normal", "s32"});
  ExpectError(ShapeInference::InferRngShape(Scalar(F32), S(F32, {1}), RNG_UNIFORM, S(F32, {3})),
              {"rng", "b", "f32[1]"});
  ExpectError(ShapeInference::InferRngShape(Scalar(F64), Scalar(F32), RNG_UNIFORM, S(F32, {3})),
              {"rng", "a", "f64[]"});
  ExpectError(ShapeInference::InferRngShape(Scalar(PRED), Scalar(PRED), RNG_UNIFORM, S(PRED, {3})),
              {"rng", "pred"});
}

TEST(ShapeInferenceTest, RngBitGenerator) {
  ExpectShape(ShapeInference::InferRngBitGeneratorShape(S(U64, {2}), RNG_THREE_FRY, S(U32, {4})),
              Tup({S(U64, {2}), S(U32, {4})}));
  ExpectShape(ShapeInference::InferRngBitGeneratorShape(S(U64, {3}), RNG_PHILOX, S(U64, {4, 4})),
              Tup({S(U64, {3}), S(U64, {4, 4})}));
  // Longer states than the algorithm reads are XLA's too (the rest passes
  // through); shorter ones are errors.
  ExpectShape(ShapeInference::InferRngBitGeneratorShape(S(U64, {4}), RNG_THREE_FRY, S(U32, {4})),
              Tup({S(U64, {4}), S(U32, {4})}));
  ExpectError(ShapeInference::InferRngBitGeneratorShape(S(U64, {1}), RNG_THREE_FRY, S(U32, {4})),
              {"rng-bit-generator", "at least 2", "u64[1]"});
  ExpectError(ShapeInference::InferRngBitGeneratorShape(S(U64, {1}), RNG_PHILOX, S(U32, {4})),
              {"rng-bit-generator", "at least 2", "u64[1]"});
  ExpectError(ShapeInference::InferRngBitGeneratorShape(S(U32, {2}), RNG_DEFAULT, S(U32, {4})),
              {"rng-bit-generator", "u32[2]"});
  ExpectError(ShapeInference::InferRngBitGeneratorShape(S(U64, {2}), RNG_DEFAULT, S(F32, {4})),
              {"rng-bit-generator", "f32"});
}

}  // namespace
}  // namespace xla
