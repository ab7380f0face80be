// PJRT_Client_Compile, PJRT_Executable_*, PJRT_LoadedExecutable_* (Execute
// included) and executable serialisation: the StableHLO JAX sends is read by
// Axle's StableHLO reader and compiled by the cpu backend; replicas run as
// the backend's threads, one per device of the assignment.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/passes/partitions_as_replicas.h"
#include "axle/pjrt/compile_options.h"
#include "axle/pjrt/executable_metadata.h"
#include "axle/pjrt/pjrt_entry_points.h"
#include "axle/pjrt/pjrt_status.h"
#include "axle/shape/layout_util.h"
#include "axle/stablehlo/module_reader.h"

namespace xla::pjrt {
namespace {

// An executable handle of the client for `program`.
PJRT_LoadedExecutable* Load(PJRT_Client* client, std::shared_ptr<CompiledProgram> program) {
  auto* loaded = new PJRT_LoadedExecutable;
  loaded->client = client;
  for (int id : program->replica_devices) {
    loaded->addressable_devices.push_back(client->LookupDevice(id));
  }
  loaded->program = std::move(program);
  return loaded;
}

// The device of each run: replica r on assignment[r][0], or, for a
// partitioned program (one replica), partition p on assignment[0][p].
absl::StatusOr<std::vector<int>> RunDevices(const PJRT_Client& client,
                                            const PjrtCompileOptions& options) {
  std::vector<int> devices;
  int64_t runs = options.num_replicas * options.num_partitions;
  for (int64_t run = 0; run < runs; ++run) {
    int64_t id = run;
    if (!options.device_assignment.empty()) {
      id = options.num_partitions > 1 ? options.device_assignment[0][run]
                                      : options.device_assignment[run][0];
    }
    if (client.LookupDevice(static_cast<int>(id)) == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat(
          "PJRT_Client_Compile: the program runs on device ", id, ", but the client has ",
          client.device_list.size(), " devices (set the device count, e.g. jax_num_cpu_devices)"));
    }
    devices.push_back(static_cast<int>(id));
  }
  return devices;
}

absl::StatusOr<std::unique_ptr<HloModule>> ReadProgram(const PJRT_Program& program) {
  absl::string_view format(program.format, program.format_size);
  std::string_view code(program.code, program.code_size);
  if (format == "mlir") return ParseStableHloModule(code, "the program JAX compiled");
  return absl::InvalidArgumentError(absl::StrCat(
      "PJRT_Client_Compile: program format '", format,
      "' is not supported; Axle compiles StableHLO (format 'mlir', text or portable artifact)"));
}

// jaxlib's host-callback targets (jax.debug.print, pure_callback,
// io_callback) call back into its own Python client, which a plugin cannot
// reach.
absl::Status CheckNoHostCallbacks(const HloModule& module) {
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kCustomCall) continue;
      const std::string& target = instruction->attributes().custom_call_target;
      if (target == "xla_ffi_python_cpu_callback" || target == "xla_python_cpu_callback" ||
          target == "xla_ffi_partitioned_python_cpu_callback") {
        return absl::UnimplementedError(absl::StrCat(
            "PJRT_Client_Compile: the program calls back into Python (", target,
            ": jax.debug.print, jax.pure_callback or io_callback), which Axle's plugin does "
            "not support yet"));
      }
    }
  }
  return absl::OkStatus();
}

std::string Fingerprint(std::string_view code, std::string_view options) {
  size_t hash = std::hash<std::string_view>()(code) * 31 + std::hash<std::string_view>()(options);
  return absl::StrFormat("axle-%016x", hash);
}

}  // namespace

PJRT_Error* ClientCompile(PJRT_Client_Compile_Args* args) {
  return Guarded("PJRT_Client_Compile", [&]() -> absl::Status {
    RETURN_IF_NULL(args->program, "PJRT_Client_Compile", "program");
    ASSIGN_OR_RETURN(
        PjrtCompileOptions options,
        ParseCompileOptions(absl::string_view(args->compile_options, args->compile_options_size)));
    if (options.num_partitions > 1 && options.num_replicas > 1) {
      return absl::UnimplementedError(absl::StrCat(
          "PJRT_Client_Compile: ", options.num_replicas, " replicas of ", options.num_partitions,
          " partitions each; Axle runs either replicas or partitions"));
    }
    ASSIGN_OR_RETURN(std::vector<int> devices, RunDevices(*args->client, options));
    ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ReadProgram(*args->program));
    RETURN_IF_ERROR(CheckNoHostCallbacks(*module));
    ASSIGN_OR_RETURN(ProgramMetadata metadata, ReadProgramMetadata(*module));
    if (module->config().num_partitions != options.num_partitions) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_Client_Compile: the compile options say ", options.num_partitions,
                       " partitions, the program ", module->config().num_partitions));
    }
    // A partitioned program was read as the program of one device; its
    // partitions run as the backend's replicas.
    RETURN_IF_ERROR(PartitionsAsReplicas().Run(module.get()).status());
    CompileOptions compile_options;
    compile_options.num_replicas = static_cast<int64_t>(devices.size());
    // JAX users see XLA:CPU's numerics: subnormals flushed to zero, complex
    // multiply and power by the plain formulas.
    compile_options.flush_denormals = true;
    compile_options.plain_complex_arithmetic = true;
    ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                     args->client->compiler->Compile(std::move(module), compile_options));
    auto program = std::make_shared<CompiledProgram>();
    program->executable = std::move(executable);
    program->compiler = args->client->compiler;
    program->num_replicas = options.num_replicas;
    program->num_partitions = options.num_partitions;
    program->replica_devices = std::move(devices);
    program->donated_parameters = std::move(metadata.donated_parameters);
    program->source_program.assign(args->program->code, args->program->code_size);
    program->fingerprint =
        Fingerprint(std::string_view(args->program->code, args->program->code_size),
                    std::string_view(args->compile_options, args->compile_options_size));
    RETURN_IF_ERROR(DescribeOutputs(*program));
    args->executable = Load(args->client, std::move(program));
    return absl::OkStatus();
  });
}

// Executables.

PJRT_Error* ExecutableDestroy(PJRT_Executable_Destroy_Args* args) {
  delete args->executable;
  return nullptr;
}

PJRT_Error* ExecutableName(PJRT_Executable_Name_Args* args) {
  SetString(args->executable->program->name, &args->executable_name, &args->executable_name_size);
  return nullptr;
}

PJRT_Error* ExecutableNumReplicas(PJRT_Executable_NumReplicas_Args* args) {
  args->num_replicas = args->executable->program->num_replicas;
  return nullptr;
}

PJRT_Error* ExecutableNumPartitions(PJRT_Executable_NumPartitions_Args* args) {
  args->num_partitions = args->executable->program->num_partitions;
  return nullptr;
}

PJRT_Error* ExecutableNumOutputs(PJRT_Executable_NumOutputs_Args* args) {
  args->num_outputs = args->executable->program->output_shapes.size();
  return nullptr;
}

PJRT_Error* ExecutableSizeOfGeneratedCodeInBytes(
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args* args) {
  args->size_in_bytes = 0;
  return nullptr;
}

PJRT_Error* ExecutableFingerprint(PJRT_Executable_Fingerprint_Args* args) {
  SetString(args->executable->program->fingerprint, &args->executable_fingerprint,
            &args->executable_fingerprint_size);
  return nullptr;
}

PJRT_Error* ExecutableGetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args* args) {
  args->num_properties = 0;
  args->properties = nullptr;
  return nullptr;
}

PJRT_Error* ExecutableOutputElementTypes(PJRT_Executable_OutputElementTypes_Args* args) {
  CompiledProgram& program = *args->executable->program;
  args->output_types = program.output_types.data();
  args->num_output_types = program.output_types.size();
  return nullptr;
}

PJRT_Error* ExecutableOutputDimensions(PJRT_Executable_OutputDimensions_Args* args) {
  CompiledProgram& program = *args->executable->program;
  args->num_outputs = program.output_shapes.size();
  args->dims = program.output_dims.data();
  args->dim_sizes = program.output_dim_sizes.data();
  return nullptr;
}

PJRT_Error* ExecutableOutputMemoryKinds(PJRT_Executable_OutputMemoryKinds_Args* args) {
  CompiledProgram& program = *args->executable->program;
  args->num_outputs = program.output_shapes.size();
  args->memory_kinds = program.output_memory_kinds.data();
  args->memory_kind_sizes = program.output_memory_kind_sizes.data();
  return nullptr;
}

PJRT_Error* ExecutableOptimizedProgram(PJRT_Executable_OptimizedProgram_Args* args) {
  return Guarded("PJRT_Executable_OptimizedProgram", [&]() -> absl::Status {
    RETURN_IF_NULL(args->program, "PJRT_Executable_OptimizedProgram", "program");
    static const std::string kFormat = "mlir";
    const std::string& code = args->executable->program->source_program;
    PJRT_Program& program = *args->program;
    program.format = kFormat.data();
    program.format_size = kFormat.size();
    if (program.code == nullptr) {
      program.code_size = code.size();
      return absl::OkStatus();
    }
    if (program.code_size < code.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_Executable_OptimizedProgram: ", program.code_size, " bytes given, ",
                       code.size(), " needed"));
    }
    std::memcpy(program.code, code.data(), code.size());
    program.code_size = code.size();
    return absl::OkStatus();
  });
}

PJRT_Error* ExecutableGetCompiledMemoryStats(PJRT_Executable_GetCompiledMemoryStats_Args* args) {
  return MakeError(absl::UnimplementedError(
      "PJRT_Executable_GetCompiledMemoryStats: Axle reports no compiled memory statistics"));
}

PJRT_Error* ExecutableSerialize(PJRT_Executable_Serialize_Args* args) {
  return Guarded("PJRT_Executable_Serialize", [&]() -> absl::Status {
    const CompiledProgram& program = *args->executable->program;
    ASSIGN_OR_RETURN(std::string bytes, SerializeProgram(program));
    auto* serialized = new std::string(std::move(bytes));
    args->serialized_bytes = serialized->data();
    args->serialized_bytes_size = serialized->size();
    args->serialized_executable = reinterpret_cast<PJRT_SerializedExecutable*>(serialized);
    args->serialized_executable_deleter = [](PJRT_SerializedExecutable* executable) {
      delete reinterpret_cast<std::string*>(executable);
    };
    return absl::OkStatus();
  });
}

PJRT_Error* ExecutableDeserializeAndLoad(PJRT_Executable_DeserializeAndLoad_Args* args) {
  return Guarded("PJRT_Executable_DeserializeAndLoad", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::shared_ptr<CompiledProgram> program,
                     DeserializeProgram(absl::string_view(args->serialized_executable,
                                                          args->serialized_executable_size),
                                        *args->client->compiler));
    for (int id : program->replica_devices) {
      if (args->client->LookupDevice(id) == nullptr) {
        return absl::FailedPreconditionError(
            absl::StrCat("PJRT_Executable_DeserializeAndLoad: the executable runs on device ", id,
                         ", which this client does not have"));
      }
    }
    args->loaded_executable = Load(args->client, std::move(program));
    return absl::OkStatus();
  });
}

// Loaded executables.

PJRT_Error* LoadedExecutableDestroy(PJRT_LoadedExecutable_Destroy_Args* args) {
  delete args->executable;
  return nullptr;
}

PJRT_Error* LoadedExecutableGetExecutable(PJRT_LoadedExecutable_GetExecutable_Args* args) {
  args->executable = new PJRT_Executable{args->loaded_executable->program};
  return nullptr;
}

PJRT_Error* LoadedExecutableAddressableDevices(
    PJRT_LoadedExecutable_AddressableDevices_Args* args) {
  args->addressable_devices = args->executable->addressable_devices.data();
  args->num_addressable_devices = args->executable->addressable_devices.size();
  return nullptr;
}

PJRT_Error* LoadedExecutableDelete(PJRT_LoadedExecutable_Delete_Args* args) {
  args->executable->deleted = true;
  return nullptr;
}

PJRT_Error* LoadedExecutableIsDeleted(PJRT_LoadedExecutable_IsDeleted_Args* args) {
  args->is_deleted = args->executable->deleted;
  return nullptr;
}

PJRT_Error* LoadedExecutableFingerprint(PJRT_LoadedExecutable_Fingerprint_Args* args) {
  SetString(args->executable->program->fingerprint, &args->executable_fingerprint,
            &args->executable_fingerprint_size);
  return nullptr;
}

namespace {

// The values of one device's argument list, checked.
absl::StatusOr<std::vector<std::shared_ptr<Literal>>> ArgumentValues(PJRT_Buffer* const* buffers,
                                                                     size_t count,
                                                                     size_t device_index) {
  std::vector<std::shared_ptr<Literal>> values;
  for (size_t i = 0; i < count; ++i) {
    PJRT_Buffer* buffer = buffers[i];
    if (buffer == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat("PJRT_LoadedExecutable_Execute: argument ", i,
                                                     " of device ", device_index, " is null"));
    }
    std::lock_guard<std::mutex> lock(buffer->mutex);
    if (buffer->value == nullptr) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_LoadedExecutable_Execute: argument ", i, " of device ", device_index,
                       " has been deleted or donated to an earlier run"));
    }
    values.push_back(buffer->value);
  }
  return values;
}

// Results of one replica as buffers on `device`, a tuple root split into
// its elements.
std::vector<PJRT_Buffer*> OutputBuffers(const CompiledProgram& program, Literal result,
                                        PJRT_Device* device) {
  std::vector<Literal> outputs;
  if (program.result_is_tuple) {
    outputs = result.DecomposeTuple();
  } else {
    outputs.push_back(std::move(result));
  }
  std::vector<PJRT_Buffer*> buffers;
  for (Literal& output : outputs) {
    const Shape& shape = output.shape();
    if (shape.IsArray() &&
        !LayoutUtil::IsMonotonicWithDim0Major(LayoutUtil::LayoutOrDefault(shape))) {
      output = output.Relayout(LayoutUtil::MakeDescendingLayout(shape.rank()));
    }
    buffers.push_back(MakeBuffer(device, std::make_shared<Literal>(std::move(output))));
  }
  return buffers;
}

// After a run, the donated arguments' buffers give up their values (the run
// may have reused them), unless the caller says an argument may not be.
void ConsumeDonatedArguments(const CompiledProgram& program,
                             const PJRT_LoadedExecutable_Execute_Args& args) {
  std::vector<bool> keep(args.num_args, false);
  if (args.options != nullptr) {
    for (size_t i = 0; i < args.options->num_non_donatable_input_indices; ++i) {
      int64_t index = args.options->non_donatable_input_indices[i];
      if (index >= 0 && index < static_cast<int64_t>(keep.size())) keep[index] = true;
    }
  }
  for (size_t device = 0; device < args.num_devices; ++device) {
    for (size_t i = 0; i < args.num_args && i < program.donated_parameters.size(); ++i) {
      if (!program.donated_parameters[i] || keep[i]) continue;
      PJRT_Buffer* buffer = args.argument_lists[device][i];
      std::lock_guard<std::mutex> lock(buffer->mutex);
      buffer->value.reset();
    }
  }
}

}  // namespace

PJRT_Error* LoadedExecutableExecute(PJRT_LoadedExecutable_Execute_Args* args) {
  return Guarded("PJRT_LoadedExecutable_Execute", [&]() -> absl::Status {
    PJRT_LoadedExecutable& loaded = *args->executable;
    if (loaded.deleted) {
      return absl::FailedPreconditionError(
          "PJRT_LoadedExecutable_Execute: the executable has been deleted");
    }
    const CompiledProgram& program = *loaded.program;
    std::vector<PJRT_Device*> devices = loaded.addressable_devices;
    if (args->execute_device != nullptr) {
      if (program.replica_devices.size() != 1 || args->num_devices != 1) {
        return absl::InvalidArgumentError(
            "PJRT_LoadedExecutable_Execute: a program of several replicas or partitions runs on "
            "all its devices at once, not on one chosen device");
      }
      devices = {args->execute_device};
    }
    if (args->num_devices != devices.size()) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_LoadedExecutable_Execute: ", args->num_devices, " argument lists for ",
                       devices.size(), " devices"));
    }
    size_t parameters = program.executable->program_shape().parameters_size();
    if (args->num_args != parameters) {
      return absl::InvalidArgumentError(
          absl::StrCat("PJRT_LoadedExecutable_Execute: ", args->num_args, " arguments for ",
                       parameters, " parameters"));
    }
    // Keep every argument's value alive for the run, whatever the caller does.
    std::vector<std::vector<std::shared_ptr<Literal>>> values;
    std::vector<std::vector<const Literal*>> arguments;
    for (size_t device = 0; device < args->num_devices; ++device) {
      ASSIGN_OR_RETURN(values.emplace_back(),
                       ArgumentValues(args->argument_lists[device], args->num_args, device));
      std::vector<const Literal*>& pointers = arguments.emplace_back();
      for (const auto& value : values.back()) pointers.push_back(value.get());
    }
    std::vector<Literal> results;
    if (arguments.size() == 1) {
      ASSIGN_OR_RETURN(Literal result, program.executable->Execute(arguments[0]));
      results.push_back(std::move(result));
    } else {
      ASSIGN_OR_RETURN(results, program.executable->ExecuteReplicated(arguments));
    }
    ConsumeDonatedArguments(program, *args);
    for (size_t device = 0; device < args->num_devices; ++device) {
      std::vector<PJRT_Buffer*> outputs =
          OutputBuffers(program, std::move(results[device]), devices[device]);
      std::copy(outputs.begin(), outputs.end(), args->output_lists[device]);
      if (args->device_complete_events != nullptr) {
        args->device_complete_events[device] = MakeEvent(EventState::Ready());
      }
    }
    return absl::OkStatus();
  });
}

PJRT_Error* LoadedExecutableGetDeviceAssignment(
    PJRT_LoadedExecutable_GetDeviceAssignment_Args* args) {
  const CompiledProgram& program = *args->executable->program;
  auto* bytes = new std::string(SerializeDeviceAssignment(
      program.num_replicas, program.num_partitions, program.replica_devices));
  args->serialized_bytes = bytes->data();
  args->serialized_bytes_size = bytes->size();
  args->serialized_device_assignment = reinterpret_cast<PJRT_DeviceAssignmentSerialized*>(bytes);
  args->serialized_device_assignment_deleter = [](PJRT_DeviceAssignmentSerialized* assignment) {
    delete reinterpret_cast<std::string*>(assignment);
  };
  return nullptr;
}

}  // namespace xla::pjrt
