// Every execution case of tests/hlo/cases compiled ahead of time for the
// host, linked into one shared object with libaxle_aot_runtime.a (each case
// its own entry point), loaded, run through the metadata's buffer table and
// compared with the case's EXPECT. Cases the AOT compiler refuses (they need
// the host process: infeed, outfeed, collectives, custom calls; or dynamic
// shapes; or an instruction still passing a host address), cases that expect
// an error or several replicas, and cases pending on cpu are skipped and
// counted by reason.
#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "axle/aot_runtime/run_context.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "tests/backends/aot/aot_test_util.h"
#include "tests/testlib/hlo_case.h"

namespace xla::cpu {
namespace {

using testing::AotRuntimeLibrary;
using testing::RunCommand;

std::set<std::string> CpuPendingCases() {
  std::set<std::string> pending;
  std::ifstream file(std::filesystem::path(AXLE_SOURCE_DIR) / "tests/backends/cpu_pending_cases.txt");
  std::string line;
  while (std::getline(file, line)) {
    absl::string_view path = absl::StripAsciiWhitespace(line);
    if (!path.empty() && path[0] != '#') pending.insert(std::string(path));
  }
  return pending;
}

struct CompiledCase {
  testlib::HloCase c;
  AotMetadata metadata;
  std::string entry_point;
};

using EntryFunction = int32_t (*)(void* ctx, void** buffer_table);

struct FreeDeleter {
  void operator()(void* pointer) const { std::free(pointer); }
};

// Runs one case's compiled entry on its inputs; the result literal.
absl::StatusOr<Literal> RunCase(const CompiledCase& compiled, EntryFunction entry) {
  const AotMetadata& metadata = compiled.metadata;
  ASSIGN_OR_RETURN(auto inputs, testlib::HloCaseInputs(compiled.c));
  const std::vector<Literal>& arguments = inputs[0];
  std::vector<std::unique_ptr<void, FreeDeleter>> owned;
  std::vector<void*> table(metadata.allocation_sizes.size(), nullptr);
  for (size_t i = 0; i < table.size(); ++i) {
    if (metadata.allocation_kinds[i] == AotAllocationKind::kConstant) continue;
    size_t bytes = (metadata.allocation_sizes[i] + 63) / 64 * 64;
    owned.emplace_back(std::aligned_alloc(64, bytes == 0 ? 64 : bytes));
    table[i] = owned.back().get();
  }
  for (const AotBuffer& argument : metadata.arguments) {
    if (argument.parameter_number >= static_cast<int64_t>(arguments.size())) {
      return absl::InvalidArgumentError("too few INPUTs");
    }
    Literal leaf = arguments[argument.parameter_number].subliteral(argument.index).Relayout(
        argument.shape);
    if (leaf.size_bytes() != argument.size) {
      return absl::InvalidArgumentError(absl::StrCat("argument of ", leaf.size_bytes(),
                                                     " bytes for a buffer of ", argument.size));
    }
    if (argument.size > 0) std::memcpy(table[argument.allocation], leaf.untyped_data(), argument.size);
  }
  xla::aot::RunContext context(1, 42);
  if (entry(&context, table.data()) != 0 || context.failed()) {
    return absl::InternalError(absl::StrCat("run failed: ", context.error_message()));
  }
  ASSIGN_OR_RETURN(Literal result, Literal::Create(metadata.result_shape));
  for (const AotBuffer& leaf : metadata.results) {
    if (leaf.size == 0) continue;
    std::memcpy(result.untyped_data(leaf.index),
                static_cast<const char*>(table[leaf.allocation]) + leaf.offset, leaf.size);
  }
  return result;
}

TEST(AotCasesTest, EveryCompilableCaseMatchesItsExpectation) {
  const std::string runtime = AotRuntimeLibrary();
  const std::set<std::string> pending = CpuPendingCases();
  const std::string dir = testing::FreshDir("cases");
  std::map<std::string, int> skipped;  // reason -> count
  std::vector<CompiledCase> compiled;
  std::string objects;
  for (const std::string& path : testlib::AllHloCasePaths()) {
    absl::StatusOr<testlib::HloCase> c = testlib::ReadHloCase(path);
    ASSERT_TRUE(c.ok()) << path << ": " << c.status();
    if (c->error) {
      ++skipped["expects an error"];
      continue;
    }
    if (c->replicas != 1) {
      ++skipped["several replicas"];
      continue;
    }
    if (pending.contains(path)) {
      ++skipped["pending on cpu"];
      continue;
    }
    const std::string entry = absl::StrCat("aot_case_", compiled.size());
    absl::StatusOr<AotArtifact> artifact =
        testing::CompileText(c->text, absl::StrCat("cases::Case", compiled.size()), entry);
    if (!artifact.ok()) {
      absl::string_view message = artifact.status().message();
      if (absl::StrContains(message, "needs the host process")) {
        ++skipped["needs the host (infeed, outfeed, collectives, custom calls)"];
      } else if (absl::StrContains(message, "needs a host address")) {
        ++skipped["an instruction still passes a host address"];
      } else if (absl::StrContains(message, "dynamic shape")) {
        ++skipped["dynamic-shaped arguments or result"];
      } else {
        ADD_FAILURE() << path << ": " << artifact.status();
      }
      continue;
    }
    if (!artifact->metadata.runtime_symbols.empty() && runtime.empty()) {
      ++skipped["needs libaxle_aot_runtime.a, which this build lacks"];
      continue;
    }
    const std::string object = absl::StrCat(dir, "/", entry, ".o");
    testing::WriteFile(object, artifact->object);
    absl::StrAppend(&objects, " ", object);
    compiled.push_back({*std::move(c), std::move(artifact->metadata), entry});
    compiled.back().c.path = path;
  }
  ASSERT_FALSE(compiled.empty());
  // One shared object; -Bsymbolic binds the runtime calls to the archive's
  // definitions, not to the JIT runtime this test binary exports.
  const std::string library = dir + "/cases.so";
  testing::CommandResult link =
      RunCommand(absl::StrCat("g++ -shared -Wl,-Bsymbolic -Wl,-z,defs -o ", library, objects,
                              runtime.empty() ? "" : " " + runtime, " -lpthread"));
  ASSERT_EQ(link.code, 0) << link.output;
  void* handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(handle, nullptr) << dlerror();
  int passed = 0;
  for (const CompiledCase& compiled_case : compiled) {
    auto entry = reinterpret_cast<EntryFunction>(dlsym(handle, compiled_case.entry_point.c_str()));
    ASSERT_NE(entry, nullptr) << compiled_case.entry_point;
    absl::StatusOr<Literal> result = RunCase(compiled_case, entry);
    std::vector<Literal> results;
    if (result.ok()) results.push_back(*std::move(result));
    absl::Status check = testlib::CheckHloCaseResults(
        compiled_case.c, result.ok() ? absl::StatusOr<std::vector<Literal>>(std::move(results))
                                     : absl::StatusOr<std::vector<Literal>>(result.status()));
    if (check.ok()) {
      ++passed;
    } else {
      ADD_FAILURE() << compiled_case.c.path << ": " << check.message();
    }
  }
  dlclose(handle);
  std::string report = absl::StrCat(passed, " of ", compiled.size(), " cases compiled ahead of time pass");
  for (const auto& [reason, count] : skipped) absl::StrAppend(&report, "; skipped ", count, ": ", reason);
  std::cout << report << "\n";
  RecordProperty("aot_cases_passed", passed);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace xla::cpu
