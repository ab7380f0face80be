#include "axle/runtime/local_client.h"

#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// What Compile and Load both do with the build options before making an
// executable: the device ordinal must name a device, and the custom-call
// libraries the options name are loaded.
absl::Status CheckDeviceAndLoadLibraries(const LocalClient& client,
                                         const ExecutableBuildOptions& options,
                                         absl::string_view what) {
  const int ordinal = options.device_ordinal();
  if (ordinal != -1 && !client.device_ordinal_supported(ordinal)) {
    const int count = client.device_count();
    return InvalidArgument(what, ": device ordinal ", ordinal, " is out of range: the ",
                           client.platform()->Name(), " platform has ", count,
                           count == 1 ? " device" : " devices");
  }
  for (const std::string& library : options.custom_call_libraries()) {
    RETURN_IF_ERROR(AddContext(LoadCustomCallLibrary(library), what));
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<std::unique_ptr<LocalExecutable>>> LocalClient::Compile(
    const XlaComputation& computation, absl::Span<const Shape* const> argument_layouts,
    const ExecutableBuildOptions& options) {
  if (computation.IsNull()) return InvalidArgument("Compile: the computation is null");
  if (options.num_partitions() != 1) {
    return Unimplemented("Compile: only one partition is supported, got ",
                         options.num_partitions());
  }
  RETURN_IF_ERROR(CheckDeviceAndLoadLibraries(*this, options, "Compile"));
  ASSIGN_OR_RETURN(ProgramShape program_shape, computation.GetProgramShape());
  if (static_cast<int>(argument_layouts.size()) != program_shape.parameters_size()) {
    return InvalidArgument("Compile: computation ", computation.name(), " takes ",
                           program_shape.parameters_size(), " arguments ",
                           program_shape.ToString(), " but ", argument_layouts.size(),
                           " argument layouts were given");
  }
  CompileOptions compile_options;
  compile_options.num_replicas = options.num_replicas();
  compile_options.backend_optimization_level =
      options.debug_options().xla_backend_optimization_level();
  compile_options.max_while_iterations = options.debug_options().xla_max_while_iterations();
  compile_options.memory_limit_bytes = options.memory_limit_bytes();
  compile_options.profile = options.debug_options().xla_hlo_profile();
  compile_options.compile_cache_dir = options.debug_options().xla_compile_cache_dir();
  compile_options.flush_denormals = options.debug_options().xla_cpu_flush_denormals();
  compile_options.plain_complex_arithmetic =
      options.debug_options().xla_cpu_plain_complex_arithmetic();
  for (int i = 0; i < program_shape.parameters_size(); ++i) {
    if (argument_layouts[i] == nullptr) {
      return InvalidArgument("Compile: argument layout ", i, " is null");
    }
    compile_options.argument_layouts.push_back(*argument_layouts[i]);
  }
  if (options.result_layout() != nullptr) compile_options.result_layout = *options.result_layout();
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, computation.CloneModule());
  absl::StatusOr<std::unique_ptr<Executable>> executable =
      platform()->compiler()->Compile(std::move(module), compile_options);
  if (!executable.ok()) return AddContext(executable.status(), "Compile");
  std::vector<std::unique_ptr<LocalExecutable>> executables;
  executables.push_back(
      std::make_unique<LocalExecutable>(*std::move(executable), options, host_queues()));
  return executables;
}

absl::StatusOr<std::string> LocalClient::SerializeExecutable(const LocalExecutable& executable) {
  absl::StatusOr<std::string> bytes = platform()->compiler()->Export(*executable.executable());
  if (!bytes.ok()) return AddContext(bytes.status(), "SerializeExecutable");
  return bytes;
}

absl::StatusOr<std::unique_ptr<LocalExecutable>> LocalClient::Load(
    absl::string_view serialized, const ExecutableBuildOptions& options) {
  RETURN_IF_ERROR(CheckDeviceAndLoadLibraries(*this, options, "Load"));
  CompileOptions compile_options;
  compile_options.memory_limit_bytes = options.memory_limit_bytes();
  absl::StatusOr<std::unique_ptr<Executable>> executable =
      platform()->compiler()->Load(serialized, compile_options);
  if (!executable.ok()) return AddContext(executable.status(), "Load");
  return std::make_unique<LocalExecutable>(*std::move(executable), options, host_queues());
}

absl::StatusOr<ScopedShapedBuffer> LocalClient::LiteralToShapedBuffer(const LiteralSlice& literal,
                                                                      int device_ordinal) {
  if (device_ordinal != -1 && !device_ordinal_supported(device_ordinal)) {
    return InvalidArgument("LiteralToShapedBuffer: device ordinal ", device_ordinal,
                           " is out of range");
  }
  return ScopedShapedBuffer(literal.Clone(), device_ordinal == -1 ? 0 : device_ordinal);
}

absl::Status LocalClient::TransferToInfeedLocal(const LiteralSlice& literal, int device_ordinal) {
  if (!device_ordinal_supported(device_ordinal)) {
    return InvalidArgument("TransferToInfeedLocal: device ordinal ", device_ordinal,
                           " is out of range");
  }
  return TransferToInfeed(literal, device_ordinal);
}

absl::Status LocalClient::TransferFromOutfeedLocal(int device_ordinal,
                                                   MutableBorrowingLiteral literal) {
  if (!device_ordinal_supported(device_ordinal)) {
    return InvalidArgument("TransferFromOutfeedLocal: device ordinal ", device_ordinal,
                           " is out of range");
  }
  if (literal.get() == nullptr) return InvalidArgument("TransferFromOutfeedLocal: null literal");
  const Shape shape = literal->shape();
  ASSIGN_OR_RETURN(*literal, TransferFromOutfeed(&shape, device_ordinal));
  return absl::OkStatus();
}

absl::StatusOr<Literal> LocalClient::ShapedBufferToLiteral(const ShapedBuffer& shaped_buffer) {
  return shaped_buffer.literal().Clone();
}

}  // namespace xla
