// Every execution case in tests/hlo/cases through the back half of the CPU
// pipeline (layout-assignment, copy-insertion, schedule, buffer assignment):
// the layouts must be as layout-assignment promises, the assignment must
// pass CheckBufferAssignment and share what the code generator expects.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/copy_insertion.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/layout_assignment.h"
#include "axle/passes/pipelines.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "tests/passes/back_end_checks.h"
#include "tests/testlib/hlo_case.h"
#include "tests/testlib/random_hlo.h"

namespace xla {
namespace {

absl::StatusOr<bool> RunBackEndPasses(HloModule* module, bool insert_copies = true) {
  HloPassPipeline pipeline("back-end");
  pipeline.AddPass<LayoutAssignment>();
  if (insert_copies) pipeline.AddPass<CopyInsertion>();
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
    std::vector<std::string> layouts = testlib::LayoutViolations(**module);
    if (!layouts.empty()) {
      fail(absl::StrJoin(layouts, "; "));
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
    std::vector<std::string> violations = testlib::ContractViolations(**assignment);
    if (!violations.empty()) {
      fail(absl::StrCat(absl::StrJoin(violations, "; "), "\n", (*module)->ToString(),
                        (*assignment)->ToString()));
      continue;
    }
    ++checked;
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures:\n"
                                << absl::StrJoin(failures, "\n");
  EXPECT_GE(checked, 440);
}

// Random modules (tests/testlib/random_hlo.h), as they come and after the
// CPU pipeline (fusions, canonical dots...): layouts, checker and contract;
// and the assignment alone, without copy-insertion, must pass the checker.
TEST(BufferAssignmentCasesTest, RandomModulesAssignAndCheck) {
  std::vector<std::string> failures;
  for (uint64_t seed = 0; seed < 150; ++seed) {
    for (int variant = 0; variant < 3; ++variant) {
      testlib::RandomHloOptions options;
      options.max_instructions = 40;
      auto module = testlib::RandomVerifiedModule(seed, options);
      ASSERT_TRUE(module.ok()) << module.status();
      auto fail = [&](absl::string_view why) {
        failures.push_back(absl::StrCat("seed ", seed, " variant ", variant, ": ", why, "\n",
                                        (*module)->ToString()));
      };
      if (variant == 1) {
        absl::StatusOr<bool> optimized = MakeCpuPipeline()->Run(module->get());
        if (!optimized.ok()) {
          fail(optimized.status().message());
          continue;
        }
      }
      const bool insert_copies = variant != 2;
      absl::StatusOr<bool> changed = RunBackEndPasses(module->get(), insert_copies);
      if (!changed.ok()) {
        fail(changed.status().message());
        continue;
      }
      std::vector<std::string> layouts = testlib::LayoutViolations(**module);
      if (!layouts.empty()) {
        fail(absl::StrJoin(layouts, "; "));
        continue;
      }
      absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
      if (!schedule.ok()) {
        fail(schedule.status().message());
        continue;
      }
      auto assignment = AssignBuffers(**module, *std::move(schedule));
      if (!insert_copies && assignment.status().code() == absl::StatusCode::kFailedPrecondition) {
        continue;  // a shared callee: copy-insertion clones it
      }
      if (!assignment.ok()) {
        fail(assignment.status().message());
        continue;
      }
      absl::Status check = CheckBufferAssignment(**assignment);
      if (!check.ok()) {
        fail(absl::StrCat(check.message(), "\n", (*assignment)->ToString()));
        continue;
      }
      if (!insert_copies) continue;
      std::vector<std::string> violations = testlib::ContractViolations(**assignment);
      if (!violations.empty()) fail(absl::StrJoin(violations, "; "));
    }
    if (failures.size() > 3) break;
  }
  EXPECT_TRUE(failures.empty()) << absl::StrJoin(failures, "\n");
}

// AXLE_CORPUS=dir: every module file under dir that parses and verifies goes
// through the same steps (a manual stress run over XLA's dumps or generated
// modules). AXLE_CORPUS_NO_COPIES=1: without copy-insertion, the assignment
// alone must still pass the checker (modules with shared callees skipped).
TEST(BufferAssignmentCasesTest, CorpusRequested) {
  const char* root = std::getenv("AXLE_CORPUS");
  if (root == nullptr) GTEST_SKIP();
  const bool insert_copies = std::getenv("AXLE_CORPUS_NO_COPIES") == nullptr;
  int64_t parsed = 0;
  int64_t checked = 0;
  std::vector<std::string> failures;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file() || entry.file_size() > 2'000'000) continue;
    std::ifstream file(entry.path());
    std::stringstream text;
    text << file.rdbuf();
    auto module = ParseAndVerifyModule(text.str());
    if (!module.ok()) continue;
    ++parsed;
    std::string path = entry.path().string();
    auto fail = [&](absl::string_view why) {
      failures.push_back(absl::StrCat(path, ": ", why.substr(0, 2000)));
    };
    absl::StatusOr<bool> changed = RunBackEndPasses(module->get(), insert_copies);
    if (!changed.ok()) {
      fail(changed.status().message());
      continue;
    }
    std::vector<std::string> layouts = testlib::LayoutViolations(**module);
    if (!layouts.empty()) {
      fail(absl::StrJoin(layouts, "; "));
      continue;
    }
    absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
    if (!schedule.ok()) {
      fail(schedule.status().message());
      continue;
    }
    auto assignment = AssignBuffers(**module, *std::move(schedule));
    if (!insert_copies && assignment.status().code() == absl::StatusCode::kFailedPrecondition) {
      continue;
    }
    if (!assignment.ok()) {
      fail(assignment.status().message());
      continue;
    }
    absl::Status check = CheckBufferAssignment(**assignment);
    if (!check.ok()) {
      fail(check.message());
      continue;
    }
    if (!insert_copies) {
      ++checked;
      continue;
    }
    std::vector<std::string> violations = testlib::ContractViolations(**assignment);
    if (!violations.empty()) {
      fail(absl::StrJoin(violations, "; "));
      continue;
    }
    ++checked;
  }
  std::cout << parsed << " modules parsed, " << checked << " checked\n";
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures:\n"
                                << absl::StrJoin(failures, "\n");
}

}  // namespace
}  // namespace xla
