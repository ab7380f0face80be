// The typed-FFI ABI (axle/eval/ffi) with handlers written against Axle's own
// declarations, run by the interpreter: attribute decoding, buffers and
// layouts, errors, the function table (state, futures, thread pool, memory,
// run id, device ordinal, types), registration and the metadata query.
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <string>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/eval/ffi/ffi_attributes.h"
#include "axle/eval/ffi/ffi_registry.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_text.h"

namespace xla::ffi {
namespace {

std::string Name(const FfiAttrs& attrs, int64_t i) {
  return std::string(attrs.names[i]->ptr, attrs.names[i]->len);
}

TEST(FfiAttributesTest, DecodesEveryKindSortedByName) {
  auto parsed = FfiAttributes::Parse(
      R"({uplo = 76 : ui8, b = true, a = -3 : i32, f = 2.5 : f32, d = 1.5, i = 7,)"
      R"( s = "x\"y", arr = array<i64: 1, -2>, dn = dense<[1.0, 2.0]> : tensor<2xf32>,)"
      R"( nest = {z = 1 : i16, y = "q"}, e = array<i32>})");
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  const FfiAttrs& attrs = (*parsed)->attrs();
  const char* names[] = {"a", "arr", "b", "d", "dn", "e", "f", "i", "nest", "s", "uplo"};
  ASSERT_EQ(attrs.size, 11);
  for (int64_t i = 0; i < attrs.size; ++i) EXPECT_EQ(Name(attrs, i), names[i]);
  auto scalar = [&](int64_t i) { return static_cast<const FfiScalar*>(attrs.attrs[i]); };
  EXPECT_EQ(attrs.types[0], kFfiAttrScalar);
  EXPECT_EQ(scalar(0)->dtype, kFfiS32);
  EXPECT_EQ(*static_cast<int32_t*>(scalar(0)->value), -3);
  const auto* arr = static_cast<const FfiArray*>(attrs.attrs[1]);
  EXPECT_EQ(attrs.types[1], kFfiAttrArray);
  EXPECT_EQ(arr->dtype, kFfiS64);
  ASSERT_EQ(arr->size, 2u);
  EXPECT_EQ(static_cast<int64_t*>(arr->data)[1], -2);
  EXPECT_EQ(scalar(2)->dtype, kFfiPred);
  EXPECT_TRUE(*static_cast<bool*>(scalar(2)->value));
  EXPECT_EQ(scalar(3)->dtype, kFfiF64);  // MLIR's default float type
  EXPECT_EQ(*static_cast<double*>(scalar(3)->value), 1.5);
  const auto* dense = static_cast<const FfiArray*>(attrs.attrs[4]);
  EXPECT_EQ(dense->dtype, kFfiF32);
  EXPECT_EQ(static_cast<float*>(dense->data)[1], 2.0f);
  EXPECT_EQ(static_cast<const FfiArray*>(attrs.attrs[5])->size, 0u);
  EXPECT_EQ(scalar(6)->dtype, kFfiF32);
  EXPECT_EQ(scalar(7)->dtype, kFfiS64);  // MLIR's default integer type
  ASSERT_EQ(attrs.types[8], kFfiAttrDictionary);
  const auto* nest = static_cast<const FfiAttrs*>(attrs.attrs[8]);
  ASSERT_EQ(nest->size, 2);
  EXPECT_EQ(Name(*nest, 0), "y");
  EXPECT_EQ(Name(*nest, 1), "z");
  EXPECT_EQ(static_cast<const FfiScalar*>(nest->attrs[1])->dtype, kFfiS16);
  const auto* text = static_cast<const FfiByteSpan*>(attrs.attrs[9]);
  EXPECT_EQ(attrs.types[9], kFfiAttrString);
  EXPECT_EQ(std::string(text->ptr, text->len), "x\"y");
  EXPECT_EQ(scalar(10)->dtype, kFfiU8);
  EXPECT_EQ(*static_cast<uint8_t*>(scalar(10)->value), 76);
}

TEST(FfiAttributesTest, EmptyAndMalformed) {
  for (const char* empty : {"", "{}", "  { }  "}) {
    auto parsed = FfiAttributes::Parse(empty);
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    EXPECT_EQ((*parsed)->attrs().size, 0);
  }
  for (const char* bad : {"{a = }", "{a 1}", "{a = 1 : q8}", "{a = 1, a = 2}", "{a = \"x}",
                          "{a = array<i64: 1, x>}", "{a = 1} trailing", "{a = 1.5 : i32}"}) {
    auto parsed = FfiAttributes::Parse(bad);
    EXPECT_FALSE(parsed.ok()) << bad;
    if (!parsed.ok()) EXPECT_TRUE(absl::StrContains(parsed.status().message(), "expected")) << bad;
  }
}

// --- Handlers against Axle's declarations ------------------------------------

const FfiBuffer& Arg(FfiCallFrame* frame, int i) {
  return *static_cast<FfiBuffer*>(frame->args.args[i]);
}
const FfiBuffer& Ret(FfiCallFrame* frame, int i) {
  return *static_cast<FfiBuffer*>(frame->rets.rets[i]);
}

FfiError* Fail(FfiCallFrame* frame, FfiErrorCode code, const char* message) {
  FfiErrorCreateArgs args{AXLE_FFI_STRUCT_SIZE(FfiErrorCreateArgs, errc), nullptr, message, code};
  return frame->api->error_create(&args);
}

// out[i] = in[i] * scale + offset over the buffer in its memory order, and
// out's second element records the first dim and dtype seen.
FfiError* ScaleHandler(FfiCallFrame* frame) {
  if (frame->stage != kFfiStageExecute) return nullptr;
  if (frame->args.size != 1 || frame->rets.size != 1) {
    return Fail(frame, kFfiInvalidArgument, "want 1 arg, 1 ret");
  }
  double scale = 0, offset = 0;
  for (int64_t i = 0; i < frame->attrs.size; ++i) {
    std::string name(frame->attrs.names[i]->ptr, frame->attrs.names[i]->len);
    auto* scalar = static_cast<FfiScalar*>(frame->attrs.attrs[i]);
    if (name == "scale") scale = *static_cast<float*>(scalar->value);
    if (name == "offset") offset = *static_cast<int64_t*>(scalar->value);
  }
  const FfiBuffer& in = Arg(frame, 0);
  const FfiBuffer& out = Ret(frame, 0);
  if (in.dtype != kFfiF32 || in.rank != 2 || out.struct_size != AXLE_FFI_STRUCT_SIZE(FfiBuffer, dims)) {
    return Fail(frame, kFfiInvalidArgument, "bad buffer");
  }
  int64_t n = in.dims[0] * in.dims[1];
  for (int64_t i = 0; i < n; ++i) {
    static_cast<float*>(out.data)[i] = static_cast<const float*>(in.data)[i] * scale + offset;
  }
  return nullptr;
}

FfiError* FailingHandler(FfiCallFrame* frame) {
  return Fail(frame, kFfiFailedPrecondition, "the matrix is singular");
}

// Completes asynchronously: the output is written, then the future is set
// from another thread (with an error when the input's first value is < 0).
FfiError* AsyncHandler(FfiCallFrame* frame) {
  FfiFutureCreateArgs create{AXLE_FFI_STRUCT_SIZE(FfiFutureCreateArgs, extension_start), nullptr,
                             nullptr};
  if (FfiError* error = frame->api->future_create(&create)) return error;
  float first = static_cast<const float*>(Arg(frame, 0).data)[0];
  static_cast<float*>(Ret(frame, 0).data)[0] = first + 1;
  const FfiApi* api = frame->api;
  FfiFuture* future = create.future;
  std::thread([api, future, first] {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (first < 0) {
      FfiErrorCreateArgs error{AXLE_FFI_STRUCT_SIZE(FfiErrorCreateArgs, errc), nullptr,
                               "negative input", kFfiOutOfRange};
      FfiFutureSetErrorArgs set{AXLE_FFI_STRUCT_SIZE(FfiFutureSetErrorArgs, error), nullptr, future,
                                api->error_create(&error)};
      api->future_set_error(&set);
    } else {
      FfiFutureSetAvailableArgs set{AXLE_FFI_STRUCT_SIZE(FfiFutureSetAvailableArgs, future), nullptr,
                                    future};
      api->future_set_available(&set);
    }
  }).detach();
  frame->future = future;
  return nullptr;
}

std::atomic<int> deleted_states{0};
FfiTypeId state_type{0};

FfiError* StateInstantiate(FfiCallFrame* frame) {
  if (state_type.type_id == 0) {
    static const FfiTypeInfo info{AXLE_FFI_STRUCT_SIZE(FfiTypeInfo, deleter), nullptr,
                                  [](void* p) {
                                    delete static_cast<int*>(p);
                                    ++deleted_states;
                                  }};
    const char name[] = "axle_test_state";
    FfiTypeRegisterArgs args{AXLE_FFI_STRUCT_SIZE(FfiTypeRegisterArgs, type_id), nullptr,
                             {name, sizeof(name) - 1}, &state_type, &info};
    if (FfiError* error = frame->api->type_register(&args)) return error;
  }
  FfiStateSetArgs set{AXLE_FFI_STRUCT_SIZE(FfiStateSetArgs, state), nullptr, frame->ctx,
                      kFfiStageInstantiate, &state_type, new int(40)};
  return frame->api->state_set(&set);
}

// Writes state + num_threads + device ordinal + run id, and checks the
// memory, thread pool, stream and user-data entries answer.
FfiError* StateExecute(FfiCallFrame* frame) {
  FfiStateGetArgs get{AXLE_FFI_STRUCT_SIZE(FfiStateGetArgs, state), nullptr, frame->ctx,
                      kFfiStageInstantiate, &state_type, nullptr};
  if (FfiError* error = frame->api->state_get(&get)) return error;
  int64_t threads = 0;
  FfiThreadPoolNumThreadsArgs num{AXLE_FFI_STRUCT_SIZE(FfiThreadPoolNumThreadsArgs, num_threads),
                                  nullptr, frame->ctx, &threads};
  if (FfiError* error = frame->api->thread_pool_num_threads(&num)) return error;
  int ran = 0;
  FfiThreadPoolScheduleArgs schedule{AXLE_FFI_STRUCT_SIZE(FfiThreadPoolScheduleArgs, data), nullptr,
                                     frame->ctx, [](void* p) { ++*static_cast<int*>(p); }, &ran};
  if (FfiError* error = frame->api->thread_pool_schedule(&schedule)) return error;
  FfiDeviceOrdinalGetArgs ordinal{AXLE_FFI_STRUCT_SIZE(FfiDeviceOrdinalGetArgs, device_ordinal),
                                  nullptr, frame->ctx, -1};
  if (FfiError* error = frame->api->device_ordinal_get(&ordinal)) return error;
  FfiRunIdGetArgs run{AXLE_FFI_STRUCT_SIZE(FfiRunIdGetArgs, run_id), nullptr, frame->ctx, -1};
  if (FfiError* error = frame->api->run_id_get(&run)) return error;
  FfiDeviceMemoryAllocateArgs alloc{AXLE_FFI_STRUCT_SIZE(FfiDeviceMemoryAllocateArgs, data), nullptr,
                                    frame->ctx, 100, 64, nullptr};
  if (FfiError* error = frame->api->device_memory_allocate(&alloc)) return error;
  bool aligned = reinterpret_cast<uintptr_t>(alloc.data) % 64 == 0;
  std::memset(alloc.data, 1, 100);
  FfiDeviceMemoryFreeArgs release{AXLE_FFI_STRUCT_SIZE(FfiDeviceMemoryFreeArgs, data), nullptr,
                                  frame->ctx, 100, alloc.data};
  if (FfiError* error = frame->api->device_memory_free(&release)) return error;
  FfiStreamGetArgs stream{AXLE_FFI_STRUCT_SIZE(FfiStreamGetArgs, stream), nullptr, frame->ctx,
                          nullptr};
  FfiError* no_stream = frame->api->stream_get(&stream);
  FfiExecutionContextGetArgs user{AXLE_FFI_STRUCT_SIZE(FfiExecutionContextGetArgs, data), nullptr,
                                  frame->ctx, &state_type, nullptr};
  FfiError* no_user_data = frame->api->execution_context_get(&user);
  bool errors = no_stream != nullptr && no_user_data != nullptr;
  for (FfiError* error : {no_stream, no_user_data}) {
    FfiErrorGetMessageArgs message{AXLE_FFI_STRUCT_SIZE(FfiErrorGetMessageArgs, message), nullptr,
                                   error, nullptr};
    frame->api->error_get_message(&message);
    errors &= message.message != nullptr && std::strlen(message.message) > 0;
    FfiErrorDestroyArgs destroy{AXLE_FFI_STRUCT_SIZE(FfiErrorDestroyArgs, error), nullptr, error};
    frame->api->error_destroy(&destroy);
  }
  auto* out = static_cast<int64_t*>(Ret(frame, 0).data);
  out[0] = *static_cast<int*>(get.state) + threads + ordinal.device_ordinal + run.run_id + ran;
  out[1] = aligned && errors;
  return nullptr;
}

struct Registrations {
  Registrations() {
    EXPECT_TRUE(RegisterFfiHandler("axle_test_scale", "cpu", reinterpret_cast<void*>(ScaleHandler)).ok());
    EXPECT_TRUE(RegisterFfiHandler("axle_test_fail", "Host", reinterpret_cast<void*>(FailingHandler)).ok());
    // Through the table, as a library built against XLA's header registers.
    const char name[] = "axle_test_async";
    const char platform[] = "HOST";
    FfiHandlerRegisterArgs args{AXLE_FFI_STRUCT_SIZE(FfiHandlerRegisterArgs, traits), nullptr,
                                {name, sizeof(name) - 1}, {platform, sizeof(platform) - 1},
                                {nullptr, nullptr, nullptr, AsyncHandler}, 0};
    EXPECT_EQ(GetFfiApi()->handler_register(&args), nullptr);
    EXPECT_TRUE(RegisterFfiHandlerBundle("axle_test_state", "cpu",
                                         {StateInstantiate, nullptr, nullptr, StateExecute}, 0)
                    .ok());
  }
};

absl::StatusOr<Literal> Evaluate(const std::string& text, const Literal& arg) {
  static Registrations registrations;
  auto module = ParseAndVerifyModule(text);
  if (!module.ok()) return module.status();
  HloEvaluator evaluator;
  return evaluator.Evaluate(**module, {&arg});
}

std::string Call(const std::string& target, const std::string& in, const std::string& out,
                 const std::string& extra) {
  return absl::StrCat("HloModule m\nENTRY main {\n  p = ", in, " parameter(0)\n  ROOT c = ", out,
                      " custom-call(p), custom_call_target=\"", target,
                      "\", api_version=API_VERSION_TYPED_FFI", extra, "\n}\n");
}

TEST(FfiAbiTest, BuffersAttributesAndLayouts) {
  Literal x = ParseLiteral("f32[2,3] {{1, 2, 3}, {4, 5, 6}}").value();
  // No constraint: row-major.
  auto result = Evaluate(Call("axle_test_scale", "f32[2,3]", "f32[2,3]",
                         ", backend_config={scale = 2.0 : f32, offset = 1 : i64}"),
                    x);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->ToString(), "f32[2,3] {{3, 5, 7}, {9, 11, 13}}");
  // Column-major operand, row-major result: the handler's element-wise copy
  // transposes the memory order.
  result = Evaluate(Call("axle_test_scale", "f32[2,3]", "f32[2,3]{1,0}",
                    ", operand_layout_constraints={f32[2,3]{0,1}}, "
                    "backend_config={scale = 1.0 : f32, offset = 0 : i64}"),
               x);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->ToString(), "f32[2,3] {{1, 4, 2}, {5, 3, 6}}");
  // Both column-major: the logical value is kept.
  result = Evaluate(Call("axle_test_scale", "f32[2,3]", "f32[2,3]{0,1}",
                    ", operand_layout_constraints={f32[2,3]{0,1}}, "
                    "backend_config={scale = 1.0 : f32, offset = 0 : i64}"),
               x);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->ToString(), "f32[2,3] {{1, 2, 3}, {4, 5, 6}}");
}

TEST(FfiAbiTest, ErrorsNameInstructionTargetAndCode) {
  Literal x = ParseLiteral("f32[2,3] {{1, 2, 3}, {4, 5, 6}}").value();
  auto result = Evaluate(Call("axle_test_fail", "f32[2,3]", "f32[2,3]", ""), x);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(absl::StrContains(result.status().message(),
                                "custom-call c to 'axle_test_fail' (typed FFI) failed: the matrix "
                                "is singular"))
      << result.status();
  result = Evaluate(Call("axle_test_missing", "f32[2,3]", "f32[2,3]", ""), x);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kNotFound);
  result = Evaluate(Call("axle_test_scale", "f32[2,3]", "f32[2,3]", ", backend_config={scale = }"), x);
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "FFI attributes")) << result.status();
}

TEST(FfiAbiTest, FuturesAreAwaited) {
  Literal x = ParseLiteral("f32[1] {2}").value();
  auto result = Evaluate(Call("axle_test_async", "f32[1]", "f32[1]", ""), x);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(result->ToString(), "f32[1] {3}");
  Literal negative = ParseLiteral("f32[1] {-2}").value();
  result = Evaluate(Call("axle_test_async", "f32[1]", "f32[1]", ""), negative);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kOutOfRange);
  EXPECT_TRUE(absl::StrContains(result.status().message(), "negative input"));
}

TEST(FfiAbiTest, StateAndExecutionContext) {
  Literal x = ParseLiteral("f32[1] {0}").value();
  int before = deleted_states.load();
  auto result = Evaluate(Call("axle_test_state", "f32[1]", "s64[2]", ""), x);
  ASSERT_TRUE(result.ok()) << result.status();
  // state 40 + 1 thread + device 0 + run 0 + 1 task run.
  EXPECT_EQ(result->ToString(), "s64[2] {42, 1}");
  EXPECT_EQ(deleted_states.load(), before + 1);  // the state dies with the call
}

TEST(FfiAbiTest, RegistrationRules) {
  EXPECT_FALSE(RegisterFfiHandler("", "cpu", reinterpret_cast<void*>(ScaleHandler)).ok());
  EXPECT_FALSE(RegisterFfiHandler("axle_test_null", "cpu", nullptr).ok());
  // Another platform's handler is accepted, and not a host target.
  EXPECT_TRUE(RegisterFfiHandler("axle_test_gpu_only", "CUDA", reinterpret_cast<void*>(ScaleHandler)).ok());
  EXPECT_EQ(FindFfiHandler("axle_test_gpu_only"), nullptr);
  const FfiApi* api = GetFfiApi();
  EXPECT_EQ(api->struct_size, AXLE_FFI_STRUCT_SIZE(FfiApi, device_ordinal_get));
  EXPECT_EQ(api->api_version.major_version, 0);
  EXPECT_EQ(api->api_version.minor_version, 3);
  // Every entry is set: handlers call them unchecked.
  const void* const* entries = reinterpret_cast<const void* const*>(&api->error_create);
  for (int i = 0; i < 18; ++i) EXPECT_NE(entries[i], nullptr) << i;
}

TEST(FfiAbiTest, LapackHandlersAnswerTheMetadataQuery) {
  const FfiHandlerEntry* entry = FindFfiHandler("lapack_sgetrf_ffi");
  ASSERT_NE(entry, nullptr);
  FfiMetadata metadata{AXLE_FFI_STRUCT_SIZE(FfiMetadata, traits), {}, 99, {0}};
  FfiMetadataExtension extension{{AXLE_FFI_STRUCT_SIZE(FfiMetadataExtension, metadata),
                                  kFfiExtensionMetadata, nullptr},
                                 &metadata};
  FfiCallFrame frame{};
  frame.struct_size = AXLE_FFI_STRUCT_SIZE(FfiCallFrame, attrs);
  frame.extension_start = &extension.extension_base;
  frame.api = GetFfiApi();
  EXPECT_EQ(entry->bundle.execute(&frame), nullptr);
  EXPECT_EQ(metadata.api_version.major_version, 0);
  EXPECT_EQ(metadata.api_version.minor_version, 3);
  EXPECT_EQ(metadata.traits, 0u);
}

}  // namespace
}  // namespace xla::ffi
