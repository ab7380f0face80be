// Axle's LAPACK typed-FFI targets (axle/eval/lapack), called as JAX's cpu
// lowering calls them (column-major operand_layout_constraints and result
// layouts, API_VERSION_TYPED_FFI), on the interpreter and the cpu backend:
// values against SciPy's LAPACK (computed offline with scipy 1.x, see each
// case), reconstructions (P A = L U, A = Q R, A V = V diag(w), A = U S V^H,
// A = L L^H, op(A) X = B) of random batched inputs of every type, and
// malformed calls.
//
// The cpu pipeline's layout-assignment keeps a layout-constrained
// custom-call's result layout (as XLA's does), so every result is checked
// on cpu too (kCpuKeepsResultLayouts).
#include <gtest/gtest.h>

#include <complex>
#include <random>
#include <string>
#include <vector>

#include "Eigen/Core"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/literal_text.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_parser.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "tests/testlib/compile_and_run.h"

namespace xla {
namespace {

constexpr bool kCpuKeepsResultLayouts = true;
const char* const kPlatforms[] = {"interpreter", "cpu"};

// "f64[2,3,3]{1,2,0}": a batch of column-major matrices, as JAX's
// _column_major_matrix_layout writes them; vectors and scalars row-major.
std::string Typed(const std::string& type, std::vector<int64_t> dims, bool matrix = true) {
  std::vector<int64_t> layout;
  int64_t rank = dims.size();
  if (matrix && rank >= 2) {
    layout = {rank - 2, rank - 1};
    for (int64_t d = rank - 3; d >= 0; --d) layout.push_back(d);
  } else {
    for (int64_t d = rank - 1; d >= 0; --d) layout.push_back(d);
  }
  return absl::StrCat(type, "[", absl::StrJoin(dims, ","), "]{", absl::StrJoin(layout, ","), "}");
}

// A module whose root is the custom-call `target` on `operands` (shapes
// with layouts), giving `results`.
std::string CallModule(const std::string& target, const std::vector<std::string>& operands,
                       const std::vector<std::string>& results, const std::string& config) {
  std::string params, args;
  for (size_t i = 0; i < operands.size(); ++i) {
    Shape shape = ParseShape(operands[i]).value();
    LayoutUtil::ClearLayout(&shape);
    absl::StrAppend(&params, "  p", i, " = ", shape.ToString(), " parameter(", i, ")\n");
    absl::StrAppend(&args, i ? ", " : "", "p", i);
  }
  std::string result = results.size() == 1
                           ? results[0]
                           : absl::StrCat("(", absl::StrJoin(results, ", "), ")");
  return absl::StrCat("HloModule lapack\nENTRY main {\n", params, "  ROOT call = ", result,
                      " custom-call(", args, "), custom_call_target=\"", target,
                      "\", operand_layout_constraints={", absl::StrJoin(operands, ", "),
                      "}, api_version=API_VERSION_TYPED_FFI, backend_config=", config, "\n}\n");
}

std::vector<Literal> Results(Literal result) {
  if (!result.shape().IsTuple()) {
    std::vector<Literal> one;
    one.push_back(std::move(result));
    return one;
  }
  return result.DecomposeTuple();
}

bool Checked(const std::string& platform, const Literal& value) {
  return platform != "cpu" || kCpuKeepsResultLayouts || value.shape().dimensions_size() < 2;
}

// Runs `text` on every platform and compares result i with expected[i]
// (nullptr: not compared).
void ExpectResults(const std::string& text, const std::vector<const Literal*>& args,
                   const std::vector<const char*>& expected, double tolerance = 1e-12) {
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    absl::StatusOr<Literal> result = testlib::CompileAndRun(platform, text, args);
    ASSERT_TRUE(result.ok()) << result.status() << "\n" << text;
    std::vector<Literal> values = Results(*std::move(result));
    ASSERT_EQ(values.size(), expected.size());
    for (size_t i = 0; i < values.size(); ++i) {
      if (expected[i] == nullptr || !Checked(platform, values[i])) continue;
      Literal want = ParseLiteral(expected[i]).value();
      EXPECT_TRUE(LiteralNear(want, values[i], ErrorSpec(tolerance, tolerance)).ok())
          << "result " << i << ": " << values[i].ToString() << "\nexpected " << expected[i];
    }
  }
}

Literal Lit(const char* text) { return ParseLiteral(text).value(); }

// --- Values from SciPy (scipy.linalg.lapack.d*/z*, float64) -----------------

TEST(LapackFfiTest, GetrfMatchesLapack) {
  Literal a = Lit("f64[3,3] {{2.0, -1.0, 0.5}, {4.0, 3.0, -2.0}, {-1.0, 0.5, 6.0}}");
  // scipy.linalg.lapack.dgetrf(a); ipiv + 1
  ExpectResults(CallModule("lapack_dgetrf_ffi", {Typed("f64", {3, 3})},
                           {Typed("f64", {3, 3}), Typed("s32", {3}), "s32[]"}, "{}"),
                {&a},
                {"f64[3,3] {{4.0, 3.0, -2.0}, {0.5, -2.5, 1.5}, {-0.25, -0.5, 6.25}}",
                 "s32[3] {2, 2, 3}", "s32[] 0"});
  Literal z = Lit("c128[2,2] {{(1.0, 1.0), (2.0, 0.0)}, {(3.0, -1.0), (0.0, 4.0)}}");
  ExpectResults(CallModule("lapack_zgetrf_ffi", {Typed("c128", {2, 2})},
                           {Typed("c128", {2, 2}), Typed("s32", {2}), "s32[]"}, "{}"),
                {&z},
                {"c128[2,2] {{(3.0, -1.0), (0.0, 4.0)}, {(0.2, 0.39999999999999997), "
                 "(3.5999999999999996, -0.8)}}",
                 "s32[2] {2, 2}", "s32[] 0"});
  // A zero pivot: info names it (1-based), the factorisation completes.
  Literal singular = Lit("f64[2,2] {{0, 0}, {0, 1}}");
  ExpectResults(CallModule("lapack_dgetrf_ffi", {Typed("f64", {2, 2})},
                           {Typed("f64", {2, 2}), Typed("s32", {2}), "s32[]"}, "{}"),
                {&singular}, {"f64[2,2] {{0, 0}, {0, 1}}", "s32[2] {1, 2}", "s32[] 1"});
}

TEST(LapackFfiTest, PotrfMatchesLapack) {
  Literal a = Lit("f64[3,3] {{4.0, 2.0, -2.0}, {2.0, 10.0, 3.0}, {-2.0, 3.0, 9.0}}");
  // dpotrf(a, lower=1/0, clean=0): the other triangle is untouched.
  std::string lower = CallModule("lapack_dpotrf_ffi", {Typed("f64", {3, 3})},
                                 {Typed("f64", {3, 3}), "s32[]"}, "{uplo = 76 : ui8}");
  ExpectResults(lower, {&a},
                {"f64[3,3] {{2.0, 2.0, -2.0}, {1.0, 3.0, 3.0}, {-1.0, 1.3333333333333333, "
                 "2.494438257849294}}",
                 "s32[] 0"});
  std::string upper = CallModule("lapack_dpotrf_ffi", {Typed("f64", {3, 3})},
                                 {Typed("f64", {3, 3}), "s32[]"}, "{uplo = 85 : ui8}");
  ExpectResults(upper, {&a},
                {"f64[3,3] {{2.0, 1.0, -1.0}, {2.0, 3.0, 1.3333333333333333}, {-2.0, 3.0, "
                 "2.494438257849294}}",
                 "s32[] 0"});
  Literal not_pd = Lit("f64[2,2] {{1, 2}, {2, 1}}");
  std::string small = CallModule("lapack_dpotrf_ffi", {Typed("f64", {2, 2})},
                                 {Typed("f64", {2, 2}), "s32[]"}, "{uplo = 76 : ui8}");
  ExpectResults(small, {&not_pd}, {nullptr, "s32[] 2"});  // dpotrf's info
}

TEST(LapackFfiTest, GeqrfOrgqrMatchLapack) {
  Literal a = Lit("f64[3,2] {{1.0, 2.0}, {3.0, 4.0}, {5.0, 6.5}}");
  ExpectResults(CallModule("lapack_dgeqrf_ffi", {Typed("f64", {3, 2})},
                           {Typed("f64", {3, 2}), Typed("f64", {2})}, "{}"),
                {&a},
                {"f64[3,2] {{-5.916079783099616, -7.859934568975204}, {0.4337717455676132, "
                 "0.6866065623255952}, {0.7229529092793553, 0.6520231559174967}}",
                 "f64[2] {1.1690308509457032, 1.4033766124062892}"});
  Literal qr = Lit(
      "f64[3,2] {{-5.916079783099616, -7.859934568975204}, {0.4337717455676132, "
      "0.6866065623255952}, {0.7229529092793553, 0.6520231559174967}}");
  Literal tau = Lit("f64[2] {1.1690308509457032, 1.4033766124062892}");
  ExpectResults(CallModule("lapack_dorgqr_ffi", {Typed("f64", {3, 2}), Typed("f64", {2})},
                           {Typed("f64", {3, 2})}, "{}"),
                {&qr, &tau},
                {"f64[3,2] {{-0.16903085094570325, 0.977894194827363}, {-0.50709255283711, "
                 "0.02080625946441167}, {-0.8451542547285166, -0.20806259464411958}}"});
  Literal z = Lit(
      "c128[3,2] {{(1.0, 2.0), (2.0, -1.0)}, {(0.0, 0.5), (3.0, 0.0)}, {(-1.0, 0.0), (1.0, "
      "1.0)}}");
  ExpectResults(
      CallModule("lapack_zgeqrf_ffi", {Typed("c128", {3, 2})},
                 {Typed("c128", {3, 2}), Typed("c128", {2})}, "{}"),
      {&z},
      {"c128[3,2] {{(-2.5, 0.0), (0.3999999999999999, 3.0)}, {(0.06153846153846154, "
       "0.1076923076923077), (-2.615339366124404, 0.0)}, {(-0.2153846153846154, "
       "0.12307692307692308), (0.16737342640801814, -0.0139244809481806)}}",
       "c128[2] {(1.4, 0.8), (1.944722227169544, 0.028235782630222982)}"});
  Literal zqr = Lit(
      "c128[3,2] {{(-2.5, 0.0), (0.3999999999999999, 3.0)}, {(0.06153846153846154, "
      "0.1076923076923077), (-2.615339366124404, 0.0)}, {(-0.2153846153846154, "
      "0.12307692307692308), (0.16737342640801814, -0.0139244809481806)}}");
  Literal ztau = Lit("c128[2] {(1.4, 0.8), (1.944722227169544, 0.028235782630222982)}");
  ExpectResults(CallModule("lapack_zungqr_ffi", {Typed("c128", {3, 2}), Typed("c128", {2})},
                           {Typed("c128", {3, 2})}, "{}"),
                {&zqr, &ztau},
                {"c128[3,2] {{(-0.3999999999999999, -0.8), (0.09176629354822469, "
                 "-0.19882696935448685)}, {(1.3877787807814457e-17, -0.2), "
                 "(-0.9176629354822469, -0.0305887645160749)}, {(0.4, 2.7755575615628914e-17), "
                 "(-0.32118202741878643, 0.0764719112901873)}}"});
}

TEST(LapackFfiTest, EigenvaluesAndSingularValuesMatchLapack) {
  Literal a = Lit("f64[3,3] {{4.0, 2.0, -2.0}, {2.0, 10.0, 3.0}, {-2.0, 3.0, 9.0}}");
  ExpectResults(CallModule("lapack_dsyevd_ffi", {Typed("f64", {3, 3})},
                           {Typed("f64", {3, 3}), Typed("f64", {3}), "s32[]"},
                           "{mode = 86 : ui8, uplo = 76 : ui8}"),
                {&a},
                {nullptr, "f64[3] {2.150455362983362, 8.30065062397885, 12.548894013037788}",
                 "s32[] 0"});
  Literal h = Lit("c128[2,2] {{(2.0, 0.0), (1.0, -1.0)}, {(1.0, 1.0), (3.0, 0.0)}}");
  ExpectResults(CallModule("lapack_zheevd_ffi", {Typed("c128", {2, 2})},
                           {Typed("c128", {2, 2}), Typed("f64", {2}), "s32[]"},
                           "{mode = 78 : ui8, uplo = 85 : ui8}"),
                {&h}, {nullptr, "f64[2] {0.9999999999999992, 4.0}", "s32[] 0"});
  Literal m = Lit("f64[3,2] {{1.0, 2.0}, {3.0, 4.0}, {5.0, 6.5}}");
  ExpectResults(CallModule("lapack_dgesdd_ffi", {Typed("f64", {3, 2})},
                           {Typed("f64", {3, 2}), Typed("f64", {2}), Typed("f64", {3, 3}),
                            Typed("f64", {2, 2}), "s32[]"},
                           "{mode = 78 : ui8}"),
                {&m},
                {nullptr, "f64[2] {9.852920234522092, 0.41226551170948406}", nullptr, nullptr,
                 "s32[] 0"});
}

TEST(LapackFfiTest, TrsmMatchesLapack) {
  Literal a = Lit("f64[3,3] {{2.0, 0.0, 0.0}, {1.0, 3.0, 0.0}, {-1.0, 2.0, 4.0}}");
  Literal b = Lit("f64[3,2] {{1.0, 2.0}, {3.0, 4.0}, {5.0, 6.0}}");
  Literal b2 = Lit("f64[2,3] {{1.0, 2.0, 3.0}, {4.0, 5.0, 6.0}}");
  auto trsm = [](const char* config, std::vector<int64_t> b_dims) {
    return CallModule("lapack_dtrsm_ffi", {Typed("f64", {3, 3}), Typed("f64", b_dims)},
                      {Typed("f64", b_dims)}, config);
  };
  // scipy.linalg.solve_triangular(a, b, lower=True[, trans='T'][, unit_diagonal=True])
  ExpectResults(trsm("{diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}",
                     {3, 2}),
                {&a, &b},
                {"f64[3,2] {{0.5, 1.0}, {0.8333333333333333, 1.0}, {0.9583333333333334, 1.25}}"});
  ExpectResults(trsm("{diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}",
                     {3, 2}),
                {&a, &b},
                {"f64[3,2] {{1.0416666666666667, 1.5833333333333333}, {0.16666666666666666, "
                 "0.3333333333333333}, {1.25, 1.5}}"});
  ExpectResults(trsm("{diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}",
                     {3, 2}),
                {&a, &b}, {"f64[3,2] {{1.0, 2.0}, {2.0, 2.0}, {2.0, 4.0}}"});
  // b2 @ inv(a): side 'R'.
  ExpectResults(trsm("{diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}",
                     {2, 3}),
                {&a, &b2},
                {"f64[2,3] {{0.7916666666666666, 0.16666666666666666, 0.75}, "
                 "{2.4166666666666665, 0.6666666666666665, 1.5}}"});
}

// --- Reconstructions of random batched inputs, every type ------------------

template <typename T>
struct TypeInfo;
template <> struct TypeInfo<float> { static constexpr const char* kName = "f32"; static constexpr const char* kReal = "f32"; static constexpr char kPrefix = 's'; static constexpr double kTol = 2e-4; };
template <> struct TypeInfo<double> { static constexpr const char* kName = "f64"; static constexpr const char* kReal = "f64"; static constexpr char kPrefix = 'd'; static constexpr double kTol = 1e-11; };
template <> struct TypeInfo<std::complex<float>> { static constexpr const char* kName = "c64"; static constexpr const char* kReal = "f32"; static constexpr char kPrefix = 'c'; static constexpr double kTol = 2e-4; };
template <> struct TypeInfo<std::complex<double>> { static constexpr const char* kName = "c128"; static constexpr const char* kReal = "f64"; static constexpr char kPrefix = 'z'; static constexpr double kTol = 1e-11; };

template <typename T>
constexpr bool kComplexTest = Eigen::NumTraits<T>::IsComplex;
template <typename T>
using Real = typename Eigen::NumTraits<T>::Real;

template <typename T>
using RowMatrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename T>
using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic>;

constexpr int64_t kBatch[] = {2, 3};
constexpr int64_t kCount = 6;

template <typename T>
Literal RandomBatch(int64_t m, int64_t n, unsigned seed, bool spd = false) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  Literal literal(ShapeUtil::MakeShape(NativeToPrimitiveType<T>(),
                                       {kBatch[0], kBatch[1], m, n}));
  T* data = static_cast<T*>(literal.untyped_data());
  for (int64_t b = 0; b < kCount; ++b) {
    Mat<T> x(m, n);
    for (int64_t i = 0; i < m * n; ++i) {
      if constexpr (std::is_floating_point_v<T>) {
        x.data()[i] = static_cast<T>(u(rng));
      } else {
        x.data()[i] = T(u(rng), u(rng));
      }
    }
    if (spd) x = (x * x.adjoint()).eval() + Mat<T>::Identity(m, m) * T(m);
    Eigen::Map<RowMatrix<T>>(data + b * m * n, m, n) = x;
  }
  return literal;
}

// Matrix b of a batch literal (any layout) whose last `matrix_rank`
// dimensions are the matrix (a vector is a column).
template <typename T>
Mat<T> MatrixOf(const Literal& literal, int64_t b, int matrix_rank = 2) {
  Shape shape = literal.shape();
  LayoutUtil::SetToDefaultLayout(&shape);
  Literal row_major = literal.Relayout(shape);
  int64_t rank = shape.dimensions_size();
  int64_t m = matrix_rank == 2 ? shape.dimensions(rank - 2)
              : matrix_rank == 1 ? shape.dimensions(rank - 1) : 1;
  int64_t n = matrix_rank == 2 ? shape.dimensions(rank - 1) : 1;
  const T* data = static_cast<const T*>(row_major.untyped_data());
  return Eigen::Map<const RowMatrix<T>>(data + b * m * n, m, n);
}

template <typename T>
double RelativeError(const Mat<T>& got, const Mat<T>& want) {
  return (got - want).norm() / std::max<double>(1.0, want.norm());
}

template <typename T>
std::vector<Literal> RunBoth(const std::string& text, const std::vector<const Literal*>& args,
                             const char* platform) {
  absl::StatusOr<Literal> result = testlib::CompileAndRun(platform, text, args);
  EXPECT_TRUE(result.ok()) << result.status() << "\n" << text;
  if (!result.ok()) return {};
  return Results(*std::move(result));
}

template <typename T>
class LapackReconstructionTest : public ::testing::Test {};
using LapackTypes =
    ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(LapackReconstructionTest, LapackTypes);

std::vector<int64_t> Dims(int64_t m, int64_t n) { return {kBatch[0], kBatch[1], m, n}; }
std::vector<int64_t> Dims(int64_t m) { return {kBatch[0], kBatch[1], m}; }
const std::vector<int64_t> kInfoDims = {kBatch[0], kBatch[1]};

TYPED_TEST(LapackReconstructionTest, LuGivesPermutedFactors) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t m = 5, n = 4;
  Literal a = RandomBatch<T>(m, n, 1);
  std::string text = CallModule(absl::StrCat("lapack_", std::string(1, I::kPrefix), "getrf_ffi"),
                                {Typed(I::kName, Dims(m, n))},
                                {Typed(I::kName, Dims(m, n)), Typed("s32", Dims(n), false),
                                 Typed("s32", kInfoDims, false)},
                                "{}");
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    std::vector<Literal> r = RunBoth<T>(text, {&a}, platform);
    ASSERT_EQ(r.size(), 3);
    for (int64_t b = 0; b < kCount; ++b) {
      EXPECT_EQ(MatrixOf<int32_t>(r[2], b, 0)(0), 0);
      Mat<int32_t> ipiv = MatrixOf<int32_t>(r[1], b, 1);
      Mat<T> pa = MatrixOf<T>(a, b);
      for (int64_t i = 0; i < n; ++i) {
        ASSERT_GE(ipiv(i), i + 1);
        ASSERT_LE(ipiv(i), m);
        pa.row(i).swap(pa.row(ipiv(i) - 1));
      }
      if (!Checked(platform, r[0])) continue;
      Mat<T> lu = MatrixOf<T>(r[0], b);
      Mat<T> l = lu.template triangularView<Eigen::UnitLower>();
      Mat<T> u = lu.topRows(n).template triangularView<Eigen::Upper>();
      EXPECT_LT(RelativeError<T>(l * u, pa), I::kTol) << "batch " << b;
    }
  }
}

TYPED_TEST(LapackReconstructionTest, CholeskyAndTriangularSolve) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t n = 4, k = 3;
  Literal a = RandomBatch<T>(n, n, 2, /*spd=*/true);
  Literal rhs = RandomBatch<T>(n, k, 3);
  std::string prefix = absl::StrCat("lapack_", std::string(1, I::kPrefix));
  std::string potrf = CallModule(prefix + "potrf_ffi", {Typed(I::kName, Dims(n, n))},
                                 {Typed(I::kName, Dims(n, n)), Typed("s32", kInfoDims, false)},
                                 "{uplo = 76 : ui8}");
  // op(L) X = B with op = conjugate transpose: L^H X = B.
  std::string trsm = CallModule(
      prefix + "trsm_ffi", {Typed(I::kName, Dims(n, n)), Typed(I::kName, Dims(n, k))},
      {Typed(I::kName, Dims(n, k))},
      "{diag = 78 : ui8, side = 76 : ui8, trans_x = 67 : ui8, uplo = 76 : ui8}");
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    std::vector<Literal> r = RunBoth<T>(potrf, {&a}, platform);
    ASSERT_EQ(r.size(), 2);
    if (!Checked(platform, r[0])) continue;
    Mat<T> lower_factor;
    Literal factors = r[0].Clone();
    std::vector<Literal> x = RunBoth<T>(trsm, {&factors, &rhs}, platform);
    ASSERT_EQ(x.size(), 1);
    for (int64_t b = 0; b < kCount; ++b) {
      EXPECT_EQ(MatrixOf<int32_t>(r[1], b, 0)(0), 0);
      Mat<T> l = MatrixOf<T>(r[0], b).template triangularView<Eigen::Lower>();
      EXPECT_LT(RelativeError<T>(l * l.adjoint(), MatrixOf<T>(a, b)), I::kTol);
      EXPECT_LT(RelativeError<T>(l.adjoint() * MatrixOf<T>(x[0], b), MatrixOf<T>(rhs, b)),
                I::kTol);
    }
  }
}

TYPED_TEST(LapackReconstructionTest, QrGivesOrthonormalFactors) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t m = 5, n = 3;
  Literal a = RandomBatch<T>(m, n, 4);
  std::string prefix = absl::StrCat("lapack_", std::string(1, I::kPrefix));
  std::string geqrf = CallModule(prefix + "geqrf_ffi", {Typed(I::kName, Dims(m, n))},
                                 {Typed(I::kName, Dims(m, n)), Typed(I::kName, Dims(n), false)},
                                 "{}");
  std::string orgqr = CallModule(
      prefix + (kComplexTest<T> ? "ungqr_ffi" : "orgqr_ffi"),
      {Typed(I::kName, Dims(m, n)), Typed(I::kName, Dims(n), false)},
      {Typed(I::kName, Dims(m, n))}, "{}");
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    std::vector<Literal> r = RunBoth<T>(geqrf, {&a}, platform);
    ASSERT_EQ(r.size(), 2);
    if (!Checked(platform, r[0])) continue;
    std::vector<Literal> q = RunBoth<T>(orgqr, {&r[0], &r[1]}, platform);
    ASSERT_EQ(q.size(), 1);
    for (int64_t b = 0; b < kCount; ++b) {
      Mat<T> rf = MatrixOf<T>(r[0], b).topRows(n).template triangularView<Eigen::Upper>();
      Mat<T> qm = MatrixOf<T>(q[0], b);
      EXPECT_LT(RelativeError<T>(qm * rf, MatrixOf<T>(a, b)), I::kTol);
      EXPECT_LT(RelativeError<T>(qm.adjoint() * qm, Mat<T>::Identity(n, n)), I::kTol);
    }
  }
}

TYPED_TEST(LapackReconstructionTest, EighGivesEigenpairs) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t n = 4;
  Literal a = RandomBatch<T>(n, n, 5, /*spd=*/true);
  std::string text = CallModule(
      absl::StrCat("lapack_", std::string(1, I::kPrefix), kComplexTest<T> ? "heevd_ffi" : "syevd_ffi"),
      {Typed(I::kName, Dims(n, n))},
      {Typed(I::kName, Dims(n, n)), Typed(I::kReal, Dims(n), false), Typed("s32", kInfoDims, false)},
      "{mode = 86 : ui8, uplo = 85 : ui8}");
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    std::vector<Literal> r = RunBoth<T>(text, {&a}, platform);
    ASSERT_EQ(r.size(), 3);
    for (int64_t b = 0; b < kCount; ++b) {
      EXPECT_EQ(MatrixOf<int32_t>(r[2], b, 0)(0), 0);
      Mat<Real<T>> w = MatrixOf<Real<T>>(r[1], b, 1);
      for (int64_t i = 1; i < n; ++i) EXPECT_LE(w(i - 1), w(i));  // ascending
      if (!Checked(platform, r[0])) continue;
      Mat<T> v = MatrixOf<T>(r[0], b);
      Mat<T> d = w.template cast<T>().asDiagonal();
      EXPECT_LT(RelativeError<T>(v * d * v.adjoint(), MatrixOf<T>(a, b)), I::kTol);
    }
  }
}

TYPED_TEST(LapackReconstructionTest, SvdGivesSingularTriplets) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t m = 5, n = 3;
  Literal a = RandomBatch<T>(m, n, 6);
  for (const char* routine : {"gesdd_ffi", "gesvd_ffi"}) {
    for (bool full : {true, false}) {
      int64_t uc = full ? m : n;
      std::string text = CallModule(
          absl::StrCat("lapack_", std::string(1, I::kPrefix), routine),
          {Typed(I::kName, Dims(m, n))},
          {Typed(I::kName, Dims(m, n)), Typed(I::kReal, Dims(n), false), Typed(I::kName, Dims(m, uc)),
           Typed(I::kName, Dims(n, n)), Typed("s32", kInfoDims, false)},
          full ? "{mode = 65 : ui8}" : "{mode = 83 : ui8}");
      for (const char* platform : kPlatforms) {
        SCOPED_TRACE(absl::StrCat(platform, " ", routine, full ? " full" : " thin"));
        std::vector<Literal> r = RunBoth<T>(text, {&a}, platform);
        ASSERT_EQ(r.size(), 5);
        for (int64_t b = 0; b < kCount; ++b) {
          EXPECT_EQ(MatrixOf<int32_t>(r[4], b, 0)(0), 0);
          Mat<Real<T>> s = MatrixOf<Real<T>>(r[1], b, 1);
          for (int64_t i = 1; i < n; ++i) EXPECT_GE(s(i - 1), s(i));  // descending
          if (!Checked(platform, r[2])) continue;
          Mat<T> u = MatrixOf<T>(r[2], b).leftCols(n);
          Mat<T> vt = MatrixOf<T>(r[3], b);
          Mat<T> sd = s.template cast<T>().asDiagonal();
          EXPECT_LT(RelativeError<T>(u * sd * vt, MatrixOf<T>(a, b)), I::kTol);
        }
      }
    }
  }
}

// Q = H(first) H(first+1) ... with H(i) = I - tau[i] v v^H, v the column
// `column(i)` of `packed` from row `row(i)` (1 there, zeros above).
template <typename T, typename Column, typename Row>
Mat<T> ProductOfReflectors(const Mat<T>& packed, const Mat<T>& tau, int64_t order, int64_t count,
                           Column column, Row row) {
  Mat<T> q = Mat<T>::Identity(order, order);
  for (int64_t i = 0; i < count; ++i) {
    Mat<T> v = Mat<T>::Zero(order, 1);
    v(row(i)) = T(1);
    for (int64_t r = row(i) + 1; r < order; ++r) v(r) = packed(r, column(i));
    q = (q * (Mat<T>::Identity(order, order) - tau(i) * v * v.adjoint())).eval();
  }
  return q;
}

TYPED_TEST(LapackReconstructionTest, OrmqrAppliesQ) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t m = 5, n = 3, k = 3;
  Literal a = RandomBatch<T>(m, n, 7);
  std::string prefix = absl::StrCat("lapack_", std::string(1, I::kPrefix));
  std::string geqrf = CallModule(prefix + "geqrf_ffi", {Typed(I::kName, Dims(m, n))},
                                 {Typed(I::kName, Dims(m, n)), Typed(I::kName, Dims(k), false)},
                                 "{}");
  std::vector<Literal> qr = RunBoth<T>(geqrf, {&a}, "interpreter");
  ASSERT_EQ(qr.size(), 2);
  Literal c = RandomBatch<T>(m, 2, 8);
  Literal c_right = RandomBatch<T>(2, m, 9);
  for (bool left : {true, false}) {
    for (bool transpose : {false, true}) {
      std::string text = CallModule(
          prefix + (kComplexTest<T> ? "unmqr_ffi" : "ormqr_ffi"),
          {Typed(I::kName, Dims(m, n)), Typed(I::kName, Dims(k), false),
           Typed(I::kName, left ? Dims(m, 2) : Dims(2, m))},
          {Typed(I::kName, left ? Dims(m, 2) : Dims(2, m))},
          absl::StrCat("{left = ", left ? "true" : "false", ", transpose = ",
                       transpose ? "true" : "false", "}"));
      const Literal& cc = left ? c : c_right;
      for (const char* platform : kPlatforms) {
        SCOPED_TRACE(absl::StrCat(platform, left ? " left" : " right", transpose ? " T" : ""));
        std::vector<Literal> r = RunBoth<T>(text, {&qr[0], &qr[1], &cc}, platform);
        ASSERT_EQ(r.size(), 1);
        if (!Checked(platform, r[0])) continue;
        for (int64_t b = 0; b < kCount; ++b) {
          Mat<T> q = ProductOfReflectors<T>(
              MatrixOf<T>(qr[0], b), MatrixOf<T>(qr[1], b, 1), m, k, [](int64_t i) { return i; },
              [](int64_t i) { return i; });
          Mat<T> op = transpose ? Mat<T>(q.adjoint()) : q;
          Mat<T> want = left ? Mat<T>(op * MatrixOf<T>(cc, b)) : Mat<T>(MatrixOf<T>(cc, b) * op);
          EXPECT_LT(RelativeError<T>(MatrixOf<T>(r[0], b), want), I::kTol);
        }
      }
    }
  }
}

TYPED_TEST(LapackReconstructionTest, HessenbergAndTridiagonalReductions) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t n = 5;
  Literal a = RandomBatch<T>(n, n, 10);
  std::string prefix = absl::StrCat("lapack_", std::string(1, I::kPrefix));
  std::string gehrd = CallModule(
      prefix + "gehrd_ffi", {Typed(I::kName, Dims(n, n))},
      {Typed(I::kName, Dims(n, n)), Typed(I::kName, Dims(n - 1), false),
       Typed("s32", kInfoDims, false)},
      absl::StrCat("{high = ", n, " : i32, low = 1 : i32}"));
  std::vector<Literal> h = RunBoth<T>(gehrd, {&a}, "interpreter");
  ASSERT_EQ(h.size(), 3);
  for (int64_t b = 0; b < kCount; ++b) {
    Mat<T> packed = MatrixOf<T>(h[0], b);
    Mat<T> q = ProductOfReflectors<T>(packed, MatrixOf<T>(h[1], b, 1), n, n - 1,
                                      [](int64_t i) { return i; }, [](int64_t i) { return i + 1; });
    Mat<T> upper = packed;
    for (int64_t j = 0; j < n; ++j) {
      for (int64_t i = j + 2; i < n; ++i) upper(i, j) = T(0);
    }
    EXPECT_LT(RelativeError<T>(q * upper * q.adjoint(), MatrixOf<T>(a, b)), I::kTol);
  }
  Literal s = RandomBatch<T>(n, n, 11, /*spd=*/true);
  for (bool lower : {true, false}) {
    SCOPED_TRACE(lower ? "lower" : "upper");
    std::string sytrd = CallModule(
        prefix + (kComplexTest<T> ? "hetrd_ffi" : "sytrd_ffi"), {Typed(I::kName, Dims(n, n))},
        {Typed(I::kName, Dims(n, n)), Typed(I::kReal, Dims(n), false),
         Typed(I::kReal, Dims(n - 1), false), Typed(I::kName, Dims(n - 1), false),
         Typed("s32", kInfoDims, false)},
        lower ? "{uplo = 76 : ui8}" : "{uplo = 85 : ui8}");
    std::vector<Literal> t = RunBoth<T>(sytrd, {&s}, "interpreter");
    ASSERT_EQ(t.size(), 5);
    for (int64_t b = 0; b < kCount; ++b) {
      Mat<T> packed = MatrixOf<T>(t[0], b);
      Mat<Real<T>> d = MatrixOf<Real<T>>(t[1], b, 1), e = MatrixOf<Real<T>>(t[2], b, 1);
      Mat<T> tau = MatrixOf<T>(t[3], b, 1);
      Mat<T> tri = Mat<T>::Zero(n, n);
      for (int64_t i = 0; i < n; ++i) tri(i, i) = T(d(i));
      for (int64_t i = 0; i + 1 < n; ++i) tri(i + 1, i) = tri(i, i + 1) = T(e(i));
      Mat<T> q;
      if (lower) {
        q = ProductOfReflectors<T>(packed, tau, n, n - 1, [](int64_t i) { return i; },
                                   [](int64_t i) { return i + 1; });
      } else {
        // Q = H(n-2) ... H(0); H(i)'s v has v(i) = 1 and v(0:i) in column
        // i + 1 above the diagonal: the reversed matrix's lower layout.
        Mat<T> reversed = packed.reverse();
        Mat<T> rtau = tau.reverse();
        q = ProductOfReflectors<T>(reversed, rtau, n, n - 1, [](int64_t i) { return i; },
                                   [](int64_t i) { return i + 1; });
        q = q.reverse().eval();
      }
      EXPECT_LT(RelativeError<T>(q * tri * q.adjoint(), MatrixOf<T>(s, b)), I::kTol);
    }
  }
}

TYPED_TEST(LapackReconstructionTest, GtsvSolvesTridiagonalSystems) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  const int64_t n = 6, k = 2;
  Literal dl = RandomBatch<T>(n, 1, 12), d = RandomBatch<T>(n, 1, 13), du = RandomBatch<T>(n, 1, 14);
  Literal rhs = RandomBatch<T>(n, k, 15);
  // As vectors: reshape [2,3,n,1] -> [2,3,n].
  auto vector = [&](const Literal& l) { return l.Reshape({kBatch[0], kBatch[1], n}).value(); };
  Literal vdl = vector(dl), vd = vector(d), vdu = vector(du);
  std::string text = CallModule(
      absl::StrCat("lapack_", std::string(1, I::kPrefix), "gtsv_ffi"),
      {Typed(I::kName, Dims(n), false), Typed(I::kName, Dims(n), false),
       Typed(I::kName, Dims(n), false), Typed(I::kName, Dims(n, k))},
      {Typed(I::kName, Dims(n), false), Typed(I::kName, Dims(n), false),
       Typed(I::kName, Dims(n), false), Typed(I::kName, Dims(n, k)),
       Typed("s32", kInfoDims, false)},
      "{}");
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    std::vector<Literal> r = RunBoth<T>(text, {&vdl, &vd, &vdu, &rhs}, platform);
    ASSERT_EQ(r.size(), 5);
    if (!Checked(platform, r[3])) continue;
    for (int64_t b = 0; b < kCount; ++b) {
      EXPECT_EQ(MatrixOf<int32_t>(r[4], b, 0)(0), 0);
      Mat<T> lo = MatrixOf<T>(vdl, b, 1), di = MatrixOf<T>(vd, b, 1), up = MatrixOf<T>(vdu, b, 1);
      Mat<T> a = Mat<T>::Zero(n, n);
      for (int64_t i = 0; i < n; ++i) {
        a(i, i) = di(i);
        if (i > 0) a(i, i - 1) = lo(i);  // dl[0] is unused
        if (i + 1 < n) a(i, i + 1) = up(i);
      }
      EXPECT_LT(RelativeError<T>(a * MatrixOf<T>(r[3], b), MatrixOf<T>(rhs, b)), I::kTol * 10);
    }
  }
}

TYPED_TEST(LapackReconstructionTest, GeevGivesLeftAndRightEigenvectors) {
  using T = TypeParam;
  using I = TypeInfo<T>;
  using C = std::complex<Real<T>>;
  const int64_t n = 4;
  Literal a = RandomBatch<T>(n, n, 16);
  const char* complex_name = std::is_same_v<Real<T>, float> ? "c64" : "c128";
  std::vector<std::string> results = {Typed(I::kName, Dims(n), false)};
  if (!kComplexTest<T>) results.push_back(Typed(I::kName, Dims(n), false));
  results.push_back(Typed(complex_name, Dims(n, n)));
  results.push_back(Typed(complex_name, Dims(n, n)));
  results.push_back(Typed("s32", kInfoDims, false));
  std::string text = CallModule(absl::StrCat("lapack_", std::string(1, I::kPrefix), "geev_ffi"),
                                {Typed(I::kName, Dims(n, n))}, results,
                                "{compute_left = 86 : ui8, compute_right = 86 : ui8}");
  const size_t values = kComplexTest<T> ? 1 : 2;
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    std::vector<Literal> r = RunBoth<T>(text, {&a}, platform);
    ASSERT_EQ(r.size(), values + 3);
    for (int64_t b = 0; b < kCount; ++b) {
      EXPECT_EQ(MatrixOf<int32_t>(r[values + 2], b, 0)(0), 0);
      Mat<C> w(n, 1);
      if constexpr (kComplexTest<T>) {
        w = MatrixOf<T>(r[0], b, 1);
      } else {
        Mat<T> re = MatrixOf<T>(r[0], b, 1), im = MatrixOf<T>(r[1], b, 1);
        for (int64_t i = 0; i < n; ++i) w(i) = C(re(i), im(i));
      }
      Mat<C> x = MatrixOf<T>(a, b).template cast<C>();
      // The eigenvalues are those of A: trace and the characteristic check.
      EXPECT_NEAR(std::abs(w.sum() - x.trace()), 0, I::kTol * 10);
      if (!Checked(platform, r[values])) continue;
      Mat<C> vl = MatrixOf<C>(r[values], b), vr = MatrixOf<C>(r[values + 1], b);
      Mat<C> d = w.asDiagonal();
      EXPECT_LT(RelativeError<C>(x * vr, vr * d), I::kTol * 10);
      EXPECT_LT(RelativeError<C>(vl.adjoint() * x, d * vl.adjoint()), I::kTol * 10);
      for (int64_t j = 0; j < n; ++j) EXPECT_NEAR(vr.col(j).norm(), 1, I::kTol * 10);
    }
  }
}

// --- Malformed calls: clear errors, never a crash ---------------------------

void ExpectError(const std::string& text, const std::vector<const Literal*>& args,
                 const std::vector<std::string>& fragments) {
  for (const char* platform : kPlatforms) {
    SCOPED_TRACE(platform);
    absl::StatusOr<Literal> result = testlib::CompileAndRun(platform, text, args);
    ASSERT_FALSE(result.ok()) << text;
    for (const std::string& fragment : fragments) {
      EXPECT_TRUE(absl::StrContains(result.status().message(), fragment))
          << result.status() << "\nmissing: " << fragment;
    }
  }
}

TEST(LapackFfiTest, MalformedCallsAreErrors) {
  Literal a = Lit("f64[2,2] {{4, 1}, {1, 3}}");
  const std::vector<std::string> potrf_results = {Typed("f64", {2, 2}), "s32[]"};
  ExpectError(CallModule("lapack_dpotrf_ffi", {Typed("f64", {2, 2})}, potrf_results,
                         "{uplo = 88 : ui8}"),
              {&a}, {"custom-call call to 'lapack_dpotrf_ffi'", "attribute 'uplo' is 88"});
  ExpectError(CallModule("lapack_dpotrf_ffi", {Typed("f64", {2, 2})}, potrf_results, "{}"),
              {&a}, {"lapack_dpotrf_ffi", "missing attribute 'uplo'"});
  ExpectError(CallModule("lapack_dpotrf_ffi", {Typed("f64", {2, 2})}, potrf_results,
                         "{uplo = 76 : i32}"),
              {&a}, {"'uplo' must be a ui8 scalar"});
  ExpectError(CallModule("lapack_dpotrf_ffi", {Typed("f64", {2, 2})}, potrf_results,
                         "{uplo = 76 : ui9}"),
              {&a}, {"FFI attributes", "expected an integer or float type"});
  // Wrong element type, operand count and shapes.
  ExpectError(CallModule("lapack_spotrf_ffi", {Typed("f64", {2, 2})}, potrf_results,
                         "{uplo = 76 : ui8}"),
              {&a}, {"lapack_spotrf_ffi", "operand 0 has element type"});
  Literal b = Lit("f64[2,2] {{4, 1}, {1, 3}}");
  ExpectError(CallModule("lapack_dpotrf_ffi", {Typed("f64", {2, 2}), Typed("f64", {2, 2})},
                         potrf_results, "{uplo = 76 : ui8}"),
              {&a, &b}, {"expected 1 operands and 2 results, got 2 and 2"});
  ExpectError(CallModule("lapack_dgetrf_ffi", {Typed("f64", {2, 2})},
                         {Typed("f64", {2, 2}), Typed("s32", {3}), "s32[]"}, "{}"),
              {&a}, {"result 1 has batch [] and matrix 3x1, expected"});
  Literal v = Lit("f64[2] {1, 2}");
  ExpectError(CallModule("lapack_dgetrf_ffi", {Typed("f64", {2})},
                         {Typed("f64", {2}), Typed("s32", {2}), "s32[]"}, "{}"),
              {&v}, {"operand 0 has rank 1, expected at least 2"});
  // Unknown target; constraints that do not match the operands.
  ExpectError(CallModule("lapack_dnothing_ffi", {Typed("f64", {2, 2})}, {Typed("f64", {2, 2})},
                         "{}"),
              {&a}, {"no typed-FFI handler named 'lapack_dnothing_ffi'"});
  std::string mismatched = CallModule("lapack_dgetrf_ffi", {Typed("f64", {2, 2})},
                                      {Typed("f64", {2, 2}), Typed("s32", {2}), "s32[]"}, "{}");
  absl::StrReplaceAll({{"operand_layout_constraints={f64[2,2]{0,1}}",
                        "operand_layout_constraints={f64[3,2]{0,1}}"}},
                      &mismatched);
  ExpectError(mismatched, {&a}, {"operand_layout_constraints", "operand 0 is f64[2,2]"});
}

}  // namespace
}  // namespace xla
