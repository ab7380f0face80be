#include "axle/backends/cpu/codegen/library_call_util.h"

#include <algorithm>
#include <functional>
#include <vector>

#include "axle/backends/cpu/codegen/dynamic_shapes.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"

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

// Calls body(index, packed) for every index within the runtime sizes of the
// dynamic array `array`, where packed is the index's row-major position among
// those sizes. One loop per dimension (the rank bounds the nesting).
void EmitRuntimeSizeLoops(
    llvm::IRBuilder<>& b, const IrArray& array,
    const std::function<void(const IrIndex& index, llvm::Value* packed)>& body) {
  const std::vector<llvm::Value*> sizes = LoadDynamicSizes(b, array.base(), array.shape());
  std::vector<llvm::Value*> index(sizes.size());
  std::function<void(size_t, llvm::Value*)> loop = [&](size_t dim, llvm::Value* packed) {
    if (dim == sizes.size()) {
      body(IrIndex::Multidim(index), packed);
      return;
    }
    absl::Status status =
        EmitForLoop(b, "packed", b.getInt64(0), sizes[dim], 1, [&](llvm::Value* i) {
          index[dim] = i;
          loop(dim + 1, b.CreateAdd(b.CreateMul(packed, sizes[dim]), i));
          return absl::OkStatus();
        });
    (void)status;  // the body cannot fail
  };
  loop(0, b.getInt64(0));
}

// A rank-1 view of the packed copy of `shape`'s elements (as many as the
// bounds hold, at most).
IrArray PackedArray(llvm::Value* base, const Shape& shape) {
  return IrArray(base, ShapeUtil::MakeShape(shape.element_type(),
                                            {ShapeUtil::ElementsIn(shape)}));
}

// to[packed] = from[index] within from's runtime sizes.
void EmitPack(llvm::IRBuilder<>& b, const IrArray& to, const IrArray& from) {
  EmitRuntimeSizeLoops(b, from, [&](const IrIndex& index, llvm::Value* packed) {
    to.EmitStore(from.EmitLoad(index, b), IrIndex::Multidim({packed}), b);
  });
}

// to[index] = from[packed] within to's runtime sizes.
void EmitUnpack(llvm::IRBuilder<>& b, const IrArray& to, const IrArray& from) {
  EmitRuntimeSizeLoops(b, to, [&](const IrIndex& index, llvm::Value* packed) {
    to.EmitStore(from.EmitLoad(IrIndex::Multidim({packed}), b), index, b);
  });
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
  if (array.shape().is_dynamic()) {
    IrArray packed = PackedArray(Scratch(array.shape()), array.shape());
    EmitPack(emitter_.b(), packed, array);
    return packed.base();
  }
  if (IsRowMajor(array.shape())) return array.base();
  IrArray copy(Scratch(array.shape()), RowMajorShape(array.shape()));
  EmitArrayCopy(emitter_.b(), copy, array);
  return copy.base();
}

absl::StatusOr<llvm::Value*> RowMajorArrays::Output(const HloInstruction* value,
                                                    const ShapeIndex& index) {
  ASSIGN_OR_RETURN(IrArray array, emitter_.ArrayFor(value, index));
  if (array.shape().is_dynamic()) {
    IrArray packed = PackedArray(Scratch(array.shape()), array.shape());
    outputs_.push_back({packed, array, /*packed=*/true});
    return packed.base();
  }
  if (IsRowMajor(array.shape())) return array.base();
  IrArray copy(Scratch(array.shape()), RowMajorShape(array.shape()));
  outputs_.push_back({copy, array});
  return copy.base();
}

void RowMajorArrays::Finish() {
  for (const PendingOutput& output : outputs_) {
    if (output.packed) {
      EmitUnpack(emitter_.b(), output.target, output.row_major);
    } else {
      EmitArrayCopy(emitter_.b(), output.target, output.row_major);
    }
  }
  for (llvm::Value* pointer : scratch_) {
    emitter_.b().CreateCall(RuntimeFunction(emitter_.codegen().module(), "__axle_free"),
                            {pointer});
  }
  outputs_.clear();
  scratch_.clear();
}

llvm::Constant* ConstantI64Array(ModuleCodegen& codegen, absl::string_view name,
                                 const std::vector<int64_t>& values) {
  std::vector<uint64_t> data(values.begin(), values.end());
  if (data.empty()) data.push_back(0);
  llvm::Constant* initializer = llvm::ConstantDataArray::get(codegen.context(), data);
  return new llvm::GlobalVariable(codegen.module(), initializer->getType(), /*isConstant=*/true,
                                  llvm::GlobalValue::PrivateLinkage, initializer,
                                  codegen.UniqueName(name));
}

int64_t BatchWorkGroups(int64_t problems, double work_per_problem) {
  constexpr double kWorkPerGroup = 1024.0 * 1024.0;
  constexpr int64_t kMaxGroups = 64;
  const double total = static_cast<double>(problems) * work_per_problem;
  const int64_t by_work = static_cast<int64_t>(std::min(total / kWorkPerGroup, 1e9));
  return std::clamp<int64_t>(by_work, 1, std::max<int64_t>(1, std::min(problems, kMaxGroups)));
}

}  // namespace xla::cpu
