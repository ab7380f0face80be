#include "axle/backends/cpu/runtime/runtime_status.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/portable/runtime_report.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::cpu {

int32_t ReportStatus(void* ctx, const void* instruction, const absl::Status& status) {
  const auto* hlo = static_cast<const HloInstruction*>(instruction);
  if (status.ok()) {
    if (!RunCancelled(ctx)) return 0;
    static_cast<RunContext*>(ctx)->SetError(
        absl::CancelledError(CancelledMessage(hlo->name().c_str())));
    return 1;
  }
  static_cast<RunContext*>(ctx)->SetError(
      AddContext(status, absl::StrCat("evaluating ", hlo->name())));
  return 1;
}

}  // namespace xla::cpu
