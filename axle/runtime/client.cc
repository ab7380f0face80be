#include "axle/runtime/client.h"

#include <chrono>

#include "axle/backends/executable.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla {

Client::Client(Platform* platform)
    : platform_(platform),
      // Runs are synchronous: whatever an infeed reads was enqueued before.
      host_queues_(std::make_unique<HostQueues>(HostQueues::Timeout(0))) {}

Client::~Client() = default;

absl::StatusOr<std::unique_ptr<GlobalData>> Client::TransferToServer(
    const LiteralSlice& literal) {
  return std::make_unique<GlobalData>(literal.Clone());
}

namespace {

// A copy of `value` in the layout of `shape_with_layout` (if given), which
// must be compatible with it.
absl::StatusOr<Literal> InLayout(absl::string_view what, const Literal& value,
                                 const Shape* shape_with_layout) {
  if (shape_with_layout == nullptr) return value.Clone();
  if (!ShapeUtil::Compatible(*shape_with_layout, value.shape())) {
    return InvalidArgument(what, ": the requested shape ",
                           ShapeUtil::HumanStringWithLayout(*shape_with_layout),
                           " does not fit the data's shape ",
                           ShapeUtil::HumanString(value.shape()));
  }
  RETURN_IF_ERROR(AddContext(ShapeUtil::ValidateShape(*shape_with_layout), what));
  return value.Relayout(*shape_with_layout);
}

// What compiling for a run with `options` needs from them.
CompileOptions CompileOptionsFor(const ExecutionOptions& options) {
  CompileOptions compile_options;
  compile_options.num_replicas = options.num_replicas();
  if (options.has_shape_with_output_layout()) {
    compile_options.result_layout = options.shape_with_output_layout();
  }
  return compile_options;
}

// Every device handle must name a logical device GetDeviceHandles gives.
absl::Status CheckDeviceHandles(const char* what, const ExecutionOptions& options,
                                const Platform& platform) {
  const int64_t available = platform.VisibleDeviceCount();
  for (const DeviceHandle& device : options.device_handles()) {
    if (device.device_count() < 1 || device.handle() < 0 ||
        device.handle() % device.device_count() != 0 ||
        device.handle() + device.device_count() > available) {
      return InvalidArgument(what, ": device handle ", device.handle(), " (", device.device_count(),
                             " devices) is not a logical device of platform ", platform.Name(),
                             ", which has ", available, " device(s)");
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<DeviceHandle>> Client::GetDeviceHandles(int64_t device_count) {
  if (device_count < 1) {
    return InvalidArgument("GetDeviceHandles: device_count must be at least 1 but is ",
                           device_count);
  }
  const int64_t available = platform_->VisibleDeviceCount();
  if (device_count > available) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "GetDeviceHandles: requested logical device count (", device_count,
        ") exceeds the number of available devices on platform ", platform_->Name(), " (",
        available, ")"));
  }
  std::vector<DeviceHandle> handles;
  for (int64_t first = 0; first + device_count <= available; first += device_count) {
    DeviceHandle& handle = handles.emplace_back();
    handle.set_handle(first);
    handle.set_device_count(device_count);
  }
  return handles;
}

absl::StatusOr<Literal> Client::Transfer(const GlobalData& data, const Shape* shape_with_layout) {
  return InLayout("Transfer", data.value(0), shape_with_layout);
}

absl::StatusOr<std::unique_ptr<GlobalData>> Client::Execute(
    const XlaComputation& computation, absl::Span<GlobalData* const> arguments,
    const ExecutionOptions* execution_options) {
  if (computation.IsNull()) return InvalidArgument("Execute: the computation is null");
  const ExecutionOptions options = execution_options ? *execution_options : ExecutionOptions();
  const CompileOptions compile_options = CompileOptionsFor(options);
  RETURN_IF_ERROR(CheckDeviceHandles("Execute", options, *platform_));
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, computation.CloneModule());
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                   platform_->compiler()->Compile(std::move(module), compile_options));
  return Run(*executable, arguments, options.seed());
}

absl::StatusOr<std::unique_ptr<GlobalData>> Client::Run(Executable& executable,
                                                        absl::Span<GlobalData* const> arguments,
                                                        uint64_t seed) {
  const int64_t replicas = executable.num_replicas();
  std::vector<std::vector<const Literal*>> per_replica(replicas);
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i] == nullptr) return InvalidArgument("Execute: argument ", i, " is null");
    for (int64_t r = 0; r < replicas; ++r) {
      per_replica[r].push_back(
          &arguments[i]->value(arguments[i]->replica_count() == replicas ? r : 0));
    }
  }
  BackendRunOptions run_options;
  if (seed != 0) run_options.rng_seed = seed;
  run_options.host_queues = host_queues_.get();
  ASSIGN_OR_RETURN(std::vector<Literal> results,
                   executable.ExecuteReplicated(per_replica, run_options));
  return std::make_unique<GlobalData>(std::move(results));
}

absl::StatusOr<ExecutionHandle> Client::Compile(const XlaComputation& computation,
                                                absl::Span<const Shape> argument_shapes,
                                                const ExecutionOptions* execution_options) {
  if (computation.IsNull()) return InvalidArgument("Compile: the computation is null");
  ASSIGN_OR_RETURN(ProgramShape program_shape, computation.GetProgramShape());
  if (argument_shapes.size() != program_shape.parameters().size()) {
    return InvalidArgument("Compile: ", argument_shapes.size(), " argument shapes for ",
                           program_shape.parameters().size(), " parameters");
  }
  for (size_t i = 0; i < argument_shapes.size(); ++i) {
    if (!ShapeUtil::Compatible(argument_shapes[i], program_shape.parameters()[i])) {
      return InvalidArgument("Compile: argument shape ", i, " ",
                             ShapeUtil::HumanString(argument_shapes[i]),
                             " does not fit parameter ",
                             ShapeUtil::HumanString(program_shape.parameters()[i]));
    }
  }
  const ExecutionOptions options = execution_options ? *execution_options : ExecutionOptions();
  const CompileOptions compile_options = CompileOptionsFor(options);
  RETURN_IF_ERROR(CheckDeviceHandles("Compile", options, *platform_));
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, computation.CloneModule());
  auto compiled = std::make_shared<Compiled>();
  ASSIGN_OR_RETURN(compiled->executable,
                   platform_->compiler()->Compile(std::move(module), compile_options));
  compiled->seed = options.seed();
  std::lock_guard<std::mutex> lock(compiled_mutex_);
  ExecutionHandle handle;
  handle.set_handle(next_handle_++);
  compiled_[handle.handle()] = std::move(compiled);
  return handle;
}

absl::StatusOr<std::unique_ptr<GlobalData>> Client::Execute(const ExecutionHandle& handle,
                                                            absl::Span<GlobalData* const> arguments,
                                                            ExecutionProfile* execution_profile) {
  std::shared_ptr<Compiled> compiled;
  {
    std::lock_guard<std::mutex> lock(compiled_mutex_);
    auto it = compiled_.find(handle.handle());
    if (it == compiled_.end()) {
      return InvalidArgument("Execute: no computation compiled by this client has handle ",
                             handle.handle());
    }
    compiled = it->second;
  }
  const auto start = std::chrono::steady_clock::now();
  absl::StatusOr<std::unique_ptr<GlobalData>> result =
      Run(*compiled->executable, arguments, compiled->seed);
  if (execution_profile != nullptr) {
    const int64_t ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                           std::chrono::steady_clock::now() - start)
                           .count();
    execution_profile->set_compute_time_ns(ns);
    execution_profile->set_compute_and_transfer_time_ns(ns);
  }
  return result;
}

absl::Status Client::TransferToInfeed(const LiteralSlice& literal, int64_t replica_id) {
  if (replica_id < 0) return InvalidArgument("TransferToInfeed: replica ", replica_id, " < 0");
  host_queues_->EnqueueInfeed(replica_id, literal.Clone());
  return absl::OkStatus();
}

absl::StatusOr<Literal> Client::TransferFromOutfeed(const Shape* shape_with_layout,
                                                    int64_t replica_id) {
  if (replica_id < 0) return InvalidArgument("TransferFromOutfeed: replica ", replica_id, " < 0");
  if (host_queues_->OutfeedSize(replica_id) == 0) {
    return FailedPrecondition("TransferFromOutfeed: replica ", replica_id,
                              " has outfed nothing that was not fetched yet");
  }
  ASSIGN_OR_RETURN(Literal value, host_queues_->DequeueOutfeed(replica_id));
  return InLayout("TransferFromOutfeed", value, shape_with_layout);
}

absl::StatusOr<Literal> Client::ExecuteAndTransfer(const XlaComputation& computation,
                                                   absl::Span<GlobalData* const> arguments,
                                                   const ExecutionOptions* execution_options) {
  ASSIGN_OR_RETURN(std::unique_ptr<GlobalData> data,
                   Execute(computation, arguments, execution_options));
  return Transfer(*data);
}

absl::StatusOr<std::vector<std::unique_ptr<GlobalData>>> Client::DeconstructTuple(
    const GlobalData& data) {
  if (!data.shape().IsTuple()) {
    return InvalidArgument("DeconstructTuple: the data is not a tuple but ",
                           ShapeUtil::HumanString(data.shape()));
  }
  std::vector<std::unique_ptr<GlobalData>> elements;
  for (int64_t i = 0; i < data.value(0).tuple_element_count(); ++i) {
    std::vector<Literal> values;
    for (int64_t r = 0; r < data.replica_count(); ++r) {
      values.push_back(data.value(r).tuple_element(i).Clone());
    }
    elements.push_back(std::make_unique<GlobalData>(std::move(values)));
  }
  return elements;
}

absl::StatusOr<Shape> Client::GetShape(const GlobalData& data) { return data.shape(); }

absl::StatusOr<std::unique_ptr<ProgramShape>> Client::GetComputationShape(
    const XlaComputation& computation) {
  if (computation.IsNull()) return InvalidArgument("GetComputationShape: the computation is null");
  ASSIGN_OR_RETURN(ProgramShape shape, computation.GetProgramShape());
  return std::make_unique<ProgramShape>(std::move(shape));
}

}  // namespace xla
