// StableHLO converted to HLO and run on the interpreter: small modules with
// hand-computed values (control flow using values from above, multi-result
// ops). The JAX corpus and the converter's cases run in
// stablehlo_corpus_test.cc.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "axle/base/status_macros.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"
#include "axle/stablehlo/mlir_text_parser.h"
#include "axle/stablehlo/stablehlo_to_hlo.h"
#include "tests/stablehlo/while_uses_values_from_above.h"

namespace xla::stablehlo {
namespace {

absl::StatusOr<Literal> RunMlir(absl::StatusOr<MlirModule> mlir, const std::vector<Literal>& args) {
  if (!mlir.ok()) return mlir.status();
  absl::StatusOr<std::unique_ptr<HloModule>> module = ConvertStableHloToHlo(*mlir);
  if (!module.ok()) return module.status();
  absl::Status verified = HloVerifier::Verify(**module);
  if (!verified.ok()) return verified;
  std::vector<const Literal*> arg_ptrs;
  for (const Literal& arg : args) arg_ptrs.push_back(&arg);
  HloEvaluator evaluator;
  return evaluator.Evaluate(**module, arg_ptrs);
}

absl::StatusOr<Literal> Run(const std::string& text, const std::vector<Literal>& args) {
  return RunMlir(ParseMlirText(text, "test.mlir"), args);
}

void ExpectRun(const std::string& text, const std::vector<Literal>& args,
               const std::string& expected) {
  absl::StatusOr<Literal> result = Run(text, args);
  ASSERT_TRUE(result.ok()) << result.status();
  absl::StatusOr<Literal> want = ParseLiteral(expected);
  ASSERT_TRUE(want.ok()) << want.status();
  EXPECT_TRUE(LiteralNear(*want, *result, ErrorSpec(1e-5, 1e-5)).ok())
      << "got " << result->ToString() << "\nwant " << expected;
}

TEST(StableHloConvertRunTest, WhileUsesValuesFromAbove) {
  ExpectRun(kWhileUsesValuesFromAbove,
            {LiteralUtil::CreateR0<float>(1), LiteralUtil::CreateR0<float>(4)}, "f32[] 18.5");
}

// case: branch 1 adds exp(x) (from above) to x; branch 0 returns x.
TEST(StableHloConvertRunTest, CaseUsesValuesFromAbove) {
  const std::string text = R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<2xf32>):
    %1 = "stablehlo.negate"(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    %2:2 = "stablehlo.case"(%arg0) ({
      "stablehlo.return"(%arg1, %arg0) : (tensor<2xf32>, tensor<i32>) -> ()
    }, {
      %3 = "stablehlo.add"(%arg1, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %4 = "stablehlo.add"(%arg0, %arg0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3, %4) : (tensor<2xf32>, tensor<i32>) -> ()
    }) : (tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
    "func.return"(%2#0, %2#1) : (tensor<2xf32>, tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
)";
  ExpectRun(text,
            {LiteralUtil::CreateR0<int32_t>(0), LiteralUtil::CreateR1<float>({1, 2})},
            "(f32[2] {1, 2}, s32[] 0)");
  ExpectRun(text,
            {LiteralUtil::CreateR0<int32_t>(1), LiteralUtil::CreateR1<float>({1, 2})},
            "(f32[2] {0, 0}, s32[] 2)");
}

// A variadic reduce (argmax as JAX writes it) and a two-operand sort.
TEST(StableHloConvertRunTest, VariadicReduceAndSort) {
  ExpectRun(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<i32>, tensor<4xi32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<4xf32>):
    %iota = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %r:2 = "stablehlo.reduce"(%x, %iota, %ninf, %zero) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
      %gt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = "stablehlo.select"(%gt, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %i = "stablehlo.select"(%gt, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%v, %i) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    %s:2 = "stablehlo.sort"(%x, %iota) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%lt) : (tensor<i1>) -> ()
    }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%r#1, %s#1) : (tensor<i32>, tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()
)",
            {LiteralUtil::CreateR1<float>({3, -1, 7, 0})}, "(s32[] 2, s32[4] {1, 3, 0, 2})");
}

// Per-tensor uniform quantization as the spec defines it (XLA:CPU does not
// compile these ops, so the values are worked out by hand): x / scale +
// zero_point, rounded to even, clamped to the storage range; back:
// (q - zero_point) * scale.
TEST(StableHloConvertRunTest, UniformQuantizeDequantize) {
  ExpectRun(R"(
func.func public @main(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %q = stablehlo.uniform_quantize %x : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8:f32, 5.000000e-02:3>>
  %d = stablehlo.uniform_dequantize %q : (tensor<6x!quant.uniform<i8:f32, 5.000000e-02:3>>) -> tensor<6xf32>
  %r = stablehlo.uniform_quantize %x : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8<-7:7>:f32, 2.500000e-01>>
  %e = stablehlo.uniform_dequantize %r : (tensor<6x!quant.uniform<i8<-7:7>:f32, 2.500000e-01>>) -> tensor<6xf32>
  return %d, %e : tensor<6xf32>, tensor<6xf32>
})",
            {LiteralUtil::CreateR1<float>({-9.0f, -1.3f, -0.07f, 0.0f, 0.62f, 7.5f})},
            "(f32[6] {-6.55, -1.3, -0.05, 0, 0.6, 6.2}, f32[6] {-1.75, -1.25, 0, 0, 0.5, 1.75})");
}

}  // namespace
}  // namespace xla::stablehlo
