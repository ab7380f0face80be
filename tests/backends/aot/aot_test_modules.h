// HLO modules the ahead-of-time tests compile (tests/backends/aot and
// tests/tools/compile_command_test.cc).
#ifndef AXLE_TESTS_BACKENDS_AOT_AOT_TEST_MODULES_H_
#define AXLE_TESTS_BACKENDS_AOT_AOT_TEST_MODULES_H_

namespace xla::cpu::testing {

// Needs nothing from libaxle_aot_runtime.a.
inline constexpr char kAotAdd[] = R"(HloModule add
ENTRY e {
  x = f32[4] parameter(0)
  ROOT a = f32[4] add(x, x)
}
)";

// Large enough to run in work groups: calls __axle_parallel_for.
inline constexpr char kAotAxpy[] = R"(HloModule axpy
ENTRY e {
  a = f32[] parameter(0)
  x = f32[1048576] parameter(1)
  b = f32[1048576] broadcast(a), dimensions={}
  ROOT m = f32[1048576] multiply(b, x)
}
)";

inline constexpr char kAotInfeed[] = R"(HloModule feeds
ENTRY e {
  token = token[] after-all()
  in = (f32[2], token[]) infeed(token)
  ROOT v = f32[2] get-tuple-element(in), index=0
}
)";

}  // namespace xla::cpu::testing

#endif  // AXLE_TESTS_BACKENDS_AOT_AOT_TEST_MODULES_H_
