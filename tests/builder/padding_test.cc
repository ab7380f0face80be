#include "axle/builder/padding.h"

#include "gtest/gtest.h"

namespace xla {
namespace {

using Pairs = std::vector<std::pair<int64_t, int64_t>>;

TEST(PaddingTest, ValidIsNoPadding) {
  EXPECT_EQ(MakePadding({4, 6}, {2, 3}, {2, 3}, Padding::kValid), (Pairs{{0, 0}, {0, 0}}));
}

TEST(PaddingTest, SameKeepsSizeAtStrideOne) {
  // The seed's example: [10000, 1000, 100, 10, 1], window 3, stride 2 pads
  // one element on each side.
  EXPECT_EQ(MakePadding({5}, {3}, {2}, Padding::kSame), (Pairs{{1, 1}}));
  EXPECT_EQ(MakePadding({5}, {3}, {1}, Padding::kSame), (Pairs{{1, 1}}));
  // An odd total puts the extra element on the high side.
  EXPECT_EQ(MakePadding({4}, {2}, {1}, Padding::kSame), (Pairs{{0, 1}}));
  EXPECT_EQ(MakePadding({10}, {4}, {3}, Padding::kSame), (Pairs{{1, 2}}));
}

TEST(PaddingTest, Validation) {
  EXPECT_TRUE(ValidatePaddingValues({4}, {2}, {1}).ok());
  EXPECT_FALSE(ValidatePaddingValues({4, 4}, {2}, {1}).ok());
  EXPECT_FALSE(ValidatePaddingValues({4}, {0}, {1}).ok());
  EXPECT_FALSE(ValidatePaddingValues({4}, {2}, {0}).ok());
  // Bad input never produces garbage.
  EXPECT_EQ(MakePadding({4}, {2}, {0}, Padding::kSame), (Pairs{{0, 0}}));
}

}  // namespace
}  // namespace xla
