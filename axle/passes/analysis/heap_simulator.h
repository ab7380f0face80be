// Packs buffers with known live intervals into one arena: buffers whose
// intervals overlap get disjoint bytes. Two deterministic packings, the
// smaller arena wins: greedy by size (the largest buffer first, each at the
// best-fitting gap left by the placed buffers that overlap it in time; for
// up to a few thousand buffers, since it is quadratic in the buffers live at
// once) and a best-fit allocator run in time order (O(n log n)).
#ifndef AXLE_PASSES_ANALYSIS_HEAP_SIMULATOR_H_
#define AXLE_PASSES_ANALYSIS_HEAP_SIMULATOR_H_

#include <cstdint>
#include <vector>

#include "axle/passes/analysis/hlo_live_range.h"

namespace xla {

struct HeapRequest {
  int64_t size = 0;  // bytes; placed at multiples of the alignment
  TimeInterval live;
};

struct HeapPacking {
  std::vector<int64_t> offsets;  // one per request
  int64_t heap_size = 0;         // bytes the arena needs
  int64_t peak_live_bytes = 0;   // most (aligned) bytes live at one time: a lower bound
};

HeapPacking PackHeap(const std::vector<HeapRequest>& requests, int64_t alignment);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_HEAP_SIMULATOR_H_
