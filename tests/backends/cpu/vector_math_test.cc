// The cpu backend's inline transcendentals (codegen/vector_math.h) against
// the C library in double precision: f32, f16 and bf16 (which compute in
// f32) over a sweep of the whole range (every 4099th f32 bit pattern, both
// signs), dense random values where the functions bend, and the special
// values. The error is measured in ulp of the result type at the exact
// value; the maximum per function is printed, and must stay within the
// stated bound. Special values must match exactly (NaN, +-inf, +-0,
// overflow to inf, underflow to 0).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "axle/backends/platform_util.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_util.h"
#include "axle/shape/primitive_type.h"

namespace xla {
namespace {

struct TypeInfo {
  PrimitiveType type;
  int mantissa_bits;  // explicit ones
  int min_exponent;   // of the normals
  double max_finite;
};

constexpr TypeInfo kTypes[] = {
    {F32, 23, -126, 3.4028234663852886e38},
    {F16, 10, -14, 65504.0},
    {BF16, 7, -126, 3.3895313892515355e38},
};

// The unit in the last place of `type` at magnitude |v| (the denormals'
// spacing below the normals).
double Ulp(const TypeInfo& type, double v) {
  int exponent = v == 0 ? type.min_exponent : std::ilogb(v);
  return std::ldexp(1.0, std::max(exponent, type.min_exponent) - type.mantissa_bits);
}

struct Function {
  const char* opcode;
  std::function<double(double)> reference;
  double max_ulp_f32;  // the bound for f32 results (f16/bf16: 1 ulp)
};

// The interpreter's logistic, 1 / (1 + exp(-x)), is 0 where exp(-x)
// overflows f32: the reference does the same.
double Logistic(double x) {
  if (-x > 88.72283935546875) return 0.0;
  return 1.0 / (1.0 + std::exp(-x));
}

// Bounds a little above the maxima found (f32: exp 0.99, expm1 1.33, log
// 0.76, log1p 0.83, tanh 0.89, logistic 2.19: its 1 / (1 + exp(-x)) rounds
// three times).
const Function kFunctions[] = {
    {"exponential", [](double x) { return std::exp(x); }, 1.0},
    {"exponential-minus-one", [](double x) { return std::expm1(x); }, 1.5},
    {"log", [](double x) { return std::log(x); }, 1.0},
    {"log-plus-one", [](double x) { return std::log1p(x); }, 1.0},
    {"tanh", [](double x) { return std::tanh(x); }, 1.0},
    {"logistic", Logistic, 2.5},
};

std::vector<float> Inputs() {
  std::vector<float> inputs;
  for (uint64_t bits = 0; bits < (uint64_t{1} << 32); bits += 4099) {
    float x;
    const uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(&x, &b, sizeof(x));
    inputs.push_back(x);
  }
  std::mt19937 rng(7);
  for (auto [lo, hi] : std::vector<std::pair<float, float>>{
           {-1, 1}, {-1e-3f, 1e-3f}, {-10, 10}, {-20, 20}, {-110, 95}, {0, 4}, {-1, -0.25f}}) {
    std::uniform_real_distribution<float> dist(lo, hi);
    for (int i = 0; i < 100000; ++i) inputs.push_back(dist(rng));
  }
  const float inf = std::numeric_limits<float>::infinity();
  for (float x : {0.0f, -0.0f, 1.0f, -1.0f, inf, -inf, std::numeric_limits<float>::quiet_NaN(),
                  std::numeric_limits<float>::denorm_min(), -std::numeric_limits<float>::denorm_min(),
                  std::numeric_limits<float>::min(), std::numeric_limits<float>::max(),
                  -std::numeric_limits<float>::max(), 88.72283f, 88.72284f, 88.7229f, -87.33654f,
                  -103.972f, -103.973f, -104.0f, 89.0f, 10.0f, -10.0f, 9.0f, 0.34657359f,
                  -0.34657359f, 0.5493061f, -0.9999999f, -0.99999994f, 1e-8f, -1e-8f, 1e-30f,
                  -1e-40f}) {
    inputs.push_back(x);
  }
  return inputs;
}

// convert(x) to `type`, each function on it, and the converted argument,
// all back in f32 (exactly).
std::string Module(PrimitiveType type, int64_t n) {
  const std::string t = primitive_util::LowercaseName(type);
  std::string body = absl::StrCat("  x = f32[", n, "] parameter(0)\n  xt = ", t, "[", n,
                                  "] convert(x)\n  arg = f32[", n, "] convert(xt)\n");
  std::string results = "arg";
  std::string shapes = absl::StrCat("f32[", n, "]");
  for (size_t i = 0; i < std::size(kFunctions); ++i) {
    absl::StrAppend(&body, "  y", i, " = ", t, "[", n, "] ", kFunctions[i].opcode, "(xt)\n  r", i,
                    " = f32[", n, "] convert(y", i, ")\n");
    absl::StrAppend(&results, ", r", i);
    absl::StrAppend(&shapes, ", f32[", n, "]");
  }
  return absl::StrCat("HloModule sweep\n\nENTRY main {\n", body, "  ROOT t = (", shapes,
                      ") tuple(", results, ")\n}\n");
}

// |result - exact| in ulp of `type`; a special value (NaN, inf, a result
// that overflows or underflows) counts as 0 when right and infinity when
// wrong.
double UlpError(const TypeInfo& type, double exact, float result) {
  if (std::isnan(exact) || std::isnan(result)) {
    return std::isnan(exact) && std::isnan(result) ? 0 : std::numeric_limits<double>::infinity();
  }
  if (std::isinf(result)) {
    // Right when the exact value rounds to inf (allowing an ulp at the edge).
    const bool overflows = std::fabs(exact) >= type.max_finite;
    return overflows && std::signbit(exact) == std::signbit(result)
               ? 0
               : std::numeric_limits<double>::infinity();
  }
  if (std::isinf(exact)) return std::numeric_limits<double>::infinity();
  if (exact == 0 && result == 0 && std::signbit(exact) != std::signbit(result)) {
    return std::numeric_limits<double>::infinity();
  }
  return std::fabs(static_cast<double>(result) - exact) /
         Ulp(type, std::min(std::fabs(exact), type.max_finite));
}

TEST(VectorMathTest, TranscendentalsWithinBoundsOverTheRange) {
  const std::vector<float> inputs = Inputs();
  const int64_t n = static_cast<int64_t>(inputs.size());
  Literal argument = LiteralUtil::CreateR1<float>(inputs);
  absl::StatusOr<Platform*> platform = PlatformUtil::GetPlatform("cpu");
  ASSERT_TRUE(platform.ok()) << platform.status();
  for (const TypeInfo& type : kTypes) {
    absl::StatusOr<std::unique_ptr<HloModule>> module =
        ParseAndVerifyModule(Module(type.type, n));
    ASSERT_TRUE(module.ok()) << module.status();
    absl::StatusOr<std::unique_ptr<Executable>> executable =
        (*platform)->compiler()->Compile(*std::move(module), {});
    ASSERT_TRUE(executable.ok()) << executable.status();
    absl::StatusOr<Literal> result = (*executable)->Execute({&argument});
    ASSERT_TRUE(result.ok()) << result.status();
    std::vector<Literal> parts = result->DecomposeTuple();
    absl::Span<const float> args = parts[0].data<float>();
    for (size_t f = 0; f < std::size(kFunctions); ++f) {
      const Function& function = kFunctions[f];
      absl::Span<const float> values = parts[f + 1].data<float>();
      double worst = 0;
      int64_t worst_at = 0;
      for (int64_t i = 0; i < n; ++i) {
        const double error = UlpError(type, function.reference(args[i]), values[i]);
        if (error > worst) {
          worst = error;
          worst_at = i;
        }
      }
      const double bound = type.type == F32 ? function.max_ulp_f32 : 1.0;
      std::cout << primitive_util::LowercaseName(type.type) << " " << function.opcode
                << ": max error " << worst << " ulp (at x = " << args[worst_at]
                << ", got " << values[worst_at] << ", exact "
                << function.reference(args[worst_at]) << ")\n";
      EXPECT_LE(worst, bound) << primitive_util::LowercaseName(type.type) << " "
                              << function.opcode << " at x = " << args[worst_at];
    }
  }
}

}  // namespace
}  // namespace xla
