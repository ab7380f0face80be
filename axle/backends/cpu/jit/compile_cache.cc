#include "axle/backends/cpu/jit/compile_cache.h"

namespace xla::cpu {

CompileCache& CompileCache::Global() {
  static CompileCache* cache = new CompileCache(64);
  return *cache;
}

std::shared_ptr<const CompiledArtifact> CompileCache::Lookup(const std::string& key) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = index_.find(key);
  if (it == index_.end()) {
    ++misses_;
    return nullptr;
  }
  ++hits_;
  entries_.splice(entries_.begin(), entries_, it->second);
  return it->second->second;
}

void CompileCache::Insert(const std::string& key,
                          std::shared_ptr<const CompiledArtifact> artifact) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = index_.find(key);
  if (it != index_.end()) {
    it->second->second = std::move(artifact);
    entries_.splice(entries_.begin(), entries_, it->second);
    return;
  }
  entries_.emplace_front(key, std::move(artifact));
  index_[key] = entries_.begin();
  while (static_cast<int64_t>(entries_.size()) > capacity_) {
    index_.erase(entries_.back().first);
    entries_.pop_back();
  }
}

void CompileCache::Clear() {
  std::lock_guard<std::mutex> lock(mutex_);
  entries_.clear();
  index_.clear();
}

}  // namespace xla::cpu
