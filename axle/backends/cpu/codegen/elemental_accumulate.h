// A running sum of products for the element generators of dot and
// convolution, in the interpreter's accumulation types
// (axle/eval/numeric_ops_util.h, Accumulator): each operand element is first
// converted to the result type, then
//   integers: wrap in the result's width (the interpreter's uint64 sum
//             truncated at the end is the same value);
//   pred:     OR of ANDs;
//   f16/bf16: products and sums in f32, rounded once at the end;
//   f32/f64/complex: in the result type (complex products as std::complex).
// The sum starts at +0 and adds products in the order Add is called, so the
// caller's loop order is the interpreter's. A sum may also be kept in
// another type than the result's and converted to it at the end (a pred
// convolution counts true products in s32, as the interpreter does).
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_ACCUMULATE_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_ACCUMULATE_H_

#include "absl/status/statusor.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/shape/primitive_type.h"

namespace xla::cpu {

class ProductSum {
 public:
  // Fails for element types the interpreter does not accumulate (tokens).
  static absl::StatusOr<ProductSum> Start(ElementalEmitter& e, const HloInstruction& instruction);
  // Operands converted to `type` and summed in it; Finish converts the sum
  // to the result type.
  static absl::StatusOr<ProductSum> Start(ElementalEmitter& e, const HloInstruction& instruction,
                                          PrimitiveType type);

  // sum += convert(lhs) * convert(rhs), `lhs`/`rhs` of their operand's type.
  absl::Status Add(llvm::Value* lhs, PrimitiveType lhs_type, llvm::Value* rhs,
                   PrimitiveType rhs_type);
  // The sum in the result type.
  llvm::Value* Finish();

 private:
  ProductSum(ElementalEmitter& e, PrimitiveType type, PrimitiveType result_type,
             llvm::Type* accumulator_type, llvm::Value* slot)
      : e_(&e),
        type_(type),
        result_type_(result_type),
        accumulator_type_(accumulator_type),
        slot_(slot) {}
  // An operand element as the accumulation type.
  llvm::Value* ToAccumulator(llvm::Value* value, PrimitiveType from);

  ElementalEmitter* e_;
  PrimitiveType type_;         // what operands are converted to
  PrimitiveType result_type_;  // the result's
  llvm::Type* accumulator_type_;
  llvm::Value* slot_;  // a stack slot holding the sum
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ELEMENTAL_ACCUMULATE_H_
