#include "axle/stablehlo/mlir_bytecode_reader.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "absl/strings/match.h"
#include "axle/stablehlo/bytecode_cursor.h"
#include "axle/stablehlo/mlir_text_parser.h"
#include "axle/stablehlo/vhlo_to_stablehlo.h"

namespace xla::stablehlo {
namespace {

namespace fs = std::filesystem;

const fs::path kBytecodeDir = fs::path(AXLE_SOURCE_DIR) / "tests/stablehlo/bytecode";
const fs::path kCorpusDir = fs::path(AXLE_SOURCE_DIR) / "tests/stablehlo/corpus";

// The VHLO versions generate.py writes besides the default one (1.15.0):
// MLIR bytecode versions 6, 6, 4, 3, 1 and 0.
const char* const kArtifactVersions[] = {"default", "1.0.0", "0.14.0", "0.12.0", "0.10.0", "0.9.0"};

std::string ReadFile(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream contents;
  contents << file.rdbuf();
  return contents.str();
}

// The cases of tests/stablehlo/bytecode: NAME of each NAME.generic.mlir.
std::vector<std::string> BytecodeCases() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(kBytecodeDir)) {
    std::string file = entry.path().filename().string();
    if (absl::EndsWith(file, ".generic.mlir")) {
      names.push_back(file.substr(0, file.size() - std::string(".generic.mlir").size()));
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The artifact must read to the module jaxlib's deserialiser printed (the
// oracle, read with the text parser), compared in printed generic form.
void ExpectMatchesOracle(const fs::path& artifact, const fs::path& oracle) {
  SCOPED_TRACE(artifact.string());
  absl::StatusOr<MlirModule> read = ReadMlirBytecode(ReadFile(artifact), artifact.string());
  ASSERT_TRUE(read.ok()) << read.status();
  absl::StatusOr<MlirModule> expected = ParseMlirText(ReadFile(oracle), oracle.string());
  ASSERT_TRUE(expected.ok()) << expected.status();
  EXPECT_EQ(ToString(*read), ToString(*expected));
}

TEST(MlirBytecodeReaderTest, MatchesJaxlibAtEveryVhloVersion) {
  std::vector<std::string> cases = BytecodeCases();
  ASSERT_GE(cases.size(), 10u);
  for (const std::string& name : cases) {
    for (const char* version : kArtifactVersions) {
      ExpectMatchesOracle(kBytecodeDir / (name + "." + version + ".mlirbc"),
                          kBytecodeDir / (name + ".generic.mlir"));
    }
  }
}

TEST(MlirBytecodeReaderTest, MatchesJaxlibOnTheCorpus) {
  if (!fs::exists(kCorpusDir)) GTEST_SKIP() << "no corpus";
  int read = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpusDir)) {
    if (entry.path().filename() != "module.mlirbc.generic.mlir") continue;
    fs::path path = entry.path().parent_path() / "module.mlirbc";
    if (fs::exists(path)) {
      ExpectMatchesOracle(path, entry.path());
      ++read;
    }
    // The older artifact may spell ops the old version lacks differently
    // (tan as sin / cos), so it is only read.
    fs::path old = entry.path().parent_path() / "module.old.mlirbc";
    if (fs::exists(old)) {
      absl::StatusOr<MlirModule> module = ReadMlirBytecode(ReadFile(old), old.string());
      EXPECT_TRUE(module.ok()) << module.status();
    }
  }
  if (read == 0) GTEST_SKIP() << "no corpus artifacts";
}

TEST(MlirBytecodeReaderTest, AddDotReduceInDetail) {
  std::string bytes = ReadFile(kBytecodeDir / "add_dot_reduce.default.mlirbc");
  ASSERT_TRUE(IsMlirBytecode(bytes));
  absl::StatusOr<MlirModule> module = ReadMlirBytecode(bytes, "add_dot_reduce");
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ(module->producer, "StableHLO_v1.15.0");
  EXPECT_EQ(module->vhlo_version, "1.15.0");
  const MlirOperation* main = module->FindFunction("main");
  ASSERT_NE(main, nullptr);
  const MlirBlock& body = *main->regions.at(0)->blocks.at(0);
  ASSERT_EQ(body.arguments.size(), 2u);
  EXPECT_EQ(body.arguments[0]->type.dims, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(body.arguments[0]->type.element_type, F32);

  std::vector<std::string> names;
  for (const auto& op : body.operations) names.push_back(op->name);
  EXPECT_EQ(names, (std::vector<std::string>{"stablehlo.constant", "stablehlo.constant",
                                             "stablehlo.dot_general", "stablehlo.broadcast_in_dim",
                                             "stablehlo.add", "stablehlo.reduce", "func.return"}));
  const MlirOperation& one = *body.operations[1];
  const MlirAttribute* value = one.FindAttribute("value");
  ASSERT_NE(value, nullptr);
  ASSERT_EQ(value->kind, MlirAttribute::Kind::kDenseElements);
  EXPECT_EQ(value->literal->GetFirstElement<float>(), 1.0f);

  const MlirOperation& dot = *body.operations[2];
  EXPECT_EQ(dot.operands[0], body.arguments[0].get());
  const MlirAttribute* numbers = dot.FindAttribute("dot_dimension_numbers");
  ASSERT_NE(numbers, nullptr);
  EXPECT_EQ(numbers->kind, MlirAttribute::Kind::kStruct);
  EXPECT_EQ(numbers->dialect_name, "stablehlo.dot");
  const MlirAttribute* lhs = numbers->FindField("lhs_contracting_dimensions");
  ASSERT_NE(lhs, nullptr);
  ASSERT_EQ(lhs->elements.size(), 1u);
  EXPECT_EQ(lhs->elements[0]->int_value, 1);
  EXPECT_EQ(numbers->FindField("lhs_batching_dimensions"), nullptr);  // empty: left out

  const MlirOperation& reduce = *body.operations[5];
  EXPECT_EQ(reduce.operands[0], body.operations[4]->results[0].get());
  const MlirAttribute* dimensions = reduce.FindAttribute("dimensions");
  ASSERT_NE(dimensions, nullptr);
  EXPECT_EQ(dimensions->kind, MlirAttribute::Kind::kDenseArray);
  EXPECT_EQ(dimensions->ints, (std::vector<int64_t>{0}));
  const MlirBlock& reducer = *reduce.regions.at(0)->blocks.at(0);
  EXPECT_EQ(reducer.operations.back()->name, "stablehlo.return");
  EXPECT_EQ(reducer.operations.front()->operands[1], reducer.arguments[1].get());
}

// JAX's sharded exports mix Shardy ops into the VHLO module, wrapped in
// casts between VHLO and builtin types that fold away; their attributes are
// spelled as Shardy prints them.
TEST(MlirBytecodeReaderTest, ReadsShardyOpsAndFoldsTheirCasts) {
  absl::StatusOr<MlirModule> module = ReadMlirBytecode(
      ReadFile(kBytecodeDir / "sdy_sharding_constraint.mlirbc"), "sdy_sharding_constraint");
  ASSERT_TRUE(module.ok()) << module.status();
  const MlirBlock& top = *module->module_op->regions.at(0)->blocks.at(0);
  EXPECT_EQ(top.operations.at(0)->name, "sdy.mesh");
  EXPECT_NE(top.operations.at(0)->FindAttribute("sym_name"), nullptr);
  const MlirAttribute* mesh = top.operations.at(0)->FindAttribute("mesh");
  ASSERT_NE(mesh, nullptr);
  EXPECT_EQ(mesh->string_value, "#sdy.mesh<[\"x\"=1]>");
  const MlirOperation* main = module->FindFunction("main");
  ASSERT_NE(main, nullptr);
  std::vector<std::string> names;
  const MlirOperation* constraint = nullptr;
  const MlirOperation* add = nullptr;
  for (const auto& op : main->regions.at(0)->blocks.at(0)->operations) {
    names.push_back(op->name);
    if (op->name == "sdy.sharding_constraint") constraint = op.get();
    if (op->name == "stablehlo.add") add = op.get();
  }
  EXPECT_EQ(std::count(names.begin(), names.end(), "builtin.unrealized_conversion_cast"), 0);
  ASSERT_NE(constraint, nullptr);
  ASSERT_NE(add, nullptr);
  const MlirAttribute* sharding = constraint->FindAttribute("sharding");
  ASSERT_NE(sharding, nullptr);
  EXPECT_EQ(sharding->string_value, "#sdy.sharding<@mesh, [{\"x\"}]>");
  EXPECT_EQ(constraint->operands.at(0)->defining_op->name, "stablehlo.multiply");
  EXPECT_EQ(add->operands.at(0), constraint->results.at(0).get());
}

TEST(MlirBytecodeReaderTest, OldArtifactsNameTheirVersion) {
  absl::StatusOr<MlirModule> module =
      ReadMlirBytecode(ReadFile(kBytecodeDir / "conv.0.9.0.mlirbc"), "conv");
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ(module->producer, "StableHLO_v0.9.0");
  EXPECT_EQ(module->vhlo_version, "0.9.0");
}

TEST(MlirBytecodeReaderTest, WithoutUpgradeKeepsVhlo) {
  absl::StatusOr<MlirModule> module = ReadMlirBytecodeWithoutUpgrade(
      ReadFile(kBytecodeDir / "add_dot_reduce.default.mlirbc"), "add_dot_reduce");
  ASSERT_TRUE(module.ok()) << module.status();
  const MlirOperation& func = *module->module_op->regions.at(0)->blocks.at(0)->operations.at(0);
  EXPECT_EQ(func.name, "vhlo.func_v1");
  EXPECT_NE(func.FindAttribute("sym_visibility"), nullptr);
}

TEST(MlirBytecodeReaderTest, IsMlirBytecode) {
  EXPECT_TRUE(IsMlirBytecode(std::string("ML\xefR\x0d", 5)));
  EXPECT_FALSE(IsMlirBytecode("ML"));
  EXPECT_FALSE(IsMlirBytecode("module {}"));
}

TEST(MlirBytecodeReaderTest, RefusesTextAndNamesWhere) {
  absl::StatusOr<MlirModule> module = ReadMlirBytecode("module {}", "f.mlir");
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StartsWith(module.status().message(), "f.mlir: byte 0 (section header): "))
      << module.status();
}

// Replaces the producer's version digits (same length, so nothing moves).
std::string WithProducer(std::string bytes, const std::string& from, const std::string& to) {
  size_t at = bytes.find(from);
  EXPECT_NE(at, std::string::npos);
  bytes.replace(at, from.size(), to);
  return bytes;
}

TEST(MlirBytecodeReaderTest, RefusesVersionsOutsideTheRange) {
  std::string bytes = ReadFile(kBytecodeDir / "add_dot_reduce.default.mlirbc");
  absl::StatusOr<MlirModule> module =
      ReadMlirBytecode(WithProducer(bytes, "v1.15.0", "v9.15.0"), "future.mlirbc");
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StrContains(module.status().message(), "9.15.0")) << module.status();
  EXPECT_TRUE(absl::StrContains(module.status().message(), "0.9.0 to 1.20.0")) << module.status();
  module = ReadMlirBytecode(WithProducer(bytes, "StableHLO_v", "StableHLO-v"), "x.mlirbc");
  ASSERT_FALSE(module.ok());
  EXPECT_TRUE(absl::StrContains(module.status().message(), "producer")) << module.status();
}

TEST(MlirBytecodeReaderTest, CheckVhloVersion) {
  EXPECT_TRUE(CheckVhloVersion("0.9.0").ok());
  EXPECT_TRUE(CheckVhloVersion("1.15.0").ok());
  EXPECT_TRUE(CheckVhloVersion("1.20.0").ok());
  EXPECT_FALSE(CheckVhloVersion("0.8.9").ok());
  EXPECT_FALSE(CheckVhloVersion("1.21.0").ok());
  EXPECT_FALSE(CheckVhloVersion("1.x.0").ok());
  EXPECT_FALSE(CheckVhloVersion("1.2").ok());
}

// Every proper prefix of an artifact is an error (never a crash), and the
// error says where.
TEST(MlirBytecodeReaderTest, EveryTruncationIsAnError) {
  for (const char* file : {"control_flow.default.mlirbc", "control_flow.0.9.0.mlirbc",
                           "constants.0.12.0.mlirbc"}) {
    std::string bytes = ReadFile(kBytecodeDir / file);
    for (size_t size = 0; size < bytes.size(); ++size) {
      absl::StatusOr<MlirModule> module = ReadMlirBytecode(bytes.substr(0, size), "cut");
      ASSERT_FALSE(module.ok()) << file << " cut to " << size << " bytes";
      ASSERT_TRUE(absl::StartsWith(module.status().message(), "cut: ")) << module.status();
    }
  }
}

// Corrupt bytes give a module or an error, never a crash or a hang.
TEST(MlirBytecodeReaderTest, RandomCorruptionNeverCrashes) {
  std::mt19937 random(1234);
  int errors = 0;
  for (const char* file : {"gather_scatter.default.mlirbc", "sort_argmax.0.9.0.mlirbc",
                           "misc_ops.1.0.0.mlirbc"}) {
    std::string original = ReadFile(kBytecodeDir / file);
    for (int trial = 0; trial < 1500; ++trial) {
      std::string bytes = original;
      int flips = 1 + static_cast<int>(random() % 4);
      for (int i = 0; i < flips; ++i) {
        bytes[random() % bytes.size()] = static_cast<char>(random() % 256);
      }
      errors += !ReadMlirBytecode(bytes, "corrupt").ok();
    }
  }
  EXPECT_GT(errors, 0);
}

TEST(BytecodeCursorTest, VarInts) {
  // 7 bits in one byte; 300 in two (prefix 0b10); a full 64-bit value after
  // a zero byte; a zigzag -3.
  std::string bytes = std::string("\x07", 1) + std::string("\xb2\x04", 2) +
                      std::string("\x00\xff\xff\xff\xff\xff\xff\xff\xff", 9) +
                      std::string("\x0b", 1);
  BytecodeCursor cursor("t", bytes, "test");
  EXPECT_EQ(*cursor.ReadVarInt(), 3u);
  EXPECT_EQ(*cursor.ReadVarInt(), 300u);
  EXPECT_EQ(*cursor.ReadVarInt(), ~uint64_t{0});
  EXPECT_EQ(*cursor.ReadSignedVarInt(), -3);
  EXPECT_TRUE(cursor.empty());
  absl::StatusOr<uint64_t> past_end = cursor.ReadVarInt();
  ASSERT_FALSE(past_end.ok());
  EXPECT_EQ(past_end.status().message(), "t: byte 13 (section test): unexpected end of data");
}

TEST(BytecodeCursorTest, CountsMustFitTheBytesLeft) {
  std::string bytes("\x41\x00\x00", 3);  // a count of 32, then two bytes
  BytecodeCursor cursor("t", bytes, "test");
  absl::StatusOr<uint64_t> count = cursor.ReadCount("thing");
  ASSERT_FALSE(count.ok());
  EXPECT_TRUE(absl::StrContains(count.status().message(), "thing count 32")) << count.status();
}

}  // namespace
}  // namespace xla::stablehlo
