// Links with libaxle_aot_runtime.a and nothing else but the C++ standard
// library and pthread (scripts/check_aot_runtime_link.sh): takes the
// address of every function ahead-of-time code may call, so each must be
// defined there, then runs a 2x2 product on four threads.
#include <cstdio>

#include "axle/aot_runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"

extern "C" float __truncsfbf2(float value);

int main() {
  const void* functions[] = {
#define AXLE_ADDRESS_OF(function) reinterpret_cast<const void*>(&function),
      AXLE_PORTABLE_RUNTIME_FUNCTIONS(AXLE_ADDRESS_OF)
#undef AXLE_ADDRESS_OF
#define AXLE_ADDRESS_OF_LIBCALL(symbol, function) reinterpret_cast<const void*>(&symbol),
      AXLE_RUNTIME_LIBCALLS(AXLE_ADDRESS_OF_LIBCALL)
#undef AXLE_ADDRESS_OF_LIBCALL
  };
  for (const void* function : functions) {
    if (function == nullptr) return 1;
  }
  xla::aot::RunContext run(4);
  const float a[] = {1, 2, 3, 4}, b[] = {5, 6, 7, 8};
  float c[4] = {};
  if (__axle_matmul_f32(&run, a, b, c, 1, 2, 2, 2, 0, 0, 2, 2) != 0) return 1;
  std::printf("%zu runtime functions; [[1,2],[3,4]] x [[5,6],[7,8]] = [[%g,%g],[%g,%g]]\n",
              sizeof(functions) / sizeof(functions[0]), c[0], c[1], c[2], c[3]);
  return 0;
}
