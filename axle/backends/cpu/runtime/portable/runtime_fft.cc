// fft for generated code: the interpreter's transforms (axle/base/dft.h) in
// complex<double>, then rounded to the result type. Lines of up to
// kDirectMaxLength points use the interpreter's direct O(n^2) sum, so those
// results are bit-identical with it; longer lines use Eigen's FFT (kissfft,
// O(n log n), also in double), whose results differ from the direct sum by
// double rounding: about n * 2^-52 * sum|x| per axis, far below one ulp of
// c64 results. The leading (batch) dimensions are split into work groups by
// the code generator; each group transforms its own batch elements.
#include <complex>
#include <vector>

#include <unsupported/Eigen/FFT>

#include "axle/backends/cpu/runtime/portable/runtime_services.h"
#include "axle/backends/cpu/runtime/portable/work_groups.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/dft.h"
#include "axle/base/numeric_types.h"

namespace xla::cpu {
namespace {

using dft::Complex;

constexpr int64_t kDirectMaxLength = 64;

// One line transform: direct for short lines, Eigen's FFT for long ones.
class LineTransform {
 public:
  LineTransform(int64_t n, bool inverse)
      : n_(n), inverse_(inverse), direct_(n <= kDirectMaxLength ? n : 0, inverse) {}
  void operator()(const Complex* in, Complex* out) {
    if (n_ <= kDirectMaxLength) return direct_(in, out);
    in_.assign(in, in + n_);
    if (inverse_) {
      fft_.inv(out_, in_);  // scaled by 1/n
    } else {
      fft_.fwd(out_, in_);
    }
    std::copy(out_.begin(), out_.end(), out);
  }

 private:
  int64_t n_;
  bool inverse_;
  dft::DirectDft direct_;
  Eigen::FFT<double> fft_;
  std::vector<Complex> in_, out_;
};

template <typename T>
Complex ToComplex(T x) {
  if constexpr (std::is_same_v<T, complex64> || std::is_same_v<T, complex128>) {
    return Complex(static_cast<double>(x.real()), static_cast<double>(x.imag()));
  } else {
    return Complex(static_cast<double>(x), 0.0);
  }
}

template <typename T>
T FromComplex(const Complex& x) {
  if constexpr (std::is_same_v<T, complex64> || std::is_same_v<T, complex128>) {
    using R = typename T::value_type;
    return T(static_cast<R>(x.real()), static_cast<R>(x.imag()));
  } else {
    return static_cast<T>(x.real());
  }
}

struct FftProblem {
  dft::Kind kind;
  int64_t batch;
  std::vector<int64_t> in_dims, out_dims;  // the transformed (trailing) dimensions
  int64_t last_length;
};

template <typename In, typename Out>
void RunFft(void* ctx, const FftProblem& p, const In* input, Out* output,
            int64_t groups) {
  int64_t in_size = 1, out_size = 1;
  for (int64_t d : p.in_dims) in_size *= d;
  for (int64_t d : p.out_dims) out_size *= d;
  RunWorkGroups(ctx, groups, [&](int64_t group) {
    const auto [begin, end] = GroupRange(p.batch, groups, group);
    dft::Signal signal;
    signal.dims = {end - begin};
    signal.dims.insert(signal.dims.end(), p.in_dims.begin(), p.in_dims.end());
    signal.values.resize((end - begin) * in_size);
    for (int64_t i = 0; i < static_cast<int64_t>(signal.values.size()); ++i) {
      signal.values[i] = ToComplex(input[begin * in_size + i]);
    }
    dft::Transform(signal, p.kind, static_cast<int64_t>(p.in_dims.size()), p.last_length,
                   [](int64_t n, bool inverse) { return LineTransform(n, inverse); });
    for (int64_t i = 0; i < (end - begin) * out_size; ++i) {
      output[begin * out_size + i] = FromComplex<Out>(signal.values[i]);
    }
  });
}

}  // namespace
}  // namespace xla::cpu

extern "C" int32_t __axle_fft(void* ctx, const void* input, void* output, int32_t fft_type,
                              int32_t double_precision, int64_t batch, int64_t fft_rank,
                              int64_t n0, int64_t n1, int64_t n2, int64_t groups) {
  using namespace xla;
  cpu::FftProblem p;
  const int64_t lengths[] = {n0, n1, n2};
  p.out_dims.assign(lengths, lengths + fft_rank);
  p.in_dims = p.out_dims;
  p.batch = batch;
  p.last_length = p.out_dims.back();
  switch (fft_type) {
    case kAxleRfft:
      p.kind = dft::Kind::kRfft;
      p.out_dims.back() = p.last_length / 2 + 1;
      break;
    case kAxleIrfft:
      p.kind = dft::Kind::kIrfft;
      p.in_dims.back() = p.last_length / 2 + 1;
      break;
    default:
      p.kind = fft_type == kAxleIfft ? dft::Kind::kIfft : dft::Kind::kFft;
  }
  const bool real_in = fft_type == kAxleRfft, real_out = fft_type == kAxleIrfft;
  auto run_typed = [&](auto real_tag, auto complex_tag) {
    using Real = decltype(real_tag);
    using Cx = decltype(complex_tag);
    if (real_in) {
      cpu::RunFft(ctx, p, static_cast<const Real*>(input), static_cast<Cx*>(output), groups);
    } else if (real_out) {
      cpu::RunFft(ctx, p, static_cast<const Cx*>(input), static_cast<Real*>(output), groups);
    } else {
      cpu::RunFft(ctx, p, static_cast<const Cx*>(input), static_cast<Cx*>(output), groups);
    }
  };
  if (double_precision) {
    run_typed(0.0, complex128());
  } else {
    run_typed(0.0f, complex64());
  }
  return cpu::RunStatus(ctx);
}
