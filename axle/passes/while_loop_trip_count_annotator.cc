#include "axle/passes/while_loop_trip_count_annotator.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "axle/passes/analysis/while_loop_analysis.h"
#include "axle/passes/instruction_rewriter.h"

namespace xla {
namespace {

// `config` with the trip count recorded, or nullopt to leave it alone.
std::optional<std::string> WithTripCount(absl::string_view config, int64_t trip_count) {
  const std::string field = absl::StrCat("\"known_trip_count\":{\"n\":\"", trip_count, "\"}");
  absl::string_view body = absl::StripAsciiWhitespace(config);
  if (body.empty()) return absl::StrCat("{", field, "}");
  if (absl::StrContains(body, "\"known_trip_count\"")) return std::nullopt;
  if (!absl::ConsumePrefix(&body, "{") || !absl::ConsumeSuffix(&body, "}")) return std::nullopt;
  body = absl::StripAsciiWhitespace(body);
  return absl::StrCat("{", field, body.empty() ? "" : ",", body, "}");
}

}  // namespace

absl::StatusOr<bool> WhileLoopTripCountAnnotator::Run(HloModule* module) {
  return RewriteEachInstruction(module, [](HloInstruction* instruction) -> absl::StatusOr<bool> {
    if (instruction->opcode() != HloOpcode::kWhile) return false;
    std::optional<int64_t> trip_count = ComputeWhileLoopTripCount(*instruction);
    if (!trip_count) return false;
    std::string& config = instruction->mutable_attributes()->backend_config;
    std::optional<std::string> annotated = WithTripCount(config, *trip_count);
    if (!annotated) return false;
    config = *std::move(annotated);
    return true;
  });
}

}  // namespace xla
