// FftLengthExpander ("fft-length-expander"): an FFT or IFFT whose fft_length
// differs from its operand's trailing dimensions transforms the operand
// zero-padded or cut to fft_length and gives back the result cut or
// zero-padded to the operand's dimensions (the interpreter's semantics,
// eval/numeric_ops_fft.cc). Both resizes are one pad each (negative edge
// padding cuts), so the backend's fft only sees operands of fft_length:
//   fft(x: c64[b, m], fft_length={n})
//     -> pad(fft(pad(x, 0, high n - m), fft_length={n}), 0, high m - n)
// Left alone: operands with a dynamic dimension (their runtime sizes decide
// the resize) and padded operands whose shape does not fit in int64 (the
// backend refuses those).
#ifndef AXLE_PASSES_FFT_LENGTH_EXPANDER_H_
#define AXLE_PASSES_FFT_LENGTH_EXPANDER_H_

#include "axle/passes/hlo_pass.h"

namespace xla {

class FftLengthExpander : public HloPass {
 public:
  absl::string_view name() const override { return "fft-length-expander"; }
  absl::StatusOr<bool> Run(HloModule* module) override;
};

}  // namespace xla

#endif  // AXLE_PASSES_FFT_LENGTH_EXPANDER_H_
