#include "axle/stablehlo/sdy_sharding.h"

#include "gtest/gtest.h"

namespace xla::stablehlo {
namespace {

TEST(SdyShardingTest, ShardsSplitDimensionsByTheirAxes) {
  auto mesh = ParseSdyMesh(R"(#sdy.mesh<["x"=2, "y"=4]>)");
  ASSERT_TRUE(mesh.ok()) << mesh.status();
  EXPECT_EQ(mesh->DeviceCount(), 8);
  SdyMeshLookup lookup = [&](std::string_view name) -> const SdyMesh* {
    return name == "mesh" ? &*mesh : nullptr;
  };
  auto dims = ShardDimensions(R"(#sdy.sharding<@mesh, [{"x"}, {}]>)", {8, 3}, lookup);
  ASSERT_TRUE(dims.ok()) << dims.status();
  EXPECT_EQ(*dims, (std::vector<int64_t>{4, 3}));
  dims = ShardDimensions(R"(#sdy.sharding<@mesh, [{"x", "y"}, {?}]>)", {16, 3}, lookup);
  ASSERT_TRUE(dims.ok()) << dims.status();
  EXPECT_EQ(*dims, (std::vector<int64_t>{2, 3}));
  dims = ShardDimensions(R"(#sdy.sharding<@mesh, [{}, {"y"}p1], replicated={"x"}>)", {5, 8},
                         lookup);
  ASSERT_TRUE(dims.ok()) << dims.status();
  EXPECT_EQ(*dims, (std::vector<int64_t>{5, 2}));
  dims = ShardDimensions(R"(#sdy.sharding<mesh<["z"=3]>, [{"z"}]>)", {6}, lookup);
  ASSERT_TRUE(dims.ok()) << dims.status();
  EXPECT_EQ(*dims, (std::vector<int64_t>{2}));
  dims = ShardDimensions(R"(#sdy.sharding<@mesh, []>)", {7, 7}, lookup);
  ASSERT_TRUE(dims.ok()) << dims.status();
  EXPECT_EQ(*dims, (std::vector<int64_t>{7, 7}));
}

TEST(SdyShardingTest, MalformedShardingsAreErrors) {
  auto mesh = ParseSdyMesh(R"(<["x"=2]>)");
  ASSERT_TRUE(mesh.ok()) << mesh.status();
  SdyMeshLookup lookup = [&](std::string_view name) -> const SdyMesh* {
    return name == "mesh" ? &*mesh : nullptr;
  };
  EXPECT_FALSE(ShardDimensions(R"(#sdy.sharding<@mesh, [{"x"}]>)", {3}, lookup).ok());
  auto values = SplitShardingPerValue(R"(#sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, <@mesh, []>]>)");
  ASSERT_TRUE(values.ok()) << values.status();
  ASSERT_EQ(values->size(), 2u);
  EXPECT_EQ((*values)[1], " <@mesh, []>");
  EXPECT_FALSE(ShardDimensions(R"(#sdy.sharding<@other, [{"x"}]>)", {4}, lookup).ok());
  EXPECT_FALSE(ShardDimensions(R"(#sdy.sharding<@mesh, [{"w"}]>)", {4}, lookup).ok());
  EXPECT_FALSE(ShardDimensions(R"(#sdy.sharding<@mesh, [{"x"}, {}, {}]>)", {4}, lookup).ok());
  EXPECT_FALSE(ShardDimensions(R"(#sdy.sharding<@mesh, [{"x")", {4}, lookup).ok());
  EXPECT_FALSE(ParseSdyMesh(R"(<["x"=0]>)").ok());
  EXPECT_FALSE(ParseSdyMesh(R"(<["x"=2)").ok());
}

}  // namespace
}  // namespace xla::stablehlo
