// Impossible replica groups and source-target pairs make the collective's
// op fail, so Build() returns the error (hlo/replica_group_check.h).
#include "absl/strings/match.h"
#include "axle/builder/xla_builder.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::S;

ReplicaGroup Group(std::initializer_list<int64_t> ids) {
  ReplicaGroup group;
  for (int64_t id : ids) group.add_replica_ids(id);
  return group;
}

XlaComputation AddComputation() {
  XlaBuilder b("add");
  Add(Parameter(&b, 0, S(F32, {}), "x"), Parameter(&b, 1, S(F32, {}), "y"));
  return b.Build().value();
}

void ExpectBuildError(XlaBuilder& b, absl::string_view fragment) {
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok()) << "expected: " << fragment;
  EXPECT_TRUE(absl::StrContains(computation.status().message(), fragment))
      << computation.status().message();
}

TEST(BuilderReplicaGroupsTest, DuplicateIdInAllReduce) {
  XlaBuilder b("all_reduce");
  AllReduce(Parameter(&b, 0, S(F32, {4}), "x"), AddComputation(), {Group({0, 1}), Group({1})});
  ExpectBuildError(b, "id 1 appears more than once");
}

TEST(BuilderReplicaGroupsTest, OutOfRangeIdInAllGather) {
  XlaBuilder b("all_gather");
  AllGather(Parameter(&b, 0, S(F32, {4}), "x"), 0, 2, {Group({0, 7})});
  ExpectBuildError(b, "but name 7");
}

TEST(BuilderReplicaGroupsTest, UnequalGroupsInReduceScatter) {
  XlaBuilder b("reduce_scatter");
  ReduceScatter(Parameter(&b, 0, S(F32, {4}), "x"), AddComputation(), 0, 2,
                {Group({0, 1}), Group({2})});
  ExpectBuildError(b, "all groups must be the same size");
}

TEST(BuilderReplicaGroupsTest, NegativeIdInAllToAll) {
  XlaBuilder b("all_to_all");
  AllToAll(Parameter(&b, 0, S(F32, {4}), "x"), 0, 0, 2, {Group({-1, 0})});
  ExpectBuildError(b, "negative id -1");
}

TEST(BuilderReplicaGroupsTest, RepeatedTargetInCollectivePermute) {
  XlaBuilder b("permute");
  CollectivePermute(Parameter(&b, 0, S(F32, {4}), "x"), {{0, 1}, {2, 1}});
  ExpectBuildError(b, "target 1 appears in more than one pair");
}

TEST(BuilderReplicaGroupsTest, PossibleGroupsBuild) {
  XlaBuilder b("fine");
  AllGather(Parameter(&b, 0, S(F32, {4}), "x"), 0, 2, {Group({1, 0}), Group({3, 2})});
  EXPECT_TRUE(b.Build().ok());
}

}  // namespace
}  // namespace xla
