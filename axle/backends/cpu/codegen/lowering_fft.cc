// fft: one call of the runtime's __axle_fft (axle/base/dft.h's transforms in
// double precision: bit-identical with the interpreter for lines of up to 64
// points, within double rounding beyond; see runtime/runtime_fft.cc), the
// leading dimensions split into work groups from the shape.
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"
#include "axle/backends/cpu/codegen/library_call_util.h"
#include "axle/backends/cpu/codegen/runtime_declarations.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

int32_t AbiFftType(FftType type) {
  switch (type) {
    case FFT:
      return kAxleFft;
    case IFFT:
      return kAxleIfft;
    case RFFT:
      return kAxleRfft;
    case IRFFT:
      return kAxleIrfft;
  }
  return kAxleFft;
}

absl::Status LowerFft(ComputationEmitter& emitter, const HloInstruction& fft) {
  const HloAttributes& attributes = fft.attributes();
  const std::vector<int64_t>& lengths = attributes.fft_length;
  const Shape& shape = fft.shape();
  const int64_t fft_rank = static_cast<int64_t>(lengths.size());
  if (fft_rank < 1 || fft_rank > 3 || shape.rank() < fft_rank) {
    return absl::InvalidArgumentError(
        absl::StrCat("fft ", fft.name(), ": fft_length must name 1 to 3 dimensions"));
  }
  // fft-length-expander (the cpu pipeline) resizes every other FFT/IFFT
  // operand to fft_length with pads.
  const bool complex_transform = attributes.fft_type == FFT || attributes.fft_type == IFFT;
  for (int64_t i = 0; i < fft_rank; ++i) {
    if (!complex_transform || shape.dimensions(shape.rank() - fft_rank + i) == lengths[i]) {
      continue;
    }
    if (fft.operand(0)->shape().is_dynamic()) {
      return absl::UnimplementedError(absl::StrCat(
          "fft ", fft.name(), ": the cpu backend does not resize an operand with a dynamic "
          "dimension to fft_length (the interpreter resizes it at its runtime sizes)"));
    }
    return absl::ResourceExhaustedError(absl::StrCat(
        "fft ", fft.name(), ": its operand ", fft.operand(0)->shape().ToString(),
        " padded to fft_length {", absl::StrJoin(lengths, ","), "} does not fit in memory"));
  }
  if (ShapeUtil::ElementsIn(shape) == 0) {
    emitter.codegen().RecordLowering(fft, "no code (zero elements)");
    return absl::OkStatus();
  }
  int64_t batch = 1;
  for (int64_t d = 0; d < shape.rank() - fft_rank; ++d) batch *= shape.dimensions(d);
  // About n * (sum of lengths) operations per batch element (the direct
  // transform's cost bounds the fast one's).
  double points = 1, length_sum = 0;
  for (int64_t n : lengths) {
    points *= n;
    length_sum += n;
  }
  const int64_t groups = BatchWorkGroups(batch, points * length_sum);
  const PrimitiveType type = shape.element_type();
  const bool double_precision = type == C128 || type == F64;
  RowMajorArrays arrays(emitter);
  ASSIGN_OR_RETURN(llvm::Value * input, arrays.Input(fft.operand(0)));
  ASSIGN_OR_RETURN(llvm::Value * output, arrays.Output(&fft));
  llvm::IRBuilder<>& b = emitter.b();
  auto length = [&](int64_t i) { return b.getInt64(i < fft_rank ? lengths[i] : 1); };
  llvm::Value* status = b.CreateCall(
      RuntimeFunction(emitter.codegen().module(), "__axle_fft"),
      {emitter.run_context(), input, output, b.getInt32(AbiFftType(attributes.fft_type)),
       b.getInt32(double_precision), b.getInt64(batch), b.getInt64(fft_rank), length(0),
       length(1), length(2), b.getInt64(groups)});
  arrays.Finish();
  emitter.ReturnIfFailed(status);
  emitter.codegen().RecordLowering(
      fft, absl::StrCat("library call __axle_fft in ", groups, " work groups"));
  return absl::OkStatus();
}

}  // namespace

void RegisterFftLowering(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kFft, LowerFft);
}

}  // namespace xla::cpu
