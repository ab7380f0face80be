#include "axle/stablehlo/module_reader.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/stablehlo/mlir_bytecode_reader.h"
#include "axle/stablehlo/mlir_text_parser.h"
#include "axle/stablehlo/stablehlo_to_hlo.h"

namespace xla {
namespace {

absl::string_view ToAbsl(std::string_view text) { return {text.data(), text.size()}; }

// The text after leading white space and `//` comment lines.
std::string_view FirstWord(std::string_view text) {
  while (true) {
    while (!text.empty() && absl::ascii_isspace(static_cast<unsigned char>(text.front()))) {
      text.remove_prefix(1);
    }
    if (!text.starts_with("//")) break;
    size_t end = text.find('\n');
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
  }
  size_t end = 0;
  while (end < text.size() && !absl::ascii_isspace(static_cast<unsigned char>(text[end])) &&
         text[end] != '(' && text[end] != '{' && text[end] != '@') {
    ++end;
  }
  return text.substr(0, end);
}

}  // namespace

ModuleFormat DetectModuleFormat(std::string_view contents, std::string_view file_name) {
  if (stablehlo::IsMlirBytecode(contents)) return ModuleFormat::kStableHloBytecode;
  if (file_name.ends_with(".mlirbc")) return ModuleFormat::kStableHloBytecode;
  if (file_name.ends_with(".mlir")) return ModuleFormat::kStableHloText;
  if (file_name.ends_with(".hlo")) return ModuleFormat::kHloText;
  std::string_view word = FirstWord(contents);
  if (word == "module" || word == "func.func" || word == "\"builtin.module\"" ||
      word == "\"func.func\"" || word.starts_with("#") || word.starts_with("!")) {
    return ModuleFormat::kStableHloText;
  }
  return ModuleFormat::kHloText;
}

absl::StatusOr<stablehlo::MlirModule> ParseStableHlo(std::string_view contents,
                                                     std::string_view source_name) {
  if (stablehlo::IsMlirBytecode(contents)) {
    return stablehlo::ReadMlirBytecode(contents, source_name);
  }
  return stablehlo::ParseMlirText(contents, source_name);
}

absl::StatusOr<std::unique_ptr<HloModule>> ParseStableHloModule(std::string_view contents,
                                                                 std::string_view source_name) {
  ASSIGN_OR_RETURN(stablehlo::MlirModule mlir, ParseStableHlo(contents, source_name));
  absl::StatusOr<std::unique_ptr<HloModule>> module = stablehlo::ConvertStableHloToHlo(mlir);
  if (!module.ok() && !absl::StartsWith(module.status().message(), ToAbsl(source_name))) {
    return absl::Status(module.status().code(),
                        absl::StrCat(ToAbsl(source_name), ": ", module.status().message()));
  }
  return module;
}

absl::StatusOr<std::unique_ptr<HloModule>> ParseModuleInAnyFormat(std::string_view contents,
                                                                  std::string_view source_name) {
  if (DetectModuleFormat(contents, source_name) != ModuleFormat::kHloText) {
    return ParseStableHloModule(contents, source_name);
  }
  absl::StatusOr<std::unique_ptr<HloModule>> module =
      ParseAndReturnUnverifiedModule(ToAbsl(contents));
  if (!module.ok()) {
    // HLO parse errors start with "LINE:COLUMN:", so this reads NAME:LINE:COLUMN.
    return absl::Status(module.status().code(),
                        absl::StrCat(ToAbsl(source_name), ":", module.status().message()));
  }
  return module;
}

}  // namespace xla
