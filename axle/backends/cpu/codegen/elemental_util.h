// Helpers shared by the element generator groups.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_UTIL_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_UTIL_H_

#include <functional>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/hlo/hlo_instruction.h"
#include "llvm/IR/IRBuilder.h"

namespace xla::cpu {

// A stack slot in the current function's entry block (so mem2reg can
// promote it), for accumulators and out-parameters of runtime calls.
llvm::AllocaInst* EntryAlloca(llvm::IRBuilder<>& b, llvm::Type* type, int64_t count = 1);

// Element values that cross blocks (phis) as their bits: f16/bf16 as i16,
// so that LLVM's x86 backend does not round-trip them through f32 (which
// needs __truncsfbf2 and quiets signalling NaNs; see IrArray::EmitLoad).
// The value to carry, and the element back from what was carried.
llvm::Value* ElementToBits(llvm::IRBuilder<>& b, llvm::Value* value);
llvm::Value* ElementFromBits(llvm::IRBuilder<>& b, llvm::Value* bits, llvm::Type* element_type);

// An element of `type` as one integer of its bit width (pred: 0 or 1 in 8
// bits; complex: the imaginary part's bits above the real part's), and an
// element of `type` from such bits: bitcast-convert between equal widths.
llvm::Value* ElementTypeBits(llvm::Value* x, PrimitiveType type, llvm::IRBuilder<>& b);
llvm::Value* ElementOfTypeFromBits(llvm::Value* bits, PrimitiveType type, llvm::IRBuilder<>& b);

// The error for an element type an op does not accept (the verifier lets
// few through; this names the op and type for the rest), worded as the
// interpreter's.
absl::Status UnsupportedElementType(const HloInstruction& instruction, PrimitiveType type);

// Operand `operand`'s element for the element of `instruction` at `index`,
// where element-wise operands may be scalars or have size-1 dimensions that
// broadcast (as the interpreter allows).
absl::StatusOr<llvm::Value*> EmitElementwiseOperand(ElementalEmitter& e,
                                                    const HloInstruction& instruction,
                                                    int64_t operand, const IrIndex& index);
// Every operand's element, each emitted once.
absl::StatusOr<std::vector<llvm::Value*>> EmitElementwiseOperands(
    ElementalEmitter& e, const HloInstruction& instruction, const IrIndex& index);

// ---- Rule tables of element-wise ops (elemental_unary.cc, _binary.cc).
using Operands = absl::Span<llvm::Value* const>;

// How an element-wise op computes for each class of its operands' element
// type; a null entry is a class the interpreter does not accept.
struct ElementwiseRule {
  HloOpcode opcode;
  llvm::Value* (*pred)(llvm::IRBuilder<>& b, Operands v) = nullptr;
  llvm::Value* (*integer)(llvm::IRBuilder<>& b, Operands v, bool is_signed) = nullptr;
  // On f32 or f64 values (f16 and bf16 compute in f32 and round back).
  llvm::Value* (*real)(ElementalEmitter& e, Operands v) = nullptr;
  absl::StatusOr<llvm::Value*> (*complex)(ElementalEmitter& e, Operands v,
                                          PrimitiveType type) = nullptr;
};

// The element of `instruction` at `index` by the rule for its opcode in
// `rules` (which must have one).
absl::StatusOr<llvm::Value*> EmitByRule(absl::Span<const ElementwiseRule> rules,
                                        ElementalEmitter& e, const HloInstruction& instruction,
                                        const IrIndex& index);

// Applies `compute` to `arguments` of floating type `type` in its compute
// type: f16 and bf16 are widened to f32 and a float result rounded back to
// nearest even, as the interpreter does (other results, e.g. a pred, are
// kept); f32/f64 compute as themselves.
llvm::Value* InComputeType(ElementalEmitter& e, PrimitiveType type,
                           std::vector<llvm::Value*> arguments,
                           const std::function<llvm::Value*(absl::Span<llvm::Value* const>)>&
                               compute);
// f32 -> f16/bf16/a narrow float, rounding to nearest even (NaN stays NaN;
// narrow float overflow as axle/base/narrow_types.h).
llvm::Value* RoundFloatTo(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b);
// f16/bf16/a narrow float of type `type` -> f32 (exact). bf16 goes through its
// bits: LLVM would narrow an operation on fpext'ed bf16 back to bf16 and lower
// that with a libcall (__truncsfbf2) that Debian's libgcc 12 lacks, so
// generated code never computes on bfloat values.
llvm::Value* ExtendToF32(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b);

// Floating-point to floating-point conversion between real types (f16,
// bf16, f32, f64), rounding to nearest even once (f64 -> f16/bf16 goes
// through f32 rounded to odd, so there is no double rounding), as the
// interpreter's ConvertElement.
llvm::Value* ConvertFloat(llvm::Value* value, PrimitiveType from, PrimitiveType to,
                          llvm::IRBuilder<>& b);

// maximum (or minimum) as the interpreter's MaxOp/MinOp: for floats IEEE
// 754-2019 (the first NaN operand itself, else the larger, with -0 < +0);
// integers in their signedness; pred (i1) false < true.
llvm::Value* EmitMaxMin(llvm::IRBuilder<>& b, bool maximum, llvm::Value* x, llvm::Value* y,
                        bool is_signed = false);

// Calls the runtime function `name`(leading..., a.re, a.im, b.re, b.im, out)
// that returns a complex value of `type` through `out`, a two-element slot.
llvm::Value* CallComplexRuntime(ElementalEmitter& e, const char* name, PrimitiveType type,
                                absl::Span<llvm::Value* const> leading, llvm::Value* a,
                                llvm::Value* b);
// An element of type `from` as type `to`, with XLA's conversion semantics
// (axle/literal/convert_element.h): float -> int truncates and saturates
// (NaN -> 0), int -> int wraps, x -> pred is x != 0, pred -> x is 0 or 1,
// real -> complex has imaginary part 0, complex -> real keeps the real part,
// -> f16/bf16 rounds to nearest even once.
llvm::Value* ConvertValue(llvm::Value* value, PrimitiveType from, PrimitiveType to,
                          llvm::IRBuilder<>& b);

// Complex add, subtract, multiply, divide with std::complex's results
// (multiply and divide call the runtime, which uses std::complex itself).
absl::StatusOr<llvm::Value*> EmitComplexArithmetic(ElementalEmitter& e, HloOpcode opcode,
                                                   llvm::Value* lhs, llvm::Value* rhs,
                                                   PrimitiveType type);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_UTIL_H_
