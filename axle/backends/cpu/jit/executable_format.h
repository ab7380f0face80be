// The container of a serialised cpu executable: named byte strings
// ("records") behind a header that says what the bytes are and guards them.
//
//   "AXLECPUX"                 8 bytes of magic
//   u32 format version         kExecutableFormatVersion
//   u32 record count
//   u64 payload bytes          everything after the header
//   u64 checksum               XXH3-64 of the payload
//   payload: per record  u32 key bytes, key, u64 value bytes, value
//
// Integers are little-endian. Reading checks every length against the bytes
// left, so truncated or corrupted input is an error, never a read past the
// end; the checksum catches flipped bits.
#ifndef AXLE_BACKENDS_CPU_JIT_EXECUTABLE_FORMAT_H_
#define AXLE_BACKENDS_CPU_JIT_EXECUTABLE_FORMAT_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace xla::cpu {

// Raised whenever the records or their meaning change: other versions are
// refused (FailedPrecondition), never guessed at.
inline constexpr uint32_t kExecutableFormatVersion = 1;
inline constexpr char kExecutableMagic[] = "AXLECPUX";  // 8 bytes used
inline constexpr char kAxleVersion[] = "0.1.0";          // CMake's project version

using ExecutableRecords = std::vector<std::pair<std::string, std::string>>;

std::string WriteExecutableRecords(const ExecutableRecords& records);

// The records of `bytes`, by key. Not the magic, truncated, a bad length or
// checksum, a repeated key: InvalidArgument; another format version:
// FailedPrecondition.
absl::StatusOr<absl::flat_hash_map<std::string, std::string>> ReadExecutableRecords(
    absl::string_view bytes);

// Identifies the code of this build: the runtime functions' names and C++
// types and the run context's size (what compiled code relies on), so code
// from a build whose runtime ABI differs is refused.
std::string RuntimeAbiFingerprint();

// This program's build: the GNU build id of the binary holding Axle's code
// when the linker wrote one, else its compile date. Compile-cache keys
// include it, so a rebuilt Axle never runs code an older one cached.
const std::string& AxleBuildId();

// A hex digest (SHA-256) of `text`: cache file names.
std::string HexDigest(absl::string_view text);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_EXECUTABLE_FORMAT_H_
