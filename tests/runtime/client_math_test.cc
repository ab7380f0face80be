// XLA's lib/math.h functions, lib/comparators.h's
// CreateScalarComparisonComputation, Array::FillRandom/FillUnique and
// device handles, run on the interpreter (the oracle). Reference values come
// from Python's math module (printed with repr, python3 3.x) or, for
// digamma, from psi(1) = -gamma, psi(1/2) = -gamma - 2 log 2 and the
// recurrence psi(x + 1) = psi(x) + 1/x.
#include <gtest/gtest.h>

#include <cmath>
#include <algorithm>
#include <functional>
#include <limits>
#include <vector>

#include "axle/builder/lib/comparators.h"
#include "axle/builder/lib/math.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/array2d.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"

namespace xla {
namespace {

LocalClient* Interpreter() {
  absl::StatusOr<LocalClient*> client = ClientLibrary::GetOrCreateLocalClient("interpreter");
  EXPECT_TRUE(client.ok()) << client.status();
  return *client;
}

Literal Evaluate(XlaBuilder& b, XlaOp root, const ExecutionOptions* options = nullptr) {
  absl::StatusOr<XlaComputation> computation = b.Build(root);
  EXPECT_TRUE(computation.ok()) << computation.status();
  if (!computation.ok()) return Literal();
  absl::StatusOr<Literal> result = Interpreter()->ExecuteAndTransfer(*computation, {}, options);
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *std::move(result) : Literal();
}

// fn over f64 `inputs`, each result within `relative` of `expected` (or
// within `absolute` where expected is near zero; infinities and NaNs exactly).
void ExpectF64(const char* name, const std::function<XlaOp(XlaOp)>& fn,
               const std::vector<double>& inputs, const std::vector<double>& expected,
               double relative, double absolute = 0) {
  XlaBuilder b(name);
  Literal result = Evaluate(b, fn(ConstantR1<double>(&b, inputs)));
  ASSERT_EQ(result.element_count(), static_cast<int64_t>(expected.size())) << name;
  for (size_t i = 0; i < expected.size(); ++i) {
    const double got = result.Get<double>({static_cast<int64_t>(i)});
    const double want = expected[i];
    if (std::isnan(want)) {
      EXPECT_TRUE(std::isnan(got)) << name << "(" << inputs[i] << ") = " << got;
    } else if (std::isinf(want)) {
      EXPECT_EQ(got, want) << name << "(" << inputs[i] << ")";
    } else {
      EXPECT_NEAR(got, want, std::max(absolute, relative * std::abs(want)))
          << name << "(" << inputs[i] << ")";
    }
  }
}

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(ClientMathTest, InverseTrigonometric) {
  const std::vector<double> x = {-1, -0.9, -0.5, 0.0, 0.3, 0.99, 1};
  ExpectF64("Acos", Acos, x,
            {M_PI, 2.6905658417935308, 2.0943951023931957, 1.5707963267948966,
             1.2661036727794992, 0.1415394733244273, 0},
            1e-14, 1e-15);
  ExpectF64("Asin", Asin, x,
            {-M_PI / 2, -1.1197695149986342, -0.5235987755982989, 0.0, 0.3046926540153975,
             1.4292568534704693, M_PI / 2},
            1e-14, 1e-15);
  ExpectF64("Atan", Atan, {-50, -1, 0, 0.5, 1e3},
            {-1.550798992821746, -0.7853981633974483, 0.0, 0.4636476090008061,
             1.5697963271282298},
            1e-14, 1e-15);
  ExpectF64("AcosOutside", Acos, {1.5, -2}, {kNan, kNan}, 0);
}

TEST(ClientMathTest, Hyperbolic) {
  ExpectF64("Acosh", Acosh, {1.0, 1.5, 10.0, 1e20, 0.5},
            {0.0, 0.9624236501192069, 2.993222846126381, 46.74484904044086, kNan}, 1e-14,
            1e-15);
  ExpectF64("Asinh", Asinh, {-1e20, -2, -1e-8, 0, 0.5, 30},
            {-46.74484904044086, -1.4436354751788103, -9.999999999999999e-09, 0.0,
             0.48121182505960347, 4.09462222433053},
            1e-14);
  ExpectF64("Atanh", Atanh, {-0.99, -0.5, 0, 1e-8, 0.7, 1.5},
            {-2.6466524123622457, -0.5493061443340548, 0.0, 1.0000000000000002e-08,
             0.8673005276940531, kNan},
            1e-14);
  ExpectF64("Cosh", Cosh, {-5, -1e-3, 0, 0.5, 80},
            {74.20994852478785, 1.0000005000000416, 1.0, 1.1276259652063807,
             2.770311192196755e+34},
            1e-14);
  ExpectF64("Sinh", Sinh, {-5, -1e-3, 0, 0.5, 80},
            {-74.20321057778875, -0.001000000166666675, 0.0, 0.5210953054937474,
             2.770311192196755e+34},
            1e-14);
}

TEST(ClientMathTest, ErrorFunctions) {
  // Erfc's tail form is Numerical Recipes' erfcc: relative error < 1.2e-7.
  ExpectF64("Erfc", Erfc, {-2, -0.3, 0, 0.4, 1, 3, 9},
            {1.9953222650189528, 1.3286267594591274, 1.0, 0.5716076449533315,
             0.15729920705028513, 2.2090496998585438e-05, 4.13703174651381e-37},
            2e-7);
  // References: erf inverted by bisection with Python's math.erf.
  ExpectF64("ErfInv", ErfInv, {-0.999, -0.5, 0.0, 0.1, 0.9, 0.99999, 1, -1, 2},
            {-2.3267537655135353, -0.47693627620447, 0.0, 0.08885599049425769,
             1.163087153676674, 3.123413274340722, kInf, -kInf, kNan},
            5e-6);  // Giles' single-precision fit
}

TEST(ClientMathTest, LgammaAndDigamma) {
  ExpectF64("Lgamma", Lgamma, {0.5, 1, 2, 3.5, 10, 100, -0.5, -2.5, 1e-3, 0, -3, kInf},
            {0.5723649429247004, 0.0, 0.0, 1.2009736023470738, 12.801827480081467,
             359.1342053695754, 1.265512123484645, -0.05624371649767457, 6.907178885383854,
             kInf, kInf, kInf},
            1e-12, 1e-13);
  const double euler = 0.57721566490153286;
  const double psi_half = -euler - 2 * std::log(2.0);
  ExpectF64("Digamma", Digamma, {1, 0.5, 2, 5, 1.5, -0.5, -1.5, 0, -2},
            {-euler, psi_half, 1 - euler, 1 + 0.5 + 1.0 / 3 + 0.25 - euler, psi_half + 2,
             psi_half + 2, psi_half + 2 + 1 / 1.5, kNan, kNan},
            1e-10, 1e-11);
  // A narrow type computes in f32: lgamma(3.5) = log(3.323...) in f16.
  XlaBuilder b("lgamma_f16");
  Literal half = Evaluate(b, Lgamma(ConvertElementType(ConstantR0<float>(&b, 3.5f), F16)));
  ASSERT_TRUE(half.shape().element_type() == F16) << half.shape().ToString();
  Literal as_f32 = half.Convert(F32).value();
  EXPECT_NEAR(as_f32.Get<float>({}), 1.2009736f, 2e-3);
}

TEST(ClientMathTest, RoundToEvenAndErrors) {
  ExpectF64("RoundToEven", RoundToEven, {0.5, 1.5, 2.5, -0.5, -1.7, 3.2},
            {0, 2, 2, -0.0, -2, 3}, 0);
  XlaBuilder b("integer_lgamma");
  Lgamma(ConstantR1<int32_t>(&b, {1, 2}));
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok());
  EXPECT_NE(computation.status().message().find("Lgamma"), std::string::npos)
      << computation.status();
}

TEST(ClientMathTest, ScalarComparisonComputationSortsLexicographically) {
  XlaBuilder b("sort2");
  XlaOp major = ConstantR1<int32_t>(&b, {1, 0, 1, 0, 1});
  XlaOp minor = ConstantR1<float>(&b, {3, 5, 1, 2, 2});
  XlaComputation both = CreateScalarComparisonComputation("lex", {S32, F32}, {Lt, Lt}, &b);
  XlaComputation minor_descending =
      CreateScalarComparisonComputation("minor-gt", {S32, F32}, {std::nullopt, Gt}, &b);
  Literal result = Evaluate(b, Tuple(&b, {Sort({major, minor}, both), Sort({major, minor},
                                                                     minor_descending)}));
  EXPECT_EQ(result.tuple_element(0).tuple_element(0),
            LiteralUtil::CreateR1<int32_t>({0, 0, 1, 1, 1}));
  EXPECT_EQ(result.tuple_element(0).tuple_element(1),
            LiteralUtil::CreateR1<float>({2, 5, 1, 2, 3}));
  EXPECT_EQ(result.tuple_element(1).tuple_element(1),
            LiteralUtil::CreateR1<float>({5, 3, 2, 2, 1}));
  EXPECT_EQ(result.tuple_element(1).tuple_element(0).Get<int32_t>({0}), 0);
  EXPECT_EQ(result.tuple_element(1).tuple_element(0).Get<int32_t>({1}), 1);

  XlaBuilder bad("bad");
  XlaComputation none =
      CreateScalarComparisonComputation("none", {F32}, {std::nullopt}, &bad);
  EXPECT_TRUE(none.IsNull());
}

TEST(ClientMathTest, ArrayFillRandomAndUnique) {
  Array2D<float> a(100, 100);
  a.FillRandom(2.0f, /*mean=*/5.0, /*seed=*/7);
  double sum = 0, squares = 0;
  for (float v : a) sum += v;
  const double mean = sum / a.num_elements();
  for (float v : a) squares += (v - mean) * (v - mean);
  EXPECT_NEAR(mean, 5.0, 0.1);
  EXPECT_NEAR(std::sqrt(squares / a.num_elements()), 2.0, 0.1);
  Array2D<float> same(100, 100);
  same.FillRandom(2.0f, 5.0, 7);
  EXPECT_TRUE(std::equal(a.begin(), a.end(), same.begin()));
  same.FillRandom(2.0f, 5.0, 8);
  EXPECT_FALSE(std::equal(a.begin(), a.end(), same.begin()));

  Array<int32_t> uniform(std::vector<int64_t>{1000});
  uniform.FillRandomUniform(-3, 3, 1);
  int seen[7] = {};
  for (int32_t v : uniform) {
    ASSERT_GE(v, -3);
    ASSERT_LE(v, 3);
    ++seen[v + 3];
  }
  for (int count : seen) EXPECT_GT(count, 0);

  Array<int64_t> unique(std::vector<int64_t>{2, 3});
  unique.FillUnique(10);
  EXPECT_EQ(std::vector<int64_t>(unique.begin(), unique.end()),
            (std::vector<int64_t>{10, 11, 12, 13, 14, 15}));
}

TEST(ClientMathTest, DeviceHandles) {
  LocalClient* client = Interpreter();
  absl::StatusOr<std::vector<DeviceHandle>> handles = client->GetDeviceHandles(1);
  ASSERT_TRUE(handles.ok()) << handles.status();
  ASSERT_EQ(handles->size(), 1u);
  EXPECT_EQ((*handles)[0].handle(), 0);
  EXPECT_EQ((*handles)[0].device_count(), 1);
  EXPECT_EQ(client->GetDeviceHandles(0).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(client->GetDeviceHandles(2).status().code(), absl::StatusCode::kResourceExhausted);

  ExecutionOptions options;
  *options.add_device_handles() = (*handles)[0];
  XlaBuilder b("on_device");
  EXPECT_EQ(Evaluate(b, Add(ConstantR0<int32_t>(&b, 2), ConstantR0<int32_t>(&b, 3)), &options),
            LiteralUtil::CreateR0<int32_t>(5));

  options.mutable_device_handles()->at(0).set_handle(3);
  XlaBuilder c("off_device");
  XlaComputation computation = c.Build(ConstantR0<int32_t>(&c, 1)).value();
  absl::StatusOr<Literal> result = client->ExecuteAndTransfer(computation, {}, &options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(result.status().message().find("device handle 3"), std::string::npos)
      << result.status();
}

}  // namespace
}  // namespace xla
