#include "axle/backends/cpu/runtime/runtime_status.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::cpu {

int32_t ReportStatus(void* ctx, const void* instruction, const absl::Status& status) {
  if (status.ok()) return 0;
  const auto* hlo = static_cast<const HloInstruction*>(instruction);
  static_cast<RunContext*>(ctx)->SetError(
      AddContext(status, absl::StrCat("evaluating ", hlo->name())));
  return 1;
}

}  // namespace xla::cpu
