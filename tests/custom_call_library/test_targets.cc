// A shared library of custom-call targets the tests load by path
// (LoadCustomCallLibrary, `axle run --custom_call_library=...`). It is built
// on its own, linked with nothing of Axle, as a user's library would be.
#include <cstdint>
#include <cstdlib>

// y[i] = x[i] * 3 + 1 over s32[4].
extern "C" __attribute__((visibility("default"))) void axle_lib_triple_plus_one(
    void* out, const void** in) {
  const int32_t* x = static_cast<const int32_t*>(in[0]);
  int32_t* y = static_cast<int32_t*>(out);
  for (int i = 0; i < 4; ++i) y[i] = x[i] * 3 + 1;
}

// Not exported: a library's hidden symbols are not targets.
extern "C" __attribute__((visibility("hidden"))) void axle_lib_hidden(void* out,
                                                                      const void** in) {
  std::abort();
}

// Keeps the hidden function (and a use of libc) in the library.
extern "C" __attribute__((visibility("default"))) void* axle_lib_keep_hidden() {
  return reinterpret_cast<void*>(&axle_lib_hidden);
}
