// custom-call: registered targets, targets of a library loaded by path,
// tuples, status errors; other process symbols (exported ones, libc's
// system/abort/exit...) are never callable.
#include <cstring>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"

// The seed's example: z[0][0] = x[1] + y[1][0], here z[i][j] = x[i % 2] + y[i % 2][j].
extern "C" void axle_test_myfunc(void* out, const void** in) {
  const float* x = static_cast<const float*>(in[0]);
  const float(*y)[3] = static_cast<const float(*)[3]>(in[1]);
  float(*z)[3] = static_cast<float(*)[3]>(out);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) z[i][j] = x[i % 2] + y[i % 2][j];
  }
}

// Exported by the test executable but not registered: not a target.
extern "C" __attribute__((visibility("default"))) void axle_test_exported_negate(
    void* out, const void** in) {
  const int32_t* x = static_cast<const int32_t*>(in[0]);
  int32_t* y = static_cast<int32_t*>(out);
  for (int i = 0; i < 4; ++i) y[i] = -x[i];
}

// Tuple in and out: out is a table of element pointers, and so is in[0].
extern "C" void axle_test_split_sum(void* out, const void** in) {
  void** outputs = static_cast<void**>(out);
  const void* const* pair = static_cast<const void* const*>(in[0]);
  const double* a = static_cast<const double*>(pair[0]);
  const int64_t* b = static_cast<const int64_t*>(pair[1]);
  *static_cast<double*>(outputs[0]) = a[0] + a[1];
  *static_cast<int64_t*>(outputs[1]) = b[0] * 2;
}

extern "C" void axle_test_fails(void* out, const void** in, XlaCustomCallStatus* status) {
  const char message[] = "bad input";
  XlaCustomCallStatusSetFailure(status, message, std::strlen(message));
}

extern "C" void axle_test_opaque_len(void* out, const void** in, const char* opaque,
                                     size_t opaque_len, XlaCustomCallStatus* status) {
  *static_cast<int32_t*>(out) = static_cast<int32_t>(opaque_len);
}

XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(axle_test_myfunc);
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(axle_test_split_sum);
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET_WITH_SYM("fails", axle_test_fails);
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(axle_test_opaque_len);

// Counts its calls: shows that nothing of a rejected module ran.
int axle_test_calls = 0;
extern "C" void axle_test_count(void* out, const void** in) { ++axle_test_calls; }
XLA_CPU_REGISTER_CUSTOM_CALL_TARGET(axle_test_count);

namespace xla {
namespace {

absl::StatusOr<Literal> RunModule(const char* text, std::vector<const Literal*> args) {
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  HloEvaluator evaluator;
  return evaluator.Evaluate(**module, args);
}

TEST(CustomCallTest, SpecExampleThroughTheRegistry) {
  Literal x = LiteralUtil::CreateR1<float>({1, 2});
  Literal y = LiteralUtil::CreateR2<float>({{10, 20, 30}, {40, 50, 60}});
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  x = f32[2] parameter(0)
  y = f32[2,3] parameter(1)
  ROOT z = f32[3,3] custom-call(x, y), custom_call_target="axle_test_myfunc"
})",
                    {&x, &y});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR2<float>({{11, 21, 31}, {42, 52, 62}, {11, 21, 31}}));
}

TEST(CustomCallTest, OperandsArePassedRowMajorWhateverTheirLayout) {
  // y arrives column-major; the target still sees it row-major.
  Literal x = LiteralUtil::CreateR1<float>({1, 2});
  Literal y = LiteralUtil::CreateR2WithLayout<float>({{10, 20, 30}, {40, 50, 60}},
                                                     LayoutUtil::MakeLayout({0, 1}));
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  x = f32[2] parameter(0)
  y = f32[2,3]{0,1} parameter(1)
  ROOT z = f32[3,3] custom-call(x, y), custom_call_target="axle_test_myfunc"
})",
                    {&x, &y});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR2<float>({{11, 21, 31}, {42, 52, 62}, {11, 21, 31}}));
}

TEST(CustomCallTest, ExportedProcessSymbolIsNotATarget) {
  EXPECT_EQ(FindCustomCallTarget("axle_test_exported_negate"), nullptr);
  Literal x = LiteralUtil::CreateR1<int32_t>({1, -2, 3, 0});
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  x = s32[4] parameter(0)
  ROOT y = s32[4] custom-call(x), custom_call_target="axle_test_exported_negate"
})",
                          {&x});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kNotFound) << result.status();
}

// The module a hostile HLO file would be: a harmless call first, then a libc
// function on module-controlled buffers.
std::string CallsLibc(const std::string& function) {
  return R"(
HloModule hostile
ENTRY main {
  first = s32[] custom-call(), custom_call_target="axle_test_count"
  bad = u8[64] custom-call(), custom_call_target=")" +
         function + R"("
  ROOT t = (s32[], u8[64]) tuple(first, bad)
})";
}

TEST(CustomCallTest, LibcFunctionsAreRejectedBeforeAnythingRuns) {
  for (const char* function : {"system", "abort", "exit", "free", "snprintf", "_exit"}) {
    EXPECT_EQ(FindCustomCallTarget(function), nullptr) << function;
    axle_test_calls = 0;
    auto result = RunModule(CallsLibc(function).c_str(), {});
    ASSERT_FALSE(result.ok()) << function;
    EXPECT_EQ(result.status().code(), absl::StatusCode::kNotFound) << result.status();
    EXPECT_TRUE(absl::StrContains(result.status().message(),
                                  absl::StrCat("custom-call bad to '", function, "'")))
        << result.status();
    EXPECT_EQ(axle_test_calls, 0) << function << ": the module ran before failing";
  }
}

TEST(CustomCallTest, LibraryLoadedByPathProvidesItsOwnSymbolsOnly) {
  ASSERT_TRUE(LoadCustomCallLibrary(AXLE_TEST_CUSTOM_CALL_LIBRARY).ok());
  ASSERT_TRUE(LoadCustomCallLibrary(AXLE_TEST_CUSTOM_CALL_LIBRARY).ok());  // again: a no-op
  Literal x = LiteralUtil::CreateR1<int32_t>({1, -2, 3, 0});
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  x = s32[4] parameter(0)
  ROOT y = s32[4] custom-call(x), custom_call_target="axle_lib_triple_plus_one"
})",
                          {&x});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR1<int32_t>({4, -5, 10, 1}));
  // Its hidden symbols and its dependencies' (libc) stay out of reach.
  EXPECT_EQ(FindCustomCallTarget("axle_lib_hidden"), nullptr);
  EXPECT_EQ(FindCustomCallTarget("abort"), nullptr);
  EXPECT_EQ(FindCustomCallTarget("system"), nullptr);
  EXPECT_FALSE(RunModule(CallsLibc("system").c_str(), {}).ok());
}

TEST(CustomCallTest, LibraryThatCannotBeLoadedNamesThePath) {
  absl::Status missing = LoadCustomCallLibrary("/nonexistent/libaxle_nothing.so");
  EXPECT_EQ(missing.code(), absl::StatusCode::kNotFound) << missing;
  EXPECT_TRUE(absl::StrContains(missing.message(), "/nonexistent/libaxle_nothing.so")) << missing;
  // A bare name would be looked up on the library search path.
  absl::Status bare = LoadCustomCallLibrary("libc.so.6");
  EXPECT_EQ(bare.code(), absl::StatusCode::kInvalidArgument) << bare;
  EXPECT_EQ(FindCustomCallTarget("system"), nullptr);
}

TEST(CustomCallTest, TuplesArePointerTables) {
  Literal pair = LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<double>({1.25, 2}),
                                             LiteralUtil::CreateR0<int64_t>(21));
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  p = (f64[2], s64[]) parameter(0)
  ROOT r = (f64[], s64[]) custom-call(p), custom_call_target="axle_test_split_sum"
})",
                    {&pair});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR0<double>(3.25),
                                                 LiteralUtil::CreateR0<int64_t>(42)));
}

TEST(CustomCallTest, StatusReturningFailureBecomesAnError) {
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  ROOT r = f32[] custom-call(), custom_call_target="fails", api_version=API_VERSION_STATUS_RETURNING
})",
                    {});
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "bad input")) << result.status();
}

TEST(CustomCallTest, UnifiedApiGetsBackendConfigAsOpaque) {
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  ROOT r = s32[] custom-call(), custom_call_target="axle_test_opaque_len", api_version=API_VERSION_STATUS_RETURNING_UNIFIED, backend_config="hello"
})",
                    {});
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*result, LiteralUtil::CreateR0<int32_t>(5));
}

TEST(CustomCallTest, UnknownTargetNamesIt) {
  EXPECT_EQ(FindCustomCallTarget("axle_definitely_not_a_symbol"), nullptr);
  auto result = RunModule(R"(
HloModule cc
ENTRY main {
  ROOT r = f32[] custom-call(), custom_call_target="axle_definitely_not_a_symbol"
})",
                    {});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kNotFound);
  EXPECT_TRUE(absl::StrContains(result.status().message(), "axle_definitely_not_a_symbol"));
}

}  // namespace
}  // namespace xla
