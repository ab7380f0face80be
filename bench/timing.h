// How every C++ driver times a workload, the same way run.py's Python peers
// do (bench/peers/common.py): a few warm-up calls, then samples of `batch`
// back-to-back calls (batch chosen so that a sample takes >= 200 us, which
// makes microsecond calls measurable), at least `reps` samples and more
// until `min_seconds` have passed (at most 1000). The per-call time of the
// median sample is reported.
#ifndef AXLE_BENCH_TIMING_H_
#define AXLE_BENCH_TIMING_H_

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace axle_bench {

struct Timing {
  double median_us = 0;
  double min_us = 0;
  int64_t samples = 0;
  int64_t batch = 1;
};

inline double NowSeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

template <typename Fn>
Timing Measure(Fn&& call, int64_t reps, double min_seconds) {
  for (int i = 0; i < 2; ++i) call();
  double start = NowSeconds();
  call();
  double one = std::max(NowSeconds() - start, 1e-9);
  Timing timing;
  timing.batch = std::max<int64_t>(1, static_cast<int64_t>(200e-6 / one));
  std::vector<double> per_call;
  double begin = NowSeconds();
  while (static_cast<int64_t>(per_call.size()) < reps ||
         (NowSeconds() - begin < min_seconds && per_call.size() < 1000)) {
    double t0 = NowSeconds();
    for (int64_t i = 0; i < timing.batch; ++i) call();
    per_call.push_back((NowSeconds() - t0) / timing.batch * 1e6);
  }
  std::sort(per_call.begin(), per_call.end());
  timing.samples = static_cast<int64_t>(per_call.size());
  timing.median_us = per_call[per_call.size() / 2];
  timing.min_us = per_call.front();
  return timing;
}

// JSON string escaping for error messages.
inline std::string JsonString(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof(buffer), "\\u%04x", c);
      out += buffer;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace axle_bench

#endif  // AXLE_BENCH_TIMING_H_
