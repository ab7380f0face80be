// The loop emitter's index arithmetic against the interpreter: element-wise
// kernels (and a fused transpose) over every layout of ranks 0 to 4, some of
// ranks 5 and 6, with zero-size dimensions, and 1-D lengths around the vector
// width (partial vector tails). Results must be the interpreter's bits.
#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "tests/testlib/random_hlo.h"

namespace xla::cpu {
namespace {

std::string ShapeText(const std::vector<int64_t>& dims, const std::vector<int64_t>& layout) {
  return absl::StrCat("f32[", absl::StrJoin(dims, ","), "]{", absl::StrJoin(layout, ","), "}");
}

// Runs `text` on the interpreter and on cpu with the same random arguments;
// an empty string when the results are the same bits, else why not.
std::string Mismatch(const std::string& text, uint64_t seed) {
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return absl::StrCat("parse: ", module.status().message(), "\n", text);
  auto arguments = testlib::RandomArguments(**module, seed);
  if (!arguments.ok()) return std::string(arguments.status().message());
  std::vector<const Literal*> pointers;
  for (const Literal& argument : *arguments) pointers.push_back(&argument);
  absl::StatusOr<Literal> expected = HloEvaluator().Evaluate(**module, pointers);
  if (!expected.ok()) return absl::StrCat("interpreter: ", expected.status().message());
  auto executable = CpuCompiler().Compile(*std::move(module), CompileOptions{});
  if (!executable.ok()) return absl::StrCat("compile: ", executable.status().message());
  absl::StatusOr<Literal> actual = (*executable)->Execute(pointers);
  if (!actual.ok()) return absl::StrCat("run: ", actual.status().message());
  absl::Status same = LiteralEqual(*expected, *actual);
  return same.ok() ? "" : absl::StrCat(same.message(), "\n", text);
}

// Layouts of rank `rank`: every permutation up to rank 4, else the
// row-major, column-major and two mixed ones.
std::vector<std::vector<int64_t>> Layouts(int64_t rank) {
  std::vector<int64_t> order(rank);
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::vector<int64_t>> layouts;
  if (rank <= 4) {
    do {
      layouts.push_back(order);
    } while (std::next_permutation(order.begin(), order.end()));
    return layouts;
  }
  layouts.push_back(order);  // column-major
  std::reverse(order.begin(), order.end());
  layouts.push_back(order);  // row-major
  std::rotate(order.begin(), order.begin() + 2, order.end());
  layouts.push_back(order);
  std::swap(order.front(), order.back());
  layouts.push_back(order);
  return layouts;
}

TEST(EmitterIndexTest, EveryLayoutOfRanksZeroToSixWithZeroSizes) {
  const std::vector<int64_t> sizes = {3, 1, 5, 2, 3, 2};
  std::vector<std::string> failures;
  for (int64_t rank = 0; rank <= 6; ++rank) {
    for (bool zero_size : {false, true}) {
      if (zero_size && rank == 0) continue;
      std::vector<int64_t> dims(sizes.begin(), sizes.begin() + rank);
      if (zero_size) dims[rank / 2] = 0;
      const std::vector<std::vector<int64_t>> layouts = Layouts(rank);
      for (size_t i = 0; i < layouts.size(); ++i) {
        // Operand, result and the second operand in three layouts; the
        // reversed dims of a transpose in a fourth.
        const std::vector<int64_t>& in = layouts[i];
        const std::vector<int64_t>& out = layouts[(i + 1) % layouts.size()];
        const std::vector<int64_t>& other = layouts[(i * 7 + 3) % layouts.size()];
        std::vector<int64_t> permutation(rank), transposed(rank);
        for (int64_t d = 0; d < rank; ++d) {
          permutation[d] = rank - 1 - d;
          transposed[d] = dims[rank - 1 - d];
        }
        const std::string shape = ShapeText(dims, in);
        std::string text = absl::StrCat(
            "HloModule index_r", rank, "\n\nENTRY e {\n  p = ", shape, " parameter(0)\n  q = ",
            ShapeText(dims, other), " parameter(1)\n  a = ", ShapeText(dims, in),
            " add(p, q)\n  m = ", ShapeText(dims, out), " multiply(a, p)\n  t = ",
            ShapeText(transposed, other), " transpose(m), dimensions={",
            absl::StrJoin(permutation, ","), "}\n  n = ", ShapeText(transposed, out),
            " negate(t)\n  ROOT r = (", ShapeText(dims, out), ", ", ShapeText(transposed, in),
            ") tuple(m, n)\n}\n");
        std::string mismatch = Mismatch(text, rank * 100 + i);
        if (!mismatch.empty()) failures.push_back(mismatch);
      }
    }
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures; first:\n" << failures[0];
}

TEST(EmitterIndexTest, PartialVectorTails) {
  std::vector<std::string> failures;
  for (int64_t n = 1; n <= 40; ++n) {
    for (const char* type : {"f32", "f64", "s8", "f16"}) {
      std::string text = absl::StrCat("HloModule tail\n\nENTRY e {\n  x = ", type, "[", n,
                                      "] parameter(0)\n  y = ", type, "[", n,
                                      "] parameter(1)\n  ROOT r = ", type, "[", n,
                                      "] multiply(x, y)\n}\n");
      std::string mismatch = Mismatch(text, n);
      if (!mismatch.empty()) failures.push_back(mismatch);
    }
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures; first:\n" << failures[0];
}

}  // namespace
}  // namespace xla::cpu
