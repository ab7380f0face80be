#include "axle/passes/analysis/heap_simulator.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace xla {
namespace {

int64_t RoundUp(int64_t bytes, int64_t alignment) {
  return (bytes + alignment - 1) / alignment * alignment;
}

// The most bytes live at once: a sweep over start (+) and end (-) events.
int64_t PeakLiveBytes(const std::vector<HeapRequest>& requests, int64_t alignment) {
  std::map<int64_t, int64_t> delta;
  for (const HeapRequest& request : requests) {
    const int64_t size = RoundUp(request.size, alignment);
    delta[request.live.start] += size;
    delta[request.live.end + 1] -= size;
  }
  int64_t live = 0;
  int64_t peak = 0;
  for (const auto& [time, change] : delta) {
    live += change;
    peak = std::max(peak, live);
  }
  return peak;
}

}  // namespace

HeapPacking PackHeap(const std::vector<HeapRequest>& requests, int64_t alignment) {
  HeapPacking packing;
  packing.offsets.assign(requests.size(), 0);
  std::vector<size_t> order(requests.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (requests[a].size != requests[b].size) return requests[a].size > requests[b].size;
    return requests[a].live.start < requests[b].live.start;
  });
  std::vector<size_t> placed;
  for (size_t i : order) {
    const int64_t size = RoundUp(requests[i].size, alignment);
    // Byte ranges taken by placed buffers that are live at the same time.
    std::vector<std::pair<int64_t, int64_t>> taken;
    for (size_t j : placed) {
      if (requests[j].live.Overlaps(requests[i].live)) {
        taken.emplace_back(packing.offsets[j],
                           packing.offsets[j] + RoundUp(requests[j].size, alignment));
      }
    }
    std::sort(taken.begin(), taken.end());
    int64_t best = -1;
    int64_t best_gap = 0;
    int64_t cursor = 0;
    for (const auto& [begin, end] : taken) {
      const int64_t gap = begin - cursor;
      if (gap >= size && (best < 0 || gap < best_gap)) {
        best = cursor;
        best_gap = gap;
      }
      cursor = std::max(cursor, end);
    }
    if (best < 0) best = cursor;  // past everything live at the same time
    packing.offsets[i] = best;
    packing.heap_size = std::max(packing.heap_size, best + size);
    placed.push_back(i);
  }
  packing.peak_live_bytes = PeakLiveBytes(requests, alignment);
  return packing;
}

}  // namespace xla
