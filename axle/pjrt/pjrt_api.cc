// GetPjrtApi: the PJRT C API table of Axle's plugin (libpjrt_axle.so). Every
// entry of the declared version is set: the ones Axle does not support
// return UNIMPLEMENTED with the reason, since a null entry would crash the
// caller. The plugin's attributes pin the StableHLO version JAX serialises
// programs at to the newest one Axle's reader is tested with.
#include <cstring>

#include "absl/strings/str_cat.h"
#include "axle/pjrt/pjrt_entry_points.h"
#include "axle/pjrt/pjrt_status.h"

namespace xla::pjrt {
namespace {

#define AXLE_PJRT_UNSUPPORTED(entry, reason)                        \
  PJRT_Error* Unsupported_##entry(entry##_Args*) {                  \
    return MakeError(absl::UnimplementedError(#entry ": " reason)); \
  }

AXLE_PJRT_UNSUPPORTED(PJRT_CopyToDeviceStream_Destroy,
                      "host-to-device streams (host callbacks: jax.pure_callback, jax.debug.print) "
                      "are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_CopyToDeviceStream_AddChunk,
                      "host-to-device streams (host callbacks: jax.pure_callback, jax.debug.print) "
                      "are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_CopyToDeviceStream_TotalBytes,
                      "host-to-device streams (host callbacks: jax.pure_callback, jax.debug.print) "
                      "are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_CopyToDeviceStream_GranuleSize,
                      "host-to-device streams (host callbacks: jax.pure_callback, jax.debug.print) "
                      "are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_CopyToDeviceStream_CurrentBytes,
                      "host-to-device streams (host callbacks: jax.pure_callback, jax.debug.print) "
                      "are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_TopologyDescription_Create,
                      "Axle describes only the topology of a live client")
AXLE_PJRT_UNSUPPORTED(PJRT_TopologyDescription_Serialize, "Axle does not serialise topologies")
AXLE_PJRT_UNSUPPORTED(PJRT_Compile,
                      "compiling without a client (ahead of time for a topology) is not supported; "
                      "use PJRT_Client_Compile")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_CreateViewOfDeviceBuffer,
                      "views of foreign memory (DLPack import) are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_Destroy,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_TransferData,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_CreateBuffersForAsyncHostToDevice,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_Device,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_BufferCount,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_BufferSize,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_SetBufferError,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_AsyncHostToDeviceTransferManager_AddMetadata,
                      "asynchronous host-to-device transfers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_DmaMap, "DMA mapping does not apply to host devices")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_DmaUnmap, "DMA mapping does not apply to host devices")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_UpdateGlobalProcessInfo, "Axle runs in one process")
AXLE_PJRT_UNSUPPORTED(PJRT_TopologyDescription_Deserialize, "Axle does not serialise topologies")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_CreateAliasBuffer, "alias buffers are not supported by Axle yet")
AXLE_PJRT_UNSUPPORTED(PJRT_Client_FulfillAliasBuffer, "alias buffers are not supported by Axle yet")

// StableHLO 1.17.0: the version jaxlib 0.10.2 serialises at by default.
constexpr int64_t kStableHloVersion[] = {1, 17, 0};
// The oldest version Axle's VHLO reader reads.
constexpr int64_t kStableHloMinimumVersion[] = {0, 9, 0};
// XLA's PJRT plugin-version attribute (the CPU plugin's at PJRT C API 0.81).
constexpr int64_t kXlaVersion = 2;

PJRT_NamedValue Int64ListAttribute(const char* name, const int64_t* values, size_t size) {
  PJRT_NamedValue value{};
  value.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  value.name = name;
  value.name_size = std::strlen(name);
  value.type = PJRT_NamedValue_kInt64List;
  value.int64_array_value = values;
  value.value_size = size;
  return value;
}

PJRT_NamedValue Int64Attribute(const char* name, int64_t number) {
  PJRT_NamedValue value{};
  value.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  value.name = name;
  value.name_size = std::strlen(name);
  value.type = PJRT_NamedValue_kInt64;
  value.int64_value = number;
  value.value_size = 1;
  return value;
}

PJRT_Error* PluginInitialize(PJRT_Plugin_Initialize_Args*) { return nullptr; }

PJRT_Error* PluginAttributes(PJRT_Plugin_Attributes_Args* args) {
  static const PJRT_NamedValue kAttributes[] = {
      Int64Attribute("xla_version", kXlaVersion),
      Int64ListAttribute("stablehlo_current_version", kStableHloVersion, 3),
      Int64ListAttribute("stablehlo_minimum_version", kStableHloMinimumVersion, 3),
  };
  args->attributes = kAttributes;
  args->num_attributes = sizeof(kAttributes) / sizeof(kAttributes[0]);
  return nullptr;
}

PJRT_Error* ExecuteContextCreate(PJRT_ExecuteContext_Create_Args* args) {
  args->context = new PJRT_ExecuteContext;
  return nullptr;
}

PJRT_Error* ExecuteContextDestroy(PJRT_ExecuteContext_Destroy_Args* args) {
  delete args->context;
  return nullptr;
}

PJRT_Api MakeApi() {
  PJRT_Api api{};
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.extension_start = nullptr;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.major_version = PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR;
  api.PJRT_Error_Destroy = ErrorDestroy;
  api.PJRT_Error_Message = ErrorMessage;
  api.PJRT_Error_GetCode = ErrorGetCode;
  api.PJRT_Plugin_Initialize = PluginInitialize;
  api.PJRT_Plugin_Attributes = PluginAttributes;
  api.PJRT_Event_Destroy = EventDestroy;
  api.PJRT_Event_IsReady = EventIsReady;
  api.PJRT_Event_Error = EventError;
  api.PJRT_Event_Await = EventAwait;
  api.PJRT_Event_OnReady = EventOnReady;
  api.PJRT_Client_Create = ClientCreate;
  api.PJRT_Client_Destroy = ClientDestroy;
  api.PJRT_Client_PlatformName = ClientPlatformName;
  api.PJRT_Client_ProcessIndex = ClientProcessIndex;
  api.PJRT_Client_PlatformVersion = ClientPlatformVersion;
  api.PJRT_Client_Devices = ClientDevices;
  api.PJRT_Client_AddressableDevices = ClientAddressableDevices;
  api.PJRT_Client_LookupDevice = ClientLookupDevice;
  api.PJRT_Client_LookupAddressableDevice = ClientLookupAddressableDevice;
  api.PJRT_Client_AddressableMemories = ClientAddressableMemories;
  api.PJRT_Client_Compile = ClientCompile;
  api.PJRT_Client_DefaultDeviceAssignment = ClientDefaultDeviceAssignment;
  api.PJRT_Client_BufferFromHostBuffer = ClientBufferFromHostBuffer;
  api.PJRT_DeviceDescription_Id = DeviceDescriptionId;
  api.PJRT_DeviceDescription_ProcessIndex = DeviceDescriptionProcessIndex;
  api.PJRT_DeviceDescription_Attributes = DeviceDescriptionAttributes;
  api.PJRT_DeviceDescription_Kind = DeviceDescriptionKind;
  api.PJRT_DeviceDescription_DebugString = DeviceDescriptionDebugString;
  api.PJRT_DeviceDescription_ToString = DeviceDescriptionToString;
  api.PJRT_Device_GetDescription = DeviceGetDescription;
  api.PJRT_Device_IsAddressable = DeviceIsAddressable;
  api.PJRT_Device_LocalHardwareId = DeviceLocalHardwareId;
  api.PJRT_Device_AddressableMemories = DeviceAddressableMemories;
  api.PJRT_Device_DefaultMemory = DeviceDefaultMemory;
  api.PJRT_Device_MemoryStats = DeviceMemoryStats;
  api.PJRT_Memory_Id = MemoryId;
  api.PJRT_Memory_Kind = MemoryKind;
  api.PJRT_Memory_DebugString = MemoryDebugString;
  api.PJRT_Memory_ToString = MemoryToString;
  api.PJRT_Memory_AddressableByDevices = MemoryAddressableByDevices;
  api.PJRT_Executable_Destroy = ExecutableDestroy;
  api.PJRT_Executable_Name = ExecutableName;
  api.PJRT_Executable_NumReplicas = ExecutableNumReplicas;
  api.PJRT_Executable_NumPartitions = ExecutableNumPartitions;
  api.PJRT_Executable_NumOutputs = ExecutableNumOutputs;
  api.PJRT_Executable_SizeOfGeneratedCodeInBytes = ExecutableSizeOfGeneratedCodeInBytes;
  api.PJRT_Executable_GetCostAnalysis = ExecutableGetCostAnalysis;
  api.PJRT_Executable_OutputMemoryKinds = ExecutableOutputMemoryKinds;
  api.PJRT_Executable_OptimizedProgram = ExecutableOptimizedProgram;
  api.PJRT_Executable_Serialize = ExecutableSerialize;
  api.PJRT_LoadedExecutable_Destroy = LoadedExecutableDestroy;
  api.PJRT_LoadedExecutable_GetExecutable = LoadedExecutableGetExecutable;
  api.PJRT_LoadedExecutable_AddressableDevices = LoadedExecutableAddressableDevices;
  api.PJRT_LoadedExecutable_Delete = LoadedExecutableDelete;
  api.PJRT_LoadedExecutable_IsDeleted = LoadedExecutableIsDeleted;
  api.PJRT_LoadedExecutable_Execute = LoadedExecutableExecute;
  api.PJRT_Executable_DeserializeAndLoad = ExecutableDeserializeAndLoad;
  api.PJRT_LoadedExecutable_Fingerprint = LoadedExecutableFingerprint;
  api.PJRT_Buffer_Destroy = BufferDestroy;
  api.PJRT_Buffer_ElementType = BufferElementType;
  api.PJRT_Buffer_Dimensions = BufferDimensions;
  api.PJRT_Buffer_UnpaddedDimensions = BufferUnpaddedDimensions;
  api.PJRT_Buffer_DynamicDimensionIndices = BufferDynamicDimensionIndices;
  api.PJRT_Buffer_GetMemoryLayout = BufferGetMemoryLayout;
  api.PJRT_Buffer_OnDeviceSizeInBytes = BufferOnDeviceSizeInBytes;
  api.PJRT_Buffer_Device = BufferDevice;
  api.PJRT_Buffer_Memory = BufferMemory;
  api.PJRT_Buffer_Delete = BufferDelete;
  api.PJRT_Buffer_IsDeleted = BufferIsDeleted;
  api.PJRT_Buffer_CopyToDevice = BufferCopyToDevice;
  api.PJRT_Buffer_ToHostBuffer = BufferToHostBuffer;
  api.PJRT_Buffer_IsOnCpu = BufferIsOnCpu;
  api.PJRT_Buffer_ReadyEvent = BufferReadyEvent;
  api.PJRT_Buffer_UnsafePointer = BufferUnsafePointer;
  api.PJRT_Buffer_IncreaseExternalReferenceCount = BufferIncreaseExternalReferenceCount;
  api.PJRT_Buffer_DecreaseExternalReferenceCount = BufferDecreaseExternalReferenceCount;
  api.PJRT_Buffer_OpaqueDeviceMemoryDataPointer = BufferOpaqueDeviceMemoryDataPointer;
  api.PJRT_CopyToDeviceStream_Destroy = Unsupported_PJRT_CopyToDeviceStream_Destroy;
  api.PJRT_CopyToDeviceStream_AddChunk = Unsupported_PJRT_CopyToDeviceStream_AddChunk;
  api.PJRT_CopyToDeviceStream_TotalBytes = Unsupported_PJRT_CopyToDeviceStream_TotalBytes;
  api.PJRT_CopyToDeviceStream_GranuleSize = Unsupported_PJRT_CopyToDeviceStream_GranuleSize;
  api.PJRT_CopyToDeviceStream_CurrentBytes = Unsupported_PJRT_CopyToDeviceStream_CurrentBytes;
  api.PJRT_TopologyDescription_Create = Unsupported_PJRT_TopologyDescription_Create;
  api.PJRT_TopologyDescription_Destroy = TopologyDestroy;
  api.PJRT_TopologyDescription_PlatformName = TopologyPlatformName;
  api.PJRT_TopologyDescription_PlatformVersion = TopologyPlatformVersion;
  api.PJRT_TopologyDescription_GetDeviceDescriptions = TopologyGetDeviceDescriptions;
  api.PJRT_TopologyDescription_Serialize = Unsupported_PJRT_TopologyDescription_Serialize;
  api.PJRT_TopologyDescription_Attributes = TopologyAttributes;
  api.PJRT_Compile = Unsupported_PJRT_Compile;
  api.PJRT_Executable_OutputElementTypes = ExecutableOutputElementTypes;
  api.PJRT_Executable_OutputDimensions = ExecutableOutputDimensions;
  api.PJRT_Buffer_CopyToMemory = BufferCopyToMemory;
  api.PJRT_Client_CreateViewOfDeviceBuffer = Unsupported_PJRT_Client_CreateViewOfDeviceBuffer;
  api.PJRT_Executable_Fingerprint = ExecutableFingerprint;
  api.PJRT_Client_TopologyDescription = ClientTopologyDescription;
  api.PJRT_Executable_GetCompiledMemoryStats = ExecutableGetCompiledMemoryStats;
  api.PJRT_Memory_Kind_Id = MemoryKindId;
  api.PJRT_ExecuteContext_Create = ExecuteContextCreate;
  api.PJRT_ExecuteContext_Destroy = ExecuteContextDestroy;
  api.PJRT_Buffer_CopyRawToHost = BufferCopyRawToHost;
  api.PJRT_AsyncHostToDeviceTransferManager_Destroy =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_Destroy;
  api.PJRT_AsyncHostToDeviceTransferManager_TransferData =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_TransferData;
  api.PJRT_Client_CreateBuffersForAsyncHostToDevice =
      Unsupported_PJRT_Client_CreateBuffersForAsyncHostToDevice;
  api.PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer;
  api.PJRT_AsyncHostToDeviceTransferManager_Device =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_Device;
  api.PJRT_AsyncHostToDeviceTransferManager_BufferCount =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_BufferCount;
  api.PJRT_AsyncHostToDeviceTransferManager_BufferSize =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_BufferSize;
  api.PJRT_AsyncHostToDeviceTransferManager_SetBufferError =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_SetBufferError;
  api.PJRT_AsyncHostToDeviceTransferManager_AddMetadata =
      Unsupported_PJRT_AsyncHostToDeviceTransferManager_AddMetadata;
  api.PJRT_Client_DmaMap = Unsupported_PJRT_Client_DmaMap;
  api.PJRT_Client_DmaUnmap = Unsupported_PJRT_Client_DmaUnmap;
  api.PJRT_Client_CreateUninitializedBuffer = ClientCreateUninitializedBuffer;
  api.PJRT_Client_UpdateGlobalProcessInfo = Unsupported_PJRT_Client_UpdateGlobalProcessInfo;
  api.PJRT_TopologyDescription_Deserialize = Unsupported_PJRT_TopologyDescription_Deserialize;
  api.PJRT_Client_CreateAliasBuffer = Unsupported_PJRT_Client_CreateAliasBuffer;
  api.PJRT_Client_FulfillAliasBuffer = Unsupported_PJRT_Client_FulfillAliasBuffer;
  api.PJRT_LoadedExecutable_GetDeviceAssignment = LoadedExecutableGetDeviceAssignment;
  return api;
}

}  // namespace
}  // namespace xla::pjrt

extern "C" __attribute__((visibility("default"))) const PJRT_Api* GetPjrtApi() {
  static const PJRT_Api api = xla::pjrt::MakeApi();
  return &api;
}
