#include "axle/pjrt/executable_metadata.h"

#include <cctype>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"

namespace xla::pjrt {
namespace {

constexpr absl::string_view kMagic = "AXLE-PJRT-EXECUTABLE";
constexpr uint32_t kFormatVersion = 1;

// The parameter numbers a header attribute names: each "(N" of
// input_output_alias's "{ {0}: (1, {}) }" or buffer_donor's "{ (0, {}) }".
void MarkParameters(absl::string_view text, std::vector<bool>& donated) {
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '(') continue;
    size_t j = i + 1;
    while (j < text.size() && text[j] == ' ') ++j;
    int64_t number = 0;
    bool digits = false;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) {
      number = number * 10 + (text[j++] - '0');
      digits = true;
      if (number > (1 << 30)) break;
    }
    if (digits && number < static_cast<int64_t>(donated.size())) donated[number] = true;
  }
}

class Writer {
 public:
  void U64(uint64_t value) { bytes_.append(reinterpret_cast<const char*>(&value), sizeof(value)); }
  void Bytes(absl::string_view text) {
    U64(text.size());
    bytes_.append(text.data(), text.size());
  }
  std::string Take() { return std::move(bytes_); }

 private:
  std::string bytes_;
};

class Reader {
 public:
  explicit Reader(absl::string_view bytes) : bytes_(bytes) {}
  absl::StatusOr<uint64_t> U64() {
    if (bytes_.size() - position_ < sizeof(uint64_t)) return Truncated();
    uint64_t value;
    std::memcpy(&value, bytes_.data() + position_, sizeof(value));
    position_ += sizeof(value);
    return value;
  }
  absl::StatusOr<absl::string_view> Bytes() {
    ASSIGN_OR_RETURN(uint64_t size, U64());
    if (size > bytes_.size() - position_) return Truncated();
    absl::string_view text = bytes_.substr(position_, size);
    position_ += size;
    return text;
  }
  // A count that cannot exceed the bytes left (every element takes 8).
  absl::StatusOr<uint64_t> Count() {
    ASSIGN_OR_RETURN(uint64_t count, U64());
    if (count > (bytes_.size() - position_) / sizeof(uint64_t)) return Truncated();
    return count;
  }

 private:
  absl::Status Truncated() const {
    return absl::InvalidArgumentError(absl::StrCat(
        "PJRT_Executable_DeserializeAndLoad: the serialised executable is truncated at byte ",
        position_));
  }
  absl::string_view bytes_;
  size_t position_ = 0;
};

}  // namespace

absl::StatusOr<ProgramMetadata> ReadProgramMetadata(const HloModule& module) {
  ProgramMetadata metadata;
  metadata.donated_parameters.assign(module.entry_computation()->num_parameters(), false);
  for (const auto& [key, value] : module.config().verbatim_attributes) {
    if (key == "input_output_alias" || key == "buffer_donor") {
      MarkParameters(value, metadata.donated_parameters);
    }
  }
  return metadata;
}

absl::Status DescribeOutputs(CompiledProgram& program) {
  static const std::string kDeviceMemory = "device";
  program.name = program.executable->module().name();
  const Shape& result = program.executable->program_shape().result();
  program.result_is_tuple = result.IsTuple();
  program.output_shapes.clear();
  if (result.IsTuple()) {
    program.output_shapes = result.tuple_shapes();
  } else {
    program.output_shapes.push_back(result);
  }
  program.output_types.clear();
  program.output_dims.clear();
  program.output_dim_sizes.clear();
  program.output_memory_kinds.clear();
  program.output_memory_kind_sizes.clear();
  for (const Shape& shape : program.output_shapes) {
    if (shape.IsTuple()) {
      return absl::UnimplementedError(
          absl::StrCat("PJRT_Client_Compile: the program returns a nested tuple ", shape.ToString(),
                       "; JAX programs return arrays"));
    }
    ASSIGN_OR_RETURN(PJRT_Buffer_Type type, ToPjrtType(shape.element_type()));
    program.output_types.push_back(type);
    program.output_dims.insert(program.output_dims.end(), shape.dimensions().begin(),
                               shape.dimensions().end());
    program.output_dim_sizes.push_back(shape.dimensions().size());
    program.output_memory_kinds.push_back(kDeviceMemory.c_str());
    program.output_memory_kind_sizes.push_back(kDeviceMemory.size());
  }
  return absl::OkStatus();
}

absl::StatusOr<std::string> SerializeProgram(const CompiledProgram& program) {
  ASSIGN_OR_RETURN(std::string executable, program.compiler->Export(*program.executable));
  Writer writer;
  writer.Bytes(kMagic);
  writer.U64(kFormatVersion);
  writer.U64(program.num_replicas);
  writer.U64(program.num_partitions);
  writer.U64(program.replica_devices.size());
  for (int device : program.replica_devices) writer.U64(device);
  writer.U64(program.donated_parameters.size());
  for (bool donated : program.donated_parameters) writer.U64(donated ? 1 : 0);
  writer.Bytes(program.fingerprint);
  writer.Bytes(program.source_program);
  writer.Bytes(executable);
  return writer.Take();
}

absl::StatusOr<std::shared_ptr<CompiledProgram>> DeserializeProgram(absl::string_view bytes,
                                                                    Compiler& compiler) {
  Reader reader(bytes);
  absl::StatusOr<absl::string_view> magic = reader.Bytes();
  if (!magic.ok() || *magic != kMagic) {
    return absl::FailedPreconditionError(
        "PJRT_Executable_DeserializeAndLoad: the bytes are not an executable Axle's PJRT "
        "plugin serialised");
  }
  ASSIGN_OR_RETURN(uint64_t version, reader.U64());
  if (version != kFormatVersion) {
    return absl::FailedPreconditionError(
        absl::StrCat("PJRT_Executable_DeserializeAndLoad: serialised format version ", version,
                     "; this plugin reads version ", kFormatVersion));
  }
  auto program = std::make_shared<CompiledProgram>();
  program->compiler = &compiler;
  ASSIGN_OR_RETURN(uint64_t replicas, reader.U64());
  ASSIGN_OR_RETURN(uint64_t partitions, reader.U64());
  program->num_replicas = static_cast<int64_t>(replicas);
  program->num_partitions = static_cast<int64_t>(partitions);
  ASSIGN_OR_RETURN(uint64_t devices, reader.Count());
  for (uint64_t i = 0; i < devices; ++i) {
    ASSIGN_OR_RETURN(uint64_t device, reader.U64());
    program->replica_devices.push_back(static_cast<int>(device));
  }
  ASSIGN_OR_RETURN(uint64_t parameters, reader.Count());
  for (uint64_t i = 0; i < parameters; ++i) {
    ASSIGN_OR_RETURN(uint64_t donated, reader.U64());
    program->donated_parameters.push_back(donated != 0);
  }
  ASSIGN_OR_RETURN(absl::string_view fingerprint, reader.Bytes());
  program->fingerprint = std::string(fingerprint);
  ASSIGN_OR_RETURN(absl::string_view source_program, reader.Bytes());
  program->source_program = std::string(source_program);
  ASSIGN_OR_RETURN(absl::string_view executable, reader.Bytes());
  if (static_cast<int64_t>(program->replica_devices.size()) !=
      program->num_replicas * program->num_partitions) {
    return absl::InvalidArgumentError(
        "PJRT_Executable_DeserializeAndLoad: the device list does not match the replica and "
        "partition counts");
  }
  CompileOptions options;
  ASSIGN_OR_RETURN(program->executable, compiler.Load(executable, options));
  RETURN_IF_ERROR(DescribeOutputs(*program));
  return program;
}

}  // namespace xla::pjrt
