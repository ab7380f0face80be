#include "axle/backends/cpu/codegen/index_arithmetic.h"

#include <limits>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/loop_emitter.h"
#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"

namespace xla::cpu {
namespace {

// x^-1 mod m for gcd(x, m) == 1 (0 when m == 1), by the extended Euclidean
// algorithm in 128 bits (m may be near 2^63).
int64_t ModularInverse(int64_t x, int64_t m) {
  if (m == 1) return 0;
  __int128 old_r = x, r = m, old_s = 1, s = 0;
  while (r != 0) {
    const __int128 quotient = old_r / r;
    __int128 t = old_r - quotient * r;
    old_r = r;
    r = t;
    t = old_s - quotient * s;
    old_s = s;
    s = t;
  }
  __int128 inverse = old_s % m;
  if (inverse < 0) inverse += m;
  return static_cast<int64_t>(inverse);
}

}  // namespace

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
  llvm::Value* begin = max(ceil, zero);
  const int64_t base_dilation = window.base_dilation();
  if (base_dilation == 1) return {begin, end, 1};
  // Tap k lands on an element when start + k * dilation == 0 (mod base
  // dilation). With g = gcd(dilation, base dilation) and m = base dilation /
  // g, that needs g | start, and then k == -(start / g) * inverse(dilation /
  // g) (mod m): the taps are k0, k0 + m, ... Exact start in i128 (the
  // saturated one above only bounds the range).
  const int64_t g = std::gcd(window.window_dilation(), base_dilation);
  const int64_t m = base_dilation / g;
  const int64_t inverse = ModularInverse((window.window_dilation() / g) % m, m);
  llvm::Type* i128 = b.getInt128Ty();
  auto wide = [&](int64_t v) { return llvm::ConstantInt::get(i128, v, /*isSigned=*/true); };
  llvm::Value* exact_start =
      b.CreateSub(b.CreateMul(b.CreateSExt(out, i128), wide(window.stride())),
                  wide(window.padding_low()));
  llvm::Value* reachable = b.CreateICmpEQ(b.CreateSRem(exact_start, wide(g)), wide(0));
  llvm::Value* q = b.CreateNeg(b.CreateSDiv(exact_start, wide(g)));
  llvm::Value* residue = b.CreateSRem(b.CreateAdd(b.CreateSRem(q, wide(m)), wide(m)), wide(m));
  llvm::Value* k0 =
      b.CreateTrunc(b.CreateSRem(b.CreateMul(residue, wide(inverse)), wide(m)), i64);
  // The first tap >= begin congruent to k0.
  llvm::Value* offset = b.CreateSub(k0, b.CreateSRem(begin, b.getInt64(m)));
  offset = b.CreateSelect(b.CreateICmpSLT(offset, zero), b.CreateAdd(offset, b.getInt64(m)),
                          offset);
  llvm::Value* first =
      b.CreateBinaryIntrinsic(llvm::Intrinsic::sadd_sat, begin, offset);
  return {b.CreateSelect(reachable, first, end), end, m};
}

absl::Status EmitWindowTapLoop(llvm::IRBuilder<>& b, const WindowTapRange& taps,
                               const std::function<absl::Status(llvm::Value* k)>& body) {
  if (taps.step == 1) return EmitForLoop(b, "window", taps.first, taps.end, 1, body);
  // count = first < end ? (end - first - 1) / step + 1 : 0
  llvm::Value* before_end = b.CreateICmpSLT(taps.first, taps.end);
  llvm::Value* span = b.CreateSelect(before_end, b.CreateSub(taps.end, taps.first), b.getInt64(1));
  llvm::Value* count = b.CreateSelect(
      before_end,
      b.CreateAdd(b.CreateSDiv(b.CreateSub(span, b.getInt64(1)), b.getInt64(taps.step)),
                  b.getInt64(1)),
      b.getInt64(0));
  return EmitForLoop(b, "window", b.getInt64(0), count, 1, [&](llvm::Value* j) {
    return body(b.CreateAdd(taps.first, b.CreateMul(j, b.getInt64(taps.step))));
  });
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
