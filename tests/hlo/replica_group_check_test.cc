// Impossible replica groups and source-target pairs are rejected by the
// verifier (text) with a message naming the problem, as XLA's verifier
// does; possible ones pass. (The builder's side: tests/builder.)
#include "axle/hlo/replica_group_check.h"

#include <string>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla {
namespace {

// An all-gather (or `op`) of f32[2] with `attributes` in a module with
// `header` (", replica_count=4" and the like).
absl::Status Verify(absl::string_view op, absl::string_view attributes,
                    absl::string_view header = "", absl::string_view result = "f32[4]") {
  const std::string text = absl::StrCat(R"(HloModule m)", header, R"(
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[2] parameter(0)
  ROOT r = )",
                                        result, " ", op, "(p), ", attributes, "\n}\n");
  return ParseAndVerifyModule(text).status();
}

void ExpectError(absl::Status status, absl::string_view fragment) {
  ASSERT_FALSE(status.ok()) << "expected an error containing '" << fragment << "'";
  EXPECT_NE(status.message().find(fragment), absl::string_view::npos) << status.message();
}

TEST(ReplicaGroupCheckTest, AcceptsGroupsThatPartitionTheReplicas) {
  EXPECT_TRUE(Verify("all-gather", "replica_groups={{0,1},{2,3}}, dimensions={0}").ok());
  EXPECT_TRUE(Verify("all-gather", "replica_groups={{3,1},{2,0}}, dimensions={0}",
                     ", replica_count=4")
                  .ok());
  EXPECT_TRUE(Verify("all-gather", "replica_groups={}, dimensions={0}").ok());
  // all-reduce's groups may differ in size.
  EXPECT_TRUE(
      Verify("all-reduce", "replica_groups={{0},{1,2}}, to_apply=add", "", "f32[2]").ok());
}

TEST(ReplicaGroupCheckTest, RejectsADuplicateId) {
  ExpectError(Verify("all-gather", "replica_groups={{0,1},{1,0}}, dimensions={0}"),
              "id 1 appears more than once");
  ExpectError(Verify("all-reduce", "replica_groups={{0,0}}, to_apply=add", "", "f32[2]"),
              "id 0 appears more than once");
}

TEST(ReplicaGroupCheckTest, RejectsNegativeAndOutOfRangeIds) {
  ExpectError(Verify("all-gather", "replica_groups={{0,-1}}, dimensions={0}"),
              "negative id -1");
  ExpectError(Verify("all-gather", "replica_groups={{0,5}}, dimensions={0}"),
              "must be 0..1, but name 5");
  ExpectError(
      Verify("all-gather", "replica_groups={{0,9223372036854775807}}, dimensions={0}"),
      "but name 9223372036854775807");
}

TEST(ReplicaGroupCheckTest, RejectsGroupsOfUnequalSize) {
  ExpectError(Verify("all-gather", "replica_groups={{0,1},{2}}, dimensions={0}"),
              "all groups must be the same size");
  ExpectError(Verify("all-gather", "replica_groups={{}}, dimensions={0}", "", "f32[2]"),
              "replica group 0 is empty");
}

TEST(ReplicaGroupCheckTest, RejectsGroupsNotCoveringTheModulesReplicas) {
  ExpectError(Verify("all-gather", "replica_groups={{0,1}}, dimensions={0}", ", replica_count=4"),
              "name 2 ids but the module has 4 replicas");
  ExpectError(Verify("all-gather",
                     "replica_groups={{0,1}}, channel_id=1, use_global_device_ids=true, "
                     "dimensions={0}",
                     ", replica_count=2, num_partitions=2"),
              "4 devices");
}

TEST(ReplicaGroupCheckTest, RejectsGlobalDeviceIdsWithoutAChannel) {
  ExpectError(Verify("all-gather", "replica_groups={{0,1}}, use_global_device_ids=true, "
                                   "dimensions={0}"),
              "use_global_device_ids=true needs a channel_id");
}

TEST(ReplicaGroupCheckTest, RejectsImpossibleSourceTargetPairs) {
  ExpectError(Verify("collective-permute", "source_target_pairs={{0,1},{0,2}}", "", "f32[2]"),
              "source 0 appears in more than one pair");
  ExpectError(Verify("collective-permute", "source_target_pairs={{0,1},{2,1}}", "", "f32[2]"),
              "target 1 appears in more than one pair");
  ExpectError(Verify("collective-permute", "source_target_pairs={{-3,1}}", "", "f32[2]"),
              "names a negative id");
}

TEST(ReplicaGroupCheckTest, ChecksThroughTheFunctionDirectly) {
  ReplicaGroup a, b;
  a.add_replica_ids(0);
  b.add_replica_ids(0);
  ReplicaGroupContext context;
  ExpectError(CheckReplicaGroups("all-to-all", {a, b}, context), "appears more than once");
  context.use_global_device_ids = true;
  context.has_channel_id = true;
  context.replica_count = int64_t{1} << 62;
  context.num_partitions = 8;
  ExpectError(CheckReplicaGroups("all-to-all", {a}, context), "overflows");
}

}  // namespace
}  // namespace xla
