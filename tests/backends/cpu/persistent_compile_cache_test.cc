// The persistent compile cache's files: atomic replacement under concurrent
// writers and readers, misses for absent entries, and failures to write
// reported as events rather than errors.
#include "axle/backends/cpu/jit/persistent_compile_cache.h"

#include <atomic>
#include <fstream>
#include <optional>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"

namespace xla::cpu {
namespace {

std::string FreshDir(const std::string& name) {
  std::filesystem::path path = std::filesystem::path(::testing::TempDir()) / name;
  std::filesystem::remove_all(path);
  return path.string();
}

TEST(PersistentCompileCacheTest, ConcurrentWritersLeaveOneWholeEntry) {
  const std::string dir = FreshDir("persistent_concurrent");
  const std::string key = "the key";
  // Large enough that a torn write would show.
  std::vector<std::string> versions;
  for (char c = 'a'; c < 'a' + 6; ++c) versions.push_back(std::string(1 << 20, c));
  std::atomic<bool> done{false};
  std::atomic<int> torn{0};
  std::thread reader([&] {
    while (!done.load()) {
      std::optional<std::string> bytes = ReadCompileCacheEntry(dir, key);
      if (!bytes.has_value()) continue;
      bool whole = false;
      for (const std::string& version : versions) whole |= *bytes == version;
      if (!whole) ++torn;
    }
  });
  std::vector<std::thread> writers;
  for (const std::string& version : versions) {
    writers.emplace_back([&, version] {
      for (int i = 0; i < 5; ++i) EXPECT_TRUE(WriteCompileCacheEntry(dir, key, version));
    });
  }
  for (std::thread& writer : writers) writer.join();
  done = true;
  reader.join();
  EXPECT_EQ(torn.load(), 0);
  std::optional<std::string> final_bytes = ReadCompileCacheEntry(dir, key);
  ASSERT_TRUE(final_bytes.has_value());
  EXPECT_EQ(final_bytes->size(), size_t{1} << 20);
  // No temporary files are left behind.
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    ++files;
    EXPECT_TRUE(absl::EndsWith(entry.path().string(), ".axlexec")) << entry.path();
  }
  EXPECT_EQ(files, 1);
}

TEST(PersistentCompileCacheTest, KeysNameDistinctFiles) {
  const std::string dir = FreshDir("persistent_keys");
  EXPECT_FALSE(ReadCompileCacheEntry(dir, "a").has_value());
  ASSERT_TRUE(WriteCompileCacheEntry(dir, "a", "bytes of a"));
  ASSERT_TRUE(WriteCompileCacheEntry(dir, "b", "bytes of b"));
  EXPECT_NE(CompileCacheEntryPath(dir, "a"), CompileCacheEntryPath(dir, "b"));
  EXPECT_EQ(ReadCompileCacheEntry(dir, "a"), "bytes of a");
  EXPECT_EQ(ReadCompileCacheEntry(dir, "b"), "bytes of b");
}

TEST(PersistentCompileCacheTest, UnwritableDirectoryIsAnEventNotAnError) {
  const std::string file = FreshDir("persistent_file");
  std::filesystem::create_directories(std::filesystem::path(file).parent_path());
  { std::ofstream(file) << "x"; }
  (void)TakeCompileCacheEvents();
  EXPECT_FALSE(WriteCompileCacheEntry(file + "/sub", "k", "bytes"));
  std::vector<std::string> events = TakeCompileCacheEvents();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_TRUE(absl::StrContains(events[0], "not stored")) << events[0];
}

}  // namespace
}  // namespace xla::cpu
