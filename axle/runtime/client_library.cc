#include "axle/runtime/client_library.h"

#include <map>
#include <memory>
#include <mutex>

#include "axle/backends/platform_util.h"
#include "axle/base/logging.h"
#include "axle/base/status_macros.h"

namespace xla {
namespace {

struct Clients {
  std::mutex mutex;
  std::map<Platform*, std::unique_ptr<LocalClient>> by_platform;
};

Clients& GetClients() {
  static Clients* clients = new Clients;  // never destroyed: clients live until exit
  return *clients;
}

}  // namespace

absl::StatusOr<LocalClient*> ClientLibrary::GetOrCreateLocalClient(Platform* platform) {
  if (platform == nullptr) {
    ASSIGN_OR_RETURN(platform, PlatformUtil::GetDefaultPlatform());
  }
  Clients& clients = GetClients();
  std::lock_guard<std::mutex> lock(clients.mutex);
  std::unique_ptr<LocalClient>& client = clients.by_platform[platform];
  if (client == nullptr) client = std::make_unique<LocalClient>(platform);
  return client.get();
}

absl::StatusOr<LocalClient*> ClientLibrary::GetOrCreateLocalClient(
    absl::string_view platform_name) {
  ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform(platform_name));
  return GetOrCreateLocalClient(platform);
}

LocalClient* ClientLibrary::LocalClientOrDie() {
  absl::StatusOr<LocalClient*> client = GetOrCreateLocalClient();
  AXLE_CHECK(client.ok()) << "internal error: no default platform: " << client.status();
  return *client;
}

}  // namespace xla
