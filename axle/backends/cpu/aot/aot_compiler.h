// Ahead-of-time compilation (`axle compile`): an HLO module compiled by the
// CPU backend into a relocatable object file for any LLVM target, plus a
// C++ header declaring a class in the style of tfcompile's that runs it.
//
// The object defines one external function, the entry point
//   extern "C" int32_t ENTRY(void* ctx, void** buffer_table);
// (ctx: an xla::aot::RunContext; buffer_table[i]: allocation i of
// AotMetadata) and leaves the runtime functions it calls (__axle_*) to
// libaxle_aot_runtime.a. Every other symbol is local, so any number of AOT
// objects with distinct entry points link into one program.
//
// Refused (InvalidArgument naming the instruction): what needs the host
// process at run time, i.e. infeed, outfeed, send, recv, collectives and
// custom calls, and dynamic-shaped arguments or results.
#ifndef AXLE_BACKENDS_CPU_AOT_AOT_COMPILER_H_
#define AXLE_BACKENDS_CPU_AOT_AOT_COMPILER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/backends/compiler.h"
#include "axle/backends/cpu/aot/aot_metadata.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/hlo/hlo_module.h"

namespace xla::cpu {

struct AotOptions {
  // The generated class, with namespaces: "foo::bar::MatMulComp".
  std::string cpp_class;
  // The entry function's symbol; empty: DefaultEntryPoint(cpp_class).
  std::string entry_point;
  // Empty triple: the host's. Empty cpu: a portable one for the triple
  // (x86-64-v2 on x86-64; generic-rv64 with +m,+a,+f,+d,+c, i.e. rv64gc and
  // the lp64d ABI, before any given features on riscv64; generic elsewhere).
  // cpu "native": the host's CPU and its features (only for the host's
  // triple).
  ObjectTarget target = {"", "", ""};
  CompileOptions compile;
};

struct AotArtifact {
  std::string object;  // the relocatable object file's bytes
  std::string header;  // the generated C++ header's text
  AotMetadata metadata;
  ObjectTarget target;  // as resolved
  std::string entry_point;
};

absl::StatusOr<AotArtifact> CompileAheadOfTime(std::unique_ptr<HloModule> module,
                                               const AotOptions& options);

// The target an AotOptions::target names, defaults filled in; an unknown
// triple is InvalidArgument.
absl::StatusOr<ObjectTarget> ResolveAotTarget(const ObjectTarget& requested);

// Where a build or install keeps libaxle_aot_runtime.a for `triple` under
// aot-runtime/: "" for the host's triple (or an empty one: the host's
// library is not under aot-runtime/), else its GNU spelling
// <arch>-<os>[-<env>], e.g. "riscv64-linux-gnu" for riscv64-unknown-linux-gnu,
// as scripts/build_aot_runtime_cross.sh names its output.
std::string AotCrossRuntimeDirectory(const std::string& triple);

// "foo::bar::MatMulComp" -> "axle_aot_foo_bar_MatMulComp".
std::string DefaultEntryPoint(absl::string_view cpp_class);

// OK when `cpp_class` is one or more C++ identifiers joined by "::".
absl::Status CheckCppClassName(absl::string_view cpp_class);

// What to put on the link line of a program using the object, besides the
// object itself: nothing, or `runtime_library` (the path of
// libaxle_aot_runtime.a) and -lpthread when it needs threads. An empty
// `runtime_library`: the runtime is linked already (the archive of
// aot_archive.h holds it), so at most -lpthread remains.
std::vector<std::string> AotLinkFlags(const AotMetadata& metadata,
                                      const std::string& runtime_library);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_AOT_AOT_COMPILER_H_
