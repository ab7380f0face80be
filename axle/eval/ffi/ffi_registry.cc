#include "axle/eval/ffi/ffi_registry.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace xla::ffi {
namespace {

struct Registry {
  std::mutex mu;
  std::map<std::string, const FfiHandlerEntry*, std::less<>> host;
  // Every entry ever registered: a replaced one may still be held by a
  // compiled executable, so none is freed.
  std::vector<std::unique_ptr<FfiHandlerEntry>> entries;
};

Registry& GetRegistry() {
  static Registry* registry = new Registry();
  return *registry;
}

bool IsHostPlatform(std::string_view platform) {
  std::string lower = absl::AsciiStrToLower(std::string(platform));
  return lower == "cpu" || lower == "host";
}

}  // namespace

absl::Status RegisterFfiHandlerBundle(std::string_view name, std::string_view platform,
                                      const FfiHandlerBundle& bundle, FfiHandlerTraits traits) {
  if (name.empty()) return absl::InvalidArgumentError("FFI handler registration: empty name");
  if (bundle.execute == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat("FFI handler '", std::string(name), "' for platform '", std::string(platform),
                     "': the bundle has no execute handler"));
  }
  if (!IsHostPlatform(platform)) return absl::OkStatus();  // another platform's; never called
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mu);
  registry.entries.push_back(std::make_unique<FfiHandlerEntry>(FfiHandlerEntry{bundle, traits}));
  registry.host[std::string(name)] = registry.entries.back().get();
  return absl::OkStatus();
}

absl::Status RegisterFfiHandler(std::string_view name, std::string_view platform, void* handler,
                                uint32_t traits) {
  FfiHandlerBundle bundle{};
  bundle.execute = reinterpret_cast<FfiHandler*>(handler);
  return RegisterFfiHandlerBundle(name, platform, bundle, traits);
}

const FfiHandlerEntry* FindFfiHandler(std::string_view name) {
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mu);
  auto it = registry.host.find(name);
  return it == registry.host.end() ? nullptr : it->second;
}

internal::FfiRegistrar::FfiRegistrar(const char* name, FfiHandler* handler) {
  FfiHandlerBundle bundle{};
  bundle.execute = handler;
  (void)RegisterFfiHandlerBundle(name, "Host", bundle, 0);
}

}  // namespace xla::ffi
