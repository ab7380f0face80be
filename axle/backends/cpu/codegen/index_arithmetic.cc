#include "axle/backends/cpu/codegen/index_arithmetic.h"

#include <limits>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"

namespace xla::cpu {

llvm::Value* IndexToI64(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b) {
  if (type == U64) {
    // As unsigned, anything above INT64_MAX is negative as signed.
    return b.CreateSelect(b.CreateICmpSLT(value, b.getInt64(0)),
                          b.getInt64(std::numeric_limits<int64_t>::max()), value);
  }
  if (primitive_util::IsUnsignedIntegralType(type)) return b.CreateZExt(value, b.getInt64Ty());
  return b.CreateSExt(value, b.getInt64Ty());
}

WindowTap EmitWindowTap(const WindowDimension& window, llvm::Value* out, llvm::Value* k,
                        llvm::Value* base_size, llvm::IRBuilder<>& b) {
  llvm::Value* p = b.CreateAdd(
      b.CreateSub(b.CreateMul(out, b.getInt64(window.stride())), b.getInt64(window.padding_low())),
      b.CreateMul(k, b.getInt64(window.window_dilation())));
  llvm::Value* dilation = b.getInt64(window.base_dilation());
  llvm::Value* at = b.CreateSDiv(p, dilation);
  llvm::Value* inside = b.CreateAnd(
      b.CreateAnd(b.CreateICmpSGE(p, b.getInt64(0)),
                  b.CreateICmpEQ(b.CreateSRem(p, dilation), b.getInt64(0))),
      b.CreateICmpSLT(at, base_size));
  return {inside, b.CreateSelect(inside, at, b.getInt64(0))};
}

WindowTapRange EmitWindowTapRange(const WindowDimension& window, llvm::Value* out,
                                  llvm::Value* base_size, llvm::IRBuilder<>& b) {
  llvm::Type* i64 = b.getInt64Ty();
  auto sub_sat = [&](llvm::Value* x, llvm::Value* y) {
    return b.CreateBinaryIntrinsic(llvm::Intrinsic::ssub_sat, x, y);
  };
  auto max = [&](llvm::Value* x, llvm::Value* y) {
    return b.CreateSelect(b.CreateICmpSGT(x, y), x, y);
  };
  auto min = [&](llvm::Value* x, llvm::Value* y) {
    return b.CreateSelect(b.CreateICmpSLT(x, y), x, y);
  };
  llvm::Value* zero = llvm::ConstantInt::get(i64, 0);
  llvm::Value* dilation = b.getInt64(window.window_dilation());
  // out * stride fits: it is at most the padded base minus the window.
  llvm::Value* start =
      sub_sat(b.CreateMul(out, b.getInt64(window.stride())), b.getInt64(window.padding_low()));
  llvm::Value* last = b.CreateMul(b.CreateSub(base_size, b.getInt64(1)),
                                  b.getInt64(window.base_dilation()));
  // begin = max(0, ceil(-start / dilation)); end = min(size - 1, floor((last - start) / dilation)) + 1.
  llvm::Value* minus_start = sub_sat(zero, start);
  llvm::Value* ceil = b.CreateAdd(
      b.CreateSDiv(minus_start, dilation),
      b.CreateZExt(b.CreateICmpSGT(b.CreateSRem(minus_start, dilation), zero), i64));
  llvm::Value* span = sub_sat(last, start);
  llvm::Value* floor = b.CreateSub(
      b.CreateSDiv(span, dilation),
      b.CreateZExt(b.CreateICmpSLT(b.CreateSRem(span, dilation), zero), i64));
  llvm::Value* end = b.CreateAdd(min(floor, b.getInt64(window.size() - 1)), b.getInt64(1));
  return {max(ceil, zero), end};
}

llvm::Value* ClampIndex(llvm::Value* value, int64_t low, int64_t high, llvm::IRBuilder<>& b) {
  llvm::Value* at_least_low =
      b.CreateSelect(b.CreateICmpSLT(value, b.getInt64(low)), b.getInt64(low), value);
  return b.CreateSelect(b.CreateICmpSGT(at_least_low, b.getInt64(high)), b.getInt64(high),
                        at_least_low);
}

absl::StatusOr<std::vector<llvm::Value*>> ClampedStartIndices(
    const HloInstruction& instruction, int64_t first_operand, absl::Span<const int64_t> bounds,
    absl::Span<const int64_t> window, const OperandReader& read, llvm::IRBuilder<>& b) {
  const int64_t count = static_cast<int64_t>(bounds.size());
  const int64_t index_operands = instruction.operand_count() - first_operand;
  const bool vector_form = index_operands == 1 && count != 0 &&
                           instruction.operand(first_operand)->shape().rank() == 1;
  if (!vector_form && index_operands != count) {
    return absl::InvalidArgumentError(absl::StrCat("expected ", count, " start indices but got ",
                                                   index_operands, " index operands"));
  }
  std::vector<llvm::Value*> starts;
  for (int64_t d = 0; d < count; ++d) {
    const int64_t operand = vector_form ? first_operand : first_operand + d;
    const PrimitiveType type = instruction.operand(operand)->shape().element_type();
    if (!primitive_util::IsIntegralType(type)) {
      return absl::InvalidArgumentError(absl::StrCat("start index operand ", operand,
                                                     " must be integral"));
    }
    IrIndex index = vector_form ? IrIndex::Multidim({b.getInt64(d)}) : IrIndex();
    ASSIGN_OR_RETURN(llvm::Value* raw, read(operand, index));
    if (window[d] < 0 || window[d] > bounds[d]) {
      return absl::InvalidArgumentError(absl::StrCat("window size ", window[d], " of dimension ",
                                                     d, " does not fit size ", bounds[d]));
    }
    starts.push_back(ClampIndex(IndexToI64(raw, type, b), 0, bounds[d] - window[d], b));
  }
  return starts;
}

IndexVectorLayout::IndexVectorLayout(const Shape& indices, int64_t index_vector_dim)
    : rank_(indices.rank()), index_vector_dim_(index_vector_dim) {
  for (int64_t d = 0; d < rank_; ++d) {
    if (d != index_vector_dim) batch_dims_.push_back(d);
  }
}

int64_t IndexVectorLayout::BatchPosition(int64_t dim) const {
  for (int64_t k = 0; k < batch_rank(); ++k) {
    if (batch_dims_[k] == dim) return k;
  }
  return -1;
}

IrIndex IndexVectorLayout::ComponentIndex(absl::Span<llvm::Value* const> batch_index, int64_t k,
                                          llvm::IRBuilder<>& b) const {
  std::vector<llvm::Value*> full(rank_, nullptr);
  for (int64_t j = 0; j < batch_rank(); ++j) full[batch_dims_[j]] = batch_index[j];
  if (index_vector_dim_ < rank_) full[index_vector_dim_] = b.getInt64(k);
  return IrIndex::Multidim(std::move(full));
}

int64_t OperandMinorInResult(const HloInstruction& instruction) {
  if (instruction.opcode() != HloOpcode::kTranspose && instruction.opcode() != HloOpcode::kCopy) {
    return -1;
  }
  const Shape& operand = instruction.operand(0)->shape();
  if (!operand.IsArray() || !instruction.shape().IsArray()) return -1;
  const std::vector<int64_t> order = PhysicalOrder(operand);
  if (order.empty()) return -1;
  if (instruction.opcode() == HloOpcode::kCopy) return order.back();
  const std::vector<int64_t>& permutation = instruction.dimensions();
  for (size_t d = 0; d < permutation.size(); ++d) {
    if (permutation[d] == order.back()) return static_cast<int64_t>(d);
  }
  return -1;
}

std::vector<int64_t> PhysicalOrder(const Shape& shape) {
  const Layout layout = LayoutUtil::LayoutOrDefault(shape);
  std::vector<int64_t> order;
  for (int64_t i = shape.rank() - 1; i >= 0; --i) {
    const int64_t dim = layout.minor_to_major(i);
    if (shape.dimensions(dim) != 1) order.push_back(dim);
  }
  return order;
}

}  // namespace xla::cpu
