// Every element-wise opcode x every element type the verifier lets through,
// on the interpreter and on cpu, over edge values (every pair of them for
// binary ops: 0, -0, +-1, ties, INT_MIN, -1, shift widths, inf, NaN,
// denormals, the types' limits...) plus random values, requiring
// bit-identical results, except for the transcendentals cpu computes with
// its own approximations (f32 and narrower: codegen/vector_math.h), which
// may differ by a few ulp (kApproximationUlps). A NaN matches any NaN:
// payloads are not part of XLA's semantics, and LLVM may swap the operands
// of a commutative op.
// Where the interpreter refuses a combination the verifier accepts, cpu
// must refuse it too.
//
// The interpreter runs each combination alone; cpu runs one module per
// family holding all of them (one compile instead of hundreds).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/hlo/shape_inference.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

constexpr PrimitiveType kTypes[] = {
    PRED,       S8,         S16,           U8,       U16,       S32,    U32,    S64,
    U64,        F16,        BF16,          F32,      F64,       C64,    C128,   S1,
    S2,         S4,         U1,            U2,       U4,        F8E5M2, F8E4M3, F8E3M4,
    F8E4M3FN,   F8E4M3FNUZ, F8E5M2FNUZ,    F8E4M3B11FNUZ, F4E2M1FN, F8E8M0FNU};
// Elements beyond the edge-value combinations: random values.
constexpr int64_t kRandomElements = 512;
// At most this many edge-value combinations per operand list.
constexpr int64_t kMaxCombinations = 25000;

std::string Lower(PrimitiveType type) { return primitive_util::LowercaseName(type); }

// ---- Inputs.

// clang-format off
std::vector<double> RealEdges() {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.0, 1.0 / 3, 2.0, -2.0,
          10.0, -10.0, 100.0, 1e-3, 88.72, -88.72, 89.5, 710.0, -745.5, 1e30, -1e30,
          65504.0, 65520.0, 3.4028234663852886e38, 1e300, -1e300,
          1.1754943508222875e-38, 1.401298464324817e-45, 5e-324, -5e-324,  // min normal, denormals
          6.103515625e-05, 5.960464477539063e-08,  // f16 min normal and denormal
          3.141592653589793, 1.5707963267948966, 127.5, 255.5, 256.0, -128.5, 32767.5, 65535.9,
          2147483647.0, 2147483648.0, -2147483649.0, 4294967296.0, 9.3e18, -9.3e18, 1.9e19,
          inf, -inf, nan, -nan};
}

std::vector<int64_t> IntegerEdges() {
  return {0, 1, -1, 2, -2, 3, -3, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, -100,
          127, 128, 255, 256, -129, 32767, 65535, 0x7fffffff, -0x7fffffffLL - 1, 0xffffffffLL,
          std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min()};
}
// clang-format on

template <typename T>
T RealFromDouble(double value) {
  if constexpr (std::is_same_v<T, double>) {
    return value;
  } else {
    return static_cast<T>(static_cast<float>(value));
  }
}

template <typename T>
T RandomReal(std::mt19937_64& rng) {
  T value;
  if (rng() % 10 < 3) {  // any bits: NaN payloads, huge and tiny values
    uint64_t bits = rng();
    if constexpr (kIsNarrowFloat<T>) {
      return T::FromBits(static_cast<uint8_t>(bits & ((1u << T::format.total_bits()) - 1)));
    }
    std::memcpy(static_cast<void*>(&value), &bits, sizeof(T));
    return value;
  }
  double magnitude = std::ldexp(1.0 + static_cast<double>(rng() % 1000000) / 1000000,
                                static_cast<int>(rng() % 25) - 12);
  return RealFromDouble<T>(rng() % 2 ? magnitude : -magnitude);
}

// Edge values of a type, and random ones.
template <typename T>
std::vector<T> Edges() {
  std::vector<T> edges;
  if constexpr (std::is_same_v<T, bool>) {
    edges = {false, true};
  } else if constexpr (kIsInteger<T>) {
    for (int64_t value : IntegerEdges()) edges.push_back(static_cast<T>(value));
    for (T value : {std::numeric_limits<T>::min(), std::numeric_limits<T>::max()}) {
      edges.push_back(value);
      const bool is_min = value == std::numeric_limits<T>::min();
      edges.push_back(static_cast<T>(static_cast<int64_t>(value) + (is_min ? 1 : -1)));
    }
  } else if constexpr (kIsComplex<T>) {
    using Part = typename T::value_type;
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<double> parts = {0.0, -0.0, 1.0,    -1.0, 0.5,  -2.5,
                                       3.0, 1e30, -1e-40, inf,  -inf, nan};
    for (double im : parts) {
      for (double re : parts) edges.push_back(T(static_cast<Part>(re), static_cast<Part>(im)));
    }
  } else {
    for (double value : RealEdges()) edges.push_back(RealFromDouble<T>(value));
  }
  return edges;
}

template <typename T>
T Random(std::mt19937_64& rng) {
  if constexpr (std::is_same_v<T, bool>) {
    return rng() % 2 == 1;
  } else if constexpr (kIsInteger<T>) {
    return static_cast<T>(rng() % 2 ? rng() : rng() % 141 - 70);
  } else if constexpr (kIsComplex<T>) {
    using Part = typename T::value_type;
    Part re = RandomReal<Part>(rng);
    return T(re, RandomReal<Part>(rng));
  } else {
    return RandomReal<T>(rng);
  }
}

int64_t EdgeCount(PrimitiveType type) {
  return PrimitiveTypeSwitch(type, [](auto tag) -> int64_t {
    return static_cast<int64_t>(Edges<typename decltype(tag)::type>().size());
  });
}

// Elements per operand for edge-value combinations of `types` plus randoms.
int64_t ElementCount(absl::Span<const PrimitiveType> types) {
  int64_t combinations = 1;
  for (PrimitiveType type : types) {
    combinations = std::min(combinations * EdgeCount(type), kMaxCombinations);
  }
  return combinations + kRandomElements;
}

// Operand `operand` of `shapes`: element i holds the edge value at digit
// `operand` of i in the mixed radix of the array operands' edge counts (so
// together they go through every combination), then random values; a
// scalar operand holds one random value.
Literal MakeInput(absl::Span<const Shape> shapes, int64_t operand) {
  const Shape& shape = shapes[operand];
  Literal literal(shape);
  std::mt19937_64 rng(
      std::hash<std::string>()(absl::StrCat(shape.ToString(), "/", operand, "/", shapes.size())));
  int64_t radix = 1;
  for (int64_t i = 0; i < operand; ++i) {
    if (shapes[i].rank() > 0) radix *= EdgeCount(shapes[i].element_type());
  }
  PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::vector<T> edges = Edges<T>();
    absl::Span<T> data = literal.data<T>();
    const int64_t combinations = static_cast<int64_t>(data.size()) - kRandomElements;
    for (int64_t i = 0; i < static_cast<int64_t>(data.size()); ++i) {
      data[i] = shape.rank() > 0 && i < combinations
                    ? edges[(i / radix) % static_cast<int64_t>(edges.size())]
                    : Random<T>(rng);
    }
  });
  return literal;
}

// ---- Comparing results.

// How far cpu's inline transcendentals may be from the C library's results
// the interpreter computes with: f32 results, and results of narrower types
// (computed in f32 and rounded, so one rounding may go the other way).
constexpr int64_t kApproximationUlpsF32 = 3;
constexpr int64_t kApproximationUlpsNarrow = 1;

int64_t ApproximationUlps(HloOpcode opcode, PrimitiveType type) {
  switch (opcode) {
    case HloOpcode::kExp:
    case HloOpcode::kExpm1:
    case HloOpcode::kLog:
    case HloOpcode::kLog1p:
    case HloOpcode::kLogistic:
    case HloOpcode::kTanh:
      break;
    default:
      return 0;
  }
  if (!primitive_util::IsFloatingPointType(type) || type == F64) return 0;
  return type == F32 ? kApproximationUlpsF32 : kApproximationUlpsNarrow;
}

// A real element's bits as an integer that counts up through the values in
// order (sign-magnitude to two's complement), so ulp distances subtract.
int64_t OrderedBits(const uint8_t* bytes, PrimitiveType part) {
  uint64_t bits = 0;
  const int64_t width = primitive_util::ByteWidth(part);
  std::memcpy(&bits, bytes, width);
  uint64_t sign = uint64_t{1} << (width * 8 - 1);
  if (const FloatFormat* format = primitive_util::NarrowFloatFormat(part)) {
    sign = format->sign_mask();
  }
  if (sign != 0 && (bits & sign) != 0) return -static_cast<int64_t>(bits & ~sign);
  return static_cast<int64_t>(bits);
}

bool IsNan(const uint8_t* bytes, PrimitiveType part) {
  uint64_t bits = 0;
  std::memcpy(&bits, bytes, primitive_util::ByteWidth(part));
  switch (part) {
    case F16:
      return (bits & 0x7fff) > 0x7c00;
    case BF16:
      return (bits & 0x7fff) > 0x7f80;
    case F32:
      return (bits & 0x7fffffff) > 0x7f800000;
    case F64:
      return (bits & 0x7fffffffffffffff) > 0x7ff0000000000000;
    default:
      if (const FloatFormat* format = primitive_util::NarrowFloatFormat(part)) {
        return std::isnan(DecodeNarrowFloat(*format, static_cast<uint8_t>(bits)));
      }
      return false;
  }
}

std::string Hex(const uint8_t* bytes, int64_t width) {
  std::string out = "0x";
  for (int64_t i = width - 1; i >= 0; --i)
    absl::StrAppend(&out, absl::Hex(bytes[i], absl::kZeroPad2));
  return out;
}

// Element-by-element mismatches (NaN == NaN), described.
// Real elements within `max_ulps` of each other also match.
std::vector<std::string> Mismatches(const Literal& expected, const Literal& actual,
                                    absl::Span<const Literal* const> inputs, int64_t max_ulps) {
  std::vector<std::string> out;
  const PrimitiveType type = expected.shape().element_type();
  const PrimitiveType part = primitive_util::ComplexComponentType(type);
  const int64_t width = primitive_util::ByteWidth(type);
  const int64_t part_width = primitive_util::ByteWidth(part);
  const auto* e = static_cast<const uint8_t*>(expected.untyped_data());
  const auto* a = static_cast<const uint8_t*>(actual.untyped_data());
  for (int64_t i = 0; i < expected.element_count() && out.size() < 5; ++i) {
    bool same = true;
    for (int64_t offset = 0; offset < width; offset += part_width) {
      const uint8_t* x = e + i * width + offset;
      const uint8_t* y = a + i * width + offset;
      same &= std::memcmp(x, y, part_width) == 0 || (IsNan(x, part) && IsNan(y, part)) ||
              (max_ulps > 0 && !IsNan(x, part) && !IsNan(y, part) &&
               std::abs(OrderedBits(x, part) - OrderedBits(y, part)) <= max_ulps);
    }
    if (same) continue;
    std::string message = absl::StrCat("element ", i, ": interpreter ", Hex(e + i * width, width),
                                       " cpu ", Hex(a + i * width, width), " inputs");
    for (const Literal* input : inputs) {
      const int64_t input_width = primitive_util::ByteWidth(input->shape().element_type());
      const int64_t j = input->element_count() == expected.element_count() ? i : 0;
      if (j < input->element_count()) {
        absl::StrAppend(
            &message, " ",
            Hex(static_cast<const uint8_t*>(input->untyped_data()) + j * input_width, input_width));
      }
    }
    out.push_back(message);
  }
  return out;
}

// ---- Modules.

// One instruction to check: `op` with $0, $1... for its operands.
struct Combination {
  std::string label;
  std::vector<Shape> operands;
  Shape result;
  std::string op;
  std::string computations;  // called computations, if any
  int64_t max_ulps = 0;      // how far cpu may be from the interpreter
};

class Family {
 public:
  // Adds a combination when shape inference accepts it (`result`).
  void Add(std::string label, std::vector<Shape> operands, absl::StatusOr<Shape> result,
           std::string op, std::string computations = "", int64_t max_ulps = 0) {
    if (!result.ok()) return;
    combinations_.push_back({std::move(label), std::move(operands), *std::move(result),
                             std::move(op), std::move(computations), max_ulps});
  }

  // Runs each combination on the interpreter alone and all of them in one
  // module on cpu, and compares.
  void Check() {
    std::vector<size_t> accepted;
    std::vector<Literal> expected;
    for (size_t c = 0; c < combinations_.size(); ++c) {
      const Combination& combination = combinations_[c];
      absl::StatusOr<std::string> single = Module({c});
      absl::StatusOr<Literal> result = Run("interpreter", *single);
      if (result.status().message().find("verif") != std::string::npos) continue;
      if (!result.ok()) {
        // The interpreter refuses it; so must cpu.
        EXPECT_FALSE(Run("cpu", *single).ok()) << combination.label << ": the interpreter fails ("
                                               << result.status() << ") but cpu runs it";
        continue;
      }
      accepted.push_back(c);
      expected.push_back(std::move(result->DecomposeTuple()[0]));
    }
    ASSERT_FALSE(accepted.empty());
    absl::StatusOr<Literal> cpu = Run("cpu", *Module(accepted));
    ASSERT_TRUE(cpu.ok()) << cpu.status();
    std::vector<Literal> actual = cpu->DecomposeTuple();
    for (size_t k = 0; k < accepted.size(); ++k) {
      const Combination& combination = combinations_[accepted[k]];
      std::vector<const Literal*> inputs;
      for (size_t i = 0; i < combination.operands.size(); ++i) {
        inputs.push_back(&Input(combination.operands, i));
      }
      if (!(actual[k].shape() == expected[k].shape())) {
        actual[k] = actual[k].Relayout(expected[k].shape().layout());
      }
      for (const std::string& mismatch :
           Mismatches(expected[k], actual[k], inputs, combination.max_ulps)) {
        ADD_FAILURE() << combination.label << ": " << mismatch;
      }
    }
    std::cout << combinations_.size() << " combinations, " << accepted.size()
              << " run by the interpreter and compared\n";
  }

 private:
  const Literal& Input(const std::vector<Shape>& shapes, int64_t operand) {
    std::string key = absl::StrCat(operand, ":");
    for (const Shape& shape : shapes) absl::StrAppend(&key, shape.ToString(true), ";");
    auto it = inputs_.find(key);
    if (it == inputs_.end()) it = inputs_.emplace(key, MakeInput(shapes, operand)).first;
    return it->second;
  }

  // A module whose parameters are the inputs of `combinations` (shared where
  // the same) and whose result is the tuple of their results.
  absl::StatusOr<std::string> Module(const std::vector<size_t>& indices) {
    std::string computations;
    std::set<std::string> seen_computations;
    std::vector<std::string> lines, results, result_shapes;
    std::map<std::string, std::string> parameter_names;
    parameters_.clear();
    for (size_t c : indices) {
      const Combination& combination = combinations_[c];
      if (seen_computations.insert(combination.computations).second) {
        absl::StrAppend(&computations, combination.computations, "\n");
      }
      std::string op = combination.op;
      for (size_t i = 0; i < combination.operands.size(); ++i) {
        std::string key = absl::StrCat(i, ":");
        for (const Shape& shape : combination.operands) {
          absl::StrAppend(&key, shape.ToString(true), ";");
        }
        auto [it, inserted] = parameter_names.emplace(key, absl::StrCat("p", parameters_.size()));
        if (inserted) {
          lines.push_back(absl::StrCat("  ", it->second, " = ",
                                       combination.operands[i].ToString(true), " parameter(",
                                       parameters_.size(), ")"));
          parameters_.push_back(&Input(combination.operands, i));
        }
        op = absl::StrReplaceAll(op, {{absl::StrCat("$", i), it->second}});
      }
      std::string name = absl::StrCat("r", results.size());
      lines.push_back(absl::StrCat("  ", name, " = ", combination.result.ToString(true), " ", op));
      results.push_back(name);
      result_shapes.push_back(combination.result.ToString(true));
    }
    return absl::StrCat("HloModule m\n\n", computations, "ENTRY main {\n",
                        absl::StrJoin(lines, "\n"), "\n  ROOT t = (",
                        absl::StrJoin(result_shapes, ", "), ") tuple(",
                        absl::StrJoin(results, ", "), ")\n}\n");
  }

  absl::StatusOr<Literal> Run(const std::string& platform_name, const std::string& text) {
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
    if (!module.ok())
      return absl::InvalidArgumentError(absl::StrCat("verifier: ", module.status().message()));
    ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform(platform_name));
    ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                     platform->compiler()->Compile(*std::move(module), {}));
    return executable->Execute(parameters_);
  }

  std::vector<Combination> combinations_;
  std::map<std::string, Literal> inputs_;
  std::vector<const Literal*> parameters_;  // of the last module built
};

Shape Array(PrimitiveType type, std::vector<int64_t> dims) {
  return ShapeUtil::MakeShape(type, dims);
}
Shape Vector(absl::Span<const PrimitiveType> operand_types, PrimitiveType type) {
  return Array(type, {ElementCount(operand_types)});
}

TEST(ElementwiseDifferentialTest, Unary) {
  Family family;
  for (HloOpcode opcode : {HloOpcode::kAbs,
                           HloOpcode::kCeil,
                           HloOpcode::kFloor,
                           HloOpcode::kRoundNearestAfz,
                           HloOpcode::kRoundNearestEven,
                           HloOpcode::kSign,
                           HloOpcode::kNegate,
                           HloOpcode::kNot,
                           HloOpcode::kClz,
                           HloOpcode::kPopulationCount,
                           HloOpcode::kIsFinite,
                           HloOpcode::kExp,
                           HloOpcode::kExpm1,
                           HloOpcode::kLog,
                           HloOpcode::kLog1p,
                           HloOpcode::kLogistic,
                           HloOpcode::kSqrt,
                           HloOpcode::kRsqrt,
                           HloOpcode::kCbrt,
                           HloOpcode::kSin,
                           HloOpcode::kCos,
                           HloOpcode::kTan,
                           HloOpcode::kTanh,
                           HloOpcode::kAcos,
                           HloOpcode::kAcosh,
                           HloOpcode::kAsin,
                           HloOpcode::kAsinh,
                           HloOpcode::kAtanh,
                           HloOpcode::kCosh,
                           HloOpcode::kSinh,
                           HloOpcode::kErf,
                           HloOpcode::kReal,
                           HloOpcode::kImag,
                           HloOpcode::kCopy}) {
    for (PrimitiveType type : kTypes) {
      Shape shape = Vector({type}, type);
      family.Add(absl::StrCat(HloOpcodeString(opcode), " ", Lower(type)), {shape},
                 ShapeInference::InferUnaryOpShape(opcode, shape),
                 absl::StrCat(HloOpcodeString(opcode), "($0)"), "",
                 ApproximationUlps(opcode, type));
    }
  }
  family.Check();
}

TEST(ElementwiseDifferentialTest, Binary) {
  Family family;
  for (HloOpcode opcode :
       {HloOpcode::kAdd, HloOpcode::kSubtract, HloOpcode::kMultiply, HloOpcode::kDivide,
        HloOpcode::kRemainder, HloOpcode::kMaximum, HloOpcode::kMinimum, HloOpcode::kPower,
        HloOpcode::kAtan2, HloOpcode::kComplex, HloOpcode::kAnd, HloOpcode::kOr, HloOpcode::kXor,
        HloOpcode::kShiftLeft, HloOpcode::kShiftRightArithmetic, HloOpcode::kShiftRightLogical}) {
    for (PrimitiveType type : kTypes) {
      Shape shape = Vector({type, type}, type);
      family.Add(absl::StrCat(HloOpcodeString(opcode), " ", Lower(type)), {shape, shape},
                 ShapeInference::InferBinaryOpShape(opcode, shape, shape),
                 absl::StrCat(HloOpcodeString(opcode), "($0, $1)"));
    }
  }
  family.Check();
}

TEST(ElementwiseDifferentialTest, Compare) {
  Family family;
  for (PrimitiveType type : kTypes) {
    Shape shape = Vector({type, type}, type);
    for (const char* direction : {"EQ", "NE", "LT", "LE", "GT", "GE"}) {
      // The default, and the other order that applies (TOTALORDER for floats).
      for (const char* comparison : {"", "TOTALORDER"}) {
        std::string attributes = absl::StrCat(", direction=", direction);
        if (*comparison != '\0') absl::StrAppend(&attributes, ", type=", comparison);
        family.Add(absl::StrCat("compare ", Lower(type), attributes), {shape, shape},
                   ShapeInference::InferBinaryOpShape(HloOpcode::kCompare, shape, shape),
                   absl::StrCat("compare($0, $1)", attributes));
      }
    }
  }
  family.Check();
}

TEST(ElementwiseDifferentialTest, Convert) {
  Family family;
  for (PrimitiveType from : kTypes) {
    Shape shape = Vector({from}, from);
    for (PrimitiveType to : kTypes) {
      family.Add(absl::StrCat("convert ", Lower(from), " -> ", Lower(to)), {shape},
                 ShapeInference::InferConvertShape(shape, to), "convert($0)");
    }
  }
  family.Check();
}

TEST(ElementwiseDifferentialTest, BitcastConvert) {
  Family family;
  for (PrimitiveType from : kTypes) {
    for (PrimitiveType to : kTypes) {
      const int64_t in_bits = primitive_util::BitWidth(from);
      const int64_t out_bits = primitive_util::BitWidth(to);
      const int64_t n = ElementCount({from});
      // Widening reads [n / ratio, ratio] operands.
      Shape shape = out_bits > in_bits && out_bits % in_bits == 0
                        ? Array(from, {(n + out_bits / in_bits - 1) / (out_bits / in_bits),
                                       out_bits / in_bits})
                        : Array(from, {n});
      family.Add(absl::StrCat("bitcast-convert ", Lower(from), " -> ", Lower(to)), {shape},
                 ShapeInference::InferBitcastConvertShape(shape, to), "bitcast-convert($0)");
    }
  }
  family.Check();
}

TEST(ElementwiseDifferentialTest, ReducePrecision) {
  Family family;
  for (PrimitiveType type : {F16, BF16, F32, F64}) {
    Shape shape = Vector({type}, type);
    for (auto [exponent_bits, mantissa_bits] : std::vector<std::pair<int, int>>{{1, 0},
                                                                                {2, 1},
                                                                                {3, 2},
                                                                                {4, 3},
                                                                                {5, 0},
                                                                                {5, 2},
                                                                                {5, 10},
                                                                                {8, 7},
                                                                                {8, 0},
                                                                                {8, 23},
                                                                                {11, 52},
                                                                                {4, 60}}) {
      std::string attributes =
          absl::StrCat("exponent_bits=", exponent_bits, ", mantissa_bits=", mantissa_bits);
      family.Add(absl::StrCat("reduce-precision ", Lower(type), " ", attributes), {shape},
                 ShapeInference::InferReducePrecisionShape(shape, exponent_bits, mantissa_bits),
                 absl::StrCat("reduce-precision($0), ", attributes));
    }
  }
  family.Check();
}

TEST(ElementwiseDifferentialTest, SelectClampMap) {
  Family family;
  for (PrimitiveType type : kTypes) {
    const std::string t = Lower(type);
    Shape pred = Vector({PRED, type, type}, PRED);
    Shape array = Vector({PRED, type, type}, type);
    family.Add("select " + t, {pred, array, array},
               ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, pred, array, array),
               "select($0, $1, $2)");
    Shape scalar_pred = Array(PRED, {});
    Shape two = Vector({type, type}, type);
    family.Add("select scalar pred " + t, {scalar_pred, two, two},
               ShapeInference::InferTernaryOpShape(HloOpcode::kSelect, scalar_pred, two, two),
               "select($0, $1, $2)");
    Shape three = Vector({type, type, type}, type);
    family.Add("clamp " + t, {three, three, three},
               ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, three, three, three),
               "clamp($0, $1, $2)");
    Shape scalar = Array(type, {});
    Shape one = Vector({type}, type);
    family.Add("clamp scalar bounds " + t, {scalar, one, scalar},
               ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, scalar, one, scalar),
               "clamp($0, $1, $2)");
    // map: x * y + x, in the to_apply computation.
    std::string fn = absl::StrCat("fma_", t);
    family.Add("map " + t, {two, two}, two,
               absl::StrCat("map($0, $1), dimensions={0}, to_apply=", fn),
               absl::StrCat(fn, " {\n  x = ", t, "[] parameter(0)\n  y = ", t,
                            "[] parameter(1)\n  m = ", t, "[] multiply(x, y)\n  ROOT a = ", t,
                            "[] add(m, x)\n}\n"));
  }
  family.Check();
}

// Loops over > 64K elements run in parallel work groups; operands and results
// in other layouts than row-major; a few ops from every family.
TEST(ElementwiseDifferentialTest, WorkGroupsAndLayouts) {
  Family family;
  auto add = [&](std::string label, std::vector<Shape> operands, absl::StatusOr<Shape> result,
                 std::string op, std::string computations = "") {
    family.Add(std::move(label), std::move(operands), std::move(result), std::move(op),
               std::move(computations));
  };
  const int64_t big = 70001;
  for (PrimitiveType type : {S32, U16, F32, F16, F64, C64}) {
    const std::string t = Lower(type);
    Shape x = Array(type, {big});
    for (HloOpcode opcode : {HloOpcode::kAdd, HloOpcode::kDivide, HloOpcode::kPower}) {
      add(absl::StrCat(HloOpcodeString(opcode), " big ", t), {x, x},
          ShapeInference::InferBinaryOpShape(opcode, x, x),
          absl::StrCat(HloOpcodeString(opcode), "($0, $1)"));
    }
    for (HloOpcode opcode : {HloOpcode::kExp, HloOpcode::kNegate, HloOpcode::kRoundNearestEven}) {
      family.Add(absl::StrCat(HloOpcodeString(opcode), " big ", t), {x},
                 ShapeInference::InferUnaryOpShape(opcode, x),
                 absl::StrCat(HloOpcodeString(opcode), "($0)"), "",
                 ApproximationUlps(opcode, type));
    }
    add("compare big " + t, {x, x}, Array(PRED, {big}), "compare($0, $1), direction=LT");
    add("convert big " + t, {x}, Array(S8, {big}), "convert($0)");
    add("convert to bf16 big " + t, {x}, Array(BF16, {big}), "convert($0)");
    add("select big " + t, {Array(PRED, {big}), x, x}, x, "select($0, $1, $2)");
    add("clamp big " + t, {Array(type, {}), x, Array(type, {})},
        ShapeInference::InferTernaryOpShape(HloOpcode::kClamp, Array(type, {}), x, Array(type, {})),
        "clamp($0, $1, $2)");
    add("bitcast-convert big " + t, {x},
        ShapeInference::InferBitcastConvertShape(x, primitive_util::IsComplexType(type) ? C64 : U8),
        "bitcast-convert($0)");
  }
  add("reduce-precision big f32", {Array(F32, {big})}, Array(F32, {big}),
      "reduce-precision($0), exponent_bits=5, mantissa_bits=10");
  add("map big s32", {Array(S32, {big})}, Array(S32, {big}),
      "map($0), dimensions={0}, to_apply=times_two",
      "times_two {\n  x = s32[] parameter(0)\n  ROOT y = s32[] add(x, x)\n}\n");
  // Layouts: column-major and row-major operands and results, rank 2 and 3.
  auto laid = [](PrimitiveType type, std::vector<int64_t> dims,
                 std::vector<int64_t> minor_to_major) {
    return ShapeUtil::MakeShapeWithLayout(type, dims, minor_to_major);
  };
  for (PrimitiveType type : {PRED, S8, F32, BF16, C128}) {
    const std::string t = Lower(type);
    Shape column = laid(type, {300, 257}, {0, 1});
    Shape row = laid(type, {300, 257}, {1, 0});
    Shape small = laid(type, {3, 5}, {0, 1});
    add("maximum layouts " + t, {column, row}, laid(type, {300, 257}, {0, 1}), "maximum($0, $1)");
    add("multiply layouts " + t, {small, laid(type, {3, 5}, {1, 0})}, laid(type, {3, 5}, {1, 0}),
        "multiply($0, $1)");
    add("compare layouts " + t, {row, column}, laid(PRED, {300, 257}, {0, 1}),
        "compare($0, $1), direction=NE");
    add("convert layouts " + t, {small}, laid(F64, {3, 5}, {1, 0}), "convert($0)");
    add("select layouts " + t, {laid(PRED, {3, 5}, {1, 0}), small, laid(type, {3, 5}, {1, 0})},
        laid(type, {3, 5}, {0, 1}), "select($0, $1, $2)");
    add("copy layouts " + t, {laid(type, {4, 3, 7}, {0, 2, 1})}, laid(type, {4, 3, 7}, {2, 0, 1}),
        "copy($0)");
  }
  add("bitcast-convert layouts f64 -> s32", {laid(F64, {3, 5}, {0, 1})},
      laid(S32, {3, 5, 2}, {1, 2, 0}), "bitcast-convert($0)");
  add("bitcast-convert layouts s16 -> f32", {laid(S16, {3, 5, 2}, {0, 2, 1})},
      laid(F32, {3, 5}, {0, 1}), "bitcast-convert($0)");
  add("exponential layouts f32", {laid(F32, {3, 5}, {0, 1})}, laid(F32, {3, 5}, {1, 0}),
      "exponential($0)");
  family.Check();
}

}  // namespace
}  // namespace xla
