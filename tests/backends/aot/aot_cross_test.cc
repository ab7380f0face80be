// Cross-compilation: the execution cases of tests/hlo/cases compiled ahead of
// time for every cross target of CMake's AXLE_AOT_CROSS_TRIPLES (AArch64 and
// RISC-V 64: aarch64-linux-gnu, riscv64-linux-gnu), linked with Debian's
// g++-TRIPLE into one static driver program (generated here, with each
// case's arguments as data) that runs under qemu-ARCH-static and prints every
// result's bytes; each result must match the case's EXPECT, as on the host.
// The driver links the target's build of libaxle_aot_runtime.a
// (build/aot-runtime/TRIPLE/, CMake target axle_aot_runtime_ARCH); without
// it, cases whose objects need the runtime are skipped. Cases with more than
// 64 KiB of arguments and results are skipped too; every skip is counted. A
// target whose cross compiler or qemu is missing is skipped, saying which.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "tests/backends/aot/aot_cases.h"

namespace xla::cpu {
namespace {

constexpr int64_t kMaxCaseBytes = 64 * 1024;

// Cases whose exact EXPECT holds for x86-64's glibc libm and not the
// target's: compared within 1e-15 relative there. cbrt: AArch64's f64
// cbrt(3.7) is 1 ulp below x86-64's.
const std::set<std::string> kLibmDifferences = {"cbrt/every_type.hlo"};

// `bytes` as a C string literal of octal escapes.
std::string OctalLiteral(const std::string& bytes) {
  std::string out = "\"";
  char escape[8];
  for (unsigned char byte : bytes) {
    std::snprintf(escape, sizeof(escape), "\\%03o", byte);
    out += escape;
  }
  return out + "\"";
}

std::string Join(const std::vector<int64_t>& values) {
  std::string out;
  for (int64_t value : values) absl::StrAppend(&out, value, ", ");
  return out + "0";
}

// The driver: runs every case and prints "case N result R HEX" per result
// leaf, or "case N error MESSAGE".
std::string DriverSource(const std::vector<testing::CompiledCase>& cases,
                         const std::vector<std::vector<std::string>>& arguments) {
  std::string out = R"cc(#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "axle/aot_runtime/run_context.h"
struct Buffer { int allocation; long long offset; long long size; const char* bytes; };
struct Case {
  std::int32_t (*entry)(void*, void**);
  int allocations; const long long* sizes; const int* kinds;
  int args; const Buffer* arg; int results; const Buffer* result;
};
)cc";
  for (size_t n = 0; n < cases.size(); ++n) {
    const AotMetadata& metadata = cases[n].metadata;
    absl::StrAppend(&out, "extern \"C\" std::int32_t ", cases[n].entry_point, "(void*, void**);\n");
    std::vector<int64_t> kinds;
    for (AotAllocationKind kind : metadata.allocation_kinds) {
      kinds.push_back(kind == AotAllocationKind::kConstant ? 0 : 1);
    }
    absl::StrAppend(&out, "static const long long kSizes", n, "[] = {",
                    Join(metadata.allocation_sizes), "};\n", "static const int kKinds", n,
                    "[] = {", Join(kinds), "};\n", "static const Buffer kArgs", n, "[] = {");
    for (size_t i = 0; i < metadata.arguments.size(); ++i) {
      absl::StrAppend(&out, "{", metadata.arguments[i].allocation, ", 0, ",
                      metadata.arguments[i].size, ", ", OctalLiteral(arguments[n][i]), "}, ");
    }
    absl::StrAppend(&out, "{0, 0, 0, nullptr}};\nstatic const Buffer kResults", n, "[] = {");
    for (const AotBuffer& leaf : metadata.results) {
      absl::StrAppend(&out, "{", leaf.allocation, ", ", leaf.offset, ", ", leaf.size,
                      ", nullptr}, ");
    }
    absl::StrAppend(&out, "{0, 0, 0, nullptr}};\n");
  }
  absl::StrAppend(&out, "static const Case kCases[] = {\n");
  for (size_t n = 0; n < cases.size(); ++n) {
    const AotMetadata& metadata = cases[n].metadata;
    absl::StrAppend(&out, "  {", cases[n].entry_point, ", ", metadata.allocation_sizes.size(),
                    ", kSizes", n, ", kKinds", n, ", ", metadata.arguments.size(), ", kArgs", n,
                    ", ", metadata.results.size(), ", kResults", n, "},\n");
  }
  out += R"cc(};
int main() {
  for (int n = 0; n < static_cast<int>(sizeof(kCases) / sizeof(kCases[0])); ++n) {
    const Case& c = kCases[n];
    void* table[512] = {};
    for (int i = 0; i < c.allocations; ++i) {
      if (c.kinds[i] == 0) continue;
      table[i] = std::aligned_alloc(64, c.sizes[i] == 0 ? 64 : (c.sizes[i] + 63) / 64 * 64);
    }
    for (int i = 0; i < c.args; ++i) {
      std::memcpy(table[c.arg[i].allocation], c.arg[i].bytes, c.arg[i].size);
    }
    xla::aot::RunContext context(1, 42);
    if (c.entry(&context, table) != 0 || context.failed()) {
      std::printf("case %d error %s\n", n, context.error_message());
    } else {
      for (int r = 0; r < c.results; ++r) {
        std::printf("case %d result %d ", n, r);
        const unsigned char* bytes =
            static_cast<const unsigned char*>(table[c.result[r].allocation]) + c.result[r].offset;
        for (long long b = 0; b < c.result[r].size; ++b) std::printf("%02x", bytes[b]);
        std::printf("\n");
      }
    }
    for (int i = 0; i < c.allocations; ++i) std::free(table[i]);
  }
  return 0;
}
)cc";
  return out;
}

std::string FromHex(absl::string_view hex) {
  std::string bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes += static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
  }
  return bytes;
}

class AotCrossTest : public ::testing::TestWithParam<std::string> {};

TEST_P(AotCrossTest, CasesUnderQemuMatchTheirExpectations) {
  const std::string triple = GetParam();
  const std::string arch = triple.substr(0, triple.find('-'));
  const std::string missing = testing::CrossToolsMissing(triple);
  if (!missing.empty()) GTEST_SKIP() << missing;
  const std::string dir = testing::FreshDir("cross_" + arch);
  const std::string runtime = testing::AotRuntimeLibrary("aot-runtime/" + triple + "/");
  testing::CompiledCases compiled =
      testing::CompileCases({triple, "", ""}, dir, arch + "_case_", !runtime.empty());
  for (const std::string& failure : compiled.failures) ADD_FAILURE() << failure;
  std::vector<testing::CompiledCase> cases;
  std::vector<std::vector<std::string>> arguments;
  std::string objects;
  for (testing::CompiledCase& compiled_case : compiled.cases) {
    absl::StatusOr<std::vector<std::string>> bytes = testing::ArgumentBytes(compiled_case);
    ASSERT_TRUE(bytes.ok()) << compiled_case.c.path << ": " << bytes.status();
    int64_t total = 0;
    for (const std::string& argument : *bytes) total += argument.size();
    for (const AotBuffer& leaf : compiled_case.metadata.results) total += leaf.size;
    if (total > kMaxCaseBytes || compiled_case.metadata.allocation_sizes.size() > 512) {
      ++compiled.skipped["over 64 KiB of arguments and results"];
      continue;
    }
    absl::StrAppend(&objects, " ", dir, "/", compiled_case.entry_point, ".o");
    arguments.push_back(*std::move(bytes));
    cases.push_back(std::move(compiled_case));
  }
  ASSERT_FALSE(cases.empty());
  testing::WriteFile(dir + "/driver.cc", DriverSource(cases, arguments));
  testing::CommandResult build = testing::RunCommand(
      absl::StrCat(triple, "-g++ -std=c++17 -O1 -static ", testing::AotIncludeFlag(),
                   " ", dir, "/driver.cc", objects, runtime.empty() ? "" : " " + runtime,
                   " -lpthread -o ", dir, "/driver"));
  ASSERT_EQ(build.code, 0) << build.output.substr(0, 4000);
  testing::CommandResult run = testing::RunCommand("qemu-" + arch + "-static " + dir + "/driver");
  ASSERT_EQ(run.code, 0) << run.output.substr(0, 4000);
  // Case -> its result leaves' bytes, or its error.
  std::map<int64_t, std::vector<std::string>> leaves;
  std::map<int64_t, std::string> errors;
  for (absl::string_view line : absl::StrSplit(run.output, '\n', absl::SkipEmpty())) {
    std::vector<std::string> words = absl::StrSplit(line, absl::MaxSplits(' ', 3));
    int64_t n = -1;
    ASSERT_TRUE(words.size() == 4 && words[0] == "case" && absl::SimpleAtoi(words[1], &n))
        << line;
    if (words[2] == "error") {
      errors[n] = words[3];
    } else {
      leaves[n].push_back(FromHex(words[3].substr(words[3].find(' ') + 1)));
    }
  }
  int passed = 0;
  for (size_t n = 0; n < cases.size(); ++n) {
    absl::StatusOr<Literal> result =
        errors.contains(n) ? absl::StatusOr<Literal>(absl::InternalError(errors[n]))
                           : testing::ResultFromBytes(cases[n].metadata, leaves[n]);
    absl::Status check = testing::CheckCase(cases[n], result);
    if (!check.ok() && kLibmDifferences.contains(cases[n].c.path)) {
      testing::CompiledCase within_an_ulp = cases[n];
      within_an_ulp.c.tolerance = ErrorSpec{0, 1e-15};
      check = testing::CheckCase(within_an_ulp, std::move(result));
    }
    if (check.ok()) {
      ++passed;
    } else {
      ADD_FAILURE() << cases[n].c.path << " on " << arch << ": " << check.message();
    }
  }
  std::cout << passed << " of " << cases.size() << " cases compiled for " << triple
            << " pass under qemu"
            << testing::SkipReport(compiled) << "\n";
  std::filesystem::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(CrossTriples, AotCrossTest,
                         ::testing::ValuesIn(testing::CrossTriples()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace xla::cpu
