// ShapeInference::InferInstructionShape: the per-opcode dispatch reading
// operands, attributes and called computations.
#include <memory>

#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/shape_inference.h"
#include "tests/hlo/shape_inference_test_util.h"

namespace xla {
namespace {

using si_test::ExpectError;
using si_test::ExpectShape;
using si_test::S;
using si_test::Scalar;
using si_test::Tok;
using si_test::Tup;

class ShapeInferenceInstructionTest : public ::testing::Test {
 protected:
  HloInstruction* Param(HloComputation* c, int64_t n, const Shape& shape) {
    return c->AddParameter(HloInstruction::CreateParameter(n, shape, absl::StrCat("p", n)));
  }
  HloInstruction* Add(HloComputation* c, HloOpcode op, const Shape& shape,
                      std::vector<HloInstruction*> operands) {
    return c->AddInstruction(HloInstruction::Create(op, shape, operands));
  }
  // (T, T) -> T with root `op`.
  HloComputation* Scalar2(HloOpcode op, PrimitiveType t, PrimitiveType result) {
    auto c = std::make_unique<HloComputation>(absl::StrCat("c", computations_.size()));
    HloInstruction* a = Param(c.get(), 0, Scalar(t));
    HloInstruction* b = Param(c.get(), 1, Scalar(t));
    HloInstruction* r = Add(c.get(), op, Scalar(result), {a, b});
    if (op == HloOpcode::kCompare) {
      r->mutable_attributes()->comparison_direction = ComparisonDirection::kLt;
    }
    c->set_root_instruction(r);
    computations_.push_back(std::move(c));
    return computations_.back().get();
  }
  // (shape) -> root of `result` produced by a constant-free op chain: the
  // parameter itself, or a compare against itself when result is pred[].
  HloComputation* Unary(const Shape& param, bool returns_pred) {
    auto c = std::make_unique<HloComputation>(absl::StrCat("u", computations_.size()));
    HloInstruction* p = Param(c.get(), 0, param);
    HloInstruction* root = p;
    if (returns_pred) {
      HloInstruction* e = Add(c.get(), HloOpcode::kGetTupleElement, Scalar(S32), {p});
      e->mutable_attributes()->tuple_index = 0;
      root = Add(c.get(), HloOpcode::kCompare, Scalar(PRED), {e, e});
    }
    c->set_root_instruction(root);
    computations_.push_back(std::move(c));
    return computations_.back().get();
  }

  HloComputation entry_{"entry"};
  std::vector<std::unique_ptr<HloComputation>> computations_;
};

TEST_F(ShapeInferenceInstructionTest, ElementwiseAndSimpleOps) {
  HloInstruction* x = Param(&entry_, 0, S(F32, {2, 3}));
  HloInstruction* add = Add(&entry_, HloOpcode::kAdd, S(F32, {2, 3}), {x, x});
  ExpectShape(ShapeInference::InferInstructionShape(*add), S(F32, {2, 3}));
  HloInstruction* cmp = Add(&entry_, HloOpcode::kCompare, S(PRED, {2, 3}), {x, x});
  ExpectShape(ShapeInference::InferInstructionShape(*cmp), S(PRED, {2, 3}));
  cmp->mutable_attributes()->comparison_type = ComparisonType::kSigned;
  ExpectError(ShapeInference::InferInstructionShape(*cmp), {"compare", "f32", "FLOAT"});
  HloInstruction* cvt = Add(&entry_, HloOpcode::kConvert, S(S32, {2, 3}), {x});
  ExpectShape(ShapeInference::InferInstructionShape(*cvt), S(S32, {2, 3}));
  HloInstruction* t = Add(&entry_, HloOpcode::kTranspose, S(F32, {3, 2}), {x});
  t->mutable_attributes()->dimensions = {1, 0};
  ExpectShape(ShapeInference::InferInstructionShape(*t), S(F32, {3, 2}));
  HloInstruction* r = Add(&entry_, HloOpcode::kReshape, S(F32, {6}), {x});
  ExpectShape(ShapeInference::InferInstructionShape(*r), S(F32, {6}));
  HloInstruction* bad = Add(&entry_, HloOpcode::kAdd, S(F32, {2, 3}), {x});
  ExpectError(ShapeInference::InferInstructionShape(*bad), {"add", "2", "1"});
  HloInstruction* rid = Add(&entry_, HloOpcode::kReplicaId, Scalar(U32), {});
  ExpectShape(ShapeInference::InferInstructionShape(*rid), Scalar(U32));
}

TEST_F(ShapeInferenceInstructionTest, BroadcastAllowsAnyOrderInHlo) {
  HloInstruction* x = Param(&entry_, 0, S(F32, {3, 2}));
  HloInstruction* b = Add(&entry_, HloOpcode::kBroadcast, S(F32, {2, 4, 3}), {x});
  b->mutable_attributes()->dimensions = {2, 0};
  ExpectShape(ShapeInference::InferInstructionShape(*b), S(F32, {2, 4, 3}));
  b->mutable_attributes()->dimensions = {0, 2};
  ExpectError(ShapeInference::InferInstructionShape(*b), {"broadcast", "size 3", "size 2"});
}

TEST_F(ShapeInferenceInstructionTest, ReduceUsesCalledComputation) {
  HloInstruction* x = Param(&entry_, 0, S(F32, {4, 5}));
  HloInstruction* init = Param(&entry_, 1, Scalar(F32));
  HloInstruction* reduce = Add(&entry_, HloOpcode::kReduce, S(F32, {4}), {x, init});
  reduce->mutable_attributes()->dimensions = {1};
  ExpectError(ShapeInference::InferInstructionShape(*reduce),
              {"reduce", "1 called computation", "0"});
  reduce->AppendCalledComputation(Scalar2(HloOpcode::kAdd, F32, F32));
  ExpectShape(ShapeInference::InferInstructionShape(*reduce), S(F32, {4}));
  reduce->set_called_computations({Scalar2(HloOpcode::kAdd, S32, S32)});
  ExpectError(ShapeInference::InferInstructionShape(*reduce), {"reduce", "to_apply"});
}

TEST_F(ShapeInferenceInstructionTest, SortAndMap) {
  HloInstruction* x = Param(&entry_, 0, S(F32, {4, 5}));
  HloInstruction* sort = Add(&entry_, HloOpcode::kSort, S(F32, {4, 5}), {x});
  sort->mutable_attributes()->dimensions = {1};
  sort->AppendCalledComputation(Scalar2(HloOpcode::kCompare, F32, PRED));
  ExpectShape(ShapeInference::InferInstructionShape(*sort), S(F32, {4, 5}));
  HloInstruction* map = Add(&entry_, HloOpcode::kMap, S(F32, {4, 5}), {x, x});
  map->mutable_attributes()->dimensions = {0, 1};
  map->AppendCalledComputation(Scalar2(HloOpcode::kMultiply, F32, F32));
  ExpectShape(ShapeInference::InferInstructionShape(*map), S(F32, {4, 5}));
}

TEST_F(ShapeInferenceInstructionTest, WhileAndConditional) {
  Shape state = Tup({Scalar(S32), S(F32, {3})});
  HloInstruction* init = Param(&entry_, 0, state);
  HloInstruction* loop = Add(&entry_, HloOpcode::kWhile, state, {init});
  loop->set_called_computations({Unary(state, true), Unary(state, false)});
  ExpectShape(ShapeInference::InferInstructionShape(*loop), state);
  loop->set_called_computations({Unary(state, false), Unary(state, false)});
  ExpectError(ShapeInference::InferInstructionShape(*loop), {"while", "condition", "pred[]"});

  HloInstruction* pred = Param(&entry_, 1, Scalar(PRED));
  HloInstruction* cond = Add(&entry_, HloOpcode::kConditional, state, {pred, init, init});
  cond->set_called_computations({Unary(state, false), Unary(state, false)});
  ExpectShape(ShapeInference::InferInstructionShape(*cond), state);
  cond->set_called_computations({Unary(state, false)});
  ExpectError(ShapeInference::InferInstructionShape(*cond), {"conditional", "1 branches", "2"});
}

TEST_F(ShapeInferenceInstructionTest, DotAndConvolutionUseResultTypeAsPreferred) {
  HloInstruction* a = Param(&entry_, 0, S(S8, {2, 3}));
  HloInstruction* b = Param(&entry_, 1, S(S8, {3, 4}));
  HloInstruction* dot = Add(&entry_, HloOpcode::kDot, S(S32, {2, 4}), {a, b});
  dot->mutable_attributes()->dot_dimension_numbers.add_lhs_contracting_dimensions(1);
  dot->mutable_attributes()->dot_dimension_numbers.add_rhs_contracting_dimensions(0);
  ExpectShape(ShapeInference::InferInstructionShape(*dot), S(S32, {2, 4}));
}

TEST_F(ShapeInferenceInstructionTest, Collectives) {
  HloInstruction* x = Param(&entry_, 0, S(F32, {4, 6}));
  HloInstruction* ag = Add(&entry_, HloOpcode::kAllGather, S(F32, {8, 6}), {x});
  ag->mutable_attributes()->dimensions = {0};
  ExpectShape(ShapeInference::InferInstructionShape(*ag), S(F32, {8, 6}));
  ReplicaGroup group;
  group.add_replica_ids(0);
  group.add_replica_ids(1);
  group.add_replica_ids(2);
  ag->mutable_attributes()->replica_groups = {group};
  ExpectShape(ShapeInference::InferInstructionShape(*ag), S(F32, {12, 6}));

  HloInstruction* rs = Add(&entry_, HloOpcode::kReduceScatter, S(F32, {4, 2}), {x});
  rs->mutable_attributes()->dimensions = {1};
  rs->mutable_attributes()->replica_groups = {group};
  rs->AppendCalledComputation(Scalar2(HloOpcode::kAdd, F32, F32));
  ExpectShape(ShapeInference::InferInstructionShape(*rs), S(F32, {4, 2}));

  HloInstruction* ar = Add(&entry_, HloOpcode::kAllReduce, S(F32, {4, 6}), {x});
  ar->AppendCalledComputation(Scalar2(HloOpcode::kAdd, F32, F32));
  ExpectShape(ShapeInference::InferInstructionShape(*ar), S(F32, {4, 6}));

  HloInstruction* a2a = Add(&entry_, HloOpcode::kAllToAll, S(F32, {4, 6}), {x});
  a2a->mutable_attributes()->dimensions = {1};
  a2a->mutable_attributes()->replica_groups = {group};
  ExpectShape(ShapeInference::InferInstructionShape(*a2a), S(F32, {4, 6}));
}

TEST_F(ShapeInferenceInstructionTest, TransfersAndTokens) {
  HloInstruction* token = Add(&entry_, HloOpcode::kAfterAll, Tok(), {});
  ExpectShape(ShapeInference::InferInstructionShape(*token), Tok());
  Shape data = S(F32, {2});
  HloInstruction* infeed = Add(&entry_, HloOpcode::kInfeed, Tup({data, Tok()}), {token});
  ExpectShape(ShapeInference::InferInstructionShape(*infeed), Tup({data, Tok()}));
  HloInstruction* bad_infeed = Add(&entry_, HloOpcode::kInfeed, data, {token});
  ExpectError(ShapeInference::InferInstructionShape(*bad_infeed), {"infeed", "(data, token)"});

  HloInstruction* x = Param(&entry_, 0, data);
  HloInstruction* send =
      Add(&entry_, HloOpcode::kSend, Tup({data, Scalar(U32), Tok()}), {x, token});
  ExpectShape(ShapeInference::InferInstructionShape(*send), Tup({data, Scalar(U32), Tok()}));
  HloInstruction* send_done = Add(&entry_, HloOpcode::kSendDone, Tok(), {send});
  ExpectShape(ShapeInference::InferInstructionShape(*send_done), Tok());
  HloInstruction* recv = Add(&entry_, HloOpcode::kRecv, Tup({data, Scalar(U32), Tok()}), {token});
  ExpectShape(ShapeInference::InferInstructionShape(*recv), Tup({data, Scalar(U32), Tok()}));
  HloInstruction* recv_done = Add(&entry_, HloOpcode::kRecvDone, Tup({data, Tok()}), {recv});
  ExpectShape(ShapeInference::InferInstructionShape(*recv_done), Tup({data, Tok()}));
  HloInstruction* outfeed = Add(&entry_, HloOpcode::kOutfeed, Tok(), {x, token});
  ExpectShape(ShapeInference::InferInstructionShape(*outfeed), Tok());
  HloInstruction* bad_outfeed = Add(&entry_, HloOpcode::kOutfeed, Tok(), {x, x});
  ExpectError(ShapeInference::InferInstructionShape(*bad_outfeed), {"outfeed", "token"});
}

TEST_F(ShapeInferenceInstructionTest, SlicesAndGather) {
  HloInstruction* x = Param(&entry_, 0, S(F32, {16, 11}));
  HloInstruction* i = Param(&entry_, 1, Scalar(S32));
  HloInstruction* ds = Add(&entry_, HloOpcode::kDynamicSlice, S(F32, {8, 6}), {x, i, i});
  ds->mutable_attributes()->dynamic_slice_sizes = {8, 6};
  ExpectShape(ShapeInference::InferInstructionShape(*ds), S(F32, {8, 6}));
  HloInstruction* dus =
      Add(&entry_, HloOpcode::kDynamicUpdateSlice, S(F32, {16, 11}), {x, ds, i, i});
  ExpectShape(ShapeInference::InferInstructionShape(*dus), S(F32, {16, 11}));
  HloInstruction* idx = Param(&entry_, 2, S(S64, {5, 2}));
  HloInstruction* g = Add(&entry_, HloOpcode::kGather, S(F32, {5, 8, 6}), {x, idx});
  auto& gd = g->mutable_attributes()->gather_dimension_numbers;
  gd.add_offset_dims(1);
  gd.add_offset_dims(2);
  gd.add_start_index_map(0);
  gd.add_start_index_map(1);
  gd.set_index_vector_dim(1);
  g->mutable_attributes()->gather_slice_sizes = {8, 6};
  ExpectShape(ShapeInference::InferInstructionShape(*g), S(F32, {5, 8, 6}));
  HloInstruction* sl = Add(&entry_, HloOpcode::kSlice, S(F32, {8, 3}), {x});
  sl->mutable_attributes()->slice_starts = {0, 1};
  sl->mutable_attributes()->slice_limits = {16, 11};
  sl->mutable_attributes()->slice_strides = {2, 4};
  ExpectShape(ShapeInference::InferInstructionShape(*sl), S(F32, {8, 3}));
}

}  // namespace
}  // namespace xla
