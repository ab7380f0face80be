#include "axle/backends/platform_util.h"

#include <algorithm>
#include <map>
#include <mutex>

#include "absl/strings/ascii.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/cpu_platform.h"
#include "axle/backends/interpreter/interpreter_platform.h"
#include "axle/base/status_macros.h"

namespace xla {
namespace {

// Platforms Axle will have but does not have yet.
constexpr const char* kPlannedPlatforms[] = {"gpu"};

struct Registry {
  std::mutex mutex;
  std::map<std::string, std::unique_ptr<Platform>> platforms;  // by lower-case name
};

Registry& GetRegistry() {
  // Built on first use (no static-initialisation order questions) and never
  // destroyed, so clients holding Platform* stay valid until exit.
  static Registry* registry = [] {
    auto* r = new Registry;
    std::unique_ptr<Platform> builtin[] = {std::make_unique<InterpreterPlatform>(),
                                           std::make_unique<cpu::CpuPlatform>()};
    for (std::unique_ptr<Platform>& platform : builtin) {
      std::string name = absl::AsciiStrToLower(platform->Name());
      r->platforms.emplace(std::move(name), std::move(platform));
    }
    return r;
  }();
  return *registry;
}

}  // namespace

absl::StatusOr<Platform*> PlatformUtil::GetPlatform(absl::string_view name) {
  std::string key = absl::AsciiStrToLower(name);
  Registry& registry = GetRegistry();
  {
    std::lock_guard<std::mutex> lock(registry.mutex);
    auto it = registry.platforms.find(key);
    if (it != registry.platforms.end()) return it->second.get();
  }
  std::string available = absl::StrJoin(PlatformNames(), ", ");
  for (const char* planned : kPlannedPlatforms) {
    if (key == planned) {
      return NotFound("the ", planned, " backend is not available yet (available: ", available,
                      ")");
    }
  }
  return NotFound("unknown platform \"", name, "\" (available: ", available, ")");
}

absl::StatusOr<Platform*> PlatformUtil::GetDefaultPlatform() {
  return GetPlatform(cpu::CpuPlatform::kName);
}

std::vector<std::string> PlatformUtil::PlatformNames() {
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  std::vector<std::string> names;
  for (const auto& [name, platform] : registry.platforms) names.push_back(platform->Name());
  std::sort(names.begin(), names.end());
  return names;
}

absl::Status PlatformUtil::RegisterPlatform(std::unique_ptr<Platform> platform) {
  if (platform == nullptr) return InvalidArgument("RegisterPlatform: null platform");
  std::string key = absl::AsciiStrToLower(platform->Name());
  Registry& registry = GetRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  if (registry.platforms.count(key) != 0) {
    return absl::AlreadyExistsError(
        absl::StrCat("a platform named \"", platform->Name(), "\" is already registered"));
  }
  registry.platforms.emplace(std::move(key), std::move(platform));
  return absl::OkStatus();
}

}  // namespace xla
