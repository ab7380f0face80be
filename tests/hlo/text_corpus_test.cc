// The HLO text corpus: tests/hlo/corpus/*.hlo (at least one module per
// opcode, in XLA's syntax) must parse, print, parse back to an equal module,
// print identically the second time, and pass the verifier.
// tests/hlo/malformed/*.hlo must fail to parse with the error fragment named
// on their first line ("// ERROR: fragment").
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla {
namespace {

std::vector<std::filesystem::path> HloFilesIn(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(AXLE_SOURCE_DIR) + "/" + folder)) {
    if (entry.path().extension() == ".hlo") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

TEST(TextCorpusTest, EveryFileRoundTrips) {
  std::vector<std::filesystem::path> files = HloFilesIn("tests/hlo/corpus");
  ASSERT_FALSE(files.empty());
  for (const auto& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::string text = ReadFile(path);
    absl::StatusOr<std::unique_ptr<HloModule>> first = ParseAndReturnUnverifiedModule(text);
    ASSERT_TRUE(first.ok()) << first.status();
    std::string printed = (*first)->ToString();
    absl::StatusOr<std::unique_ptr<HloModule>> second = ParseAndReturnUnverifiedModule(printed);
    ASSERT_TRUE(second.ok()) << second.status() << "\nprinted text:\n" << printed;
    EXPECT_TRUE(HloModulesEqual(**first, **second)) << "printed text:\n" << printed;
    EXPECT_EQ((*second)->ToString(), printed);
  }
}

TEST(TextCorpusTest, EveryFileVerifies) {
  for (const auto& path : HloFilesIn("tests/hlo/corpus")) {
    SCOPED_TRACE(path.filename().string());
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(ReadFile(path));
    EXPECT_TRUE(module.ok()) << module.status();
  }
}

TEST(TextCorpusTest, CoversEveryOpcode) {
  absl::flat_hash_set<HloOpcode> used;
  for (const auto& path : HloFilesIn("tests/hlo/corpus")) {
    absl::StatusOr<std::unique_ptr<HloModule>> module =
        ParseAndReturnUnverifiedModule(ReadFile(path));
    if (!module.ok()) continue;  // reported by EveryFileRoundTrips
    for (const HloComputation* computation : (*module)->computations()) {
      for (const HloInstruction* instruction : computation->instructions()) {
        used.insert(instruction->opcode());
      }
    }
  }
  for (int i = 0; i < kHloOpcodeCount; ++i) {
    HloOpcode opcode = static_cast<HloOpcode>(i);
    EXPECT_TRUE(used.contains(opcode)) << "no corpus module uses " << HloOpcodeString(opcode);
  }
}

TEST(TextCorpusTest, MalformedFilesFailWithTheirError) {
  std::vector<std::filesystem::path> files = HloFilesIn("tests/hlo/malformed");
  ASSERT_FALSE(files.empty());
  for (const auto& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::string text = ReadFile(path);
    constexpr absl::string_view kPrefix = "// ERROR: ";
    ASSERT_TRUE(absl::StartsWith(text, kPrefix)) << "first line must be '// ERROR: fragment'";
    size_t end = text.find('\n');
    std::string fragment = text.substr(kPrefix.size(), end - kPrefix.size());
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
    ASSERT_FALSE(module.ok()) << "parsed, but expected: " << fragment;
    EXPECT_TRUE(absl::StrContains(module.status().message(), fragment))
        << "expected '" << fragment << "' in:\n"
        << module.status().message();
    EXPECT_TRUE(absl::StrContains(module.status().message(), ": error: "))
        << module.status().message();
  }
}

TEST(TextCorpusTest, DeeplyNestedTupleShapeIsAnErrorNotACrash) {
  constexpr int kDepth = 100000;
  std::string shape = std::string(kDepth, '(') + "f32[]" + std::string(kDepth, ')');
  std::string text = absl::StrCat("HloModule deep\nENTRY e {\n  ROOT p = ", shape,
                                  " parameter(0)\n}\n");
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StrContains(module.status().message(), "3:")) << module.status();
  EXPECT_TRUE(absl::StrContains(module.status().message(), "nesting")) << module.status();
}

TEST(TextCorpusTest, DeeplyNestedBracesInValuesAreAnErrorNotACrash) {
  constexpr int kDepth = 100000;
  std::string braces = std::string(kDepth, '{') + std::string(kDepth, '}');
  for (const std::string& attribute :
       {absl::StrCat("metadata=", braces), absl::StrCat("dimensions=", braces),
        absl::StrCat("backend_config=", braces)}) {
    std::string text = absl::StrCat("HloModule deep\nENTRY e {\n  p = f32[2] parameter(0)\n",
                                    "  ROOT r = f32[2] reverse(p), ", attribute, "\n}\n");
    // Either accepted as opaque text or rejected; never a crash.
    (void)ParseAndReturnUnverifiedModule(text);
  }
  std::string constant = absl::StrCat("HloModule deep\nENTRY e {\n  ROOT c = f32[1] constant(",
                                      std::string(kDepth, '('), ")\n}\n");
  EXPECT_FALSE(ParseAndReturnUnverifiedModule(constant).ok());
}

TEST(TextCorpusTest, DeeplyNestedInstructionsAreAnErrorNotACrash) {
  constexpr int kDepth = 100000;
  std::string nested = "f32[] parameter(0)";
  std::string text = "HloModule deep\nENTRY e {\n  ROOT n = f32[] ";
  for (int i = 0; i < kDepth; ++i) text += "negate(";
  text += nested + std::string(kDepth, ')') + "\n}\n";
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StrContains(module.status().message(), "nested deeper than"))
      << module.status();
}

TEST(TextCorpusTest, DeeplyNestedInlineComputationsAreAnErrorNotACrash) {
  constexpr int kDepth = 10000;
  std::string text = "HloModule deep\nENTRY e {\n  p = f32[] parameter(0)\n";
  for (int i = 0; i < kDepth; ++i) {
    text += "  ROOT c = f32[] call(p), to_apply={\n  p = f32[] parameter(0)\n";
  }
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StrContains(module.status().message(), "computations nested deeper than"))
      << module.status();
}

}  // namespace
}  // namespace xla
