// XLA's async shorthand prints back as written: X-start/X-update/X-done with
// the wrapped op's attributes (calls= and to_apply= of the wrapped op
// included), the wrapped computation left out; an async-start written with
// calls= naming a computation of its own stays in that form.
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla {
namespace {

std::string Reprint(const std::string& text) {
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? (*module)->ToString() : "";
}

TEST(AsyncShorthandPrintTest, ShorthandPrintsAsWritten) {
  const std::string text = R"(HloModule async_shorthand, entry_computation_layout={(f32[5]{0})->(f32[5]{0}, f32[5]{0}, f32[5]{0}, f32[5]{0})}

%mul (p: f32[5]) -> f32[5] {
  %p = f32[5]{0} parameter(0)
  ROOT %square = f32[5]{0} multiply(f32[5]{0} %p, f32[5]{0} %p)
}

%fused (f: f32[5]) -> f32[5] {
  %f = f32[5]{0} parameter(0)
  ROOT %d = f32[5]{0} add(f32[5]{0} %f, f32[5]{0} %f)
}

ENTRY %main (a: f32[5]) -> (f32[5], f32[5], f32[5], f32[5]) {
  %a = f32[5]{0} parameter(0)
  %abs-start = ((f32[5]{0}), f32[5]{0}, s32[]) abs-start(f32[5]{0} %a), async_execution_thread="parallel_thread"
  %abs-update = ((f32[5]{0}), f32[5]{0}, s32[]) abs-update(((f32[5]{0}), f32[5]{0}, s32[]) %abs-start), async_execution_thread="parallel_thread"
  %abs-done = f32[5]{0} abs-done(((f32[5]{0}), f32[5]{0}, s32[]) %abs-update), async_execution_thread="parallel_thread"
  %call-start = ((f32[5]{0}), f32[5]{0}) call-start(f32[5]{0} %a), to_apply=%mul
  %call-done = f32[5]{0} call-done(((f32[5]{0}), f32[5]{0}) %call-start)
  %cc-start = ((f32[5]{0}), f32[5]{0}, s32[]) custom-call-start(f32[5]{0} %a), custom_call_target="foo", metadata={op_name="x"}
  %cc-done = f32[5]{0} custom-call-done(((f32[5]{0}), f32[5]{0}, s32[]) %cc-start)
  %fusion-start = ((f32[5]{0}), f32[5]{0}, u32[]) fusion-start(f32[5]{0} %a), kind=kLoop, calls=%fused
  %fusion-done = f32[5]{0} fusion-done(((f32[5]{0}), f32[5]{0}, u32[]) %fusion-start)
  ROOT %t = (f32[5]{0}, f32[5]{0}, f32[5]{0}, f32[5]{0}) tuple(f32[5]{0} %abs-done, f32[5]{0} %call-done, f32[5]{0} %cc-done, f32[5]{0} %fusion-done)
}
)";
  EXPECT_EQ(Reprint(text), text);
}

TEST(AsyncShorthandPrintTest, ExplicitAsyncStartKeepsItsComputation) {
  const std::string text = R"(HloModule explicit_async, entry_computation_layout={(f32[2]{0})->f32[2]{0}}

%negate_it (x: f32[2]) -> f32[2] {
  %x = f32[2]{0} parameter(0)
  ROOT %n = f32[2]{0} negate(f32[2]{0} %x)
}

ENTRY %main (a: f32[2]) -> f32[2] {
  %a = f32[2]{0} parameter(0)
  %start = ((f32[2]{0}), f32[2]{0}) async-start(f32[2]{0} %a), calls=%negate_it
  ROOT %done = f32[2]{0} async-done(((f32[2]{0}), f32[2]{0}) %start), calls=%negate_it
}
)";
  EXPECT_EQ(Reprint(text), text);
}

}  // namespace
}  // namespace xla
