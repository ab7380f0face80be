// fft over the last fft_length.size() (1 to 3) dimensions, as a direct
// O(n^2) DFT per axis in double precision (complex128), then cast to the
// result type.
//   FFT:   X[k] = sum_j x[j] exp(-2 pi i jk/n) on every transformed axis.
//   IFFT:  x[j] = 1/n sum_k X[k] exp(+2 pi i jk/n) on every transformed axis.
//   RFFT:  FFT of the real input, innermost axis cut to fft_length[-1]/2 + 1.
//   IRFFT: IFFT on the outer transformed axes, then on the innermost axis the
//          input's n/2 + 1 entries are extended to n by Hermitian symmetry
//          (X[n-k] = conj(X[k])), inverse-transformed and the real part kept
//          (so the imaginary parts of X[0] and, for even n, X[n/2] are
//          ignored, as in NumPy's irfft).
#include <cmath>
#include <complex>

#include "axle/eval/numeric_ops_util.h"

namespace xla {
namespace numeric {
namespace {

using Complex = std::complex<double>;

// The array being transformed: row-major complex values with `dims`.
struct Signal {
  std::vector<int64_t> dims;
  std::vector<Complex> values;
};

// Transforms every line of `signal` along `axis` in place (n = dims[axis]).
// `inverse` uses exp(+...) and scales by 1/n.
void TransformAxis(Signal& signal, int64_t axis, bool inverse) {
  const int64_t n = signal.dims[axis];
  if (n == 0 || signal.values.empty()) return;
  const std::vector<int64_t> strides = Strides(signal.dims);
  const int64_t stride = strides[axis];
  const double sign = inverse ? 1.0 : -1.0;
  std::vector<Complex> twiddle(n);
  for (int64_t m = 0; m < n; ++m) {
    twiddle[m] = std::polar(1.0, sign * 2.0 * M_PI * static_cast<double>(m) / n);
  }
  std::vector<Complex> line(n), out(n);
  const int64_t total = static_cast<int64_t>(signal.values.size());
  for (int64_t start = 0; start < total; ++start) {
    if ((start / stride) % n != 0) continue;  // not the first element of a line
    for (int64_t j = 0; j < n; ++j) line[j] = signal.values[start + j * stride];
    for (int64_t k = 0; k < n; ++k) {
      Complex sum = 0;
      for (int64_t j = 0; j < n; ++j) sum += line[j] * twiddle[(j * k) % n];
      out[k] = inverse ? sum / static_cast<double>(n) : sum;
    }
    for (int64_t k = 0; k < n; ++k) signal.values[start + k * stride] = out[k];
  }
}

// Resizes the last axis to `n`, keeping the first min(old, n) entries of
// each line; with `hermitian`, entries past the old length are filled with
// conj(X[n - k]).
void ResizeLastAxis(Signal& signal, int64_t n, bool hermitian) {
  const int64_t old_n = signal.dims.back();
  const int64_t lines = old_n == 0 ? Product(absl::MakeSpan(signal.dims).subspan(
                                         0, signal.dims.size() - 1))
                                   : static_cast<int64_t>(signal.values.size()) / old_n;
  std::vector<Complex> values(lines * n);
  for (int64_t l = 0; l < lines; ++l) {
    for (int64_t k = 0; k < n; ++k) {
      Complex v = 0;
      if (k < old_n) {
        v = signal.values[l * old_n + k];
      } else if (hermitian && n - k < old_n) {
        v = std::conj(signal.values[l * old_n + (n - k)]);
      }
      values[l * n + k] = v;
    }
  }
  signal.dims.back() = n;
  signal.values = std::move(values);
}

absl::StatusOr<Literal> EvaluateFft(const HloInstruction& instruction, Operands operands,
                                    EvalContext&) {
  RETURN_IF_ERROR(CheckInstruction(instruction, operands).status());
  const HloAttributes& attrs = instruction.attributes();
  const FftType fft_type = attrs.fft_type;
  const int64_t fft_rank = static_cast<int64_t>(attrs.fft_length.size());
  ASSIGN_OR_RETURN(Literal input, RowMajorAs(instruction, *operands[0], C128));
  Signal signal;
  signal.dims.assign(input.shape().dimensions().begin(), input.shape().dimensions().end());
  absl::Span<const complex128> in = input.data<complex128>();
  signal.values.assign(in.begin(), in.end());
  const int64_t rank = static_cast<int64_t>(signal.dims.size());
  const int64_t first = rank - fft_rank;

  switch (fft_type) {
    case FFT:
    case IFFT:
      for (int64_t a = first; a < rank; ++a) TransformAxis(signal, a, fft_type == IFFT);
      break;
    case RFFT:
      for (int64_t a = first; a < rank; ++a) TransformAxis(signal, a, false);
      if (attrs.fft_length.back() != 0) {
        ResizeLastAxis(signal, attrs.fft_length.back() / 2 + 1, false);
      }
      break;
    case IRFFT:
      for (int64_t a = first; a < rank - 1; ++a) TransformAxis(signal, a, true);
      ResizeLastAxis(signal, attrs.fft_length.back(), true);
      TransformAxis(signal, rank - 1, true);
      break;
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
