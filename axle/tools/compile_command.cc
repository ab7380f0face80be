#include "axle/tools/compile_command.h"

#include <unistd.h>

#include <filesystem>
#include <optional>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/cpu/aot/aot_compiler.h"
#include "axle/base/status_macros.h"
#include "axle/tools/cli_io.h"
#include "axle/tools/module_loader.h"

namespace xla::tools {
namespace {

constexpr char kUsage[] =
    "usage: axle compile MODULE.hlo --cpp_class=ns::Name -o PREFIX [flags]\n"
    "       axle compile MODULE.hlo --print_link_flags [target flags]\n"
    "  Compiles the HLO text module ahead of time (\"-\" reads standard input) into\n"
    "  the object file PREFIX.o and the C++ header PREFIX.h declaring class\n"
    "  ns::Name (tfcompile's interface: set_argN_data, argN(i, j), Run(),\n"
    "  error_msg(), resultN(i, j) ...). The object needs no JIT, LLVM or libaxle;\n"
    "  the header includes only the C++ standard library and\n"
    "  axle/aot_runtime/run_context.h.\n"
    "\n"
    "flags:\n"
    "  --cpp_class=NAME     the generated class, with namespaces (required with -o)\n"
    "  -o PREFIX, --out=PREFIX\n"
    "                       write PREFIX.o and PREFIX.h\n"
    "  --entry_point=SYM    the object's entry symbol (default: axle_aot_ plus the\n"
    "                       class name with '::' as '_'); distinct entry points let\n"
    "                       several programs link into one binary\n"
    "  --target_triple=T    an LLVM target triple (default: this machine's), e.g.\n"
    "                       aarch64-linux-gnu\n"
    "  --target_cpu=CPU     an LLVM CPU of that target (default: x86-64-v2 on\n"
    "                       x86-64, generic elsewhere; native: this machine's CPU\n"
    "                       and features)\n"
    "  --target_features=F  LLVM target features, e.g. +avx2,+fma\n"
    "  --opt_level=N        LLVM optimisation level 0..3 (default 2)\n"
    "  --print_link_flags   print, on one line, what a program linking the object\n"
    "                       needs besides it and the C++ standard library: nothing,\n"
    "                       or the path of libaxle_aot_runtime.a (and -lpthread)\n"
    "  --help               this text\n"
    "\n"
    "exit codes: 0 success; 1 error (unreadable, malformed or invalid module; an\n"
    "instruction that needs the host at run time: infeed, outfeed, send, recv,\n"
    "collectives, custom calls; unknown target or CPU; unwritable output);\n"
    "2 usage error.\n";

struct CompileFlags {
  std::string module_path;
  std::string prefix;
  bool print_link_flags = false;
  cpu::AotOptions aot;
};

int UsageError(std::ostream& err, absl::string_view message) {
  err << "axle compile: " << message << "\n" << kUsage;
  return 2;
}

absl::StatusOr<std::string> Compile(const CompileFlags& flags) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, LoadHloModule(flags.module_path));
  cpu::AotOptions aot = flags.aot;
  if (aot.cpp_class.empty()) aot.cpp_class = "AxleProgram";  // --print_link_flags alone
  ASSIGN_OR_RETURN(cpu::AotArtifact artifact, cpu::CompileAheadOfTime(std::move(module), aot));
  if (!flags.prefix.empty()) {
    RETURN_IF_ERROR(WriteOutputFile(flags.prefix + ".o", artifact.object));
    RETURN_IF_ERROR(WriteOutputFile(flags.prefix + ".h", artifact.header));
  }
  if (!flags.print_link_flags) return std::string();
  std::string library;
  if (!artifact.metadata.runtime_symbols.empty()) {
    std::string searched;
    library = FindAotRuntimeLibrary(&searched);
    if (library.empty()) {
      return absl::NotFoundError(absl::StrCat(
          "the program needs libaxle_aot_runtime.a (for ",
          absl::StrJoin(artifact.metadata.runtime_symbols, ", "), ") and it is not in ",
          searched));
    }
  }
  return absl::StrCat(absl::StrJoin(cpu::AotLinkFlags(artifact.metadata, library), " "), "\n");
}

}  // namespace

std::string FindAotRuntimeLibrary(std::string* searched) {
  namespace fs = std::filesystem;
  std::error_code error;
  fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) return "";
  std::vector<fs::path> candidates = {self.parent_path() / "libaxle_aot_runtime.a",
                                      self.parent_path().parent_path() / "lib" /
                                          "libaxle_aot_runtime.a"};
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
    if (name == "--print_link_flags") {
      if (has_value) return UsageError(err, "--print_link_flags takes no value");
      flags.print_link_flags = true;
      continue;
    }
    if (!has_value) return UsageError(err, "flag " + name + " needs a value: " + name + "=...");
    if (name == "--cpp_class") {
      flags.aot.cpp_class = value;
    } else if (name == "--out") {
      flags.prefix = value;
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
  if (flags.prefix.empty() && !flags.print_link_flags) {
    return UsageError(err, "say where to write: -o PREFIX (or --print_link_flags)");
  }
  if (!flags.prefix.empty() && flags.aot.cpp_class.empty()) {
    return UsageError(err, "--cpp_class=ns::Name is required with -o");
  }
  return PrintOrFail(Compile(flags), "compile", out, err);
}

}  // namespace xla::tools
