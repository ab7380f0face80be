#include "axle/tools/pass_listing.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/passes/compile_stages.h"
#include "axle/passes/pass_registry.h"
#include "axle/passes/pipelines.h"

namespace xla::tools {
namespace {

// "  name    summary" lines with the summaries in one column.
void AppendTable(std::string& text, absl::string_view title,
                 const std::vector<std::pair<std::string, std::string>>& rows) {
  absl::StrAppend(&text, title, ":\n");
  if (rows.empty()) absl::StrAppend(&text, "  (none)\n");
  size_t width = 0;
  for (const auto& row : rows) width = std::max(width, row.first.size());
  for (const auto& [name, summary] : rows) {
    absl::StrAppend(&text, "  ", name);
    if (!summary.empty()) absl::StrAppend(&text, std::string(width + 2 - name.size(), ' '), summary);
    absl::StrAppend(&text, "\n");
  }
}

}  // namespace

std::string PassListing() {
  std::vector<std::pair<std::string, std::string>> passes, pipelines, stages;
  for (const RegisteredPass& pass : RegisteredPasses()) passes.push_back({pass.name, pass.summary});
  for (const std::string& name : PipelineNames()) {
    absl::StatusOr<std::unique_ptr<HloPassPipeline>> pipeline = MakePipelineByName(name);
    size_t count = pipeline.ok() ? (*pipeline)->passes().size() : 0;
    pipelines.push_back({name, absl::StrCat(count, count == 1 ? " pass" : " passes",
                                            " at the top level")});
  }
  for (const CompileStage& stage : CompileStages()) stages.push_back({stage.name, stage.summary});
  std::string text;
  AppendTable(text, "passes (--passes=a,b)", passes);
  AppendTable(text, "pipelines (--pipeline=NAME)", pipelines);
  AppendTable(text, "stages (--stage=NAME)", stages);
  return text;
}

std::string StageNamesForHelp() {
  std::vector<std::string> names;
  for (const CompileStage& stage : CompileStages()) names.push_back(stage.name);
  return absl::StrJoin(names, "|");
}

}  // namespace xla::tools
