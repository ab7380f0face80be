// HLO texts nesting computations `depth` deep (computation calling
// computation ...), for the no-recursion-over-input-depth tests. Each
// module takes f32[] x and returns x + 1 whatever the depth.
#ifndef AXLE_TESTS_TESTLIB_DEEP_MODULES_H_
#define AXLE_TESTS_TESTLIB_DEEP_MODULES_H_

#include <string>

namespace xla::testlib {

enum class Nesting { kCall, kWhile, kConditional };

std::string DeeplyNestedModule(Nesting nesting, int depth);

// `count` computations named add.0 .. add.N-1 whose instructions all share
// names, the entry reducing with the last: name uniquing at scale.
std::string ManyComputationsModule(int count);

// Counts s32 i from 0 up to the parameter n in a while loop named
// "counted": n body runs; the result is n.
extern const char kCountToModule[];

// A while loop without parameters that runs until it is stopped (an s64
// counter towards INT64_MAX): for cancellation and iteration-limit tests.
extern const char kEndlessLoopModule[];

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_DEEP_MODULES_H_
