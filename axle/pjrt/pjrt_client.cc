// PJRT_Client_*, PJRT_Device*, PJRT_Memory_* and PJRT_TopologyDescription_*:
// a client of N host devices (create option `device_count`), each with one
// memory of each kind JAX knows on CPU ("device", the default, and the two
// host kinds, all plain host memory here).
#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "axle/backends/platform_util.h"
#include "axle/pjrt/pjrt_entry_points.h"
#include "axle/pjrt/pjrt_status.h"

PJRT_Device* PJRT_Client::LookupDevice(int id) const {
  for (PJRT_Device* device : device_list) {
    if (device->description.id == id) return device;
  }
  return nullptr;
}

namespace xla::pjrt {
namespace {

// The most host devices a client may have (each replica is a thread).
constexpr int64_t kMaxDevices = 1024;
// The memory kinds of a device, the default first.
constexpr const char* kMemoryKinds[] = {"device", "pinned_host", "unpinned_host"};

absl::StatusOr<int64_t> DeviceCountOption(const PJRT_NamedValue* options, size_t count) {
  int64_t devices = 1;
  for (size_t i = 0; i < count; ++i) {
    absl::string_view name(options[i].name, options[i].name_size);
    if (name != "device_count" && name != "cpu_device_count") continue;
    if (options[i].type != PJRT_NamedValue_kInt64) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_Client_Create: option ", name, " must be an int64"));
    }
    devices = options[i].int64_value;
  }
  if (devices < 1 || devices > kMaxDevices) {
    return absl::InvalidArgumentError(absl::StrCat(
        "PJRT_Client_Create: device_count must be in [1, ", kMaxDevices, "], got ", devices));
  }
  return devices;
}

void AddDevice(PJRT_Client& client, int id) {
  auto device = std::make_unique<PJRT_Device>();
  device->client = &client;
  PJRT_DeviceDescription& description = device->description;
  description.id = id;
  description.kind = "cpu";
  description.debug_string = absl::StrCat("AXLE_CPU_", id);
  description.to_string = absl::StrCat("AxleCpuDevice(id=", id, ")");
  for (int kind = 0; kind < 3; ++kind) {
    auto memory = std::make_unique<PJRT_Memory>();
    memory->id = static_cast<int>(client.memories.size());
    memory->kind = kMemoryKinds[kind];
    memory->kind_id = kind;
    memory->debug_string = absl::StrCat(memory->kind, "_", memory->id);
    memory->to_string =
        absl::StrCat("AxleMemory(id=", memory->id, ", kind=", memory->kind, ", device=", id, ")");
    memory->devices.push_back(device.get());
    device->memories.push_back(memory.get());
    client.memory_list.push_back(memory.get());
    client.memories.push_back(std::move(memory));
  }
  device->default_memory = device->memories.front();
  client.topology.descriptions.push_back(&device->description);
  client.device_list.push_back(device.get());
  client.devices.push_back(std::move(device));
}

}  // namespace

PJRT_Error* ClientCreate(PJRT_Client_Create_Args* args) {
  return Guarded("PJRT_Client_Create", [&]() -> absl::Status {
    absl::StatusOr<int64_t> device_count =
        DeviceCountOption(args->create_options, args->num_options);
    if (!device_count.ok()) return device_count.status();
    absl::StatusOr<Platform*> platform = PlatformUtil::GetPlatform("cpu");
    if (!platform.ok()) return platform.status();
    auto client = std::make_unique<PJRT_Client>();
    client->platform_name = "cpu";
    client->platform_version = "axle " AXLE_VERSION_STRING " (cpu backend)";
    client->compiler = (*platform)->compiler();
    client->topology.owned_by_client = true;
    for (int id = 0; id < *device_count; ++id) AddDevice(*client, id);
    args->client = client.release();
    return absl::OkStatus();
  });
}

PJRT_Error* ClientDestroy(PJRT_Client_Destroy_Args* args) {
  delete args->client;
  return nullptr;
}

PJRT_Error* ClientPlatformName(PJRT_Client_PlatformName_Args* args) {
  SetString(args->client->platform_name, &args->platform_name, &args->platform_name_size);
  return nullptr;
}

PJRT_Error* ClientProcessIndex(PJRT_Client_ProcessIndex_Args* args) {
  args->process_index = 0;
  return nullptr;
}

PJRT_Error* ClientPlatformVersion(PJRT_Client_PlatformVersion_Args* args) {
  SetString(args->client->platform_version, &args->platform_version, &args->platform_version_size);
  return nullptr;
}

PJRT_Error* ClientDevices(PJRT_Client_Devices_Args* args) {
  args->devices = args->client->device_list.data();
  args->num_devices = args->client->device_list.size();
  return nullptr;
}

PJRT_Error* ClientAddressableDevices(PJRT_Client_AddressableDevices_Args* args) {
  args->addressable_devices = args->client->device_list.data();
  args->num_addressable_devices = args->client->device_list.size();
  return nullptr;
}

PJRT_Error* ClientLookupDevice(PJRT_Client_LookupDevice_Args* args) {
  args->device = args->client->LookupDevice(args->id);
  if (args->device != nullptr) return nullptr;
  return MakeError(absl::InvalidArgumentError(
      absl::StrCat("PJRT_Client_LookupDevice: no device with id ", args->id, " (the client has ",
                   args->client->device_list.size(), ")")));
}

PJRT_Error* ClientLookupAddressableDevice(PJRT_Client_LookupAddressableDevice_Args* args) {
  args->addressable_device = args->client->LookupDevice(args->local_hardware_id);
  if (args->addressable_device != nullptr) return nullptr;
  return MakeError(absl::InvalidArgumentError(
      absl::StrCat("PJRT_Client_LookupAddressableDevice: no device with local hardware id ",
                   args->local_hardware_id)));
}

PJRT_Error* ClientAddressableMemories(PJRT_Client_AddressableMemories_Args* args) {
  args->addressable_memories = args->client->memory_list.data();
  args->num_addressable_memories = args->client->memory_list.size();
  return nullptr;
}

PJRT_Error* ClientDefaultDeviceAssignment(PJRT_Client_DefaultDeviceAssignment_Args* args) {
  int64_t needed = static_cast<int64_t>(args->num_replicas) * args->num_partitions;
  int64_t devices = static_cast<int64_t>(args->client->device_list.size());
  if (args->num_replicas < 1 || args->num_partitions < 1 || needed > devices ||
      static_cast<int64_t>(args->default_assignment_size) < needed) {
    return MakeError(absl::InvalidArgumentError(
        absl::StrCat("PJRT_Client_DefaultDeviceAssignment: ", args->num_replicas, " replicas x ",
                     args->num_partitions, " partitions need ", needed, " devices; the client has ",
                     devices, " (set the device count, e.g. jax_num_cpu_devices)")));
  }
  // Replica-major: replica r, partition p runs on device r * partitions + p.
  for (int64_t i = 0; i < needed; ++i) args->default_assignment[i] = static_cast<int>(i);
  return nullptr;
}

PJRT_Error* ClientTopologyDescription(PJRT_Client_TopologyDescription_Args* args) {
  args->topology = &args->client->topology;
  return nullptr;
}

// Devices.

PJRT_Error* DeviceDescriptionId(PJRT_DeviceDescription_Id_Args* args) {
  args->id = args->device_description->id;
  return nullptr;
}

PJRT_Error* DeviceDescriptionProcessIndex(PJRT_DeviceDescription_ProcessIndex_Args* args) {
  args->process_index = args->device_description->process_index;
  return nullptr;
}

PJRT_Error* DeviceDescriptionAttributes(PJRT_DeviceDescription_Attributes_Args* args) {
  args->attributes = args->device_description->attributes.data();
  args->num_attributes = args->device_description->attributes.size();
  return nullptr;
}

PJRT_Error* DeviceDescriptionKind(PJRT_DeviceDescription_Kind_Args* args) {
  SetString(args->device_description->kind, &args->device_kind, &args->device_kind_size);
  return nullptr;
}

PJRT_Error* DeviceDescriptionDebugString(PJRT_DeviceDescription_DebugString_Args* args) {
  SetString(args->device_description->debug_string, &args->debug_string, &args->debug_string_size);
  return nullptr;
}

PJRT_Error* DeviceDescriptionToString(PJRT_DeviceDescription_ToString_Args* args) {
  SetString(args->device_description->to_string, &args->to_string, &args->to_string_size);
  return nullptr;
}

PJRT_Error* DeviceGetDescription(PJRT_Device_GetDescription_Args* args) {
  args->device_description = &args->device->description;
  return nullptr;
}

PJRT_Error* DeviceIsAddressable(PJRT_Device_IsAddressable_Args* args) {
  args->is_addressable = true;
  return nullptr;
}

PJRT_Error* DeviceLocalHardwareId(PJRT_Device_LocalHardwareId_Args* args) {
  args->local_hardware_id = args->device->description.id;
  return nullptr;
}

PJRT_Error* DeviceAddressableMemories(PJRT_Device_AddressableMemories_Args* args) {
  args->memories = args->device->memories.data();
  args->num_memories = args->device->memories.size();
  return nullptr;
}

PJRT_Error* DeviceDefaultMemory(PJRT_Device_DefaultMemory_Args* args) {
  args->memory = args->device->default_memory;
  return nullptr;
}

PJRT_Error* DeviceMemoryStats(PJRT_Device_MemoryStats_Args* args) {
  return MakeError(absl::UnimplementedError(
      "PJRT_Device_MemoryStats: Axle's host devices keep no allocator statistics"));
}

// Memories.

PJRT_Error* MemoryId(PJRT_Memory_Id_Args* args) {
  args->id = args->memory->id;
  return nullptr;
}

PJRT_Error* MemoryKind(PJRT_Memory_Kind_Args* args) {
  SetString(args->memory->kind, &args->kind, &args->kind_size);
  return nullptr;
}

PJRT_Error* MemoryKindId(PJRT_Memory_Kind_Id_Args* args) {
  args->kind_id = args->memory->kind_id;
  return nullptr;
}

PJRT_Error* MemoryDebugString(PJRT_Memory_DebugString_Args* args) {
  SetString(args->memory->debug_string, &args->debug_string, &args->debug_string_size);
  return nullptr;
}

PJRT_Error* MemoryToString(PJRT_Memory_ToString_Args* args) {
  SetString(args->memory->to_string, &args->to_string, &args->to_string_size);
  return nullptr;
}

PJRT_Error* MemoryAddressableByDevices(PJRT_Memory_AddressableByDevices_Args* args) {
  args->devices = args->memory->devices.data();
  args->num_devices = args->memory->devices.size();
  return nullptr;
}

// Topology: the client's own (PJRT_TopologyDescription_Create makes none).

PJRT_Error* TopologyDestroy(PJRT_TopologyDescription_Destroy_Args* args) {
  if (args->topology != nullptr && !args->topology->owned_by_client) delete args->topology;
  return nullptr;
}

PJRT_Error* TopologyPlatformName(PJRT_TopologyDescription_PlatformName_Args* args) {
  static const std::string kName = "cpu";
  SetString(kName, &args->platform_name, &args->platform_name_size);
  return nullptr;
}

PJRT_Error* TopologyPlatformVersion(PJRT_TopologyDescription_PlatformVersion_Args* args) {
  static const std::string kVersion = "axle " AXLE_VERSION_STRING " (cpu backend)";
  SetString(kVersion, &args->platform_version, &args->platform_version_size);
  return nullptr;
}

PJRT_Error* TopologyGetDeviceDescriptions(
    PJRT_TopologyDescription_GetDeviceDescriptions_Args* args) {
  args->descriptions = args->topology->descriptions.data();
  args->num_descriptions = args->topology->descriptions.size();
  return nullptr;
}

PJRT_Error* TopologyAttributes(PJRT_TopologyDescription_Attributes_Args* args) {
  args->attributes = args->topology->attributes.data();
  args->num_attributes = args->topology->attributes.size();
  return nullptr;
}

}  // namespace xla::pjrt
