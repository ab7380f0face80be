// Every execution case in tests/hlo/cases through the back half of the CPU
// pipeline (layout-assignment, copy-insertion, schedule, buffer assignment):
// the assignment must pass CheckBufferAssignment.
#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/copy_insertion.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/layout_assignment.h"
#include "tests/testlib/hlo_case.h"

namespace xla {
namespace {

absl::StatusOr<bool> RunBackEndPasses(HloModule* module) {
  HloPassPipeline pipeline("back-end");
  pipeline.AddPass<LayoutAssignment>();
  pipeline.AddPass<CopyInsertion>();
  PassRunOptions options;
  options.verify_each = true;
  return pipeline.Run(module, options);
}

TEST(BufferAssignmentCasesTest, EveryCaseAssignsAndChecks) {
  std::vector<std::string> failures;
  int64_t checked = 0;
  for (const std::string& path : testlib::AllHloCasePaths()) {
    auto fail = [&](absl::string_view why) { failures.push_back(absl::StrCat(path, ": ", why)); };
    absl::StatusOr<testlib::HloCase> c = testlib::ReadHloCase(path);
    if (!c.ok()) {
      fail(c.status().message());
      continue;
    }
    auto module = ParseAndVerifyModule(c->text);
    if (!module.ok()) {
      fail(module.status().message());
      continue;
    }
    absl::StatusOr<bool> changed = RunBackEndPasses(module->get());
    if (!changed.ok()) {
      fail(changed.status().message());
      continue;
    }
    absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
    if (!schedule.ok()) {
      fail(schedule.status().message());
      continue;
    }
    auto assignment = AssignBuffers(**module, *std::move(schedule));
    if (!assignment.ok()) {
      fail(assignment.status().message());
      continue;
    }
    absl::Status check = CheckBufferAssignment(**assignment);
    if (!check.ok()) {
      fail(absl::StrCat(check.message(), "\n", (*assignment)->ToString()));
      continue;
    }
    ++checked;
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures:\n"
                                << absl::StrJoin(failures, "\n");
  EXPECT_GE(checked, 440);
}

}  // namespace
}  // namespace xla
