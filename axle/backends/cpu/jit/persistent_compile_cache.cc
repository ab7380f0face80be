#include "axle/backends/cpu/jit/persistent_compile_cache.h"

#include <unistd.h>

#include <atomic>
#include <deque>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/executable_format.h"

namespace xla::cpu {
namespace {

struct State {
  std::mutex mutex;
  std::deque<std::string> events;
  CompileCacheStats stats;
};

State& GetState() {
  static State* state = new State;
  return *state;
}

constexpr size_t kMaxEvents = 256;

}  // namespace

std::string CompileCacheEntryPath(absl::string_view dir, absl::string_view key) {
  return (std::filesystem::path(std::string(dir)) / (HexDigest(key) + ".axlexec")).string();
}

std::optional<std::string> ReadCompileCacheEntry(absl::string_view dir, absl::string_view key) {
  const std::string path = CompileCacheEntryPath(dir, key);
  std::ifstream file(path, std::ios::binary);
  if (!file) return std::nullopt;
  std::ostringstream bytes;
  bytes << file.rdbuf();
  if (file.bad()) {
    NoteCompileCacheEvent(absl::StrCat("compile cache: cannot read ", path, "; compiling"));
    return std::nullopt;
  }
  return std::move(bytes).str();
}

bool WriteCompileCacheEntry(absl::string_view dir, absl::string_view key,
                            absl::string_view bytes) {
  static std::atomic<int64_t> next_temp{0};
  const std::string path = CompileCacheEntryPath(dir, key);
  std::error_code error;
  std::filesystem::create_directories(std::string(dir), error);
  if (error) {
    NoteCompileCacheEvent(absl::StrCat("compile cache: cannot create directory ", dir, ": ",
                                       error.message(), "; not stored"));
    return false;
  }
  // Unique per process and call, in the entry's directory (rename stays
  // within one file system).
  const std::string temp = absl::StrCat(path, ".tmp.", getpid(), ".", next_temp++);
  {
    std::ofstream file(temp, std::ios::binary | std::ios::trunc);
    file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    file.close();
    if (!file) {
      std::filesystem::remove(temp, error);
      NoteCompileCacheEvent(absl::StrCat("compile cache: cannot write ", temp, "; not stored"));
      return false;
    }
  }
  std::filesystem::rename(temp, path, error);
  if (error) {
    std::filesystem::remove(temp, error);
    NoteCompileCacheEvent(absl::StrCat("compile cache: cannot rename ", temp, " to ", path,
                                       ": ", error.message(), "; not stored"));
    return false;
  }
  {
    std::lock_guard<std::mutex> lock(GetState().mutex);
    ++GetState().stats.stores;
  }
  NoteCompileCacheEvent(
      absl::StrCat("compile cache: stored ", path, " (", bytes.size(), " bytes)"));
  return true;
}

CompileCacheStats GetCompileCacheStats() {
  std::lock_guard<std::mutex> lock(GetState().mutex);
  return GetState().stats;
}

void CountCompileCacheHit() {
  std::lock_guard<std::mutex> lock(GetState().mutex);
  ++GetState().stats.hits;
}

void CountCompileCacheMiss() {
  std::lock_guard<std::mutex> lock(GetState().mutex);
  ++GetState().stats.misses;
}

void CountCompileCacheRejected() {
  std::lock_guard<std::mutex> lock(GetState().mutex);
  ++GetState().stats.rejected;
}

void NoteCompileCacheEvent(std::string event) {
  State& state = GetState();
  std::lock_guard<std::mutex> lock(state.mutex);
  state.events.push_back(std::move(event));
  if (state.events.size() > kMaxEvents) state.events.pop_front();
}

std::vector<std::string> TakeCompileCacheEvents() {
  State& state = GetState();
  std::lock_guard<std::mutex> lock(state.mutex);
  std::vector<std::string> events(state.events.begin(), state.events.end());
  state.events.clear();
  return events;
}

}  // namespace xla::cpu
