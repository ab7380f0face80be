// XLA's typed-FFI C ABI (xla/ffi/api/c_api.h, API version 0.3, as jaxlib
// 0.10.2 ships it), declared under Axle's own names: every struct here has
// the layout of its XLA counterpart (named beside it), so a handler compiled
// against XLA's header-only ffi.h runs on Axle and Axle's call frames decode
// in it. tests/eval/ffi_abi_layout_test.cc checks each offset against XLA's
// header when jaxlib's is found.
//
// Conventions XLA keeps and Axle follows: every *Args struct starts with
// struct_size and extension_start; enums are 32-bit; a function returns
// nullptr for success or an error the caller destroys.
#ifndef AXLE_EVAL_FFI_FFI_ABI_H_
#define AXLE_EVAL_FFI_FFI_ABI_H_

#include <cstddef>
#include <cstdint>

namespace xla::ffi {

constexpr int kFfiApiMajor = 0;  // XLA_FFI_API_MAJOR
constexpr int kFfiApiMinor = 3;  // XLA_FFI_API_MINOR

struct FfiApi;           // XLA_FFI_Api
struct FfiError;         // XLA_FFI_Error (opaque; defined by Axle)
struct FfiFuture;        // XLA_FFI_Future (opaque)
struct FfiExecutionContext;  // XLA_FFI_ExecutionContext (opaque)

enum FfiExtensionType : int32_t { kFfiExtensionMetadata = 1 };

struct FfiExtensionBase {  // XLA_FFI_Extension_Base
  size_t struct_size;
  FfiExtensionType type;
  FfiExtensionBase* next;
};

struct FfiApiVersion {  // XLA_FFI_Api_Version
  size_t struct_size;
  FfiExtensionBase* extension_start;
  int major_version;
  int minor_version;
};

// absl::StatusCode's numbering (XLA_FFI_Error_Code).
enum FfiErrorCode : int32_t {
  kFfiOk = 0,
  kFfiCancelled = 1,
  kFfiUnknown = 2,
  kFfiInvalidArgument = 3,
  kFfiDeadlineExceeded = 4,
  kFfiNotFound = 5,
  kFfiAlreadyExists = 6,
  kFfiPermissionDenied = 7,
  kFfiResourceExhausted = 8,
  kFfiFailedPrecondition = 9,
  kFfiAborted = 10,
  kFfiOutOfRange = 11,
  kFfiUnimplemented = 12,
  kFfiInternal = 13,
  kFfiUnavailable = 14,
  kFfiDataLoss = 15,
  kFfiUnauthenticated = 16,
};

struct FfiErrorCreateArgs {  // XLA_FFI_Error_Create_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  const char* message;
  FfiErrorCode errc;
};
struct FfiErrorGetMessageArgs {  // XLA_FFI_Error_GetMessage_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiError* error;
  const char* message;  // out
};
struct FfiErrorDestroyArgs {  // XLA_FFI_Error_Destroy_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiError* error;
};

// XLA's PrimitiveType numbering (XLA_FFI_DataType); Axle's PrimitiveType
// numbers differ, ffi_types.h converts.
enum FfiDataType : int32_t {
  kFfiInvalid = 0,
  kFfiPred = 1,
  kFfiS8 = 2,
  kFfiS16 = 3,
  kFfiS32 = 4,
  kFfiS64 = 5,
  kFfiU8 = 6,
  kFfiU16 = 7,
  kFfiU32 = 8,
  kFfiU64 = 9,
  kFfiF16 = 10,
  kFfiF32 = 11,
  kFfiF64 = 12,
  kFfiC64 = 15,
  kFfiBF16 = 16,
  kFfiToken = 17,
  kFfiC128 = 18,
  kFfiF8E5M2 = 19,
  kFfiF8E4M3FN = 20,
  kFfiS4 = 21,
  kFfiU4 = 22,
  kFfiF8E4M3B11FNUZ = 23,
  kFfiF8E5M2FNUZ = 24,
  kFfiF8E4M3FNUZ = 25,
  kFfiS2 = 26,
  kFfiU2 = 27,
  kFfiF8E4M3 = 28,
  kFfiF8E3M4 = 29,
  kFfiS1 = 30,
  kFfiU1 = 31,
  kFfiF4E2M1FN = 32,
  kFfiF8E8M0FNU = 33,
};

struct FfiBuffer {  // XLA_FFI_Buffer
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiDataType dtype;
  void* data;
  int64_t rank;
  int64_t* dims;  // rank entries, logical (major-to-minor) order
};

enum FfiArgType : int32_t { kFfiArgBuffer = 1 };
enum FfiRetType : int32_t { kFfiRetBuffer = 1 };
enum FfiAttrType : int32_t {
  kFfiAttrArray = 1,       // points to an FfiArray
  kFfiAttrDictionary = 2,  // points to an FfiAttrs
  kFfiAttrScalar = 3,      // points to an FfiScalar
  kFfiAttrString = 4,      // points to an FfiByteSpan
};

struct FfiByteSpan {  // XLA_FFI_ByteSpan
  const char* ptr;
  size_t len;
};
struct FfiScalar {  // XLA_FFI_Scalar
  FfiDataType dtype;
  void* value;
};
struct FfiArray {  // XLA_FFI_Array
  FfiDataType dtype;
  size_t size;
  void* data;
};
struct FfiTypeId {  // XLA_FFI_TypeId
  int64_t type_id;
};
struct FfiTypeInfo {  // XLA_FFI_TypeInfo
  size_t struct_size;
  FfiExtensionBase* extension_start;
  void (*deleter)(void* object);
};

struct FfiFutureCreateArgs {  // XLA_FFI_Future_Create_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiFuture* future;  // out
};
struct FfiFutureSetAvailableArgs {  // XLA_FFI_Future_SetAvailable_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiFuture* future;
};
struct FfiFutureSetErrorArgs {  // XLA_FFI_Future_SetError_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiFuture* future;
  FfiError* error;  // ownership passes to Axle
};

enum FfiExecutionStage : int32_t {
  kFfiStageInstantiate = 0,
  kFfiStagePrepare = 1,
  kFfiStageInitialize = 2,
  kFfiStageExecute = 3,
};

struct FfiArgs {  // XLA_FFI_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  int64_t size;
  FfiArgType* types;
  void** args;  // FfiBuffer*
};
struct FfiRets {  // XLA_FFI_Rets
  size_t struct_size;
  FfiExtensionBase* extension_start;
  int64_t size;
  FfiRetType* types;
  void** rets;  // FfiBuffer*
};
struct FfiAttrs {  // XLA_FFI_Attrs; sorted by name
  size_t struct_size;
  FfiExtensionBase* extension_start;
  int64_t size;
  FfiAttrType* types;
  FfiByteSpan** names;
  void** attrs;
};

struct FfiCallFrame {  // XLA_FFI_CallFrame
  size_t struct_size;
  FfiExtensionBase* extension_start;
  const FfiApi* api;
  FfiExecutionContext* ctx;
  FfiExecutionStage stage;
  FfiArgs args;
  FfiRets rets;
  FfiAttrs attrs;
  FfiFuture* future;  // out: set by an asynchronous handler
};

using FfiHandler = FfiError*(FfiCallFrame* call_frame);  // XLA_FFI_Handler

struct FfiHandlerBundle {  // XLA_FFI_Handler_Bundle
  FfiHandler* instantiate;  // optional
  FfiHandler* prepare;      // optional
  FfiHandler* initialize;   // optional
  FfiHandler* execute;      // required
};

using FfiHandlerTraits = uint32_t;  // XLA_FFI_Handler_Traits
constexpr FfiHandlerTraits kFfiTraitCommandBufferCompatible = 1u << 0;

struct FfiHandlerRegisterArgs {  // XLA_FFI_Handler_Register_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiByteSpan name;
  FfiByteSpan platform;
  FfiHandlerBundle bundle;
  FfiHandlerTraits traits;
};

struct FfiTypeRegisterArgs {  // XLA_FFI_Type_Register_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiByteSpan name;
  FfiTypeId* type_id;  // in-out: 0 asks for a fresh id
  const FfiTypeInfo* type_info;
};

struct FfiExecutionContextGetArgs {  // XLA_FFI_ExecutionContext_Get_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  FfiTypeId* type_id;
  void* data;  // out
};
struct FfiStateSetArgs {  // XLA_FFI_State_Set_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  FfiExecutionStage stage;
  FfiTypeId* type_id;
  void* state;
};
struct FfiStateGetArgs {  // XLA_FFI_State_Get_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  FfiExecutionStage stage;
  FfiTypeId* type_id;
  void* state;  // out
};
struct FfiStreamGetArgs {  // XLA_FFI_Stream_Get_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  void* stream;  // out
};
struct FfiDeviceMemoryAllocateArgs {  // XLA_FFI_DeviceMemory_Allocate_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  size_t size;
  size_t alignment;
  void* data;  // out
};
struct FfiDeviceMemoryFreeArgs {  // XLA_FFI_DeviceMemory_Free_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  size_t size;
  void* data;
};

using FfiTask = void(void* data);  // XLA_FFI_Task
struct FfiThreadPoolScheduleArgs {  // XLA_FFI_ThreadPool_Schedule_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  FfiTask* task;
  void* data;
};
struct FfiThreadPoolNumThreadsArgs {  // XLA_FFI_ThreadPool_NumThreads_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  int64_t* num_threads;  // out
};
struct FfiRunIdGetArgs {  // XLA_FFI_RunId_Get_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  int64_t run_id;  // out
};
struct FfiDeviceOrdinalGetArgs {  // XLA_FFI_DeviceOrdinal_Get_Args
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiExecutionContext* ctx;
  int32_t device_ordinal;  // out
};

// The handler's answer when called with this extension (XLA_FFI_Metadata,
// XLA_FFI_Metadata_Extension): its API version and traits.
struct FfiMetadata {
  size_t struct_size;
  FfiApiVersion api_version;
  FfiHandlerTraits traits;
  FfiTypeId state_type_id;
};
struct FfiMetadataExtension {
  FfiExtensionBase extension_base;
  FfiMetadata* metadata;
};

struct FfiApi {  // XLA_FFI_Api: the function table, in XLA's order
  size_t struct_size;
  FfiExtensionBase* extension_start;
  FfiApiVersion api_version;
  const void* internal_api;  // XLA's in-process internals: always nullptr here
  FfiError* (*error_create)(FfiErrorCreateArgs*);
  void (*error_get_message)(FfiErrorGetMessageArgs*);
  void (*error_destroy)(FfiErrorDestroyArgs*);
  FfiError* (*handler_register)(FfiHandlerRegisterArgs*);
  FfiError* (*stream_get)(FfiStreamGetArgs*);
  FfiError* (*type_register)(FfiTypeRegisterArgs*);
  FfiError* (*execution_context_get)(FfiExecutionContextGetArgs*);
  FfiError* (*state_set)(FfiStateSetArgs*);
  FfiError* (*state_get)(FfiStateGetArgs*);
  FfiError* (*device_memory_allocate)(FfiDeviceMemoryAllocateArgs*);
  FfiError* (*device_memory_free)(FfiDeviceMemoryFreeArgs*);
  FfiError* (*thread_pool_schedule)(FfiThreadPoolScheduleArgs*);
  FfiError* (*thread_pool_num_threads)(FfiThreadPoolNumThreadsArgs*);
  FfiError* (*future_create)(FfiFutureCreateArgs*);
  FfiError* (*future_set_available)(FfiFutureSetAvailableArgs*);
  FfiError* (*future_set_error)(FfiFutureSetErrorArgs*);
  FfiError* (*run_id_get)(FfiRunIdGetArgs*);
  FfiError* (*device_ordinal_get)(FfiDeviceOrdinalGetArgs*);
};

// XLA's struct sizes (XLA_FFI_STRUCT_SIZE): up to the end of the last
// field XLA counts, e.g. a call frame's size stops at attrs.
#define AXLE_FFI_STRUCT_SIZE(type, field) \
  (offsetof(type, field) + sizeof(static_cast<type*>(nullptr)->field))

}  // namespace xla::ffi

#endif  // AXLE_EVAL_FFI_FFI_ABI_H_
