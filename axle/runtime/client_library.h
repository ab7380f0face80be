// ClientLibrary: the process-wide clients, one per platform, created on
// first use and alive until exit.
//
//   LocalClient* client = ClientLibrary::LocalClientOrDie();   // cpu
//   absl::StatusOr<LocalClient*> cpu = ClientLibrary::GetOrCreateLocalClient("cpu");
#ifndef AXLE_RUNTIME_CLIENT_LIBRARY_H_
#define AXLE_RUNTIME_CLIENT_LIBRARY_H_

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/platform.h"
#include "axle/runtime/local_client.h"

namespace xla {

class ClientLibrary {
 public:
  // The client of `platform` (null: the default platform, "cpu").
  static absl::StatusOr<LocalClient*> GetOrCreateLocalClient(Platform* platform = nullptr);
  // The client of the platform named `platform_name`; NotFound for an
  // unknown or not yet available platform (the message lists those there are).
  static absl::StatusOr<LocalClient*> GetOrCreateLocalClient(absl::string_view platform_name);
  // The default platform's client. Aborts only if the built-in cpu platform
  // is missing, an internal failure; never on user input.
  static LocalClient* LocalClientOrDie();
  // The 2017 name of LocalClientOrDie.
  static LocalClient* ClientLibraryOrDie() { return LocalClientOrDie(); }
};

}  // namespace xla

#endif  // AXLE_RUNTIME_CLIENT_LIBRARY_H_
