// The PJRT plugin as JAX sees it: libpjrt_axle.so loaded with dlopen, every
// call through the table GetPjrtApi returns.
#include <dlfcn.h>

#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "pjrt_c_api.h"

namespace {

const PJRT_Api* LoadApi() {
  static const PJRT_Api* api = [] {
    void* library = dlopen(AXLE_PJRT_PLUGIN, RTLD_NOW | RTLD_LOCAL);
    EXPECT_NE(library, nullptr) << dlerror();
    if (library == nullptr) return static_cast<const PJRT_Api*>(nullptr);
    auto get_api = reinterpret_cast<const PJRT_Api* (*)()>(dlsym(library, "GetPjrtApi"));
    EXPECT_NE(get_api, nullptr);
    return get_api == nullptr ? nullptr : get_api();
  }();
  return api;
}

template <typename Args>
Args Make() {
  Args args;
  std::memset(&args, 0, sizeof(args));
  args.struct_size = sizeof(Args);
  return args;
}

// The error's message, destroying it; "" for no error.
std::string Message(PJRT_Error* error) {
  if (error == nullptr) return "";
  const PJRT_Api* api = LoadApi();
  auto message = Make<PJRT_Error_Message_Args>();
  message.error = error;
  api->PJRT_Error_Message(&message);
  std::string text(message.message, message.message_size);
  auto destroy = Make<PJRT_Error_Destroy_Args>();
  destroy.error = error;
  api->PJRT_Error_Destroy(&destroy);
  return text;
}

PJRT_Error_Code Code(PJRT_Error* error) {
  auto args = Make<PJRT_Error_GetCode_Args>();
  args.error = error;
  LoadApi()->PJRT_Error_GetCode(&args);
  return args.code;
}

class PjrtPluginTest : public ::testing::Test {
 protected:
  void SetUp() override {
    api_ = LoadApi();
    ASSERT_NE(api_, nullptr);
    auto init = Make<PJRT_Plugin_Initialize_Args>();
    ASSERT_EQ(Message(api_->PJRT_Plugin_Initialize(&init)), "");
    PJRT_NamedValue device_count;
    std::memset(&device_count, 0, sizeof(device_count));
    device_count.struct_size = sizeof(device_count);
    device_count.name = "device_count";
    device_count.name_size = std::strlen(device_count.name);
    device_count.type = PJRT_NamedValue_kInt64;
    device_count.int64_value = 2;
    device_count.value_size = 1;
    auto create = Make<PJRT_Client_Create_Args>();
    create.create_options = &device_count;
    create.num_options = 1;
    ASSERT_EQ(Message(api_->PJRT_Client_Create(&create)), "");
    client_ = create.client;
    auto devices = Make<PJRT_Client_AddressableDevices_Args>();
    devices.client = client_;
    ASSERT_EQ(Message(api_->PJRT_Client_AddressableDevices(&devices)), "");
    devices_.assign(devices.addressable_devices,
                    devices.addressable_devices + devices.num_addressable_devices);
  }

  void TearDown() override {
    for (PJRT_Buffer* buffer : buffers_) {
      auto destroy = Make<PJRT_Buffer_Destroy_Args>();
      destroy.buffer = buffer;
      api_->PJRT_Buffer_Destroy(&destroy);
    }
    for (PJRT_LoadedExecutable* executable : executables_) {
      auto destroy = Make<PJRT_LoadedExecutable_Destroy_Args>();
      destroy.executable = executable;
      api_->PJRT_LoadedExecutable_Destroy(&destroy);
    }
    auto destroy = Make<PJRT_Client_Destroy_Args>();
    destroy.client = client_;
    api_->PJRT_Client_Destroy(&destroy);
  }

  // Compiles StableHLO text (or bytecode); "" and the executable, or the error.
  std::string Compile(const std::string& code, PJRT_LoadedExecutable** executable,
                      const std::string& options = "") {
    PJRT_Program program;
    std::memset(&program, 0, sizeof(program));
    program.struct_size = sizeof(program);
    program.code = const_cast<char*>(code.data());
    program.code_size = code.size();
    program.format = "mlir";
    program.format_size = 4;
    auto compile = Make<PJRT_Client_Compile_Args>();
    compile.client = client_;
    compile.program = &program;
    compile.compile_options = options.data();
    compile.compile_options_size = options.size();
    std::string error = Message(api_->PJRT_Client_Compile(&compile));
    if (error.empty()) {
      *executable = compile.executable;
      executables_.push_back(compile.executable);
    }
    return error;
  }

  PJRT_Buffer* FromHost(const std::vector<float>& values, std::vector<int64_t> dims,
                        PJRT_Device* device = nullptr) {
    auto args = Make<PJRT_Client_BufferFromHostBuffer_Args>();
    args.client = client_;
    args.data = values.data();
    args.type = PJRT_Buffer_Type_F32;
    args.dims = dims.data();
    args.num_dims = dims.size();
    args.host_buffer_semantics = PJRT_HostBufferSemantics_kImmutableOnlyDuringCall;
    args.device = device != nullptr ? device : devices_[0];
    EXPECT_EQ(Message(api_->PJRT_Client_BufferFromHostBuffer(&args)), "");
    auto destroy = Make<PJRT_Event_Destroy_Args>();
    destroy.event = args.done_with_host_buffer;
    api_->PJRT_Event_Destroy(&destroy);
    buffers_.push_back(args.buffer);
    return args.buffer;
  }

  std::vector<float> ToHost(PJRT_Buffer* buffer) {
    auto args = Make<PJRT_Buffer_ToHostBuffer_Args>();
    args.src = buffer;
    EXPECT_EQ(Message(api_->PJRT_Buffer_ToHostBuffer(&args)), "");
    std::vector<float> values(args.dst_size / sizeof(float));
    args.dst = values.data();
    EXPECT_EQ(Message(api_->PJRT_Buffer_ToHostBuffer(&args)), "");
    auto await = Make<PJRT_Event_Await_Args>();
    await.event = args.event;
    EXPECT_EQ(Message(api_->PJRT_Event_Await(&await)), "");
    auto destroy = Make<PJRT_Event_Destroy_Args>();
    destroy.event = args.event;
    api_->PJRT_Event_Destroy(&destroy);
    return values;
  }

  // Runs on one argument list per device; the outputs per device, or the error.
  std::string Execute(PJRT_LoadedExecutable* executable,
                      const std::vector<std::vector<PJRT_Buffer*>>& arguments,
                      size_t num_outputs, std::vector<std::vector<PJRT_Buffer*>>* outputs) {
    std::vector<PJRT_Buffer* const*> argument_lists;
    for (const auto& list : arguments) argument_lists.push_back(list.data());
    outputs->assign(arguments.size(), std::vector<PJRT_Buffer*>(num_outputs, nullptr));
    std::vector<PJRT_Buffer**> output_lists;
    for (auto& list : *outputs) output_lists.push_back(list.data());
    std::vector<PJRT_Event*> events(arguments.size(), nullptr);
    auto options = Make<PJRT_ExecuteOptions>();
    auto args = Make<PJRT_LoadedExecutable_Execute_Args>();
    args.executable = executable;
    args.options = &options;
    args.argument_lists = argument_lists.data();
    args.num_devices = arguments.size();
    args.num_args = arguments.empty() ? 0 : arguments[0].size();
    args.output_lists = output_lists.data();
    args.device_complete_events = events.data();
    std::string error = Message(api_->PJRT_LoadedExecutable_Execute(&args));
    if (!error.empty()) return error;
    for (PJRT_Event* event : events) {
      auto await = Make<PJRT_Event_Await_Args>();
      await.event = event;
      EXPECT_EQ(Message(api_->PJRT_Event_Await(&await)), "");
      auto destroy = Make<PJRT_Event_Destroy_Args>();
      destroy.event = event;
      api_->PJRT_Event_Destroy(&destroy);
    }
    for (auto& list : *outputs) buffers_.insert(buffers_.end(), list.begin(), list.end());
    return "";
  }

  bool IsDeleted(PJRT_Buffer* buffer) {
    auto args = Make<PJRT_Buffer_IsDeleted_Args>();
    args.buffer = buffer;
    api_->PJRT_Buffer_IsDeleted(&args);
    return args.is_deleted;
  }

  const PJRT_Api* api_ = nullptr;
  PJRT_Client* client_ = nullptr;
  std::vector<PJRT_Device*> devices_;
  std::vector<PJRT_Buffer*> buffers_;
  std::vector<PJRT_LoadedExecutable*> executables_;
};

constexpr char kAddMultiply[] = R"(
module @jit_f {
  func.func public @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
    %0 = stablehlo.add %a, %b : tensor<2x2xf32>
    %1 = stablehlo.multiply %a, %b : tensor<2x2xf32>
    return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
  }
})";

TEST(PjrtPluginTableTest, EveryEntryOfTheDeclaredVersionIsSet) {
  const PJRT_Api* api = LoadApi();
  ASSERT_NE(api, nullptr);
  EXPECT_EQ(api->pjrt_api_version.major_version, PJRT_API_MAJOR);
  EXPECT_EQ(api->pjrt_api_version.minor_version, PJRT_API_MINOR);
  EXPECT_EQ(api->struct_size, PJRT_Api_STRUCT_SIZE);
  size_t first = offsetof(PJRT_Api, PJRT_Error_Destroy);
  size_t entries = (api->struct_size - first) / sizeof(void*);
  EXPECT_GE(entries, 118u);
  const auto* slots = reinterpret_cast<void* const*>(reinterpret_cast<const char*>(api) + first);
  for (size_t i = 0; i < entries; ++i) EXPECT_NE(slots[i], nullptr) << "entry " << i;
}

TEST(PjrtPluginTableTest, AttributesPinTheStableHloVersion) {
  const PJRT_Api* api = LoadApi();
  ASSERT_NE(api, nullptr);
  auto args = Make<PJRT_Plugin_Attributes_Args>();
  ASSERT_EQ(Message(api->PJRT_Plugin_Attributes(&args)), "");
  bool found = false;
  for (size_t i = 0; i < args.num_attributes; ++i) {
    const PJRT_NamedValue& value = args.attributes[i];
    if (std::string(value.name, value.name_size) != "stablehlo_current_version") continue;
    found = true;
    ASSERT_EQ(value.type, PJRT_NamedValue_kInt64List);
    ASSERT_EQ(value.value_size, 3u);
    EXPECT_EQ(value.int64_array_value[0], 1);
    EXPECT_EQ(value.int64_array_value[1], 17);
    EXPECT_EQ(value.int64_array_value[2], 0);
  }
  EXPECT_TRUE(found);
}

TEST_F(PjrtPluginTest, ClientDescribesHostDevices) {
  auto name = Make<PJRT_Client_PlatformName_Args>();
  name.client = client_;
  ASSERT_EQ(Message(api_->PJRT_Client_PlatformName(&name)), "");
  EXPECT_EQ(std::string(name.platform_name, name.platform_name_size), "cpu");
  ASSERT_EQ(devices_.size(), 2u);
  for (int i = 0; i < 2; ++i) {
    auto description = Make<PJRT_Device_GetDescription_Args>();
    description.device = devices_[i];
    ASSERT_EQ(Message(api_->PJRT_Device_GetDescription(&description)), "");
    auto id = Make<PJRT_DeviceDescription_Id_Args>();
    id.device_description = description.device_description;
    ASSERT_EQ(Message(api_->PJRT_DeviceDescription_Id(&id)), "");
    EXPECT_EQ(id.id, i);
    auto memory = Make<PJRT_Device_DefaultMemory_Args>();
    memory.device = devices_[i];
    ASSERT_EQ(Message(api_->PJRT_Device_DefaultMemory(&memory)), "");
    auto kind = Make<PJRT_Memory_Kind_Args>();
    kind.memory = memory.memory;
    ASSERT_EQ(Message(api_->PJRT_Memory_Kind(&kind)), "");
    EXPECT_EQ(std::string(kind.kind, kind.kind_size), "device");
  }
}

TEST_F(PjrtPluginTest, CompilesAndRunsStableHloText) {
  PJRT_LoadedExecutable* executable = nullptr;
  ASSERT_EQ(Compile(kAddMultiply, &executable), "");
  PJRT_Buffer* a = FromHost({1, 2, 3, 4}, {2, 2});
  PJRT_Buffer* b = FromHost({10, 20, 30, 40}, {2, 2});
  std::vector<std::vector<PJRT_Buffer*>> outputs;
  ASSERT_EQ(Execute(executable, {{a, b}}, 2, &outputs), "");
  EXPECT_EQ(ToHost(outputs[0][0]), (std::vector<float>{11, 22, 33, 44}));
  EXPECT_EQ(ToHost(outputs[0][1]), (std::vector<float>{10, 40, 90, 160}));
  auto dims = Make<PJRT_Buffer_Dimensions_Args>();
  dims.buffer = outputs[0][0];
  ASSERT_EQ(Message(api_->PJRT_Buffer_Dimensions(&dims)), "");
  EXPECT_EQ(std::vector<int64_t>(dims.dims, dims.dims + dims.num_dims),
            (std::vector<int64_t>{2, 2}));
}

TEST_F(PjrtPluginTest, StridedHostBuffersAreGathered) {
  // A column-major 2x2 array: element (i, j) at byte 4 * (i + 2 j).
  std::vector<float> column_major = {1, 3, 2, 4};
  std::vector<int64_t> dims = {2, 2};
  std::vector<int64_t> strides = {4, 8};
  auto args = Make<PJRT_Client_BufferFromHostBuffer_Args>();
  args.client = client_;
  args.data = column_major.data();
  args.type = PJRT_Buffer_Type_F32;
  args.dims = dims.data();
  args.num_dims = 2;
  args.byte_strides = strides.data();
  args.num_byte_strides = 2;
  args.device = devices_[0];
  ASSERT_EQ(Message(api_->PJRT_Client_BufferFromHostBuffer(&args)), "");
  buffers_.push_back(args.buffer);
  auto destroy = Make<PJRT_Event_Destroy_Args>();
  destroy.event = args.done_with_host_buffer;
  api_->PJRT_Event_Destroy(&destroy);
  EXPECT_EQ(ToHost(args.buffer), (std::vector<float>{1, 2, 3, 4}));
}

TEST_F(PjrtPluginTest, DonatedArgumentsAreConsumed) {
  constexpr char kDonating[] = R"(
module @jit_g {
  func.func public @main(%a: tensor<2xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.subtract %a, %b : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
})";
  PJRT_LoadedExecutable* executable = nullptr;
  ASSERT_EQ(Compile(kDonating, &executable), "");
  PJRT_Buffer* a = FromHost({5, 7}, {2});
  PJRT_Buffer* b = FromHost({1, 2}, {2});
  std::vector<std::vector<PJRT_Buffer*>> outputs;
  ASSERT_EQ(Execute(executable, {{a, b}}, 1, &outputs), "");
  EXPECT_EQ(ToHost(outputs[0][0]), (std::vector<float>{4, 5}));
  EXPECT_TRUE(IsDeleted(a));
  EXPECT_FALSE(IsDeleted(b));
  std::string error = Execute(executable, {{a, b}}, 1, &outputs);
  EXPECT_NE(error.find("deleted or donated"), std::string::npos) << error;
}

TEST_F(PjrtPluginTest, ReplicasRunOnTheirDevices) {
  constexpr char kReplicaSum[] = R"(
module @jit_h attributes {mhlo.num_replicas = 2 : i32} {
  func.func public @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
})";
  // CompileOptionsProto{executable_build_options{num_replicas: 2}}.
  const std::string options("\x1a\x02\x20\x02", 4);
  PJRT_LoadedExecutable* executable = nullptr;
  ASSERT_EQ(Compile(kReplicaSum, &executable, options), "");
  PJRT_Buffer* a0 = FromHost({1, 2}, {2}, devices_[0]);
  PJRT_Buffer* a1 = FromHost({10, 20}, {2}, devices_[1]);
  std::vector<std::vector<PJRT_Buffer*>> outputs;
  ASSERT_EQ(Execute(executable, {{a0}, {a1}}, 1, &outputs), "");
  EXPECT_EQ(ToHost(outputs[0][0]), (std::vector<float>{11, 22}));
  EXPECT_EQ(ToHost(outputs[1][0]), (std::vector<float>{11, 22}));
  auto device = Make<PJRT_Buffer_Device_Args>();
  device.buffer = outputs[1][0];
  ASSERT_EQ(Message(api_->PJRT_Buffer_Device(&device)), "");
  EXPECT_EQ(device.device, devices_[1]);
}

TEST_F(PjrtPluginTest, ShardMapProgramsRunOneShardPerDevice) {
  // What jax.pmap(lambda v: psum(v, 'i') * v) lowers to: a manual
  // computation over a 2-device mesh; each device holds one row.
  constexpr char kShardMap[] = R"(
module @jit_pmapped attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func public @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %2 = stablehlo.multiply %1, %arg1 : tensor<1x2xf32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %6 = stablehlo.add %2, %5 : tensor<1x2xf32>
      sdy.return %6 : tensor<1x2xf32>
    } : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
})";
  // CompileOptionsProto{executable_build_options{num_partitions: 2,
  // use_spmd_partitioning: true}}.
  const std::string options("\x1a\x04\x28\x02\x30\x01", 6);
  PJRT_LoadedExecutable* executable = nullptr;
  ASSERT_EQ(Compile(kShardMap, &executable, options), "");
  PJRT_Buffer* row0 = FromHost({1, 2}, {1, 2}, devices_[0]);
  PJRT_Buffer* row1 = FromHost({3, 4}, {1, 2}, devices_[1]);
  std::vector<std::vector<PJRT_Buffer*>> outputs;
  ASSERT_EQ(Execute(executable, {{row0}, {row1}}, 1, &outputs), "");
  // (row0 + row1) * row_p + p.
  EXPECT_EQ(ToHost(outputs[0][0]), (std::vector<float>{4, 12}));
  EXPECT_EQ(ToHost(outputs[1][0]), (std::vector<float>{13, 25}));

  // A value every device holds whole is split by the computation's
  // in_sharding: device p takes row p.
  constexpr char kSplitting[] = R"(
module @jit_split attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2xf32>) {
      %1 = stablehlo.add %arg1, %arg1 : tensor<1x2xf32>
      sdy.return %1 : tensor<1x2xf32>
    } : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
})";
  ASSERT_EQ(Compile(kSplitting, &executable, options), "");
  PJRT_Buffer* whole0 = FromHost({1, 2, 3, 4}, {2, 2}, devices_[0]);
  PJRT_Buffer* whole1 = FromHost({1, 2, 3, 4}, {2, 2}, devices_[1]);
  ASSERT_EQ(Execute(executable, {{whole0}, {whole1}}, 1, &outputs), "");
  EXPECT_EQ(ToHost(outputs[0][0]), (std::vector<float>{2, 4}));
  EXPECT_EQ(ToHost(outputs[1][0]), (std::vector<float>{6, 8}));

  // A sharded value used outside the manual computation needs SPMD
  // partitioning: refused with the reason.
  constexpr char kAutoSharded[] = R"(
module @jit_auto attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func public @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> tensor<2x2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
})";
  std::string error = Compile(kAutoSharded, &executable, options);
  EXPECT_NE(error.find("SPMD partitioning"), std::string::npos) << error;
}

TEST_F(PjrtPluginTest, SerializedExecutablesRunAfterLoading) {
  PJRT_LoadedExecutable* executable = nullptr;
  ASSERT_EQ(Compile(kAddMultiply, &executable), "");
  auto get = Make<PJRT_LoadedExecutable_GetExecutable_Args>();
  get.loaded_executable = executable;
  ASSERT_EQ(Message(api_->PJRT_LoadedExecutable_GetExecutable(&get)), "");
  auto serialize = Make<PJRT_Executable_Serialize_Args>();
  serialize.executable = get.executable;
  ASSERT_EQ(Message(api_->PJRT_Executable_Serialize(&serialize)), "");
  std::string bytes(serialize.serialized_bytes, serialize.serialized_bytes_size);
  serialize.serialized_executable_deleter(serialize.serialized_executable);
  auto destroy = Make<PJRT_Executable_Destroy_Args>();
  destroy.executable = get.executable;
  api_->PJRT_Executable_Destroy(&destroy);

  auto load = Make<PJRT_Executable_DeserializeAndLoad_Args>();
  load.client = client_;
  load.serialized_executable = bytes.data();
  load.serialized_executable_size = bytes.size();
  ASSERT_EQ(Message(api_->PJRT_Executable_DeserializeAndLoad(&load)), "");
  executables_.push_back(load.loaded_executable);
  PJRT_Buffer* a = FromHost({1, 2, 3, 4}, {2, 2});
  PJRT_Buffer* b = FromHost({1, 1, 1, 1}, {2, 2});
  std::vector<std::vector<PJRT_Buffer*>> outputs;
  ASSERT_EQ(Execute(load.loaded_executable, {{a, b}}, 2, &outputs), "");
  EXPECT_EQ(ToHost(outputs[0][0]), (std::vector<float>{2, 3, 4, 5}));

  // Corrupt bytes are an error, not a crash.
  std::string corrupt = bytes.substr(0, bytes.size() / 2);
  load.serialized_executable = corrupt.data();
  load.serialized_executable_size = corrupt.size();
  PJRT_Error* error = api_->PJRT_Executable_DeserializeAndLoad(&load);
  ASSERT_NE(error, nullptr);
  Message(error);
}

TEST_F(PjrtPluginTest, ErrorsCarryCodesAndMessages) {
  PJRT_LoadedExecutable* executable = nullptr;
  std::string error = Compile("module { func.func @main( }", &executable);
  EXPECT_NE(error.find("the program JAX compiled"), std::string::npos) << error;

  ASSERT_EQ(Compile(kAddMultiply, &executable), "");
  PJRT_Buffer* a = FromHost({1, 2, 3, 4}, {2, 2});
  std::vector<std::vector<PJRT_Buffer*>> outputs;
  error = Execute(executable, {{a}}, 2, &outputs);
  EXPECT_NE(error.find("1 arguments for 2 parameters"), std::string::npos) << error;

  auto lookup = Make<PJRT_Client_LookupDevice_Args>();
  lookup.client = client_;
  lookup.id = 7;
  PJRT_Error* lookup_error = api_->PJRT_Client_LookupDevice(&lookup);
  ASSERT_NE(lookup_error, nullptr);
  EXPECT_EQ(Code(lookup_error), PJRT_Error_Code_INVALID_ARGUMENT);
  Message(lookup_error);

  // Options and program must agree on the partition count.
  const std::string partitioned("\x1a\x02\x28\x02", 4);  // num_partitions: 2
  error = Compile(kAddMultiply, &executable, partitioned);
  EXPECT_NE(error.find("the compile options say 2 partitions, the program 1"), std::string::npos)
      << error;
}

}  // namespace
