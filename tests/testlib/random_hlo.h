// Random, valid HLO modules from a seed, for differential testing: passes
// (module before vs after) and backends (a backend vs the interpreter).
//
//   std::string text = testlib::RandomHloModule(seed, {});
//   auto module = ParseAndVerifyModule(text);           // always valid
//   auto arguments = testlib::RandomArguments(**module, seed);
//
// A module draws from the whole op set the interpreter runs: element-wise
// ops of every kind on random element types (pred, integers, floats,
// complex), compare/select/clamp/convert/bitcast-convert, broadcast,
// reshape, transpose, slice, pad, concatenate, reverse, iota, constants,
// reduce and reduce-window with simple reducers, dot (with batch dims),
// 1-d and 2-d convolution, batch-norm (inference, training, grad),
// dynamic-slice/-update-slice, gather/scatter in their row forms, sort (one
// or two operands), map, tuples, while loops with a counter, conditionals
// (pred and index forms) and kLoop fusions. Shapes have rank 0..4 and small
// dimensions, occasionally 0; entry parameters get random layouts. The same
// seed and options give the same text.
#ifndef AXLE_TESTS_TESTLIB_RANDOM_HLO_H_
#define AXLE_TESTS_TESTLIB_RANDOM_HLO_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/hlo_opcode.h"
#include "axle/literal/literal.h"
#include "axle/shape/primitive_type.h"

namespace xla::testlib {

struct RandomHloOptions {
  // Instructions the generator adds to the entry (each op may add a few
  // helpers: constants, converts, broadcasts...); called computations have
  // budgets of their own, a few instructions each.
  int64_t max_instructions = 30;
  int64_t max_parameters = 4;
  int64_t max_rank = 4;
  int64_t max_dimension = 4;
  // How often a new dimension is 0 (a zero-element array).
  double zero_dimension_probability = 0.03;
  // Element types of parameters and of most values (converts, compares and
  // index operands bring in others: pred, s32).
  std::vector<PrimitiveType> element_types = {PRED, S8,  S16, S32, S64, U8,  U16,
                                              U32,  U64, F16, BF16, F32, F64, C64, C128};
  bool random_layouts = true;  // on entry parameters
  // The entry's root is a tuple of the values nothing uses, so that every
  // instruction counts in the result; at most this many (the latest).
  int64_t max_root_elements = 16;
  // Opcodes never chosen as the op of a step (a backend that lacks them);
  // kBatchNormInference stands for the three batch-norm ops.
  // The glue every module needs stays: parameter, constant, broadcast,
  // reshape, convert, tuple, get-tuple-element.
  std::vector<HloOpcode> excluded_opcodes;
  // Ops that turn a NaN's sign bit into a result: float compares with
  // type=TOTALORDER (in compare and in sort comparators) and bitcast-convert
  // from a float. No backend promises to match NaN signs: LLVM folds 0/0 to
  // +NaN where x86 computes -NaN.
  bool observe_nan_signs = true;
};

// HLO text of a module that parses and verifies.
std::string RandomHloModule(uint64_t seed, const RandomHloOptions& options = {});

// The same, parsed and verified (an error means a generator bug; the
// message holds the text).
absl::StatusOr<std::unique_ptr<HloModule>> RandomVerifiedModule(
    uint64_t seed, const RandomHloOptions& options = {});

// Random inputs for the entry parameters (see axle/literal/random_literal.h:
// floats in [-1, 1), signed integers in [-10, 10], unsigned in [0, 10]).
absl::StatusOr<std::vector<Literal>> RandomArguments(const HloModule& module, uint64_t seed);

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_RANDOM_HLO_H_
