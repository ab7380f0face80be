// XLA's CPU custom-call calling conventions, shared by the interpreter's
// custom-call and the CPU runtime so both call targets the same way:
// api_versions 1-3 call a C function (custom_call_registry.h), api_version 4
// (API_VERSION_TYPED_FFI) a typed-FFI handler (eval/ffi/).
//
// Layouts: a target sees its values in the layouts XLA gives a
// layout-constrained custom-call: with operand_layout_constraints, each
// operand in its constraint's layout and the result in the instruction's
// own; without, every value in the default (row-major) layout.
#ifndef AXLE_EVAL_CUSTOM_CALL_ABI_H_
#define AXLE_EVAL_CUSTOM_CALL_ABI_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/literal/literal.h"
#include "axle/shape/shape.h"

namespace xla {

class HloInstruction;
class HloModule;

// The pointers a target sees for literals: an array's data; for a tuple, a
// table of its elements' pointers; nullptr for a token. Owns the tables.
class CustomCallBuffers {
 public:
  void* Pointer(Literal& literal);

 private:
  std::vector<std::unique_ptr<std::vector<void*>>> tables_;
};

// The sharding markers of XLA's SPMD partitioner (Sharding,
// SPMDFullToShardShape, SPMDShardToFullShape): with no target of that name
// registered, a marker with one operand of the result's shape is the
// identity (one partition runs).
bool IsShardingMarker(const std::string& target);

// "custom-call NAME to 'TARGET'", for messages.
std::string DescribeCustomCall(const HloInstruction& instruction);

// The shapes (with layouts) `instruction`'s operands are passed in, in
// operand order (see the top of this file). InvalidArgument when the
// constraints do not parse, or do not match the operands in count or shape.
absl::StatusOr<std::vector<Shape>> CustomCallOperandShapes(const HloInstruction& instruction);
// `value` (its own sizes: a dynamic operand's runtime ones) relaid out in
// the layouts of `layouts` (CustomCallOperandShapes' shape for it).
Literal InLayoutsOf(const Literal& value, const Shape& layouts);

// The shape (with layouts) the result is written in.
Shape CustomCallResultShape(const HloInstruction& instruction);

// The function `instruction` (a custom-call) calls, from the registry or a
// loaded library (custom_call_registry.h), or for api_version 4 its
// typed-FFI handler (an ffi::FfiHandlerEntry*); nullptr for a sharding
// marker with no target, which is the identity. NotFound naming the
// instruction and the target otherwise.
absl::StatusOr<void*> ResolveCustomCallTarget(const HloInstruction& instruction);

// Resolves every custom-call of `module`, so an unknown target fails before
// anything runs (compilers call it; the interpreter before evaluating).
absl::Status CheckCustomCallTargets(const HloModule& module);

// Calls `function` for `instruction` with the signature of its api_version
// (opaque = backend_config); `out` and `in` are buffer trees (a tuple is a
// table of its elements' pointers) in the layouts above. An error when the
// version is unknown or the target reports a failure.
absl::Status InvokeCustomCallTarget(const HloInstruction& instruction, void* function, void* out,
                                    const void** in);

}  // namespace xla

#endif  // AXLE_EVAL_CUSTOM_CALL_ABI_H_
