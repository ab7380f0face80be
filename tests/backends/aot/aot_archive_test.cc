// The static library of `axle compile --out_function_object=NAME.a`
// (aot_archive.h): for the host and every cross target, two programs' archives
// link into one driver with nothing else of Axle's (no libaxle_aot_runtime.a)
// and compute the right values (under qemu-user for cross targets); the
// object member exports only its entry point; an archive holds only the
// runtime members its object needs; a runtime library for another
// architecture is refused.
#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "axle/backends/cpu/aot/aot_archive.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "tests/backends/aot/aot_test_modules.h"
#include "tests/backends/aot/aot_test_util.h"

namespace xla::cpu {
namespace {

// Sorting needs __axle_sort, a runtime member other than axpy's.
constexpr char kSortModule[] = R"(HloModule sort
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[1000] parameter(0)
  ROOT s = f32[1000] sort(x), dimensions={0}, to_apply=less
}
)";

// Expected values are computed here independently: a * x[i] rounded to f32
// is exact HLO multiply semantics, and std::sort is the total order for
// these distinct finite values.
constexpr char kDriver[] = R"cc(
#include <algorithm>
#include <cstring>
#include <cstdio>
#include <vector>

#include "axpy.h"
#include "sort.h"

int main() {
  archive_test::Axpy axpy;
  axpy.arg0() = 1.5f;
  for (int i = 0; i < 1048576; ++i) axpy.arg1(i) = static_cast<float>(i % 1000) - 0.25f;
  archive_test::Sort sort;
  std::vector<float> values(1000);
  for (int i = 0; i < 1000; ++i) {
    values[i] = static_cast<float>((i * 7919) % 1000) / 8.0f - 50.0f;
    sort.arg0(i) = values[i];
  }
  if (!axpy.Run() || !sort.Run()) {
    std::printf("run failed: %s%s\n", axpy.error_msg().c_str(), sort.error_msg().c_str());
    return 1;
  }
  for (int i = 0; i < 1048576; ++i) {
    if (axpy.result0(i) != 1.5f * (static_cast<float>(i % 1000) - 0.25f)) {
      std::printf("axpy wrong at %d\n", i);
      return 1;
    }
  }
  std::sort(values.begin(), values.end());
  for (int i = 0; i < 1000; ++i) {
    if (sort.result0(i) != values[i]) {
      std::printf("sort wrong at %d\n", i);
      return 1;
    }
  }
  std::printf("OK\n");
  return 0;
}
)cc";

std::string ReadAll(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

struct Member {
  std::string name;
  std::set<std::string> globals;  // defined global symbols
};

// The members of the archive at `path` and their defined global symbols,
// read with binutils (the target's: TRIPLE-ar, TRIPLE-nm).
std::vector<Member> Members(const std::string& path, const std::string& triple) {
  const std::string tool_prefix = triple.empty() ? "" : triple + "-";
  std::vector<Member> members;
  testing::CommandResult names = testing::RunCommand(tool_prefix + "ar t " + path);
  EXPECT_EQ(names.code, 0) << names.output;
  std::map<std::string, size_t> index;
  for (absl::string_view name : absl::StrSplit(names.output, '\n', absl::SkipEmpty())) {
    index[std::string(name)] = members.size();
    members.push_back(Member{std::string(name), {}});
  }
  // "ARCHIVE:MEMBER:ADDRESS TYPE SYMBOL" per defined global symbol.
  testing::CommandResult symbols =
      testing::RunCommand(tool_prefix + "nm -A -g --defined-only " + path);
  EXPECT_EQ(symbols.code, 0) << symbols.output;
  for (absl::string_view line : absl::StrSplit(symbols.output, '\n', absl::SkipEmpty())) {
    std::vector<std::string> fields = absl::StrSplit(line, ':');
    std::vector<std::string> words = absl::StrSplit(fields.back(), ' ', absl::SkipEmpty());
    if (fields.size() < 3 || words.empty() || !index.contains(fields[1])) {
      ADD_FAILURE() << "unexpected nm line: " << line;
      continue;
    }
    members[index[fields[1]]].globals.insert(words.back());
  }
  return members;
}

// "" is the host.
class AotArchiveTest : public ::testing::TestWithParam<std::string> {
 protected:
  std::string Triple() const { return GetParam(); }
  std::string Arch() const { return Triple().substr(0, Triple().find('-')); }
  std::string Runtime() const {
    return testing::AotRuntimeLibrary(Triple().empty() ? "" : "aot-runtime/" + Triple() + "/");
  }
  void SetUp() override {
    if (!Triple().empty()) {
      std::string missing = testing::CrossToolsMissing(Triple());
      if (!missing.empty()) GTEST_SKIP() << missing;
    }
    ASSERT_FALSE(Runtime().empty()) << "libaxle_aot_runtime.a for '" << Triple()
                                    << "' is not built (CMake target axle_aot_runtime"
                                    << (Triple().empty() ? "" : "_" + Arch()) << ")";
  }
  // The archive of `text` compiled for the parameter's target.
  AotArchive Archive(const char* text, const std::string& cpp_class,
                     const std::string& entry, std::string* header = nullptr) {
    absl::StatusOr<AotArtifact> artifact =
        testing::CompileText(text, cpp_class, entry, {Triple(), "", ""});
    EXPECT_TRUE(artifact.ok()) << artifact.status();
    if (!artifact.ok()) return {};
    if (header != nullptr) *header = artifact->header;
    absl::StatusOr<AotArchive> archive =
        BuildAotArchive(artifact->object, entry + ".o", ReadAll(Runtime()), Runtime());
    EXPECT_TRUE(archive.ok()) << archive.status();
    return archive.ok() ? *std::move(archive) : AotArchive{};
  }
};

TEST_P(AotArchiveTest, TwoArchivesAloneLinkIntoOneProgramThatComputesTheRightValues) {
  const std::string dir = testing::FreshDir("archive_" + Arch());
  std::string axpy_header, sort_header;
  AotArchive axpy = Archive(testing::kAotAxpy, "archive_test::Axpy", "axpy_entry", &axpy_header);
  AotArchive sort = Archive(kSortModule, "archive_test::Sort", "sort_entry", &sort_header);
  // Both hold the run context's member: the linker takes it from the first.
  std::set<std::string> axpy_members(axpy.runtime_members.begin(), axpy.runtime_members.end());
  EXPECT_TRUE(std::any_of(sort.runtime_members.begin(), sort.runtime_members.end(),
                          [&](const std::string& m) { return axpy_members.contains(m); }));
  testing::WriteFile(dir + "/axpy.h", axpy_header);
  testing::WriteFile(dir + "/sort.h", sort_header);
  testing::WriteFile(dir + "/axpy.a", axpy.bytes);
  testing::WriteFile(dir + "/sort.a", sort.bytes);
  testing::WriteFile(dir + "/main.cc", kDriver);
  const std::string compiler = Triple().empty() ? "g++" : Triple() + "-g++ -static";
  testing::CommandResult build = testing::RunCommand(
      absl::StrCat(compiler, " -std=c++17 -O1 ", testing::AotIncludeFlag(), " -I", dir, " ", dir,
                   "/main.cc ", dir, "/axpy.a ", dir, "/sort.a -lpthread -o ", dir, "/program"));
  ASSERT_EQ(build.code, 0) << build.output.substr(0, 4000);
  testing::CommandResult run = testing::RunCommand(
      absl::StrCat(Triple().empty() ? "" : "qemu-" + Arch() + "-static ", dir, "/program"));
  EXPECT_EQ(run.code, 0) << run.output;
  EXPECT_EQ(run.output, "OK\n");
  std::filesystem::remove_all(dir);
}

TEST_P(AotArchiveTest, HoldsTheObjectExportingOnlyItsEntryAndOnlyTheRuntimeItNeeds) {
  const std::string dir = testing::FreshDir("archive_members_" + Arch());
  testing::WriteFile(dir + "/add.a", Archive(testing::kAotAdd, "Add", "add_entry").bytes);
  std::vector<Member> add_members = Members(dir + "/add.a", Triple());
  ASSERT_EQ(add_members.size(), 1u);  // needs no runtime
  EXPECT_EQ(add_members[0].name, "add_entry.o");
  EXPECT_EQ(add_members[0].globals, std::set<std::string>{"add_entry"});

  AotArchive axpy = Archive(testing::kAotAxpy, "Axpy", "axpy_entry");
  testing::WriteFile(dir + "/axpy.a", axpy.bytes);
  std::vector<Member> members = Members(dir + "/axpy.a", Triple());
  ASSERT_GE(members.size(), 2u);
  EXPECT_EQ(members[0].name, "axpy_entry.o");
  EXPECT_EQ(members[0].globals, std::set<std::string>{"axpy_entry"});
  EXPECT_EQ(axpy.runtime_members.size() + 1, members.size());
  bool defines_parallel_for = false;
  for (const Member& member : members) {
    defines_parallel_for = defines_parallel_for || member.globals.contains("__axle_parallel_for");
    EXPECT_FALSE(member.globals.contains("__axle_sort")) << member.name;
  }
  EXPECT_TRUE(defines_parallel_for);
  // Fewer members than the whole runtime: no sort, FFT, matmul ...
  EXPECT_LT(members.size() - 1, Members(Runtime(), Triple()).size());
  std::filesystem::remove_all(dir);
}

TEST_P(AotArchiveTest, ARuntimeForAnotherArchitectureIsRefused) {
  absl::StatusOr<AotArtifact> artifact =
      testing::CompileText(testing::kAotAxpy, "Axpy", "", {Triple(), "", ""});
  ASSERT_TRUE(artifact.ok()) << artifact.status();
  // The host's runtime for a cross target, an AArch64 one for the host.
  std::string other = Triple().empty() ? testing::AotRuntimeLibrary("aot-runtime/aarch64-linux-gnu/")
                                       : testing::AotRuntimeLibrary();
  if (other.empty()) GTEST_SKIP() << "no runtime library for another architecture here";
  absl::StatusOr<AotArchive> archive =
      BuildAotArchive(artifact->object, "axpy.o", ReadAll(other), other);
  ASSERT_FALSE(archive.ok());
  EXPECT_EQ(archive.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(archive.status().message(), "is built for"))
      << archive.status();
  absl::StatusOr<AotArchive> not_archive =
      BuildAotArchive(artifact->object, "axpy.o", "not an archive", "junk.a");
  ASSERT_FALSE(not_archive.ok());
  EXPECT_TRUE(absl::StrContains(not_archive.status().message(), "junk.a is not a static library"))
      << not_archive.status();
}

// f16 <-> f32 conversions (RISC-V's go through libcalls.cc, x86-64's
// through libgcc, AArch64's are instructions): every f16 to f32, and f32
// values at, just below and just above every midpoint between adjacent f16
// values, plus the edges, to f16; bit for bit as the interpreter, NaNs as
// NaNs.
constexpr char kHalfModule[] = R"(HloModule halves
ENTRY e {
  h = u16[65536] parameter(0)
  f = u32[190464] parameter(1)
  hf = f16[65536] bitcast-convert(h)
  ff = f32[190464] bitcast-convert(f)
  up = f32[65536] convert(hf)
  down = f16[190464] convert(ff)
  upbits = u32[65536] bitcast-convert(up)
  downbits = u16[190464] bitcast-convert(down)
  ROOT t = (u32[65536], u16[190464]) tuple(upbits, downbits)
}
)";

constexpr char kHalfDriver[] = R"cc(
#include <cstdio>
#include "halves.h"
int main(int argc, char** argv) {
  Halves halves;
  std::FILE* in = std::fopen(argv[1], "rb");
  if (in == nullptr ||
      std::fread(halves.arg0_data(), 1, Halves::kArg0Size, in) != Halves::kArg0Size ||
      std::fread(halves.arg1_data(), 1, Halves::kArg1Size, in) != Halves::kArg1Size) {
    return 2;
  }
  if (!halves.Run()) return 3;
  std::FILE* out = std::fopen(argv[2], "wb");
  std::fwrite(halves.result0_data(), 1, Halves::kResult0Size, out);
  std::fwrite(halves.result1_data(), 1, Halves::kResult1Size, out);
  return std::fclose(out) == 0 ? 0 : 4;
}
)cc";

uint32_t FloatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

// The f32 arguments: the midpoints after each finite non-negative f16 below
// the largest and their neighbours, both signs (31743 * 6 = 190458), then
// six edges.
std::vector<uint32_t> HalfBoundaries() {
  std::vector<uint32_t> values;
  for (uint32_t k = 0; k < 0x7bff; ++k) {
    // Normal f16 values map linearly onto f32 bits; the midpoint is half a
    // step (1 << 13) further.
    const uint32_t mid = k < 0x400 ? FloatBits((static_cast<float>(k) + 0.5f) * 0x1p-24f)
                                   : (k << 13) + (112u << 23) + 0x1000;
    for (uint32_t sign : {0u, 0x80000000u}) {
      for (uint32_t bits : {mid - 1, mid, mid + 1}) values.push_back(sign | bits);
    }
  }
  for (uint32_t edge : {0x477ff000u /*65520: ties to infinity*/, 0x477fefffu, 0x7f800000u,
                        0xff7fffffu, 0x7fc00001u /*NaN*/, 0x00000001u /*f32 subnormal*/}) {
    values.push_back(edge);
  }
  return values;
}

bool IsNan(uint32_t bits, int exponent_bits, int mantissa_bits) {
  const uint32_t exponent = (bits >> mantissa_bits) & ((1u << exponent_bits) - 1);
  return exponent == (1u << exponent_bits) - 1 && (bits & ((1u << mantissa_bits) - 1)) != 0;
}

TEST_P(AotArchiveTest, HalfConversionsMatchTheInterpreterBitForBit) {
  std::vector<uint16_t> halves(65536);
  for (uint32_t i = 0; i < halves.size(); ++i) halves[i] = static_cast<uint16_t>(i);
  std::vector<uint32_t> floats = HalfBoundaries();
  ASSERT_EQ(floats.size(), 190464u);
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(kHalfModule);
  ASSERT_TRUE(module.ok()) << module.status();
  Literal h = LiteralUtil::CreateR1<uint16_t>(halves);
  Literal f = LiteralUtil::CreateR1<uint32_t>(floats);
  absl::StatusOr<Literal> expected = HloEvaluator().Evaluate(**module, {&h, &f});
  ASSERT_TRUE(expected.ok()) << expected.status();

  const std::string dir = testing::FreshDir("archive_halves_" + Arch());
  std::string header;
  testing::WriteFile(dir + "/halves.a", Archive(kHalfModule, "Halves", "halves", &header).bytes);
  testing::WriteFile(dir + "/halves.h", header);
  testing::WriteFile(dir + "/main.cc", kHalfDriver);
  testing::WriteFile(dir + "/in.bin",
                     std::string(reinterpret_cast<const char*>(halves.data()), 2 * halves.size()) +
                         std::string(reinterpret_cast<const char*>(floats.data()),
                                     4 * floats.size()));
  const std::string compiler = Triple().empty() ? "g++" : Triple() + "-g++ -static";
  testing::CommandResult build = testing::RunCommand(
      absl::StrCat(compiler, " -std=c++17 -O1 ", testing::AotIncludeFlag(), " -I", dir, " ", dir,
                   "/main.cc ", dir, "/halves.a -lpthread -o ", dir, "/program"));
  ASSERT_EQ(build.code, 0) << build.output.substr(0, 4000);
  testing::CommandResult run = testing::RunCommand(
      absl::StrCat(Triple().empty() ? "" : "qemu-" + Arch() + "-static ", dir, "/program ", dir,
                   "/in.bin ", dir, "/out.bin"));
  ASSERT_EQ(run.code, 0) << run.output;
  const std::string out = ReadAll(dir + "/out.bin");
  ASSERT_EQ(out.size(), 4 * halves.size() + 2 * floats.size());
  std::vector<uint32_t> up(halves.size());
  std::vector<uint16_t> down(floats.size());
  std::memcpy(up.data(), out.data(), 4 * up.size());
  std::memcpy(down.data(), out.data() + 4 * up.size(), 2 * down.size());
  int mismatches = 0;
  for (size_t i = 0; i < up.size(); ++i) {
    const uint32_t want = expected->Get<uint32_t>({static_cast<int64_t>(i)}, {0});
    const bool same = want == up[i] || (IsNan(want, 8, 23) && IsNan(up[i], 8, 23));
    if (!same && ++mismatches <= 5) {
      ADD_FAILURE() << "f16 " << std::hex << i << " -> f32 " << up[i] << ", want " << want;
    }
  }
  for (size_t i = 0; i < down.size(); ++i) {
    const uint16_t want = expected->Get<uint16_t>({static_cast<int64_t>(i)}, {1});
    const bool same = want == down[i] || (IsNan(want, 5, 10) && IsNan(down[i], 5, 10));
    if (!same && ++mismatches <= 10) {
      ADD_FAILURE() << "f32 " << std::hex << floats[i] << " -> f16 " << down[i] << ", want "
                    << want;
    }
  }
  EXPECT_EQ(mismatches, 0);
  std::filesystem::remove_all(dir);
}

std::vector<std::string> Targets() {
  std::vector<std::string> targets = {""};
  for (const std::string& triple : testing::CrossTriples()) targets.push_back(triple);
  return targets;
}

INSTANTIATE_TEST_SUITE_P(Targets, AotArchiveTest, ::testing::ValuesIn(Targets()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param.empty() ? "host" : info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace xla::cpu
