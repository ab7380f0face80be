// The StableHLO -> HLO converter: the structure of what it builds (entry,
// calls, tuples, captured values threaded through control flow, attributes)
// and the errors it reports for malformed or unsupported input. Values are
// checked in tests/runtime/stablehlo_convert_run_test.cc.
#include "axle/stablehlo/stablehlo_to_hlo.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/stablehlo/mlir_text_parser.h"
#include "tests/stablehlo/while_uses_values_from_above.h"

namespace xla::stablehlo {
namespace {

absl::StatusOr<std::unique_ptr<HloModule>> Convert(const std::string& text) {
  absl::StatusOr<MlirModule> module = ParseMlirText(text, "test.mlir");
  if (!module.ok()) return module.status();
  return ConvertStableHloToHlo(*module);
}

std::unique_ptr<HloModule> ConvertOk(const std::string& text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = Convert(text);
  EXPECT_TRUE(module.ok()) << module.status();
  if (!module.ok()) return nullptr;
  EXPECT_TRUE(HloVerifier::Verify(**module).ok());
  return std::move(module).value();
}

int64_t CountOpcode(const HloModule& module, HloOpcode opcode) {
  int64_t count = 0;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      count += instruction->opcode() == opcode;
    }
  }
  return count;
}

void ExpectError(const std::string& text, const std::string& fragment) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = Convert(text);
  ASSERT_FALSE(module.ok()) << "converted: " << (*module)->ToString();
  EXPECT_TRUE(absl::StrContains(module.status().message(), fragment))
      << module.status() << "\nwanted: " << fragment;
}

TEST(StableHloToHloTest, ElementwiseEntry) {
  auto module = ConvertOk(R"(
module @jit_f {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    %1 = stablehlo.tanh %0 : tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->name(), "jit_f");
  const HloInstruction* root = module->entry_computation()->root_instruction();
  EXPECT_EQ(root->opcode(), HloOpcode::kTanh);
  EXPECT_EQ(root->operand(0)->opcode(), HloOpcode::kAdd);
  EXPECT_EQ(module->entry_computation()->num_parameters(), 2);
}

TEST(StableHloToHloTest, SeveralResultsMakeATupleAndConfigIsRead) {
  auto module = ConvertOk(R"(
module @m attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 4 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.convert %arg0 : (tensor<f32>) -> tensor<i32>
    return %arg0, %0 : tensor<f32>, tensor<i32>
  }
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry_computation()->root_instruction()->opcode(), HloOpcode::kTuple);
  EXPECT_EQ(module->config().replica_count, 4);
  EXPECT_EQ(module->config().num_partitions, 2);
}

TEST(StableHloToHloTest, CallsBecomeCalledComputations) {
  auto module = ConvertOk(R"(
module @m {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0:2 = call @pair(%arg0) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %1 = stablehlo.multiply %0#0, %0#1 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @pair(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<3xf32>
    return %arg0, %0 : tensor<3xf32>, tensor<3xf32>
  }
}
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(CountOpcode(*module, HloOpcode::kCall), 1);
  EXPECT_EQ(CountOpcode(*module, HloOpcode::kGetTupleElement), 2);
}

// JAX's lax.cond: case branches use %arg0 and %1 from above.
TEST(StableHloToHloTest, CaseBranchesGetCapturedValuesAsOperands) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4xf32>):
    %1 = "stablehlo.exponential"(%arg1) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.case"(%arg0) ({
      %3 = "stablehlo.add"(%arg1, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%3) : (tensor<4xf32>) -> ()
    }, {
      "stablehlo.return"(%arg1) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* root = module->entry_computation()->root_instruction();
  ASSERT_EQ(root->opcode(), HloOpcode::kConditional);
  ASSERT_EQ(root->operand_count(), 3);  // index, one tuple per branch
  EXPECT_EQ(root->operand(1)->shape().tuple_shapes_size(), 2);
  EXPECT_EQ(root->operand(2)->shape().tuple_shapes_size(), 1);
}

// A while loop whose body uses %s and %c from above: the loop state carries
// them.
TEST(StableHloToHloTest, WhileCarriesCapturedValuesInItsState) {
  auto module = ConvertOk(kWhileUsesValuesFromAbove);
  ASSERT_NE(module, nullptr);
  const HloInstruction* root = module->entry_computation()->root_instruction();
  ASSERT_EQ(root->opcode(), HloOpcode::kGetTupleElement);
  const HloInstruction* loop = root->operand(0);
  ASSERT_EQ(loop->opcode(), HloOpcode::kWhile);
  EXPECT_EQ(loop->shape().tuple_shapes_size(), 4);  // i, x, then %s and %c
}

TEST(StableHloToHloTest, AttributesReachTheInstructions) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>, sym_name = "main"}> ({
  ^bb0(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>):
    %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%0) : (tensor<2x3x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* dot = module->entry_computation()->root_instruction();
  ASSERT_EQ(dot->opcode(), HloOpcode::kDot);
  const DotDimensionNumbers& dnums = dot->attributes().dot_dimension_numbers;
  EXPECT_EQ(dnums.lhs_batch_dimensions(), std::vector<int64_t>{0});
  EXPECT_EQ(dnums.lhs_contracting_dimensions(), std::vector<int64_t>{2});
  EXPECT_EQ(dnums.rhs_contracting_dimensions(), std::vector<int64_t>{1});
  EXPECT_EQ(dot->attributes().precision_config.operand_precision(0), PrecisionConfig::HIGHEST);
}

TEST(StableHloToHloTest, ConvolutionFromCompactDimensionNumbers) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x4x4x5xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x5xf32>):
    %0 = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x4x4x5xf32>
    "func.return"(%0) : (tensor<1x4x4x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* conv = module->entry_computation()->root_instruction();
  ASSERT_EQ(conv->opcode(), HloOpcode::kConvolution);
  const ConvolutionDimensionNumbers& dnums = conv->attributes().convolution_dimension_numbers;
  EXPECT_EQ(dnums.input_feature_dimension(), 3);
  EXPECT_EQ(dnums.kernel_input_feature_dimension(), 2);
  EXPECT_EQ(dnums.kernel_output_feature_dimension(), 3);
  EXPECT_EQ(conv->attributes().window.dimensions(0).padding_low(), 1);
}

// The collectives JAX's shard_map emits (num_partitions = 4), with their
// replica groups, channel and shard counts.
TEST(StableHloToHloTest, Collectives) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xf32>, tensor<12xf32>, tensor<4x3xf32>) -> (tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<ui32>, tensor<ui32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<3xf32>, %y: tensor<12xf32>, %z: tensor<4x3xf32>):
    %x2 = "stablehlo.reshape"(%x) : (tensor<3xf32>) -> tensor<1x3xf32>
    %0 = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = "stablehlo.all_gather"(%x2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %2 = "stablehlo.reduce_scatter"(%y) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<12xf32>) -> tensor<3xf32>
    %3 = "stablehlo.all_to_all"(%z) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %4 = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
    %5 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %6 = "stablehlo.replica_id"() : () -> tensor<ui32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<ui32>, tensor<ui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
)");
  ASSERT_NE(module, nullptr);
  const HloComputation* entry = module->entry_computation();
  int seen = 0;
  for (const HloInstruction* instruction : entry->instructions()) {
    const HloAttributes& attributes = instruction->attributes();
    switch (instruction->opcode()) {
      case HloOpcode::kAllReduce:
        EXPECT_EQ(attributes.channel_id, 1);
        EXPECT_TRUE(attributes.use_global_device_ids);
        ASSERT_EQ(attributes.replica_groups.size(), 1);
        EXPECT_EQ(attributes.replica_groups[0].replica_ids_size(), 4);
        ++seen;
        break;
      case HloOpcode::kAllGather:
      case HloOpcode::kReduceScatter:
        EXPECT_EQ(attributes.dimensions, std::vector<int64_t>{0});
        ++seen;
        break;
      case HloOpcode::kAllToAll:
      case HloOpcode::kCollectivePermute:
      case HloOpcode::kPartitionId:
      case HloOpcode::kReplicaId:
        ++seen;
        break;
      default:
        break;
    }
  }
  EXPECT_EQ(seen, 7);
}

// custom_call keeps its target, backend config (a string, or a typed-FFI
// dictionary), side effect, API version and output/operand aliasing.
TEST(StableHloToHloTest, CustomCallAttributes) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<3x3xf32>):
    %0:2 = "stablehlo.custom_call"(%x) <{api_version = 4 : i32, backend_config = "", call_target_name = "lapack_spotrf_ffi", called_computations = [], has_side_effect = true, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
    "func.return"(%0#0, %0#1) : (tensor<3x3xf32>, tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* call =
      module->entry_computation()->root_instruction()->operand(0)->operand(0);
  ASSERT_EQ(call->opcode(), HloOpcode::kCustomCall);
  const HloAttributes& attributes = call->attributes();
  EXPECT_EQ(attributes.custom_call_target, "lapack_spotrf_ffi");
  EXPECT_TRUE(attributes.custom_call_has_side_effect);
  EXPECT_EQ(attributes.custom_call_api_version, 4);
  EXPECT_TRUE(absl::StrContains(attributes.backend_config, "uplo")) << attributes.backend_config;
  EXPECT_EQ(attributes.opaque.output_to_operand_aliasing, "{{0}: (0, {})}");
}

// Tokens: after_all, infeed/outfeed and send/recv threaded through tokens.
TEST(StableHloToHloTest, TokensAndHostTransfers) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, !stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token), sym_name = "main"}> ({
  ^bb0(%x: tensor<2xf32>, %t: !stablehlo.token):
    %t1 = "stablehlo.after_all"(%t) : (!stablehlo.token) -> !stablehlo.token
    %in:3 = "stablehlo.infeed"(%t1) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token)
    %t2 = "stablehlo.outfeed"(%in#0, %x, %in#2) <{outfeed_config = ""}> : (tensor<2xf32>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    %t3 = "stablehlo.send"(%x, %t2) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    %r:2 = "stablehlo.recv"(%t3) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
    "func.return"(%r#0, %in#1, %r#1) : (tensor<2xf32>, tensor<i32>, !stablehlo.token) -> ()
  }) : () -> ()
}) : () -> ()
)");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(CountOpcode(*module, HloOpcode::kInfeed), 1);
  EXPECT_EQ(CountOpcode(*module, HloOpcode::kOutfeed), 1);
  EXPECT_EQ(CountOpcode(*module, HloOpcode::kSend), 1);
  EXPECT_EQ(CountOpcode(*module, HloOpcode::kRecv), 1);
}

// dynamic_conv with a constant padding operand is a plain convolution.
TEST(StableHloToHloTest, DynamicConvWithConstantPadding) {
  auto module = ConvertOk(R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x5x5x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x5x5x1xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<1x5x5x1xf32>, %k: tensor<3x3x1x1xf32>):
    %p = "stablehlo.constant"() <{value = dense<[[1, 1], [2, 0]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
    %0 = "stablehlo.dynamic_conv"(%x, %k, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x5x5x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x5x5x1xf32>
    "func.return"(%0) : (tensor<1x5x5x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
)");
  ASSERT_NE(module, nullptr);
  const HloInstruction* conv = module->entry_computation()->root_instruction();
  ASSERT_EQ(conv->opcode(), HloOpcode::kConvolution);
  EXPECT_EQ(conv->operand_count(), 2);
  EXPECT_EQ(conv->attributes().window.dimensions(1).padding_low(), 2);
  EXPECT_EQ(conv->attributes().window.dimensions(1).padding_high(), 0);
}

// A `?` dimension with a #stablehlo.bounds bound is a bounded dynamic
// dimension; get_dimension_size reads its run-time size.
TEST(StableHloToHloTest, BoundedDynamicDimensions) {
  auto module = ConvertOk(R"(
func.func public @main(%arg0: tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> (tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<i32>) {
  %0 = stablehlo.negate %arg0 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  %1 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<i32>
  return %0, %1 : tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<i32>
})");
  ASSERT_NE(module, nullptr);
  const Shape& parameter = module->entry_computation()->parameter_instruction(0)->shape();
  EXPECT_EQ(parameter.dimensions(0), 4);
  EXPECT_TRUE(parameter.is_dynamic_dimension(0));
  EXPECT_FALSE(parameter.is_dynamic_dimension(1));
}

// Donated arguments (jax.jit(..., donate_argnums)) reach the HLO header as
// XLA's translator writes them, and the module prints and parses back.
TEST(StableHloToHloTest, DonatedArgumentsBecomeAliases) {
  auto module = ConvertOk(R"(
func.func public @main(%arg0: tensor<2xf32> {tf.aliasing_output = 1 : i32}, %arg1: tensor<2xf32> {jax.buffer_donor = true}, %arg2: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32>
  return %arg2, %0 : tensor<2xf32>, tensor<2xf32>
})");
  ASSERT_NE(module, nullptr);
  const std::string text = module->ToString();
  EXPECT_TRUE(absl::StrContains(text, "input_output_alias={ {1}: (0, {}, may-alias) }")) << text;
  EXPECT_TRUE(absl::StrContains(text, "buffer_donor={ (1, {}) }")) << text;
  absl::StatusOr<std::unique_ptr<HloModule>> reparsed = ParseAndVerifyModule(text);
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
}

// --- errors ---------------------------------------------------------------

constexpr char kHeader[] = R"("builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xf32>):
)";
constexpr char kFooter[] = R"(
  }) : () -> ()
}) : () -> ()
)";

std::string WithBody(const std::string& body) { return kHeader + body + kFooter; }

// `ops`, the last of which defines %0 : tensor<2xf32>, then the return of %0.
std::string WithOpsReturned(const std::string& ops) {
  return WithBody(ops + "\n    \"func.return\"(%0) : (tensor<2xf32>) -> ()");
}

// Each case: a module the converter rejects and a fragment of its error.
struct ConversionErrorCase {
  std::string name;
  std::string module;
  std::string error_fragment;
};

const std::vector<ConversionErrorCase>& ConversionErrorCases() {
  static const std::vector<ConversionErrorCase> cases = {
    {"UnsupportedOpIsNamedWithItsLocation",
     WithOpsReturned(R"(    %0 = "stablehlo.frobnicate"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>)"),
     "unsupported op 'stablehlo.frobnicate' at 4:"},
    {"WrongOperandCountIsAnError",
     WithOpsReturned(R"(    %0 = "stablehlo.add"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>)"),
     "'stablehlo.add' at 4:"},
    {"MissingAttributeIsAnError",
     WithOpsReturned(R"(    %0 = "stablehlo.transpose"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>)"),
     "missing attribute 'permutation'"},
    {"DeclaredResultTypeMustMatch",
     WithBody(R"(    %0 = "stablehlo.negate"(%arg0) : (tensor<2xf32>) -> tensor<3xf32>
    "func.return"(%0) : (tensor<3xf32>) -> ())"),
     "result #0 is declared tensor<3xf32>"},
    {"ShapeErrorsFromTheBuilderNameTheOp",
     WithOpsReturned(R"(    %c = "stablehlo.constant"() <{value = dense<1.0> : tensor<3xf32>}> : () -> tensor<3xf32>
    %0 = "stablehlo.add"(%arg0, %c) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>)"),
     "'stablehlo.add' at 5:"},
    {"RunTimeShapeOperandIsAnError",
     R"(
func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<1xi64>) -> tensor<3xf32> {
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  %p = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.dynamic_pad"(%arg0, %p, %arg1, %z, %z) : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
})",
     "must be a constant"},
    {"QuantizedArithmeticIsUnsupported",
     R"(
func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %s = stablehlo.add %q, %q : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %d = stablehlo.uniform_dequantize %s : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2xf32>
  return %d : tensor<2xf32>
})",
     "quantized operands are only supported by uniform_quantize"},
    {"UnboundedDynamicDimensionIsAnError",
     R"(
func.func public @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  return %arg0 : tensor<?xf32>
})",
     "unbounded dynamic dimension"},
    {"RecursionIsAnError",
     R"(
func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = call @main(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
})",
     "calls itself"},
    {"MissingMainIsAnError",
     R"(
func.func public @other(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
})",
     "no function @main"},
    {"ReducerUsingAValueFromAboveIsAnError",
     WithOpsReturned(R"(    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %s = "stablehlo.reduce"(%arg0, %init) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.add"(%a, %arg0) : (tensor<f32>, tensor<2xf32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %0 = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>)"),
     "defined outside this region"},
  };
  return cases;
}

class StableHloToHloErrorTest : public ::testing::TestWithParam<ConversionErrorCase> {};

TEST_P(StableHloToHloErrorTest, ReportsTheError) {
  ExpectError(GetParam().module, GetParam().error_fragment);
}

INSTANTIATE_TEST_SUITE_P(Errors, StableHloToHloErrorTest,
                         ::testing::ValuesIn(ConversionErrorCases()),
                         [](const ::testing::TestParamInfo<ConversionErrorCase>& info) {
                           return info.param.name;
                         });

// --- the JAX corpus ---------------------------------------------------------

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Every module of tests/stablehlo/corpus, in JAX's pretty and generic
// spellings, converts to a verified module (values: tests/runtime).
TEST(StableHloToHloTest, EveryCorpusModuleConverts) {
  const std::filesystem::path root =
      std::filesystem::path(AXLE_SOURCE_DIR) / "tests/stablehlo/corpus";
  if (!std::filesystem::exists(root)) GTEST_SKIP() << "no corpus";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    const std::string name = entry.path().filename().string();
    if (name == "module.mlir" || name == "module.generic.mlir") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> failures;
  for (const auto& file : files) {
    absl::StatusOr<std::unique_ptr<HloModule>> module = Convert(ReadFile(file));
    absl::Status status = module.ok() ? HloVerifier::Verify(**module) : module.status();
    if (!status.ok()) {
      failures.push_back(std::filesystem::relative(file, root).string() + ": " +
                         std::string(status.message().substr(0, 300)));
    }
  }
  std::cout << files.size() - failures.size() << " of " << files.size()
            << " corpus modules convert\n";
  for (const std::string& failure : failures) std::cout << "  FAIL " << failure << "\n";
  EXPECT_TRUE(failures.empty());
}

}  // namespace
}  // namespace xla::stablehlo
