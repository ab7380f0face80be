#include "tests/testlib/random_hlo.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <random>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/hlo/shape_inference.h"
#include "axle/literal/random_literal.h"
#include "axle/shape/primitive_type.h"
#include "axle/shape/shape_util.h"
#include "tests/testlib/random_hlo_text.h"

namespace xla::testlib {
namespace {

using random_hlo::ComputationText;
using random_hlo::Rng;
using random_hlo::Value;

bool IsFloat(PrimitiveType type) { return primitive_util::IsFloatingPointType(type); }
bool IsComplex(PrimitiveType type) { return primitive_util::IsComplexType(type); }
// Types with a total order under LT, and that sort and reduce-window take.
bool IsOrderedNumber(PrimitiveType type) { return type != PRED && !IsComplex(type); }

std::string Dims(const std::vector<int64_t>& dims) {
  return absl::StrCat("{", absl::StrJoin(dims, ","), "}");
}

std::vector<int64_t> DimsOf(const Shape& shape) {
  return std::vector<int64_t>(shape.dimensions().begin(), shape.dimensions().end());
}

std::vector<int64_t> Iota(int64_t n) {
  std::vector<int64_t> result(n);
  for (int64_t i = 0; i < n; ++i) result[i] = i;
  return result;
}

constexpr HloOpcode kUnaryOps[] = {
    HloOpcode::kAbs,   HloOpcode::kCbrt,    HloOpcode::kCeil,     HloOpcode::kClz,
    HloOpcode::kCos,   HloOpcode::kErf,     HloOpcode::kExp,      HloOpcode::kExpm1,
    HloOpcode::kFloor, HloOpcode::kImag,    HloOpcode::kIsFinite, HloOpcode::kLog,
    HloOpcode::kLog1p, HloOpcode::kLogistic, HloOpcode::kNegate,  HloOpcode::kNot,
    HloOpcode::kPopulationCount, HloOpcode::kReal, HloOpcode::kRoundNearestAfz,
    HloOpcode::kRoundNearestEven, HloOpcode::kRsqrt, HloOpcode::kSign, HloOpcode::kSin,
    HloOpcode::kSqrt,  HloOpcode::kTan,     HloOpcode::kTanh,     HloOpcode::kCopy,
};
constexpr HloOpcode kBinaryOps[] = {
    HloOpcode::kAdd,     HloOpcode::kSubtract, HloOpcode::kMultiply,  HloOpcode::kDivide,
    HloOpcode::kRemainder, HloOpcode::kMaximum, HloOpcode::kMinimum,  HloOpcode::kPower,
    HloOpcode::kAtan2,   HloOpcode::kAnd,      HloOpcode::kOr,        HloOpcode::kXor,
    HloOpcode::kShiftLeft, HloOpcode::kShiftRightArithmetic, HloOpcode::kShiftRightLogical,
    HloOpcode::kComplex,
};
// Ops the verifier accepts on complex numbers but the interpreter does not run.
bool InterpreterLacks(HloOpcode op, PrimitiveType type) {
  return IsComplex(type) && (op == HloOpcode::kMaximum || op == HloOpcode::kMinimum ||
                             op == HloOpcode::kRemainder);
}

constexpr const char* kDirections[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};

class Generator {
 public:
  Generator(uint64_t seed, const RandomHloOptions& options)
      : rng_(seed ^ 0x5eed5eed5eedULL), options_(options), seed_(seed) {}

  std::string Generate() {
    ComputationText entry("main");
    int64_t parameters = rng_.Uniform(1, std::max<int64_t>(1, options_.max_parameters));
    for (int64_t i = 0; i < parameters; ++i) {
      Shape shape = RandomShape(RandomType());
      if (options_.random_layouts && shape.rank() > 1) {
        std::vector<int64_t> minor_to_major = Iota(shape.rank());
        rng_.Shuffle(minor_to_major);
        shape = ShapeUtil::MakeShapeWithLayout(shape.element_type(), shape.dimensions(),
                                               minor_to_major);
      }
      entry.AddParameter(NewName("p"), shape, /*print_layout=*/true);
    }
    int64_t budget = std::max<int64_t>(1, options_.max_instructions);
    for (int attempts = 0; entry.instruction_count() < budget && attempts < 4 * budget;
         ++attempts) {
      Step(entry);
    }
    std::string text = absl::StrCat("HloModule random_", seed_, "\n\n");
    for (const std::string& computation : computations_) absl::StrAppend(&text, computation, "\n");
    return text + entry.Finish(EntryRoot(entry), "ENTRY ");
  }

 private:
  // ---- Types and shapes ---------------------------------------------------

  PrimitiveType RandomType() {
    return options_.element_types.empty() ? F32 : rng_.Pick(options_.element_types);
  }
  PrimitiveType RandomTypeWhere(const std::function<bool(PrimitiveType)>& keep) {
    std::vector<PrimitiveType> types;
    for (PrimitiveType type : options_.element_types) {
      if (keep(type)) types.push_back(type);
    }
    if (types.empty()) return keep(F32) ? F32 : S32;
    return rng_.Pick(types);
  }

  int64_t RandomDimension() {
    if (rng_.Chance(options_.zero_dimension_probability)) return 0;
    return rng_.Uniform(1, std::max<int64_t>(1, options_.max_dimension));
  }
  std::vector<int64_t> RandomDims(int64_t min_rank = 0) {
    int64_t rank = rng_.Uniform(std::min(min_rank, options_.max_rank), options_.max_rank);
    std::vector<int64_t> dims;
    for (int64_t i = 0; i < rank; ++i) dims.push_back(RandomDimension());
    return dims;
  }
  Shape RandomShape(PrimitiveType type, int64_t min_rank = 0) {
    return ShapeUtil::MakeShape(type, RandomDims(min_rank));
  }

  // Dimensions with `count` elements: count's prime factors dealt out at random.
  std::vector<int64_t> RandomDimsWithElements(int64_t count) {
    int64_t rank = rng_.Uniform(count == 1 ? 0 : 1, options_.max_rank);
    if (rank == 0) return {};
    std::vector<int64_t> dims(rank, 1);
    if (count == 0) {
      dims[rng_.Uniform(0, rank - 1)] = 0;
      return dims;
    }
    for (int64_t factor = 2, rest = count; rest > 1;) {
      if (rest % factor == 0) {
        dims[rng_.Uniform(0, rank - 1)] *= factor;
        rest /= factor;
      } else {
        ++factor;
      }
    }
    return dims;
  }

  std::string NewName(absl::string_view prefix) { return absl::StrCat(prefix, next_name_++); }

  // ---- Values -------------------------------------------------------------

  // A value of `c` that `keep` accepts, the recent ones more likely; arrays
  // only. Only the last kPickWindow values are candidates, which keeps
  // generating large modules linear (and their graphs local, as real ones are).
  static constexpr int64_t kPickWindow = 256;
  std::optional<Value> Pick(const ComputationText& c,
                            const std::function<bool(const Shape&)>& keep = nullptr) {
    std::vector<const Value*> candidates;
    const std::vector<Value>& values = c.values();
    for (size_t i = values.size() > kPickWindow ? values.size() - kPickWindow : 0;
         i < values.size(); ++i) {
      const Value& value = values[i];
      if (value.shape.IsArray() && (!keep || keep(value.shape))) candidates.push_back(&value);
    }
    if (candidates.empty()) return std::nullopt;
    int64_t n = static_cast<int64_t>(candidates.size());
    int64_t index = rng_.Chance(0.6) ? rng_.Uniform(std::max<int64_t>(0, n - 4), n - 1)
                                     : rng_.Uniform(0, n - 1);
    return *candidates[index];
  }

  Value Emit(ComputationText& c, const Shape& shape, absl::string_view opcode,
             const std::vector<Value>& operands, absl::string_view attributes = "") {
    return c.Add(NewName("v"), ShapeUtil::MakeShape(shape.element_type(), shape.dimensions()),
                 opcode, operands, attributes);
  }

  // A constant of `shape`: literal elements when few, else a broadcast scalar
  // (or an iota).
  Value Constant(ComputationText& c, const Shape& shape) {
    PrimitiveType type = shape.element_type();
    int64_t elements = ShapeUtil::ElementsIn(shape);
    if (shape.rank() > 0 && elements > 0 && IsOrderedNumber(type) && rng_.Chance(0.2) &&
        !Excluded(HloOpcode::kIota)) {
      return Emit(c, shape, "iota", {},
                  absl::StrCat(", iota_dimension=", rng_.Uniform(0, shape.rank() - 1)));
    }
    if (shape.rank() == 0 || (elements > 0 && elements <= 12)) {
      return c.AddConstant(NewName("c"), shape, random_hlo::RandomLiteralText(shape, rng_));
    }
    Value scalar = Constant(c, ShapeUtil::MakeScalarShape(type));
    return Emit(c, shape, "broadcast", {scalar}, ", dimensions={}");
  }

  // A value of exactly `want` (dimensions and type), reusing one when there
  // is one, else converting, reshaping or broadcasting one, else a constant.
  Value Ensure(ComputationText& c, const Shape& want) {
    auto same = [&](const Shape& s) { return ShapeUtil::Compatible(s, want); };
    if (std::optional<Value> value = Pick(c, same); value && rng_.Chance(0.85)) return *value;
    if (rng_.Chance(0.5)) {
      std::optional<Value> other = Pick(c, [&](const Shape& s) {
        return ShapeUtil::SameDimensions(s, want) &&
               ShapeInference::InferConvertShape(s, want.element_type()).ok();
      });
      if (other) return Emit(c, want, "convert", {*other});
    }
    if (rng_.Chance(0.5)) {
      std::optional<Value> other = Pick(c, [&](const Shape& s) {
        return s.element_type() == want.element_type() &&
               ShapeUtil::ElementsIn(s) == ShapeUtil::ElementsIn(want);
      });
      if (other) return Emit(c, want, "reshape", {*other});
    }
    if (rng_.Chance(0.5)) {
      std::optional<Value> scalar = Pick(c, [&](const Shape& s) {
        return s.rank() == 0 && s.element_type() == want.element_type();
      });
      if (scalar) return Emit(c, want, "broadcast", {*scalar}, ", dimensions={}");
    }
    return Constant(c, want);
  }

  // The result of a called computation: its last value with `want`'s
  // dimensions, converted when needed, so that the result depends on the
  // steps before it.
  Value Result(ComputationText& c, const Shape& want) {
    const std::vector<Value>& values = c.values();
    for (auto it = values.rbegin(); it != values.rend(); ++it) {
      if (!it->shape.IsArray() || !ShapeUtil::SameDimensions(it->shape, want)) continue;
      if (it->shape.element_type() == want.element_type()) return *it;
      if (ShapeInference::InferConvertShape(it->shape, want.element_type()).ok()) {
        return Emit(c, want, "convert", {*it});
      }
      break;
    }
    return Ensure(c, want);
  }

  // An s32 scalar, e.g. a start index: a computed one or a small constant
  // (out of range on purpose sometimes: indices clamp).
  Value Index(ComputationText& c, int64_t bound) {
    if (std::optional<Value> value = Pick(c, [](const Shape& s) {
          return s.rank() == 0 && s.element_type() == S32;
        });
        value && rng_.Chance(0.5)) {
      return *value;
    }
    return c.AddConstant(NewName("c"), ShapeUtil::MakeScalarShape(S32),
                         absl::StrCat(rng_.Uniform(-1, bound + 1)));
  }

  // A pred value with `dims`: an existing one or a new compare.
  Value Predicate(ComputationText& c, const std::vector<int64_t>& dims) {
    Shape shape = ShapeUtil::MakeShape(PRED, dims);
    if (std::optional<Value> value =
            Pick(c, [&](const Shape& s) { return ShapeUtil::Compatible(s, shape); });
        value && rng_.Chance(0.5)) {
      return *value;
    }
    return CompareOf(c, ShapeUtil::MakeShape(RandomTypeWhere(IsOrderedNumber), dims));
  }

  Value CompareOf(ComputationText& c, const Shape& operand_shape) {
    Value lhs = Ensure(c, operand_shape), rhs = Ensure(c, operand_shape);
    PrimitiveType type = operand_shape.element_type();
    std::string direction = IsComplex(type) || type == PRED ? rng_.Pick<std::string>({"EQ", "NE"})
                                                            : kDirections[rng_.Uniform(0, 5)];
    std::string attributes = ", direction=" + direction;
    if (IsFloat(type) && options_.observe_nan_signs && rng_.Chance(0.3)) {
      attributes += ", type=TOTALORDER";
    }
    return Emit(c, ShapeUtil::ChangeElementType(operand_shape, PRED), "compare", {lhs, rhs},
                attributes);
  }

  bool Excluded(HloOpcode opcode) const {
    return std::find(options_.excluded_opcodes.begin(), options_.excluded_opcodes.end(),
                     opcode) != options_.excluded_opcodes.end();
  }

  // ---- Called computations -------------------------------------------------

  // (T, T) -> T applying `op`; one per (op, T), shared by its callers.
  std::string Reducer(HloOpcode op, PrimitiveType type) {
    auto key = std::make_pair(op, type);
    if (auto it = reducers_.find(key); it != reducers_.end()) return it->second;
    std::string name = NewName(absl::StrCat(HloOpcodeString(op), "_",
                                            primitive_util::LowercaseName(type), "."));
    ComputationText c(name);
    Shape scalar = ShapeUtil::MakeScalarShape(type);
    Value a = c.AddParameter(NewName("a"), scalar), b = c.AddParameter(NewName("b"), scalar);
    Value root = Emit(c, scalar, HloOpcodeString(op), {a, b});
    computations_.push_back(c.Finish(root));
    return reducers_[key] = name;
  }

  // A reducer whose result does not depend on the order of reduction for
  // integers and pred; for floats, maximum/minimum (or add, which the
  // interpreter applies in a fixed order).
  HloOpcode ReducerOp(PrimitiveType type, bool order_free) {
    if (type == PRED) return rng_.Chance(0.5) ? HloOpcode::kAnd : HloOpcode::kOr;
    if (IsComplex(type)) return HloOpcode::kAdd;
    std::vector<HloOpcode> ops = {HloOpcode::kMaximum, HloOpcode::kMinimum};
    if (!IsFloat(type) || !order_free) ops.push_back(HloOpcode::kAdd);
    if (!IsFloat(type) && !order_free) ops.push_back(HloOpcode::kMultiply);
    return rng_.Pick(ops);
  }

  // Sort's comparator: LT (a total order for floats) on the first operand.
  std::string Comparator(const std::vector<PrimitiveType>& types) {
    ComputationText c(NewName("less."));
    std::vector<Value> parameters;
    for (PrimitiveType type : types) {
      for (int side = 0; side < 2; ++side) {
        parameters.push_back(c.AddParameter(NewName("s"), ShapeUtil::MakeScalarShape(type)));
      }
    }
    Value root = Emit(c, ShapeUtil::MakeScalarShape(PRED), "compare",
                      {parameters[0], parameters[1]},
                      IsFloat(types[0]) && options_.observe_nan_signs
                          ? ", direction=LT, type=TOTALORDER"
                          : ", direction=LT");
    computations_.push_back(c.Finish(root));
    return c.name();
  }

  // A computation of `parameters` returning `result` (same dimensions as the
  // parameters), made of a few element-wise steps.
  std::string ElementwiseComputation(absl::string_view prefix,
                                     const std::vector<Shape>& parameters, const Shape& result,
                                     std::function<void(ComputationText&)> prologue = nullptr) {
    ComputationText c(NewName(prefix));
    for (const Shape& shape : parameters) c.AddParameter(NewName("q"), shape);
    if (prologue) prologue(c);
    int64_t steps = rng_.Uniform(1, 4);
    for (int64_t i = 0; i < steps; ++i) ElementwiseStep(c, DimsOf(result));
    Value root = Result(c, result);
    computations_.push_back(c.Finish(root));
    return c.name();
  }

  // ---- Steps ----------------------------------------------------------------

  // One element-wise op on values with `dims` (any dims when null).
  bool ElementwiseStep(ComputationText& c, std::optional<std::vector<int64_t>> dims) {
    auto keep = [&](const Shape& s) { return !dims || DimsOf(s) == *dims; };
    std::optional<Value> operand = Pick(c, keep);
    if (!operand) return false;
    switch (rng_.Uniform(0, 4)) {
      case 0:
      case 1:
        return Unary(c, *operand);
      case 2:
      case 3:
        return Binary(c, *operand);
      default:
        return Convert(c, *operand);
    }
  }

  bool Unary(ComputationText& c, const Value& operand) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      HloOpcode op = kUnaryOps[rng_.Uniform(0, std::size(kUnaryOps) - 1)];
      if (Excluded(op)) continue;
      absl::StatusOr<Shape> shape = ShapeInference::InferUnaryOpShape(op, operand.shape);
      if (!shape.ok()) continue;
      Emit(c, *shape, HloOpcodeString(op), {operand});
      return true;
    }
    return false;
  }

  bool Binary(ComputationText& c, const Value& lhs) {
    for (int attempt = 0; attempt < 8; ++attempt) {
      HloOpcode op = kBinaryOps[rng_.Uniform(0, std::size(kBinaryOps) - 1)];
      if (Excluded(op) || InterpreterLacks(op, lhs.shape.element_type())) continue;
      Shape rhs_shape = ShapeUtil::MakeShape(lhs.shape.element_type(), lhs.shape.dimensions());
      absl::StatusOr<Shape> shape = ShapeInference::InferBinaryOpShape(op, lhs.shape, rhs_shape);
      if (!shape.ok()) continue;
      Value rhs = Ensure(c, rhs_shape);
      if (rng_.Chance(0.5)) {
        Emit(c, *shape, HloOpcodeString(op), {lhs, rhs});
      } else {
        Emit(c, *shape, HloOpcodeString(op), {rhs, lhs});
      }
      return true;
    }
    return false;
  }

  bool Convert(ComputationText& c, const Value& operand) {
    PrimitiveType type = RandomType();
    if (!ShapeInference::InferConvertShape(operand.shape, type).ok()) return false;
    Emit(c, ShapeUtil::ChangeElementType(operand.shape, type), "convert", {operand});
    return true;
  }

  bool BitcastConvert(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [&](const Shape& s) {
      return s.element_type() != PRED && !IsComplex(s.element_type()) &&
             (options_.observe_nan_signs || !IsFloat(s.element_type()));
    });
    if (!operand) return false;
    PrimitiveType from = operand->shape.element_type();
    PrimitiveType to = RandomTypeWhere([&](PrimitiveType t) {
      return t != from && t != PRED && !IsComplex(t) &&
             primitive_util::BitWidth(t) == primitive_util::BitWidth(from);
    });
    if (!ShapeInference::InferBitcastConvertShape(operand->shape, to).ok()) return false;
    Emit(c, ShapeUtil::ChangeElementType(operand->shape, to), "bitcast-convert", {*operand});
    return true;
  }

  bool Compare(ComputationText& c) {
    std::optional<Value> operand = Pick(c);
    if (!operand) return false;
    CompareOf(c, operand->shape);
    return true;
  }

  bool Select(ComputationText& c) {
    std::optional<Value> on_true = Pick(c);
    if (!on_true) return false;
    Value predicate = Predicate(c, DimsOf(on_true->shape));
    Value on_false = Ensure(c, on_true->shape);
    Emit(c, on_true->shape, "select", {predicate, *on_true, on_false});
    return true;
  }

  bool Clamp(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) {
      return IsOrderedNumber(s.element_type());
    });
    if (!operand) return false;
    Shape bound_shape = rng_.Chance(0.5) ? ShapeUtil::MakeScalarShape(operand->shape.element_type())
                                         : operand->shape;
    Value low = Ensure(c, bound_shape), high = Ensure(c, bound_shape);
    Emit(c, operand->shape, "clamp", {low, *operand, high});
    return true;
  }

  bool ReducePrecision(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return IsFloat(s.element_type()); });
    if (!operand) return false;
    auto [exponent, mantissa] =
        rng_.Pick<std::pair<int, int>>({{5, 10}, {8, 7}, {3, 2}, {4, 3}});
    Emit(c, operand->shape, "reduce-precision", {*operand},
         absl::StrCat(", exponent_bits=", exponent, ", mantissa_bits=", mantissa));
    return true;
  }

  bool Broadcast(ComputationText& c) {
    std::optional<Value> operand =
        Pick(c, [&](const Shape& s) { return s.rank() < options_.max_rank; });
    if (!operand) return false;
    int64_t rank = operand->shape.rank();
    int64_t out_rank = rng_.Uniform(rank, std::min(options_.max_rank, rank + 2));
    std::vector<int64_t> positions = Iota(out_rank);
    rng_.Shuffle(positions);
    positions.resize(rank);
    std::sort(positions.begin(), positions.end());
    std::vector<int64_t> dims(out_rank);
    for (int64_t i = 0; i < out_rank; ++i) dims[i] = RandomDimension();
    for (int64_t i = 0; i < rank; ++i) dims[positions[i]] = operand->shape.dimensions(i);
    Emit(c, ShapeUtil::MakeShape(operand->shape.element_type(), dims), "broadcast", {*operand},
         ", dimensions=" + Dims(positions));
    return true;
  }

  bool Reshape(ComputationText& c) {
    std::optional<Value> operand = Pick(c);
    if (!operand) return false;
    std::vector<int64_t> dims = RandomDimsWithElements(ShapeUtil::ElementsIn(operand->shape));
    Emit(c, ShapeUtil::MakeShape(operand->shape.element_type(), dims), "reshape", {*operand});
    return true;
  }

  bool Transpose(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 2; });
    if (!operand) return false;
    std::vector<int64_t> permutation = Iota(operand->shape.rank());
    rng_.Shuffle(permutation);
    std::vector<int64_t> dims;
    for (int64_t d : permutation) dims.push_back(operand->shape.dimensions(d));
    Emit(c, ShapeUtil::MakeShape(operand->shape.element_type(), dims), "transpose", {*operand},
         ", dimensions=" + Dims(permutation));
    return true;
  }

  bool Reverse(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    std::vector<int64_t> dims;
    for (int64_t d = 0; d < operand->shape.rank(); ++d) {
      if (rng_.Chance(0.5)) dims.push_back(d);
    }
    if (dims.empty()) dims.push_back(rng_.Uniform(0, operand->shape.rank() - 1));
    Emit(c, operand->shape, "reverse", {*operand}, ", dimensions=" + Dims(dims));
    return true;
  }

  bool Slice(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    std::vector<std::string> ranges;
    std::vector<int64_t> dims;
    for (int64_t bound : operand->shape.dimensions()) {
      int64_t start = rng_.Uniform(0, bound), limit = rng_.Uniform(start, bound);
      int64_t stride = rng_.Uniform(1, 2);
      ranges.push_back(absl::StrCat("[", start, ":", limit, ":", stride, "]"));
      dims.push_back((limit - start + stride - 1) / stride);
    }
    Emit(c, ShapeUtil::MakeShape(operand->shape.element_type(), dims), "slice", {*operand},
         ", slice={" + absl::StrJoin(ranges, ", ") + "}");
    return true;
  }

  bool Pad(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    Value value = Ensure(c, ShapeUtil::MakeScalarShape(operand->shape.element_type()));
    std::vector<std::string> config;
    std::vector<int64_t> dims;
    for (int64_t bound : operand->shape.dimensions()) {
      int64_t low = rng_.Uniform(-1, 2), high = rng_.Uniform(-1, 2);
      int64_t interior = rng_.Uniform(0, 1);
      int64_t size = low + high + bound + std::max<int64_t>(bound - 1, 0) * interior;
      if (size < 0 || (bound == 0 && interior > 0)) low = high = interior = 0, size = bound;
      config.push_back(absl::StrCat(low, "_", high, "_", interior));
      dims.push_back(size);
    }
    Emit(c, ShapeUtil::MakeShape(operand->shape.element_type(), dims), "pad", {*operand, value},
         ", padding=" + absl::StrJoin(config, "x"));
    return true;
  }

  bool Concatenate(ComputationText& c) {
    std::optional<Value> first = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!first) return false;
    int64_t dimension = rng_.Uniform(0, first->shape.rank() - 1);
    std::vector<Value> operands = {*first};
    std::vector<int64_t> dims = DimsOf(first->shape);
    for (int64_t i = rng_.Uniform(1, 2); i > 0; --i) {
      std::vector<int64_t> other = DimsOf(first->shape);
      other[dimension] = rng_.Uniform(0, 3);
      dims[dimension] += other[dimension];
      operands.push_back(Ensure(c, ShapeUtil::MakeShape(first->shape.element_type(), other)));
    }
    rng_.Shuffle(operands);
    Emit(c, ShapeUtil::MakeShape(first->shape.element_type(), dims), "concatenate", operands,
         absl::StrCat(", dimensions={", dimension, "}"));
    return true;
  }

  bool IotaOrConstant(ComputationText& c) {
    Constant(c, RandomShape(RandomType()));
    return true;
  }

  bool Reduce(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    PrimitiveType type = operand->shape.element_type();
    std::vector<int64_t> reduced, kept;
    for (int64_t d = 0; d < operand->shape.rank(); ++d) {
      (rng_.Chance(0.5) ? reduced : kept).push_back(d);
    }
    if (reduced.empty()) {
      reduced.push_back(kept.back());
      kept.pop_back();
    }
    std::vector<int64_t> dims;
    for (int64_t d : kept) dims.push_back(operand->shape.dimensions(d));
    Value init = Ensure(c, ShapeUtil::MakeScalarShape(type));
    Emit(c, ShapeUtil::MakeShape(type, dims), "reduce", {*operand, init},
         absl::StrCat(", dimensions=", Dims(reduced),
                      ", to_apply=", Reducer(ReducerOp(type, false), type)));
    return true;
  }

  bool ReduceWindow(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    PrimitiveType type = operand->shape.element_type();
    std::vector<std::string> sizes, strides, pads;
    std::vector<int64_t> dims;
    for (int64_t bound : operand->shape.dimensions()) {
      int64_t size = rng_.Uniform(1, std::max<int64_t>(1, std::min<int64_t>(bound, 3)));
      int64_t stride = rng_.Uniform(1, 2), low = rng_.Uniform(0, 1), high = rng_.Uniform(0, 1);
      sizes.push_back(absl::StrCat(size));
      strides.push_back(absl::StrCat(stride));
      pads.push_back(absl::StrCat(low, "_", high));
      int64_t padded = bound + low + high;
      dims.push_back(padded < size ? 0 : (padded - size) / stride + 1);
    }
    Value init = Ensure(c, ShapeUtil::MakeScalarShape(type));
    Emit(c, ShapeUtil::MakeShape(type, dims), "reduce-window", {*operand, init},
         absl::StrCat(", window={size=", absl::StrJoin(sizes, "x"), " stride=",
                      absl::StrJoin(strides, "x"), " pad=", absl::StrJoin(pads, "x"),
                      "}, to_apply=", Reducer(ReducerOp(type, false), type)));
    return true;
  }

  bool Dot(ComputationText& c) {
    std::optional<Value> lhs = Pick(c, [](const Shape& s) {
      return s.rank() >= 1 && s.rank() <= 3 && s.element_type() != PRED;
    });
    if (!lhs) return false;
    PrimitiveType type = lhs->shape.element_type();
    std::vector<int64_t> l = DimsOf(lhs->shape);
    int64_t rank = lhs->shape.rank(), n = RandomDimension();
    std::vector<int64_t> rhs_dims, dims;
    std::string attributes;
    if (rank == 1) {
      rhs_dims = rng_.Chance(0.5) ? std::vector<int64_t>{l[0]} : std::vector<int64_t>{l[0], n};
      if (rhs_dims.size() == 2) dims = {n};
      attributes = ", lhs_contracting_dims={0}, rhs_contracting_dims={0}";
    } else if (rank == 2) {
      rhs_dims = {l[1], n};
      dims = {l[0], n};
      attributes = ", lhs_contracting_dims={1}, rhs_contracting_dims={0}";
    } else {
      rhs_dims = {l[0], l[2], n};
      dims = {l[0], l[1], n};
      attributes = ", lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, "
                   "rhs_contracting_dims={1}";
    }
    Value rhs = Ensure(c, ShapeUtil::MakeShape(type, rhs_dims));
    Emit(c, ShapeUtil::MakeShape(type, dims), "dot", {*lhs, rhs}, attributes);
    return true;
  }

  // 1-d or 2-d convolution, features last ("b0f_0io->b0f", "b01f_01io->b01f").
  bool Convolution(ComputationText& c) {
    int64_t spatial = rng_.Uniform(1, 2);
    std::optional<Value> lhs = Pick(c, [&](const Shape& s) {
      return s.rank() == spatial + 2 && s.element_type() != PRED && !IsComplex(s.element_type());
    });
    if (!lhs) return false;
    PrimitiveType type = lhs->shape.element_type();
    int64_t features = lhs->shape.dimensions(spatial + 1), outputs = RandomDimension();
    std::vector<int64_t> kernel, dims = {lhs->shape.dimensions(0)};
    std::vector<std::string> sizes, pads;
    for (int64_t d = 1; d <= spatial; ++d) {
      int64_t size = rng_.Uniform(1, 3), low = rng_.Uniform(0, 1), high = rng_.Uniform(0, 1);
      int64_t out = lhs->shape.dimensions(d) + low + high - size + 1;
      if (out < 0) low = high = 0, size = 1, out = lhs->shape.dimensions(d);
      kernel.push_back(size);
      dims.push_back(out);
      sizes.push_back(absl::StrCat(size));
      pads.push_back(absl::StrCat(low, "_", high));
    }
    kernel.push_back(features);
    kernel.push_back(outputs);
    dims.push_back(outputs);
    Value rhs = Ensure(c, ShapeUtil::MakeShape(type, kernel));
    Emit(c, ShapeUtil::MakeShape(type, dims), "convolution", {*lhs, rhs},
         absl::StrCat(", window={size=", absl::StrJoin(sizes, "x"), " pad=",
                      absl::StrJoin(pads, "x"), "}, dim_labels=",
                      spatial == 1 ? "b0f_0io->b0f" : "b01f_01io->b01f"));
    return true;
  }

  // batch-norm-inference, -training or -grad on a float operand.
  bool BatchNorm(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) {
      return s.rank() >= 1 && IsFloat(s.element_type());
    });
    if (!operand) return false;
    PrimitiveType type = operand->shape.element_type();
    int64_t feature = rng_.Uniform(0, operand->shape.rank() - 1);
    Shape shape = ShapeUtil::MakeShape(type, operand->shape.dimensions());
    Shape per_feature = ShapeUtil::MakeShape(type, {operand->shape.dimensions(feature)});
    auto vector = [&]() { return Ensure(c, per_feature); };
    std::string attributes = absl::StrCat(", epsilon=", rng_.Pick<std::string>({"0.001", "0.5"}),
                                          ", feature_index=", feature);
    Value result;
    switch (rng_.Uniform(0, 2)) {
      case 0:
        Emit(c, shape, "batch-norm-inference",
             {*operand, vector(), vector(), vector(), vector()}, attributes);
        return true;
      case 1:
        result = c.Add(NewName("t"), ShapeUtil::MakeTupleShape({shape, per_feature, per_feature}),
                       "batch-norm-training", {*operand, vector(), vector()}, attributes);
        break;
      default:
        result = c.Add(NewName("t"), ShapeUtil::MakeTupleShape({shape, per_feature, per_feature}),
                       "batch-norm-grad",
                       {*operand, vector(), vector(), vector(), Ensure(c, shape)}, attributes);
        break;
    }
    Elements(c, result);
    return true;
  }

  bool DynamicSlice(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    std::vector<Value> operands = {*operand};
    std::vector<int64_t> sizes;
    for (int64_t bound : operand->shape.dimensions()) {
      sizes.push_back(rng_.Uniform(std::min<int64_t>(bound, 1), bound));
      operands.push_back(Index(c, bound));
    }
    Emit(c, ShapeUtil::MakeShape(operand->shape.element_type(), sizes), "dynamic-slice",
         operands, ", dynamic_slice_sizes=" + Dims(sizes));
    return true;
  }

  bool DynamicUpdateSlice(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    std::vector<int64_t> sizes;
    for (int64_t bound : operand->shape.dimensions()) sizes.push_back(rng_.Uniform(0, bound));
    std::vector<Value> operands = {
        *operand, Ensure(c, ShapeUtil::MakeShape(operand->shape.element_type(), sizes))};
    for (int64_t bound : operand->shape.dimensions()) operands.push_back(Index(c, bound));
    Emit(c, operand->shape, "dynamic-update-slice", operands);
    return true;
  }

  // Gather and scatter of rows: indices s32[B] pick rows of operand [N, ...].
  bool Gather(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) { return s.rank() >= 1; });
    if (!operand) return false;
    const Shape& shape = operand->shape;
    if (shape.dimensions(0) == 0) return false;  // no row to gather
    int64_t rows = rng_.Uniform(0, 3);
    Value indices = Ensure(c, ShapeUtil::MakeShape(S32, {rows}));
    std::vector<int64_t> dims = {rows}, slice_sizes = {1}, offset_dims;
    for (int64_t d = 1; d < shape.rank(); ++d) {
      dims.push_back(shape.dimensions(d));
      slice_sizes.push_back(shape.dimensions(d));
      offset_dims.push_back(d);
    }
    Emit(c, ShapeUtil::MakeShape(shape.element_type(), dims), "gather", {*operand, indices},
         absl::StrCat(", offset_dims=", Dims(offset_dims),
                      ", collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, "
                      "slice_sizes=",
                      Dims(slice_sizes)));
    return true;
  }

  bool Scatter(ComputationText& c) {
    std::optional<Value> operand = Pick(c, [](const Shape& s) {
      return s.rank() >= 1 && !IsComplex(s.element_type());
    });
    if (!operand) return false;
    const Shape& shape = operand->shape;
    int64_t rows = rng_.Uniform(0, 3);
    Value indices = Ensure(c, ShapeUtil::MakeShape(S32, {rows}));
    std::vector<int64_t> update_dims = {rows}, window_dims;
    for (int64_t d = 1; d < shape.rank(); ++d) {
      update_dims.push_back(shape.dimensions(d));
      window_dims.push_back(d);
    }
    Value updates = Ensure(c, ShapeUtil::MakeShape(shape.element_type(), update_dims));
    // Rows may repeat: an order-free combiner keeps the result well defined.
    std::string combiner = Reducer(ReducerOp(shape.element_type(), true), shape.element_type());
    Emit(c, shape, "scatter", {*operand, indices, updates},
         absl::StrCat(", update_window_dims=", Dims(window_dims),
                      ", inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, "
                      "index_vector_dim=1, to_apply=",
                      combiner));
    return true;
  }

  bool Sort(ComputationText& c) {
    std::optional<Value> keys = Pick(c, [](const Shape& s) {
      return s.rank() >= 1 && IsOrderedNumber(s.element_type());
    });
    if (!keys) return false;
    std::vector<Value> operands = {*keys};
    if (rng_.Chance(0.4)) {
      operands.push_back(Ensure(c, ShapeUtil::ChangeElementType(keys->shape, RandomType())));
    }
    std::vector<PrimitiveType> types;
    std::vector<Shape> shapes;
    for (const Value& operand : operands) {
      types.push_back(operand.shape.element_type());
      shapes.push_back(ShapeUtil::MakeShape(operand.shape.element_type(),
                                            operand.shape.dimensions()));
    }
    std::string attributes =
        absl::StrCat(", dimensions={", rng_.Uniform(0, keys->shape.rank() - 1),
                     "}, is_stable=true, to_apply=", Comparator(types));
    if (operands.size() == 1) {
      Emit(c, keys->shape, "sort", operands, attributes);
      return true;
    }
    Value sorted = c.Add(NewName("t"), ShapeUtil::MakeTupleShape(shapes), "sort", operands,
                         attributes);
    Elements(c, sorted);
    return true;
  }

  // get-tuple-element of every element of `tuple` (some, when many).
  void Elements(ComputationText& c, const Value& tuple) {
    for (int64_t i = 0; i < tuple.shape.tuple_shapes_size(); ++i) {
      if (i > 0 && rng_.Chance(0.3)) continue;
      c.Add(NewName("g"), tuple.shape.tuple_shapes(i), "get-tuple-element", {tuple},
            absl::StrCat(", index=", i));
    }
  }

  bool Tuple(ComputationText& c) {
    std::vector<Value> elements;
    std::vector<Shape> shapes;
    for (int64_t i = rng_.Uniform(1, 3); i > 0; --i) {
      std::optional<Value> element = Pick(c);
      if (!element) return false;
      elements.push_back(*element);
      shapes.push_back(ShapeUtil::MakeShape(element->shape.element_type(),
                                            element->shape.dimensions()));
    }
    Value tuple = c.Add(NewName("t"), ShapeUtil::MakeTupleShape(shapes), "tuple", elements);
    Elements(c, tuple);
    return true;
  }

  // while: (s32[] counter, X) runs a few element-wise steps on X, 0..3 times.
  bool While(ComputationText& c) {
    std::optional<Value> state = Pick(c);
    if (!state) return false;
    Shape x_shape = ShapeUtil::MakeShape(state->shape.element_type(), state->shape.dimensions());
    Shape counter = ShapeUtil::MakeScalarShape(S32);
    Shape tuple_shape = ShapeUtil::MakeTupleShape({counter, x_shape});

    ComputationText condition(NewName("cond."));
    Value t = condition.AddParameter(NewName("w"), tuple_shape);
    Value i = condition.Add(NewName("i"), counter, "get-tuple-element", {t}, ", index=0");
    Value trips = condition.AddConstant(NewName("n"), counter, absl::StrCat(rng_.Uniform(0, 3)));
    Value below = Emit(condition, ShapeUtil::MakeScalarShape(PRED), "compare", {i, trips},
                       ", direction=LT");
    computations_.push_back(condition.Finish(below));

    ComputationText body(NewName("body."));
    Value b = body.AddParameter(NewName("w"), tuple_shape);
    Value j = body.Add(NewName("i"), counter, "get-tuple-element", {b}, ", index=0");
    Value one = body.AddConstant(NewName("one"), counter, "1");
    Value next = Emit(body, counter, "add", {j, one});
    body.Add(NewName("x"), x_shape, "get-tuple-element", {b}, ", index=1");
    for (int64_t k = rng_.Uniform(1, 3); k > 0; --k) ElementwiseStep(body, DimsOf(x_shape));
    Value x = Result(body, x_shape);
    Value result = body.Add(NewName("r"), tuple_shape, "tuple", {next, x});
    computations_.push_back(body.Finish(result));

    Value zero = c.AddConstant(NewName("c"), counter, "0");
    Value init = c.Add(NewName("t"), tuple_shape, "tuple", {zero, *state});
    Value loop = c.Add(NewName("w"), tuple_shape, "while", {init},
                       absl::StrCat(", condition=", condition.name(), ", body=", body.name()));
    c.Add(NewName("g"), x_shape, "get-tuple-element", {loop}, ", index=1");
    return true;
  }

  // conditional: a pred picks one of two branches, or an s32 index one of
  // 1..3 (out of range: the last); each branch maps X to Y element-wise.
  bool Conditional(ComputationText& c) {
    std::optional<Value> operand = Pick(c);
    if (!operand) return false;
    Shape x_shape =
        ShapeUtil::MakeShape(operand->shape.element_type(), operand->shape.dimensions());
    Shape y_shape = ShapeUtil::ChangeElementType(x_shape, RandomType());
    bool by_pred = rng_.Chance(0.5);
    int64_t branches = by_pred ? 2 : rng_.Uniform(1, 3);
    std::vector<std::string> names;
    for (int64_t k = 0; k < branches; ++k) {
      names.push_back(ElementwiseComputation("branch.", {x_shape}, y_shape));
    }
    Value selector = by_pred ? Predicate(c, {}) : Index(c, branches);
    std::vector<Value> operands = {selector};
    for (int64_t k = 0; k < branches; ++k) operands.push_back(*operand);
    std::string attributes =
        by_pred ? absl::StrCat(", true_computation=", names[0], ", false_computation=", names[1])
                : absl::StrCat(", branch_computations={", absl::StrJoin(names, ", "), "}");
    Emit(c, y_shape, "conditional", operands, attributes);
    return true;
  }

  // `first` and `more` values of its dimensions and random element types.
  std::vector<Value> WithSameDimensions(ComputationText& c, const Value& first, int64_t more) {
    std::vector<Value> values = {first};
    for (; more > 0; --more) {
      values.push_back(Ensure(c, ShapeUtil::MakeShape(RandomType(), first.shape.dimensions())));
    }
    return values;
  }

  // kLoop fusion of 1..3 operands with the same dimensions.
  bool Fusion(ComputationText& c) {
    std::optional<Value> first = Pick(c);
    if (!first) return false;
    std::vector<int64_t> dims = DimsOf(first->shape);
    std::vector<Value> operands = WithSameDimensions(c, *first, rng_.Uniform(0, 2));
    std::vector<Shape> parameters;
    for (const Value& operand : operands) {
      parameters.push_back(ShapeUtil::MakeShape(operand.shape.element_type(), dims));
    }
    Shape result = ShapeUtil::MakeShape(RandomType(), dims);
    std::string fused = ElementwiseComputation("fused.", parameters, result);
    Emit(c, result, "fusion", operands, ", kind=kLoop, calls=" + fused);
    return true;
  }

  // map of 1..2 operands through a scalar computation.
  bool Map(ComputationText& c) {
    std::optional<Value> first = Pick(c);
    if (!first) return false;
    std::vector<int64_t> dims = DimsOf(first->shape);
    std::vector<Value> operands = WithSameDimensions(c, *first, rng_.Uniform(0, 1));
    std::vector<Shape> scalars;
    for (const Value& operand : operands) {
      scalars.push_back(ShapeUtil::MakeScalarShape(operand.shape.element_type()));
    }
    PrimitiveType type = RandomType();
    std::string applied = ElementwiseComputation("mapped.", scalars, ShapeUtil::MakeScalarShape(type));
    Emit(c, ShapeUtil::MakeShape(type, dims), "map", operands,
         absl::StrCat(", dimensions=", Dims(Iota(static_cast<int64_t>(dims.size()))),
                      ", to_apply=", applied));
    return true;
  }

  // ---- The step table ---------------------------------------------------------

  bool Step(ComputationText& c) {
    struct Kind {
      HloOpcode opcode;
      int weight;
      bool (Generator::*step)(ComputationText&);
    };
    static constexpr Kind kKinds[] = {
        {HloOpcode::kAdd, 12, &Generator::AnyElementwise},
        {HloOpcode::kCompare, 3, &Generator::Compare},
        {HloOpcode::kSelect, 2, &Generator::Select},
        {HloOpcode::kClamp, 1, &Generator::Clamp},
        {HloOpcode::kConvert, 2, &Generator::AnyConvert},
        {HloOpcode::kBitcastConvert, 1, &Generator::BitcastConvert},
        {HloOpcode::kReducePrecision, 1, &Generator::ReducePrecision},
        {HloOpcode::kBroadcast, 2, &Generator::Broadcast},
        {HloOpcode::kReshape, 2, &Generator::Reshape},
        {HloOpcode::kTranspose, 2, &Generator::Transpose},
        {HloOpcode::kSlice, 2, &Generator::Slice},
        {HloOpcode::kPad, 1, &Generator::Pad},
        {HloOpcode::kConcatenate, 1, &Generator::Concatenate},
        {HloOpcode::kReverse, 1, &Generator::Reverse},
        {HloOpcode::kConstant, 1, &Generator::IotaOrConstant},
        {HloOpcode::kReduce, 2, &Generator::Reduce},
        {HloOpcode::kReduceWindow, 1, &Generator::ReduceWindow},
        {HloOpcode::kDot, 2, &Generator::Dot},
        {HloOpcode::kConvolution, 1, &Generator::Convolution},
        {HloOpcode::kBatchNormInference, 1, &Generator::BatchNorm},
        {HloOpcode::kDynamicSlice, 1, &Generator::DynamicSlice},
        {HloOpcode::kDynamicUpdateSlice, 1, &Generator::DynamicUpdateSlice},
        {HloOpcode::kGather, 1, &Generator::Gather},
        {HloOpcode::kScatter, 1, &Generator::Scatter},
        {HloOpcode::kSort, 1, &Generator::Sort},
        {HloOpcode::kTuple, 1, &Generator::Tuple},
        {HloOpcode::kWhile, 1, &Generator::While},
        {HloOpcode::kConditional, 1, &Generator::Conditional},
        {HloOpcode::kFusion, 1, &Generator::Fusion},
        {HloOpcode::kMap, 1, &Generator::Map},
    };
    int total = 0;
    for (const Kind& kind : kKinds) total += Excluded(kind.opcode) ? 0 : kind.weight;
    if (total == 0) return false;
    int64_t pick = rng_.Uniform(0, total - 1);
    for (const Kind& kind : kKinds) {
      if (Excluded(kind.opcode)) continue;
      if (pick < kind.weight) return (this->*kind.step)(c);
      pick -= kind.weight;
    }
    return false;
  }

  bool AnyElementwise(ComputationText& c) { return ElementwiseStep(c, std::nullopt); }
  bool AnyConvert(ComputationText& c) {
    std::optional<Value> operand = Pick(c);
    return operand && Convert(c, *operand);
  }

  // The entry's root: a tuple of the values nothing uses (the latest
  // max_root_elements), or the last value alone.
  Value EntryRoot(ComputationText& entry) {
    std::vector<Value> unused;
    const std::vector<Value>& values = entry.values();
    const size_t most = static_cast<size_t>(std::max<int64_t>(1, options_.max_root_elements));
    for (auto it = values.rbegin(); it != values.rend() && unused.size() < most; ++it) {
      if (it->shape.IsArray() && entry.uses(*it) == 0) unused.push_back(*it);
    }
    if (unused.empty()) return values.back();
    if (unused.size() == 1 && rng_.Chance(0.5)) return unused[0];
    std::vector<Shape> shapes;
    for (const Value& value : unused) {
      shapes.push_back(ShapeUtil::MakeShape(value.shape.element_type(), value.shape.dimensions()));
    }
    return entry.Add(NewName("out"), ShapeUtil::MakeTupleShape(shapes), "tuple", unused);
  }

  Rng rng_;
  RandomHloOptions options_;
  uint64_t seed_;
  int64_t next_name_ = 0;
  std::vector<std::string> computations_;  // callees first
  std::map<std::pair<HloOpcode, PrimitiveType>, std::string> reducers_;
};

}  // namespace

std::string RandomHloModule(uint64_t seed, const RandomHloOptions& options) {
  return Generator(seed, options).Generate();
}

absl::StatusOr<std::unique_ptr<HloModule>> RandomVerifiedModule(uint64_t seed,
                                                                const RandomHloOptions& options) {
  std::string text = RandomHloModule(seed, options);
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  if (!module.ok()) {
    return absl::Status(module.status().code(),
                        absl::StrCat("random module of seed ", seed, " is invalid: ",
                                     module.status().message(), "\n", text));
  }
  return module;
}

absl::StatusOr<std::vector<Literal>> RandomArguments(const HloModule& module, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Literal> arguments;
  for (const HloInstruction* parameter : module.entry_computation()->parameter_instructions()) {
    absl::StatusOr<Literal> argument = MakeRandomLiteral(parameter->shape(), rng);
    if (!argument.ok()) return argument.status();
    arguments.push_back(*std::move(argument));
  }
  return arguments;
}

}  // namespace xla::testlib
