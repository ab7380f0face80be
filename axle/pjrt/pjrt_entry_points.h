// The PJRT C API entry points Axle implements, one function per entry of
// PJRT_Api (pjrt_api.cc builds the table from them). Defined in
// pjrt_status.cc (errors, events), pjrt_client.cc (client, devices,
// memories, topology), pjrt_buffer.cc and pjrt_executable.cc.
#ifndef AXLE_PJRT_PJRT_ENTRY_POINTS_H_
#define AXLE_PJRT_PJRT_ENTRY_POINTS_H_

#include "pjrt_c_api.h"

namespace xla::pjrt {

PJRT_Error* BufferCopyRawToHost(PJRT_Buffer_CopyRawToHost_Args* args);
PJRT_Error* BufferCopyToDevice(PJRT_Buffer_CopyToDevice_Args* args);
PJRT_Error* BufferCopyToMemory(PJRT_Buffer_CopyToMemory_Args* args);
PJRT_Error* BufferDecreaseExternalReferenceCount(
    PJRT_Buffer_DecreaseExternalReferenceCount_Args* args);
PJRT_Error* BufferDelete(PJRT_Buffer_Delete_Args* args);
PJRT_Error* BufferDestroy(PJRT_Buffer_Destroy_Args* args);
PJRT_Error* BufferDevice(PJRT_Buffer_Device_Args* args);
PJRT_Error* BufferDimensions(PJRT_Buffer_Dimensions_Args* args);
PJRT_Error* BufferDynamicDimensionIndices(PJRT_Buffer_DynamicDimensionIndices_Args* args);
PJRT_Error* BufferElementType(PJRT_Buffer_ElementType_Args* args);
PJRT_Error* BufferGetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args* args);
PJRT_Error* BufferIncreaseExternalReferenceCount(
    PJRT_Buffer_IncreaseExternalReferenceCount_Args* args);
PJRT_Error* BufferIsDeleted(PJRT_Buffer_IsDeleted_Args* args);
PJRT_Error* BufferIsOnCpu(PJRT_Buffer_IsOnCpu_Args* args);
PJRT_Error* BufferMemory(PJRT_Buffer_Memory_Args* args);
PJRT_Error* BufferOnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args* args);
PJRT_Error* BufferOpaqueDeviceMemoryDataPointer(
    PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args* args);
PJRT_Error* BufferReadyEvent(PJRT_Buffer_ReadyEvent_Args* args);
PJRT_Error* BufferToHostBuffer(PJRT_Buffer_ToHostBuffer_Args* args);
PJRT_Error* BufferUnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args* args);
PJRT_Error* BufferUnsafePointer(PJRT_Buffer_UnsafePointer_Args* args);
PJRT_Error* ClientAddressableDevices(PJRT_Client_AddressableDevices_Args* args);
PJRT_Error* ClientAddressableMemories(PJRT_Client_AddressableMemories_Args* args);
PJRT_Error* ClientBufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args* args);
PJRT_Error* ClientCompile(PJRT_Client_Compile_Args* args);
PJRT_Error* ClientCreate(PJRT_Client_Create_Args* args);
PJRT_Error* ClientCreateUninitializedBuffer(PJRT_Client_CreateUninitializedBuffer_Args* args);
PJRT_Error* ClientDefaultDeviceAssignment(PJRT_Client_DefaultDeviceAssignment_Args* args);
PJRT_Error* ClientDestroy(PJRT_Client_Destroy_Args* args);
PJRT_Error* ClientDevices(PJRT_Client_Devices_Args* args);
PJRT_Error* ClientLookupAddressableDevice(PJRT_Client_LookupAddressableDevice_Args* args);
PJRT_Error* ClientLookupDevice(PJRT_Client_LookupDevice_Args* args);
PJRT_Error* ClientPlatformName(PJRT_Client_PlatformName_Args* args);
PJRT_Error* ClientPlatformVersion(PJRT_Client_PlatformVersion_Args* args);
PJRT_Error* ClientProcessIndex(PJRT_Client_ProcessIndex_Args* args);
PJRT_Error* ClientTopologyDescription(PJRT_Client_TopologyDescription_Args* args);
PJRT_Error* DeviceAddressableMemories(PJRT_Device_AddressableMemories_Args* args);
PJRT_Error* DeviceDefaultMemory(PJRT_Device_DefaultMemory_Args* args);
PJRT_Error* DeviceDescriptionAttributes(PJRT_DeviceDescription_Attributes_Args* args);
PJRT_Error* DeviceDescriptionDebugString(PJRT_DeviceDescription_DebugString_Args* args);
PJRT_Error* DeviceDescriptionId(PJRT_DeviceDescription_Id_Args* args);
PJRT_Error* DeviceDescriptionKind(PJRT_DeviceDescription_Kind_Args* args);
PJRT_Error* DeviceDescriptionProcessIndex(PJRT_DeviceDescription_ProcessIndex_Args* args);
PJRT_Error* DeviceDescriptionToString(PJRT_DeviceDescription_ToString_Args* args);
PJRT_Error* DeviceGetDescription(PJRT_Device_GetDescription_Args* args);
PJRT_Error* DeviceIsAddressable(PJRT_Device_IsAddressable_Args* args);
PJRT_Error* DeviceLocalHardwareId(PJRT_Device_LocalHardwareId_Args* args);
PJRT_Error* DeviceMemoryStats(PJRT_Device_MemoryStats_Args* args);
void ErrorDestroy(PJRT_Error_Destroy_Args* args);
PJRT_Error* ErrorGetCode(PJRT_Error_GetCode_Args* args);
void ErrorMessage(PJRT_Error_Message_Args* args);
PJRT_Error* EventAwait(PJRT_Event_Await_Args* args);
PJRT_Error* EventDestroy(PJRT_Event_Destroy_Args* args);
PJRT_Error* EventError(PJRT_Event_Error_Args* args);
PJRT_Error* EventIsReady(PJRT_Event_IsReady_Args* args);
PJRT_Error* EventOnReady(PJRT_Event_OnReady_Args* args);
PJRT_Error* ExecutableDeserializeAndLoad(PJRT_Executable_DeserializeAndLoad_Args* args);
PJRT_Error* ExecutableDestroy(PJRT_Executable_Destroy_Args* args);
PJRT_Error* ExecutableFingerprint(PJRT_Executable_Fingerprint_Args* args);
PJRT_Error* ExecutableGetCompiledMemoryStats(PJRT_Executable_GetCompiledMemoryStats_Args* args);
PJRT_Error* ExecutableGetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args* args);
PJRT_Error* ExecutableName(PJRT_Executable_Name_Args* args);
PJRT_Error* ExecutableNumOutputs(PJRT_Executable_NumOutputs_Args* args);
PJRT_Error* ExecutableNumPartitions(PJRT_Executable_NumPartitions_Args* args);
PJRT_Error* ExecutableNumReplicas(PJRT_Executable_NumReplicas_Args* args);
PJRT_Error* ExecutableOptimizedProgram(PJRT_Executable_OptimizedProgram_Args* args);
PJRT_Error* ExecutableOutputDimensions(PJRT_Executable_OutputDimensions_Args* args);
PJRT_Error* ExecutableOutputElementTypes(PJRT_Executable_OutputElementTypes_Args* args);
PJRT_Error* ExecutableOutputMemoryKinds(PJRT_Executable_OutputMemoryKinds_Args* args);
PJRT_Error* ExecutableSerialize(PJRT_Executable_Serialize_Args* args);
PJRT_Error* ExecutableSizeOfGeneratedCodeInBytes(
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args* args);
PJRT_Error* LoadedExecutableAddressableDevices(PJRT_LoadedExecutable_AddressableDevices_Args* args);
PJRT_Error* LoadedExecutableDelete(PJRT_LoadedExecutable_Delete_Args* args);
PJRT_Error* LoadedExecutableDestroy(PJRT_LoadedExecutable_Destroy_Args* args);
PJRT_Error* LoadedExecutableExecute(PJRT_LoadedExecutable_Execute_Args* args);
PJRT_Error* LoadedExecutableFingerprint(PJRT_LoadedExecutable_Fingerprint_Args* args);
PJRT_Error* LoadedExecutableGetDeviceAssignment(
    PJRT_LoadedExecutable_GetDeviceAssignment_Args* args);
PJRT_Error* LoadedExecutableGetExecutable(PJRT_LoadedExecutable_GetExecutable_Args* args);
PJRT_Error* LoadedExecutableIsDeleted(PJRT_LoadedExecutable_IsDeleted_Args* args);
PJRT_Error* MemoryAddressableByDevices(PJRT_Memory_AddressableByDevices_Args* args);
PJRT_Error* MemoryDebugString(PJRT_Memory_DebugString_Args* args);
PJRT_Error* MemoryId(PJRT_Memory_Id_Args* args);
PJRT_Error* MemoryKind(PJRT_Memory_Kind_Args* args);
PJRT_Error* MemoryKindId(PJRT_Memory_Kind_Id_Args* args);
PJRT_Error* MemoryToString(PJRT_Memory_ToString_Args* args);
PJRT_Error* TopologyAttributes(PJRT_TopologyDescription_Attributes_Args* args);
PJRT_Error* TopologyDestroy(PJRT_TopologyDescription_Destroy_Args* args);
PJRT_Error* TopologyGetDeviceDescriptions(
    PJRT_TopologyDescription_GetDeviceDescriptions_Args* args);
PJRT_Error* TopologyPlatformName(PJRT_TopologyDescription_PlatformName_Args* args);
PJRT_Error* TopologyPlatformVersion(PJRT_TopologyDescription_PlatformVersion_Args* args);

}  // namespace xla::pjrt

#endif  // AXLE_PJRT_PJRT_ENTRY_POINTS_H_
