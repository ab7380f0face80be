// The special functions of lib/math.h (Igamma, Igammac, IgammaGradA,
// RandomGammaGrad, Zeta, Polygamma, BesselI0e/I1e,
// RegularizedIncompleteBeta) and the bit-level helpers (NextAfter,
// IsNegZero, MaybeConjugate, EvaluatePolynomial), on the interpreter (the
// oracle) and on cpu, in f64 and f32, with the operands passed as
// parameters so the cpu backend compiles the loops rather than folding them.
//
// Reference values: mpmath 1.3.0 at 50 significant digits (gammainc with
// regularized=True, its numerical derivative mp.diff in a for IgammaGradA,
// -dP/da / (x^(a-1) e^-x / gamma(a)) for RandomGammaGrad, zeta(s, q),
// polygamma, besseli(v, x) e^-|x|, betainc with regularized=True), printed
// with Python's repr. Every input is dyadic, so the f32 runs see the same
// operands. NextAfter's references come from std::nextafter and, for f16,
// the IEEE binary16 bit patterns.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "axle/builder/lib/math.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"

namespace xla {
namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

using Fn = std::function<XlaOp(absl::Span<const XlaOp>)>;

class ClientMathSpecialTest : public ::testing::TestWithParam<std::string> {
 protected:
  Client* client() {
    absl::StatusOr<LocalClient*> client = ClientLibrary::GetOrCreateLocalClient(GetParam());
    EXPECT_TRUE(client.ok()) << client.status();
    return client.ok() ? *client : nullptr;
  }

  // fn over parameters holding `inputs` (one literal each), executed.
  Literal Run(const Fn& fn, const std::vector<Literal>& inputs) {
    XlaBuilder b("math");
    std::vector<XlaOp> params;
    std::vector<std::unique_ptr<GlobalData>> data;
    std::vector<GlobalData*> arguments;
    for (size_t i = 0; i < inputs.size(); ++i) {
      params.push_back(Parameter(&b, i, inputs[i].shape(), "p" + std::to_string(i)));
      absl::StatusOr<std::unique_ptr<GlobalData>> on_device = client()->TransferToServer(inputs[i]);
      EXPECT_TRUE(on_device.ok()) << on_device.status();
      if (!on_device.ok()) return Literal();
      arguments.push_back(on_device->get());
      data.push_back(*std::move(on_device));
    }
    absl::StatusOr<XlaComputation> computation = b.Build(fn(params));
    EXPECT_TRUE(computation.ok()) << computation.status();
    if (!computation.ok()) return Literal();
    absl::StatusOr<Literal> result = client()->ExecuteAndTransfer(*computation, arguments);
    EXPECT_TRUE(result.ok()) << result.status();
    return result.ok() ? *std::move(result) : Literal();
  }

  // fn over `columns` (one operand each) in `type`; each result within
  // `relative` of `expected` (or `absolute` near zero; NaN and infinities
  // exactly).
  void Expect(const char* name, const Fn& fn, PrimitiveType type,
              const std::vector<std::vector<double>>& columns, const std::vector<double>& expected,
              double relative, double absolute = 0) {
    Expect(name, fn, type, columns, expected, std::vector<double>(expected.size(), relative),
           absolute);
  }
  // The same with a relative tolerance per element.
  void Expect(const char* name, const Fn& fn, PrimitiveType type,
              const std::vector<std::vector<double>>& columns, const std::vector<double>& expected,
              const std::vector<double>& relative, double absolute = 0) {
    std::vector<Literal> inputs;
    for (const std::vector<double>& column : columns) {
      inputs.push_back(LiteralUtil::CreateR1<double>(column).Convert(type).value());
    }
    Literal result = Run(fn, inputs);
    ASSERT_EQ(result.element_count(), static_cast<int64_t>(expected.size())) << name;
    ASSERT_EQ(result.shape().element_type(), type) << name;
    Literal wide = result.Convert(F64).value();
    for (size_t i = 0; i < expected.size(); ++i) {
      const double got = wide.Get<double>({static_cast<int64_t>(i)});
      const double want = expected[i];
      std::string at = std::string(name) + " " + PrimitiveType_Name(type) + " at (";
      for (const std::vector<double>& column : columns) at += std::to_string(column[i]) + " ";
      at += ") on " + GetParam();
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got)) << at << ": " << got;
      } else if (std::isinf(want) || (want == 0 && absolute == 0)) {
        EXPECT_EQ(got, want) << at;
      } else {
        EXPECT_NEAR(got, want, std::max(absolute, relative[i] * std::abs(want))) << at;
      }
    }
  }
};

// f32 tolerances: kF32 relative (about 12 ulps) for every element but the
// listed ones, where the formulation itself loses more in f32: e^(log terms
// that nearly cancel), as a log-gamma near 40-1500 inside exp, or 1 - P
// where P is near 1. XLA's formulations share this.
constexpr double kF32 = 1.5e-6;
std::vector<double> F32Tolerances(size_t n, std::initializer_list<std::pair<int, double>> looser) {
  std::vector<double> tolerances(n, kF32);
  for (const auto& [index, tolerance] : looser) tolerances[index] = tolerance;
  return tolerances;
}

Fn Unary(XlaOp (*f)(XlaOp)) {
  return [f](absl::Span<const XlaOp> ops) { return f(ops[0]); };
}
Fn Binary(XlaOp (*f)(XlaOp, XlaOp)) {
  return [f](absl::Span<const XlaOp> ops) { return f(ops[0], ops[1]); };
}

TEST_P(ClientMathSpecialTest, IncompleteGamma) {
  // Series and continued-fraction sides, small and large a.
  const std::vector<std::vector<double>> args = {
      {0.5, 0.5, 1.0, 2.0, 3.0, 10.0, 10.0, 100.0, 100.0, 0.015625, 0.001953125, 7.5, 1.5},
      {0.125, 2.0, 1.0, 0.5, 10.0, 9.5, 12.0, 90.0, 110.0, 0.3125, 5.0, 7.5, 40.0}};
  const std::vector<double> p = {0.3829249225480262, 0.9544997361036416, 0.6321205588285577,
                                 0.09020401043104986, 0.9972306042844884, 0.4781739777627926,
                                 0.7576078383294876, 0.15822098918643016, 0.8417213299399129,
                                 0.986276505693362, 0.9999977469818432, 0.5485827887742748, 1.0};
  const std::vector<double> q = {
      0.6170750774519738, 0.04550026389635842, 0.36787944117144233, 0.9097959895689501,
      0.002769395715511576, 0.5218260222372074, 0.24239216167051233, 0.8417790108135699,
      0.15827867006008708, 0.01372349430663801, 2.2530181568106775e-06, 0.45141721122572526,
      3.069277486172417e-17};
  Expect("Igamma", Binary(Igamma), F64, args, p, 1e-13);
  Expect("Igammac", Binary(Igammac), F64, args, q, 1e-12);
  // f32: ax = exp(a log x - x - lgamma(a)) carries f32's rounding of terms
  // near 450 for a = 100 (measured 9.3e-6 relative at (100, 90)); Q(1/64,
  // 5/16) is 1 - P with P = 0.986 (measured 2.2e-5).
  Expect("Igamma", Binary(Igamma), F32, args, p,
         F32Tolerances(p.size(), {{5, 5e-6}, {7, 2e-5}, {8, 5e-6}}));
  Expect("Igammac", Binary(Igammac), F32, args, q,
         F32Tolerances(q.size(), {{5, 5e-6}, {7, 5e-6}, {8, 3e-5}, {9, 5e-5}, {12, 1e-5}}));
}

TEST_P(ClientMathSpecialTest, IncompleteGammaGradients) {
  const std::vector<std::vector<double>> args = {
      {0.5, 0.5, 1.0, 2.0, 3.0, 10.0, 10.0, 50.0, 50.0, 0.1875, 4.5},
      {0.125, 2.0, 1.0, 0.5, 10.0, 9.5, 12.0, 45.0, 60.0, 0.0625, 4.5}};
  const std::vector<double> grad_a = {
      -0.8314400343503888,  -0.13561933520399724, -0.4317297106348987, -0.1510342369091705,
      -0.004120470819561477, -0.1288276416793082, -0.09717797203717965, -0.04554329214012388,
      -0.02128499278634949, -1.6047113692647215, -0.19158729211899478};
  const std::vector<double> sample = {0.5904018168956332, 2.511889376362068, 1.1735630272247268,
                                      0.4980267179922236, 1.8151881913114016, 0.9909624995346952,
                                      1.1123294430180883, 0.9514101922116238, 1.0975795857767268,
                                      0.8825237414313509, 1.0377489969861073};
  Expect("IgammaGradA", Binary(IgammaGradA), F64, args, grad_a, 1e-11);
  Expect("RandomGammaGrad", Binary(RandomGammaGrad), F64, args, sample, 1e-11);
  Expect("IgammaGradA", Binary(IgammaGradA), F32, args, grad_a,
         F32Tolerances(grad_a.size(), {{5, 5e-6}, {8, 3e-5}}));
  Expect("RandomGammaGrad", Binary(RandomGammaGrad), F32, args, sample, kF32);
  // x^a e^-x / gamma(a) underflows (f32 and f64 at (200, 1), f32 at
  // (30, 1/4)); the sample derivative does not need it.
  const std::vector<std::vector<double>> tiny = {{200, 30}, {1, 0.25}};
  const std::vector<double> tiny_sample = {0.026636718492585754, 0.04036147892617703};
  Expect("RandomGammaGrad", Binary(RandomGammaGrad), F64, tiny, tiny_sample, 1e-11);
  Expect("RandomGammaGrad", Binary(RandomGammaGrad), F32, tiny, tiny_sample, kF32);
}

TEST_P(ClientMathSpecialTest, IncompleteGammaEdges) {
  // x = 0, x = inf, x < 0, a <= 0, NaN: XLA's choices (Igammac is 1 outside
  // its domain).
  const std::vector<std::vector<double>> args = {{1, 1, 1, 0, -1, kNan, 2},
                                                 {0, kInf, -1, 1, 1, 1, kNan}};
  for (PrimitiveType type : {F64, F32, F16, BF16}) {
    Expect("Igamma", Binary(Igamma), type, args, {0, 1, kNan, kNan, kNan, kNan, kNan}, 0);
    Expect("Igammac", Binary(Igammac), type, args, {1, 0, 1, 1, 1, kNan, kNan}, 0);
    Expect("IgammaGradA", Binary(IgammaGradA), type, args,
           {0, kNan, kNan, kNan, kNan, kNan, kNan}, 0);
    Expect("RandomGammaGrad", Binary(RandomGammaGrad), type, {{1, 1, 0, 2}, {0, -1, 1, kNan}},
           {0, kNan, kNan, kNan}, 0);
  }
  // Where x^a e^-x / gamma(a) underflows P is 0 (x < a) and 1 (x > a).
  Expect("Igamma", Binary(Igamma), F32, {{200, 1}, {1, 200}}, {0, 1}, 0, 1e-30);
  // Narrow types compute in f32: P(2, 0.5) in f16.
  Expect("Igamma", Binary(Igamma), F16, {{2}, {0.5}}, {0.09020401043104986}, 1e-3);
}

TEST_P(ClientMathSpecialTest, ZetaAndPolygamma) {
  const std::vector<std::vector<double>> zeta_args = {
      {2.0, 2.0, 3.0, 1.5, 4.5, 10.0, 30.0, 1.0001220703125, 2.0, 3.0, 6.0},
      {1.0, 0.5, 2.0, 1.0, 0.25, 3.0, 1.125, 1.0, -1.5, -2.5, 100.0}};
  const std::vector<double> zeta = {
      1.6449340668482264, 4.934802200544679,      0.2020569031595943, 2.612375348685488,
      512.4000175661098,  1.8012627818085337e-05, 0.02920278888472886, 8192.577224553483,
      9.379246644989124,  0.0541020258208637,     2.05049995334333e-11};
  Expect("Zeta", Binary(Zeta), F64, zeta_args, zeta, 1e-13);
  Expect("Zeta", Binary(Zeta), F32, zeta_args, zeta, kF32);
  // x = 1: inf; x < 1: NaN; q <= 0 with x not an integer: NaN; the poles
  // q = 0, -3 (integer q <= 0): inf for even x, NaN for odd x.
  const std::vector<std::vector<double>> zeta_edges = {{1, 0.5, 2.5, 2, 4, 3, kNan},
                                                       {2, 2, -1.5, 0, -3, -2, 1}};
  for (PrimitiveType type : {F64, F32}) {
    Expect("Zeta", Binary(Zeta), type, zeta_edges, {kInf, kNan, kNan, kInf, kInf, kNan, kNan},
           0);
  }

  const std::vector<std::vector<double>> args = {
      {1.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 0.0, 5.0},
      {1.0, 0.5, 3.5, 0.125, 10.0, -1.5, -0.5, 2.5, 7.0}};
  const std::vector<double> polygamma = {
      1.6449340668482264, 4.934802200544679,       -0.1082040516417274,
      24580.143419063566, -0.0007299311682352867, 9.379246644989124,
      -0.82879664423432,  0.7031566406452432,      0.0020094931750490293};
  Expect("Polygamma", Binary(Polygamma), F64, args, polygamma, 1e-12);
  Expect("Polygamma", Binary(Polygamma), F32, args, polygamma, kF32);
  // n not a natural number: NaN; n = 0 is digamma (NaN at its poles); odd n
  // at a pole of digamma: inf.
  Expect("Polygamma", Binary(Polygamma), F64, {{1.5, -1, 0, 1}, {2, 2, -3, 0}},
         {kNan, kNan, kNan, kInf}, 0);
}

TEST_P(ClientMathSpecialTest, ScaledBessel) {
  const std::vector<double> x = {0.0,  0.0009765625, 0.5,  1.0,  2.5,  5.0,   9.875, 10.125,
                                 15.0, 19.5,         20.5, 30.0, 100.0, -0.6875, -12.0};
  const std::vector<double> i0e = {
      1.0,                 0.9990241523678519,  0.6450352704491501,  0.46575960759364043,
      0.27004644161220276, 0.18354081260932836, 0.12866268539224784, 0.1270198509179449,
      0.10389953144882272, 0.09093943209515648, 0.08866442901574524, 0.0731459464822373,
      0.03994437929909668, 0.5640266433136918,  0.11642622121344044};
  const std::vector<double> i1e = {
      0.0,                  0.00048780470374751533, 0.1564208031848717,  0.20791041534970844,
      0.20658464953126657,  0.16397226694454237,    0.12196307177016531, 0.12057405991202964,
      0.10037417504516666,  0.08857608609431485,    0.08647411349408725, 0.07191633059864755,
      0.03974415302513025,  -0.18326369881112953,   -0.11146429929018098};
  Expect("BesselI0e", Unary(BesselI0e), F64, {x}, i0e, 5e-15);
  Expect("BesselI1e", Unary(BesselI1e), F64, {x}, i1e, 5e-15);
  Expect("BesselI0e", Unary(BesselI0e), F32, {x}, i0e, 5e-7);
  Expect("BesselI1e", Unary(BesselI1e), F32, {x}, i1e, 5e-7);
  for (PrimitiveType type : {F64, F32, BF16}) {
    Expect("BesselI0e", Unary(BesselI0e), type, {{kInf, -kInf, kNan}}, {0, 0, kNan}, 0);
    Expect("BesselI1e", Unary(BesselI1e), type, {{kInf, -kInf, kNan}}, {0, -0.0, kNan}, 0);
  }
}

TEST_P(ClientMathSpecialTest, RegularizedIncompleteBeta) {
  const std::vector<std::vector<double>> args = {
      {1.0, 2.0, 0.5, 0.5, 5.0, 10.0, 2.5, 0.015625, 30.0, 3.0, 3.0, 200.0},
      {1.0, 3.0, 0.5, 0.5, 2.0, 10.0, 7.0, 3.0, 40.0, 4.0, 4.0, 300.0},
      {0.3125, 0.375, 0.125, 0.875, 0.8125, 0.5, 0.0625, 0.5, 0.4375, 0.0, 1.0, 0.40625}};
  const std::vector<double> expected = {
      0.3125, 0.481201171875, 0.23005345616261588, 0.7699465438373841, 0.6860544085502625, 0.5,
      0.03712609611505968, 0.9989186318534989, 0.5642234519571392, 0.0, 1.0,
      0.6143720699643223};
  auto betainc = [](absl::Span<const XlaOp> ops) {
    return RegularizedIncompleteBeta(ops[0], ops[1], ops[2]);
  };
  Expect("RegularizedIncompleteBeta", betainc, F64, args, expected, 1e-12);
  // f32: log B(a, b) from three lgammas, near 1500 for a = 200, b = 300
  // (measured 7.2e-5).
  Expect("RegularizedIncompleteBeta", betainc, F32, args, expected,
         F32Tolerances(expected.size(), {{5, 1e-5}, {6, 1e-5}, {8, 1e-5}, {11, 2e-4}}));
  for (PrimitiveType type : {F64, F32}) {
    Expect("RegularizedIncompleteBeta", betainc, type,
           {{0, 1, 1, 1, kNan}, {1, -1, 1, 1, 1}, {0.5, 0.5, 1.5, -0.25, 0.5}},
           {kNan, kNan, kNan, kNan, kNan}, 0);
  }
}

TEST_P(ClientMathSpecialTest, NextAfter) {
  const double denorm = std::numeric_limits<double>::denorm_min();
  const double max = std::numeric_limits<double>::max();
  const std::vector<double> from = {1, 1, 0, -0.0, 0, -0.0, max, kInf, -denorm, kNan, 1, 1, -2};
  const std::vector<double> to = {2, 0, 1, -1, -0.0, 0, kInf, 0, 0, 1, kNan, 1, -3};
  std::vector<double> expected;
  for (size_t i = 0; i < from.size(); ++i) expected.push_back(std::nextafter(from[i], to[i]));
  Literal result = Run(Binary(NextAfter), {LiteralUtil::CreateR1<double>(from),
                                           LiteralUtil::CreateR1<double>(to)});
  for (size_t i = 0; i < from.size(); ++i) {
    const double got = result.Get<double>({static_cast<int64_t>(i)});
    // Bit for bit (the sign of zero matters); every NaN counts as one.
    if (std::isnan(expected[i])) {
      EXPECT_TRUE(std::isnan(got)) << i;
    } else {
      EXPECT_EQ(std::bit_cast<uint64_t>(got), std::bit_cast<uint64_t>(expected[i]))
          << "nextafter(" << from[i] << ", " << to[i] << ") = " << got;
    }
  }
  std::vector<float> from32, to32;
  for (size_t i = 0; i < from.size(); ++i) {
    from32.push_back(i == 6 ? std::numeric_limits<float>::max()
                     : i == 8 ? -std::numeric_limits<float>::denorm_min()
                              : static_cast<float>(from[i]));
    to32.push_back(static_cast<float>(to[i]));
  }
  Literal result32 = Run(Binary(NextAfter), {LiteralUtil::CreateR1<float>(from32),
                                             LiteralUtil::CreateR1<float>(to32)});
  for (size_t i = 0; i < from32.size(); ++i) {
    const float want = std::nextafter(from32[i], to32[i]);
    const float got = result32.Get<float>({static_cast<int64_t>(i)});
    if (std::isnan(want)) {
      EXPECT_TRUE(std::isnan(got)) << i;
    } else {
      EXPECT_EQ(std::bit_cast<uint32_t>(got), std::bit_cast<uint32_t>(want))
          << "nextafterf(" << from32[i] << ", " << to32[i] << ") = " << got;
    }
  }
  // f16 in its bit patterns: 1 -> 2, 1 -> 0, 0 -> -1, max -> inf, -denorm -> +1.
  Literal half = Run(
      [](absl::Span<const XlaOp> ops) {
        return BitcastConvertType(NextAfter(BitcastConvertType(ops[0], F16),
                                            BitcastConvertType(ops[1], F16)),
                                  U16);
      },
      {LiteralUtil::CreateR1<uint16_t>({0x3C00, 0x3C00, 0x0000, 0x7BFF, 0x8001}),
       LiteralUtil::CreateR1<uint16_t>({0x4000, 0x0000, 0xBC00, 0x7C00, 0x3C00})});
  EXPECT_EQ(half, LiteralUtil::CreateR1<uint16_t>({0x3C01, 0x3BFF, 0x8001, 0x7C00, 0x8000}));
  // f8e4m3fnuz has no -0 (0x80 is its NaN): from -denorm towards 1 is +0.
  Literal fnuz = Run(
      [](absl::Span<const XlaOp> ops) {
        return BitcastConvertType(NextAfter(BitcastConvertType(ops[0], F8E4M3FNUZ),
                                            BitcastConvertType(ops[1], F8E4M3FNUZ)),
                                  U8);
      },
      {LiteralUtil::CreateR1<uint8_t>({0x81, 0x00, 0x01}),
       LiteralUtil::CreateR1<uint8_t>({0x38, 0xB8, 0x38})});
  EXPECT_EQ(fnuz, LiteralUtil::CreateR1<uint8_t>({0x00, 0x81, 0x02}));
}

TEST_P(ClientMathSpecialTest, IsNegZeroMaybeConjugateAndPolynomial) {
  Literal neg_zero = Run(Unary(IsNegZero), {LiteralUtil::CreateR1<float>(
                                               {-0.0f, 0.0f, -1.0f, NAN, -INFINITY})});
  EXPECT_EQ(neg_zero, LiteralUtil::CreateR1<bool>({true, false, false, false, false}));
  Literal neg_zero_f64 =
      Run(Unary(IsNegZero), {LiteralUtil::CreateR1<double>({-0.0, 0.0, -1e-300})});
  EXPECT_EQ(neg_zero_f64, LiteralUtil::CreateR1<bool>({true, false, false}));
  Literal neg_zero_bf16 = Run(
      [](absl::Span<const XlaOp> ops) { return IsNegZero(ConvertElementType(ops[0], BF16)); },
      {LiteralUtil::CreateR1<float>({-0.0f, 0.0f})});
  EXPECT_EQ(neg_zero_bf16, LiteralUtil::CreateR1<bool>({true, false}));

  Literal conjugated = Run(
      [](absl::Span<const XlaOp> ops) {
        return Tuple(ops[0].builder(),
                     {MaybeConjugate(ops[0], true), MaybeConjugate(ops[0], false)});
      },
      {LiteralUtil::CreateR1<complex64>({{1, 2}, {-3, -4}})});
  EXPECT_EQ(conjugated.tuple_element(0), LiteralUtil::CreateR1<complex64>({{1, -2}, {-3, 4}}));
  EXPECT_EQ(conjugated.tuple_element(1), LiteralUtil::CreateR1<complex64>({{1, 2}, {-3, -4}}));

  // 2x^2 - 3x + 4 and the empty polynomial.
  Literal poly = Run(
      [](absl::Span<const XlaOp> ops) {
        return Tuple(ops[0].builder(), {EvaluatePolynomial<double>(ops[0], {2.0, -3.0, 4.0}),
                                        EvaluatePolynomial<float>(ops[0], {})});
      },
      {LiteralUtil::CreateR1<float>({0, 1, 2, -1.5f})});
  EXPECT_EQ(poly.tuple_element(0), LiteralUtil::CreateR1<float>({4, 3, 6, 13}));
  EXPECT_EQ(poly.tuple_element(1), LiteralUtil::CreateR1<float>({0, 0, 0, 0}));
}

INSTANTIATE_TEST_SUITE_P(Platforms, ClientMathSpecialTest,
                         ::testing::Values("interpreter", "cpu"));

}  // namespace
}  // namespace xla
