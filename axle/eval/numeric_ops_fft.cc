// fft over the last fft_length.size() (1 to 3) dimensions: the transforms
// of axle/base/dft.h (shared with the CPU runtime), as a direct O(n^2) DFT
// per axis in double precision (complex128), then cast to the result type.
#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/checked_math.h"
#include "axle/eval/memory_limit.h"

#include "axle/base/dft.h"
#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

dft::Kind KindOf(FftType type) {
  switch (type) {
    case FFT:
      return dft::Kind::kFft;
    case IFFT:
      return dft::Kind::kIfft;
    case RFFT:
      return dft::Kind::kRfft;
    case IRFFT:
      return dft::Kind::kIrfft;
  }
  return dft::Kind::kFft;
}

// Resizes axis `axis` of `signal` to `n`: lines keep their first min(old, n)
// entries and are zero-padded. ResourceExhausted when the resized signal
// (complex128 values) does not fit in `limit_bytes` (fft_length may be
// anything up to INT64_MAX).
absl::Status ResizeAxis(const HloInstruction& instruction, dft::Signal& signal, int64_t axis,
                        int64_t n, int64_t limit_bytes) {
  const int64_t old_n = signal.dims[axis];
  if (old_n == n) return absl::OkStatus();
  std::vector<int64_t> dims = signal.dims;
  dims[axis] = n;
  const std::optional<int64_t> size = CheckedProduct(dims);
  const int64_t bytes = size.has_value() && *size <= std::numeric_limits<int64_t>::max() / 16
                            ? *size * 16
                            : std::numeric_limits<int64_t>::max();
  RETURN_IF_ERROR(CheckMemoryLimit(
      absl::StrCat("instruction ", instruction.name(), " (its operand padded to fft_length)"),
      bytes, 0, limit_bytes));
  int64_t inner = 1, outer = 1;
  for (size_t d = axis + 1; d < signal.dims.size(); ++d) inner *= signal.dims[d];
  for (int64_t d = 0; d < axis; ++d) outer *= signal.dims[d];
  std::vector<dft::Complex> values(*size);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t k = 0; k < std::min(old_n, n); ++k) {
      for (int64_t j = 0; j < inner; ++j) {
        values[(o * n + k) * inner + j] = signal.values[(o * old_n + k) * inner + j];
      }
    }
  }
  signal.dims[axis] = n;
  signal.values = std::move(values);
  return absl::OkStatus();
}

absl::StatusOr<Literal> EvaluateFft(const HloInstruction& instruction, Operands operands,
                                    EvalContext& context) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const HloAttributes& attrs = instruction.attributes();
  const int64_t fft_rank = static_cast<int64_t>(attrs.fft_length.size());
  ASSIGN_OR_RETURN(Literal input, RowMajorAs(instruction, *operands[0], C128));
  dft::Signal signal;
  signal.dims.assign(input.shape().dimensions().begin(), input.shape().dimensions().end());
  absl::Span<const complex128> in = input.data<complex128>();
  signal.values.assign(in.begin(), in.end());
  // FFT and IFFT are fft_length long: the operand zero-padded or truncated
  // to it, the result back to the operand's dimensions (as XLA).
  // Only where the declared operand differs from fft_length: a dynamic
  // dimension below its bound is not padded (fft runs on it only at its
  // bound, as on cpu).
  const bool complex_transform = attrs.fft_type == FFT || attrs.fft_type == IFFT;
  const std::vector<int64_t> operand_dims = signal.dims;
  const int64_t first = static_cast<int64_t>(signal.dims.size()) - fft_rank;
  const Shape& declared = instruction.operand(0)->shape();
  const bool resized =
      complex_transform &&
      !std::equal(attrs.fft_length.begin(), attrs.fft_length.end(),
                  declared.dimensions().begin() + first, declared.dimensions().end());
  if (complex_transform && !resized &&
      !std::equal(attrs.fft_length.begin(), attrs.fft_length.end(), operand_dims.begin() + first,
                  operand_dims.end())) {
    return InvalidArgument(OpName(instruction),
                           ": a dynamic dimension of the operand is below its bound; fft runs on "
                           "a dynamic dimension only at its bound");
  }
  const int64_t limit_bytes = EffectiveMemoryLimit(context.options().memory_limit_bytes);
  if (resized) {
    for (int64_t i = 0; i < fft_rank; ++i) {
      RETURN_IF_ERROR(
          ResizeAxis(instruction, signal, first + i, attrs.fft_length[i], limit_bytes));
    }
  }
  dft::Transform(signal, KindOf(attrs.fft_type), fft_rank, attrs.fft_length.back(),
                 dft::MakeDirectDft);
  if (resized) {
    for (int64_t i = 0; i < fft_rank; ++i) {
      RETURN_IF_ERROR(
          ResizeAxis(instruction, signal, first + i, operand_dims[first + i], limit_bytes));
    }
  }

  const PrimitiveType out_type = instruction.shape().element_type();
  ASSIGN_OR_RETURN(Literal result, NewArray(out_type, signal.dims));
  if (result.element_count() != static_cast<int64_t>(signal.values.size())) {
    return InvalidArgument(OpName(instruction), ": transformed signal has ",
                           signal.values.size(), " elements but the result has ",
                           result.element_count());
  }
  PrimitiveTypeSwitch(out_type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    absl::Span<T> out = result.data<T>();
    for (size_t i = 0; i < out.size(); ++i) {
      if constexpr (kIsComplex<T>) {
        using R = typename T::value_type;
        out[i] = T(static_cast<R>(signal.values[i].real()), static_cast<R>(signal.values[i].imag()));
      } else if constexpr (std::is_floating_point_v<T>) {
        out[i] = static_cast<T>(signal.values[i].real());
      }
    }
  });
  return FinishResult(instruction, std::move(result));
}

}  // namespace

void RegisterFftOp(OpRegistry& registry) { registry.Register(HloOpcode::kFft, EvaluateFft); }

}  // namespace numeric
}  // namespace xla
