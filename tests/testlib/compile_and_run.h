// Parse, verify, compile for a named platform and run: the few lines every
// backend test that compares "cpu" with "interpreter" needs. Header-only
// because it reaches the backends layer, which only backend tests link.
#ifndef AXLE_TESTS_TESTLIB_COMPILE_AND_RUN_H_
#define AXLE_TESTS_TESTLIB_COMPILE_AND_RUN_H_

#include <memory>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal.h"

namespace xla::testlib {

// `platform_name` is a registered platform ("interpreter", "cpu"); the
// module is compiled with default options.
inline absl::StatusOr<Literal> CompileAndRun(absl::string_view platform_name,
                                             absl::string_view text,
                                             absl::Span<const Literal* const> arguments) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
  ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform(platform_name));
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                   platform->compiler()->Compile(std::move(module), {}));
  return executable->Execute(arguments);
}

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_COMPILE_AND_RUN_H_
