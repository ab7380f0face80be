// Large host buffers (literal storage, the CPU executable's temp arenas)
// reused instead of
// returned to the C library. glibc serves blocks of more than a few MiB with
// mmap and unmaps them on free, so a run that makes a 64 MiB buffer afresh
// page-faults (and the kernel zero-fills) every page of it: on a
// memory-bound kernel that costs more than the kernel itself. The
// pool keeps freed blocks of at least kMinBytes, up to a bound on the total,
// and hands them back for requests of the same (page-rounded) size; their
// contents are whatever the last user left (callers initialise them).
#ifndef AXLE_LITERAL_BUFFER_POOL_H_
#define AXLE_LITERAL_BUFFER_POOL_H_

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace xla {

class BufferPool {
 public:
  // Smaller blocks go to the C library directly (its free lists keep them).
  static constexpr size_t kMinBytes = size_t{1} << 20;
  // Blocks are page-aligned (so at least as aligned as any caller needs).
  static constexpr size_t kAlignment = 4096;
  static constexpr int64_t kDefaultCapacityBytes = int64_t{512} << 20;

  explicit BufferPool(int64_t capacity_bytes = kDefaultCapacityBytes)
      : capacity_bytes_(capacity_bytes) {}
  ~BufferPool();
  BufferPool(const BufferPool&) = delete;
  BufferPool& operator=(const BufferPool&) = delete;

  // The process-wide pool that literals and executables share.
  static BufferPool& Global();

  // A block of at least `bytes` (kAlignment-aligned when bytes >= kMinBytes,
  // else aligned to 64); nullptr when out of memory. Thread-safe.
  void* Allocate(size_t bytes);
  // Returns a block from Allocate(bytes) (the same `bytes`). It is kept for
  // reuse unless that would put more than the capacity in the pool, in which
  // case the oldest kept blocks are freed first. Thread-safe.
  void Free(void* block, size_t bytes);

  // Frees every kept block (blocks in use are unaffected).
  void Release();
  // Sets the bound on the bytes kept (freeing the oldest blocks over it).
  void SetCapacity(int64_t capacity_bytes);
  int64_t capacity_bytes() const;
  int64_t cached_bytes() const;  // bytes of the kept blocks
  int64_t cached_blocks() const;

 private:
  struct Block {
    void* data;
    size_t bytes;  // page-rounded
  };
  void TrimLocked(int64_t limit);  // frees oldest blocks until cached <= limit

  mutable std::mutex mutex_;
  int64_t capacity_bytes_;
  int64_t cached_bytes_ = 0;
  std::vector<Block> blocks_;  // oldest first
};

}  // namespace xla

#endif  // AXLE_LITERAL_BUFFER_POOL_H_
