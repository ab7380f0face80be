// The objects behind the PJRT C API's opaque handles (PJRT_Client,
// PJRT_Buffer, ...), for Axle's `cpu` backend: devices are host devices,
// buffers are host literals, executables are Axle executables whose
// replicas run as threads. The C API's structs name these types, so they
// are defined at global scope under the names the header declares.
#ifndef AXLE_PJRT_PJRT_OBJECTS_H_
#define AXLE_PJRT_PJRT_OBJECTS_H_

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "axle/backends/compiler.h"
#include "axle/backends/executable.h"
#include "axle/literal/literal.h"
#include "pjrt_c_api.h"

struct PJRT_Error {
  absl::Status status;
};

namespace xla::pjrt {

// A one-shot completion: pending until Set, then ready with a status.
// Callbacks registered before run when it is set; after, at once.
class EventState {
 public:
  static std::shared_ptr<EventState> Ready(absl::Status status = absl::OkStatus());
  void Set(absl::Status status);
  bool IsReady();
  absl::Status Await();
  void OnReady(std::function<void(absl::Status)> callback);

 private:
  std::mutex mutex_;
  std::condition_variable ready_cv_;
  bool ready_ = false;
  absl::Status status_;
  std::vector<std::function<void(absl::Status)>> callbacks_;
};

// A compiled program, shared by the executable handles made from it.
struct CompiledProgram {
  std::unique_ptr<Executable> executable;
  Compiler* compiler = nullptr;  // the one that built it (for Export)
  std::string name;
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
  // The device (by id) of each run: replica r, or for a partitioned
  // program partition p (its partitions run as the backend's replicas).
  std::vector<int> replica_devices;
  // The entry's results as JAX sees them (a tuple root's elements).
  std::vector<Shape> output_shapes;
  bool result_is_tuple = false;
  // Parameters whose buffers a run consumes (donated by the caller).
  std::vector<bool> donated_parameters;
  std::string fingerprint;
  // The StableHLO the program was compiled from, handed back as its
  // "optimized program" (Axle keeps no StableHLO of its optimised module).
  std::string source_program;
  // Output metadata in the layouts the C API hands out.
  std::vector<PJRT_Buffer_Type> output_types;
  std::vector<int64_t> output_dims;
  std::vector<size_t> output_dim_sizes;
  std::vector<const char*> output_memory_kinds;
  std::vector<size_t> output_memory_kind_sizes;
};

}  // namespace xla::pjrt

struct PJRT_DeviceDescription {
  int id = 0;
  int process_index = 0;
  std::string kind;
  std::string debug_string;
  std::string to_string;
  std::vector<PJRT_NamedValue> attributes;
};

struct PJRT_Memory {
  int id = 0;
  std::string kind;
  int kind_id = 0;
  std::string debug_string;
  std::string to_string;
  std::vector<PJRT_Device*> devices;
};

struct PJRT_Device {
  PJRT_Client* client = nullptr;
  PJRT_DeviceDescription description;
  std::vector<PJRT_Memory*> memories;
  PJRT_Memory* default_memory = nullptr;
};

struct PJRT_TopologyDescription {
  std::vector<PJRT_DeviceDescription*> descriptions;
  std::vector<PJRT_NamedValue> attributes;
  bool owned_by_client = false;
};

struct PJRT_Client {
  std::string platform_name;
  std::string platform_version;
  std::vector<std::unique_ptr<PJRT_Device>> devices;
  std::vector<PJRT_Device*> device_list;
  std::vector<std::unique_ptr<PJRT_Memory>> memories;
  std::vector<PJRT_Memory*> memory_list;
  PJRT_TopologyDescription topology;
  xla::Compiler* compiler = nullptr;
  PJRT_Device* LookupDevice(int id) const;
};

struct PJRT_Buffer {
  PJRT_Client* client = nullptr;
  PJRT_Device* device = nullptr;
  PJRT_Memory* memory = nullptr;
  // The value, in the default (major-to-minor) layout; null once deleted.
  std::shared_ptr<xla::Literal> value;
  PJRT_Buffer_Type type = PJRT_Buffer_Type_INVALID;
  std::vector<int64_t> dims;
  std::vector<int64_t> minor_to_major;
  std::shared_ptr<xla::pjrt::EventState> ready;
  // References the caller holds to the bytes (numpy views of a result):
  // they keep the bytes alive past Delete/Destroy.
  std::mutex mutex;
  std::vector<std::shared_ptr<xla::Literal>> external_references;
};

struct PJRT_Event {
  std::shared_ptr<xla::pjrt::EventState> state;
};

struct PJRT_Executable {
  std::shared_ptr<xla::pjrt::CompiledProgram> program;
};

struct PJRT_LoadedExecutable {
  PJRT_Client* client = nullptr;
  std::shared_ptr<xla::pjrt::CompiledProgram> program;
  std::vector<PJRT_Device*> addressable_devices;
  std::atomic<bool> deleted{false};
};

struct PJRT_ExecuteContext {};

namespace xla::pjrt {

// PJRT_Error from a status (nullptr for OK); the caller of the API owns it.
PJRT_Error* MakeError(absl::Status status);
// A new event handle, ready with `status` or sharing `state`.
PJRT_Event* MakeEvent(std::shared_ptr<EventState> state);

// Buffers.
absl::StatusOr<PJRT_Buffer_Type> ToPjrtType(PrimitiveType type);
absl::StatusOr<PrimitiveType> FromPjrtType(PJRT_Buffer_Type type);
// A buffer owning `value` (an array in the default layout) on `device`.
PJRT_Buffer* MakeBuffer(PJRT_Device* device, std::shared_ptr<Literal> value);

}  // namespace xla::pjrt

#endif  // AXLE_PJRT_PJRT_OBJECTS_H_
