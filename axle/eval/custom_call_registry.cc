#include "axle/eval/custom_call_registry.h"

#include <dlfcn.h>

#include <map>
#include <mutex>

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

struct Registry {
  std::mutex mu;
  std::map<std::string, void*> targets;
};

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

void* FindCustomCallTarget(const std::string& name) {
  {
    Registry& registry = GetRegistry();
    std::lock_guard<std::mutex> lock(registry.mu);
    auto it = registry.targets.find(name);
    if (it != registry.targets.end()) return it->second;
  }
  if (name.empty()) return nullptr;
  return dlsym(RTLD_DEFAULT, name.c_str());
}

}  // namespace xla
