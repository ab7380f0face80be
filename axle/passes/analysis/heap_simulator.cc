#include "axle/passes/analysis/heap_simulator.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace xla {
namespace {

// PackBySize is quadratic in the requests live at once; beyond this many
// requests only the time-ordered packing runs.
constexpr size_t kMaxRequestsPackedBySize = 1024;

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

// The placed requests whose intervals overlap a query: a segment tree over
// the requests sorted by start, holding the latest end among placed ones.
class PlacedIndex {
 public:
  explicit PlacedIndex(const std::vector<HeapRequest>& requests) : requests_(requests) {
    by_start_.resize(requests.size());
    std::iota(by_start_.begin(), by_start_.end(), 0);
    std::stable_sort(by_start_.begin(), by_start_.end(), [&](size_t a, size_t b) {
      return requests[a].live.start < requests[b].live.start;
    });
    position_.resize(requests.size());
    for (size_t i = 0; i < by_start_.size(); ++i) position_[by_start_[i]] = i;
    size_ = 1;
    while (size_ < requests.size()) size_ *= 2;
    max_end_.assign(2 * size_, kNone);
  }

  void Place(size_t request) {
    size_t node = size_ + position_[request];
    max_end_[node] = requests_[request].live.end;
    for (node /= 2; node >= 1; node /= 2) {
      max_end_[node] = std::max(max_end_[2 * node], max_end_[2 * node + 1]);
    }
  }

  // Calls `visit` for every placed request overlapping `live`.
  template <typename Visit>
  void ForEachOverlapping(const TimeInterval& live, Visit visit) const {
    // Requests starting no later than live.end, i.e. a prefix of by_start_.
    const size_t prefix =
        std::upper_bound(by_start_.begin(), by_start_.end(), live.end,
                         [&](int64_t end, size_t r) { return end < requests_[r].live.start; }) -
        by_start_.begin();
    std::vector<size_t> pending = {1};
    std::vector<size_t> low = {0};
    std::vector<size_t> width = {size_};
    while (!pending.empty()) {
      const size_t node = pending.back();
      const size_t first = low.back();
      const size_t span = width.back();
      pending.pop_back();
      low.pop_back();
      width.pop_back();
      if (first >= prefix || max_end_[node] < live.start) continue;
      if (span == 1) {
        visit(by_start_[first]);
        continue;
      }
      pending.push_back(2 * node);
      low.push_back(first);
      width.push_back(span / 2);
      pending.push_back(2 * node + 1);
      low.push_back(first + span / 2);
      width.push_back(span / 2);
    }
  }

 private:
  static constexpr int64_t kNone = std::numeric_limits<int64_t>::min();
  const std::vector<HeapRequest>& requests_;
  std::vector<size_t> by_start_;
  std::vector<size_t> position_;
  size_t size_ = 1;
  std::vector<int64_t> max_end_;
};

// Largest first, each at the best-fitting gap among the placed requests
// live at the same time: tight, but quadratic when many are live at once.
HeapPacking PackBySize(const std::vector<HeapRequest>& requests, int64_t alignment) {
  HeapPacking packing;
  packing.offsets.assign(requests.size(), 0);
  std::vector<size_t> order(requests.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (requests[a].size != requests[b].size) return requests[a].size > requests[b].size;
    return requests[a].live.start < requests[b].live.start;
  });
  PlacedIndex placed(requests);
  std::vector<std::pair<int64_t, int64_t>> taken;
  for (size_t i : order) {
    const int64_t size = RoundUp(requests[i].size, alignment);
    // Byte ranges taken by placed buffers that are live at the same time.
    taken.clear();
    placed.ForEachOverlapping(requests[i].live, [&](size_t j) {
      taken.emplace_back(packing.offsets[j],
                         packing.offsets[j] + RoundUp(requests[j].size, alignment));
    });
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
    placed.Place(i);
  }
  return packing;
}

// In time order, like a best-fit allocator: a request takes the smallest free
// chunk that fits when it starts (or grows the heap) and frees it after it
// ends. O(n log n).
HeapPacking PackInTimeOrder(const std::vector<HeapRequest>& requests, int64_t alignment) {
  HeapPacking packing;
  packing.offsets.assign(requests.size(), 0);
  // Events: (time, 0 = start / 1 = end, -size, index); starts at a time come
  // before ends at it (closed intervals), larger first.
  std::vector<std::tuple<int64_t, int, int64_t, size_t>> events;
  for (size_t i = 0; i < requests.size(); ++i) {
    const int64_t size = RoundUp(requests[i].size, alignment);
    events.emplace_back(requests[i].live.start, 0, -size, i);
    events.emplace_back(requests[i].live.end, 1, -size, i);
  }
  std::sort(events.begin(), events.end());
  std::map<int64_t, int64_t> free_by_offset;           // offset -> size
  std::set<std::pair<int64_t, int64_t>> free_by_size;  // (size, offset)
  auto add_free = [&](int64_t offset, int64_t size) {
    auto next = free_by_offset.find(offset + size);
    if (next != free_by_offset.end()) {
      free_by_size.erase({next->second, next->first});
      size += next->second;
      free_by_offset.erase(next);
    }
    auto it = free_by_offset.lower_bound(offset);
    if (it != free_by_offset.begin()) {
      auto previous = std::prev(it);
      if (previous->first + previous->second == offset) {
        free_by_size.erase({previous->second, previous->first});
        offset = previous->first;
        size += previous->second;
        free_by_offset.erase(previous);
      }
    }
    if (offset + size == packing.heap_size) {  // the top of the heap shrinks back
      packing.heap_size = offset;
      return;
    }
    free_by_offset[offset] = size;
    free_by_size.insert({size, offset});
  };
  int64_t heap_top = 0;  // the highest end ever used
  for (const auto& [time, kind, negative_size, i] : events) {
    const int64_t size = -negative_size;
    if (kind == 1) {
      add_free(packing.offsets[i], size);
      continue;
    }
    auto fit = free_by_size.lower_bound({size, 0});
    if (fit != free_by_size.end()) {
      const auto [chunk, offset] = *fit;
      free_by_size.erase(fit);
      free_by_offset.erase(offset);
      packing.offsets[i] = offset;
      if (chunk > size) {
        free_by_offset[offset + size] = chunk - size;
        free_by_size.insert({chunk - size, offset + size});
      }
      continue;
    }
    packing.offsets[i] = packing.heap_size;  // heap_size is the current top here
    packing.heap_size += size;
    heap_top = std::max(heap_top, packing.heap_size);
  }
  packing.heap_size = heap_top;
  return packing;
}

}  // namespace

HeapPacking PackHeap(const std::vector<HeapRequest>& requests, int64_t alignment) {
  HeapPacking packing = PackInTimeOrder(requests, alignment);
  if (requests.size() <= kMaxRequestsPackedBySize) {
    HeapPacking by_size = PackBySize(requests, alignment);
    if (by_size.heap_size < packing.heap_size) packing = std::move(by_size);
  }
  packing.peak_live_bytes = PeakLiveBytes(requests, alignment);
  return packing;
}

}  // namespace xla
