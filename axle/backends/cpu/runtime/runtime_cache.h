// What a runtime cache slot holds (runtime_abi.h, kAxleRuntimeCacheTable):
// work a library call derived from constants of its compiled module, kept
// for the module's later runs and freed with the module.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_CACHE_H_
#define AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_CACHE_H_

#include <atomic>
#include <cstdint>
#include <memory>

namespace xla::cpu {

class RuntimeCache {
 public:
  RuntimeCache();
  virtual ~RuntimeCache();
  RuntimeCache(const RuntimeCache&) = delete;
  RuntimeCache& operator=(const RuntimeCache&) = delete;
};

// The cache in `*slot`, made by `make()` (a std::unique_ptr<T>) on the first
// call; concurrent runs of one module agree on one (the others' are
// dropped).
template <typename T, typename Make>
T& CacheInSlot(void** slot, const Make& make) {
  std::atomic_ref<void*> cell(*slot);
  void* cache = cell.load(std::memory_order_acquire);
  if (cache == nullptr) {
    std::unique_ptr<RuntimeCache> fresh = make();
    if (cell.compare_exchange_strong(cache, fresh.get(), std::memory_order_acq_rel)) {
      cache = fresh.release();
    }
  }
  return static_cast<T&>(*static_cast<RuntimeCache*>(cache));
}

// Frees what the slots listed in `table` (a module's kAxleRuntimeCacheTable)
// hold and empties them.
void ReleaseRuntimeCaches(const void* table);

// How many caches are alive in the process (for tests).
int64_t LiveRuntimeCaches();

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_CACHE_H_
