#include "axle/stablehlo/mlir_text_parser.h"

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

std::string TestData(const std::string& name) {
  return ReadFile(std::string(AXLE_SOURCE_DIR) + "/tests/stablehlo/testdata/" + name);
}

// The op at `index` of the top block of func `name`.
const MlirOperation& BodyOp(const MlirModule& module, std::string_view name, size_t index) {
  const MlirOperation* function = module.FindFunction(name);
  EXPECT_NE(function, nullptr) << name;
  return *function->regions.at(0)->blocks.at(0)->operations.at(index);
}

constexpr std::string_view kJaxModule = R"mlir(#loc = loc(unknown)
#loc1 = loc("x")
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32> loc("x"), %arg1: tensor<4x4xf32> {jax.arg_info = "y", mhlo.sharding = "{replicated}"}) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc1)
    %4 = stablehlo.compare  GT, %0, %arg1,  FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = call @helper(%7) : (tensor<4xf32>) -> tensor<4xf32> loc(fused["a", "b"](#loc))
    return %8 : tensor<4xf32>
  }
  func.func private @helper(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
)mlir";

TEST(MlirTextParserTest, ReadsAJaxModule) {
  auto module = ParseMlirText(kJaxModule, "jax.mlir");
  ASSERT_TRUE(module.ok()) << module.status();
  const MlirOperation& top = *module->module_op;
  EXPECT_EQ(top.name, "builtin.module");
  ASSERT_NE(top.FindAttribute("sym_name"), nullptr);
  EXPECT_EQ(top.FindAttribute("sym_name")->string_value, "jit_f");
  ASSERT_NE(top.FindAttribute("mhlo.num_replicas"), nullptr);
  EXPECT_EQ(top.FindAttribute("mhlo.num_replicas")->int_value, 1);
  EXPECT_EQ(top.FindAttribute("mhlo.num_replicas")->type.element_type, S32);

  const MlirOperation* main = module->FindFunction("main");
  ASSERT_NE(main, nullptr);
  EXPECT_EQ(main->FindAttribute("sym_visibility")->string_value, "public");
  const MlirAttribute* function_type = main->FindAttribute("function_type");
  ASSERT_NE(function_type, nullptr);
  EXPECT_EQ(function_type->type.kind, MlirType::Kind::kFunction);
  EXPECT_EQ(ToString(function_type->type), "(tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>");
  const MlirAttribute* arg_attrs = main->FindAttribute("arg_attrs");
  ASSERT_NE(arg_attrs, nullptr);
  ASSERT_EQ(arg_attrs->elements.size(), 2u);
  EXPECT_TRUE(arg_attrs->elements[0]->fields.empty());
  EXPECT_EQ(arg_attrs->elements[1]->FindField("mhlo.sharding")->string_value, "{replicated}");
  EXPECT_EQ(main->FindAttribute("res_attrs")->elements[0]->FindField("jax.result_info")->string_value,
            "result");
  const MlirBlock& entry = *main->regions[0]->blocks[0];
  ASSERT_EQ(entry.arguments.size(), 2u);
  EXPECT_EQ(entry.arguments[1]->owner_block, &entry);

  const MlirOperation& dot = BodyOp(*module, "main", 0);
  EXPECT_EQ(dot.name, "stablehlo.dot_general");
  ASSERT_EQ(dot.operands.size(), 2u);
  EXPECT_EQ(dot.operands[1], entry.arguments[1].get());
  const MlirAttribute* numbers = dot.FindAttribute("dot_dimension_numbers");
  ASSERT_NE(numbers, nullptr);
  EXPECT_EQ(numbers->kind, MlirAttribute::Kind::kStruct);
  EXPECT_EQ(numbers->dialect_name, "stablehlo.dot");
  EXPECT_EQ(numbers->FindField("lhs_contracting_dimensions")->elements[0]->int_value, 1);
  EXPECT_EQ(numbers->FindField("lhs_batching_dimensions"), nullptr);
  EXPECT_EQ(dot.FindAttribute("precision_config")->elements[1]->string_value, "DEFAULT");

  const MlirOperation& compare = BodyOp(*module, "main", 1);
  const MlirAttribute* direction = compare.FindAttribute("comparison_direction");
  ASSERT_NE(direction, nullptr);
  EXPECT_EQ(direction->kind, MlirAttribute::Kind::kEnum);
  EXPECT_EQ(direction->dialect_name, "stablehlo.comparison_direction");
  EXPECT_EQ(direction->string_value, "GT");
  EXPECT_EQ(compare.operands[0], dot.results[0].get());
  EXPECT_EQ(compare.results[0]->type.element_type, PRED);

  const MlirOperation& constant = BodyOp(*module, "main", 2);
  const MlirAttribute* value = constant.FindAttribute("value");
  ASSERT_NE(value, nullptr);
  ASSERT_NE(value->literal, nullptr);
  EXPECT_EQ(value->literal->data<float>()[0], 0.0f);

  const MlirOperation& reduce = BodyOp(*module, "main", 3);
  ASSERT_EQ(reduce.regions.size(), 1u);
  const MlirBlock& reducer = *reduce.regions[0]->blocks[0];
  ASSERT_EQ(reducer.arguments.size(), 2u);
  EXPECT_EQ(ToString(reducer.arguments[0]->type), "tensor<f32>");
  ASSERT_EQ(reducer.operations.size(), 2u);
  EXPECT_EQ(reducer.operations[0]->name, "stablehlo.add");
  EXPECT_EQ(reducer.operations[1]->name, "stablehlo.return");
  EXPECT_EQ(reducer.operations[1]->operands[0], reducer.operations[0]->results[0].get());
  EXPECT_EQ(ToString(*reduce.FindAttribute("dimensions")), "array<i64: 0>");

  const MlirOperation& call = BodyOp(*module, "main", 4);
  EXPECT_EQ(call.name, "func.call");
  EXPECT_EQ(call.FindAttribute("callee")->kind, MlirAttribute::Kind::kSymbolRef);
  EXPECT_EQ(call.FindAttribute("callee")->string_value, "helper");
  EXPECT_EQ(BodyOp(*module, "main", 5).name, "func.return");
  // A function whose arguments carry no attributes has no arg_attrs.
  EXPECT_EQ(module->FindFunction("helper")->FindAttribute("arg_attrs"), nullptr);
}

TEST(MlirTextParserTest, PrettyOpsMatchJaxlibsGenericPrint) {
  // The generic file is jaxlib's own MLIR printing the pretty file generically.
  auto pretty = ParseMlirText(TestData("pretty_ops.mlir"), "pretty_ops.mlir");
  ASSERT_TRUE(pretty.ok()) << pretty.status();
  auto generic = ParseMlirText(TestData("pretty_ops.generic.mlir"), "pretty_ops.generic.mlir");
  ASSERT_TRUE(generic.ok()) << generic.status();
  EXPECT_EQ(ToString(*pretty), ToString(*generic));
  EXPECT_GT(ToString(*pretty).size(), 5000u);
}

TEST(MlirTextParserTest, JaxExportsMatchJaxlibsGenericPrint) {
  // jax.export texts with locations: a shard_map over a 2-device mesh (sdy.mesh,
  // sdy.sharding_constraint, sdy.manual_computation, collectives) and a
  // shape-polymorphic function (tensor<?x4xf32>, shape assertions).
  for (const std::string name : {"export_sharded", "export_shape_poly"}) {
    SCOPED_TRACE(name);
    auto pretty = ParseMlirText(TestData(name + ".mlir"), name + ".mlir");
    ASSERT_TRUE(pretty.ok()) << pretty.status();
    auto generic = ParseMlirText(TestData(name + ".generic.mlir"), name + ".generic.mlir");
    ASSERT_TRUE(generic.ok()) << generic.status();
    EXPECT_EQ(ToString(*pretty), ToString(*generic));
  }
}

TEST(MlirTextParserTest, PrintedGenericFormParsesBackEqual) {
  auto module = ParseMlirText(TestData("pretty_ops.mlir"), "pretty_ops.mlir");
  ASSERT_TRUE(module.ok()) << module.status();
  const std::string printed = ToString(*module);
  auto reparsed = ParseMlirText(printed, "printed");
  ASSERT_TRUE(reparsed.ok()) << reparsed.status() << "\n" << printed;
  EXPECT_EQ(ToString(*reparsed), printed);
}

TEST(MlirTextParserTest, BareFunctionsGetAnImplicitModule) {
  auto module = ParseMlirText(
      "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n"
      "  %0 = \"stablehlo.negate\"(%a) : (tensor<f32>) -> tensor<f32>\n"
      "  \"func.return\"(%0) : (tensor<f32>) -> ()\n}\n"
      "func.func private @decl(tensor<2xi32>) -> (tensor<2xi32>, tensor<i1>)\n",
      "bare.mlir");
  ASSERT_TRUE(module.ok()) << module.status();
  EXPECT_EQ(module->module_op->name, "builtin.module");
  EXPECT_EQ(module->module_op->attributes.size(), 0u);
  ASSERT_NE(module->FindFunction("f"), nullptr);
  const MlirOperation* decl = module->FindFunction("decl");
  ASSERT_NE(decl, nullptr);
  EXPECT_TRUE(decl->regions[0]->blocks.empty());
  EXPECT_EQ(ToString(decl->FindAttribute("function_type")->type),
            "(tensor<2xi32>) -> (tensor<2xi32>, tensor<i1>)");
}

TEST(MlirTextParserTest, Attributes) {
  constexpr std::string_view kText = R"mlir(
#map = #sdy.mesh<["x"=2]>
!tok = !stablehlo.token
module attributes {
  a.int = -5 : i8, a.u = 255 : ui8, a.default_int = 7, a.float = 1.500000e+00 : f32,
  a.hexfloat = 0x7FC00000 : f32, a.bool = true, a.str = "q\"\\\n\0Aend", a.unit,
  a.array = [1 : i32, "s", [true]], a.dict = {z = 1 : i64, b = unit},
  a.dense_array = array<i64: 1, -2>, a.bool_array = array<i1: true, false>, a.empty_array = array<i64>,
  a.sym = @main, a.type = tensor<?x3xf32, #stablehlo.bounds<4, ?>>, a.alias = #map,
  a.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, a.rule = #sdy.op_sharding_rule<([i, j])->([k]) {i=2}, custom>,
  a.dense2d = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, a.dense_empty = dense<> : tensor<0xf32>,
  a.dense_bool = dense<[true, false]> : tensor<2xi1>, a.res = dense_resource<blob1> : tensor<2xi16>,
  a.enum = #stablehlo<precision HIGHEST>, a.mode = #stablehlo.result_accuracy_mode<TOLERANCE>,
  a.gather = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
  a.conv = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
  a.conv2 = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
  a.channel = #stablehlo.channel_handle<handle = 1, type = 0>,
  a.tok = !tok, a.tuple = tuple<tensor<f32>, !stablehlo.token>, a.mhlo = #mhlo.sharding<"{replicated}">,
  a.c = dense<(1.0, -2.0)> : tensor<complex<f64>>, a.f8 = dense<[0x3C, 1.5]> : tensor<2xf8E4M3FN>
} {
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0200000001000200"
    }
  }
#-}
)mlir";
  auto module = ParseMlirText(kText, "attrs.mlir");
  ASSERT_TRUE(module.ok()) << module.status();
  const MlirOperation& top = *module->module_op;
  auto attr = [&](std::string_view name) -> const MlirAttribute& {
    const MlirAttribute* found = top.FindAttribute(name);
    EXPECT_NE(found, nullptr) << name;
    static const MlirAttribute kMissing;
    return found != nullptr ? *found : kMissing;
  };
  EXPECT_EQ(attr("a.int").int_value, -5);
  EXPECT_EQ(attr("a.int").type.element_type, S8);
  EXPECT_EQ(attr("a.u").int_value, 255);
  EXPECT_EQ(attr("a.default_int").type.element_type, S64);
  EXPECT_EQ(attr("a.float").kind, MlirAttribute::Kind::kFloat);
  EXPECT_EQ(attr("a.float").float_value, 1.5);
  EXPECT_TRUE(std::isnan(attr("a.hexfloat").float_value));
  EXPECT_EQ(attr("a.bool").kind, MlirAttribute::Kind::kBool);
  EXPECT_EQ(attr("a.str").string_value, std::string("q\"\\\n\nend"));
  EXPECT_EQ(attr("a.unit").kind, MlirAttribute::Kind::kUnit);
  EXPECT_EQ(attr("a.array").elements.size(), 3u);
  EXPECT_EQ(attr("a.dict").fields[0].name, "b");  // sorted
  EXPECT_EQ(attr("a.dense_array").ints, (std::vector<int64_t>{1, -2}));
  EXPECT_EQ(attr("a.bool_array").ints, (std::vector<int64_t>{1, 0}));
  EXPECT_TRUE(attr("a.empty_array").ints.empty());
  EXPECT_EQ(attr("a.sym").string_value, "main");
  const MlirType& bounded = attr("a.type").type;
  EXPECT_EQ(bounded.dims, (std::vector<int64_t>{MlirType::kDynamicDim, 3}));
  EXPECT_EQ(bounded.bounds, (std::vector<int64_t>{4, MlirType::kDynamicDim}));
  EXPECT_EQ(attr("a.alias").kind, MlirAttribute::Kind::kOpaque);
  EXPECT_EQ(attr("a.alias").string_value, "#sdy.mesh<[\"x\"=2]>");
  EXPECT_EQ(attr("a.rule").string_value,
            "#sdy.op_sharding_rule<([i, j])->([k]) {i=2}, custom>");
  EXPECT_EQ(attr("a.dense2d").literal->data<int32_t>()[5], 6);
  EXPECT_EQ(attr("a.dense_empty").literal->element_count(), 0);
  EXPECT_EQ(attr("a.dense_bool").literal->data<bool>()[0], true);
  ASSERT_NE(attr("a.res").literal, nullptr);
  EXPECT_EQ(attr("a.res").literal->data<int16_t>()[1], 2);
  EXPECT_EQ(attr("a.enum").dialect_name, "stablehlo.precision");
  EXPECT_EQ(attr("a.mode").kind, MlirAttribute::Kind::kEnum);
  EXPECT_EQ(attr("a.mode").string_value, "TOLERANCE");
  EXPECT_EQ(attr("a.gather").FindField("index_vector_dim")->int_value, 1);
  EXPECT_EQ(ToString(attr("a.conv")), ToString(attr("a.conv2")));
  EXPECT_EQ(attr("a.conv2").FindField("kernel_input_feature_dimension")->int_value, 2);
  EXPECT_EQ(attr("a.channel").FindField("handle")->int_value, 1);
  EXPECT_EQ(attr("a.tok").type.kind, MlirType::Kind::kToken);
  EXPECT_EQ(attr("a.tuple").type.elements.size(), 2u);
  EXPECT_EQ(attr("a.mhlo").kind, MlirAttribute::Kind::kOpaque);
  EXPECT_EQ(attr("a.c").literal->data<complex128>()[0], complex128(1.0, -2.0));
  EXPECT_EQ(static_cast<float>(attr("a.f8").literal->data<float8_e4m3fn>()[0]), 1.5f);
  // Printed, the module reads back to the same print.
  const std::string printed = ToString(*module);
  auto reparsed = ParseMlirText(printed, "printed");
  ASSERT_TRUE(reparsed.ok()) << reparsed.status() << "\n" << printed;
  EXPECT_EQ(ToString(*reparsed), printed);
}

TEST(MlirTextParserTest, BlocksAndSuccessors) {
  auto module = ParseMlirText(R"mlir(
func.func @f(%a: tensor<i1>) {
  "test.branch"(%a)[^exit, ^body] : (tensor<i1>) -> ()
^body(%x: tensor<f32> loc("x")):
  "test.jump"()[^exit] : () -> ()
^exit:
  "func.return"() : () -> ()
}
)mlir",
                              "blocks.mlir");
  ASSERT_TRUE(module.ok()) << module.status();
  const MlirRegion& body = *module->FindFunction("f")->regions[0];
  ASSERT_EQ(body.blocks.size(), 3u);
  const MlirOperation& branch = *body.blocks[0]->operations[0];
  ASSERT_EQ(branch.successors.size(), 2u);
  EXPECT_EQ(branch.successors[0], body.blocks[2].get());
  EXPECT_EQ(branch.successors[1], body.blocks[1].get());
  EXPECT_EQ(body.blocks[1]->arguments.size(), 1u);
  const std::string printed = ToString(*module);
  auto reparsed = ParseMlirText(printed, "printed");
  ASSERT_TRUE(reparsed.ok()) << reparsed.status() << printed;
  EXPECT_EQ(ToString(*reparsed), printed);
  EXPECT_FALSE(ParseMlirText("func.func @f() {\n  \"x.y\"()[^nowhere] : () -> ()\n}", "b").ok());
}

// The error for `text`, which must fail.
std::string ErrorOf(std::string_view text) {
  auto module = ParseMlirText(text, "bad.mlir");
  EXPECT_FALSE(module.ok()) << text;
  return module.ok() ? "" : std::string(module.status().message());
}

TEST(MlirTextParserTest, ErrorsNameThePlaceWhatWasExpectedAndWhatWasFound) {
  EXPECT_EQ(ErrorOf("func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %b : tensor<f32>\n}"),
            "bad.mlir:2:26: use of undefined value %b, found '%b'");
  EXPECT_EQ(ErrorOf("func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.add %a %a : tensor<f32>\n}"),
            "bad.mlir:2:25: expected ':', found '%a'");
  EXPECT_EQ(ErrorOf("func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.add %a, %a : (tensor<f32>, tensor<i32>) -> tensor<f32>\n}"),
            "bad.mlir:2:31: operand 1 of stablehlo.add (%a) is tensor<f32>, its type says tensor<i32>, "
            "found '(tensor<f32>,'");
  EXPECT_NE(ErrorOf("func.func @f(%a: tensor<f32>) {\n  %0 = \"stablehlo.abs\"(%a) : () -> tensor<f32>\n}")
                .find("has 1 operands but its type names 0"),
            std::string::npos);
  EXPECT_NE(ErrorOf("func.func @f(%a: tensor<f32>) {\n  %0 = stablehlo.frobnicate %a : tensor<f32>\n}")
                .find("'stablehlo.frobnicate' has no custom syntax"),
            std::string::npos);
  EXPECT_NE(ErrorOf("func.func @f(%a: tensor<f32>) {\n  %0:2 = stablehlo.reshape %a : (tensor<f32>) -> tensor<f32>\n}")
                .find("names 2 results but its type gives 1"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module {\n  %0 = \"stablehlo.constant\"() {value = dense<[1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>\n}")
                .find("2 values for a shape of 3 elements"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = dense<[[1, 2, 3], [4]]> : tensor<2x2xi32>} {}")
                .find("dense element lists do not have the shape of tensor<2x2xi32>"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = dense<[1, 2, 3, 4]> : tensor<2x2xi32>} {}")
                .find("dense element lists do not have the shape"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = dense<1.0> : tensor<99999999999xf32>} {}")
                .find("bytes are not supported"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = \"unterminated} {}").find("unterminated string"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = dense_resource<nope> : tensor<2xf32>} {}")
                .find("dense_resource 'nope' has no blob"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = 99999999999999999999 : i64} {}").find("out of range"),
            std::string::npos);
  EXPECT_NE(ErrorOf("module attributes {a = tensor<4x99999999999999999999xf32>} {}")
                .find("out of range"),
            std::string::npos);
}

TEST(MlirTextParserTest, DeepNestingIsAnErrorNotACrash) {
  const int depth = 100000;
  std::string attribute = "module attributes {a = " + std::string(depth, '[') +
                          std::string(depth, ']') + "} {}";
  EXPECT_NE(ErrorOf(attribute).find("nesting deeper than"), std::string::npos);
  std::string type = "module attributes {a = ";
  for (int i = 0; i < depth; ++i) type += "tuple<";
  EXPECT_NE(ErrorOf(type).find("nesting deeper than"), std::string::npos);
  std::string regions = "func.func @f() {\n";
  for (int i = 0; i < depth; ++i) regions += "\"stablehlo.x\"() ({\n";
  EXPECT_NE(ErrorOf(regions).find("nesting deeper than"), std::string::npos);
  std::string dense = "module attributes {a = dense<" + std::string(depth, '[');
  EXPECT_NE(ErrorOf(dense).find("nested too deeply"), std::string::npos);
}

TEST(MlirTextParserTest, EveryTruncationFailsCleanly) {
  const std::string text = TestData("pretty_ops.mlir");
  ASSERT_GT(text.size(), 1000u);
  int failures = 0;
  for (size_t length = 0; length < text.size(); length += 11) {
    auto module = ParseMlirText(std::string_view(text).substr(0, length), "cut.mlir");
    if (!module.ok()) {
      ++failures;
      EXPECT_EQ(module.status().message().substr(0, 9), "cut.mlir:") << module.status();
    }
  }
  EXPECT_GT(failures, 50);
}

}  // namespace
}  // namespace xla::stablehlo
