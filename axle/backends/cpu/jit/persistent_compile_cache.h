// The persistent compile cache (CompileOptions::compile_cache_dir, `axle run
// --compile_cache_dir`): serialised executables in a directory, one file per
// key, shared by every process that uses the directory.
//
// - A file is named by the SHA-256 of its key (DIR/<hex>.axlexec) and holds
//   the key itself, checked on reading (cpu_executable_serialization.h).
// - Writes are atomic: a temporary file in DIR renamed over the entry, so
//   readers see a whole old entry or a whole new one, and concurrent
//   writers of one key both leave a valid entry.
// - A missing, unreadable or corrupt entry is a miss: the module is compiled
//   and the entry written again; failures to write are reported, never an
//   error of the compile.
// - No size bound: entries are never evicted (remove the directory to clear).
#ifndef AXLE_BACKENDS_CPU_JIT_PERSISTENT_COMPILE_CACHE_H_
#define AXLE_BACKENDS_CPU_JIT_PERSISTENT_COMPILE_CACHE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace xla::cpu {

// The entry file for `key` in `dir`.
std::string CompileCacheEntryPath(absl::string_view dir, absl::string_view key);

// The entry's bytes; nullopt when there is none or it cannot be read.
std::optional<std::string> ReadCompileCacheEntry(absl::string_view dir, absl::string_view key);

// Writes the entry atomically (creating `dir` if needed); false (and an
// event saying why) when it cannot.
bool WriteCompileCacheEntry(absl::string_view dir, absl::string_view key,
                            absl::string_view bytes);

// What the cache did in this process, counted over every directory.
struct CompileCacheStats {
  int64_t hits = 0;      // executables loaded from an entry
  int64_t misses = 0;    // lookups that compiled (no entry, or a bad one)
  int64_t rejected = 0;  // entries found but not loadable (corrupt, other CPU...)
  int64_t stores = 0;    // entries written
};
CompileCacheStats GetCompileCacheStats();
void CountCompileCacheHit();
void CountCompileCacheMiss();
void CountCompileCacheRejected();

// One line per hit, miss, store or problem since the last call (for `axle
// run --verbose`); the most recent 256 are kept.
void NoteCompileCacheEvent(std::string event);
std::vector<std::string> TakeCompileCacheEvents();

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_PERSISTENT_COMPILE_CACHE_H_
