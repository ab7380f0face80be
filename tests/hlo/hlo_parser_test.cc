// HloParser: XLA's text syntax parses into the right instructions,
// attributes, called computations and module config; errors carry
// LINE:COLUMN.
#include "axle/hlo/hlo_parser.h"

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_attribute_table.h"
#include "axle/literal/literal.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

std::unique_ptr<HloModule> Parse(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

std::string ParseError(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  EXPECT_FALSE(module.ok());
  return module.ok() ? "" : std::string(module.status().message());
}

const HloInstruction* Find(const HloModule& module, absl::string_view name) {
  for (const HloComputation* computation : module.computations()) {
    if (const HloInstruction* i = computation->GetInstructionWithName(name)) return i;
  }
  return nullptr;
}

TEST(HloParserTest, ParsesModuleHeaderAndEntry) {
  auto module = Parse(R"(
HloModule axpy, is_scheduled=true, entry_computation_layout={(f32[4]{0})->f32[4]{0}}, replica_count=2, num_partitions=4

ENTRY %main.3 (x: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0)
  ROOT %neg = f32[4]{0} negate(f32[4]{0} %x)
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->name(), "axpy");
  EXPECT_EQ(module->config().replica_count, 2);
  EXPECT_EQ(module->config().num_partitions, 4);
  // Equal to the entry's own default layout: not kept as a separate config.
  EXPECT_FALSE(module->config().entry_computation_layout.has_value());
  const HloComputation* entry = module->entry_computation();
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->name(), "main.3");
  EXPECT_EQ(entry->root_instruction()->opcode(), HloOpcode::kNegate);
  EXPECT_EQ(entry->root_instruction()->operand(0), entry->parameter_instruction(0));
}

// Attributes are stored out of line only when one differs from its default:
// instructions without any share one record (a module of 50,000 adds would
// otherwise allocate 50,000 records of ~1.8 KB).
TEST(HloParserTest, StoresAttributesOnlyWhereSet) {
  auto module = Parse(R"(
HloModule m

ENTRY %main (x: f32[4], y: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0)
  %y = f32[4]{0} parameter(1)
  %add = f32[4]{0} add(f32[4]{0} %x, f32[4]{0} %y)
  %neg = f32[4]{0} negate(f32[4]{0} %add)
  ROOT %rev = f32[4]{0} reverse(f32[4]{0} %neg), dimensions={0}
})");
  ASSERT_NE(module, nullptr);
  const HloInstruction* x = Find(*module, "x");
  const HloInstruction* y = Find(*module, "y");
  const HloInstruction* add = Find(*module, "add");
  const HloInstruction* neg = Find(*module, "neg");
  const HloInstruction* rev = Find(*module, "rev");
  EXPECT_EQ(&add->attributes(), &neg->attributes());
  EXPECT_EQ(&x->attributes(), &add->attributes());  // parameter(0): the default number
  EXPECT_NE(&y->attributes(), &add->attributes());
  EXPECT_EQ(y->parameter_number(), 1);
  EXPECT_NE(&rev->attributes(), &add->attributes());
  EXPECT_EQ(rev->dimensions(), std::vector<int64_t>({0}));
  EXPECT_EQ(add->attributes(), HloAttributes());
}

TEST(HloParserTest, KeepsNonDefaultEntryLayout) {
  auto module = Parse(R"(
HloModule m, entry_computation_layout={(f32[2,3]{0,1})->f32[2,3]{1,0}}
ENTRY e {
  p = f32[2,3] parameter(0)
  ROOT c = f32[2,3] copy(p)
}
)");
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(module->config().entry_computation_layout.has_value());
  EXPECT_EQ(module->config().entry_computation_layout->parameters(0).layout(),
            Layout({0, 1}));
}

TEST(HloParserTest, LastComputationIsEntryWithoutEntryKeyword) {
  auto module = Parse(R"(
HloModule m
first {
  ROOT a = f32[] parameter(0)
}
second {
  ROOT b = s32[] parameter(0)
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry_computation()->name(), "second");
  EXPECT_EQ(module->computation_count(), 2);
}

TEST(HloParserTest, LastInstructionIsRootWithoutRootKeyword) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[2] parameter(0)
  n = f32[2] negate(p)
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry_computation()->root_instruction()->name(), "n");
}

TEST(HloParserTest, ParsesAttributesIntoRecord) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = f32[5,2,3] parameter(0)
  b = f32[5,3,4] parameter(1)
  d = f32[5,2,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}, operand_precision={high,HIGHEST}
  s = f32[5,1,2] slice(d), slice={[0:5], [1:2], [0:4:2]}
  c = pred[5,1,2] compare(s, s), direction=GT, type=TOTALORDER
  ROOT t = (f32[5,1,2], pred[5,1,2]) tuple(s, c)
}
)");
  ASSERT_NE(module, nullptr);
  const HloAttributes& dot = Find(*module, "d")->attributes();
  EXPECT_EQ(dot.dot_dimension_numbers.lhs_batch_dimensions(), std::vector<int64_t>{0});
  EXPECT_EQ(dot.dot_dimension_numbers.lhs_contracting_dimensions(), std::vector<int64_t>{2});
  EXPECT_EQ(dot.dot_dimension_numbers.rhs_contracting_dimensions(), std::vector<int64_t>{1});
  ASSERT_EQ(dot.precision_config.operand_precision_size(), 2);
  EXPECT_EQ(dot.precision_config.operand_precision(1), PrecisionConfig::HIGHEST);
  const HloAttributes& slice = Find(*module, "s")->attributes();
  EXPECT_EQ(slice.slice_starts, (std::vector<int64_t>{0, 1, 0}));
  EXPECT_EQ(slice.slice_limits, (std::vector<int64_t>{5, 2, 4}));
  EXPECT_EQ(slice.slice_strides, (std::vector<int64_t>{1, 1, 2}));
  const HloAttributes& compare = Find(*module, "c")->attributes();
  EXPECT_EQ(compare.comparison_direction, ComparisonDirection::kGt);
  EXPECT_EQ(compare.comparison_type, ComparisonType::kFloatTotalOrder);
}

TEST(HloParserTest, ParsesWindowAndDimLabels) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  i = f32[2,4,5,5] parameter(0)
  k = f32[4,2,3,3] parameter(1)
  ROOT c = f32[2,4,3,3] convolution(i, k), window={size=3x3 stride=2x1 pad=1_1x0_2 lhs_dilate=1x2 rhs_dilate=2x1 rhs_reversal=0x1}, dim_labels=bf01_oi01->bf01, feature_group_count=2
}
)");
  ASSERT_NE(module, nullptr);
  const HloAttributes& a = module->entry_computation()->root_instruction()->attributes();
  ASSERT_EQ(a.window.dimensions_size(), 2);
  EXPECT_EQ(a.window.dimensions(0).stride(), 2);
  EXPECT_EQ(a.window.dimensions(1).padding_high(), 2);
  EXPECT_EQ(a.window.dimensions(1).base_dilation(), 2);
  EXPECT_EQ(a.window.dimensions(0).window_dilation(), 2);
  EXPECT_TRUE(a.window.dimensions(1).window_reversal());
  const ConvolutionDimensionNumbers& d = a.convolution_dimension_numbers;
  EXPECT_EQ(d.input_batch_dimension(), 0);
  EXPECT_EQ(d.input_feature_dimension(), 1);
  EXPECT_EQ(d.input_spatial_dimensions(), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(d.kernel_output_feature_dimension(), 0);
  EXPECT_EQ(d.kernel_input_feature_dimension(), 1);
  EXPECT_EQ(a.feature_group_count, 2);
}

TEST(HloParserTest, ParsesCalledComputationsInSlotOrder) {
  auto module = Parse(R"(
HloModule m
ge {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=GE
}
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  o = f32[4] parameter(0)
  src = f32[2] parameter(1)
  z = f32[] constant(0)
  ROOT r = f32[4] select-and-scatter(o, src, z), window={size=2 stride=2}, scatter=add, select=ge
}
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* root = module->entry_computation()->root_instruction();
  EXPECT_EQ(root->select()->name(), "ge");
  EXPECT_EQ(root->scatter()->name(), "add");
}

TEST(HloParserTest, ParsesConstantsWithTheirShape) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  ROOT c = f32[2,2]{0,1} constant({{1, 2}, {3, 4}})
}
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* c = module->entry_computation()->root_instruction();
  ASSERT_TRUE(c->HasLiteral());
  EXPECT_EQ(c->shape().layout(), Layout({0, 1}));
  EXPECT_EQ(c->literal().ToStringWithoutShape(), "{{1, 2}, {3, 4}}");
}

TEST(HloParserTest, ParsesOpaqueAndControlAttributes) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[2] parameter(0), sharding={devices=[2]0,1}
  a = f32[2] negate(p), metadata={op_name="a{b}" source_line=3}
  b = f32[2] exponential(p), backend_config="cfg\"x"
  ROOT c = f32[2] add(a, b), control-predecessors={b, a}, frontend_attributes={k="v"}
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(Find(*module, "p")->attributes().opaque.sharding, "devices=[2]0,1");
  EXPECT_EQ(Find(*module, "a")->attributes().opaque.metadata, "op_name=\"a{b}\" source_line=3");
  EXPECT_EQ(Find(*module, "b")->attributes().backend_config, "cfg\"x");
  const HloInstruction* c = Find(*module, "c");
  ASSERT_EQ(c->control_predecessors().size(), 2u);
  EXPECT_EQ(c->control_predecessors()[0]->name(), "b");
  EXPECT_EQ(c->attributes().opaque.frontend_attributes, "k=\"v\"");
}

TEST(HloParserTest, SameInstructionNameInTwoComputationsIsAllowed) {
  auto module = Parse(R"(
HloModule m
f {
  x = f32[] parameter(0)
  ROOT n = f32[] negate(x)
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT c = f32[] call(x), to_apply=f
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_NE(module->entry_computation()->parameter_instruction(0)->name(),
            module->GetComputationWithName("f")->parameter_instruction(0)->name());
}

TEST(HloParserTest, ComputationsMayBeReferencedBeforeDefinition) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f32[] parameter(0)
  ROOT c = f32[] call(x), to_apply=later
}
later {
  y = f32[] parameter(0)
  ROOT n = f32[] negate(y)
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry_computation()->name(), "e");
  EXPECT_EQ(module->entry_computation()->root_instruction()->to_apply()->name(), "later");
}

TEST(HloParserTest, ErrorsHaveLineAndColumn) {
  std::string message = ParseError("HloModule m\nENTRY e {\n  ROOT p = f32[2] bogus(p)\n}\n");
  EXPECT_TRUE(absl::StartsWith(message, "3:19: error: unknown opcode 'bogus'")) << message;
  EXPECT_TRUE(absl::StrContains(message, "\n  ROOT p = f32[2] bogus(p)\n                  ^"))
      << message;
}

TEST(HloParserTest, RejectsAttributeErrors) {
  EXPECT_TRUE(absl::StrContains(
      ParseError("HloModule m\nENTRY e {\n p = f32[2] parameter(0)\n ROOT r = f32[2] "
                 "reverse(p), dimensions={0}, dimensions={0}\n}"),
      "given twice"));
  EXPECT_TRUE(absl::StrContains(
      ParseError("HloModule m\nENTRY e {\n p = f32[2] parameter(0)\n ROOT r = f32[2] "
                 "negate(p), index=1\n}"),
      "not allowed on negate"));
  EXPECT_TRUE(absl::StrContains(
      ParseError("HloModule m\nENTRY e {\n ROOT i = s32[2] iota()\n}"),
      "missing the required attribute 'iota_dimension'"));
  EXPECT_TRUE(absl::StrContains(
      ParseError("HloModule m\nENTRY e {\n ROOT i = s32[2] iota(), iota_dimension=x\n}"),
      "expected an integer"));
  EXPECT_TRUE(absl::StrContains(
      ParseError("HloModule m\nc {\n ROOT x = f32[] parameter(0)\n}\nENTRY e {\n p = pred[] "
                 "parameter(0)\n ROOT r = f32[] conditional(p, p, p), true_computation=c, "
                 "false_computation=c, branch_computations={c}\n}"),
      "has both"));
}

// An all-reduce over f32[8] with the given replica_groups text.
std::string AllReduceWithGroups(absl::string_view groups) {
  return absl::StrCat(
      "HloModule m, replica_count=8\nadd {\n x = f32[] parameter(0)\n y = f32[] parameter(1)\n"
      " ROOT s = f32[] add(x, y)\n}\nENTRY e {\n p = f32[8] parameter(0)\n"
      " ROOT r = f32[8] all-reduce(p), replica_groups=",
      groups, ", to_apply=add\n}\n");
}

std::vector<std::vector<int64_t>> ParsedGroups(absl::string_view groups) {
  std::vector<std::vector<int64_t>> result;
  auto module = Parse(AllReduceWithGroups(groups));
  if (module == nullptr) return result;
  for (const ReplicaGroup& group : Find(*module, "r")->attributes().replica_groups) {
    result.push_back(group.replica_ids());
  }
  return result;
}

using Groups = std::vector<std::vector<int64_t>>;

TEST(HloParserTest, ParsesIotaReplicaGroups) {
  EXPECT_EQ(ParsedGroups("[2,2]<=[4]"), (Groups{{0, 1}, {2, 3}}));
  EXPECT_EQ(ParsedGroups("[2,2]<=[2,2]T(1,0)"), (Groups{{0, 2}, {1, 3}}));
  EXPECT_EQ(ParsedGroups("[1,8]<=[8]"), (Groups{{0, 1, 2, 3, 4, 5, 6, 7}}));
  EXPECT_EQ(ParsedGroups("[4,2]<=[2,4]T(1,0)"), (Groups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  // ids laid out [2,2,2], transposed to [d2,d0,d1]: row-major over (k,i,j)
  // with id = 4i + 2j + k.
  EXPECT_EQ(ParsedGroups("[2,4]<=[2,2,2]T(2,0,1)"),
            (Groups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
  EXPECT_EQ(ParsedGroups("[2, 2] <= [2, 2] T(0, 1)"), (Groups{{0, 1}, {2, 3}}));
  // The explicit form still parses.
  EXPECT_EQ(ParsedGroups("{{0,3},{1,2}}"), (Groups{{0, 3}, {1, 2}}));
  EXPECT_EQ(ParsedGroups("{}"), Groups{});
}

TEST(HloParserTest, IotaReplicaGroupsPrintExplicitlyAndReparseEqual) {
  auto module = Parse(AllReduceWithGroups("[2,4]<=[4,2]T(1,0)"));
  ASSERT_NE(module, nullptr);
  std::string printed = module->ToString();
  EXPECT_TRUE(absl::StrContains(printed, "replica_groups={{0,2,4,6},{1,3,5,7}}")) << printed;
  auto reparsed = Parse(printed);
  ASSERT_NE(reparsed, nullptr);
  EXPECT_TRUE(HloModulesEqual(*module, *reparsed));
}

// Found by the parser fuzzer: an inferred scalar shape kept the default
// layout that "u32[]" in the printed text cannot show, so the module did
// not re-parse to an equal one.
TEST(HloParserTest, InferredScalarShapesReparseEqual) {
  auto module = Parse(R"(
HloModule inferred_scalars, replica_count=2
ENTRY main {
  id = replica-id()
  pair = tuple(id, id)
  b = u32[1] broadcast(id), dimensions={}
  ROOT ag = u32[2] all-gather(b), dimensions={0}
})");
  ASSERT_NE(module, nullptr);
  const HloInstruction* id = Find(*module, "id");
  ASSERT_NE(id, nullptr);
  EXPECT_FALSE(id->shape().has_layout());
  auto reparsed = Parse(module->ToString());
  ASSERT_NE(reparsed, nullptr);
  EXPECT_TRUE(HloModulesEqual(*module, *reparsed)) << module->ToString();
}

TEST(HloParserTest, RejectsBadIotaReplicaGroups) {
  struct Case {
    const char* groups;
    const char* error;
  };
  for (const Case& c : std::vector<Case>{
           {"[2,2]<=[8]", "9:55: error: iota replica_groups dimensions hold 8 ids but the groups "
                          "[2,2] need 4"},
           {"[2,2]<=[2,2]T(0)", "9:60: error: iota replica_groups transpose T(0) is not a "
                                "permutation of the 2 dimensions"},
           {"[2,2]<=[2,2]T(0,2)", "is not a permutation"},
           {"[2,2]<=[2,2]T(-1,0)", "is not a permutation"},
           {"[2,2]<=[2,2]T(0,1,2)", "is not a permutation"},
           {"[2,2]<=[2,2]T(1 0)", "expected ',' or ')' in iota replica_groups transpose"},
           {"[2,2]<=[2,2]T", "expected '('"},
           {"[2,2][4]", "9:53: error: expected '<=' in iota replica_groups"},
           {"[2,2]", "expected '<=' in iota replica_groups"},
           {"[4]<=[4]", "9:48: error: iota replica_groups shape must be [groups,group_size]"},
           {"[2,2,1]<=[4]", "shape must be [groups,group_size]"},
           {"[0,2]<=[0]", "must be positive, found 0"},
           {"[2,2]<=[-2,-2]", "must be positive, found -2"},
           {"[1048576,2]<=[2097152]", "more than 1048576 replica ids"},
           {"[4294967296,4294967296]<=[2,9223372036854775807]", "more than 1048576 replica ids"},
           {"[2,2]<=[]", "expected iota replica_groups dimensions"},
           {"[2,2<=[4]", "expected ',' or ']' in iota replica_groups shape"},
           {"[2,2]<=[99999999999999999999]", "does not fit in 64 bits"},
       }) {
    SCOPED_TRACE(c.groups);
    std::string message = ParseError(AllReduceWithGroups(c.groups));
    EXPECT_TRUE(absl::StrContains(message, c.error)) << message;
  }
}

TEST(HloParserTest, RejectsUndefinedForwardComputation) {
  EXPECT_TRUE(absl::StrContains(
      ParseError("HloModule m\nENTRY e {\n x = f32[] parameter(0)\n ROOT c = f32[] call(x), "
                 "to_apply=ghost\n}"),
      "4:35: error: undefined computation 'ghost'"));
}

TEST(HloParserTest, EveryTableEntryHasAKnownKey) {
  for (const AttributeSpec& spec : HloAttributeTable()) {
    EXPECT_TRUE(AttributeKeyIsKnown(spec.key));
    for (HloOpcode opcode : spec.opcodes) {
      EXPECT_EQ(FindAttributeSpec(spec.key, opcode)->key, spec.key);
    }
  }
}

}  // namespace
}  // namespace xla

namespace xla {
namespace {

// literal= takes XLA's tuple literal, "(element, ...)" with each element a
// literal of its own (nested tuples too), and prints it back to text that
// parses to the same module.
TEST(HloParserTest, TupleLiteralAttribute) {
  constexpr absl::string_view kText = R"(HloModule m
ENTRY e {
  p = f32[1] parameter(0)
  ROOT c = f32[2] custom-call(p), custom_call_target="t", literal=( s32[2]{0} {4, 128}, (pred[1] {1}, ()) )
}
)";
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(kText);
  ASSERT_TRUE(module.ok()) << module.status();
  const std::string printed = (*module)->ToString();
  absl::StatusOr<std::unique_ptr<HloModule>> again = ParseAndReturnUnverifiedModule(printed);
  ASSERT_TRUE(again.ok()) << again.status() << "\n" << printed;
  EXPECT_EQ((*again)->ToString(), printed);
  EXPECT_TRUE(absl::StrContains(printed, "128")) << printed;
  EXPECT_FALSE(ParseAndReturnUnverifiedModule(
                   absl::StrCat(kText.substr(0, kText.find("literal=")), "literal=(s32[] 1\n}\n"))
                   .ok());
}

}  // namespace
}  // namespace xla
