#include "axle/passes/compile_stages.h"

#include <mutex>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_scheduler.h"

namespace xla {
namespace {

absl::StatusOr<std::string> PrintBufferAssignment(HloModule& module) {
  ASSIGN_OR_RETURN(HloSchedule schedule, ScheduleModule(module));
  ASSIGN_OR_RETURN(std::unique_ptr<BufferAssignment> assignment,
                   AssignBuffers(module, std::move(schedule)));
  return assignment->ToString();
}

struct StageTable {
  std::mutex mutex;
  std::vector<CompileStage> stages = {
      {"hlo", "the HLO module (after the passes, if any)", "",
       [](HloModule& module, const StageOptions&) -> absl::StatusOr<std::string> {
         return module.ToString();
       }},
      {"buffer-assignment", "the schedule's buffer assignment: allocations, slices, live ranges",
       "cpu",
       [](HloModule& module, const StageOptions&) { return PrintBufferAssignment(module); }},
  };
};

StageTable& Table() {
  static auto* table = new StageTable;
  return *table;
}

}  // namespace

std::vector<CompileStage> CompileStages() {
  StageTable& table = Table();
  std::lock_guard<std::mutex> lock(table.mutex);
  return table.stages;
}

absl::StatusOr<CompileStage> FindCompileStage(absl::string_view name) {
  std::vector<std::string> names;
  for (CompileStage& stage : CompileStages()) {
    if (stage.name == name) return std::move(stage);
    names.push_back(stage.name);
  }
  return NotFound("unknown stage '", name, "'; stages are: ", absl::StrJoin(names, ", "));
}

bool RegisterCompileStage(CompileStage stage) {
  StageTable& table = Table();
  std::lock_guard<std::mutex> lock(table.mutex);
  for (const CompileStage& existing : table.stages) {
    if (existing.name == stage.name) return false;
  }
  table.stages.push_back(std::move(stage));
  return true;
}

}  // namespace xla
