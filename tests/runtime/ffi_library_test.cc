// Binary compatibility with XLA's typed FFI: handlers compiled against
// XLA's own ffi.h (tests/ffi_test_library, built when jaxlib's headers are
// found: cmake/ffi_test_library.cmake), loaded from their library and
// registered by symbol as jax.ffi.register_ffi_target does, run on the
// interpreter and cpu.
#include <dlfcn.h>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/eval/ffi/ffi_registry.h"
#include "axle/literal/literal_text.h"
#include "tests/testlib/compile_and_run.h"

namespace xla {
namespace {

#ifdef AXLE_TEST_XLA_FFI_LIBRARY
void* Symbol(const char* name) {
  static void* library = dlopen(AXLE_TEST_XLA_FFI_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  EXPECT_NE(library, nullptr) << dlerror();
  return library == nullptr ? nullptr : dlsym(library, name);
}
#endif

class XlaFfiLibraryTest : public ::testing::Test {
 protected:
  void SetUp() override {
#ifndef AXLE_TEST_XLA_FFI_LIBRARY
    GTEST_SKIP() << "jaxlib's xla/ffi/api headers were not found at configure time";
#else
    for (const char* name : {"AxleTestXlaScale", "AxleTestXlaRefuse"}) {
      void* handler = Symbol(name);
      ASSERT_NE(handler, nullptr) << name;
      ASSERT_TRUE(ffi::RegisterFfiHandler(name, "cpu", handler).ok());
    }
#endif
  }
};

const char* const kPlatforms[] = {"interpreter", "cpu"};

TEST_F(XlaFfiLibraryTest, HandlerBuiltAgainstXlaHeadersRuns) {
  const char* text = R"(
HloModule m
ENTRY main {
  x = f32[2,3] parameter(0)
  ROOT c = (f32[2,3], s64[2]) custom-call(x), custom_call_target="AxleTestXlaScale", api_version=API_VERSION_TYPED_FFI, backend_config={scale = 2.0 : f32, offsets = array<i64: 1, 2>, tag = "big", negate = false}
}
)";
  Literal x = ParseLiteral("f32[2,3] {{1, 2, 3}, {4, 5, 6}}").value();
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    absl::StatusOr<Literal> result = testlib::CompileAndRun(platform, text, {&x});
    ASSERT_TRUE(result.ok()) << result.status();
    EXPECT_EQ(result->ToString(),
              "(f32[2,3] {{1005, 1007, 1009}, {1011, 1013, 1015}}, s64[2] {2, 1})");
  }
}

TEST_F(XlaFfiLibraryTest, XlaHeaderDiagnosticsAndErrorsComeBack) {
  Literal x = ParseLiteral("f32[2,3] {{1, 2, 3}, {4, 5, 6}}").value();
  // A missing attribute is reported by ffi.h's own decoding.
  const char* missing = R"(
HloModule m
ENTRY main {
  x = f32[2,3] parameter(0)
  ROOT c = (f32[2,3], s64[2]) custom-call(x), custom_call_target="AxleTestXlaScale", api_version=API_VERSION_TYPED_FFI, backend_config={scale = 2.0 : f32}
}
)";
  const char* refused = R"(
HloModule m
ENTRY main {
  x = f32[2,3] parameter(0)
  ROOT c = f32[2,3] custom-call(x), custom_call_target="AxleTestXlaRefuse", api_version=API_VERSION_TYPED_FFI
}
)";
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    absl::StatusOr<Literal> result = testlib::CompileAndRun(platform, missing, {&x});
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(absl::StrContains(result.status().message(), "Wrong number of attributes"))
        << result.status();
    result = testlib::CompileAndRun(platform, refused, {&x});
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.status().code(), absl::StatusCode::kUnimplemented);
    EXPECT_TRUE(absl::StrContains(result.status().message(),
                                  "to 'AxleTestXlaRefuse' (typed FFI) failed: refused a buffer "
                                  "of element type 11"))
        << result.status();
  }
}

}  // namespace
}  // namespace xla
