#include "axle/backends/cpu/runtime/runtime_status.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::cpu {

namespace {

bool Cancelled(const RunContext& context) {
  return context.cancelled != nullptr && context.cancelled->load(std::memory_order_relaxed);
}

absl::Status CancelledAt(const HloInstruction& instruction) {
  return absl::CancelledError(
      absl::StrCat("the run was cancelled (at instruction ", instruction.name(), ")"));
}

}  // namespace

int32_t ReportStatus(void* ctx, const void* instruction, const absl::Status& status) {
  const auto* hlo = static_cast<const HloInstruction*>(instruction);
  if (status.ok()) {
    if (!Cancelled(*static_cast<RunContext*>(ctx))) return 0;
    static_cast<RunContext*>(ctx)->SetError(CancelledAt(*hlo));
    return 1;
  }
  static_cast<RunContext*>(ctx)->SetError(
      AddContext(status, absl::StrCat("evaluating ", hlo->name())));
  return 1;
}

}  // namespace xla::cpu

extern "C" int32_t __axle_check_cancelled(void* ctx, const void* instruction) {
  auto* context = static_cast<xla::cpu::RunContext*>(ctx);
  if (!xla::cpu::Cancelled(*context)) return 0;
  context->SetError(xla::cpu::CancelledAt(*static_cast<const xla::HloInstruction*>(instruction)));
  return 1;
}

extern "C" int32_t __axle_dimension_size_error(void* ctx, const void* instruction, int64_t dim,
                                               int64_t size, int64_t other) {
  const auto& hlo = *static_cast<const xla::HloInstruction*>(instruction);
  const std::string name = absl::StrCat(xla::HloOpcodeString(hlo.opcode()), " ", hlo.name());
  absl::Status error;
  if (dim < 0) {
    error = xla::InvalidArgument(name, ": operand ", hlo.operand(0)->shape().ToString(), " has ",
                                 size, " elements but the sizes give ", other);
  } else if (hlo.opcode() == xla::HloOpcode::kSlice) {
    error = xla::InvalidArgument(name, ": slice limit ", other, " of dimension ", dim,
                                 " is past its runtime size ", size, " in ",
                                 hlo.operand(0)->shape().ToString());
  } else if (hlo.opcode() == xla::HloOpcode::kSetDimensionSize) {
    error = xla::InvalidArgument(name, ": size ", size, " of dimension ", dim,
                                 " is outside [0, ", hlo.shape().dimensions(dim), "]");
  } else {
    error = xla::InvalidArgument(name, ": size ", size, " of dimension ", dim,
                                 " does not fit the result ", hlo.shape().ToString());
  }
  return xla::cpu::ReportStatus(ctx, instruction, error);
}

extern "C" int32_t __axle_dynamic_operand_error(void* ctx, const void* instruction,
                                                int64_t operand, int64_t dim, int64_t size,
                                                int64_t needed) {
  const auto& hlo = *static_cast<const xla::HloInstruction*>(instruction);
  const std::string name = absl::StrCat(xla::HloOpcodeString(hlo.opcode()), " ", hlo.name());
  const std::string where = absl::StrCat("dimension ", dim, " of operand ", operand, " (",
                                         hlo.operand(operand)->shape().ToString(),
                                         ") has runtime size ", size);
  const bool window = hlo.opcode() == xla::HloOpcode::kDynamicSlice ||
                      hlo.opcode() == xla::HloOpcode::kGather;
  // convolution, select-and-scatter, cholesky and triangular-solve: the
  // operands' runtime sizes must agree as shape inference requires.
  const bool agree = hlo.opcode() == xla::HloOpcode::kConvolution ||
                     hlo.opcode() == xla::HloOpcode::kSelectAndScatter ||
                     hlo.opcode() == xla::HloOpcode::kCholesky ||
                     hlo.opcode() == xla::HloOpcode::kTriangularSolve;
  const absl::Status error =
      window  ? xla::InvalidArgument(name, ": slice size ", needed, " of dimension ", dim,
                                     " does not fit: ", where)
      : agree ? xla::InvalidArgument(name, ": ", where, " but the other runtime sizes need ",
                                     needed)
              : xla::InvalidArgument(name, ": ", where, " but ",
                                     xla::HloOpcodeString(hlo.opcode()),
                                     " runs on a dynamic dimension only at its bound ", needed);
  return xla::cpu::ReportStatus(ctx, instruction, error);
}
