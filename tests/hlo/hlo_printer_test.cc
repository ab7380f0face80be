// HloPrinter: XLA's text format, with operand shapes, layouts, attributes in
// XLA's order, ROOT and ENTRY markers, callees before callers.
#include "axle/hlo/hlo_printer.h"

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

std::unique_ptr<HloModule> Parse(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

TEST(HloPrinterTest, PrintsModuleInXlaFormat) {
  auto module = Parse(R"(
HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY main {
  p = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2] reduce(p, z), dimensions={1}, to_apply=add
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->ToString(),
            "HloModule m, entry_computation_layout={(f32[2,3]{1,0})->f32[2]{0}}\n"
            "\n"
            "%add (x: f32[], y: f32[]) -> f32[] {\n"
            "  %x = f32[] parameter(0)\n"
            "  %y = f32[] parameter(1)\n"
            "  ROOT %s = f32[] add(f32[] %x, f32[] %y)\n"
            "}\n"
            "\n"
            "ENTRY %main (p: f32[2,3]) -> f32[2] {\n"
            "  %p = f32[2,3] parameter(0)\n"
            "  %z = f32[] constant(0)\n"
            "  ROOT %r = f32[2] reduce(f32[2,3] %p, f32[] %z), dimensions={1}, to_apply=%add\n"
            "}\n");
}

TEST(HloPrinterTest, InstructionToStringHasOperandShapesAndLayouts) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = f32[2]{0} parameter(0)
  ROOT b = f32[2]{0} add(a, a)
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry_computation()->root_instruction()->ToString(),
            "%b = f32[2]{0} add(f32[2]{0} %a, f32[2]{0} %a)");
}

TEST(HloPrinterTest, PrintsAttributesInXlaOrder) {
  auto module = Parse(R"(
HloModule m, replica_count=2
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[4,3] parameter(0)
  ROOT rs = f32[2,3] reduce-scatter(p), to_apply=add, dimensions={0}, replica_groups={{0,1}}, channel_id=1, use_global_device_ids=true
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_TRUE(absl::StrContains(
      module->entry_computation()->root_instruction()->ToString(),
      "reduce-scatter(f32[4,3] %p), channel_id=1, replica_groups={{0,1}}, dimensions={0}, "
      "use_global_device_ids=true, to_apply=%add"));
  EXPECT_TRUE(absl::StartsWith(module->ToString(),
                               "HloModule m, entry_computation_layout={(f32[4,3]{1,0})->"
                               "f32[2,3]{1,0}}, replica_count=2\n"));
}

TEST(HloPrinterTest, OmitsDefaultValuedOptionalAttributes) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[4,6] parameter(0)
  s = f32[2,6] slice(p), slice={[0:2:1], [0:6:1]}
  t = f32[2,3] slice(p), slice={[0:2:1], [0:6:2]}
  ROOT r = (f32[2,6], f32[2,3]) tuple(s, t)
}
)");
  ASSERT_NE(module, nullptr);
  std::string text = module->ToString();
  EXPECT_TRUE(absl::StrContains(text, "slice={[0:2], [0:6]}")) << text;
  EXPECT_TRUE(absl::StrContains(text, "slice={[0:2:1], [0:6:2]}")) << text;
}

TEST(HloPrinterTest, PrintsWindowPaddingAndDimLabels) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  i = f32[1,4,4,1] parameter(0)
  k = f32[3,3,1,1] parameter(1)
  c = f32[1,2,2,1] convolution(i, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  z = f32[] constant(0)
  ROOT p = f32[3,6,4,1] pad(c, z), padding=1_0_0x2_2_0x0_2_0x0_0_0
}
)");
  ASSERT_NE(module, nullptr);
  std::string text = module->ToString();
  EXPECT_TRUE(absl::StrContains(
      text, "window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f"))
      << text;
  EXPECT_TRUE(absl::StrContains(text, "padding=1_0x2_2x0_2x0_0")) << text;
}

TEST(HloPrinterTest, ConditionalWithPredPrintsTrueFalseElseBranches) {
  auto module = Parse(R"(
HloModule m
b0 {
  ROOT x = f32[] parameter(0)
}
b1 {
  y = f32[] parameter(0)
  ROOT n = f32[] negate(y)
}
ENTRY e {
  p = pred[] parameter(0)
  i = s32[] parameter(1)
  a = f32[] parameter(2)
  c1 = f32[] conditional(p, a, a), branch_computations={b0, b1}
  ROOT c2 = f32[] conditional(i, a, a), true_computation=b0, false_computation=b1
}
)");
  ASSERT_NE(module, nullptr);
  std::string text = module->ToString();
  EXPECT_TRUE(absl::StrContains(text, "true_computation=%b0, false_computation=%b1")) << text;
  EXPECT_TRUE(absl::StrContains(text, "branch_computations={%b0, %b1}")) << text;
}

TEST(HloPrinterTest, PrintsModulesBuiltThroughTheApi) {
  HloModule module("built");
  auto computation = std::make_unique<HloComputation>("entry");
  Shape shape = ShapeUtil::MakeShape(F32, {3});
  HloInstruction* x = computation->AddInstruction(HloInstruction::CreateParameter(0, shape, "x"));
  HloInstruction* b = computation->AddInstruction(
      HloInstruction::Create(HloOpcode::kBroadcast, ShapeUtil::MakeShape(F32, {2, 3}), {x}));
  b->mutable_attributes()->dimensions = {1};
  computation->set_root_instruction(b);
  module.AddEntryComputation(std::move(computation));
  std::string text = module.ToString();
  // MakeShape gives XLA's default layouts, which print.
  EXPECT_TRUE(absl::StrContains(text, "ROOT %broadcast = f32[2,3]{1,0} broadcast(f32[3]{0} %x), "
                                      "dimensions={1}"))
      << text;
  absl::StatusOr<std::unique_ptr<HloModule>> reparsed = ParseAndReturnUnverifiedModule(text);
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
  EXPECT_TRUE(HloModulesEqual(module, **reparsed));
}

TEST(HloPrinterTest, PrintingIsStable) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[2] parameter(0), metadata={op_name="x"}
  ROOT c = f32[2] custom-call(p), custom_call_target="t", backend_config={"a": [1, 2]}
}
)");
  ASSERT_NE(module, nullptr);
  std::string once = module->ToString();
  auto again = Parse(once);
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(again->ToString(), once);
  EXPECT_TRUE(HloModulesEqual(*module, *again));
}

}  // namespace
}  // namespace xla
