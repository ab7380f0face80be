// Helpers for lowerings that call runtime library routines (fft, cholesky,
// triangular-solve): row-major views of their arrays and the work-group
// count of a batch of independent problems.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_LIBRARY_CALL_UTIL_H_
#define AXLE_BACKENDS_CPU_CODEGEN_LIBRARY_CALL_UTIL_H_

#include <vector>

#include "absl/status/statusor.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/ir_array.h"

namespace xla::cpu {

// Library routines take row-major arrays. An operand or result in another
// layout goes through a row-major copy in scratch memory, made by a loop in
// the computation's function (before the call for inputs, after it for
// outputs). A dynamic one (bounded dimensions) goes through a packed copy:
// only the elements within its runtime sizes, row-major and contiguous, as
// the routines see a static array of those sizes; a dynamic result's
// runtime sizes must be stored before Output.
class RowMajorArrays {
 public:
  explicit RowMajorArrays(ComputationEmitter& emitter) : emitter_(emitter) {}

  // The address of `value`'s elements in row-major order.
  absl::StatusOr<llvm::Value*> Input(const HloInstruction* value);
  // Where the library writes `value` (its element at `index`) row-major.
  absl::StatusOr<llvm::Value*> Output(const HloInstruction* value, const ShapeIndex& index = {});
  // After the call: copies row-major outputs into place, frees the copies.
  void Finish();

 private:
  // A fresh scratch buffer for `shape` (the run fails if none can be had).
  llvm::Value* Scratch(const Shape& shape);

  struct PendingOutput {
    IrArray row_major, target;
    bool packed = false;
  };
  ComputationEmitter& emitter_;
  std::vector<PendingOutput> outputs_;
  std::vector<llvm::Value*> scratch_;
};

// A constant i64 array in the module (private, named from `name`), for
// runtime routines' shape arguments.
llvm::Constant* ConstantI64Array(ModuleCodegen& codegen, absl::string_view name,
                                 const std::vector<int64_t>& values);

// How many work groups `problems` independent problems of `work_per_problem`
// operations each are split into: from the shape only, at least one
// problem and about a million operations per group, at most 64 groups.
int64_t BatchWorkGroups(int64_t problems, double work_per_problem);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_LIBRARY_CALL_UTIL_H_
