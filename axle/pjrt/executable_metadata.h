// What the PJRT layer knows of a compiled program beyond the executable:
// the donated parameters (from the module's input_output_alias and
// buffer_donor), the outputs as JAX sees them, and the bytes of
// PJRT_Executable_Serialize (the cpu backend's serialised executable behind
// a small header of the PJRT-level fields).
#ifndef AXLE_PJRT_EXECUTABLE_METADATA_H_
#define AXLE_PJRT_EXECUTABLE_METADATA_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/backends/compiler.h"
#include "axle/hlo/hlo_module.h"
#include "axle/pjrt/pjrt_objects.h"

namespace xla::pjrt {

struct ProgramMetadata {
  std::vector<bool> donated_parameters;  // one per entry parameter
};

absl::StatusOr<ProgramMetadata> ReadProgramMetadata(const HloModule& module);

// Fills the program's name and output fields from its executable.
absl::Status DescribeOutputs(CompiledProgram& program);

absl::StatusOr<std::string> SerializeProgram(const CompiledProgram& program);
// FailedPrecondition for bytes of another format or Axle build; corrupt
// bytes: InvalidArgument.
absl::StatusOr<std::shared_ptr<CompiledProgram>> DeserializeProgram(absl::string_view bytes,
                                                                    Compiler& compiler);

}  // namespace xla::pjrt

#endif  // AXLE_PJRT_EXECUTABLE_METADATA_H_
