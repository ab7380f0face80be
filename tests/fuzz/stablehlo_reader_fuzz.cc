// libFuzzer targets: any bytes read as StableHLO text (axle_stablehlo_text_fuzz)
// or as a portable artifact (axle_stablehlo_bytecode_fuzz, built with
// AXLE_FUZZ_BYTECODE) either fail with an error or give a module that
// converts to HLO or fails with an error; a converted module is verified
// (errors are fine). Crashes, hangs and sanitizer reports are findings.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "axle/hlo/hlo_verifier.h"
#include "axle/stablehlo/mlir_bytecode_reader.h"
#include "axle/stablehlo/mlir_text_parser.h"
#include "axle/stablehlo/stablehlo_to_hlo.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
#ifdef AXLE_FUZZ_BYTECODE
  absl::StatusOr<xla::stablehlo::MlirModule> mlir = xla::stablehlo::ReadMlirBytecode(text, "fuzz");
#else
  absl::StatusOr<xla::stablehlo::MlirModule> mlir = xla::stablehlo::ParseMlirText(text, "fuzz");
#endif
  if (!mlir.ok()) return 0;
  (void)xla::stablehlo::ToString(*mlir);
  absl::StatusOr<std::unique_ptr<xla::HloModule>> module =
      xla::stablehlo::ConvertStableHloToHlo(*mlir);
  if (module.ok()) (void)xla::HloVerifier::Verify(**module);
  return 0;
}
