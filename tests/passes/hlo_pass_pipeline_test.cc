// The pass framework: order, enable/disable lists, hooks, verify_each naming
// the culprit, and HloPassFix's cap.
#include "axle/passes/hlo_pass_pipeline.h"

#include <gtest/gtest.h>

#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/hlo_pass_fix.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

constexpr char kModule[] = R"(
HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
)";

// Records its name in `log` and reports `changed`.
class LoggingPass : public HloPass {
 public:
  LoggingPass(std::string name, std::vector<std::string>* log, bool changed = false)
      : name_(std::move(name)), log_(log), changed_(changed) {}
  absl::string_view name() const override { return name_; }
  absl::StatusOr<bool> Run(HloModule* module) override {
    log_->push_back(name_);
    return changed_;
  }

 private:
  std::string name_;
  std::vector<std::string>* log_;
  bool changed_;
};

// Breaks the module: gives the root a wrong shape.
class BreakingPass : public HloPass {
 public:
  absl::string_view name() const override { return "breaker"; }
  absl::StatusOr<bool> Run(HloModule* module) override {
    *module->entry_computation()->root_instruction()->mutable_shape() =
        ShapeUtil::MakeShape(F32, {5});
    return true;
  }
};

// Reports a change the first `rounds` times it runs.
class CountdownPass : public HloPass {
 public:
  explicit CountdownPass(int rounds = 3) : rounds_(rounds) {}
  absl::string_view name() const override { return "countdown"; }
  absl::StatusOr<bool> Run(HloModule* module) override {
    ++runs_;
    return rounds_-- > 0;
  }
  int runs_ = 0;

 private:
  int rounds_;
};

std::unique_ptr<HloModule> Module() { return *ParseAndVerifyModule(kModule); }

TEST(HloPassPipelineTest, RunsPassesInOrderAndOrsChanged) {
  std::vector<std::string> log;
  HloPassPipeline pipeline("p");
  pipeline.AddPass<LoggingPass>("a", &log);
  pipeline.AddPass<LoggingPass>("b", &log, true);
  pipeline.AddPass<LoggingPass>("c", &log);
  auto module = Module();
  absl::StatusOr<bool> changed = pipeline.Run(module.get());
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_TRUE(*changed);
  EXPECT_EQ(log, (std::vector<std::string>{"a", "b", "c"}));
}

TEST(HloPassPipelineTest, DisabledAndEnabledOnlyLists) {
  std::vector<std::string> log;
  auto pipeline = std::make_unique<HloPassPipeline>("outer");
  pipeline->AddPass<LoggingPass>("a", &log);
  HloPassPipeline& inner = pipeline->AddPass<HloPassPipeline>("inner");
  inner.AddPass<LoggingPass>("b", &log);
  inner.AddPass<LoggingPass>("c", &log);
  auto module = Module();
  PassRunOptions options;
  options.disabled_passes = {"b"};
  ASSERT_TRUE(pipeline->Run(module.get(), options).ok());
  EXPECT_EQ(log, (std::vector<std::string>{"a", "c"}));
  log.clear();
  options.disabled_passes.clear();
  options.enabled_passes_only = std::vector<std::string>{"b"};
  ASSERT_TRUE(pipeline->Run(module.get(), options).ok());
  EXPECT_EQ(log, (std::vector<std::string>{"b"}));
}

TEST(HloPassPipelineTest, HooksSeeEveryPassWithItsIndex) {
  std::vector<std::string> log;
  HloPassPipeline pipeline("p");
  pipeline.AddPass<LoggingPass>("a", &log);
  pipeline.AddPass<LoggingPass>("b", &log, true);
  std::vector<std::string> events;
  PassRunOptions options;
  options.before_pass = [&](absl::string_view name, int64_t index, const HloModule&) {
    events.push_back(absl::StrCat("before ", name, " ", index));
  };
  options.after_pass = [&](absl::string_view name, int64_t index, const HloModule&,
                           bool changed) {
    events.push_back(absl::StrCat("after ", name, " ", index, changed ? " changed" : ""));
  };
  auto module = Module();
  ASSERT_TRUE(pipeline.Run(module.get(), options).ok());
  EXPECT_EQ(events, (std::vector<std::string>{"before a 1", "after a 1", "before b 2",
                                              "after b 2 changed"}));
}

TEST(HloPassPipelineTest, VerifyEachNamesThePassThatBrokeTheModule) {
  std::vector<std::string> log;
  HloPassPipeline pipeline("p");
  pipeline.AddPass<LoggingPass>("a", &log);
  pipeline.AddPass<BreakingPass>();
  pipeline.AddPass<LoggingPass>("never", &log);
  auto module = Module();
  PassRunOptions options;
  options.verify_each = true;
  absl::StatusOr<bool> changed = pipeline.Run(module.get(), options);
  ASSERT_FALSE(changed.ok());
  EXPECT_NE(changed.status().message().find("pass 'breaker' left an invalid module"),
            std::string::npos)
      << changed.status();
  EXPECT_EQ(log, (std::vector<std::string>{"a"}));
}

TEST(HloPassFixTest, RunsUntilNoChange) {
  HloPassFix<CountdownPass> fix(3);
  auto module = Module();
  absl::StatusOr<bool> changed = fix.Run(module.get());
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_TRUE(*changed);
  EXPECT_EQ(fix.runs_, 4);
}

TEST(HloPassFixTest, CapIsAnErrorNotAHang) {
  HloPassFix<CountdownPass> fix(1000000);
  auto module = Module();
  absl::StatusOr<bool> changed = fix.Run(module.get());
  ASSERT_FALSE(changed.ok());
  EXPECT_NE(changed.status().message().find("did not reach a fixed point"), std::string::npos)
      << changed.status();
  EXPECT_EQ(fix.runs_, kHloPassFixMaxIterations);
}

TEST(HloPassFixTest, FixOfPipelineRunsMembersUnderTheOptions) {
  std::vector<std::string> log;
  HloPassFix<HloPassPipeline> fix("loop");
  fix.AddPass<LoggingPass>("a", &log);
  fix.AddPass<CountdownPass>(2);
  auto module = Module();
  PassRunOptions options;
  options.disabled_passes = {"a"};
  absl::StatusOr<bool> changed = fix.Run(module.get(), options);
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_TRUE(*changed);
  EXPECT_TRUE(log.empty());
}

}  // namespace
}  // namespace xla
