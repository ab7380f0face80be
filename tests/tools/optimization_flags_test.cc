// The pass flags shared by the subcommands: order, enable/disable lists,
// verify-each and the --dump_to files, with test-local passes.
#include "axle/tools/optimization_flags.h"

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/shape/shape_util.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

constexpr char kModule[] = R"(HloModule flags

ENTRY main {
  x = f32[4]{0} parameter(0)
  ROOT n = f32[4]{0} negate(x)
}
)";

// Appends "_r" to the root's name: a visible, valid change.
class RenameRootPass : public HloPass {
 public:
  absl::string_view name() const override { return "rename-root"; }
  absl::StatusOr<bool> Run(HloModule* module) override {
    HloInstruction* root = module->entry_computation()->root_instruction();
    root->SetName(root->name() + "_r");
    return true;
  }
};

class NoChangePass : public HloPass {
 public:
  absl::string_view name() const override { return "no-change"; }
  absl::StatusOr<bool> Run(HloModule*) override { return false; }
};

// Gives the root a wrong shape: only the verifier notices.
class BreakShapePass : public HloPass {
 public:
  absl::string_view name() const override { return "break-shape"; }
  absl::StatusOr<bool> Run(HloModule* module) override {
    *module->entry_computation()->root_instruction()->mutable_shape() =
        ShapeUtil::MakeShape(S32, {4});
    return true;
  }
};

absl::StatusOr<std::unique_ptr<HloPass>> MakeTestPass(absl::string_view name) {
  if (name == "rename-root") return std::unique_ptr<HloPass>(new RenameRootPass);
  if (name == "no-change") return std::unique_ptr<HloPass>(new NoChangePass);
  if (name == "break-shape") return std::unique_ptr<HloPass>(new BreakShapePass);
  return absl::NotFoundError(absl::StrCat("unknown pass '", name, "'"));
}

OptimizationFlags Take(const std::vector<std::string>& args) {
  OptimizationFlags flags;
  for (const std::string& arg : args) {
    std::string error;
    EXPECT_EQ(TakeOptimizationFlag(SplitFlag(arg), flags, error), FlagUse::kTaken) << arg;
  }
  return flags;
}

std::string RootName(const HloModule& module) {
  return module.entry_computation()->root_instruction()->name();
}

TEST(OptimizationFlagsTest, PassesRunInOrderAndDumpsAreNumberedInRunOrder) {
  std::string dir = MakeTempDir("dump_order");
  auto module = *ParseAndVerifyModule(kModule);
  OptimizationFlags flags =
      Take({"--passes=rename-root,no-change,rename-root", "--dump_to=" + dir,
            "--dump_pass_re=ren|no-"});
  auto dumper = OptimizeModule(*module, flags, MakeTestPass);
  ASSERT_TRUE(dumper.ok()) << dumper.status();
  EXPECT_EQ(RootName(*module), "n_r_r");
  // no-change matched the regex but changed nothing: no file.
  EXPECT_EQ(ListFiles(dir),
            (std::vector<std::string>{"flags.0000.before_optimizations.txt",
                                      "flags.0001.after_rename-root.txt",
                                      "flags.0003.after_rename-root.txt",
                                      "flags.0004.after_optimizations.txt"}));
  EXPECT_TRUE(absl::StrContains(ReadFile(dir + "/flags.0000.before_optimizations.txt"),
                                "ROOT %n = "));
  EXPECT_TRUE(absl::StrContains(ReadFile(dir + "/flags.0001.after_rename-root.txt"),
                                "ROOT %n_r = "));
  EXPECT_TRUE(absl::StrContains(ReadFile(dir + "/flags.0004.after_optimizations.txt"),
                                "ROOT %n_r_r = "));
  // Every dump is a module that parses back.
  for (const std::string& name : ListFiles(dir)) {
    EXPECT_TRUE(ParseAndVerifyModule(ReadFile(dir + "/" + name)).ok()) << name;
  }
  // Stages after the passes follow in the numbering.
  ASSERT_TRUE((*dumper)->DumpText(*module, "buffer-assignment", "report").ok());
  EXPECT_EQ(ReadFile(dir + "/flags.0005.buffer-assignment.txt"), "report");
}

TEST(OptimizationFlagsTest, XlaSpellingsOfTheDumpFlags) {
  std::string dir = MakeTempDir("dump_xla");
  auto module = *ParseAndVerifyModule(kModule);
  OptimizationFlags flags = Take({"--passes=rename-root", "--xla_dump_to=" + dir,
                                  "--xla_dump_hlo_pass_re=.*"});
  ASSERT_TRUE(OptimizeModule(*module, flags, MakeTestPass).ok());
  EXPECT_EQ(ListFiles(dir).size(), 3u);
}

TEST(OptimizationFlagsTest, DisableAndEnableOnlyLists) {
  auto module = *ParseAndVerifyModule(kModule);
  OptimizationFlags disabled =
      Take({"--passes=rename-root,no-change", "--xla_disable_hlo_passes=rename-root"});
  ASSERT_TRUE(OptimizeModule(*module, disabled, MakeTestPass).ok());
  EXPECT_EQ(RootName(*module), "n");
  OptimizationFlags only =
      Take({"--passes=no-change,rename-root", "--xla_enable_hlo_passes_only=rename-root"});
  ASSERT_TRUE(OptimizeModule(*module, only, MakeTestPass).ok());
  EXPECT_EQ(RootName(*module), "n_r");
  OptimizationFlags typo = Take({"--passes=rename-root", "--xla_disable_hlo_passes=renam-root"});
  auto result = OptimizeModule(*module, typo, MakeTestPass);
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "renam-root")) << result.status();
}

TEST(OptimizationFlagsTest, VerifyEachNamesThePassThatBrokeTheModule) {
  auto module = *ParseAndVerifyModule(kModule);
  OptimizationFlags flags = Take({"--passes=no-change,break-shape", "--verify-each"});
  auto result = OptimizeModule(*module, flags, MakeTestPass);
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "break-shape")) << result.status();
}

TEST(OptimizationFlagsTest, Errors) {
  auto module = *ParseAndVerifyModule(kModule);
  auto unknown = OptimizeModule(*module, Take({"--passes=no-such-pass"}), MakeTestPass);
  EXPECT_TRUE(absl::StrContains(unknown.status().message(), "no-such-pass"));
  auto regex = OptimizeModule(
      *module, Take({"--dump_to=" + MakeTempDir("bad_re"), "--dump_pass_re=(unclosed"}),
      MakeTestPass);
  EXPECT_TRUE(absl::StrContains(regex.status().message(), "--dump_pass_re")) << regex.status();
  std::string file = WriteTempFile("not_a_dir", "x");
  auto directory = OptimizeModule(*module, Take({"--dump_to=" + file + "/sub"}), MakeTestPass);
  EXPECT_TRUE(absl::StrContains(directory.status().message(), "dump directory"))
      << directory.status();

  OptimizationFlags flags;
  std::string error;
  EXPECT_EQ(TakeOptimizationFlag(SplitFlag("--passes"), flags, error), FlagUse::kUsageError);
  EXPECT_EQ(TakeOptimizationFlag(SplitFlag("--verify-each=1"), flags, error),
            FlagUse::kUsageError);
  EXPECT_EQ(TakeOptimizationFlag(SplitFlag("--seed=1"), flags, error), FlagUse::kNotOurs);
  EXPECT_NE(CheckOptimizationFlags(Take({"--passes=a", "--pipeline=cpu"})), "");
  EXPECT_NE(CheckOptimizationFlags(Take({"--dump_pass_re=x"})), "");
  EXPECT_EQ(CheckOptimizationFlags(Take({"--pipeline=cpu", "--dump_to=d", "--dump_pass_re=x"})),
            "");
}

}  // namespace
}  // namespace xla::tools
