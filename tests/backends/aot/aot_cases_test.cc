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
#include <iostream>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/aot_runtime/run_context.h"
#include "tests/backends/aot/aot_cases.h"

namespace xla::cpu {
namespace {

using EntryFunction = int32_t (*)(void* ctx, void** buffer_table);

struct FreeDeleter {
  void operator()(void* pointer) const { std::free(pointer); }
};

// Runs one case's compiled entry on its inputs; the result literal.
absl::StatusOr<Literal> RunCase(const testing::CompiledCase& compiled, EntryFunction entry) {
  const AotMetadata& metadata = compiled.metadata;
  ASSIGN_OR_RETURN(std::vector<std::string> arguments, testing::ArgumentBytes(compiled));
  std::vector<std::unique_ptr<void, FreeDeleter>> owned;
  std::vector<void*> table(metadata.allocation_sizes.size(), nullptr);
  for (size_t i = 0; i < table.size(); ++i) {
    if (metadata.allocation_kinds[i] == AotAllocationKind::kConstant) continue;
    size_t bytes = (metadata.allocation_sizes[i] + 63) / 64 * 64;
    owned.emplace_back(std::aligned_alloc(64, bytes == 0 ? 64 : bytes));
    table[i] = owned.back().get();
  }
  for (size_t i = 0; i < arguments.size(); ++i) {
    std::memcpy(table[metadata.arguments[i].allocation], arguments[i].data(), arguments[i].size());
  }
  xla::aot::RunContext context(1, 42);
  if (entry(&context, table.data()) != 0 || context.failed()) {
    return absl::InternalError(absl::StrCat("run failed: ", context.error_message()));
  }
  std::vector<std::string> leaves;
  for (const AotBuffer& leaf : metadata.results) {
    leaves.emplace_back(static_cast<const char*>(table[leaf.allocation]) + leaf.offset, leaf.size);
  }
  return testing::ResultFromBytes(metadata, leaves);
}

TEST(AotCasesTest, EveryCompilableCaseMatchesItsExpectation) {
  const std::string runtime = testing::AotRuntimeLibrary();
  const std::string dir = testing::FreshDir("cases");
  testing::CompiledCases compiled =
      testing::CompileCases({"", "", ""}, dir, "aot_case_", !runtime.empty());
  for (const std::string& failure : compiled.failures) ADD_FAILURE() << failure;
  ASSERT_FALSE(compiled.cases.empty());
  // One shared object; -Bsymbolic binds the runtime calls to the archive's
  // definitions, not to the JIT runtime this test binary exports.
  const std::string library = dir + "/cases.so";
  testing::CommandResult link = testing::RunCommand(
      absl::StrCat("g++ -shared -Wl,-Bsymbolic -Wl,-z,defs -o ", library, compiled.objects,
                   runtime.empty() ? "" : " " + runtime, " -lpthread"));
  ASSERT_EQ(link.code, 0) << link.output;
  void* handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(handle, nullptr) << dlerror();
  int passed = 0;
  for (const testing::CompiledCase& compiled_case : compiled.cases) {
    auto entry = reinterpret_cast<EntryFunction>(dlsym(handle, compiled_case.entry_point.c_str()));
    ASSERT_NE(entry, nullptr) << compiled_case.entry_point;
    absl::Status check = testing::CheckCase(compiled_case, RunCase(compiled_case, entry));
    if (check.ok()) {
      ++passed;
    } else {
      ADD_FAILURE() << compiled_case.c.path << ": " << check.message();
    }
  }
  dlclose(handle);
  std::cout << passed << " of " << compiled.cases.size()
            << " cases compiled ahead of time pass" << testing::SkipReport(compiled) << "\n";
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace xla::cpu
