// CompileOptions::flush_denormals on every backend: subnormal inputs read as
// zero and subnormal results flushed to zero while a run computes, as XLA:CPU
// does. Flushed values are what JAX 0.10.2 computes on XLA:CPU (jitted with
// the values as arguments, computed offline); without the option, the IEEE
// values. The calling thread's mode is restored after every run.
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/interpreter/interpreter_compiler.h"
#include "axle/base/float_environment.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_text.h"

namespace xla {
namespace {

struct Case {
  std::string name;
  std::string body;  // the entry computation's instructions; parameters p0, p1
  std::vector<std::string> inputs;
  std::string flushed;  // JAX on XLA:CPU
  std::string ieee;     // IEEE arithmetic with subnormals
};

const std::vector<Case>& Cases() {
  static const auto* cases = new std::vector<Case>{
      {"F32Product", "p0 = f32[] parameter(0)\n p1 = f32[] parameter(1)\n"
                     " ROOT r = f32[] multiply(p0, p1)",
       {"f32[] 1e-38", "f32[] 0.5"}, "f32[] 0", "f32[] 4.999999675228202e-39"},
      {"F32SubnormalInput", "p0 = f32[] parameter(0)\n p1 = f32[] parameter(1)\n"
                            " ROOT r = f32[] multiply(p0, p1)",
       {"f32[] 1e-39", "f32[] 2"}, "f32[] 0", "f32[] 2.0000004306106665e-39"},
      {"F32Sum", "p0 = f32[] parameter(0)\n p1 = f32[] parameter(1)\n"
                 " ROOT r = f32[] add(p0, p1)",
       {"f32[] 1.5e-38", "f32[] -1.4e-38"}, "f32[] 0", "f32[] 1.0000002153053333e-39"},
      {"F64Product", "p0 = f64[] parameter(0)\n p1 = f64[] parameter(1)\n"
                     " ROOT r = f64[] multiply(p0, p1)",
       {"f64[] 2e-308", "f64[] 0.5"}, "f64[] 0", "f64[] 1e-308"},
      {"F64SubnormalInput", "p0 = f64[] parameter(0)\n p1 = f64[] parameter(1)\n"
                            " ROOT r = f64[] multiply(p0, p1)",
       {"f64[] 1e-310", "f64[] 2"}, "f64[] 0", "f64[] 2e-310"},
      // bf16 computes in f32, where its subnormals are subnormal too.
      {"Bf16Product", "p0 = bf16[] parameter(0)\n p1 = bf16[] parameter(1)\n"
                      " ROOT r = bf16[] multiply(p0, p1)",
       {"bf16[] 1e-38", "bf16[] 0.5"}, "bf16[] 0", "bf16[] 4.9591167925315254e-39"},
      // f16 subnormals are normal f32 values: rounding to f16 keeps them.
      {"F16SubnormalKept", "p0 = f16[] parameter(0)\n p1 = f16[] parameter(1)\n"
                           " ROOT r = f16[] multiply(p0, p1)",
       {"f16[] 6e-5", "f16[] 0.5"}, "f16[] 3.0040740966796875e-05",
       "f16[] 3.0040740966796875e-05"},
      {"F32Reduce", "p0 = f32[2] parameter(0)\n zero = f32[] constant(0)\n"
                    " ROOT r = f32[] reduce(p0, zero), dimensions={0}, to_apply=add",
       {"f32[2] {1.5e-38, -1.4e-38}"}, "f32[] 0", "f32[] 1.0000002153053333e-39"},
      {"F32Dot", "p0 = f32[4,4] parameter(0)\n p1 = f32[4,4] parameter(1)\n"
                 " ROOT r = f32[4,4] dot(p0, p1), lhs_contracting_dims={1}, "
                 "rhs_contracting_dims={0}",
       {"f32[4,4] {{1e-20,1e-20,1e-20,1e-20},{1e-20,1e-20,1e-20,1e-20},"
        "{1e-20,1e-20,1e-20,1e-20},{1e-20,1e-20,1e-20,1e-20}}",
        "f32[4,4] {{1e-20,1e-20,1e-20,1e-20},{1e-20,1e-20,1e-20,1e-20},"
        "{1e-20,1e-20,1e-20,1e-20},{1e-20,1e-20,1e-20,1e-20}}"},
       "f32[4,4] {{0,0,0,0},{0,0,0,0},{0,0,0,0},{0,0,0,0}}",
       "f32[4,4] {{3.999978440445904e-40,3.999978440445904e-40,3.999978440445904e-40,"
       "3.999978440445904e-40},{3.999978440445904e-40,3.999978440445904e-40,"
       "3.999978440445904e-40,3.999978440445904e-40},{3.999978440445904e-40,"
       "3.999978440445904e-40,3.999978440445904e-40,3.999978440445904e-40},"
       "{3.999978440445904e-40,3.999978440445904e-40,3.999978440445904e-40,"
       "3.999978440445904e-40}}"},
      // A subnormal input compares as zero.
      {"F32Compare", "p0 = f32[] parameter(0)\n p1 = f32[] parameter(1)\n"
                     " ROOT r = pred[] compare(p0, p1), direction=GT",
       {"f32[] 1e-39", "f32[] 0"}, "pred[] false", "pred[] true"},
      {"F32ToF64", "p0 = f32[] parameter(0)\n ROOT r = f64[] convert(p0)",
       {"f32[] 1e-39"}, "f64[] 0", "f64[] 1.0000002153053333e-39"},
      // Functions whose C code reaches subnormals by integer operations: as
      // XLA:CPU, log reads them as zero, expm1 and f32 tanh return them.
      {"F32Log", "p0 = f32[] parameter(0)\n ROOT r = f32[] log(p0)", {"f32[] 5.877472e-39"},
       "f32[] -inf", "f32[] -88.02969"},
      {"F64Log1p", "p0 = f64[] parameter(0)\n ROOT r = f64[] log-plus-one(p0)",
       {"f64[] 1.1125369292536007e-308"}, "f64[] 0", "f64[] 1.1125369292536007e-308"},
      {"F32Expm1", "p0 = f32[] parameter(0)\n ROOT r = f32[] exponential-minus-one(p0)",
       {"f32[] 5.877472e-39"}, "f32[] 5.877472e-39", "f32[] 5.877472e-39"},
      {"F32Tanh", "p0 = f32[] parameter(0)\n ROOT r = f32[] tanh(p0)", {"f32[] 5.877472e-39"},
       "f32[] 5.877472e-39", "f32[] 5.877472e-39"},
      {"F64Tanh", "p0 = f64[] parameter(0)\n ROOT r = f64[] tanh(p0)",
       {"f64[] 1.1125369292536007e-308"}, "f64[] 0", "f64[] 1.1125369292536007e-308"},
  };
  return *cases;
}

constexpr char kAdd[] =
    "add {\n x = f32[] parameter(0)\n y = f32[] parameter(1)\n ROOT s = f32[] add(x, y)\n}\n";

struct Backend {
  std::string name;
  std::function<std::unique_ptr<Compiler>()> make;
};

class DenormalTest : public ::testing::TestWithParam<Backend> {
 protected:
  absl::StatusOr<Literal> Run(const std::string& text, const std::vector<Literal>& inputs,
                              bool flush) {
    ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
    CompileOptions options;
    options.flush_denormals = flush;
    ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                     GetParam().make()->Compile(std::move(module), options));
    std::vector<const Literal*> arguments;
    for (const Literal& input : inputs) arguments.push_back(&input);
    return executable->Execute(arguments);
  }
};

TEST_P(DenormalTest, FlushesAsXlaCpuAndOnlyWhenAsked) {
  for (const Case& c : Cases()) {
    const std::string text = absl::StrCat("HloModule ", c.name, "\n", kAdd, "ENTRY e {\n ",
                                          c.body, "\n}\n");
    std::vector<Literal> inputs;
    for (const std::string& input : c.inputs) inputs.push_back(*ParseLiteral(input));
    for (bool flush : {true, false}) {
      absl::StatusOr<Literal> result = Run(text, inputs, flush);
      ASSERT_TRUE(result.ok()) << c.name << ": " << result.status();
      const Literal expected = *ParseLiteral(flush ? c.flushed : c.ieee);
      EXPECT_TRUE(*result == expected) << c.name << (flush ? " flushed" : " ieee") << ": got "
                                       << result->ToString() << ", expected "
                                       << expected.ToString();
      // The mode does not leak into the caller's thread.
      EXPECT_FALSE(FlushesDenormals()) << c.name;
    }
  }
}

// A caller that flushes already keeps flushing after a run without the
// option (the run leaves the mode alone) and after one with it.
TEST_P(DenormalTest, CallerModeIsRestored) {
  const std::string text = absl::StrCat(
      "HloModule m\nENTRY e {\n", Cases()[0].body, "\n}\n");
  std::vector<Literal> inputs = {*ParseLiteral("f32[] 1e-38"), *ParseLiteral("f32[] 0.5")};
  const FloatControl before = GetFloatControl();
  {
    FlushDenormalsScope caller(true);
    for (bool flush : {false, true}) {
      absl::StatusOr<Literal> result = Run(text, inputs, flush);
      ASSERT_TRUE(result.ok()) << result.status();
      EXPECT_TRUE(*result == *ParseLiteral("f32[] 0")) << result->ToString();
      EXPECT_TRUE(FlushesDenormals());
    }
  }
  EXPECT_EQ(GetFloatControl(), before);
}

INSTANTIATE_TEST_SUITE_P(
    EveryBackend, DenormalTest,
    ::testing::Values(Backend{"interpreter", [] { return std::make_unique<InterpreterCompiler>(); }},
                      Backend{"cpu", [] { return std::make_unique<cpu::CpuCompiler>(); }}),
    [](const ::testing::TestParamInfo<Backend>& info) { return info.param.name; });

// cpu: work groups on the thread pool flush too (the workers take the
// caller's mode), and neither cache hands out code compiled the other way.
TEST(CpuDenormalTest, WorkerThreadsFlush) {
  constexpr int64_t kElements = 1 << 20;  // many work groups
  const std::string text = absl::StrCat(
      "HloModule m\nENTRY e {\n p0 = f32[", kElements, "] parameter(0)\n c = f32[] constant(0.5)\n"
      " h = f32[", kElements, "] broadcast(c), dimensions={}\n ROOT r = f32[", kElements,
      "] multiply(p0, h)\n}\n");
  Literal input(ShapeUtil::MakeShape(F32, {kElements}));
  for (int64_t i = 0; i < kElements; ++i) input.Set<float>({i}, 1e-38f);
  for (bool flush : {true, false}) {
    auto module = ParseAndVerifyModule(text);
    ASSERT_TRUE(module.ok()) << module.status();
    CompileOptions options;
    options.flush_denormals = flush;
    auto executable = cpu::CpuCompiler().Compile(*std::move(module), options);
    ASSERT_TRUE(executable.ok()) << executable.status();
    auto result = (*executable)->Execute({&input});
    ASSERT_TRUE(result.ok()) << result.status();
    int64_t nonzero = 0;
    for (int64_t i = 0; i < kElements; ++i) nonzero += result->Get<float>({i}) != 0.0f;
    EXPECT_EQ(nonzero, flush ? 0 : kElements) << (flush ? "flushed" : "ieee");
    EXPECT_FALSE(FlushesDenormals());
  }
}

TEST(CpuDenormalTest, SerializedExecutableKeepsTheMode) {
  const std::string text = absl::StrCat("HloModule m\nENTRY e {\n", Cases()[0].body, "\n}\n");
  std::vector<Literal> inputs = {*ParseLiteral("f32[] 1e-38"), *ParseLiteral("f32[] 0.5")};
  for (bool flush : {true, false}) {
    cpu::CpuCompiler compiler;
    CompileOptions options;
    options.flush_denormals = flush;
    auto executable = compiler.Compile(*ParseAndVerifyModule(text), options);
    ASSERT_TRUE(executable.ok()) << executable.status();
    auto bytes = compiler.Export(**executable);
    ASSERT_TRUE(bytes.ok()) << bytes.status();
    auto loaded = compiler.Load(*bytes, CompileOptions{});
    ASSERT_TRUE(loaded.ok()) << loaded.status();
    auto result = (*loaded)->Execute({&inputs[0], &inputs[1]});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(result->Get<float>({}) == 0.0f, flush) << result->ToString();
  }
}

}  // namespace
}  // namespace xla
