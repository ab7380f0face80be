// A self-contained static library for an ahead-of-time compiled program:
// `axle compile ... --out_function_object=NAME.a`. It holds the program's
// object file and exactly the members of libaxle_aot_runtime.a (built for
// the same target) that the object needs, directly or through other members,
// chosen as a linker pulling members from that library would. A program then
// links NAME.a and nothing of Axle's besides (-lpthread when the code runs
// work groups on threads; AotLinkFlags with no runtime library says which).
//
// Symbols: the object exports only its entry point; the runtime members keep
// the runtime's global symbols (__axle_*, xla::aot::RunContext ...), as in
// libaxle_aot_runtime.a itself. Two such archives link into one program
// without duplicate definitions: a linker extracts an archive member only for
// a symbol still undefined, so a runtime member that two archives both hold
// is taken from the first one only (archives built from different runtime
// versions in one program are not supported, as with two libaxle_aot_runtime.a).
#ifndef AXLE_BACKENDS_CPU_AOT_AOT_ARCHIVE_H_
#define AXLE_BACKENDS_CPU_AOT_AOT_ARCHIVE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::cpu {

struct AotArchive {
  std::string bytes;                         // the archive file
  std::vector<std::string> runtime_members;  // the runtime's members it holds, in order
};

// The archive of `object` (member name `object_name`) and the members of the
// runtime library `runtime_library` (the bytes of libaxle_aot_runtime.a,
// named `runtime_name` in errors) that it needs. `runtime_library` may be
// empty when the object needs none of it. A runtime library that is not an
// archive, or holds objects for another architecture, is InvalidArgument; a
// needed runtime symbol that no member defines is NotFound.
absl::StatusOr<AotArchive> BuildAotArchive(const std::string& object,
                                           absl::string_view object_name,
                                           const std::string& runtime_library,
                                           absl::string_view runtime_name);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_AOT_AOT_ARCHIVE_H_
