// Seeds and time budgets for the differential fuzz tests.
//
// Seeds: 0, 1, 2, ... 199, then seeds that change every day; AXLE_FUZZ_SEED=S
// runs seed S alone. The budget is AXLE_FUZZ_SECONDS, or the test's default.
#ifndef AXLE_TESTS_TESTLIB_FUZZ_SEEDS_H_
#define AXLE_TESTS_TESTLIB_FUZZ_SEEDS_H_

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "absl/strings/numbers.h"

namespace xla::testlib {

inline double FuzzSeconds(double default_seconds) {
  double seconds = default_seconds;
  const char* text = std::getenv("AXLE_FUZZ_SECONDS");
  if (text != nullptr && !absl::SimpleAtod(text, &seconds)) seconds = default_seconds;
  return seconds;
}

inline std::vector<uint64_t> FuzzSeeds() {
  if (const char* one = std::getenv("AXLE_FUZZ_SEED")) {
    uint64_t seed;
    if (absl::SimpleAtoi(one, &seed)) return {seed};
  }
  std::vector<uint64_t> seeds;
  for (uint64_t seed = 0; seed < 200; ++seed) seeds.push_back(seed);
  auto days = std::chrono::duration_cast<std::chrono::hours>(
                  std::chrono::system_clock::now().time_since_epoch())
                  .count() /
              24;
  for (uint64_t k = 0; k < 100000; ++k) seeds.push_back(1000000 + days * 100000 + k);
  return seeds;
}

}  // namespace xla::testlib

#endif  // AXLE_TESTS_TESTLIB_FUZZ_SEEDS_H_
