// The 2-layer MLP of examples/hlo/mlp.hlo compiled ahead of time
// (`axle compile`, see run_demo.sh): a standalone program with no JIT, LLVM
// or libaxle. It prints the result, the time of one inference and its own
// size.
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "mlp.h"  // generated

int main() {
  demo::Mlp mlp;
  const float x[2][4] = {{1, 2, 0.5f, -1}, {0, -1, 2, 1}};
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 4; ++j) mlp.arg_x(i, j) = x[i][j];
  }
  if (!mlp.Run()) {
    std::fprintf(stderr, "the MLP failed: %s\n", mlp.error_msg().c_str());
    return 1;
  }
  for (int i = 0; i < 2; ++i) {
    std::printf("example %d: probabilities {%.6f, %.6f, %.6f}, argmax %d\n", i,
                mlp.result0(i, 0), mlp.result0(i, 1), mlp.result0(i, 2), mlp.result1(i));
  }
  // Median time of one inference over 1000 runs.
  std::vector<double> times;
  for (int run = 0; run < 1000; ++run) {
    auto start = std::chrono::steady_clock::now();
    mlp.Run();
    times.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
  std::printf("one inference: %.2f us (median of 1000)\n", times[times.size() / 2]);
  struct stat self;
  if (stat("/proc/self/exe", &self) == 0) {
    std::printf("this program: %lld bytes\n", static_cast<long long>(self.st_size));
  }
  return 0;
}
