// Issue 11: XlaBuilder calls with sizes, strides, paddings, window sizes and
// replica ids at the int64 extremes. Each either builds the exact shape or
// fails at Build() with a message naming the op; nothing overflows (the fuzz
// build runs this under UBSan).
#include <algorithm>
#include <cstdint>
#include <limits>

#include "absl/strings/match.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/xla_builder.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::S;
using testing::ShapeOf;

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
constexpr int64_t kG = int64_t{1} << 62;

void ExpectBuildError(XlaBuilder& b, absl::string_view op_name, absl::string_view fragment) {
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok()) << "expected " << op_name << " to fail";
  std::string message(computation.status().message());
  EXPECT_TRUE(absl::StartsWith(message, absl::StrCat(op_name, ": "))) << message;
  EXPECT_TRUE(absl::StrContains(message, fragment)) << message << "\nlacks: " << fragment;
}

ReplicaGroup Group(std::initializer_list<int64_t> ids) {
  ReplicaGroup group;
  for (int64_t id : ids) group.add_replica_ids(id);
  return group;
}

TEST(ArithmeticOverflowBuilderTest, BroadcastPastInt64IsAnError) {
  XlaBuilder b("broadcast");
  Broadcast(Parameter(&b, 0, S(S8, {kG}), "x"), {4});
  ExpectBuildError(b, "Broadcast", "more elements than fit in int64");
}

TEST(ArithmeticOverflowBuilderTest, ZeroElementsInAnyOrder) {
  for (auto dims : {std::vector<int64_t>{0, kG, kG}, std::vector<int64_t>{kG, 0, kG},
                    std::vector<int64_t>{kG, kG, 0}}) {
    XlaBuilder b("zero");
    XlaOp x = Parameter(&b, 0, S(F32, dims), "x");
    XlaOp t = Transpose(x, {2, 1, 0});
    XlaOp r = Reshape(x, {0});
    XlaOp i = Iota(&b, S(F32, dims), 1);
    const int64_t zero = std::find(dims.begin(), dims.end(), 0) - dims.begin();
    XlaOp c = ConcatInDim(&b, {x, i}, zero);
    EXPECT_EQ(ShapeOf(t), S(F32, {dims[2], dims[1], dims[0]}).ToString());
    EXPECT_EQ(ShapeOf(r), "f32[0]");
    EXPECT_EQ(ShapeOf(c), S(F32, dims).ToString());
    EXPECT_TRUE(b.Build().ok()) << b.first_error();
  }
}

TEST(ArithmeticOverflowBuilderTest, SliceStrideInt64Max) {
  XlaBuilder b("slice");
  XlaOp s = Slice(Parameter(&b, 0, S(S32, {4}), "x"), {1}, {4}, {kMax});
  EXPECT_EQ(ShapeOf(s), "s32[1]");
  XlaOp bad = Slice(Parameter(&b, 1, S(S32, {4}), "y"), {1}, {4}, {kMin});
  EXPECT_FALSE(bad.valid());
  ExpectBuildError(b, "Slice", "strides must be >= 1");
}

TEST(ArithmeticOverflowBuilderTest, PadEdgesThatCancel) {
  XlaBuilder b("pad");
  XlaOp x = Parameter(&b, 0, S(S32, {2}), "x");
  XlaOp v = ConstantR0<int32_t>(&b, 9);
  EXPECT_EQ(ShapeOf(PadInDim(x, v, 0, kMax, -kMax)), "s32[2]");
  PadInDim(x, v, 0, kMax, 1);
  ExpectBuildError(b, "PadInDim", "overflows int64");
}

TEST(ArithmeticOverflowBuilderTest, SamePaddingWithHugeWindowAndStride) {
  // MakePadding's ceil(input / stride) and needed padding in 128 bits.
  XlaBuilder b("window");
  XlaComputation add = CreateScalarAddComputation(S32, &b);
  XlaOp x = Parameter(&b, 0, S(S32, {4}), "x");
  XlaOp z = ConstantR0<int32_t>(&b, 0);
  XlaOp r = ReduceWindow(x, z, add, {kMax}, {kMax}, Padding::kSame);
  EXPECT_EQ(ShapeOf(r), "s32[1]");
  ReduceWindowWithGeneralPadding(x, z, add, {3}, {1}, {1}, {kMax}, {{0, 0}});
  ExpectBuildError(b, "ReduceWindow", "window dimension 0 overflows int64");
}

TEST(ArithmeticOverflowBuilderTest, AllGatherShardCountPastInt64) {
  XlaBuilder b("all_gather");
  AllGather(Parameter(&b, 0, S(S8, {kG}), "x"), 0, 2, {Group({0, 1})});
  ExpectBuildError(b, "AllGather", "");
}

TEST(ArithmeticOverflowBuilderTest, ReplicaIdsAtTheExtremes) {
  {
    XlaBuilder b("ids");
    AllReduce(Parameter(&b, 0, S(F32, {2}), "x"), CreateScalarAddComputation(F32, &b),
              {Group({0, kMax})});
    ExpectBuildError(b, "AllReduce", "must be 0..");
  }
  {
    XlaBuilder b("pairs");
    CollectivePermute(Parameter(&b, 0, S(F32, {2}), "x"), {{0, kMin}});
    ExpectBuildError(b, "CollectivePermute", "negative id");
  }
}

}  // namespace
}  // namespace xla
