// cholesky and triangular-solve for generated code: each matrix (system)
// with the interpreter's own kernels (axle/base/linalg_kernels.h), so the
// results are bit-identical with it, NaN-on-failure included; batches are
// split into work groups by the code generator (from the shape).
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/backends/cpu/runtime/work_groups.h"
#include "axle/base/linalg_kernels.h"
#include "axle/shape/primitive_type.h"

namespace xla::cpu {
namespace {

template <typename T>
struct TypeTag {
  using type = T;
};

// Calls fn(TypeTag<T>) for the floating or complex element type `type`;
// false for any other.
template <typename Fn>
bool ForFloatingType(int32_t type, Fn&& fn) {
  switch (static_cast<PrimitiveType>(type)) {
    case F16:
      fn(TypeTag<half>());
      return true;
    case BF16:
      fn(TypeTag<bfloat16>());
      return true;
    case F32:
      fn(TypeTag<float>());
      return true;
    case F64:
      fn(TypeTag<double>());
      return true;
    case C64:
      fn(TypeTag<complex64>());
      return true;
    case C128:
      fn(TypeTag<complex128>());
      return true;
    default:
      return false;
  }
}

int32_t Finish(RunContext& run, bool known_type, int32_t type, const char* op) {
  if (!known_type) {
    run.SetError(absl::InternalError(absl::StrCat(op, ": unsupported element type ", type)));
    return 1;
  }
  return run.failed.load(std::memory_order_acquire) ? 1 : 0;
}

}  // namespace
}  // namespace xla::cpu

using xla::cpu::GroupRange;
using xla::cpu::RunContext;
using xla::cpu::RunWorkGroups;

extern "C" int32_t __axle_cholesky(void* ctx, const void* a, void* out, int32_t type,
                                   int64_t batch, int64_t m, int32_t lower, int64_t groups) {
  auto* run = static_cast<RunContext*>(ctx);
  const bool known = xla::cpu::ForFloatingType(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = static_cast<const T*>(a);
    T* result = static_cast<T*>(out);
    RunWorkGroups(*run, groups, [&](int64_t group) {
      std::vector<xla::ComputeType<T>> l;
      const auto [begin, end] = GroupRange(batch, groups, group);
      for (int64_t b = begin; b < end; ++b) {
        xla::linalg::CholeskyMatrix(in + b * m * m, result + b * m * m, m, lower != 0, l);
      }
    });
  });
  return xla::cpu::Finish(*run, known, type, "cholesky");
}

extern "C" int32_t __axle_triangular_solve(void* ctx, const void* a, const void* b, void* out,
                                           int32_t type, int64_t batch, int64_t m, int64_t rows,
                                           int64_t cols, int32_t flags, int64_t groups) {
  auto* run = static_cast<RunContext*>(ctx);
  xla::linalg::TriangularSolveFlags options;
  options.left_side = flags & kAxleTriangularLeftSide;
  options.lower = flags & kAxleTriangularLower;
  options.unit_diagonal = flags & kAxleTriangularUnitDiagonal;
  options.transpose = flags & kAxleTriangularTranspose;
  options.conjugate = flags & kAxleTriangularConjugate;
  const bool known = xla::cpu::ForFloatingType(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* matrices = static_cast<const T*>(a);
    const T* sides = static_cast<const T*>(b);
    T* result = static_cast<T*>(out);
    RunWorkGroups(*run, groups, [&](int64_t group) {
      std::vector<xla::ComputeType<T>> s, r;
      const auto [begin, end] = GroupRange(batch, groups, group);
      for (int64_t i = begin; i < end; ++i) {
        xla::linalg::TriangularSolveMatrix(matrices + i * m * m, sides + i * rows * cols,
                                           result + i * rows * cols, m, rows, cols, options, s,
                                           r);
      }
    });
  });
  return xla::cpu::Finish(*run, known, type, "triangular-solve");
}
