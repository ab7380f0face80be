#include "axle/backends/cpu/runtime/runtime_cache.h"

#include <cstring>

namespace xla::cpu {
namespace {

std::atomic<int64_t> live_caches{0};

}  // namespace

RuntimeCache::RuntimeCache() { live_caches.fetch_add(1, std::memory_order_relaxed); }
RuntimeCache::~RuntimeCache() { live_caches.fetch_sub(1, std::memory_order_relaxed); }

void ReleaseRuntimeCaches(const void* table) {
  const char* bytes = static_cast<const char*>(table);
  int64_t count;
  std::memcpy(&count, bytes, sizeof(count));
  for (int64_t i = 0; i < count; ++i) {
    void** slot;
    std::memcpy(&slot, bytes + sizeof(count) + i * sizeof(slot), sizeof(slot));
    delete static_cast<RuntimeCache*>(*slot);
    *slot = nullptr;
  }
}

int64_t LiveRuntimeCaches() { return live_caches.load(std::memory_order_relaxed); }

}  // namespace xla::cpu
