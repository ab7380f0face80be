// Every execution case in tests/hlo/cases through the back half of the CPU
// pipeline (layout-assignment, copy-insertion, schedule, buffer assignment):
// the assignment must pass CheckBufferAssignment.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/copy_insertion.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/layout_assignment.h"
#include "axle/shape/shape_util.h"
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

bool SameSlice(const BufferAssignment& assignment, const HloInstruction* a, const HloInstruction* b,
               const ShapeIndex& index) {
  absl::StatusOr<BufferSlice> x = assignment.GetSlice(a, index);
  absl::StatusOr<BufferSlice> y = assignment.GetSlice(b, index);
  return x.ok() && y.ok() && x->allocation == y->allocation && x->offset == y->offset;
}

// What copy-insertion + buffer assignment promise the code generator: every
// entry result leaf in its own output allocation; a while's init, state and
// body root in one slice per leaf; each branch root in the conditional's.
std::vector<std::string> ContractViolations(const BufferAssignment& assignment) {
  std::vector<std::string> violations;
  const HloModule& module = assignment.module();
  const HloInstruction* root = module.entry_computation()->root_instruction();
  ShapeUtil::ForEachSubshape(root->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
    if (!subshape.IsArray()) return;
    absl::StatusOr<BufferSlice> slice = assignment.GetSlice(root, index);
    const BufferAllocation* allocation =
        slice.ok() ? &assignment.allocations()[slice->allocation] : nullptr;
    if (allocation == nullptr || allocation->kind != BufferAllocation::Kind::kOutput ||
        allocation->output_index != index) {
      violations.push_back(absl::StrCat("result leaf {", absl::StrJoin(index, ","),
                                        "} is not in its output allocation"));
    }
  });
  for (const HloComputation* computation : assignment.schedule().computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      std::vector<const HloInstruction*> sources;
      if (instruction->opcode() == HloOpcode::kWhile) {
        sources = {instruction->operand(0), instruction->while_body()->root_instruction()};
      } else if (instruction->opcode() == HloOpcode::kConditional) {
        for (const HloComputation* branch : instruction->branch_computations()) {
          sources.push_back(branch->root_instruction());
        }
      }
      for (const HloInstruction* source : sources) {
        ShapeUtil::ForEachSubshape(
            instruction->shape(), [&](const Shape& subshape, const ShapeIndex& index) {
              if (subshape.IsArray() && !SameSlice(assignment, instruction, source, index)) {
                violations.push_back(absl::StrCat(source->name(), "{", absl::StrJoin(index, ","),
                                                  "} does not share ", instruction->name(),
                                                  "'s slice"));
              }
            });
      }
    }
  }
  return violations;
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
    std::vector<std::string> violations = ContractViolations(**assignment);
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

// AXLE_CORPUS=dir: every .hlo/.txt module under dir that parses and verifies
// goes through the same steps (a manual stress run over XLA's dumps).
TEST(BufferAssignmentCasesTest, CorpusRequested) {
  const char* root = std::getenv("AXLE_CORPUS");
  if (root == nullptr) GTEST_SKIP();
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
      fail(check.message());
      continue;
    }
    std::vector<std::string> violations = ContractViolations(**assignment);
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
