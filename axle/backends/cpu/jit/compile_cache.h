// The in-memory compile cache: compiling a module the JIT has already
// compiled (same HLO text, compile options, opt level, target and CPU
// features) returns the earlier artifact instead of compiling again.
#ifndef AXLE_BACKENDS_CPU_JIT_COMPILE_CACHE_H_
#define AXLE_BACKENDS_CPU_JIT_COMPILE_CACHE_H_

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "absl/container/flat_hash_map.h"

namespace xla::cpu {

// Whatever a compile produces; shared by every executable made from it.
struct CompiledArtifact;

class CompileCache {
 public:
  explicit CompileCache(int64_t capacity) : capacity_(capacity) {}
  // The process-wide cache (64 entries, least recently used evicted).
  static CompileCache& Global();

  std::shared_ptr<const CompiledArtifact> Lookup(const std::string& key);
  void Insert(const std::string& key, std::shared_ptr<const CompiledArtifact> artifact);

  int64_t hits() const { return hits_; }
  int64_t misses() const { return misses_; }
  void Clear();

 private:
  using Entry = std::pair<std::string, std::shared_ptr<const CompiledArtifact>>;
  std::mutex mutex_;
  int64_t capacity_;
  std::list<Entry> entries_;  // most recently used first
  absl::flat_hash_map<std::string, std::list<Entry>::iterator> index_;
  int64_t hits_ = 0;
  int64_t misses_ = 0;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_COMPILE_CACHE_H_
