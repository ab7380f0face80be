// Error reporting for runtime calls, and the runtime's error entry points:
// cancellation checks and the errors of runtime sizes that do not fit
// (codegen/dynamic_shapes.cc checks them; the messages are the
// interpreter's).
#include "axle/backends/cpu/runtime/portable/runtime_report.h"

#include "axle/backends/cpu/runtime/runtime_abi.h"

namespace xla::cpu {

std::string CancelledMessage(const char* name) {
  return std::string("the run was cancelled (at instruction ") + name + ")";
}

int32_t ReportError(void* ctx, const char* name, const std::string& error, RunErrorCode code) {
  if (error.empty()) {
    if (!RunCancelled(ctx)) return 0;
    RecordRunError(ctx, RunErrorCode::kCancelled, CancelledMessage(name));
    return 1;
  }
  RecordRunError(ctx, code, std::string("evaluating ") + name + ": " + error);
  return 1;
}

}  // namespace xla::cpu

using std::to_string;

extern "C" int32_t __axle_check_cancelled(void* ctx, const char* name) {
  if (!xla::cpu::RunCancelled(ctx)) return 0;
  xla::cpu::RecordRunError(ctx, xla::cpu::RunErrorCode::kCancelled,
                           xla::cpu::CancelledMessage(name));
  return 1;
}

extern "C" int32_t __axle_dimension_size_error(void* ctx, const char* name, const char* opcode,
                                               int32_t kind, const char* shape, int64_t dim,
                                               int64_t size, int64_t other) {
  const std::string prefix = std::string(opcode) + " " + name + ": ";
  std::string error;
  switch (kind) {
    case kAxleSizeElementCount:
      error = prefix + "operand " + shape + " has " + to_string(size) +
              " elements but the sizes give " + to_string(other);
      break;
    case kAxleSizeSliceLimit:
      error = prefix + "slice limit " + to_string(other) + " of dimension " + to_string(dim) +
              " is past its runtime size " + to_string(size) + " in " + shape;
      break;
    case kAxleSizeOutsideBound:
      error = prefix + "size " + to_string(size) + " of dimension " + to_string(dim) +
              " is outside [0, " + to_string(other) + "]";
      break;
    default:  // kAxleSizeDoesNotFit
      error = prefix + "size " + to_string(size) + " of dimension " + to_string(dim) +
              " does not fit the result " + shape;
  }
  return xla::cpu::ReportError(ctx, name, error);
}

extern "C" int32_t __axle_dynamic_operand_error(void* ctx, const char* name, const char* opcode,
                                                int32_t kind, const char* operand_shape,
                                                int64_t operand, int64_t dim, int64_t size,
                                                int64_t needed) {
  const std::string prefix = std::string(opcode) + " " + name + ": ";
  const std::string where = "dimension " + to_string(dim) + " of operand " + to_string(operand) +
                            " (" + operand_shape + ") has runtime size " + to_string(size);
  std::string error;
  switch (kind) {
    case kAxleOperandWindow:
      error = prefix + "slice size " + to_string(needed) + " of dimension " + to_string(dim) +
              " does not fit: " + where;
      break;
    case kAxleOperandSizesAgree:
      error = prefix + where + " but the other runtime sizes need " + to_string(needed);
      break;
    default:  // kAxleOperandAtBound
      error = prefix + where + " but " + opcode + " runs on a dynamic dimension only at its bound " +
              to_string(needed);
  }
  return xla::cpu::ReportError(ctx, name, error);
}
