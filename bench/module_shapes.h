// HLO text of large modules of a few typical shapes, for the compile-time
// benchmark: each stresses a different way passes can become superlinear.
//
//   chain        one long element-wise chain (deep graphs, long fusions,
//                total-order compares for comparison-expander)
//   fan          one value read by thousands of instructions, summed back
//                by a tree and also gathered by one wide tuple (long user
//                and operand lists, sibling multi-output fusion)
//   loops        many small while loops and conditionals in sequence, each
//                with computations of its own (many computations)
//   reduces      many reduces sharing two reducer computations
//   transformer  layers of layer-norm, attention (dots, softmax) and a
//                gelu MLP with residual adds
//
// The instruction count (all computations) is close to the one asked for.
#ifndef AXLE_BENCH_MODULE_SHAPES_H_
#define AXLE_BENCH_MODULE_SHAPES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::bench {

std::vector<std::string> ModuleShapeNames();

// NotFound for a name not in ModuleShapeNames().
absl::StatusOr<std::string> GenerateModule(absl::string_view shape, int64_t instructions);

}  // namespace xla::bench

#endif  // AXLE_BENCH_MODULE_SHAPES_H_
