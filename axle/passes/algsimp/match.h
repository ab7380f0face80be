// Matching helpers shared by the algebraic simplifier's rule files: what a
// constant operand holds, and which constants leave an operation's other
// operand unchanged bit for bit on the interpreter (eval/elementwise_ops_*).
#ifndef AXLE_PASSES_ALGSIMP_MATCH_H_
#define AXLE_PASSES_ALGSIMP_MATCH_H_

#include <cstdint>
#include <optional>

#include "absl/types/span.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal.h"

namespace xla::algsimp {

// The one value every element of `instruction` holds, bit for bit, as a
// scalar literal: a constant whose elements all have the same bits, or a
// broadcast or reshape of one. nullopt otherwise, and for zero elements.
std::optional<Literal> UniformValue(const HloInstruction* instruction);

// Scalars of one element type with the same bits (so -0 differs from +0 and
// NaNs with different payloads differ).
bool SameBits(const Literal& a, const Literal& b);

// UniformValue(instruction) has the bits of `value`.
bool HoldsValue(const HloInstruction* instruction, const std::optional<Literal>& value);

// e with op(x, e) == x bit for bit for every x of `type` (including NaN, inf
// and -0), or nullopt where no such constant exists:
//   add: 0, false, -0.0 (x + +0.0 turns -0 into +0), (-0,-0) for complex
//   subtract: 0, +0.0 (x - -0.0 turns -0 into +0), (+0,+0) for complex
//   multiply, divide: 1 and true (not complex: its product mixes parts)
//   power: 1 for integers (pow(-nan, 1) is +nan)
//   maximum: lowest value (-inf);  minimum: highest value (+inf)
//   and: all bits set;  or, xor, shifts: 0
std::optional<Literal> RightIdentity(HloOpcode opcode, PrimitiveType type);
// The same on the left: op(e, x) == x; only for ops where the interpreter's
// kernel treats both sides alike.
std::optional<Literal> LeftIdentity(HloOpcode opcode, PrimitiveType type);
// z with op(x, z) == op(z, x) == z for every x: integers and pred only
// (multiply and and: 0; or: all bits set; maximum: highest; minimum: lowest).
std::optional<Literal> Absorber(HloOpcode opcode, PrimitiveType type);

// Same dimensions, element type and dynamic bits (layouts aside): `b` can
// stand in for `a`.
bool SameShape(const HloInstruction* a, const HloInstruction* b);

// Integers and pred: every operation is exact, wrapping where it overflows.
bool IsIntegralOrPred(PrimitiveType type);

// {0, 1, ..., n-1}.
bool IsIdentityPermutation(absl::Span<const int64_t> permutation);

// The constant integer value of a scalar index operand (dynamic-slice starts);
// u64 values above INT64_MAX saturate, as the interpreter reads them.
std::optional<int64_t> ConstantIndex(const HloInstruction* instruction);

}  // namespace xla::algsimp

#endif  // AXLE_PASSES_ALGSIMP_MATCH_H_
