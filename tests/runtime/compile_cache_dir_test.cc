// The persistent compile cache (DebugOptions::xla_compile_cache_dir) and
// LocalClient::SerializeExecutable / Load on the cpu platform. The
// in-memory cache is cleared between compiles so that only the directory
// can spare a compile; the cache's counters say what happened.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/backends/cpu/jit/persistent_compile_cache.h"
#include "axle/backends/platform_util.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/local_client.h"

namespace xla {
namespace {

XlaComputation BuildAxpy() {
  XlaBuilder builder("axpy");
  Shape shape = ShapeUtil::MakeShape(F32, {3});
  XlaOp x = Parameter(&builder, 0, shape, "x");
  XlaOp y = Parameter(&builder, 1, shape, "y");
  Add(Mul(ConstantR0<float>(&builder, 2.0f), x), y);
  auto computation = builder.Build();
  EXPECT_TRUE(computation.ok()) << computation.status();
  return *std::move(computation);
}

std::string FreshDir(const std::string& name) {
  std::filesystem::path path = std::filesystem::path(::testing::TempDir()) / name;
  std::filesystem::remove_all(path);
  return path.string();
}

ExecutableBuildOptions WithCacheDir(const std::string& dir) {
  ExecutableBuildOptions options;
  options.mutable_debug_options()->set_xla_compile_cache_dir(dir);
  return options;
}

class CompileCacheDirTest : public ::testing::Test {
 protected:
  // A new client each time, as a new process would make.
  std::unique_ptr<LocalClient> NewClient() {
    absl::StatusOr<Platform*> platform = PlatformUtil::GetPlatform("cpu");
    EXPECT_TRUE(platform.ok()) << platform.status();
    return std::make_unique<LocalClient>(*platform);
  }

  // Compiles and runs axpy with nothing in the in-memory cache.
  std::unique_ptr<LocalExecutable> CompileAndCheck(LocalClient& client,
                                                   const ExecutableBuildOptions& options) {
    cpu::CompileCache::Global().Clear();
    Shape shape = ShapeUtil::MakeShape(F32, {3});
    auto executables = client.Compile(BuildAxpy(), {&shape, &shape}, options);
    EXPECT_TRUE(executables.ok()) << executables.status();
    if (!executables.ok()) return nullptr;
    std::unique_ptr<LocalExecutable> executable = std::move((*executables)[0]);
    CheckRuns(client, *executable);
    return executable;
  }

  void CheckRuns(LocalClient& client, LocalExecutable& executable) {
    auto x = client.LiteralToShapedBuffer(LiteralUtil::CreateR1<float>({1, 2, 3}), 0);
    auto y = client.LiteralToShapedBuffer(LiteralUtil::CreateR1<float>({10, 20, 30}), 0);
    ASSERT_TRUE(x.ok() && y.ok());
    auto result = executable.Run({&*x, &*y});
    ASSERT_TRUE(result.ok()) << result.status();
    auto literal = client.ShapedBufferToLiteral(*result);
    ASSERT_TRUE(literal.ok());
    EXPECT_EQ(*literal, LiteralUtil::CreateR1<float>({12, 24, 36}));
  }
};

TEST_F(CompileCacheDirTest, SecondClientLoadsWhatTheFirstCompiled) {
  const std::string dir = FreshDir("cache_hit");
  const ExecutableBuildOptions options = WithCacheDir(dir);
  const cpu::CompileCacheStats before = cpu::GetCompileCacheStats();
  std::unique_ptr<LocalClient> first = NewClient();
  CompileAndCheck(*first, options);
  cpu::CompileCacheStats after_first = cpu::GetCompileCacheStats();
  EXPECT_EQ(after_first.misses, before.misses + 1);
  EXPECT_EQ(after_first.stores, before.stores + 1);
  EXPECT_EQ(after_first.hits, before.hits);
  ASSERT_EQ(std::distance(std::filesystem::directory_iterator(dir),
                          std::filesystem::directory_iterator()),
            1);
  std::unique_ptr<LocalClient> second = NewClient();
  CompileAndCheck(*second, options);
  cpu::CompileCacheStats after_second = cpu::GetCompileCacheStats();
  EXPECT_EQ(after_second.hits, after_first.hits + 1);
  EXPECT_EQ(after_second.misses, after_first.misses);  // not compiled
  EXPECT_EQ(after_second.stores, after_first.stores);
}

TEST_F(CompileCacheDirTest, ChangedOptionsMiss) {
  const std::string dir = FreshDir("cache_options");
  const ExecutableBuildOptions options = WithCacheDir(dir);
  std::unique_ptr<LocalClient> client = NewClient();
  CompileAndCheck(*client, options);
  const cpu::CompileCacheStats base = cpu::GetCompileCacheStats();
  ExecutableBuildOptions other_level = options;
  other_level.mutable_debug_options()->set_xla_backend_optimization_level(1);
  CompileAndCheck(*client, other_level);
  ExecutableBuildOptions limited = options;
  limited.mutable_debug_options()->set_xla_max_while_iterations(100);
  CompileAndCheck(*client, limited);
  cpu::CompileCacheStats after = cpu::GetCompileCacheStats();
  EXPECT_EQ(after.misses, base.misses + 2);
  EXPECT_EQ(after.hits, base.hits);
  EXPECT_EQ(after.stores, base.stores + 2);
  CompileAndCheck(*client, other_level);  // now stored
  EXPECT_EQ(cpu::GetCompileCacheStats().hits, base.hits + 1);
}

TEST_F(CompileCacheDirTest, CorruptEntryIsRecompiledAndReplaced) {
  const std::string dir = FreshDir("cache_corrupt");
  const ExecutableBuildOptions options = WithCacheDir(dir);
  std::unique_ptr<LocalClient> client = NewClient();
  CompileAndCheck(*client, options);
  std::filesystem::path entry = std::filesystem::directory_iterator(dir)->path();
  const auto size = std::filesystem::file_size(entry);
  std::filesystem::resize_file(entry, size / 2);
  (void)cpu::TakeCompileCacheEvents();
  const cpu::CompileCacheStats base = cpu::GetCompileCacheStats();
  CompileAndCheck(*client, options);
  cpu::CompileCacheStats after = cpu::GetCompileCacheStats();
  EXPECT_EQ(after.rejected, base.rejected + 1);
  EXPECT_EQ(after.stores, base.stores + 1);
  EXPECT_EQ(std::filesystem::file_size(entry), size);
  bool warned = false;
  for (const std::string& event : cpu::TakeCompileCacheEvents()) {
    warned |= event.find("warning: ignoring") != std::string::npos;
  }
  EXPECT_TRUE(warned);
  CompileAndCheck(*client, options);
  EXPECT_EQ(cpu::GetCompileCacheStats().hits, after.hits + 1);
}

TEST_F(CompileCacheDirTest, UnwritableDirectoryIsNoFailure) {
  const std::string file = FreshDir("cache_is_a_file");
  std::ofstream(file) << "not a directory";
  const ExecutableBuildOptions options = WithCacheDir(file + "/sub");
  std::unique_ptr<LocalClient> client = NewClient();
  CompileAndCheck(*client, options);
}

TEST_F(CompileCacheDirTest, SerializeExecutableAndLoad) {
  std::unique_ptr<LocalClient> client = NewClient();
  std::unique_ptr<LocalExecutable> executable = CompileAndCheck(*client, {});
  ASSERT_NE(executable, nullptr);
  absl::StatusOr<std::string> bytes = client->SerializeExecutable(*executable);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  executable.reset();
  std::unique_ptr<LocalClient> other = NewClient();
  absl::StatusOr<std::unique_ptr<LocalExecutable>> loaded = other->Load(*bytes, {});
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  CheckRuns(*other, **loaded);
  EXPECT_EQ(other->Load(bytes->substr(0, 100), {}).status().code(),
            absl::StatusCode::kInvalidArgument);
  // The interpreter has no serialised form.
  absl::StatusOr<Platform*> interpreter = PlatformUtil::GetPlatform("interpreter");
  ASSERT_TRUE(interpreter.ok());
  LocalClient interpreter_client(*interpreter);
  EXPECT_EQ(interpreter_client.Load(*bytes, {}).status().code(), absl::StatusCode::kUnimplemented);
}

}  // namespace
}  // namespace xla
