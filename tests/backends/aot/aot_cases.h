// The execution cases of tests/hlo/cases compiled ahead of time, for the
// host (aot_cases_test.cc) or another target (aot_cross_test.cc): which
// cases run, their compiled objects and metadata, and their arguments and
// results as the bytes of the program's buffers.
#ifndef AXLE_TESTS_BACKENDS_AOT_AOT_CASES_H_
#define AXLE_TESTS_BACKENDS_AOT_AOT_CASES_H_

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "axle/base/status_macros.h"
#include "tests/backends/aot/aot_test_util.h"
#include "tests/testlib/hlo_case.h"

namespace xla::cpu::testing {

struct CompiledCase {
  testlib::HloCase c;
  AotMetadata metadata;
  std::string entry_point;
};

struct CompiledCases {
  std::vector<CompiledCase> cases;
  std::string objects;                // their object files, space-separated
  std::map<std::string, int> skipped;  // reason -> count
  std::vector<std::string> failures;   // cases that should compile and did not
};

inline std::set<std::string> CpuPendingCases() {
  std::set<std::string> pending;
  std::ifstream file(std::filesystem::path(AXLE_SOURCE_DIR) /
                     "tests/backends/cpu_pending_cases.txt");
  std::string line;
  while (std::getline(file, line)) {
    absl::string_view path = absl::StripAsciiWhitespace(line);
    if (!path.empty() && path[0] != '#') pending.insert(std::string(path));
  }
  return pending;
}

// Compiles every case that can run ahead of time for `target` into
// dir/<prefix>N.o with entry point <prefix>N; with `have_runtime` false,
// cases whose objects need libaxle_aot_runtime.a are skipped.
inline CompiledCases CompileCases(const ObjectTarget& target, const std::string& dir,
                                  const std::string& prefix, bool have_runtime) {
  CompiledCases result;
  const std::set<std::string> pending = CpuPendingCases();
  for (const std::string& path : testlib::AllHloCasePaths()) {
    absl::StatusOr<testlib::HloCase> c = testlib::ReadHloCase(path);
    if (!c.ok()) {
      result.failures.push_back(absl::StrCat(path, ": ", c.status().message()));
      continue;
    }
    if (c->error) {
      ++result.skipped["expects an error"];
      continue;
    }
    if (c->replicas != 1) {
      ++result.skipped["several replicas"];
      continue;
    }
    if (pending.contains(path)) {
      ++result.skipped["pending on cpu"];
      continue;
    }
    const std::string entry = absl::StrCat(prefix, result.cases.size());
    absl::StatusOr<AotArtifact> artifact =
        CompileText(c->text, absl::StrCat("cases::Case", result.cases.size()), entry, target);
    if (!artifact.ok()) {
      absl::string_view message = artifact.status().message();
      if (absl::StrContains(message, "needs the host process")) {
        ++result.skipped["needs the host (infeed, outfeed, collectives, custom calls)"];
      } else if (absl::StrContains(message, "needs a host address")) {
        ++result.skipped["an instruction still passes a host address"];
      } else if (absl::StrContains(message, "dynamic shape")) {
        ++result.skipped["dynamic-shaped arguments or result"];
      } else {
        result.failures.push_back(absl::StrCat(path, ": ", artifact.status().ToString()));
      }
      continue;
    }
    if (!artifact->metadata.runtime_symbols.empty() && !have_runtime) {
      ++result.skipped["needs libaxle_aot_runtime.a, not available here"];
      continue;
    }
    const std::string object = absl::StrCat(dir, "/", entry, ".o");
    WriteFile(object, artifact->object);
    absl::StrAppend(&result.objects, " ", object);
    result.cases.push_back({*std::move(c), std::move(artifact->metadata), entry});
  }
  return result;
}

inline std::string SkipReport(const CompiledCases& compiled) {
  std::string report;
  for (const auto& [reason, count] : compiled.skipped) {
    absl::StrAppend(&report, "; skipped ", count, ": ", reason);
  }
  return report;
}

// The bytes of each argument buffer (AotMetadata::arguments), in its layout.
inline absl::StatusOr<std::vector<std::string>> ArgumentBytes(const CompiledCase& compiled) {
  ASSIGN_OR_RETURN(auto inputs, testlib::HloCaseInputs(compiled.c));
  const std::vector<Literal>& arguments = inputs[0];
  std::vector<std::string> bytes;
  for (const AotBuffer& argument : compiled.metadata.arguments) {
    if (argument.parameter_number >= static_cast<int64_t>(arguments.size())) {
      return absl::InvalidArgumentError("too few INPUTs");
    }
    Literal leaf = arguments[argument.parameter_number].subliteral(argument.index).Relayout(
        argument.shape);
    if (leaf.size_bytes() != argument.size) {
      return absl::InvalidArgumentError(absl::StrCat("an argument of ", leaf.size_bytes(),
                                                     " bytes for a buffer of ", argument.size));
    }
    bytes.emplace_back(static_cast<const char*>(leaf.untyped_data()), argument.size);
  }
  return bytes;
}

// The result literal from the bytes of each result leaf (AotMetadata::results).
inline absl::StatusOr<Literal> ResultFromBytes(const AotMetadata& metadata,
                                               const std::vector<std::string>& leaves) {
  ASSIGN_OR_RETURN(Literal result, Literal::Create(metadata.result_shape));
  if (leaves.size() != metadata.results.size()) {
    return absl::InvalidArgumentError(
        absl::StrCat(leaves.size(), " result leaves for ", metadata.results.size()));
  }
  for (size_t i = 0; i < leaves.size(); ++i) {
    const AotBuffer& leaf = metadata.results[i];
    if (static_cast<int64_t>(leaves[i].size()) != leaf.size) {
      return absl::InvalidArgumentError(absl::StrCat("result leaf ", i, " has ", leaves[i].size(),
                                                     " bytes, not ", leaf.size));
    }
    if (leaf.size > 0) std::memcpy(result.untyped_data(leaf.index), leaves[i].data(), leaf.size);
  }
  return result;
}

// OK when `result` is what the case expects.
inline absl::Status CheckCase(const CompiledCase& compiled, absl::StatusOr<Literal> result) {
  if (!result.ok()) return testlib::CheckHloCaseResults(compiled.c, result.status());
  std::vector<Literal> results;
  results.push_back(*std::move(result));
  return testlib::CheckHloCaseResults(compiled.c, std::move(results));
}

}  // namespace xla::cpu::testing

#endif  // AXLE_TESTS_BACKENDS_AOT_AOT_CASES_H_
