// XLA's CPU custom-call calling convention (see custom_call_registry.h),
// shared by the interpreter's custom-call and the CPU runtime so both call
// targets the same way.
#ifndef AXLE_EVAL_CUSTOM_CALL_ABI_H_
#define AXLE_EVAL_CUSTOM_CALL_ABI_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/literal/literal.h"

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

// The function `instruction` (a custom-call) calls, from the registry or a
// loaded library (custom_call_registry.h); nullptr for a sharding marker
// with no target, which is the identity. NotFound naming the instruction and
// the target otherwise.
absl::StatusOr<void*> ResolveCustomCallTarget(const HloInstruction& instruction);

// Resolves every custom-call of `module`, so an unknown target fails before
// anything runs (compilers call it; the interpreter before evaluating).
absl::Status CheckCustomCallTargets(const HloModule& module);

// Calls `function` for `instruction` with the signature of its api_version
// (opaque = backend_config). An error when the version is unknown or the
// target reports a failure through its status.
absl::Status InvokeCustomCallTarget(const HloInstruction& instruction, void* function, void* out,
                                    const void** in);

}  // namespace xla

#endif  // AXLE_EVAL_CUSTOM_CALL_ABI_H_
