// PJRT_Buffer_* and the client's buffer makers: a buffer is an immutable
// host literal in the default (major-to-minor) layout, shared between the
// buffers copied from it, and viewed without a copy by numpy (IsOnCpu,
// UnsafePointer, external references keep the bytes alive).
#include <cstring>
#include <utility>

#include "absl/strings/str_cat.h"
#include "axle/pjrt/pjrt_entry_points.h"
#include "axle/pjrt/pjrt_status.h"
#include "axle/shape/shape_util.h"

namespace xla::pjrt {
namespace {

struct TypePair {
  PrimitiveType axle;
  PJRT_Buffer_Type pjrt;
};

constexpr TypePair kTypes[] = {
    {PRED, PJRT_Buffer_Type_PRED},
    {S8, PJRT_Buffer_Type_S8},
    {S16, PJRT_Buffer_Type_S16},
    {S32, PJRT_Buffer_Type_S32},
    {S64, PJRT_Buffer_Type_S64},
    {U8, PJRT_Buffer_Type_U8},
    {U16, PJRT_Buffer_Type_U16},
    {U32, PJRT_Buffer_Type_U32},
    {U64, PJRT_Buffer_Type_U64},
    {F16, PJRT_Buffer_Type_F16},
    {F32, PJRT_Buffer_Type_F32},
    {F64, PJRT_Buffer_Type_F64},
    {BF16, PJRT_Buffer_Type_BF16},
    {C64, PJRT_Buffer_Type_C64},
    {C128, PJRT_Buffer_Type_C128},
    {F8E5M2, PJRT_Buffer_Type_F8E5M2},
    {F8E4M3FN, PJRT_Buffer_Type_F8E4M3FN},
    {F8E4M3B11FNUZ, PJRT_Buffer_Type_F8E4M3B11FNUZ},
    {F8E5M2FNUZ, PJRT_Buffer_Type_F8E5M2FNUZ},
    {F8E4M3FNUZ, PJRT_Buffer_Type_F8E4M3FNUZ},
    {S4, PJRT_Buffer_Type_S4},
    {U4, PJRT_Buffer_Type_U4},
    {TOKEN, PJRT_Buffer_Type_TOKEN},
    {S2, PJRT_Buffer_Type_S2},
    {U2, PJRT_Buffer_Type_U2},
    {F8E4M3, PJRT_Buffer_Type_F8E4M3},
    {F8E3M4, PJRT_Buffer_Type_F8E3M4},
    {F8E8M0FNU, PJRT_Buffer_Type_F8E8M0FNU},
    {F4E2M1FN, PJRT_Buffer_Type_F4E2M1FN},
};

absl::Status DeletedError(const char* entry_point) {
  return absl::FailedPreconditionError(
      absl::StrCat(entry_point, ": the buffer has been deleted or donated"));
}

// The buffer's value, or FailedPrecondition once it is deleted.
absl::StatusOr<std::shared_ptr<Literal>> ValueOf(PJRT_Buffer* buffer, const char* entry_point) {
  std::lock_guard<std::mutex> lock(buffer->mutex);
  if (buffer->value == nullptr) return DeletedError(entry_point);
  return buffer->value;
}

// Calls `visit(i, offset)` for each element of an array of `dims` in
// row-major order: i its dense index, offset its byte offset under
// `byte_strides`.
template <typename Visit>
void ForEachStridedElement(absl::Span<const int64_t> dims, absl::Span<const int64_t> byte_strides,
                           Visit&& visit) {
  int64_t rank = static_cast<int64_t>(dims.size());
  int64_t count = 1;
  for (int64_t d : dims) count *= d;
  std::vector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t offset = 0;
    for (int64_t d = 0; d < rank; ++d) offset += index[d] * byte_strides[d];
    visit(i, offset);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < dims[d]) break;
      index[d] = 0;
    }
  }
}

// Copies `source` (laid out with `byte_strides`) densely into `destination`.
void GatherStrided(const uint8_t* source, absl::Span<const int64_t> dims,
                   absl::Span<const int64_t> byte_strides, int64_t element_bytes,
                   uint8_t* destination) {
  ForEachStridedElement(dims, byte_strides, [&](int64_t i, int64_t offset) {
    std::memcpy(destination + i * element_bytes, source + offset, element_bytes);
  });
}

// Row-major strides of an array of `dims`.
std::vector<int64_t> DenseStrides(absl::Span<const int64_t> dims, int64_t element_bytes) {
  std::vector<int64_t> strides(dims.size());
  int64_t stride = element_bytes;
  for (int64_t d = static_cast<int64_t>(dims.size()) - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= dims[d];
  }
  return strides;
}

// A requested layout is accepted when it is the default one (or absent).
absl::Status CheckDefaultLayout(const PJRT_Buffer_MemoryLayout* layout, int64_t rank,
                                const char* entry_point) {
  if (layout == nullptr) return absl::OkStatus();
  if (layout->type == PJRT_Buffer_MemoryLayout_Type_Tiled) {
    const PJRT_Buffer_MemoryLayout_Tiled& tiled = layout->tiled;
    bool is_default =
        tiled.num_tiles == 0 && static_cast<int64_t>(tiled.minor_to_major_size) == rank;
    for (int64_t i = 0; is_default && i < rank; ++i) {
      is_default = tiled.minor_to_major[i] == rank - 1 - i;
    }
    if (is_default) return absl::OkStatus();
  }
  return absl::UnimplementedError(absl::StrCat(
      entry_point, ": Axle's buffers are major-to-minor; other device layouts are not supported"));
}

PJRT_Device* DeviceOfMemory(PJRT_Memory* memory) {
  return memory != nullptr && !memory->devices.empty() ? memory->devices.front() : nullptr;
}

}  // namespace

absl::StatusOr<PJRT_Buffer_Type> ToPjrtType(PrimitiveType type) {
  for (const TypePair& pair : kTypes) {
    if (pair.axle == type) return pair.pjrt;
  }
  return absl::UnimplementedError(absl::StrCat("element type ", primitive_util::LowercaseName(type),
                                               " has no PJRT buffer type"));
}

absl::StatusOr<PrimitiveType> FromPjrtType(PJRT_Buffer_Type type) {
  for (const TypePair& pair : kTypes) {
    if (pair.pjrt == type) return pair.axle;
  }
  return absl::InvalidArgumentError(
      absl::StrCat("unknown PJRT buffer type ", static_cast<int>(type)));
}

PJRT_Buffer* MakeBuffer(PJRT_Device* device, std::shared_ptr<Literal> value) {
  auto* buffer = new PJRT_Buffer;
  buffer->client = device->client;
  buffer->device = device;
  buffer->memory = device->default_memory;
  const Shape& shape = value->shape();
  buffer->type = ToPjrtType(shape.element_type()).value_or(PJRT_Buffer_Type_INVALID);
  buffer->dims.assign(shape.dimensions().begin(), shape.dimensions().end());
  int64_t rank = shape.rank();
  for (int64_t i = 0; i < rank; ++i) buffer->minor_to_major.push_back(rank - 1 - i);
  buffer->value = std::move(value);
  buffer->ready = EventState::Ready();
  return buffer;
}

PJRT_Error* ClientBufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args* args) {
  return Guarded("PJRT_Client_BufferFromHostBuffer", [&]() -> absl::Status {
    PJRT_Device* device = args->device != nullptr ? args->device : DeviceOfMemory(args->memory);
    if (device == nullptr) device = args->client->device_list.front();
    ASSIGN_OR_RETURN(PrimitiveType type, FromPjrtType(args->type));
    absl::Span<const int64_t> dims(args->dims, args->num_dims);
    for (int64_t d : dims) {
      if (d < 0) {
        return absl::InvalidArgumentError(
            absl::StrCat("PJRT_Client_BufferFromHostBuffer: negative dimension ", d));
      }
    }
    absl::Status layout_ok =
        CheckDefaultLayout(args->device_layout, dims.size(), "PJRT_Client_BufferFromHostBuffer");
    if (!layout_ok.ok()) return layout_ok;
    Shape shape = ShapeUtil::MakeShape(type, dims);
    ASSIGN_OR_RETURN(Literal literal, Literal::Create(shape));
    auto value = std::make_shared<Literal>(std::move(literal));
    int64_t element_bytes = primitive_util::ByteWidth(type);
    auto* destination = static_cast<uint8_t*>(value->untyped_data());
    const auto* source = static_cast<const uint8_t*>(args->data);
    std::vector<int64_t> dense = DenseStrides(dims, element_bytes);
    bool is_dense = args->num_byte_strides == 0 ||
                    absl::Span<const int64_t>(args->byte_strides, args->num_byte_strides) ==
                        absl::Span<const int64_t>(dense);
    if (args->num_byte_strides != 0 && args->num_byte_strides != dims.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_Client_BufferFromHostBuffer: ", args->num_byte_strides,
                       " byte strides for ", dims.size(), " dimensions"));
    }
    if (value->size_bytes() > 0) {
      RETURN_IF_NULL(source, "PJRT_Client_BufferFromHostBuffer", "data");
      if (is_dense) {
        std::memcpy(destination, source, value->size_bytes());
      } else {
        GatherStrided(source, dims, absl::Span<const int64_t>(args->byte_strides, dims.size()),
                      element_bytes, destination);
      }
    }
    PJRT_Buffer* buffer = MakeBuffer(device, std::move(value));
    if (args->memory != nullptr) buffer->memory = args->memory;
    args->buffer = buffer;
    args->done_with_host_buffer = MakeEvent(EventState::Ready());
    return absl::OkStatus();
  });
}

PJRT_Error* ClientCreateUninitializedBuffer(PJRT_Client_CreateUninitializedBuffer_Args* args) {
  return Guarded("PJRT_Client_CreateUninitializedBuffer", [&]() -> absl::Status {
    PJRT_Device* device = args->device != nullptr ? args->device : DeviceOfMemory(args->memory);
    if (device == nullptr) device = args->client->device_list.front();
    ASSIGN_OR_RETURN(PrimitiveType type, FromPjrtType(args->shape_element_type));
    absl::Span<const int64_t> dims(args->shape_dims, args->shape_num_dims);
    absl::Status layout_ok = CheckDefaultLayout(args->shape_layout, dims.size(),
                                                "PJRT_Client_CreateUninitializedBuffer");
    if (!layout_ok.ok()) return layout_ok;
    ASSIGN_OR_RETURN(Literal literal, Literal::Create(ShapeUtil::MakeShape(type, dims)));
    args->buffer = MakeBuffer(device, std::make_shared<Literal>(std::move(literal)));
    if (args->memory != nullptr) args->buffer->memory = args->memory;
    return absl::OkStatus();
  });
}

PJRT_Error* BufferDestroy(PJRT_Buffer_Destroy_Args* args) {
  delete args->buffer;
  return nullptr;
}

PJRT_Error* BufferElementType(PJRT_Buffer_ElementType_Args* args) {
  args->type = args->buffer->type;
  return nullptr;
}

PJRT_Error* BufferDimensions(PJRT_Buffer_Dimensions_Args* args) {
  args->dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}

PJRT_Error* BufferUnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args* args) {
  args->unpadded_dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}

PJRT_Error* BufferDynamicDimensionIndices(PJRT_Buffer_DynamicDimensionIndices_Args* args) {
  args->dynamic_dim_indices = nullptr;
  args->num_dynamic_dims = 0;
  return nullptr;
}

PJRT_Error* BufferGetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args* args) {
  args->layout.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
  args->layout.tiled.minor_to_major = args->buffer->minor_to_major.data();
  args->layout.tiled.minor_to_major_size = args->buffer->minor_to_major.size();
  args->layout.tiled.tile_dims = nullptr;
  args->layout.tiled.tile_dim_sizes = nullptr;
  args->layout.tiled.num_tiles = 0;
  return nullptr;
}

PJRT_Error* BufferOnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args* args) {
  return Guarded("PJRT_Buffer_OnDeviceSizeInBytes", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::shared_ptr<Literal> value,
                     ValueOf(args->buffer, "PJRT_Buffer_OnDeviceSizeInBytes"));
    args->on_device_size_in_bytes = value->size_bytes();
    return absl::OkStatus();
  });
}

PJRT_Error* BufferDevice(PJRT_Buffer_Device_Args* args) {
  args->device = args->buffer->device;
  return nullptr;
}

PJRT_Error* BufferMemory(PJRT_Buffer_Memory_Args* args) {
  args->memory = args->buffer->memory;
  return nullptr;
}

PJRT_Error* BufferDelete(PJRT_Buffer_Delete_Args* args) {
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  args->buffer->value.reset();
  return nullptr;
}

PJRT_Error* BufferIsDeleted(PJRT_Buffer_IsDeleted_Args* args) {
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  args->is_deleted = args->buffer->value == nullptr;
  return nullptr;
}

namespace {

// A buffer on `memory`'s device sharing `buffer`'s (immutable) value.
absl::StatusOr<PJRT_Buffer*> ShareValue(PJRT_Buffer* buffer, PJRT_Device* device,
                                        PJRT_Memory* memory, const char* entry_point) {
  ASSIGN_OR_RETURN(std::shared_ptr<Literal> value, ValueOf(buffer, entry_point));
  PJRT_Buffer* copy = MakeBuffer(device, value);
  if (memory != nullptr) copy->memory = memory;
  return copy;
}

}  // namespace

PJRT_Error* BufferCopyToDevice(PJRT_Buffer_CopyToDevice_Args* args) {
  return Guarded("PJRT_Buffer_CopyToDevice", [&]() -> absl::Status {
    RETURN_IF_NULL(args->dst_device, "PJRT_Buffer_CopyToDevice", "dst_device");
    ASSIGN_OR_RETURN(PJRT_Buffer * copy, ShareValue(args->buffer, args->dst_device, nullptr,
                                                    "PJRT_Buffer_CopyToDevice"));
    args->dst_buffer = copy;
    return absl::OkStatus();
  });
}

PJRT_Error* BufferCopyToMemory(PJRT_Buffer_CopyToMemory_Args* args) {
  return Guarded("PJRT_Buffer_CopyToMemory", [&]() -> absl::Status {
    PJRT_Device* device = DeviceOfMemory(args->dst_memory);
    RETURN_IF_NULL(device, "PJRT_Buffer_CopyToMemory", "dst_memory");
    ASSIGN_OR_RETURN(PJRT_Buffer * copy, ShareValue(args->buffer, device, args->dst_memory,
                                                    "PJRT_Buffer_CopyToMemory"));
    args->dst_buffer = copy;
    return absl::OkStatus();
  });
}

PJRT_Error* BufferToHostBuffer(PJRT_Buffer_ToHostBuffer_Args* args) {
  return Guarded("PJRT_Buffer_ToHostBuffer", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::shared_ptr<Literal> value,
                     ValueOf(args->src, "PJRT_Buffer_ToHostBuffer"));
    const Literal& literal = *value;
    int64_t rank = static_cast<int64_t>(args->src->dims.size());
    bool strided = args->host_layout != nullptr &&
                   args->host_layout->type == PJRT_Buffer_MemoryLayout_Type_Strides;
    if (!strided) {
      absl::Status layout_ok =
          CheckDefaultLayout(args->host_layout, rank, "PJRT_Buffer_ToHostBuffer");
      if (!layout_ok.ok()) return layout_ok;
    }
    size_t needed = literal.size_bytes();
    if (args->dst == nullptr) {
      args->dst_size = needed;
      return absl::OkStatus();
    }
    if (args->dst_size < needed) {
      return absl::InvalidArgumentError(absl::StrCat("PJRT_Buffer_ToHostBuffer: ", args->dst_size,
                                                     " bytes given, ", needed, " needed"));
    }
    if (strided) {
      // Scatter the dense value to the strided destination.
      const PJRT_Buffer_MemoryLayout_Strides& strides = args->host_layout->strides;
      if (static_cast<int64_t>(strides.num_byte_strides) != rank) {
        return absl::InvalidArgumentError("PJRT_Buffer_ToHostBuffer: wrong number of strides");
      }
      int64_t element_bytes = primitive_util::ByteWidth(literal.shape().element_type());
      const auto* source = static_cast<const uint8_t*>(literal.untyped_data());
      auto* destination = static_cast<uint8_t*>(args->dst);
      ForEachStridedElement(args->src->dims,
                            absl::Span<const int64_t>(strides.byte_strides, rank),
                            [&](int64_t i, int64_t offset) {
                              std::memcpy(destination + offset, source + i * element_bytes,
                                          element_bytes);
                            });
    } else if (needed > 0) {
      std::memcpy(args->dst, literal.untyped_data(), needed);
    }
    args->event = MakeEvent(EventState::Ready());
    return absl::OkStatus();
  });
}

PJRT_Error* BufferCopyRawToHost(PJRT_Buffer_CopyRawToHost_Args* args) {
  return Guarded("PJRT_Buffer_CopyRawToHost", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::shared_ptr<Literal> value,
                     ValueOf(args->buffer, "PJRT_Buffer_CopyRawToHost"));
    int64_t size = value->size_bytes();
    if (args->offset < 0 || args->transfer_size < 0 || args->offset > size ||
        args->transfer_size > size - args->offset) {
      return absl::InvalidArgumentError(absl::StrCat("PJRT_Buffer_CopyRawToHost: bytes [",
                                                     args->offset, ", +", args->transfer_size,
                                                     ") are outside the buffer's ", size));
    }
    std::memcpy(args->dst, static_cast<const uint8_t*>(value->untyped_data()) + args->offset,
                args->transfer_size);
    args->event = MakeEvent(EventState::Ready());
    return absl::OkStatus();
  });
}

PJRT_Error* BufferIsOnCpu(PJRT_Buffer_IsOnCpu_Args* args) {
  args->is_on_cpu = true;
  return nullptr;
}

PJRT_Error* BufferReadyEvent(PJRT_Buffer_ReadyEvent_Args* args) {
  args->event = MakeEvent(args->buffer->ready);
  return nullptr;
}

PJRT_Error* BufferUnsafePointer(PJRT_Buffer_UnsafePointer_Args* args) {
  return Guarded("PJRT_Buffer_UnsafePointer", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::shared_ptr<Literal> value,
                     ValueOf(args->buffer, "PJRT_Buffer_UnsafePointer"));
    args->buffer_pointer = reinterpret_cast<uintptr_t>(value->untyped_data());
    return absl::OkStatus();
  });
}

PJRT_Error* BufferOpaqueDeviceMemoryDataPointer(
    PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args* args) {
  return Guarded("PJRT_Buffer_OpaqueDeviceMemoryDataPointer", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::shared_ptr<Literal> value,
                     ValueOf(args->buffer, "PJRT_Buffer_OpaqueDeviceMemoryDataPointer"));
    args->device_memory_ptr = value->untyped_data();
    return absl::OkStatus();
  });
}

PJRT_Error* BufferIncreaseExternalReferenceCount(
    PJRT_Buffer_IncreaseExternalReferenceCount_Args* args) {
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  if (args->buffer->value == nullptr) {
    return MakeError(DeletedError("PJRT_Buffer_IncreaseExternalReferenceCount"));
  }
  args->buffer->external_references.push_back(args->buffer->value);
  return nullptr;
}

PJRT_Error* BufferDecreaseExternalReferenceCount(
    PJRT_Buffer_DecreaseExternalReferenceCount_Args* args) {
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  if (args->buffer->external_references.empty()) {
    return MakeError(absl::FailedPreconditionError(
        "PJRT_Buffer_DecreaseExternalReferenceCount: no external reference is held"));
  }
  args->buffer->external_references.pop_back();
  return nullptr;
}

}  // namespace xla::pjrt
