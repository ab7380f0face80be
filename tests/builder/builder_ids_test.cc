// Issue 11: every XlaBuilder has a unique id that its ops carry. An op used
// with another builder, or after its builder is gone, is a clear error at
// the use, and a builder at a recycled address does not adopt stale ops.
#include <memory>
#include <new>

#include "absl/strings/match.h"
#include "axle/builder/xla_builder.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::S;

TEST(BuilderIdsTest, IdsAreUniqueAndCarriedByOps) {
  XlaBuilder a("a");
  XlaBuilder b("b");
  EXPECT_NE(a.id(), 0);
  EXPECT_NE(a.id(), b.id());
  XlaOp x = Parameter(&a, 0, S(F32, {2}), "x");
  EXPECT_EQ(x.builder_id(), a.id());
  EXPECT_EQ(x.builder(), &a);
  EXPECT_TRUE(x.valid());
  EXPECT_EQ(XlaOp().builder_id(), 0);
  EXPECT_TRUE(XlaOp().IsUninitialized());
}

TEST(BuilderIdsTest, MixingBuildersIsAnErrorAtTheUse) {
  XlaBuilder a("first");
  XlaBuilder b("second");
  XlaOp x = Parameter(&a, 0, S(F32, {2}), "x");
  XlaOp y = Parameter(&b, 0, S(F32, {2}), "y");
  Add(y, x);
  absl::Status status = b.first_error();
  ASSERT_FALSE(status.ok());
  EXPECT_TRUE(absl::StrContains(status.message(), "Add: operand 1"));
  EXPECT_TRUE(absl::StrContains(status.message(), "built by builder 'first'")) << status;
  EXPECT_TRUE(absl::StrContains(status.message(), "used in builder 'second'")) << status;
  EXPECT_TRUE(a.first_error().ok());
}

TEST(BuilderIdsTest, OpOfADestroyedBuilderIsAnError) {
  XlaOp stale;
  {
    XlaBuilder gone("gone");
    stale = Parameter(&gone, 0, S(F32, {2}), "x");
    EXPECT_TRUE(stale.valid());
  }
  // The op no longer reaches its builder: nothing reads freed memory.
  EXPECT_EQ(stale.builder(), nullptr);
  EXPECT_FALSE(stale.valid());
  EXPECT_FALSE(stale.IsUninitialized());
  // An op on it alone has nowhere to report and yields an invalid op.
  EXPECT_FALSE(Neg(stale).valid());

  XlaBuilder live("live");
  XlaOp y = Parameter(&live, 0, S(F32, {2}), "y");
  Add(y, stale);
  absl::Status status = live.first_error();
  ASSERT_FALSE(status.ok());
  EXPECT_TRUE(absl::StrContains(status.message(), "no longer exists")) << status;
  EXPECT_FALSE(live.Build().ok());
}

TEST(BuilderIdsTest, BuilderAtARecycledAddressDoesNotAdoptStaleOps) {
  // Two builders constructed in turn in the same storage.
  alignas(XlaBuilder) unsigned char storage[sizeof(XlaBuilder)];
  XlaBuilder* first = new (storage) XlaBuilder("first");
  XlaOp stale = Parameter(first, 0, S(F32, {3}), "x");
  const int64_t first_id = first->id();
  first->~XlaBuilder();
  XlaBuilder* second = new (storage) XlaBuilder("second");
  ASSERT_EQ(static_cast<void*>(second), static_cast<void*>(storage));
  EXPECT_NE(second->id(), first_id);
  EXPECT_EQ(stale.builder(), nullptr);
  XlaOp fresh = Parameter(second, 0, S(F32, {3}), "y");
  // Handle 0 exists in the new builder too, but the stale op is refused.
  EXPECT_EQ(stale.handle(), fresh.handle());
  EXPECT_FALSE(second->GetShape(stale).ok());
  Add(fresh, stale);
  absl::Status status = second->first_error();
  EXPECT_TRUE(absl::StrContains(status.message(), "no longer exists")) << status;
  second->~XlaBuilder();
}

TEST(BuilderIdsTest, SubBuildersHaveTheirOwnIds) {
  XlaBuilder parent("parent");
  std::unique_ptr<XlaBuilder> child = parent.CreateSubBuilder("child");
  EXPECT_NE(child->id(), parent.id());
  XlaOp p = Parameter(&parent, 0, S(F32, {}), "p");
  XlaOp c = Parameter(child.get(), 0, S(F32, {}), "c");
  Add(c, p);
  EXPECT_TRUE(absl::StrContains(child->first_error().message(), "built by builder 'parent'"));
}

}  // namespace
}  // namespace xla
