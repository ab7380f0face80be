// The AOT compiler's contract: refusals name the instruction, bad class and
// entry-point names and targets are InvalidArgument, the object defines only
// its entry point, other triples give their machine's objects, and the
// runtime symbols and link flags follow what the code calls.
#include <string>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "tests/backends/aot/aot_test_modules.h"
#include "tests/backends/aot/aot_test_util.h"

namespace xla::cpu {
namespace {

using testing::CompileText;
using testing::kAotAdd;
using testing::kAotAxpy;
using testing::kAotInfeed;

constexpr char kCustomCall[] = R"(
HloModule calls
ENTRY e {
  x = f32[2] parameter(0)
  ROOT my_call = f32[2] custom-call(x), custom_call_target="some_target"
}
)";

void ExpectInvalidArgument(const absl::StatusOr<AotArtifact>& artifact,
                           const std::string& fragment) {
  ASSERT_FALSE(artifact.ok()) << "expected an error containing " << fragment;
  EXPECT_EQ(artifact.status().code(), absl::StatusCode::kInvalidArgument) << artifact.status();
  EXPECT_TRUE(absl::StrContains(artifact.status().message(), fragment)) << artifact.status();
}

TEST(AotCompilerTest, RefusesWhatNeedsTheHostNamingTheInstruction) {
  ExpectInvalidArgument(CompileText(kAotInfeed, "A"), "instruction in (infeed)");
  ExpectInvalidArgument(CompileText(kCustomCall, "A"), "instruction my_call (custom-call)");
}

TEST(AotCompilerTest, RefusesBadClassNamesEntryPointsAndTargets) {
  for (const char* name : {"", "1abc", "a::", "::a", "a b", "a::b-c"}) {
    ExpectInvalidArgument(CompileText(kAotAdd, name), "");
  }
  for (const char* entry : {"__axle_parallel_for", "a-b", "9lives"}) {
    ExpectInvalidArgument(CompileText(kAotAdd, "A", entry), "entry point");
  }
  ExpectInvalidArgument(CompileText(kAotAdd, "A", "", {"nonsense-unknown-none", "", ""}),
                        "nonsense");
  ExpectInvalidArgument(CompileText(kAotAdd, "A", "", {"", "no-such-cpu", ""}), "no-such-cpu");
  ExpectInvalidArgument(CompileText(kAotAdd, "A", "", {"aarch64-linux-gnu", "native", ""}),
                        "native");
}

TEST(AotCompilerTest, DefaultsArePortableAndNativeIsTheHost) {
  absl::StatusOr<ObjectTarget> portable = ResolveAotTarget({"", "", ""});
  ASSERT_TRUE(portable.ok()) << portable.status();
  EXPECT_FALSE(portable->triple.empty());
  EXPECT_EQ(portable->cpu, absl::StartsWith(portable->triple, "x86_64") ? "x86-64-v2" : "generic");
  absl::StatusOr<ObjectTarget> arm = ResolveAotTarget({"aarch64-linux-gnu", "", ""});
  ASSERT_TRUE(arm.ok()) << arm.status();
  EXPECT_EQ(arm->cpu, "generic");
  absl::StatusOr<ObjectTarget> native = ResolveAotTarget({"", "native", ""});
  ASSERT_TRUE(native.ok()) << native.status();
  EXPECT_NE(native->cpu, "native");
  EXPECT_FALSE(native->cpu.empty());
  EXPECT_EQ(DefaultEntryPoint("foo::bar::MatMulComp"), "axle_aot_foo_bar_MatMulComp");
}

TEST(AotCompilerTest, TheObjectDefinesOnlyItsEntryPoint) {
  const std::string dir = testing::FreshDir("symbols");
  absl::StatusOr<AotArtifact> artifact = CompileText(kAotAxpy, "ns::Axpy", "my_axpy");
  ASSERT_TRUE(artifact.ok()) << artifact.status();
  EXPECT_EQ(artifact->entry_point, "my_axpy");
  testing::WriteFile(dir + "/axpy.o", artifact->object);
  testing::CommandResult defined = testing::RunCommand("nm -g --defined-only " + dir + "/axpy.o");
  ASSERT_EQ(defined.code, 0) << defined.output;
  EXPECT_TRUE(absl::EndsWith(defined.output, " T my_axpy\n")) << defined.output;
  EXPECT_EQ(std::count(defined.output.begin(), defined.output.end(), '\n'), 1) << defined.output;
  // Position-independent: it links into a shared object as it is.
  EXPECT_TRUE(absl::StrContains(artifact->header, "extern \"C\" std::int32_t my_axpy("));
  EXPECT_TRUE(absl::StrContains(artifact->header, "namespace ns {"));
}

TEST(AotCompilerTest, RuntimeSymbolsAndLinkFlagsFollowTheCode) {
  absl::StatusOr<AotArtifact> add = CompileText(kAotAdd, "Add");
  ASSERT_TRUE(add.ok()) << add.status();
  EXPECT_TRUE(add->metadata.runtime_symbols.empty());
  EXPECT_TRUE(AotLinkFlags(add->metadata, "/lib/libaxle_aot_runtime.a").empty());
  absl::StatusOr<AotArtifact> axpy = CompileText(kAotAxpy, "Axpy");
  ASSERT_TRUE(axpy.ok()) << axpy.status();
  EXPECT_EQ(axpy->metadata.runtime_symbols, std::vector<std::string>{"__axle_parallel_for"});
  EXPECT_TRUE(axpy->metadata.needs_threads);
  EXPECT_EQ(AotLinkFlags(axpy->metadata, "/lib/libaxle_aot_runtime.a"),
            (std::vector<std::string>{"/lib/libaxle_aot_runtime.a", "-lpthread"}));
  AotMetadata complex_only;
  complex_only.runtime_symbols = {"__axle_c64_divide"};
  EXPECT_EQ(AotLinkFlags(complex_only, "r.a"), std::vector<std::string>{"r.a"});
}

TEST(AotCompilerTest, MetadataDescribesTheBuffers) {
  absl::StatusOr<AotArtifact> axpy = CompileText(kAotAxpy, "Axpy");
  ASSERT_TRUE(axpy.ok()) << axpy.status();
  const AotMetadata& metadata = axpy->metadata;
  ASSERT_EQ(metadata.arguments.size(), 2u);
  EXPECT_EQ(metadata.arguments[0].name, "a");
  EXPECT_EQ(metadata.arguments[1].name, "x");
  EXPECT_EQ(metadata.arguments[1].size, 4 * 1048576);
  ASSERT_EQ(metadata.results.size(), 1u);
  EXPECT_EQ(metadata.results[0].size, 4 * 1048576);
  EXPECT_EQ(metadata.allocation_kinds[metadata.arguments[0].allocation],
            AotAllocationKind::kArgument);
  EXPECT_EQ(metadata.allocation_kinds[metadata.results[0].allocation], AotAllocationKind::kResult);
  EXPECT_EQ(metadata.program_shape, "(a: f32[], x: f32[1048576]{0}) -> f32[1048576]{0}");
}

// ELF e_machine, little-endian at byte 18.
int ElfMachine(const std::string& bytes) {
  return static_cast<uint8_t>(bytes[18]) | static_cast<uint8_t>(bytes[19]) << 8;
}

TEST(AotCompilerTest, OtherTriplesGiveTheirMachinesObjects) {
  struct Case {
    const char* triple;
    int machine;  // EM_AARCH64, EM_RISCV
  };
  for (const Case& c : {Case{"aarch64-linux-gnu", 183}, Case{"riscv64-linux-gnu", 243}}) {
    absl::StatusOr<AotArtifact> artifact = CompileText(kAotAxpy, "Axpy", "", {c.triple, "", ""});
    ASSERT_TRUE(artifact.ok()) << c.triple << ": " << artifact.status();
    ASSERT_GT(artifact->object.size(), 64u);
    EXPECT_EQ(artifact->object.substr(0, 4), "\x7f" "ELF");
    EXPECT_EQ(ElfMachine(artifact->object), c.machine) << c.triple;
    EXPECT_TRUE(absl::StrContains(artifact->object, "axle_aot_Axpy")) << c.triple;
  }
}

}  // namespace
}  // namespace xla::cpu
