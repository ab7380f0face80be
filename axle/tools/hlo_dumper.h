// --dump_to=DIR (XLA's --xla_dump_to): the module before and after
// optimisation, and after every pass whose name matches --dump_pass_re
// (XLA's --xla_dump_hlo_pass_re) and that changed it. Files are
//   DIR/<module>.0000.before_optimizations.txt
//   DIR/<module>.0003.after_algsimp.txt        (the 3rd pass run)
//   DIR/<module>.0012.after_optimizations.txt  (after the last pass)
// numbered in the order passes ran, so a directory listing reads in order.
#ifndef AXLE_TOOLS_HLO_DUMPER_H_
#define AXLE_TOOLS_HLO_DUMPER_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <regex>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/hlo_pass.h"

namespace xla::tools {

class HloDumper {
 public:
  // Creates `directory` (and its parents) when missing. Errors: a directory
  // that cannot be made or written to; a malformed `pass_regex` (ECMAScript,
  // matched anywhere in the pass name). No regex: no per-pass dumps.
  static absl::StatusOr<std::unique_ptr<HloDumper>> Create(
      const std::string& directory, const std::optional<std::string>& pass_regex);

  // Adds an after_pass hook that dumps matching passes (chaining any hook
  // already there). The dumper must outlive the run.
  void AddHooks(PassRunOptions& options);

  absl::Status DumpBeforeOptimizations(const HloModule& module);
  // Also reports the first failure of a hook's write.
  absl::Status DumpAfterOptimizations(const HloModule& module);
  // Any other text, numbered after the passes: <module>.NNNN.<suffix>.txt.
  absl::Status DumpText(const HloModule& module, absl::string_view suffix,
                        absl::string_view text);

 private:
  HloDumper(std::string directory, std::optional<std::regex> pass_regex)
      : directory_(std::move(directory)), pass_regex_(std::move(pass_regex)) {}
  absl::Status Write(const HloModule& module, int64_t index, absl::string_view suffix,
                     absl::string_view text);

  std::string directory_;
  std::optional<std::regex> pass_regex_;
  int64_t last_pass_index_ = 0;  // the index of the last pass that ran
  int64_t next_extra_index_ = 0;  // for DumpText after the passes
  absl::Status hook_status_;
};

// `name` with every character outside [A-Za-z0-9._-] replaced by '_'.
std::string SanitizeFileName(absl::string_view name);

}  // namespace xla::tools

#endif  // AXLE_TOOLS_HLO_DUMPER_H_
