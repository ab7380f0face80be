#include "axle/eval/custom_call_registry.h"

#include <dlfcn.h>
#include <link.h>

#include <map>
#include <mutex>
#include <vector>

#include "absl/strings/str_cat.h"

#include "axle/eval/custom_call_status.h"

extern "C" void XlaCustomCallStatusSetFailure(XlaCustomCallStatus* status, const char* message,
                                              size_t message_len) {
  if (status == nullptr) return;
  status->failure = message == nullptr ? std::string() : std::string(message, message_len);
}

extern "C" void XlaCustomCallStatusSetSuccess(XlaCustomCallStatus* status) {
  if (status != nullptr) status->failure.reset();
}

namespace xla {
namespace {

struct Library {
  std::string path;
  void* handle;
  const link_map* map;  // the library's own object, to tell its symbols from its dependencies'
};

struct Registry {
  std::mutex mu;
  std::map<std::string, void*> targets;
  std::vector<Library> libraries;
};

// `name` when `library` itself defines it; dlsym on a handle also searches
// the library's dependencies (libc...), which must stay out of reach.
void* DefinedBy(const Library& library, const std::string& name) {
  void* symbol = dlsym(library.handle, name.c_str());
  if (symbol == nullptr) return nullptr;
  Dl_info info;
  link_map* owner = nullptr;
  if (dladdr1(symbol, &info, reinterpret_cast<void**>(&owner), RTLD_DL_LINKMAP) == 0) {
    return nullptr;
  }
  return owner == library.map ? symbol : nullptr;
}

Registry& GetRegistry() {
  static Registry* registry = new Registry();
  return *registry;
}

}  // namespace

void RegisterCustomCallTarget(const std::string& name, void* function) {
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mu);
  registry.targets[name] = function;
}

absl::Status LoadCustomCallLibrary(const std::string& path) {
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mu);
  for (const Library& library : registry.libraries) {
    if (library.path == path) return absl::OkStatus();
  }
  // A bare name would be searched for on the library path; say where it is.
  if (path.find('/') == std::string::npos) {
    return absl::InvalidArgumentError(absl::StrCat(
        "custom-call library '", path, "': give a path (e.g. ./", path, "), not a bare name"));
  }
  dlerror();
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* reason = dlerror();
    return absl::NotFoundError(absl::StrCat("cannot load custom-call library '", path,
                                            "': ", reason == nullptr ? "unknown error" : reason));
  }
  link_map* map = nullptr;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0 || map == nullptr) {
    dlclose(handle);
    return absl::InternalError(
        absl::StrCat("custom-call library '", path, "': cannot inspect the loaded library"));
  }
  registry.libraries.push_back({path, handle, map});
  return absl::OkStatus();
}

void* FindCustomCallTarget(const std::string& name) {
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mu);
  auto it = registry.targets.find(name);
  if (it != registry.targets.end()) return it->second;
  if (name.empty()) return nullptr;
  for (const Library& library : registry.libraries) {
    if (void* symbol = DefinedBy(library, name)) return symbol;
  }
  return nullptr;
}

}  // namespace xla
