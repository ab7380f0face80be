// Every module of the JAX corpus (tests/stablehlo/corpus/<category>/<name>/)
// read by the text parser: module.mlir (JAX's pretty print) and
// module.generic.mlir (jaxlib's generic print of the same module) must give
// the same MlirModule, compared through the generic printer; the generic
// print of the deserialized portable artifact must parse too.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "axle/stablehlo/mlir_text_parser.h"

namespace xla::stablehlo {
namespace {

namespace fs = std::filesystem;

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

std::vector<fs::path> CorpusCases() {
  std::vector<fs::path> cases;
  const fs::path root = fs::path(AXLE_SOURCE_DIR) / "tests/stablehlo/corpus";
  if (!fs::exists(root)) return cases;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.is_regular_file() && entry.path().filename() == "module.mlir") {
      cases.push_back(entry.path().parent_path());
    }
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

TEST(MlirTextCorpusTest, PrettyAndGenericPrintsReadAlike) {
  const std::vector<fs::path> cases = CorpusCases();
  if (cases.empty()) GTEST_SKIP() << "no corpus";
  int compared = 0;
  for (const fs::path& dir : cases) {
    SCOPED_TRACE(dir.string());
    auto pretty = ParseMlirText(ReadFile(dir / "module.mlir"), (dir / "module.mlir").string());
    ASSERT_TRUE(pretty.ok()) << pretty.status();
    const std::string printed = ToString(*pretty);
    if (fs::exists(dir / "module.generic.mlir")) {
      auto generic = ParseMlirText(ReadFile(dir / "module.generic.mlir"),
                                   (dir / "module.generic.mlir").string());
      ASSERT_TRUE(generic.ok()) << generic.status();
      EXPECT_EQ(printed, ToString(*generic));
      ++compared;
    }
    if (fs::exists(dir / "module.mlirbc.generic.mlir")) {
      auto artifact = ParseMlirText(ReadFile(dir / "module.mlirbc.generic.mlir"),
                                    (dir / "module.mlirbc.generic.mlir").string());
      EXPECT_TRUE(artifact.ok()) << artifact.status();
    }
    // Our own print reads back to itself.
    auto reparsed = ParseMlirText(printed, "printed");
    ASSERT_TRUE(reparsed.ok()) << reparsed.status();
    EXPECT_EQ(ToString(*reparsed), printed);
  }
  EXPECT_GT(compared, 0);
  std::cout << "compared " << compared << " of " << cases.size() << " corpus modules\n";
}

}  // namespace
}  // namespace xla::stablehlo
