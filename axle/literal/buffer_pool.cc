#include "axle/literal/buffer_pool.h"

#include <cstdint>
#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace xla {
namespace {

// Blocks of at least this many bytes are mapped directly, aligned to it, and
// marked for transparent huge pages: one 2 MiB page instead of 512 small ones
// (fewer TLB misses in transposes and gathers, fewer faults on first touch).
constexpr size_t kHugePageBytes = size_t{2} << 20;

size_t PageRounded(size_t bytes) {
  return (bytes + BufferPool::kAlignment - 1) / BufferPool::kAlignment * BufferPool::kAlignment;
}

void* AllocateAligned(size_t alignment, size_t bytes) {
  // aligned_alloc wants a multiple of the alignment; 0 bytes gets 1 unit.
  const size_t size = bytes == 0 ? alignment : (bytes + alignment - 1) / alignment * alignment;
  return std::aligned_alloc(alignment, size);
}

#if defined(__linux__)
bool IsMapped(size_t rounded) { return rounded >= kHugePageBytes; }

void* MapHuge(size_t rounded) {
  // Map one huge page more than needed and unmap the unaligned ends.
  const size_t span = rounded + kHugePageBytes;
  void* mapped = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) return nullptr;
  const uintptr_t base = reinterpret_cast<uintptr_t>(mapped);
  const uintptr_t aligned = (base + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes;
  if (aligned > base) munmap(mapped, aligned - base);
  const uintptr_t end = aligned + rounded;
  if (base + span > end) munmap(reinterpret_cast<void*>(end), base + span - end);
  void* block = reinterpret_cast<void*>(aligned);
  madvise(block, rounded, MADV_HUGEPAGE);  // advice only: no error if refused
  return block;
}
void Unmap(void* block, size_t rounded) { munmap(block, rounded); }
#else
bool IsMapped(size_t) { return false; }
void* MapHuge(size_t) { return nullptr; }
void Unmap(void*, size_t) {}
#endif

// A new block of `rounded` (page-rounded, >= kMinBytes) bytes.
void* AllocateLarge(size_t rounded) {
  if (IsMapped(rounded)) return MapHuge(rounded);
  return AllocateAligned(BufferPool::kAlignment, rounded);
}

void FreeLarge(void* block, size_t rounded) {
  if (IsMapped(rounded)) {
    Unmap(block, rounded);
  } else {
    std::free(block);
  }
}

}  // namespace

BufferPool::~BufferPool() { Release(); }

BufferPool& BufferPool::Global() {
  // Never destroyed: literals freed by static destructors still return here.
  static BufferPool* const pool = new BufferPool();
  return *pool;
}

void* BufferPool::Allocate(size_t bytes) {
  if (bytes < kMinBytes) return AllocateAligned(64, bytes);
  const size_t rounded = PageRounded(bytes);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // The most recently freed block of this size (its pages are the likeliest
    // to be in a cache).
    for (size_t i = blocks_.size(); i-- > 0;) {
      if (blocks_[i].bytes != rounded) continue;
      void* data = blocks_[i].data;
      blocks_.erase(blocks_.begin() + static_cast<std::ptrdiff_t>(i));
      cached_bytes_ -= static_cast<int64_t>(rounded);
      return data;
    }
  }
  return AllocateLarge(rounded);
}

void BufferPool::Free(void* block, size_t bytes) {
  if (block == nullptr) return;
  const size_t rounded = PageRounded(bytes);
  if (bytes < kMinBytes) {
    std::free(block);
    return;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  if (static_cast<int64_t>(rounded) > capacity_bytes_) {
    FreeLarge(block, rounded);
    return;
  }
  TrimLocked(capacity_bytes_ - static_cast<int64_t>(rounded));
  blocks_.push_back({block, rounded});
  cached_bytes_ += static_cast<int64_t>(rounded);
}

void BufferPool::TrimLocked(int64_t limit) {
  size_t evicted = 0;
  while (evicted < blocks_.size() && cached_bytes_ > limit) {
    FreeLarge(blocks_[evicted].data, blocks_[evicted].bytes);
    cached_bytes_ -= static_cast<int64_t>(blocks_[evicted].bytes);
    ++evicted;
  }
  blocks_.erase(blocks_.begin(), blocks_.begin() + static_cast<std::ptrdiff_t>(evicted));
}

void BufferPool::Release() {
  std::lock_guard<std::mutex> lock(mutex_);
  TrimLocked(0);
}

void BufferPool::SetCapacity(int64_t capacity_bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  capacity_bytes_ = capacity_bytes < 0 ? 0 : capacity_bytes;
  TrimLocked(capacity_bytes_);
}

int64_t BufferPool::capacity_bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return capacity_bytes_;
}

int64_t BufferPool::cached_bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return cached_bytes_;
}

int64_t BufferPool::cached_blocks() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<int64_t>(blocks_.size());
}

}  // namespace xla
