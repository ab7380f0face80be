// The C++ header of an ahead-of-time compiled program: a class in the style
// of tfcompile's (constructor with an AllocMode, set_argN_data, typed argN
// and resultN accessors, named arg_<name> accessors, Run() and error_msg(),
// static sizes and the program shape) that calls the object's entry point.
// The header includes only the C++ standard library and
// axle/aot_runtime/run_context.h, and compiles as C++17 and C++20.
#ifndef AXLE_BACKENDS_CPU_AOT_AOT_HEADER_H_
#define AXLE_BACKENDS_CPU_AOT_AOT_HEADER_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/cpu/aot/aot_metadata.h"

namespace xla::cpu {

// The header text for `metadata`'s program as class `cpp_class` ("ns::Name")
// calling `entry_point`. InvalidArgument for a malformed class name or an
// element type with no C++ storage type.
absl::StatusOr<std::string> GenerateAotHeader(const AotMetadata& metadata,
                                              absl::string_view cpp_class,
                                              absl::string_view entry_point);

// The C++ type an element of `type` is read and written as in the header
// ("float", "std::int32_t", "bool", "std::uint16_t" for f16/bf16,
// "std::complex<float>"...); empty for types that are not arrays.
std::string AotElementType(PrimitiveType type);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_AOT_AOT_HEADER_H_
