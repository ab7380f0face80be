// Platform: a named place computations run ("interpreter", later "cpu"),
// with the compiler that targets it. Platforms live for the whole process;
// find them by name with PlatformUtil (platform_util.h).
#ifndef AXLE_BACKENDS_PLATFORM_H_
#define AXLE_BACKENDS_PLATFORM_H_

#include <string>

#include "axle/backends/compiler.h"

namespace xla {

class Platform {
 public:
  virtual ~Platform() = default;
  virtual const std::string& Name() const = 0;
  virtual std::string Description() const = 0;
  // Devices the platform offers (replicas are threads, so this is 1 for the
  // interpreter and does not bound the replica count).
  virtual int VisibleDeviceCount() const { return 1; }
  virtual Compiler* compiler() = 0;
};

}  // namespace xla

#endif  // AXLE_BACKENDS_PLATFORM_H_
