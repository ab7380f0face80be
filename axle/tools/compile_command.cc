#include "axle/tools/compile_command.h"

#include <unistd.h>

#include <filesystem>
#include <optional>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/aot/aot_archive.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "axle/base/status_macros.h"
#include "axle/tools/cli_io.h"
#include "axle/tools/module_loader.h"

namespace xla::tools {
namespace {

constexpr char kUsage[] =
    "usage: axle compile MODULE.hlo --cpp_class=ns::Name -o PREFIX [--archive] [flags]\n"
    "       axle compile MODULE.hlo --cpp_class=ns::Name --out_function_object=F.o|F.a\n"
    "                    --out_header=F.h [flags]\n"
    "       axle compile MODULE.hlo --print_link_flags [--archive] [target flags]\n"
    "  Compiles the HLO text module ahead of time (\"-\" reads standard input) into\n"
    "  the object file PREFIX.o (or the static library PREFIX.a) and the C++ header\n"
    "  PREFIX.h declaring class ns::Name (tfcompile's interface: set_argN_data,\n"
    "  argN(i, j), Run(), error_msg(), resultN(i, j) ...). The object needs no JIT,\n"
    "  LLVM or libaxle; the header includes only the C++ standard library and\n"
    "  axle/aot_runtime/run_context.h. The static library holds the object and the\n"
    "  members of libaxle_aot_runtime.a (built for the target) that it needs, so a\n"
    "  program links it alone (plus -lpthread when --print_link_flags says so).\n"
    "\n"
    "flags:\n"
    "  --cpp_class=NAME     the generated class, with namespaces (required to write\n"
    "                       the object or header)\n"
    "  -o PREFIX, --out=PREFIX\n"
    "                       write PREFIX.o (PREFIX.a with --archive) and PREFIX.h\n"
    "  --archive            write the static library instead of the object file\n"
    "  --out_function_object=FILE\n"
    "                       write the object file there; a name ending in .a writes\n"
    "                       the static library (tfcompile's spelling)\n"
    "  --out_header=FILE    write the header there (tfcompile's spelling)\n"
    "  --aot_runtime=FILE   the libaxle_aot_runtime.a built for the target (default:\n"
    "                       the one next to axle, or in ../lib; cross-compiled ones\n"
    "                       in aot-runtime/TRIPLE/ there, e.g.\n"
    "                       aot-runtime/riscv64-linux-gnu/libaxle_aot_runtime.a)\n"
    "  --entry_point=SYM    the object's entry symbol (default: axle_aot_ plus the\n"
    "                       class name with '::' as '_'); distinct entry points let\n"
    "                       several programs link into one binary\n"
    "  --target_triple=T    an LLVM target triple (default: this machine's), e.g.\n"
    "                       aarch64-linux-gnu, riscv64-linux-gnu\n"
    "  --target_cpu=CPU     an LLVM CPU of that target (default: x86-64-v2 on\n"
    "                       x86-64; generic-rv64 with +m,+a,+f,+d,+c (rv64gc, the\n"
    "                       lp64d ABI of Debian's riscv64) on riscv64; generic\n"
    "                       elsewhere; native: this machine's CPU and features)\n"
    "  --target_features=F  LLVM target features, e.g. +avx2,+fma\n"
    "  --opt_level=N        LLVM optimisation level 0..3 (default 2)\n"
    "  --xla_cpu_plain_complex_arithmetic[=true|false]\n"
    "                       complex math with XLA:CPU's plain formulas (as axle run)\n"
    "  --xla_cpu_flush_denormals\n"
    "                       refused: compiled code runs in the calling thread's\n"
    "                       floating-point mode (MXCSR FTZ/DAZ, FPCR.FZ), which the\n"
    "                       worker threads take on too; set it around Run()\n"
    "  --print_link_flags   print, on one line, what a program linking the object\n"
    "                       needs besides it and the C++ standard library: nothing,\n"
    "                       or the path of libaxle_aot_runtime.a (and -lpthread);\n"
    "                       with the static library: nothing or -lpthread\n"
    "  --help               this text\n"
    "\n"
    "exit codes: 0 success; 1 error (unreadable, malformed or invalid module; an\n"
    "instruction that needs the host at run time: infeed, outfeed, send, recv,\n"
    "collectives, custom calls; unknown target or CPU; unwritable output);\n"
    "2 usage error.\n";

struct CompileFlags {
  std::string module_path;
  std::string prefix;           // -o
  std::string object_path;      // --out_function_object
  std::string header_path;      // --out_header
  std::string runtime_library;  // --aot_runtime
  bool archive = false;
  bool print_link_flags = false;
  cpu::AotOptions aot;
};

// libaxle_aot_runtime.a for the target: --aot_runtime, or found next to axle.
absl::StatusOr<std::string> RuntimeLibraryFor(const CompileFlags& flags,
                                              const cpu::AotArtifact& artifact) {
  if (!flags.runtime_library.empty()) return flags.runtime_library;
  std::string searched;
  std::string library = FindAotRuntimeLibrary(artifact.target.triple, &searched);
  if (library.empty()) {
    return absl::NotFoundError(absl::StrCat(
        "the program needs libaxle_aot_runtime.a for ", artifact.target.triple, " (for ",
        absl::StrJoin(artifact.metadata.runtime_symbols, ", "), ") and it is not in ", searched,
        " (name it with --aot_runtime=FILE)"));
  }
  return library;
}

// The static library of the object and the runtime members it needs.
absl::StatusOr<std::string> ArchiveFor(const CompileFlags& flags,
                                       const cpu::AotArtifact& artifact) {
  std::string runtime_name;
  std::string runtime;
  if (!artifact.metadata.runtime_symbols.empty()) {
    ASSIGN_OR_RETURN(runtime_name, RuntimeLibraryFor(flags, artifact));
    ASSIGN_OR_RETURN(runtime, ReadInputFile(runtime_name));
  }
  std::string member = flags.object_path.empty()
                           ? std::filesystem::path(flags.prefix).filename().string()
                           : std::filesystem::path(flags.object_path).stem().string();
  ASSIGN_OR_RETURN(cpu::AotArchive archive,
                   cpu::BuildAotArchive(artifact.object, member + ".o", runtime, runtime_name));
  return std::move(archive.bytes);
}

int UsageError(std::ostream& err, absl::string_view message) {
  err << "axle compile: " << message << "\n" << kUsage;
  return 2;
}

absl::StatusOr<std::string> Compile(const CompileFlags& flags) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, LoadHloModule(flags.module_path));
  cpu::AotOptions aot = flags.aot;
  if (aot.cpp_class.empty()) aot.cpp_class = "AxleProgram";  // --print_link_flags alone
  ASSIGN_OR_RETURN(cpu::AotArtifact artifact, cpu::CompileAheadOfTime(std::move(module), aot));
  if (!flags.object_path.empty()) {
    if (flags.archive) {
      ASSIGN_OR_RETURN(std::string archive, ArchiveFor(flags, artifact));
      RETURN_IF_ERROR(WriteOutputFile(flags.object_path, archive));
    } else {
      RETURN_IF_ERROR(WriteOutputFile(flags.object_path, artifact.object));
    }
  }
  if (!flags.header_path.empty()) {
    RETURN_IF_ERROR(WriteOutputFile(flags.header_path, artifact.header));
  }
  if (!flags.print_link_flags) return std::string();
  std::string library;
  if (!flags.archive && !artifact.metadata.runtime_symbols.empty()) {
    ASSIGN_OR_RETURN(library, RuntimeLibraryFor(flags, artifact));
  }
  return absl::StrCat(absl::StrJoin(cpu::AotLinkFlags(artifact.metadata, library), " "), "\n");
}

}  // namespace

std::string FindAotRuntimeLibrary(const std::string& triple, std::string* searched) {
  namespace fs = std::filesystem;
  std::error_code error;
  fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) return "";
  const std::string cross = cpu::AotCrossRuntimeDirectory(triple);
  std::vector<fs::path> candidates;
  for (const fs::path& dir : {self.parent_path(), self.parent_path().parent_path() / "lib"}) {
    candidates.push_back((cross.empty() ? dir : dir / "aot-runtime" / cross) /
                         "libaxle_aot_runtime.a");
  }
  std::vector<std::string> names;
  for (const fs::path& candidate : candidates) {
    if (fs::exists(candidate, error)) return fs::weakly_canonical(candidate, error).string();
    names.push_back(candidate.string());
  }
  if (searched != nullptr) *searched = absl::StrJoin(names, " or ");
  return "";
}

int RunCompileCommand(const std::vector<std::string>& args, std::ostream& out,
                      std::ostream& err) {
  CompileFlags flags;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-" || !absl::StartsWith(arg, "-")) {
      if (!flags.module_path.empty()) return UsageError(err, "more than one module: " + arg);
      flags.module_path = arg;
      continue;
    }
    if (arg == "-o") {
      if (i + 1 == args.size()) return UsageError(err, "-o needs a PREFIX");
      flags.prefix = args[++i];
      continue;
    }
    auto [name, value, has_value] = SplitFlag(arg);
    if (name == "--help" || name == "-h") {
      out << kUsage;
      return 0;
    }
    if (name == "--print_link_flags" || name == "--archive") {
      if (has_value) return UsageError(err, name + " takes no value");
      (name == "--archive" ? flags.archive : flags.print_link_flags) = true;
      continue;
    }
    if (name == "--xla_cpu_plain_complex_arithmetic" || name == "--xla_cpu_flush_denormals") {
      bool on = true;
      if (has_value && !absl::SimpleAtob(value, &on)) {
        return UsageError(err, name + " needs true or false, got \"" + value + "\"");
      }
      if (name == "--xla_cpu_flush_denormals" && on) {
        // Generated code runs in the caller's thread and mode (thread_pool.h
        // hands it to the workers): the program decides, not the compiler.
        return UsageError(err,
                          "--xla_cpu_flush_denormals does not apply ahead of time: the code "
                          "runs in the calling thread's floating-point mode; set MXCSR's FTZ "
                          "and DAZ bits (FPCR.FZ on aarch64) around Run() to flush");
      }
      flags.aot.compile.plain_complex_arithmetic = on;
      continue;
    }
    if (!has_value) return UsageError(err, "flag " + name + " needs a value: " + name + "=...");
    if (name == "--cpp_class") {
      flags.aot.cpp_class = value;
    } else if (name == "--out") {
      flags.prefix = value;
    } else if (name == "--out_function_object") {
      flags.object_path = value;
    } else if (name == "--out_header") {
      flags.header_path = value;
    } else if (name == "--aot_runtime") {
      flags.runtime_library = value;
    } else if (name == "--entry_point") {
      flags.aot.entry_point = value;
    } else if (name == "--target_triple") {
      flags.aot.target.triple = value;
    } else if (name == "--target_cpu") {
      flags.aot.target.cpu = value;
    } else if (name == "--target_features") {
      flags.aot.target.features = value;
    } else if (name == "--opt_level") {
      int level = 0;
      if (!absl::SimpleAtoi(value, &level) || level < 0 || level > 3) {
        return UsageError(err, "--opt_level needs 0, 1, 2 or 3, got \"" + value + "\"");
      }
      flags.aot.compile.backend_optimization_level = level;
    } else {
      return UsageError(err, "unknown flag " + name);
    }
  }
  if (flags.module_path.empty()) return UsageError(err, "no module given");
  if (!flags.prefix.empty()) {
    if (!flags.object_path.empty() || !flags.header_path.empty()) {
      return UsageError(err, "-o PREFIX names both outputs: give it or --out_function_object/"
                             "--out_header, not both");
    }
    flags.object_path = flags.prefix + (flags.archive ? ".a" : ".o");
    flags.header_path = flags.prefix + ".h";
  } else if (absl::EndsWith(flags.object_path, ".a")) {
    flags.archive = true;
  }
  if (flags.object_path.empty() && flags.header_path.empty() && !flags.print_link_flags) {
    return UsageError(err,
                      "say where to write: -o PREFIX, --out_function_object=FILE, "
                      "--out_header=FILE (or --print_link_flags)");
  }
  if ((!flags.object_path.empty() || !flags.header_path.empty()) &&
      flags.aot.cpp_class.empty()) {
    return UsageError(err, "--cpp_class=ns::Name is required to write the outputs");
  }
  return PrintOrFail(Compile(flags), "compile", out, err);
}

}  // namespace xla::tools
