// Stands in for the plugin's side of axle_jax/_ffi.py's contract in
// test_ffi.py: records what it is handed; refuses names starting "refuse".
#include <cstring>
#include <string>
#include <vector>

namespace {
std::vector<std::string>& Names() {
  static std::vector<std::string> names;
  return names;
}
}  // namespace

extern "C" const char* AxleFfiRegisterHandler(const char* name, void* handler, int api_version,
                                              unsigned /*traits*/) {
  if (std::strncmp(name, "refuse", 6) == 0) return "refused on purpose";
  Names().push_back(std::string(name) + ":" + std::to_string(api_version) + ":" +
                    (handler != nullptr ? "handler" : "null"));
  return nullptr;
}

extern "C" int FakeRegisteredCount() { return static_cast<int>(Names().size()); }

extern "C" const char* FakeRegistered(int i) { return Names()[i].c_str(); }
