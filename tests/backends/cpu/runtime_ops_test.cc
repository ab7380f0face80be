// The CPU backend's ops that talk to the outside world or carry state (rng,
// infeed/outfeed, collectives, custom-call) against the interpreter, the
// oracle, and against hand-computed values.
#include <cstring>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/host_queues.h"
#include "axle/eval/replicated_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

namespace xla::cpu {
namespace {

absl::StatusOr<std::unique_ptr<Executable>> CompileText(const std::string& text,
                                                        int64_t replicas = 1) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
  CompileOptions options;
  options.num_replicas = replicas;
  return CpuCompiler().Compile(std::move(module), options);
}

// Every replica's result on cpu and on the interpreter, for one seed.
void ExpectSameAsInterpreter(const std::string& text, int64_t replicas,
                             const std::vector<std::vector<const Literal*>>& arguments,
                             uint64_t seed = 42) {
  auto executable = CompileText(text, replicas);
  ASSERT_TRUE(executable.ok()) << executable.status();
  BackendRunOptions options;
  options.rng_seed = seed;
  auto actual = (*executable)->ExecuteReplicated(arguments, options);
  ASSERT_TRUE(actual.ok()) << actual.status();
  auto module = ParseAndVerifyModule(text);
  ASSERT_TRUE(module.ok());
  auto expected = EvaluateReplicated(**module, arguments, seed);
  ASSERT_TRUE(expected.ok()) << expected.status();
  ASSERT_EQ(actual->size(), expected->size());
  for (size_t r = 0; r < actual->size(); ++r) {
    EXPECT_EQ((*actual)[r], (*expected)[r])
        << "replica " << r << " seed " << seed << ": cpu " << (*actual)[r].ToString()
        << " interpreter " << (*expected)[r].ToString();
  }
}

constexpr char kRngOfEveryType[] = R"(
HloModule rng_types
ENTRY e {
  f0 = f32[] constant(-3)
  f1 = f32[] constant(5)
  a = f32[7] rng(f0, f1), distribution=rng_uniform
  n = f32[5] rng(f0, f1), distribution=rng_normal
  h0 = f16[] constant(0)
  h1 = f16[] constant(1)
  h = f16[9] rng(h0, h1), distribution=rng_uniform
  hn = f16[3] rng(h0, h1), distribution=rng_normal
  b0 = bf16[] constant(-1)
  b1 = bf16[] constant(1)
  b = bf16[9] rng(b0, b1), distribution=rng_uniform
  bn = bf16[3] rng(b0, b1), distribution=rng_normal
  d0 = f64[] constant(0)
  d1 = f64[] constant(1e-3)
  d = f64[3,2]{0,1} rng(d0, d1), distribution=rng_uniform
  dn = f64[4] rng(d0, d1), distribution=rng_normal
  s0 = s8[] constant(-100)
  s1 = s8[] constant(100)
  s = s8[17] rng(s0, s1), distribution=rng_uniform
  t0 = s16[] constant(-7)
  t1 = s16[] constant(7)
  t = s16[4] rng(t0, t1), distribution=rng_uniform
  i0 = s32[] constant(5)
  i1 = s32[] constant(2)
  empty_range = s32[3] rng(i0, i1), distribution=rng_uniform
  l0 = s64[] constant(-9223372036854775808)
  l1 = s64[] constant(9223372036854775807)
  l = s64[3] rng(l0, l1), distribution=rng_uniform
  u0 = u16[] constant(10)
  u1 = u16[] constant(65535)
  u = u16[5] rng(u0, u1), distribution=rng_uniform
  w0 = u32[] constant(0)
  w1 = u32[] constant(4294967295)
  w = u32[5] rng(w0, w1), distribution=rng_uniform
  after = f32[2,3] rng(f0, f1), distribution=rng_uniform
  ROOT r = (f32[7], f32[5], f16[9], f16[3], bf16[9], bf16[3], f64[3,2]{0,1}, f64[4], s8[17],
            s16[4], s32[3], s64[3], u16[5], u32[5], f32[2,3])
    tuple(a, n, h, hn, b, bn, d, dn, s, t, empty_range, l, u, w, after)
}
)";

TEST(CpuRuntimeOpsTest, RngOfEveryTypeMatchesTheInterpreterForAnySeed) {
  for (uint64_t seed : {0ull, 1ull, 42ull, 123456789ull}) {
    ExpectSameAsInterpreter(kRngOfEveryType, 1, {{}}, seed);
  }
}

TEST(CpuRuntimeOpsTest, EveryRunRestartsTheStreamAndEveryReplicaDrawsAlike) {
  auto executable = CompileText(kRngOfEveryType, 3);
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto first = (*executable)->ExecuteReplicated({{}, {}, {}});
  auto second = (*executable)->ExecuteReplicated({{}, {}, {}});
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_EQ((*first)[0], (*second)[0]);
  EXPECT_EQ((*first)[0], (*first)[2]);
  BackendRunOptions other;
  other.rng_seed = 7;
  auto reseeded = (*executable)->ExecuteReplicated({{}, {}, {}}, other);
  ASSERT_TRUE(reseeded.ok());
  EXPECT_NE((*first)[0], (*reseeded)[0]);
}

// A while loop that infeeds (x, more), outfeeds x * 2 and sums x, until the
// host says no more. No compare needed: the loop condition is the infed pred.
constexpr char kFeedLoop[] = R"(
HloModule feed_loop
cond {
  p = (pred[], f32[2]) parameter(0)
  ROOT more = pred[] get-tuple-element(p), index=0
}
body {
  p = (pred[], f32[2]) parameter(0)
  sum = f32[2] get-tuple-element(p), index=1
  token = token[] after-all()
  in = ((f32[2], pred[]), token[]) infeed(token)
  data = (f32[2], pred[]) get-tuple-element(in), index=0
  x = f32[2] get-tuple-element(data), index=0
  more = pred[] get-tuple-element(data), index=1
  twice = f32[2] add(x, x)
  out = token[] outfeed(twice, token)
  next = f32[2] add(sum, x)
  ROOT t = (pred[], f32[2]) tuple(more, next)
}
ENTRY e {
  go = pred[] constant(true)
  zero = f32[2] constant({0, 0})
  init = (pred[], f32[2]) tuple(go, zero)
  w = (pred[], f32[2]) while(init), condition=cond, body=body
  ROOT sum = f32[2] get-tuple-element(w), index=1
}
)";

void FeedLoopRuns(Executable& executable) {
  HostQueues queues(std::chrono::seconds(5));
  const float xs[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  for (int i = 0; i < 3; ++i) {
    queues.EnqueueInfeed(0, LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<float>(xs[i]),
                                                        LiteralUtil::CreateR0<bool>(i < 2)));
  }
  BackendRunOptions options;
  options.host_queues = &queues;
  auto result = executable.Execute({}, options);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<float>({9, 12}));
  ASSERT_EQ(queues.OutfeedSize(0), 3);
  for (int i = 0; i < 3; ++i) {
    auto out = queues.DequeueOutfeed(0);
    ASSERT_TRUE(out.ok());
    EXPECT_EQ(*out, LiteralUtil::CreateR1<float>({2 * xs[i][0], 2 * xs[i][1]})) << i;
  }
  EXPECT_EQ(queues.InfeedSize(0), 0);
}

TEST(CpuRuntimeOpsTest, InfeedAndOutfeedInAWhileLoop) {
  auto executable = CompileText(kFeedLoop);
  ASSERT_TRUE(executable.ok()) << executable.status();
  FeedLoopRuns(**executable);
  // The interpreter moves the same values.
  auto interpreter = PlatformUtil::GetPlatform("interpreter");
  ASSERT_TRUE(interpreter.ok()) << interpreter.status();
  auto reference =
      (*interpreter)->compiler()->Compile(*ParseAndVerifyModule(kFeedLoop), CompileOptions{});
  ASSERT_TRUE(reference.ok()) << reference.status();
  FeedLoopRuns(**reference);
}

TEST(CpuRuntimeOpsTest, InfeedWithNothingQueuedIsAnErrorNotAHang) {
  auto executable = CompileText(kFeedLoop);
  ASSERT_TRUE(executable.ok()) << executable.status();
  HostQueues queues(std::chrono::milliseconds(20));
  BackendRunOptions options;
  options.host_queues = &queues;
  auto result = (*executable)->Execute({}, options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kDeadlineExceeded) << result.status();
  EXPECT_TRUE(absl::StrContains(result.status().message(), "infeed queue of replica 0"))
      << result.status();
}

TEST(CpuRuntimeOpsTest, AllReduceWithAnyReducerMatchesTheInterpreter) {
  // A reducer that is neither commutative nor associative: the order of the
  // fold (group order) shows in every bit.
  constexpr char kText[] = R"(
HloModule all_reduce_any, replica_count=4
odd {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ab = f32[] multiply(a, b)
  ROOT r = f32[] subtract(ab, a)
}
ENTRY e {
  x = f32[3,5]{0,1} parameter(0)
  n = s16[7] parameter(1)
  r = f32[3,5]{1,0} all-reduce(x), to_apply=odd, replica_groups={{3,1,0,2}}
  ROOT t = (f32[3,5]{1,0}, s16[7]) tuple(r, n)
}
)";
  std::vector<Literal> xs;
  for (int r = 0; r < 4; ++r) {
    Literal x(ShapeUtil::MakeShapeWithLayout(F32, {3, 5}, {0, 1}));
    for (int64_t i = 0; i < 15; ++i) x.Set<float>({i / 5, i % 5}, 0.37f * (i + 1) - 0.9f * r);
    xs.push_back(std::move(x));
  }
  Literal n = LiteralUtil::CreateR1<int16_t>({1, 2, 3, 4, 5, 6, 7});
  ExpectSameAsInterpreter(kText, 4, {{&xs[0], &n}, {&xs[1], &n}, {&xs[2], &n}, {&xs[3], &n}});
}

// custom-call targets: out = (in0.0 + in1, in0.1 * 2) on tuples.
extern "C" void AxleTestTupleTarget(void* out, const void** in) {
  const void* const* pair = static_cast<const void* const*>(in[0]);
  const float* a = static_cast<const float*>(pair[0]);
  const int32_t* k = static_cast<const int32_t*>(pair[1]);
  const float* b = static_cast<const float*>(in[1]);
  void** result = static_cast<void**>(out);
  float* sum = static_cast<float*>(result[0]);
  int32_t* twice = static_cast<int32_t*>(result[1]);
  for (int i = 0; i < 6; ++i) sum[i] += a[i] + b[i];  // += checks the zeroed result
  *twice = 2 * *k;
}
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(AxleTestTupleTarget);

extern "C" void AxleTestFailingTarget(void*, const void**, XlaCustomCallStatus* status) {
  const char kMessage[] = "the target says no";
  XlaCustomCallStatusSetFailure(status, kMessage, sizeof(kMessage) - 1);
}
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(AxleTestFailingTarget);

std::string TupleCallModule(const std::string& layout) {
  return R"(
HloModule custom_call_tuple
ENTRY e {
  a = f32[2,3])" + layout + R"( parameter(0)
  k = s32[] parameter(1)
  b = f32[2,3] parameter(2)
  pair = (f32[2,3])" + layout + R"(, s32[]) tuple(a, k)
  ROOT c = (f32[2,3])" + layout + R"(, s32[]) custom-call(pair, b), custom_call_target="AxleTestTupleTarget"
}
)";
}

TEST(CpuRuntimeOpsTest, CustomCallWithTupleOperandAndResult) {
  Literal b = LiteralUtil::CreateR2<float>({{10, 20, 30}, {40, 50, 60}});
  Literal k = LiteralUtil::CreateR0<int32_t>(21);
  // Row-major: the target sees the buffers themselves; column-major: copies.
  for (std::string layout : {"{1,0}", "{0,1}"}) {
    Literal a = LiteralUtil::CreateR2<float>({{1, 2, 3}, {4, 5, 6}})
                    .Relayout(LayoutUtil::MakeLayout(layout == "{1,0}"
                                                         ? std::vector<int64_t>{1, 0}
                                                         : std::vector<int64_t>{0, 1}));
    auto executable = CompileText(TupleCallModule(layout));
    ASSERT_TRUE(executable.ok()) << executable.status();
    auto result = (*executable)->Execute({&a, &k, &b});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(*result, LiteralUtil::MakeTupleOwned(
                           LiteralUtil::CreateR2<float>({{11, 22, 33}, {44, 55, 66}}),
                           LiteralUtil::CreateR0<int32_t>(42)))
        << layout << ": " << result->ToString();
    ExpectSameAsInterpreter(TupleCallModule(layout), 1, {{&a, &k, &b}});
  }
}

TEST(CpuRuntimeOpsTest, CustomCallFailureIsAnError) {
  auto executable = CompileText(R"(
HloModule failing
ENTRY e {
  ROOT c = f32[2] custom-call(), custom_call_target="AxleTestFailingTarget", api_version=API_VERSION_STATUS_RETURNING
}
)");
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto result = (*executable)->Execute({});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "the target says no"))
      << result.status();
}

TEST(CpuRuntimeOpsTest, UnknownCustomCallTargetIsACompileError) {
  auto executable = CompileText(R"(
HloModule unknown
ENTRY e {
  ROOT c = f32[2] custom-call(), custom_call_target="axle_no_target_by_this_name"
}
)");
  ASSERT_FALSE(executable.ok());
  EXPECT_EQ(executable.status().code(), absl::StatusCode::kNotFound) << executable.status();
}

// Process symbols are not targets: a module naming libc's functions does not
// compile (the process would have stopped had abort or exit been called).
TEST(CpuRuntimeOpsTest, LibcFunctionsAsCustomCallTargetsAreCompileErrors) {
  for (const std::string function : {"system", "abort", "exit", "free"}) {
    auto executable = CompileText(R"(
HloModule hostile
ENTRY e {
  ROOT c = u8[64] custom-call(), custom_call_target=")" + function + R"("
}
)");
    ASSERT_FALSE(executable.ok()) << function;
    EXPECT_EQ(executable.status().code(), absl::StatusCode::kNotFound) << executable.status();
    EXPECT_TRUE(absl::StrContains(executable.status().message(), "'" + function + "'"))
        << executable.status();
  }
}

TEST(CpuRuntimeOpsTest, CustomCallIntoALibraryLoadedByPath) {
  ASSERT_TRUE(LoadCustomCallLibrary(AXLE_TEST_CUSTOM_CALL_LIBRARY).ok());
  const std::string text = R"(
HloModule library_call
ENTRY e {
  x = s32[4] parameter(0)
  ROOT y = s32[4] custom-call(x), custom_call_target="axle_lib_triple_plus_one"
}
)";
  Literal x = LiteralUtil::CreateR1<int32_t>({1, -2, 3, 0});
  auto executable = CompileText(text);
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto result = (*executable)->Execute({&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<int32_t>({4, -5, 10, 1}));
  ExpectSameAsInterpreter(text, 1, {{&x}});
}

}  // namespace
}  // namespace xla::cpu
