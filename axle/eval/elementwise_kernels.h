// Internal to the element-wise evaluators (axle/eval/elementwise_ops*.cc):
// operand normalisation, result allocation, element-type categories and the
// drivers that run a scalar kernel over whole arrays with typed loops.
//
// A kernel is a generic lambda over the *compute type* of an element type
// (half, bfloat16 and the narrow floats compute in float, as XLA does on CPU;
// sub-byte integers in int8_t/uint8_t, sign- or zero-extended; every other
// type computes in itself). It returns the result element, or `Unsupported{}`
// for element types the op does not accept. Results of the compute type are
// rounded (floats) or wrapped (sub-byte integers) back to the element type.
// A kernel whose result depends on the element's bit width (shifts, popcnt,
// clz) takes the element type's NativeTypeTag first: see IntegerBits.
#ifndef AXLE_EVAL_ELEMENTWISE_KERNELS_H_
#define AXLE_EVAL_ELEMENTWISE_KERNELS_H_

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/base/status_macros.h"
#include "axle/eval/eval_context.h"
#include "axle/eval/op_registry.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal.h"
#include "axle/shape/primitive_type_switch.h"

namespace xla {
namespace elementwise {

using Operands = absl::Span<const Literal* const>;

// What a kernel returns for an element type it does not handle.
struct Unsupported {};

// ---- Element-type categories (over native or compute types).
template <typename T>
inline constexpr bool kIsPred = std::is_same_v<T, bool>;
template <typename T>
inline constexpr bool kIsInt = std::is_integral_v<T> && !kIsPred<T>;
template <typename T>
inline constexpr bool kIsSignedInt = kIsInt<T> && std::is_signed_v<T>;
template <typename T>
inline constexpr bool kIsUnsignedInt = kIsInt<T> && std::is_unsigned_v<T>;
// float and double: the compute types of every real floating type.
template <typename T>
inline constexpr bool kIsReal = std::is_floating_point_v<T>;

template <typename T>
struct ComputeTypeOf {
  using type = std::conditional_t<kIsSmallFloat<T>, float, T>;
};
template <int kBits, bool kSigned>
struct ComputeTypeOf<SubByteInt<kBits, kSigned>> {
  using type = typename SubByteInt<kBits, kSigned>::Storage;
};
template <typename T>
using ComputeType = typename ComputeTypeOf<T>::type;
// Where a kernel result R for operand type T is stored.
template <typename T, typename R>
using StorageType =
    std::conditional_t<!std::is_same_v<T, ComputeType<T>> && std::is_same_v<R, ComputeType<T>>,
                       T, R>;
// Bits of an integer element type T (4 for s4, computed in int8_t).
template <typename T>
constexpr int IntegerBits() {
  if constexpr (kIsSubByteInt<T>) {
    return T::kBitWidth;
  } else {
    return static_cast<int>(sizeof(T) * 8);
  }
}

// Restricts a kernel to integers and passes it the element type's bit width
// first, for ops whose result depends on it (s4 computes in int8_t).
template <typename F>
auto OnIntWithBits(F f) {
  return [f]<typename T>(NativeTypeTag<T>, auto... x) {
    if constexpr ((kIsInt<decltype(x)> && ...)) {
      return f(IntegerBits<T>(), x...);
    } else {
      return Unsupported{};
    }
  };
}
// The low `bits` bits of an integer compute value, as its unsigned type.
template <typename C>
auto LowBits(C x, int bits) {
  using U = std::make_unsigned_t<C>;
  const U mask = bits >= static_cast<int>(sizeof(C) * 8) ? static_cast<U>(~U{0})
                                                         : static_cast<U>((U{1} << bits) - 1);
  return static_cast<U>(static_cast<U>(x) & mask);
}

// Integers converted to an unsigned type at least as wide as int, so that
// + - * wrap around (two's complement) instead of overflowing.
template <typename T>
auto Wrap(T x) {
  return static_cast<std::make_unsigned_t<decltype(x + x)>>(x);
}

// ---- Shared scalar semantics (used by more than one op).

// IEEE 754-2019 maximum/minimum: NaN propagates (the first NaN operand is
// returned) and -0 < +0. Integers and pred compare as numbers.
struct MaxOp {
  template <typename C>
  auto operator()(C a, C b) const {
    if constexpr (kIsReal<C>) {
      if (std::isnan(a)) return a;
      if (std::isnan(b)) return b;
      if (a == b) return std::signbit(a) ? b : a;
      return a < b ? b : a;
    } else if constexpr (kIsPred<C> || kIsInt<C>) {
      return a < b ? b : a;
    } else {
      return Unsupported{};
    }
  }
};
struct MinOp {
  template <typename C>
  auto operator()(C a, C b) const {
    if constexpr (kIsReal<C>) {
      if (std::isnan(a)) return a;
      if (std::isnan(b)) return b;
      if (a == b) return std::signbit(a) ? a : b;
      return b < a ? b : a;
    } else if constexpr (kIsPred<C> || kIsInt<C>) {
      return b < a ? b : a;
    } else {
      return Unsupported{};
    }
  }
};

// ---- Operand preparation and results.

// Errors naming the instruction.
absl::Status UnsupportedType(const HloInstruction& instruction, PrimitiveType type);
absl::Status ExpectOperandCount(const HloInstruction& instruction, Operands operands,
                                size_t count);

// Operands as dense row-major arrays with the dimensions of the instruction's
// result (scalars and size-1 dimensions broadcast). Views that need no copy
// point at the original literal.
class ArrayOperands {
 public:
  static absl::StatusOr<ArrayOperands> Make(const HloInstruction& instruction, Operands operands,
                                            absl::Span<const int64_t> dimensions);
  const Literal& operator[](size_t i) const { return *views_[i]; }
  size_t size() const { return views_.size(); }

 private:
  std::vector<std::optional<Literal>> owned_;
  std::vector<const Literal*> views_;
};

// The dimensions of an element-wise result: the instruction's, except that
// a dynamic dimension takes the runtime size of the operands (arrays of the
// result's rank), whose elements past it do not exist.
std::vector<int64_t> ResultDimensions(const HloInstruction& instruction, Operands operands);
// A zero-filled row-major result with `dimensions` (the instruction's, or
// their runtime sizes: ResultDimensions), the instruction's dynamic bounds
// and element type `type`.
absl::StatusOr<Literal> MakeResult(const HloInstruction& instruction, PrimitiveType type,
                                   absl::Span<const int64_t> dimensions);
// The result in the layout the instruction's shape asks for, if any.
Literal FinishResult(const HloInstruction& instruction, Literal result);
// A copy of `value` (any shape, tuples included) in the layouts of the
// instruction's shape, which it must be compatible with.
absl::StatusOr<Literal> InInstructionLayout(const HloInstruction& instruction,
                                            const Literal& value);

// ---- Drivers: typed loops over whole arrays.

// out[i] = kernel(in...[i]) for operands that all have element type T.
template <typename T, typename Kernel, typename... Spans>
absl::StatusOr<Literal> RunKernel(const HloInstruction& instruction,
                                  absl::Span<const int64_t> dimensions, const Kernel& kernel,
                                  Spans... inputs) {
  using C = ComputeType<T>;
  constexpr bool kTakesTag = std::is_invocable_v<Kernel, NativeTypeTag<T>, decltype(inputs[0])...>;
  auto apply = [&](auto... values) {
    if constexpr (kTakesTag) {
      return kernel(NativeTypeTag<T>{}, static_cast<C>(values)...);
    } else {
      return kernel(static_cast<C>(values)...);
    }
  };
  using R = decltype(apply(inputs[0]...));
  if constexpr (std::is_same_v<R, Unsupported>) {
    return UnsupportedType(instruction, NativeToPrimitiveType<T>());
  } else {
    using S = StorageType<T, R>;
    if (instruction.shape().element_type() != NativeToPrimitiveType<S>()) {
      return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                             ": result element type ",
                             PrimitiveType_Name(instruction.shape().element_type()),
                             " does not match the computed type ",
                             PrimitiveType_Name(NativeToPrimitiveType<S>()));
    }
    ASSIGN_OR_RETURN(Literal result,
                     MakeResult(instruction, NativeToPrimitiveType<S>(), dimensions));
    absl::Span<S> out = result.data<S>();
    for (size_t i = 0; i < out.size(); ++i) {
      out[i] = static_cast<S>(apply(inputs[i]...));
    }
    return FinishResult(instruction, std::move(result));
  }
}

// An evaluator for an element-wise op with `arity` operands of one element
// type, applying `kernel` to each element.
template <size_t kArity, typename Kernel>
OpEvaluatorFn MakeElementwiseEvaluator(Kernel kernel) {
  return [kernel](const HloInstruction& instruction, Operands operands,
                  EvalContext&) -> absl::StatusOr<Literal> {
    RETURN_IF_ERROR(ExpectOperandCount(instruction, operands, kArity));
    const std::vector<int64_t> dimensions = ResultDimensions(instruction, operands);
    ASSIGN_OR_RETURN(ArrayOperands arrays, ArrayOperands::Make(instruction, operands, dimensions));
    const PrimitiveType type = arrays[0].shape().element_type();
    for (size_t i = 1; i < kArity; ++i) {
      if (arrays[i].shape().element_type() != type) {
        return InvalidArgument(HloOpcodeString(instruction.opcode()), " ", instruction.name(),
                               ": operands must share an element type but operand 0 is ",
                               PrimitiveType_Name(type), " and operand ", i, " is ",
                               PrimitiveType_Name(arrays[i].shape().element_type()));
      }
    }
    return PrimitiveTypeSwitch(type, [&](auto tag) -> absl::StatusOr<Literal> {
      using T = typename decltype(tag)::type;
      return [&]<size_t... I>(std::index_sequence<I...>) {
        return RunKernel<T>(instruction, dimensions, kernel, arrays[I].template data<T>()...);
      }(std::make_index_sequence<kArity>());
    });
  };
}

// Op groups (one file each).
void RegisterUnaryOps(OpRegistry& registry);
void RegisterBinaryOps(OpRegistry& registry);
void RegisterCompareOp(OpRegistry& registry);
void RegisterConversionOps(OpRegistry& registry);
void RegisterSelectClampMapOps(OpRegistry& registry);
void RegisterSourceOps(OpRegistry& registry);
// After the others: wraps their complex evaluators (plain_complex_arithmetic).
void RegisterPlainComplexOps(OpRegistry& registry);
// After the others: log and log1p under flush_denormals.
void RegisterFlushedInputOps(OpRegistry& registry);

}  // namespace elementwise
}  // namespace xla

#endif  // AXLE_EVAL_ELEMENTWISE_KERNELS_H_
