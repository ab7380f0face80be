// Axle's typed-FFI declarations (axle/eval/ffi/ffi_abi.h) against XLA's own
// c_api.h from jaxlib's wheel (found by cmake/ffi_test_library.cmake): every
// struct's size and field offsets, XLA's struct-size constants and the enum
// numbers. Compile-time checks; the test is skipped without the header.
#include <gtest/gtest.h>

#include <cstddef>

#include "axle/eval/ffi/ffi_abi.h"

#ifdef AXLE_HAVE_XLA_FFI_HEADERS
#include "xla/ffi/api/c_api.h"

namespace xla::ffi {
namespace {

#define AXLE_SAME_STRUCT(axle, xla) static_assert(sizeof(axle) == sizeof(xla), #axle)
#define AXLE_SAME_FIELD(axle, a, xla, x) \
  static_assert(offsetof(axle, a) == offsetof(xla, x), #axle "." #a)
#define AXLE_SAME_SIZE_CONSTANT(axle, last, xla) \
  static_assert(AXLE_FFI_STRUCT_SIZE(axle, last) == xla##_STRUCT_SIZE, #xla "_STRUCT_SIZE")

AXLE_SAME_STRUCT(FfiExtensionBase, XLA_FFI_Extension_Base);
AXLE_SAME_FIELD(FfiExtensionBase, next, XLA_FFI_Extension_Base, next);
AXLE_SAME_STRUCT(FfiApiVersion, XLA_FFI_Api_Version);
AXLE_SAME_SIZE_CONSTANT(FfiApiVersion, minor_version, XLA_FFI_Api_Version);
AXLE_SAME_FIELD(FfiErrorCreateArgs, errc, XLA_FFI_Error_Create_Args, errc);
AXLE_SAME_SIZE_CONSTANT(FfiErrorCreateArgs, errc, XLA_FFI_Error_Create_Args);
AXLE_SAME_FIELD(FfiErrorGetMessageArgs, message, XLA_FFI_Error_GetMessage_Args, message);
AXLE_SAME_FIELD(FfiErrorDestroyArgs, error, XLA_FFI_Error_Destroy_Args, error);
AXLE_SAME_STRUCT(FfiBuffer, XLA_FFI_Buffer);
AXLE_SAME_FIELD(FfiBuffer, dtype, XLA_FFI_Buffer, dtype);
AXLE_SAME_FIELD(FfiBuffer, data, XLA_FFI_Buffer, data);
AXLE_SAME_FIELD(FfiBuffer, rank, XLA_FFI_Buffer, rank);
AXLE_SAME_FIELD(FfiBuffer, dims, XLA_FFI_Buffer, dims);
AXLE_SAME_SIZE_CONSTANT(FfiBuffer, dims, XLA_FFI_Buffer);
AXLE_SAME_STRUCT(FfiByteSpan, XLA_FFI_ByteSpan);
AXLE_SAME_STRUCT(FfiScalar, XLA_FFI_Scalar);
AXLE_SAME_FIELD(FfiScalar, value, XLA_FFI_Scalar, value);
AXLE_SAME_STRUCT(FfiArray, XLA_FFI_Array);
AXLE_SAME_FIELD(FfiArray, size, XLA_FFI_Array, size);
AXLE_SAME_FIELD(FfiArray, data, XLA_FFI_Array, data);
AXLE_SAME_STRUCT(FfiTypeId, XLA_FFI_TypeId);
AXLE_SAME_STRUCT(FfiTypeInfo, XLA_FFI_TypeInfo);
AXLE_SAME_SIZE_CONSTANT(FfiFutureCreateArgs, extension_start, XLA_FFI_Future_Create_Args);
AXLE_SAME_FIELD(FfiFutureCreateArgs, future, XLA_FFI_Future_Create_Args, future);
AXLE_SAME_FIELD(FfiFutureSetAvailableArgs, future, XLA_FFI_Future_SetAvailable_Args, future);
AXLE_SAME_FIELD(FfiFutureSetErrorArgs, error, XLA_FFI_Future_SetError_Args, error);
AXLE_SAME_STRUCT(FfiArgs, XLA_FFI_Args);
AXLE_SAME_FIELD(FfiArgs, types, XLA_FFI_Args, types);
AXLE_SAME_FIELD(FfiArgs, args, XLA_FFI_Args, args);
AXLE_SAME_STRUCT(FfiRets, XLA_FFI_Rets);
AXLE_SAME_FIELD(FfiRets, rets, XLA_FFI_Rets, rets);
AXLE_SAME_STRUCT(FfiAttrs, XLA_FFI_Attrs);
AXLE_SAME_FIELD(FfiAttrs, names, XLA_FFI_Attrs, names);
AXLE_SAME_FIELD(FfiAttrs, attrs, XLA_FFI_Attrs, attrs);
AXLE_SAME_STRUCT(FfiCallFrame, XLA_FFI_CallFrame);
AXLE_SAME_FIELD(FfiCallFrame, api, XLA_FFI_CallFrame, api);
AXLE_SAME_FIELD(FfiCallFrame, ctx, XLA_FFI_CallFrame, ctx);
AXLE_SAME_FIELD(FfiCallFrame, stage, XLA_FFI_CallFrame, stage);
AXLE_SAME_FIELD(FfiCallFrame, args, XLA_FFI_CallFrame, args);
AXLE_SAME_FIELD(FfiCallFrame, rets, XLA_FFI_CallFrame, rets);
AXLE_SAME_FIELD(FfiCallFrame, attrs, XLA_FFI_CallFrame, attrs);
AXLE_SAME_FIELD(FfiCallFrame, future, XLA_FFI_CallFrame, future);
AXLE_SAME_SIZE_CONSTANT(FfiCallFrame, attrs, XLA_FFI_CallFrame);
AXLE_SAME_STRUCT(FfiHandlerBundle, XLA_FFI_Handler_Bundle);
AXLE_SAME_FIELD(FfiHandlerBundle, execute, XLA_FFI_Handler_Bundle, execute);
AXLE_SAME_FIELD(FfiHandlerRegisterArgs, platform, XLA_FFI_Handler_Register_Args, platform);
AXLE_SAME_FIELD(FfiHandlerRegisterArgs, bundle, XLA_FFI_Handler_Register_Args, bundle);
AXLE_SAME_FIELD(FfiHandlerRegisterArgs, traits, XLA_FFI_Handler_Register_Args, traits);
AXLE_SAME_SIZE_CONSTANT(FfiHandlerRegisterArgs, traits, XLA_FFI_Handler_Register_Args);
AXLE_SAME_FIELD(FfiTypeRegisterArgs, type_id, XLA_FFI_Type_Register_Args, type_id);
AXLE_SAME_FIELD(FfiTypeRegisterArgs, type_info, XLA_FFI_Type_Register_Args, type_info);
AXLE_SAME_FIELD(FfiExecutionContextGetArgs, data, XLA_FFI_ExecutionContext_Get_Args, data);
AXLE_SAME_FIELD(FfiStateSetArgs, state, XLA_FFI_State_Set_Args, state);
AXLE_SAME_FIELD(FfiStateGetArgs, state, XLA_FFI_State_Get_Args, state);
AXLE_SAME_FIELD(FfiStreamGetArgs, stream, XLA_FFI_Stream_Get_Args, stream);
AXLE_SAME_FIELD(FfiDeviceMemoryAllocateArgs, alignment, XLA_FFI_DeviceMemory_Allocate_Args,
                alignment);
AXLE_SAME_FIELD(FfiDeviceMemoryAllocateArgs, data, XLA_FFI_DeviceMemory_Allocate_Args, data);
AXLE_SAME_FIELD(FfiDeviceMemoryFreeArgs, data, XLA_FFI_DeviceMemory_Free_Args, data);
AXLE_SAME_FIELD(FfiThreadPoolScheduleArgs, data, XLA_FFI_ThreadPool_Schedule_Args, data);
AXLE_SAME_FIELD(FfiThreadPoolNumThreadsArgs, num_threads, XLA_FFI_ThreadPool_NumThreads_Args,
                num_threads);
AXLE_SAME_FIELD(FfiRunIdGetArgs, run_id, XLA_FFI_RunId_Get_Args, run_id);
AXLE_SAME_FIELD(FfiDeviceOrdinalGetArgs, device_ordinal, XLA_FFI_DeviceOrdinal_Get_Args,
                device_ordinal);
AXLE_SAME_STRUCT(FfiMetadata, XLA_FFI_Metadata);
AXLE_SAME_FIELD(FfiMetadata, traits, XLA_FFI_Metadata, traits);
AXLE_SAME_FIELD(FfiMetadata, state_type_id, XLA_FFI_Metadata, state_type_id);
AXLE_SAME_FIELD(FfiMetadataExtension, metadata, XLA_FFI_Metadata_Extension, metadata);
AXLE_SAME_STRUCT(FfiApi, XLA_FFI_Api);
AXLE_SAME_FIELD(FfiApi, internal_api, XLA_FFI_Api, internal_api);
AXLE_SAME_FIELD(FfiApi, error_create, XLA_FFI_Api, XLA_FFI_Error_Create);
AXLE_SAME_FIELD(FfiApi, handler_register, XLA_FFI_Api, XLA_FFI_Handler_Register);
AXLE_SAME_FIELD(FfiApi, stream_get, XLA_FFI_Api, XLA_FFI_Stream_Get);
AXLE_SAME_FIELD(FfiApi, state_get, XLA_FFI_Api, XLA_FFI_State_Get);
AXLE_SAME_FIELD(FfiApi, thread_pool_num_threads, XLA_FFI_Api, XLA_FFI_ThreadPool_NumThreads);
AXLE_SAME_FIELD(FfiApi, future_set_error, XLA_FFI_Api, XLA_FFI_Future_SetError);
AXLE_SAME_FIELD(FfiApi, device_ordinal_get, XLA_FFI_Api, XLA_FFI_DeviceOrdinal_Get);
AXLE_SAME_SIZE_CONSTANT(FfiApi, device_ordinal_get, XLA_FFI_Api);
static_assert(kFfiApiMajor == XLA_FFI_API_MAJOR && kFfiApiMinor == XLA_FFI_API_MINOR);
static_assert(kFfiC64 == XLA_FFI_DataType_C64 && kFfiC128 == XLA_FFI_DataType_C128 &&
              kFfiBF16 == XLA_FFI_DataType_BF16 && kFfiToken == XLA_FFI_DataType_TOKEN &&
              kFfiF8E8M0FNU == XLA_FFI_DataType_F8E8M0FNU && kFfiS1 == XLA_FFI_DataType_S1 &&
              kFfiF4E2M1FN == XLA_FFI_DataType_F4E2M1FN);
static_assert(kFfiAttrArray == XLA_FFI_AttrType_ARRAY &&
              kFfiAttrDictionary == XLA_FFI_AttrType_DICTIONARY &&
              kFfiAttrScalar == XLA_FFI_AttrType_SCALAR && kFfiAttrString == XLA_FFI_AttrType_STRING);
static_assert(kFfiStageExecute == XLA_FFI_ExecutionStage_EXECUTE &&
              kFfiExtensionMetadata == XLA_FFI_Extension_Metadata &&
              kFfiUnauthenticated == XLA_FFI_Error_Code_UNAUTHENTICATED);

TEST(FfiAbiLayoutTest, MatchesXlaCApi) { SUCCEED() << "checked at compile time"; }

}  // namespace
}  // namespace xla::ffi

#else

TEST(FfiAbiLayoutTest, MatchesXlaCApi) {
  GTEST_SKIP() << "jaxlib's xla/ffi/api/c_api.h was not found at configure time";
}

#endif
