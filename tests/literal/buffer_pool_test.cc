// BufferPool (large blocks reused across runs, bounded) and the literal
// storage built on it: reused blocks come back dirty, so Literal must still
// zero-fill and only literal_internal::Uninitialized may leave them as found.
#include "axle/literal/buffer_pool.h"

#include <gtest/gtest.h>

#include <cstring>
#include <thread>
#include <vector>

#include "axle/literal/literal.h"

namespace xla {
namespace {

constexpr size_t kMiB = size_t{1} << 20;

TEST(BufferPoolTest, ReusesAFreedBlockOfTheSameSize) {
  BufferPool pool(16 * kMiB);
  void* first = pool.Allocate(3 * kMiB + 5);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(first) % BufferPool::kAlignment, 0u);
  std::memset(first, 0xAB, 3 * kMiB + 5);  // every byte is ours
  pool.Free(first, 3 * kMiB + 5);
  EXPECT_EQ(pool.cached_blocks(), 1);
  EXPECT_EQ(pool.cached_bytes(), static_cast<int64_t>(3 * kMiB + BufferPool::kAlignment));
  // Another size does not take it; the same (page-rounded) size does.
  void* other = pool.Allocate(2 * kMiB);
  EXPECT_NE(other, first);
  void* again = pool.Allocate(3 * kMiB + 100);
  EXPECT_EQ(again, first);
  EXPECT_EQ(pool.cached_bytes(), 0);
  pool.Free(other, 2 * kMiB);
  pool.Free(again, 3 * kMiB + 100);
  EXPECT_EQ(pool.cached_blocks(), 2);
  pool.Release();
  EXPECT_EQ(pool.cached_blocks(), 0);
  EXPECT_EQ(pool.cached_bytes(), 0);
}

TEST(BufferPoolTest, SmallBlocksAreNotKept) {
  BufferPool pool(16 * kMiB);
  void* small = pool.Allocate(1000);
  ASSERT_NE(small, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(small) % 64, 0u);
  pool.Free(small, 1000);
  EXPECT_EQ(pool.cached_blocks(), 0);
  void* empty = pool.Allocate(0);
  ASSERT_NE(empty, nullptr);
  pool.Free(empty, 0);
}

TEST(BufferPoolTest, NeverKeepsMoreThanItsCapacityOldestGoFirst) {
  BufferPool pool(3 * kMiB);
  std::vector<void*> blocks;
  for (int i = 0; i < 5; ++i) blocks.push_back(pool.Allocate(kMiB));
  for (void* block : blocks) {
    pool.Free(block, kMiB);
    EXPECT_LE(pool.cached_bytes(), 3 * static_cast<int64_t>(kMiB));
  }
  EXPECT_EQ(pool.cached_blocks(), 3);
  // The three kept are the last three freed, the newest handed out first.
  EXPECT_EQ(pool.Allocate(kMiB), blocks[4]);
  EXPECT_EQ(pool.Allocate(kMiB), blocks[3]);
  EXPECT_EQ(pool.Allocate(kMiB), blocks[2]);
  for (int i = 2; i < 5; ++i) pool.Free(blocks[i], kMiB);
  // A block larger than the capacity is freed at once.
  void* huge = pool.Allocate(4 * kMiB);
  pool.Free(huge, 4 * kMiB);
  EXPECT_EQ(pool.cached_bytes(), 3 * static_cast<int64_t>(kMiB));
  pool.SetCapacity(kMiB);
  EXPECT_EQ(pool.cached_bytes(), static_cast<int64_t>(kMiB));
  EXPECT_EQ(pool.capacity_bytes(), static_cast<int64_t>(kMiB));
}

TEST(BufferPoolTest, ThreadsShareItWithinTheBound) {
  BufferPool pool(8 * kMiB);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&pool, t] {
      for (int i = 0; i < 200; ++i) {
        const size_t bytes = (1 + (i + t) % 3) * kMiB;
        auto* block = static_cast<unsigned char*>(pool.Allocate(bytes));
        ASSERT_NE(block, nullptr);
        block[0] = block[bytes - 1] = static_cast<unsigned char>(t);
        pool.Free(block, bytes);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_LE(pool.cached_bytes(), 8 * static_cast<int64_t>(kMiB));
}

// A literal large enough for the pool, on a reused dirty block.
TEST(BufferPoolTest, LiteralsOnReusedBlocksAreStillZeroFilled) {
  const Shape shape = ShapeUtil::MakeShape(F32, {1 << 19});  // 2 MiB
  const void* first_block;
  {
    Literal dirty(shape);
    std::memset(dirty.untyped_data(), 0xFF, dirty.size_bytes());
    first_block = dirty.untyped_data();
  }
  Literal fresh(shape);
  EXPECT_EQ(fresh.untyped_data(), first_block);  // the pool handed it back
  EXPECT_TRUE(fresh.IsAll(0));
  // A copy's block is another one, holding the same values.
  Literal copy = fresh.Clone();
  EXPECT_NE(copy.untyped_data(), fresh.untyped_data());
  EXPECT_EQ(copy, fresh);
}

TEST(BufferPoolTest, UninitializedLiteralsHaveTheShapeAndTheTestingFill) {
  const Shape shape = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(S32, {3, 1 << 18}), ShapeUtil::MakeShape(U8, {5})});
  literal_internal::Uninitialized::SetFillForTesting(0x7F);
  absl::StatusOr<Literal> literal = literal_internal::Uninitialized::Create(shape);
  literal_internal::Uninitialized::SetFillForTesting(std::nullopt);
  ASSERT_TRUE(literal.ok()) << literal.status();
  EXPECT_TRUE(ShapeUtil::Equal(literal->shape(), Literal(shape).shape()));
  EXPECT_TRUE(literal->tuple_element(0).IsAll(0x7F7F7F7F));
  EXPECT_TRUE(literal->tuple_element(1).IsAll(0x7F));
  // The same validation as Literal::Create.
  EXPECT_FALSE(literal_internal::Uninitialized::Create(ShapeUtil::MakeShape(F32, {-1})).ok());
  EXPECT_FALSE(
      literal_internal::Uninitialized::Create(ShapeUtil::MakeShape(F32, {int64_t{1} << 40}))
          .ok());
}

TEST(BufferPoolTest, UninitializedMakerValidatesOnceAndMakesFreshLiterals) {
  const Shape shape = ShapeUtil::MakeTupleShape(
      {ShapeUtil::MakeShape(F32, {2, 3}), ShapeUtil::MakeShapeWithLayout(S8, {4, 2}, {0, 1})});
  absl::StatusOr<literal_internal::Uninitialized::Maker> maker =
      literal_internal::Uninitialized::MakerFor(shape);
  ASSERT_TRUE(maker.ok()) << maker.status();
  literal_internal::Uninitialized::SetFillForTesting(0x11);
  Literal first = maker->Make();
  Literal second = maker->Make();
  literal_internal::Uninitialized::SetFillForTesting(std::nullopt);
  // Create's shape (default layouts filled in, given ones kept), and a
  // buffer of its own each.
  EXPECT_EQ(first.shape(), Literal(shape).shape());
  EXPECT_EQ(second.shape(), first.shape());
  EXPECT_NE(first.untyped_data({0}), second.untyped_data({0}));
  EXPECT_TRUE(second.tuple_element(1).IsAll(0x11));
  // Refused as Create refuses, with the same message.
  const Shape huge = ShapeUtil::MakeShape(F32, {int64_t{1} << 40});
  absl::StatusOr<literal_internal::Uninitialized::Maker> refused =
      literal_internal::Uninitialized::MakerFor(huge);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.status(), literal_internal::Uninitialized::Create(huge).status());
  EXPECT_FALSE(literal_internal::Uninitialized::MakerFor(ShapeUtil::MakeShape(F32, {-1})).ok());
}

}  // namespace
}  // namespace xla
