// cholesky and triangular-solve for generated code: each matrix (system)
// with the interpreter's own kernels (axle/base/linalg_kernels.h), so the
// results are bit-identical with it, NaN-on-failure included; batches are
// split into work groups by the code generator (from the shape).
#include <vector>

#include <string>
#include <type_traits>

#include "axle/backends/cpu/runtime/portable/element_type_switch.h"
#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/linalg_kernels.h"

namespace xla::cpu {
namespace {

// Calls fn(tag) for the floating or complex element type `type` (f16, bf16,
// f32, f64, c64, c128); false for any other.
template <typename Fn>
bool ForFloatingType(int32_t type, Fn&& fn) {
  bool known = false;
  ElementTypeSwitch(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, half> || std::is_same_v<T, bfloat16> ||
                  std::is_same_v<T, float> || std::is_same_v<T, double> ||
                  kIsComplexElement<T>) {
      known = true;
      fn(tag);
    }
  });
  return known;
}

int32_t Finish(void* ctx, bool known_type, int32_t type, const char* op) {
  if (!known_type) {
    RecordRunError(ctx, RunErrorCode::kInternal,
                   std::string(op) + ": unsupported element type " + std::to_string(type));
    return 1;
  }
  return RunStatus(ctx);
}

}  // namespace
}  // namespace xla::cpu

using xla::cpu::GroupRange;
using xla::cpu::RunWorkGroups;

extern "C" int32_t __axle_cholesky(void* ctx, const void* a, void* out, int32_t type,
                                   int64_t batch, int64_t m, int32_t lower, int64_t groups) {
  const bool known = xla::cpu::ForFloatingType(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = static_cast<const T*>(a);
    T* result = static_cast<T*>(out);
    RunWorkGroups(ctx, groups, [&](int64_t group) {
      std::vector<xla::ComputeType<T>> l;
      const auto [begin, end] = GroupRange(batch, groups, group);
      for (int64_t b = begin; b < end; ++b) {
        xla::linalg::CholeskyMatrix(in + b * m * m, result + b * m * m, m, lower != 0, l);
      }
    });
  });
  return xla::cpu::Finish(ctx, known, type, "cholesky");
}

extern "C" int32_t __axle_triangular_solve(void* ctx, const void* a, const void* b, void* out,
                                           int32_t type, int64_t batch, int64_t m, int64_t rows,
                                           int64_t cols, int32_t flags, int64_t groups) {
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
    RunWorkGroups(ctx, groups, [&](int64_t group) {
      std::vector<xla::ComputeType<T>> s, r;
      const auto [begin, end] = GroupRange(batch, groups, group);
      for (int64_t i = begin; i < end; ++i) {
        xla::linalg::TriangularSolveMatrix(matrices + i * m * m, sides + i * rows * cols,
                                           result + i * rows * cols, m, rows, cols, options, s,
                                           r);
      }
    });
  });
  return xla::cpu::Finish(ctx, known, type, "triangular-solve");
}
