// CompileOptions::plain_complex_arithmetic on every backend: complex ops
// with XLA:CPU's plain formulas. Expected values with the option are what
// JAX 0.10.2 computes on XLA:CPU (lax.mul, lax.exp, ... jitted, computed
// offline); without it, the C99 Annex G values std::complex gives.
#include <cmath>
#include <complex>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/backends/interpreter/interpreter_compiler.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_text.h"
#include "axle/literal/literal_util.h"

namespace xla {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

struct Case {
  std::string op;  // HLO opcode
  std::complex<double> a;
  std::complex<double> b;  // binary ops only
  std::complex<double> expected;
};

// From JAX on XLA:CPU (c64; the c128 values agree to the c64 tolerance).
const std::vector<Case>& PlainCases() {
  static const auto* cases = new std::vector<Case>{
      {"exponential", {kInf, kInf}, {}, {kNan, kNan}},
      {"exponential", {kInf, 0.0}, {}, {kInf, 0.0}},
      {"exponential", {kNan, 0.0}, {}, {kNan, 0.0}},
      {"exponential", {1.0, 2.0}, {}, {-1.13120436668396, 2.471726655960083}},
      {"exponential-minus-one", {kInf, kInf}, {}, {kNan, kNan}},
      {"exponential-minus-one", {0.5, 0.25}, {}, {0.5974665284156799, 0.4079001545906067}},
      {"log", {kInf, kNan}, {}, {kNan, kNan}},
      {"log", {-1.0, 0.0}, {}, {0.0, 3.1415927410125732}},
      {"log", {3.0, 4.0}, {}, {1.6094379425048828, 0.9272952079772949}},
      {"log-plus-one", {-2.5, -0.0}, {}, {0.40546509623527527, -3.1415927410125732}},
      {"log-plus-one", {-1.0, 0.0}, {}, {-kInf, 0.0}},
      {"log-plus-one", {0.5, 1.0}, {}, {0.5893275141716003, 0.588002622127533}},
      {"sqrt", {-1.0, -0.0}, {}, {0.0, 1.0}},
      {"sqrt", {kInf, kNan}, {}, {kNan, kNan}},
      {"sqrt", {-4.0, 1.0}, {}, {0.24809837341308594, 2.015329599380493}},
      {"sqrt", {1.0, kInf}, {}, {kInf, kInf}},
      {"abs", {kInf, kNan}, {}, {kNan, 0.0}},
      {"abs", {kInf, kInf}, {}, {kInf, 0.0}},
      {"abs", {3.0, 4.0}, {}, {5.0, 0.0}},
      {"tan", {kInf, 0.0}, {}, {kNan, kNan}},
      {"tan", {0.5, 0.5}, {}, {0.4038964807987213, 0.5640831589698792}},
      {"tanh", {0.0, kInf}, {}, {kNan, kNan}},
      {"tanh", {kInf, 1.0}, {}, {1.0, 0.0}},
      {"tanh", {0.5, 0.5}, {}, {0.5640831589698792, 0.4038964807987213}},
      {"logistic", {kInf, kInf}, {}, {kNan, kNan}},
      {"logistic", {0.5, 0.5}, {}, {0.6299354434013367, 0.11954506486654282}},
      {"multiply", {kInf, 0.0}, {kInf, kInf}, {kNan, kNan}},
      {"multiply", {0.0, 1.0}, {kInf, kInf}, {kNan, kNan}},
      {"multiply", {1.0, 2.0}, {3.0, 4.0}, {-5.0, 10.0}},
      {"power", {0.0, 0.0}, {1.0, 1.0}, {kNan, kNan}},
      {"power", {kInf, 0.0}, {2.0, 0.0}, {kInf, 0.0}},
      {"power", {2.0, 1.0}, {0.5, -1.0}, {1.997812032699585, -1.2887102365493774}},
      {"power", {1.0, 0.0}, {kNan, kNan}, {1.0, 0.0}},
      {"divide", {1.0, 1.0}, {0.0, 0.0}, {kInf, kInf}},
      {"divide", {kInf, 1.0}, {2.0, 3.0}, {kInf, -kInf}},
      {"divide", {1.0, 2.0}, {3.0, 4.0}, {0.44, 0.08}},
  };
  return *cases;
}

// Without the option: C99 Annex G (std::complex, the C library).
const std::vector<Case>& StandardCases() {
  static const auto* cases = new std::vector<Case>{
      {"multiply", {kInf, 0.0}, {kInf, kInf}, {kInf, kInf}},  // G.5.1: an infinity
      {"exponential", {kInf, 0.0}, {}, {kInf, 0.0}},           // cexp(+inf+i0)
      {"sqrt", {-1.0, -0.0}, {}, {0.0, -1.0}},                 // csqrt(conj z)
      {"abs", {kInf, kNan}, {}, {kInf, 0.0}},                  // hypot(inf, nan)
      {"multiply", {1.0, 2.0}, {3.0, 4.0}, {-5.0, 10.0}},
  };
  return *cases;
}

bool IsBinary(const std::string& op) {
  return op == "multiply" || op == "power" || op == "divide";
}

struct Backend {
  std::string name;
  std::function<std::unique_ptr<Compiler>()> make;
};

struct Param {
  Backend backend;
  PrimitiveType type;
};

class ComplexNumericsTest : public ::testing::TestWithParam<Param> {
 protected:
  // Runs each op of `cases` once over all its cases; checks every result.
  void Check(const std::vector<Case>& cases, bool plain) {
    const PrimitiveType type = GetParam().type;
    std::map<std::string, std::vector<const Case*>> by_op;
    for (const Case& c : cases) by_op[c.op].push_back(&c);
    for (const auto& [op, group] : by_op) {
      if (type == C64) {
        Run<float>(op, group, plain);
      } else {
        Run<double>(op, group, plain);
      }
    }
  }

 private:
  template <typename T>
  void Run(const std::string& op, const std::vector<const Case*>& group, bool plain) {
    const std::string ctype = GetParam().type == C64 ? "c64" : "c128";
    const std::string rtype = op == "abs" ? (GetParam().type == C64 ? "f32" : "f64") : ctype;
    const int64_t n = static_cast<int64_t>(group.size());
    const bool binary = IsBinary(op);
    const std::string text = absl::StrCat(
        "HloModule m\nENTRY e {\n  a = ", ctype, "[", n, "] parameter(0)\n",
        binary ? absl::StrCat("  b = ", ctype, "[", n, "] parameter(1)\n") : "", "  ROOT r = ",
        rtype, "[", n, "] ", op, binary ? "(a, b)" : "(a)", "\n}\n");
    auto module = ParseAndVerifyModule(text);
    ASSERT_TRUE(module.ok()) << module.status();
    std::vector<std::complex<T>> a;
    std::vector<std::complex<T>> b;
    for (const Case* c : group) {
      a.emplace_back(static_cast<T>(c->a.real()), static_cast<T>(c->a.imag()));
      b.emplace_back(static_cast<T>(c->b.real()), static_cast<T>(c->b.imag()));
    }
    Literal la = LiteralUtil::CreateR1<std::complex<T>>(a);
    Literal lb = LiteralUtil::CreateR1<std::complex<T>>(b);
    CompileOptions options;
    options.plain_complex_arithmetic = plain;
    auto executable = GetParam().backend.make()->Compile(*std::move(module), options);
    ASSERT_TRUE(executable.ok()) << executable.status();
    std::vector<const Literal*> arguments = {&la};
    if (binary) arguments.push_back(&lb);
    auto result = (*executable)->Execute(arguments);
    ASSERT_TRUE(result.ok()) << result.status();
    for (int64_t i = 0; i < n; ++i) {
      const Case& c = *group[i];
      std::complex<double> got;
      if (op == "abs") {
        got = {static_cast<double>(result->template Get<T>({i})), 0.0};
      } else {
        auto value = result->template Get<std::complex<T>>({i});
        got = {static_cast<double>(value.real()), static_cast<double>(value.imag())};
      }
      const std::string where = absl::StrCat(op, "(", c.a.real(), ", ", c.a.imag(), ")",
                                             binary ? absl::StrCat(" with (", c.b.real(), ", ",
                                                                   c.b.imag(), ")")
                                                    : "",
                                             plain ? " plain" : " standard");
      ExpectPart(got.real(), c.expected.real(), where + " real");
      ExpectPart(got.imag(), c.expected.imag(), where + " imag");
    }
  }

  static void ExpectPart(double got, double expected, const std::string& where) {
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(got)) << where << ": got " << got << ", expected NaN";
    } else if (std::isinf(expected) || expected == 0) {
      EXPECT_EQ(got, expected) << where;
      EXPECT_EQ(std::signbit(got), std::signbit(expected)) << where << ": sign of " << got;
    } else {
      EXPECT_NEAR(got, expected, 2e-6 * std::fabs(expected)) << where;
    }
  }
};

TEST_P(ComplexNumericsTest, PlainFormulasMatchXlaCpu) { Check(PlainCases(), true); }

TEST_P(ComplexNumericsTest, DefaultIsC99) { Check(StandardCases(), false); }

// Dot's products too: jnp.dot([inf+0j, 1], [inf+inf j, 0]) is (nan, nan) on
// XLA:CPU.
TEST_P(ComplexNumericsTest, DotUsesThePlainProduct) {
  const std::string ctype = GetParam().type == C64 ? "c64" : "c128";
  auto module = ParseAndVerifyModule(absl::StrCat(
      "HloModule m\nENTRY e {\n a = ", ctype, "[2] parameter(0)\n b = ", ctype,
      "[2] parameter(1)\n ROOT d = ", ctype,
      "[] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n}\n"));
  ASSERT_TRUE(module.ok()) << module.status();
  const std::string a = absl::StrCat(ctype, "[2] {(inf, 0), (1, 0)}");
  const std::string b = absl::StrCat(ctype, "[2] {(inf, inf), (0, 0)}");
  Literal la = *ParseLiteral(a);
  Literal lb = *ParseLiteral(b);
  CompileOptions options;
  options.plain_complex_arithmetic = true;
  auto executable = GetParam().backend.make()->Compile(*std::move(module), options);
  ASSERT_TRUE(executable.ok()) << executable.status();
  auto result = (*executable)->Execute({&la, &lb});
  ASSERT_TRUE(result.ok()) << result.status();
  const std::string text = result->ToString();
  EXPECT_NE(text.find("nan, "), std::string::npos) << text;
  EXPECT_EQ(text.find("inf"), std::string::npos) << text;
}

std::vector<Param> Params() {
  std::vector<Backend> backends = {
      {"interpreter", [] { return std::make_unique<InterpreterCompiler>(); }},
      {"cpu", [] { return std::make_unique<cpu::CpuCompiler>(); }},
  };
  std::vector<Param> params;
  for (const Backend& backend : backends) {
    for (PrimitiveType type : {C64, C128}) params.push_back({backend, type});
  }
  return params;
}

INSTANTIATE_TEST_SUITE_P(EveryBackend, ComplexNumericsTest, ::testing::ValuesIn(Params()),
                         [](const ::testing::TestParamInfo<Param>& info) {
                           return absl::StrCat(info.param.backend.name, "_",
                                               info.param.type == C64 ? "c64" : "c128");
                         });

}  // namespace
}  // namespace xla
