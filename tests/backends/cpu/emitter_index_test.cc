// The loop emitter's index arithmetic against the interpreter: element-wise
// kernels (and a fused transpose) over every layout of ranks 0 to 4, some of
// ranks 5 and 6, with zero-size dimensions, 1-D lengths around the vector
// width (partial vector tails), and long broadcast chains (interleaved
// loops). Results must be the interpreter's bits (a few ulp where exp and
// tanh are approximated).
#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
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
// an empty string when the results are the same bits (or within `near`,
// when given), else why not.
std::string Mismatch(const std::string& text, uint64_t seed, const ErrorSpec* near = nullptr) {
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
  absl::Status same =
      near == nullptr ? LiteralEqual(*expected, *actual) : LiteralNear(*expected, *actual, *near);
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

// ---- Long element-wise chains with broadcasts (the loop kernels the loop
// emitter interleaves): odd row lengths around the vector width and the
// interleaved vector step, rank 0 to 6, row- and column-major layouts,
// sizes that run in several work groups. Exact chains must give the
// interpreter's bits; chains with exp and tanh (cpu's own approximations)
// agree to a few ulp.

struct Case {
  std::vector<int64_t> dims;
  std::vector<int64_t> minor_to_major;  // empty: row-major
};

std::string ShapeText(const std::string& type, const std::vector<int64_t>& dims,
                  const std::vector<int64_t>& layout) {
  std::string text = absl::StrCat(type, "[", absl::StrJoin(dims, ","), "]");
  if (!layout.empty()) absl::StrAppend(&text, "{", absl::StrJoin(layout, ","), "}");
  return text;
}

// The chain over `c`: x (the full shape), v (broadcast along the last
// dimension), u (along the first), a scalar constant; `body` uses the
// names x v u k, $T for the full shape and $P for its pred twin, and defines
// ROOT.
std::string Module(const std::string& type, const Case& c, const std::string& body) {
  const int64_t rank = static_cast<int64_t>(c.dims.size());
  const std::string full = ShapeText(type, c.dims, c.minor_to_major);
  const int64_t last = rank == 0 ? 1 : c.dims.back();
  const int64_t first = rank == 0 ? 1 : c.dims.front();
  std::string text = absl::StrCat("HloModule chain\n\nENTRY e {\n  x = ", full,
                                  " parameter(0)\n  v0 = ", type, "[", last,
                                  "] parameter(1)\n  u0 = ", type, "[", first,
                                  "] parameter(2)\n");
  if (rank == 0) {
    absl::StrAppend(&text, "  v = ", full, " reshape(v0)\n  u = ", full, " reshape(u0)\n");
  } else {
    absl::StrAppend(&text, "  v = ", full, " broadcast(v0), dimensions={", rank - 1, "}\n",
                    "  u = ", full, " broadcast(u0), dimensions={0}\n");
  }
  absl::StrAppend(&text, "  k0 = ", type, "[] constant(3)\n  k = ", full,
                  " broadcast(k0), dimensions={}\n",
                  absl::StrReplaceAll(body, {{"$T", full},
                                             {"$P", ShapeText("pred", c.dims, c.minor_to_major)}}),
                  "}\n");
  return text;
}

std::vector<Case> Cases() {
  std::vector<Case> cases = {{{}, {}}};
  for (int64_t n : {1, 7, 8, 15, 16, 17, 63, 64, 65, 127, 1003, 4099}) cases.push_back({{n}, {}});
  for (int64_t n : {7, 17, 64, 65, 1003}) {
    cases.push_back({{3, n}, {}});
    cases.push_back({{3, n}, {0, 1}});  // column-major: rows of 3
    cases.push_back({{n, 5}, {0, 1}});
  }
  cases.push_back({{2, 3, 67}, {}});
  cases.push_back({{2, 3, 67}, {1, 0, 2}});
  cases.push_back({{2, 1, 3, 67}, {}});
  cases.push_back({{2, 2, 1, 3, 67}, {}});
  cases.push_back({{2, 1, 2, 3, 2, 67}, {}});
  cases.push_back({{2, 1, 2, 3, 2, 67}, {0, 1, 2, 3, 4, 5}});
  cases.push_back({{260, 1003}, {}});  // several work groups
  return cases;
}

// ~20 exact operations per element: long enough to be interleaved.
constexpr char kExactF32Chain[] = R"(  a = $T multiply(x, v)
  b = $T add(a, u)
  c = $T subtract(b, k)
  d = $T maximum(c, x)
  e = $T minimum(d, v)
  f = $T divide(e, u)
  g = $T abs(f)
  h = $T multiply(g, k)
  cmp = $P compare(h, x), direction=GT
  s = $T select(cmp, h, v)
  i = $T add(s, f)
  j = $T negate(i)
  l = $T multiply(j, u)
  m = $T subtract(l, x)
  n = $T maximum(m, k)
  ROOT r = $T divide(n, v)
)";

// Integer division and remainder (their zero and overflow cases are selects).
constexpr char kExactS32Chain[] = R"(  a = $T multiply(x, v)
  b = $T add(a, u)
  c = $T divide(b, v)
  d = $T remainder(b, u)
  e = $T add(c, d)
  f = $T divide(e, k)
  g = $T remainder(x, f)
  h = $T maximum(g, u)
  i = $T subtract(h, c)
  ROOT r = $T multiply(i, k)
)";

// bench/workloads/hlo/chain10.hlo's chain.
constexpr char kTranscendentalChain[] = R"(  a = $T multiply(x, v)
  b = $T add(a, u)
  c = $T tanh(b)
  d = $T multiply(c, k)
  e = $T add(d, x)
  f = $T negate(e)
  g = $T exponential(f)
  h = $T subtract(g, x)
  i = $T maximum(h, k)
  ROOT r = $T multiply(i, v)
)";

void ExpectAllMatch(const std::string& type, const char* body, const ErrorSpec* near) {
  std::vector<std::string> failures;
  int64_t seed = 0;
  for (const Case& c : Cases()) {
    std::string mismatch = Mismatch(Module(type, c, body), ++seed, near);
    if (!mismatch.empty()) failures.push_back(mismatch);
  }
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures; first:\n" << failures[0];
}

TEST(BroadcastChainKernelTest, ExactF32ChainMatchesInterpreterBits) {
  ExpectAllMatch("f32", kExactF32Chain, nullptr);
}

TEST(BroadcastChainKernelTest, IntegerDivisionChainMatchesInterpreterBits) {
  ExpectAllMatch("s32", kExactS32Chain, nullptr);
}

TEST(BroadcastChainKernelTest, TanhExpChainMatchesInterpreterWithinUlps) {
  const ErrorSpec near(1e-6, 1e-5);
  ExpectAllMatch("f32", kTranscendentalChain, &near);
}

// The kernels above are the ones interleaved; a short body is left to
// LLVM's own choice, and so are short rows.
TEST(BroadcastChainKernelTest, OnlyLongBodiesOverLongRowsAreInterleaved) {
  auto interleaved = [](const std::string& text) {
    auto module = ParseAndVerifyModule(text);
    EXPECT_TRUE(module.ok()) << module.status().message();
    auto stages = CompileStagesForCpu(*std::move(module), CompileOptions{});
    EXPECT_TRUE(stages.ok()) << stages.status().message();
    return stages.ok() && stages->llvm_ir.find("llvm.loop.interleave.count") != std::string::npos;
  };
  const Case rows{{8, 1024}, {}};
  EXPECT_TRUE(interleaved(Module("f32", rows, kTranscendentalChain)));
  EXPECT_TRUE(interleaved(Module("f32", rows, kExactF32Chain)));
  EXPECT_FALSE(interleaved(Module("f32", rows, "  ROOT r = $T add(x, v)\n")));
  const Case short_rows{{1024, 8}, {}};
  EXPECT_FALSE(
      interleaved(Module("f32", short_rows, kTranscendentalChain)));
}

}  // namespace
}  // namespace xla::cpu
