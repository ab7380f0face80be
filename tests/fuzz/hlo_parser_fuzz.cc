// libFuzzer target: any bytes either fail to parse with an error or parse to
// a module whose printed text parses again to an equal module that prints
// the same. Crashes, sanitizer reports and broken round trips are findings.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/hlo_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  absl::string_view text(reinterpret_cast<const char*>(data), size);
  absl::StatusOr<std::unique_ptr<xla::HloModule>> module =
      xla::ParseAndReturnUnverifiedModule(text);
  if (!module.ok()) return 0;
  std::string printed = (*module)->ToString();
  absl::StatusOr<std::unique_ptr<xla::HloModule>> reparsed =
      xla::ParseAndReturnUnverifiedModule(printed);
  if (!reparsed.ok()) {
    std::cerr << "printed module does not parse: " << reparsed.status() << "\n"
              << printed << "\n";
    std::abort();
  }
  if (!xla::HloModulesEqual(**module, **reparsed) || (*reparsed)->ToString() != printed) {
    std::cerr << "round trip changed the module:\n" << printed << "\n---\n"
              << (*reparsed)->ToString() << "\n";
    std::abort();
  }
  return 0;
}
