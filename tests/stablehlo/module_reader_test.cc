// Telling the three module formats apart, and reading each through one call.
#include "axle/stablehlo/module_reader.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "absl/strings/match.h"

namespace xla {
namespace {

std::string ReadCorpusFile(const std::string& relative) {
  std::ifstream file(std::string(AXLE_SOURCE_DIR) + "/tests/stablehlo/corpus/" + relative,
                     std::ios::binary);
  std::stringstream buffer;
  buffer << file.rdbuf();
  return buffer.str();
}

TEST(ModuleReaderTest, DetectsTheFormat) {
  EXPECT_EQ(DetectModuleFormat("HloModule m\nENTRY e {}"), ModuleFormat::kHloText);
  EXPECT_EQ(DetectModuleFormat("// a comment\n\nmodule @jit_f {\n}"),
            ModuleFormat::kStableHloText);
  EXPECT_EQ(DetectModuleFormat("func.func @main() {\n}"), ModuleFormat::kStableHloText);
  EXPECT_EQ(DetectModuleFormat("#loc = loc(unknown)\nmodule {}"), ModuleFormat::kStableHloText);
  EXPECT_EQ(DetectModuleFormat("\"builtin.module\"() ({})"), ModuleFormat::kStableHloText);
  EXPECT_EQ(DetectModuleFormat(std::string("ML\xefR\x00", 5)), ModuleFormat::kStableHloBytecode);
  // The extension decides text that starts with neither.
  EXPECT_EQ(DetectModuleFormat("garbage", "m.mlir"), ModuleFormat::kStableHloText);
  EXPECT_EQ(DetectModuleFormat("garbage", "m.hlo"), ModuleFormat::kHloText);
  EXPECT_EQ(DetectModuleFormat("garbage", "m.mlirbc"), ModuleFormat::kStableHloBytecode);
  // Bytecode is bytecode whatever its name.
  EXPECT_EQ(DetectModuleFormat(std::string("ML\xefR", 4), "m.hlo"),
            ModuleFormat::kStableHloBytecode);
}

// Every form of one corpus case reads to a module with the same entry
// signature.
TEST(ModuleReaderTest, EveryFormReads) {
  std::string signature;
  for (std::string form : {"module.mlir", "module.generic.mlir", "module.mlirbc",
                           "module.old.mlirbc", "module.plugin.mlirbc", "module.hlo",
                           "module.opt.hlo"}) {
    std::string contents = ReadCorpusFile("reduction/sum_axis1_f32/" + form);
    ASSERT_FALSE(contents.empty()) << form;
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseModuleInAnyFormat(contents, form);
    ASSERT_TRUE(module.ok()) << form << ": " << module.status();
    std::string shape = (*module)->entry_computation()->root_instruction()->shape().ToString();
    if (signature.empty()) signature = shape;
    EXPECT_EQ(shape, signature) << form;
  }
}

TEST(ModuleReaderTest, ErrorsNameTheSource) {
  absl::StatusOr<std::unique_ptr<HloModule>> hlo = ParseModuleInAnyFormat("HloModule m\nENTRY {", "a.hlo");
  ASSERT_FALSE(hlo.ok());
  EXPECT_TRUE(absl::StartsWith(hlo.status().message(), "a.hlo:2:")) << hlo.status();
  absl::StatusOr<std::unique_ptr<HloModule>> text =
      ParseModuleInAnyFormat("module {\n  func.func @main(", "b.mlir");
  ASSERT_FALSE(text.ok());
  EXPECT_TRUE(absl::StartsWith(text.status().message(), "b.mlir:2:")) << text.status();
  absl::StatusOr<std::unique_ptr<HloModule>> bytes =
      ParseModuleInAnyFormat(std::string("ML\xefR\x06", 5), "c.mlirbc");
  ASSERT_FALSE(bytes.ok());
  EXPECT_TRUE(absl::StartsWith(bytes.status().message(), "c.mlirbc: byte ")) << bytes.status();
}

}  // namespace
}  // namespace xla
