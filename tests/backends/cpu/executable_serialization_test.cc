// Serialised cpu executables (CpuCompiler::Export / Load): every execution
// case of tests/hlo/cases round-trips through bytes and still matches its
// expectation; truncated, corrupted and foreign bytes are clear errors.
#include <random>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/cpu/jit/executable_format.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/backends/aot/aot_cases.h"
#include "tests/testlib/hlo_case.h"

namespace xla::cpu {
namespace {

constexpr char kAddModule[] = R"(HloModule add
ENTRY e {
  x = f32[4] parameter(0)
  y = f32[4] parameter(1)
  s = f32[4] add(x, y)
  ROOT m = f32[4] multiply(s, x)
})";

absl::StatusOr<std::unique_ptr<Executable>> CompileText(absl::string_view text,
                                                        int64_t replicas = 1) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
  CompileOptions options;
  options.num_replicas = replicas;
  return CpuCompiler().Compile(std::move(module), options);
}

absl::StatusOr<std::string> ExportText(absl::string_view text) {
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable, CompileText(text));
  return CpuCompiler().Export(*executable);
}

absl::StatusOr<Literal> RunAdd(Executable& executable) {
  Literal x = LiteralUtil::CreateR1<float>({1, 2, 3, 4});
  Literal y = LiteralUtil::CreateR1<float>({10, 20, 30, 40});
  return executable.Execute({&x, &y});
}

TEST(ExecutableSerializationTest, EveryCaseRoundTripsAndMatchesItsExpectation) {
  const std::set<std::string> pending = testing::CpuPendingCases();
  int passed = 0;
  std::map<std::string, int> skipped;
  for (const std::string& path : testlib::AllHloCasePaths()) {
    if (pending.contains(path)) {
      ++skipped["pending on cpu"];
      continue;
    }
    absl::StatusOr<testlib::HloCase> c = testlib::ReadHloCase(path);
    ASSERT_TRUE(c.ok()) << c.status();
    absl::StatusOr<std::unique_ptr<Executable>> compiled = CompileText(c->text, c->replicas);
    if (!compiled.ok()) {
      ASSERT_TRUE(c->error.has_value()) << path << ": " << compiled.status();
      ++skipped["fails to compile, as expected"];
      continue;
    }
    absl::StatusOr<std::string> bytes = CpuCompiler().Export(**compiled);
    ASSERT_TRUE(bytes.ok()) << path << ": " << bytes.status();
    compiled->reset();  // the loaded executable must not lean on the compiled one
    absl::StatusOr<std::unique_ptr<Executable>> loaded = CpuCompiler().Load(*bytes, {});
    ASSERT_TRUE(loaded.ok()) << path << ": " << loaded.status();
    absl::StatusOr<std::vector<std::vector<Literal>>> inputs = testlib::HloCaseInputs(*c);
    ASSERT_TRUE(inputs.ok()) << path << ": " << inputs.status();
    absl::Status check = testlib::CheckHloCaseResults(
        *c, (*loaded)->ExecuteReplicated(testlib::Pointers(*inputs)));
    EXPECT_TRUE(check.ok()) << path << ": " << check.message();
    passed += check.ok();
  }
  std::cout << "[ serialised ] " << passed << " cases round-tripped";
  for (const auto& [reason, count] : skipped) std::cout << "; skipped " << count << ": " << reason;
  std::cout << "\n";
  EXPECT_GT(passed, 500);
}

TEST(ExecutableSerializationTest, LoadedExecutableRunsWithoutItsCompiler) {
  absl::StatusOr<std::string> bytes = ExportText(kAddModule);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  absl::StatusOr<std::unique_ptr<Executable>> loaded = CpuCompiler().Load(*bytes, {});
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  absl::StatusOr<Literal> result = RunAdd(**loaded);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<float>({11, 44, 99, 176}));
  // Loading twice gives two independent executables.
  absl::StatusOr<std::unique_ptr<Executable>> again = CpuCompiler().Load(*bytes, {});
  ASSERT_TRUE(again.ok()) << again.status();
  loaded->reset();
  result = RunAdd(**again);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<float>({11, 44, 99, 176}));
}

TEST(ExecutableSerializationTest, EveryTruncationIsAnError) {
  absl::StatusOr<std::string> bytes = ExportText(kAddModule);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  for (size_t size = 0; size < bytes->size(); ++size) {
    absl::StatusOr<std::unique_ptr<Executable>> loaded =
        CpuCompiler().Load(absl::string_view(*bytes).substr(0, size), {});
    ASSERT_FALSE(loaded.ok()) << size;
    ASSERT_EQ(loaded.status().code(), absl::StatusCode::kInvalidArgument)
        << size << ": " << loaded.status();
  }
}

TEST(ExecutableSerializationTest, FlippedBitsAreErrors) {
  absl::StatusOr<std::string> bytes = ExportText(kAddModule);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    std::string corrupt = *bytes;
    const size_t byte = rng() % corrupt.size();
    corrupt[byte] = static_cast<char>(corrupt[byte] ^ (1 << (rng() % 8)));
    absl::StatusOr<std::unique_ptr<Executable>> loaded = CpuCompiler().Load(corrupt, {});
    ASSERT_FALSE(loaded.ok()) << "bit flipped in byte " << byte;
    const absl::StatusCode code = loaded.status().code();
    EXPECT_TRUE(code == absl::StatusCode::kInvalidArgument ||
                code == absl::StatusCode::kFailedPrecondition)
        << loaded.status();
  }
  // Appended bytes too.
  EXPECT_EQ(CpuCompiler().Load(*bytes + "x", {}).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(CpuCompiler().Load("not an executable at all", {}).status().code(),
            absl::StatusCode::kInvalidArgument);
}

// The bytes with record `key` set to `value` (a valid container).
std::string WithRecord(const std::string& bytes, const std::string& key, const std::string& value) {
  auto records = ReadExecutableRecords(bytes);
  EXPECT_TRUE(records.ok()) << records.status();
  ExecutableRecords list(records->begin(), records->end());
  for (auto& [name, content] : list) {
    if (name == key) content = value;
  }
  return WriteExecutableRecords(list);
}

TEST(ExecutableSerializationTest, ForeignTargetsAndVersionsAreRefused) {
  absl::StatusOr<std::string> bytes = ExportText(kAddModule);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  const std::vector<std::pair<std::string, std::string>> foreign = {
      {"cpu", "some-other-cpu"},
      {"features", "+sse2,-avx"},
      {"triple", "aarch64-unknown-linux-gnu"},
      {"axle_version", "0.0.1"},
      {"runtime_abi", "0123456789abcdef"},
  };
  for (const auto& [key, value] : foreign) {
    absl::StatusOr<std::unique_ptr<Executable>> loaded =
        CpuCompiler().Load(WithRecord(*bytes, key, value), {});
    ASSERT_FALSE(loaded.ok()) << key;
    EXPECT_EQ(loaded.status().code(), absl::StatusCode::kFailedPrecondition) << loaded.status();
    EXPECT_TRUE(absl::StrContains(loaded.status().message(), value)) << loaded.status();
  }
  std::string other_version = *bytes;
  other_version[8] = static_cast<char>(kExecutableFormatVersion + 1);
  absl::StatusOr<std::unique_ptr<Executable>> loaded = CpuCompiler().Load(other_version, {});
  ASSERT_FALSE(loaded.ok());
  EXPECT_EQ(loaded.status().code(), absl::StatusCode::kFailedPrecondition) << loaded.status();
  EXPECT_TRUE(absl::StrContains(loaded.status().message(), "format version"));
  // A missing record, a module that does not parse, a malformed object.
  auto records = ReadExecutableRecords(*bytes);
  ASSERT_TRUE(records.ok());
  ExecutableRecords without_object;
  for (const auto& record : *records) {
    if (record.first != "object") without_object.push_back(record);
  }
  EXPECT_EQ(CpuCompiler().Load(WriteExecutableRecords(without_object), {}).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(CpuCompiler().Load(WithRecord(*bytes, "optimized_module", "HloModule x\nENTRY {"), {})
                .status()
                .code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_FALSE(CpuCompiler().Load(WithRecord(*bytes, "object", "\x7f" "ELF garbage"), {}).ok());
  EXPECT_FALSE(
      CpuCompiler().Load(WithRecord(*bytes, "host_symbols", "__axle_host_0 i no_such\n"), {}).ok());
}

TEST(ExecutableSerializationTest, LoadChecksTheMemoryLimit) {
  absl::StatusOr<std::unique_ptr<Executable>> compiled = CompileText(kAddModule);
  ASSERT_TRUE(compiled.ok());
  // A module the memory limit refuses on load, as on compile.
  absl::StatusOr<std::string> bytes = CpuCompiler().Export(**compiled);
  ASSERT_TRUE(bytes.ok());
  CompileOptions tiny;
  tiny.memory_limit_bytes = 1;
  EXPECT_EQ(CpuCompiler().Load(*bytes, tiny).status().code(),
            absl::StatusCode::kResourceExhausted);
}

}  // namespace
}  // namespace xla::cpu
