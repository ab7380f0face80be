// dot as an element generator, for any dot dimension numbers and element
// type, with the interpreter's semantics (axle/eval/numeric_ops_dot.cc): the
// result index is (batch..., lhs free..., rhs free...); the element is the
// sum over the contracting index space, in row-major order of the listed
// contracting dimensions, of lhs * rhs in the accumulation type of
// elemental_accumulate.h. Bit-identical with the interpreter; used for small
// dots, types the libraries lack, and dots inside fusions (large f32/f64
// matrix products go to a library: lowering_dot.cc).
#include <algorithm>
#include <functional>

#include "axle/backends/cpu/codegen/dot_dimensions.h"
#include "axle/backends/cpu/codegen/elemental_accumulate.h"
#include "axle/backends/cpu/codegen/elemental_emitter.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"

namespace xla::cpu {

std::vector<int64_t> DotFreeDimensions(int64_t rank, absl::Span<const int64_t> batch,
                                    absl::Span<const int64_t> contracting) {
  std::vector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d) {
    if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
        std::find(contracting.begin(), contracting.end(), d) == contracting.end()) {
      free.push_back(d);
    }
  }
  return free;
}

namespace {

absl::StatusOr<llvm::Value*> EmitDot(ElementalEmitter& e, const HloInstruction& dot,
                                     const IrIndex& index) {
  const DotDimensionNumbers& dnums = dot.attributes().dot_dimension_numbers;
  const Shape& lhs_shape = dot.operand(0)->shape();
  const Shape& rhs_shape = dot.operand(1)->shape();
  std::vector<llvm::Value*> lhs_index(lhs_shape.rank(), nullptr);
  std::vector<llvm::Value*> rhs_index(rhs_shape.rank(), nullptr);
  int64_t position = 0;
  for (int i = 0; i < dnums.lhs_batch_dimensions_size(); ++i) {
    lhs_index[dnums.lhs_batch_dimensions(i)] = index.multidim[position];
    rhs_index[dnums.rhs_batch_dimensions(i)] = index.multidim[position++];
  }
  for (int64_t d : DotFreeDimensions(lhs_shape.rank(), dnums.lhs_batch_dimensions(),
                                  dnums.lhs_contracting_dimensions())) {
    lhs_index[d] = index.multidim[position++];
  }
  for (int64_t d : DotFreeDimensions(rhs_shape.rank(), dnums.rhs_batch_dimensions(),
                                  dnums.rhs_contracting_dimensions())) {
    rhs_index[d] = index.multidim[position++];
  }
  ASSIGN_OR_RETURN(ProductSum sum, ProductSum::Start(e, dot));
  // One loop per contracting dimension, the first listed outermost.
  const int64_t contracting = dnums.lhs_contracting_dimensions_size();
  std::function<absl::Status(int64_t)> loop = [&](int64_t level) -> absl::Status {
    if (level == contracting) {
      ASSIGN_OR_RETURN(llvm::Value * lhs, e.EmitOperand(dot, 0, IrIndex::Multidim(lhs_index)));
      ASSIGN_OR_RETURN(llvm::Value * rhs, e.EmitOperand(dot, 1, IrIndex::Multidim(rhs_index)));
      return sum.Add(lhs, lhs_shape.element_type(), rhs, rhs_shape.element_type());
    }
    const int64_t lhs_dim = dnums.lhs_contracting_dimensions(level);
    const int64_t rhs_dim = dnums.rhs_contracting_dimensions(level);
    // A dynamic dimension contracts its runtime size only.
    ASSIGN_OR_RETURN(llvm::Value * size, e.DimensionSize(*dot.operand(0), lhs_dim));
    return EmitForLoop(e.b(), "dot.k", e.b().getInt64(0), size, 1,
                       [&](llvm::Value* k) -> absl::Status {
                         lhs_index[lhs_dim] = k;
                         rhs_index[rhs_dim] = k;
                         return loop(level + 1);
                       });
  };
  RETURN_IF_ERROR(loop(0));
  return sum.Finish();
}

}  // namespace

void RegisterElementalDotOps(ElementalRegistry& registry) {
  registry.Register(HloOpcode::kDot, EmitDot);
}

}  // namespace xla::cpu
