// XLA's stack-frame tables (FileNames, FunctionNames, FileLocations,
// StackFrames) parse into HloModuleConfig::stack_frames, print back in XLA's
// layout, and bad tables give LINE:COL errors. Also: compact attribute values
// ("0_0x0_2", "3x3") end at the line's end even when the next instruction's
// name starts with 'x'.
#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_parser.h"

namespace xla {
namespace {

// As XLA:CPU (jax 0.10) prints a module: header, tables, computations; the
// metadata names frames by stack_frame_id.
constexpr absl::string_view kModuleWithTables = R"(HloModule jit_f, entry_computation_layout={(f32[2]{0})->f32[2]{0}}

FileNames
1 "/tmp/a \"b\".py"

FunctionNames
1 "<module>"
2 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=5 end_line=5 column=4 end_column=26}
2 {file_name_id=1 function_name_id=2 line=3 end_line=3 column=11 end_column=30}

StackFrames
1 {file_location_id=1 parent_frame_id=1}
2 {file_location_id=2 parent_frame_id=2}


ENTRY %main.1 (x.1: f32[2]) -> f32[2] {
  %x.1 = f32[2]{0} parameter(0), metadata={op_name="x"}
  ROOT %tanh.0 = f32[2]{0} tanh(%x.1), metadata={op_name="jit(f)/tanh" stack_frame_id=2}
}

)";

std::string ParseError(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  EXPECT_FALSE(module.ok());
  return module.ok() ? "" : std::string(module.status().message());
}

// kModuleWithTables with `from` replaced by `to` (once).
std::string WithTables(absl::string_view from, absl::string_view to) {
  std::string text(kModuleWithTables);
  size_t at = text.find(std::string(from));
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), std::string(to));
  return text;
}

TEST(StackFrameTextTest, ParsesTables) {
  absl::StatusOr<std::unique_ptr<HloModule>> module =
      ParseAndReturnUnverifiedModule(kModuleWithTables);
  ASSERT_TRUE(module.ok()) << module.status();
  const StackFrameIndex& index = (*module)->config().stack_frames;
  ASSERT_EQ(index.file_names.size(), 1);
  EXPECT_EQ(index.file_names[0], "/tmp/a \"b\".py");
  EXPECT_EQ(index.function_names, (std::vector<std::string>{"<module>", "f"}));
  ASSERT_EQ(index.file_locations.size(), 2);
  EXPECT_EQ(index.file_locations[1],
            (StackFrameIndex::FileLocation{1, 2, 3, 3, 11, 30}));
  ASSERT_EQ(index.stack_frames.size(), 2);
  // Printed parent ids are shifted by one: 1 is "none", 2 is frame 1.
  EXPECT_EQ(index.stack_frames[0], (StackFrameIndex::StackFrame{1, 0}));
  EXPECT_EQ(index.stack_frames[1], (StackFrameIndex::StackFrame{2, 1}));
  EXPECT_TRUE(absl::StrContains((*module)->entry_computation()->root_instruction()->ToString(),
                                "stack_frame_id=2"));
}

TEST(StackFrameTextTest, PrintsAsXlaAndRoundTrips) {
  absl::StatusOr<std::unique_ptr<HloModule>> module =
      ParseAndReturnUnverifiedModule(kModuleWithTables);
  ASSERT_TRUE(module.ok()) << module.status();
  std::string printed = (*module)->ToString();
  // The whole table block, blank lines included, as XLA lays it out.
  size_t tables = std::string(kModuleWithTables).find("FileNames");
  size_t entry = std::string(kModuleWithTables).find("ENTRY");
  std::string block(kModuleWithTables.substr(tables, entry - tables));
  EXPECT_TRUE(absl::StrContains(printed, absl::StrCat("}\n\n", block))) << printed;
  absl::StatusOr<std::unique_ptr<HloModule>> reparsed = ParseAndReturnUnverifiedModule(printed);
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
  EXPECT_TRUE(HloModulesEqual(**module, **reparsed));
  EXPECT_EQ((*reparsed)->ToString(), printed);
  EXPECT_EQ((*module)->Clone()->config().stack_frames, (*module)->config().stack_frames);
}

TEST(StackFrameTextTest, ModuleWithoutTablesPrintsNone) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(
      "HloModule m\nENTRY e { ROOT p = f32[] parameter(0) }\n");
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_TRUE((*module)->config().stack_frames.empty());
  EXPECT_FALSE(absl::StrContains((*module)->ToString(), "FileNames"));
}

TEST(StackFrameTextTest, ComputationNamedFileNamesIsNotATable) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(
      "HloModule m\nFileNames { ROOT p = f32[] parameter(0) }\n");
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ((*module)->entry_computation()->name(), "FileNames");
}

TEST(StackFrameTextTest, FieldsInAnyOrderWithCommas) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(
      WithTables("1 {file_location_id=1 parent_frame_id=1}",
                 "1 {parent_frame_id=1, file_location_id=1}"));
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ((*module)->config().stack_frames.stack_frames[0],
            (StackFrameIndex::StackFrame{1, 0}));
}

TEST(StackFrameTextTest, BadTablesGiveLineAndColumn) {
  struct Case {
    absl::string_view from, to, message;
  };
  const Case cases[] = {
      {"FunctionNames\n", "FunctionNamez\n", "6:1: error: expected the 'FunctionNames' table"},
      {"2 \"f\"", "3 \"f\"", "8:1: error: row 2 of FunctionNames is numbered 3"},
      {"1 \"<module>\"", "1 <module>", "7:3: error: expected a name in FunctionNames"},
      {"file_name_id=1 function_name_id=2", "file_name_id=2 function_name_id=2",
       "12:17: error: file_name_id 2 in FileLocations names no row of FileNames (it has 1)"},
      {"function_name_id=2 line=3", "function_name_id=2 lines=3",
       "12:38: error: unknown field 'lines' in FileLocations"},
      {"line=5 end_line=5", "line=5 line=5", "11:45: error: field 'line' given twice"},
      {"line=5 end_line=5", "line=5", "11:3: error: a row of FileLocations lacks 'end_line'"},
      {"file_location_id=2 parent_frame_id=2", "file_location_id=3 parent_frame_id=2",
       "16:21: error: file_location_id 3 in StackFrames names no row of FileLocations"},
      {"file_location_id=2 parent_frame_id=2", "file_location_id=2 parent_frame_id=0",
       "16:3: error: parent_frame_id 0 of stack frame 2 names no frame: 1 means none"},
      {"file_location_id=2 parent_frame_id=2", "file_location_id=2 parent_frame_id=4",
       "16:3: error: parent_frame_id 4 of stack frame 2 names no frame"},
      {"\nStackFrames\n", "\nStackframes\n", "14:1: error: expected the 'StackFrames' table"},
  };
  for (const Case& c : cases) {
    std::string error = ParseError(WithTables(c.from, c.to));
    EXPECT_TRUE(absl::StartsWith(error, c.message)) << c.to << "\n  got: " << error;
  }
}

// JAX names instructions after arguments ("x.1"): a compact value at a line's
// end must not read the next line's 'x' as its separator.
TEST(CompactValueTest, EndsAtLineEndBeforeNameStartingWithX) {
  constexpr absl::string_view kText = R"(HloModule m
ENTRY e {
  p = f32[2,3]{1,0} parameter(0)
  z = f32[] constant(0)
  pad = f32[2,5]{1,0} pad(p, z), padding=0_0x0_2
  x.1 = f32[2,5]{1,0} negate(pad)
  w = f32[1,1,4,4]{3,2,1,0} parameter(1)
  k = f32[3,3,1,1]{3,2,1,0} parameter(2)
  conv = f32[1,1,2,2]{3,2,1,0} convolution(w, k), window={size=3x3}, dim_labels=bf01_01io->bf01
  x.2 = f32[1,1,2,2]{3,2,1,0} negate(conv)
  rw = f32[2,2]{1,0} reduce-window(p, z), window={size=1x2 stride=1x1}, to_apply=add
  x.3 = f32[2,2]{1,0} negate(rw)
  pad2 = f32[2,4]{1,0} pad(p, z), padding=0_0x0_0_1
  x_4 = f32[2,4]{1,0} negate(pad2)
  ROOT t = (f32[2,5]{1,0}, f32[1,1,2,2]{3,2,1,0}, f32[2,2]{1,0}, f32[2,4]{1,0}) tuple(x.1, x.2, x.3, x_4)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
)";
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(kText);
  ASSERT_TRUE(module.ok()) << module.status();
  const HloComputation* entry = (*module)->entry_computation();
  ASSERT_NE(entry, nullptr);
  EXPECT_NE(entry->GetInstructionWithName("x.1"), nullptr);
  EXPECT_NE(entry->GetInstructionWithName("x_4"), nullptr);
  EXPECT_EQ(entry->GetInstructionWithName("pad")->attributes().padding_config.dimensions_size(), 2);
}

TEST(CompactValueTest, SeparatorsMustBeAdjacent) {
  std::string error = ParseError(R"(HloModule m
ENTRY e {
  p = f32[2,3]{1,0} parameter(0)
  z = f32[] constant(0)
  ROOT pad = f32[2,5]{1,0} pad(p, z), padding=0_0 x0_2
})");
  EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace xla
