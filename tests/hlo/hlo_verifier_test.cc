// HloVerifier: each class of malformed module is rejected with a message
// naming the problem; well-formed modules pass.
#include "axle/hlo/hlo_verifier.h"

#include <gtest/gtest.h>

#include "axle/hlo/hlo_parser.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

absl::Status VerifyText(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndReturnUnverifiedModule(text);
  if (!module.ok()) return module.status();
  return HloVerifier::Verify(**module);
}

void ExpectError(absl::string_view text, absl::string_view fragment) {
  absl::Status status = VerifyText(text);
  ASSERT_FALSE(status.ok()) << "expected an error containing '" << fragment << "'";
  EXPECT_NE(status.message().find(fragment), absl::string_view::npos)
      << "message was: " << status.message();
}

TEST(HloVerifierTest, AcceptsWellFormedModule) {
  EXPECT_TRUE(VerifyText(R"(
HloModule axpy, entry_computation_layout={(f32[], f32[4]{0}, f32[4]{0})->f32[4]{0}}

ENTRY axpy {
  alpha = f32[] parameter(0)
  x = f32[4]{0} parameter(1)
  y = f32[4]{0} parameter(2)
  b = f32[4]{0} broadcast(alpha), dimensions={}
  m = f32[4]{0} multiply(b, x)
  ROOT r = f32[4]{0} add(m, y)
}
)")
                  .ok());
}

// XLA's buffer shapes: custom calls make and read them, tuples, while loops
// and get-tuple-element carry them; element-wise ops refuse them.
TEST(HloVerifierTest, BuffersFlowThroughCustomCallsAndTuplesOnly) {
  EXPECT_TRUE(VerifyText(R"(
HloModule m
ENTRY e {
  p = f32[16] parameter(0)
  pin = b(f32[16]) custom-call(p), custom_call_target="Pin",
    output_to_operand_aliasing={{}: (0, {})}
  t = (b(f32[16]), s32[]) tuple(pin, s32[] constant(0))
  g = get-tuple-element(t), index=0
  ROOT unpin = f32[16] custom-call(g), custom_call_target="Unpin",
    output_to_operand_aliasing={{}: (0, {})}
}
)")
                  .ok());
  ExpectError(R"(
HloModule m
ENTRY e {
  p = b(f32[16]) parameter(0)
  ROOT r = b(f32[16]) add(p, p)
}
)",
              "must be an array but has shape b(f32[16])");
  ExpectError(R"(
HloModule m
ENTRY e {
  p = b(f32[16]) parameter(0)
  ROOT r = f32[16] negate(p)
}
)",
              "must be an array but has shape b(f32[16])");
}

// XLA's unbounded dynamic dimensions: element-wise ops keep them.
TEST(HloVerifierTest, AcceptsUnboundedDynamicDimensions) {
  EXPECT_TRUE(VerifyText(R"(
HloModule m, entry_computation_layout={(f32[?,784]{1,0})->f32[?,784]{1,0}}
ENTRY e {
  p = f32[?,784] parameter(0)
  ROOT r = f32[?,784] abs(p)
}
)")
                  .ok());
  ExpectError(R"(
HloModule m
ENTRY e {
  p = f32[?,784] parameter(0)
  ROOT r = f32[?,785] abs(p)
}
)",
              "r");
}

TEST(HloVerifierTest, RejectsShapeThatDisagreesWithInference) {
  ExpectError(R"(
HloModule m
ENTRY e {
  x = f32[4] parameter(0)
  ROOT r = f32[5] negate(x)
}
)",
              "r");
}

TEST(HloVerifierTest, RejectsElementTypeMismatch) {
  ExpectError(R"(
HloModule m
ENTRY e {
  x = f32[4] parameter(0)
  y = s32[4] parameter(1)
  ROOT r = f32[4] add(x, y)
}
)",
              "add");
}

TEST(HloVerifierTest, RejectsParameterNumberGap) {
  ExpectError(R"(
HloModule m
ENTRY e {
  x = f32[4] parameter(0)
  y = f32[4] parameter(2)
  ROOT r = f32[4] add(x, y)
}
)",
              "parameter");
}

TEST(HloVerifierTest, RejectsEntryLayoutThatDisagreesWithParameters) {
  ExpectError(R"(
HloModule m, entry_computation_layout={(f32[3]{0})->f32[4]{0}}
ENTRY e {
  x = f32[4] parameter(0)
  ROOT r = f32[4] negate(x)
}
)",
              "entry_computation_layout parameter 0");
}

TEST(HloVerifierTest, RejectsEntryLayoutWithWrongParameterCount) {
  ExpectError(R"(
HloModule m, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[4]{0}}
ENTRY e {
  x = f32[4] parameter(0)
  ROOT r = f32[4] negate(x)
}
)",
              "entry_computation_layout has 2 parameters");
}

TEST(HloVerifierTest, RejectsReducerWithWrongSignature) {
  ExpectError(R"(
HloModule m
add_s32 {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] add(a, b)
}
ENTRY e {
  x = f32[4] parameter(0)
  zero = f32[] constant(0)
  ROOT r = f32[] reduce(x, zero), dimensions={0}, to_apply=add_s32
}
)",
              "reduce");
}

TEST(HloVerifierTest, RejectsWhileBodyThatChangesTheShape) {
  ExpectError(R"(
HloModule m
cond {
  p = s32[] parameter(0)
  ten = s32[] constant(10)
  ROOT lt = pred[] compare(p, ten), direction=LT
}
body {
  p = s32[] parameter(0)
  ROOT c = f32[] convert(p)
}
ENTRY e {
  init = s32[] constant(0)
  ROOT w = s32[] while(init), condition=cond, body=body
}
)",
              "while");
}

TEST(HloVerifierTest, RejectsRecursiveCall) {
  ExpectError(R"(
HloModule m
f {
  p = f32[] parameter(0)
  ROOT c = f32[] call(p), to_apply=g
}
g {
  p = f32[] parameter(0)
  ROOT c = f32[] call(p), to_apply=f
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT r = f32[] call(x), to_apply=f
}
)",
              "recurse");
}

TEST(HloVerifierTest, RejectsCycleBuiltThroughTheApi) {
  HloModule module("m");
  auto c = std::make_unique<HloComputation>("e");
  Shape s = ShapeUtil::MakeShape(F32, {2});
  HloInstruction* x = c->AddInstruction(HloInstruction::CreateParameter(0, s, "x"));
  HloInstruction* a = c->AddInstruction(HloInstruction::Create(HloOpcode::kAdd, s, {x, x}));
  HloInstruction* b = c->AddInstruction(HloInstruction::Create(HloOpcode::kAdd, s, {a, x}));
  ASSERT_TRUE(a->ReplaceOperandWith(1, b).ok());
  c->set_root_instruction(b);
  module.AddEntryComputation(std::move(c));
  absl::Status status = HloVerifier::Verify(module);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("cycle"), std::string::npos) << status.message();
}

TEST(HloVerifierTest, RejectsWrongOperandCountBuiltThroughTheApi) {
  HloModule module("m");
  auto c = std::make_unique<HloComputation>("e");
  Shape s = ShapeUtil::MakeShape(F32, {2});
  HloInstruction* x = c->AddInstruction(HloInstruction::CreateParameter(0, s, "x"));
  c->set_root_instruction(c->AddInstruction(HloInstruction::Create(HloOpcode::kAdd, s, {x})));
  module.AddEntryComputation(std::move(c));
  absl::Status status = HloVerifier::Verify(module);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("takes 2"), std::string::npos) << status.message();
}

TEST(HloVerifierTest, RejectsModuleWithoutEntry) {
  HloModule module("m");
  EXPECT_FALSE(HloVerifier::Verify(module).ok());
}

}  // namespace
}  // namespace xla
