// fft over the last fft_length.size() (1 to 3) dimensions: the transforms
// of axle/base/dft.h (shared with the CPU runtime), as a direct O(n^2) DFT
// per axis in double precision (complex128), then cast to the result type.
#include <algorithm>
#include <vector>

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
// entries and are zero-padded.
void ResizeAxis(dft::Signal& signal, int64_t axis, int64_t n) {
  const int64_t old_n = signal.dims[axis];
  if (old_n == n) return;
  int64_t inner = 1, outer = 1;
  for (size_t d = axis + 1; d < signal.dims.size(); ++d) inner *= signal.dims[d];
  for (int64_t d = 0; d < axis; ++d) outer *= signal.dims[d];
  std::vector<dft::Complex> values(outer * n * inner);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t k = 0; k < std::min(old_n, n); ++k) {
      for (int64_t j = 0; j < inner; ++j) {
        values[(o * n + k) * inner + j] = signal.values[(o * old_n + k) * inner + j];
      }
    }
  }
  signal.dims[axis] = n;
  signal.values = std::move(values);
}

absl::StatusOr<Literal> EvaluateFft(const HloInstruction& instruction, Operands operands,
                                    EvalContext&) {
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
  const bool complex_transform = attrs.fft_type == FFT || attrs.fft_type == IFFT;
  const std::vector<int64_t> operand_dims = signal.dims;
  const int64_t first = static_cast<int64_t>(signal.dims.size()) - fft_rank;
  if (complex_transform) {
    for (int64_t i = 0; i < fft_rank; ++i) ResizeAxis(signal, first + i, attrs.fft_length[i]);
  }
  dft::Transform(signal, KindOf(attrs.fft_type), fft_rank, attrs.fft_length.back(),
                 dft::MakeDirectDft);
  if (complex_transform) {
    for (int64_t i = 0; i < fft_rank; ++i) ResizeAxis(signal, first + i, operand_dims[first + i]);
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
