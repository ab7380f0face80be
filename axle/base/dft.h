// HLO fft's transforms on a row-major complex<double> signal, shared by the
// interpreter (axle/eval/numeric_ops_fft.cc) and the CPU runtime
// (axle/backends/cpu/runtime/runtime_fft.cc). Over the last `fft_rank`
// dimensions:
//   FFT:   X[k] = sum_j x[j] exp(-2 pi i jk/n) on every transformed axis.
//   IFFT:  x[j] = 1/n sum_k X[k] exp(+2 pi i jk/n) on every transformed axis.
//   RFFT:  FFT of the real input, innermost axis cut to fft_length[-1]/2 + 1.
//   IRFFT: IFFT on the outer transformed axes, then on the innermost axis the
//          input's n/2 + 1 entries are extended to n by Hermitian symmetry
//          (X[n-k] = conj(X[k])), inverse-transformed and the real part kept
//          (so the imaginary parts of X[0] and, for even n, X[n/2] are
//          ignored, as in NumPy's irfft).
// How one line of n values is transformed is the caller's choice: DirectDft
// (O(n^2), what the interpreter uses) or a fast transform.
#ifndef AXLE_BASE_DFT_H_
#define AXLE_BASE_DFT_H_

#include <cmath>
#include <complex>
#include <cstdint>
#include <vector>

namespace xla {
namespace dft {

using Complex = std::complex<double>;

struct Signal {
  std::vector<int64_t> dims;  // row-major
  std::vector<Complex> values;
};

enum class Kind { kFft, kIfft, kRfft, kIrfft };

// The direct transform of lines of length n: out[k] = sum_j in[j] w^(jk)
// (w = exp(-+2 pi i / n)), divided by n when inverse.
class DirectDft {
 public:
  DirectDft(int64_t n, bool inverse) : n_(n), inverse_(inverse), twiddle_(n) {
    const double sign = inverse ? 1.0 : -1.0;
    for (int64_t m = 0; m < n; ++m) {
      twiddle_[m] = std::polar(1.0, sign * 2.0 * M_PI * static_cast<double>(m) / n);
    }
  }
  void operator()(const Complex* in, Complex* out) const {
    for (int64_t k = 0; k < n_; ++k) {
      Complex sum = 0;
      for (int64_t j = 0; j < n_; ++j) sum += in[j] * twiddle_[(j * k) % n_];
      out[k] = inverse_ ? sum / static_cast<double>(n_) : sum;
    }
  }

 private:
  int64_t n_;
  bool inverse_;
  std::vector<Complex> twiddle_;
};

// Transforms every line of `signal` along `axis` in place with the line
// transform make_line(n, inverse) returns (called as line(in, out)).
template <typename MakeLine>
void TransformAxis(Signal& signal, int64_t axis, bool inverse, MakeLine&& make_line) {
  const int64_t n = signal.dims[axis];
  if (n == 0 || signal.values.empty()) return;
  int64_t stride = 1;
  for (size_t d = axis + 1; d < signal.dims.size(); ++d) stride *= signal.dims[d];
  auto line_transform = make_line(n, inverse);
  std::vector<Complex> line(n), out(n);
  const int64_t total = static_cast<int64_t>(signal.values.size());
  for (int64_t start = 0; start < total; ++start) {
    if ((start / stride) % n != 0) continue;  // not the first element of a line
    for (int64_t j = 0; j < n; ++j) line[j] = signal.values[start + j * stride];
    line_transform(line.data(), out.data());
    for (int64_t k = 0; k < n; ++k) signal.values[start + k * stride] = out[k];
  }
}

// Resizes the last axis to `n`, keeping the first min(old, n) entries of
// each line; with `hermitian`, entries past the old length are filled with
// conj(X[n - k]).
inline void ResizeLastAxis(Signal& signal, int64_t n, bool hermitian) {
  const int64_t old_n = signal.dims.back();
  int64_t lines = 1;
  for (size_t d = 0; d + 1 < signal.dims.size(); ++d) lines *= signal.dims[d];
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

// The transform `kind` over the last `fft_rank` dimensions; `last_length` is
// fft_length's last entry (the real signal's length for RFFT and IRFFT).
template <typename MakeLine>
void Transform(Signal& signal, Kind kind, int64_t fft_rank, int64_t last_length,
               MakeLine&& make_line) {
  const int64_t rank = static_cast<int64_t>(signal.dims.size());
  const int64_t first = rank - fft_rank;
  switch (kind) {
    case Kind::kFft:
    case Kind::kIfft:
      for (int64_t a = first; a < rank; ++a) {
        TransformAxis(signal, a, kind == Kind::kIfft, make_line);
      }
      break;
    case Kind::kRfft:
      for (int64_t a = first; a < rank; ++a) TransformAxis(signal, a, false, make_line);
      if (last_length != 0) ResizeLastAxis(signal, last_length / 2 + 1, false);
      break;
    case Kind::kIrfft:
      for (int64_t a = first; a < rank - 1; ++a) TransformAxis(signal, a, true, make_line);
      ResizeLastAxis(signal, last_length, true);
      TransformAxis(signal, rank - 1, true, make_line);
      break;
  }
}

// make_line for the direct transform.
inline DirectDft MakeDirectDft(int64_t n, bool inverse) { return DirectDft(n, inverse); }

}  // namespace dft
}  // namespace xla

#endif  // AXLE_BASE_DFT_H_
