#include "axle/eval/lapack/lapack_call.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/eval/ffi/ffi_registry.h"

namespace xla::lapack {

absl::Status LapackCall::ExpectCounts(int64_t args, int64_t rets) const {
  if (frame_->args.size == args && frame_->rets.size == rets) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat("expected ", args, " operands and ", rets,
                                                 " results, got ", frame_->args.size, " and ",
                                                 frame_->rets.size));
}

absl::StatusOr<BatchShape> LapackCall::Shape(bool ret, int64_t i, int matrix_rank,
                                             ffi::FfiDataType dtype, void** data) const {
  std::string what = absl::StrCat(ret ? "result " : "operand ", i);
  int64_t size = ret ? frame_->rets.size : frame_->args.size;
  if (i >= size) return absl::InvalidArgumentError(absl::StrCat("missing ", what));
  int32_t type = ret ? frame_->rets.types[i] : frame_->args.types[i];
  if (type != ffi::kFfiArgBuffer) {
    return absl::InvalidArgumentError(absl::StrCat(what, " is not a buffer"));
  }
  const auto* buffer = static_cast<const ffi::FfiBuffer*>(ret ? frame_->rets.rets[i]
                                                               : frame_->args.args[i]);
  if (buffer->dtype != dtype) {
    return absl::InvalidArgumentError(absl::StrCat(what, " has element type ", buffer->dtype,
                                                   ", expected ", dtype, " (XLA's numbering)"));
  }
  if (buffer->rank < matrix_rank) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " has rank ", buffer->rank, ", expected at least ", matrix_rank));
  }
  BatchShape shape;
  shape.what = what;
  int64_t batch_rank = buffer->rank - matrix_rank;
  shape.batch_dims.assign(buffer->dims, buffer->dims + batch_rank);
  for (int64_t d : shape.batch_dims) shape.count *= d;
  if (matrix_rank >= 1) shape.rows = buffer->dims[batch_rank];
  if (matrix_rank == 2) shape.cols = buffer->dims[batch_rank + 1];
  *data = buffer->data;
  return shape;
}

absl::StatusOr<const void*> LapackCall::Scalar(const char* name, ffi::FfiDataType dtype,
                                               const char* spelling) const {
  const ffi::FfiAttrs& attrs = frame_->attrs;
  for (int64_t i = 0; i < attrs.size; ++i) {
    if (std::string(attrs.names[i]->ptr, attrs.names[i]->len) != name) continue;
    const auto* scalar = static_cast<const ffi::FfiScalar*>(attrs.attrs[i]);
    if (attrs.types[i] != ffi::kFfiAttrScalar || scalar->dtype != dtype) {
      return absl::InvalidArgumentError(
          absl::StrCat("attribute '", name, "' must be a ", spelling));
    }
    return static_cast<const void*>(scalar->value);
  }
  return absl::InvalidArgumentError(absl::StrCat("missing attribute '", name, "'"));
}

absl::StatusOr<char> LapackCall::CharAttr(const char* name, const char* allowed) const {
  absl::StatusOr<const void*> value = Scalar(name, ffi::kFfiU8, "ui8 scalar (an ASCII code)");
  if (!value.ok()) return value.status();
  char code = static_cast<char>(*static_cast<const uint8_t*>(*value));
  if (code == 0 || std::strchr(allowed, code) == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("attribute '", name, "' is ",
                                                   static_cast<int>(code), ", expected one of '",
                                                   allowed, "' (ASCII)"));
  }
  return code;
}

absl::StatusOr<bool> LapackCall::BoolAttr(const char* name) const {
  absl::StatusOr<const void*> value = Scalar(name, ffi::kFfiPred, "bool scalar");
  if (!value.ok()) return value.status();
  return *static_cast<const bool*>(*value);
}

absl::StatusOr<int32_t> LapackCall::IntAttr(const char* name) const {
  absl::StatusOr<const void*> value = Scalar(name, ffi::kFfiS32, "i32 scalar");
  if (!value.ok()) return value.status();
  return *static_cast<const int32_t*>(*value);
}

absl::Status ExpectShape(const BatchShape& shape, const BatchShape& like, int64_t rows,
                         int64_t cols) {
  if (shape.batch_dims == like.batch_dims && shape.rows == rows && shape.cols == cols) {
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(absl::StrCat(
      shape.what, " has batch [", absl::StrJoin(shape.batch_dims, ","), "] and matrix ",
      shape.rows, "x", shape.cols, ", expected batch [", absl::StrJoin(like.batch_dims, ","),
      "] (", like.what, "'s) and ", rows, "x", cols));
}

bool AnswerMetadataQuery(ffi::FfiCallFrame* frame) {
  ffi::FfiExtensionBase* extension = frame->extension_start;
  if (extension == nullptr || extension->type != ffi::kFfiExtensionMetadata) return false;
  ffi::FfiMetadata* metadata = reinterpret_cast<ffi::FfiMetadataExtension*>(extension)->metadata;
  metadata->api_version = {AXLE_FFI_STRUCT_SIZE(ffi::FfiApiVersion, minor_version), nullptr,
                           ffi::kFfiApiMajor, ffi::kFfiApiMinor};
  metadata->traits = 0;
  return true;
}

ffi::FfiError* FinishLapackCall(ffi::FfiCallFrame* frame, const char* target,
                                const absl::Status& status) {
  if (status.ok()) return nullptr;
  std::string message = absl::StrCat(target, ": ", status.message());
  ffi::FfiErrorCreateArgs args{AXLE_FFI_STRUCT_SIZE(ffi::FfiErrorCreateArgs, errc), nullptr,
                               message.c_str(), static_cast<ffi::FfiErrorCode>(status.code())};
  return frame->api->error_create(&args);
}

void RegisterLapackHandler(const char* real_name, const char* complex_name, ffi::FfiHandler* s,
                           ffi::FfiHandler* d, ffi::FfiHandler* c, ffi::FfiHandler* z) {
  const std::pair<std::string, ffi::FfiHandler*> targets[] = {
      {absl::StrCat("lapack_s", real_name, "_ffi"), s},
      {absl::StrCat("lapack_d", real_name, "_ffi"), d},
      {absl::StrCat("lapack_c", complex_name, "_ffi"), c},
      {absl::StrCat("lapack_z", complex_name, "_ffi"), z}};
  for (const auto& [name, handler] : targets) {
    (void)ffi::RegisterFfiHandler(name, "Host", reinterpret_cast<void*>(handler));
  }
}

}  // namespace xla::lapack
