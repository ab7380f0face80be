#include "axle/tools/hlo_dumper.h"

#include <filesystem>
#include <system_error>

#include "absl/strings/str_format.h"
#include "axle/base/status_macros.h"
#include "axle/tools/cli_io.h"

namespace xla::tools {

std::string SanitizeFileName(absl::string_view name) {
  std::string result(name.empty() ? "module" : name);
  for (char& ch : result) {
    if (!isalnum(static_cast<unsigned char>(ch)) && ch != '.' && ch != '_' && ch != '-') {
      ch = '_';
    }
  }
  return result;
}

absl::StatusOr<std::unique_ptr<HloDumper>> HloDumper::Create(
    const std::string& directory, const std::optional<std::string>& pass_regex) {
  std::optional<std::regex> regex;
  if (pass_regex) {
    try {
      regex.emplace(*pass_regex, std::regex::ECMAScript);
    } catch (const std::regex_error& error) {
      return InvalidArgument("bad --dump_pass_re '", *pass_regex, "': ", error.what());
    }
  }
  std::error_code error;
  std::filesystem::create_directories(directory, error);
  if (error) return InvalidArgument("cannot create dump directory ", directory, ": ",
                                    error.message());
  if (!std::filesystem::is_directory(directory)) {
    return InvalidArgument("dump directory ", directory, " is not a directory");
  }
  return std::unique_ptr<HloDumper>(new HloDumper(directory, std::move(regex)));
}

void HloDumper::AddHooks(PassRunOptions& options) {
  auto previous = options.after_pass;
  options.after_pass = [this, previous](absl::string_view pass_name, int64_t index,
                                        const HloModule& module, bool changed) {
    if (previous) previous(pass_name, index, module, changed);
    last_pass_index_ = index;
    if (!changed || !pass_regex_ || !hook_status_.ok()) return;
    if (!std::regex_search(std::string(pass_name), *pass_regex_)) return;
    hook_status_ = Write(module, index, absl::StrCat("after_", pass_name), module.ToString());
  };
}

absl::Status HloDumper::DumpBeforeOptimizations(const HloModule& module) {
  return Write(module, 0, "before_optimizations", module.ToString());
}

absl::Status HloDumper::DumpAfterOptimizations(const HloModule& module) {
  RETURN_IF_ERROR(hook_status_);
  next_extra_index_ = last_pass_index_ + 1;
  return Write(module, next_extra_index_++, "after_optimizations", module.ToString());
}

absl::Status HloDumper::DumpText(const HloModule& module, absl::string_view suffix,
                                 absl::string_view text) {
  if (next_extra_index_ == 0) next_extra_index_ = last_pass_index_ + 1;
  return Write(module, next_extra_index_++, suffix, text);
}

absl::Status HloDumper::Write(const HloModule& module, int64_t index, absl::string_view suffix,
                              absl::string_view text) {
  std::string path =
      (std::filesystem::path(directory_) /
       absl::StrFormat("%s.%04d.%s.txt", SanitizeFileName(module.name()), index,
                       SanitizeFileName(suffix)))
          .string();
  return WriteOutputFile(path, text);
}

}  // namespace xla::tools
