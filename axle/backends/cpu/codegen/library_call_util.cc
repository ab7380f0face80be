#include "axle/backends/cpu/codegen/library_call_util.h"

#include <algorithm>

#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

bool IsRowMajor(const Shape& shape) {
  return LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::LayoutOrDefault(shape));
}

Shape RowMajorShape(Shape shape) {
  LayoutUtil::SetToDefaultLayout(&shape);
  return shape;
}

// to[index] = from[index] over every element, in `to`'s physical order.
void EmitArrayCopy(llvm::IRBuilder<>& b, const IrArray& to, const IrArray& from) {
  absl::Status status = EmitLoopNest(b, to.shape(), [&](const IrIndex& index) -> absl::Status {
    to.EmitStore(from.EmitLoad(index, b), index, b);
    return absl::OkStatus();
  });
  (void)status;  // the body cannot fail
}

}  // namespace

llvm::Value* RowMajorArrays::Scratch(const Shape& shape) {
  llvm::IRBuilder<>& b = emitter_.b();
  llvm::Value* pointer =
      b.CreateCall(RuntimeFunction(emitter_.codegen().module(), "__axle_malloc"),
                   {emitter_.run_context(), b.getInt64(ShapeUtil::ByteSizeOfElements(shape))});
  emitter_.ReturnIfFailed(b.CreateZExt(b.CreateIsNull(pointer), b.getInt32Ty()));
  scratch_.push_back(pointer);
  return pointer;
}

absl::StatusOr<llvm::Value*> RowMajorArrays::Input(const HloInstruction* value) {
  ASSIGN_OR_RETURN(IrArray array, emitter_.ArrayFor(value));
  if (IsRowMajor(array.shape())) return array.base();
  IrArray copy(Scratch(array.shape()), RowMajorShape(array.shape()));
  EmitArrayCopy(emitter_.b(), copy, array);
  return copy.base();
}

absl::StatusOr<llvm::Value*> RowMajorArrays::Output(const HloInstruction* value) {
  ASSIGN_OR_RETURN(IrArray array, emitter_.ArrayFor(value));
  if (IsRowMajor(array.shape())) return array.base();
  IrArray copy(Scratch(array.shape()), RowMajorShape(array.shape()));
  outputs_.push_back({copy, array});
  return copy.base();
}

void RowMajorArrays::Finish() {
  for (const PendingOutput& output : outputs_) {
    EmitArrayCopy(emitter_.b(), output.target, output.row_major);
  }
  for (llvm::Value* pointer : scratch_) {
    emitter_.b().CreateCall(RuntimeFunction(emitter_.codegen().module(), "__axle_free"),
                            {pointer});
  }
  outputs_.clear();
  scratch_.clear();
}

int64_t BatchWorkGroups(int64_t problems, double work_per_problem) {
  constexpr double kWorkPerGroup = 1024.0 * 1024.0;
  constexpr int64_t kMaxGroups = 64;
  const double total = static_cast<double>(problems) * work_per_problem;
  const int64_t by_work = static_cast<int64_t>(std::min(total / kWorkPerGroup, 1e9));
  return std::clamp<int64_t>(by_work, 1, std::max<int64_t>(1, std::min(problems, kMaxGroups)));
}

}  // namespace xla::cpu
