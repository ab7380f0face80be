// The global symbols of an object file (any format and target LLVM reads),
// as a linker resolving them against a static library sees them: the
// ahead-of-time compiler's view of what its objects need from
// libaxle_aot_runtime.a and what each runtime member provides.
#ifndef AXLE_BACKENDS_CPU_AOT_OBJECT_SYMBOLS_H_
#define AXLE_BACKENDS_CPU_AOT_OBJECT_SYMBOLS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/TargetParser/Triple.h"

namespace xla::cpu {

struct ObjectSymbols {
  std::string name;  // the buffer's identifier
  llvm::MemoryBufferRef buffer;
  llvm::Triple::ArchType arch = llvm::Triple::UnknownArch;
  bool mach_o = false;  // then C symbols carry a leading '_'
  std::vector<std::string> defined;    // global or weak definitions
  std::vector<std::string> undefined;  // strong references (a weak one pulls in nothing)
};

// The symbols of the object file in `buffer` (which must outlive the
// result); not an object file: InvalidArgument naming `where`.
absl::StatusOr<ObjectSymbols> ReadObjectSymbols(llvm::MemoryBufferRef buffer,
                                                absl::string_view where);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_AOT_OBJECT_SYMBOLS_H_
