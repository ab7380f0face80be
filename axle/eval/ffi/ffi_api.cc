// Axle's XLA_FFI_Api: the functions a typed-FFI handler calls back into.
// The host has no streams and no user data in its execution context; those
// entries answer with an error rather than being left null, as a handler
// built against XLA's ffi.h calls them unchecked.
#include <cstdlib>
#include <memory>
#include <new>

#include "absl/strings/str_cat.h"
#include "axle/eval/ffi/ffi_registry.h"
#include "axle/eval/ffi/ffi_runtime.h"

namespace xla::ffi {
namespace {

// User types registered through type_register: name -> id, id -> deleter.
struct TypeRegistry {
  std::mutex mu;
  std::map<std::string, int64_t, std::less<>> ids;
  std::map<int64_t, void (*)(void*)> deleters;
  int64_t next_id = 1;  // 0 is XLA_FFI_UNKNOWN_TYPE_ID
};

TypeRegistry& Types() {
  static TypeRegistry* registry = new TypeRegistry();
  return *registry;
}

std::string_view View(const FfiByteSpan& span) {
  return span.ptr == nullptr ? std::string_view() : std::string_view(span.ptr, span.len);
}

FfiError* NoContext(const char* what) {
  return MakeFfiError(kFfiInvalidArgument, absl::StrCat(what, ": no execution context"));
}

FfiError* ErrorCreate(FfiErrorCreateArgs* args) {
  return MakeFfiError(args->errc, args->message == nullptr ? "" : args->message);
}

void ErrorGetMessage(FfiErrorGetMessageArgs* args) {
  args->message = args->error == nullptr ? "" : args->error->message.c_str();
}

void ErrorDestroy(FfiErrorDestroyArgs* args) { delete args->error; }

FfiError* HandlerRegister(FfiHandlerRegisterArgs* args) {
  absl::Status status =
      RegisterFfiHandlerBundle(View(args->name), View(args->platform), args->bundle, args->traits);
  if (status.ok()) return nullptr;
  return MakeFfiError(static_cast<FfiErrorCode>(status.code()), std::string(status.message()));
}

FfiError* StreamGet(FfiStreamGetArgs*) {
  return MakeFfiError(kFfiUnimplemented, "the host platform has no device streams");
}

FfiError* TypeRegister(FfiTypeRegisterArgs* args) {
  if (args->type_id == nullptr) {
    return MakeFfiError(kFfiInvalidArgument, "type_register: type_id is null");
  }
  TypeRegistry& types = Types();
  std::lock_guard<std::mutex> lock(types.mu);
  std::string name(View(args->name));
  auto it = types.ids.find(name);
  int64_t wanted = args->type_id->type_id;
  if (it != types.ids.end()) {
    if (wanted != 0 && wanted != it->second) {
      return MakeFfiError(kFfiAlreadyExists,
                          absl::StrCat("type '", name, "' is registered with id ", it->second,
                                       ", not ", wanted));
    }
    args->type_id->type_id = it->second;
    return nullptr;
  }
  int64_t id = wanted != 0 ? wanted : types.next_id;
  if (types.deleters.count(id) != 0) {
    return MakeFfiError(kFfiAlreadyExists, absl::StrCat("type id ", id, " is taken"));
  }
  types.next_id = std::max(types.next_id, id + 1);
  types.ids[name] = id;
  types.deleters[id] = args->type_info == nullptr ? nullptr : args->type_info->deleter;
  args->type_id->type_id = id;
  return nullptr;
}

FfiError* ExecutionContextGet(FfiExecutionContextGetArgs* args) {
  return MakeFfiError(kFfiNotFound,
                      absl::StrCat("no user data of type id ",
                                   args->type_id == nullptr ? 0 : args->type_id->type_id,
                                   " in Axle's execution context"));
}

FfiError* StateSet(FfiStateSetArgs* args) {
  if (args->ctx == nullptr) return NoContext("state_set");
  if (args->type_id == nullptr) return MakeFfiError(kFfiInvalidArgument, "state_set: no type id");
  auto [it, inserted] = args->ctx->states.emplace(args->type_id->type_id, args->state);
  if (!inserted) {
    return MakeFfiError(kFfiAlreadyExists, absl::StrCat("state of type id ",
                                                         args->type_id->type_id, " is set"));
  }
  return nullptr;
}

FfiError* StateGet(FfiStateGetArgs* args) {
  if (args->ctx == nullptr) return NoContext("state_get");
  if (args->type_id == nullptr) return MakeFfiError(kFfiInvalidArgument, "state_get: no type id");
  auto it = args->ctx->states.find(args->type_id->type_id);
  if (it == args->ctx->states.end()) {
    return MakeFfiError(kFfiNotFound,
                        absl::StrCat("no state of type id ", args->type_id->type_id));
  }
  args->state = it->second;
  return nullptr;
}

FfiError* DeviceMemoryAllocate(FfiDeviceMemoryAllocateArgs* args) {
  size_t alignment = std::max<size_t>(args->alignment, alignof(std::max_align_t));
  if ((alignment & (alignment - 1)) != 0) {
    return MakeFfiError(kFfiInvalidArgument,
                        absl::StrCat("alignment ", args->alignment, " is not a power of two"));
  }
  size_t size = (std::max<size_t>(args->size, 1) + alignment - 1) / alignment * alignment;
  args->data = std::aligned_alloc(alignment, size);
  if (args->data == nullptr) {
    return MakeFfiError(kFfiResourceExhausted,
                        absl::StrCat("cannot allocate ", args->size, " bytes"));
  }
  return nullptr;
}

FfiError* DeviceMemoryFree(FfiDeviceMemoryFreeArgs* args) {
  std::free(args->data);
  return nullptr;
}

// Tasks run at once on the caller's thread: a handler that waits for them
// finds them done, and nothing outlives the call.
FfiError* ThreadPoolSchedule(FfiThreadPoolScheduleArgs* args) {
  if (args->task == nullptr) return MakeFfiError(kFfiInvalidArgument, "schedule: no task");
  args->task(args->data);
  return nullptr;
}

FfiError* ThreadPoolNumThreads(FfiThreadPoolNumThreadsArgs* args) {
  if (args->num_threads == nullptr) {
    return MakeFfiError(kFfiInvalidArgument, "num_threads: null output");
  }
  *args->num_threads = 1;
  return nullptr;
}

FfiError* FutureCreate(FfiFutureCreateArgs* args) {
  args->future = new FfiFuture();
  return nullptr;
}

FfiError* SetFuture(FfiFuture* future, FfiError* error) {
  if (future == nullptr) return MakeFfiError(kFfiInvalidArgument, "future is null");
  std::lock_guard<std::mutex> lock(future->mu);
  if (future->done) {
    delete error;
    return MakeFfiError(kFfiFailedPrecondition, "future is already set");
  }
  future->done = true;
  future->error = error;
  future->ready.notify_all();
  return nullptr;
}

FfiError* FutureSetAvailable(FfiFutureSetAvailableArgs* args) {
  return SetFuture(args->future, nullptr);
}

FfiError* FutureSetError(FfiFutureSetErrorArgs* args) {
  if (args->error == nullptr) {
    return MakeFfiError(kFfiInvalidArgument, "future set_error without an error");
  }
  return SetFuture(args->future, args->error);
}

FfiError* RunIdGet(FfiRunIdGetArgs* args) {
  if (args->ctx == nullptr) return NoContext("run_id");
  args->run_id = args->ctx->run_id;
  return nullptr;
}

FfiError* DeviceOrdinalGet(FfiDeviceOrdinalGetArgs* args) {
  if (args->ctx == nullptr) return NoContext("device_ordinal");
  args->device_ordinal = args->ctx->device_ordinal;
  return nullptr;
}

}  // namespace

FfiExecutionContext::~FfiExecutionContext() {
  TypeRegistry& types = Types();
  std::lock_guard<std::mutex> lock(types.mu);
  for (auto& [id, state] : states) {
    auto it = types.deleters.find(id);
    if (it != types.deleters.end() && it->second != nullptr && state != nullptr) {
      it->second(state);
    }
  }
}

FfiError* MakeFfiError(FfiErrorCode code, std::string message) {
  return new FfiError{code, std::move(message)};
}

absl::Status TakeFfiError(FfiError* error) {
  if (error == nullptr) return absl::OkStatus();
  std::unique_ptr<FfiError> owned(error);
  auto code = static_cast<absl::StatusCode>(owned->code);
  // A handler reporting "error, code OK" still failed.
  if (owned->code <= kFfiOk || owned->code > kFfiUnauthenticated) code = absl::StatusCode::kUnknown;
  return absl::Status(code, owned->message);
}

absl::Status AwaitFfiFuture(FfiFuture* future) {
  {
    std::unique_lock<std::mutex> lock(future->mu);
    future->ready.wait(lock, [&] { return future->done; });
  }
  absl::Status status = TakeFfiError(future->error);
  delete future;
  return status;
}

const FfiApi* GetFfiApi() {
  static const FfiApi api = {
      AXLE_FFI_STRUCT_SIZE(FfiApi, device_ordinal_get),
      nullptr,
      {AXLE_FFI_STRUCT_SIZE(FfiApiVersion, minor_version), nullptr, kFfiApiMajor, kFfiApiMinor},
      nullptr,
      ErrorCreate,
      ErrorGetMessage,
      ErrorDestroy,
      HandlerRegister,
      StreamGet,
      TypeRegister,
      ExecutionContextGet,
      StateSet,
      StateGet,
      DeviceMemoryAllocate,
      DeviceMemoryFree,
      ThreadPoolSchedule,
      ThreadPoolNumThreads,
      FutureCreate,
      FutureSetAvailable,
      FutureSetError,
      RunIdGet,
      DeviceOrdinalGet,
  };
  return &api;
}

}  // namespace xla::ffi
