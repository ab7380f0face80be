#include "axle/shape/shape_util.h"

#include <gtest/gtest.h>

namespace xla {
namespace {

TEST(ShapeUtilTest, HumanString) {
  EXPECT_EQ(ShapeUtil::HumanString(ShapeUtil::MakeShape(F32, {2, 3})), "f32[2,3]");
}

}  // namespace
}  // namespace xla
