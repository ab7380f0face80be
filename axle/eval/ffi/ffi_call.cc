#include "axle/eval/ffi/ffi_call.h"

#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/eval/ffi/ffi_attributes.h"
#include "axle/eval/ffi/ffi_runtime.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::ffi {
namespace {

struct TypePair {
  PrimitiveType axle;
  FfiDataType ffi;
};
constexpr TypePair kTypePairs[] = {
    {PRED, kFfiPred},         {S8, kFfiS8},
    {S16, kFfiS16},           {S32, kFfiS32},
    {S64, kFfiS64},           {U8, kFfiU8},
    {U16, kFfiU16},           {U32, kFfiU32},
    {U64, kFfiU64},           {F16, kFfiF16},
    {BF16, kFfiBF16},         {F32, kFfiF32},
    {F64, kFfiF64},           {C64, kFfiC64},
    {C128, kFfiC128},         {TOKEN, kFfiToken},
    {S1, kFfiS1},             {S2, kFfiS2},
    {S4, kFfiS4},             {U1, kFfiU1},
    {U2, kFfiU2},             {U4, kFfiU4},
    {F8E5M2, kFfiF8E5M2},     {F8E4M3, kFfiF8E4M3},
    {F8E3M4, kFfiF8E3M4},     {F8E4M3FN, kFfiF8E4M3FN},
    {F8E4M3FNUZ, kFfiF8E4M3FNUZ}, {F8E5M2FNUZ, kFfiF8E5M2FNUZ},
    {F8E4M3B11FNUZ, kFfiF8E4M3B11FNUZ}, {F4E2M1FN, kFfiF4E2M1FN},
    {F8E8M0FNU, kFfiF8E8M0FNU},
};

// The ABI structs of one side (args or rets) of a call frame.
struct Buffers {
  std::vector<std::vector<int64_t>> dims;
  std::vector<FfiBuffer> buffers;
  std::vector<void*> pointers;
  std::vector<int32_t> types;  // FfiArgType / FfiRetType: both 1 = buffer

  explicit Buffers(absl::Span<const FfiBufferRef> refs) {
    dims.reserve(refs.size());
    buffers.reserve(refs.size());
    for (const FfiBufferRef& ref : refs) {
      const Shape& shape = *ref.shape;
      dims.emplace_back();
      if (shape.IsArray()) dims.back().assign(shape.dimensions().begin(), shape.dimensions().end());
      buffers.push_back({AXLE_FFI_STRUCT_SIZE(FfiBuffer, dims), nullptr,
                         ToFfiDataType(shape.element_type()), ref.data,
                         static_cast<int64_t>(dims.back().size()), dims.back().data()});
      types.push_back(kFfiArgBuffer);
    }
    for (FfiBuffer& buffer : buffers) pointers.push_back(&buffer);
  }
};

}  // namespace

FfiDataType ToFfiDataType(PrimitiveType type) {
  for (const TypePair& pair : kTypePairs) {
    if (pair.axle == type) return pair.ffi;
  }
  return kFfiInvalid;
}

absl::Status CallFfiHandler(const HloInstruction& instruction, const FfiHandlerEntry& handler,
                            absl::Span<const FfiBufferRef> args,
                            absl::Span<const FfiBufferRef> rets) {
  auto fail = [&](const absl::Status& status) {
    return absl::Status(status.code(), absl::StrCat(DescribeCustomCall(instruction),
                                                     " (typed FFI) failed: ", status.message()));
  };
  auto attributes = FfiAttributes::Parse(instruction.attributes().backend_config);
  if (!attributes.ok()) return fail(attributes.status());
  Buffers in(args), out(rets);
  FfiExecutionContext context;
  FfiCallFrame frame{};
  frame.struct_size = AXLE_FFI_STRUCT_SIZE(FfiCallFrame, attrs);
  frame.api = GetFfiApi();
  frame.ctx = &context;
  frame.args = {AXLE_FFI_STRUCT_SIZE(FfiArgs, args), nullptr, static_cast<int64_t>(args.size()),
                reinterpret_cast<FfiArgType*>(in.types.data()), in.pointers.data()};
  frame.rets = {AXLE_FFI_STRUCT_SIZE(FfiRets, rets), nullptr, static_cast<int64_t>(rets.size()),
                reinterpret_cast<FfiRetType*>(out.types.data()), out.pointers.data()};
  frame.attrs = (*attributes)->attrs();

  const FfiHandlerBundle& bundle = handler.bundle;
  const std::pair<FfiHandler*, FfiExecutionStage> stages[] = {
      {bundle.instantiate, kFfiStageInstantiate},
      {bundle.prepare, kFfiStagePrepare},
      {bundle.initialize, kFfiStageInitialize},
      {bundle.execute, kFfiStageExecute}};
  for (const auto& [function, stage] : stages) {
    if (function == nullptr) continue;
    frame.stage = stage;
    frame.future = nullptr;
    absl::Status status = TakeFfiError(function(&frame));
    if (frame.future != nullptr) {
      absl::Status awaited = AwaitFfiFuture(frame.future);
      if (status.ok()) status = awaited;
    }
    if (!status.ok()) return fail(status);
  }
  return absl::OkStatus();
}

}  // namespace xla::ffi
