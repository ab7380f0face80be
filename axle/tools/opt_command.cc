#include "axle/tools/opt_command.h"

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/passes/compile_stages.h"
#include "axle/tools/module_loader.h"
#include "axle/tools/optimization_flags.h"
#include "axle/tools/pass_listing.h"

namespace xla::tools {
namespace {

std::string Usage() {
  return absl::StrCat(
      "usage: axle opt [flags] MODULE.hlo\n"
      "  Parses the HLO text module (\"-\" reads standard input), verifies it, runs\n"
      "  the passes or pipeline the flags name (none by default) and prints the\n"
      "  module, or the --stage asked for, on standard output.\n"
      "\n"
      "flags:\n"
      "  --stage=NAME       what to print (default hlo): ",
      StageNamesForHelp(),
      "\n"
      "                     stages other than hlo run the cpu pipeline first\n"
      "                     unless --passes or --pipeline says otherwise\n"
      "  --backend=cpu      the backend whose pipeline and stages apply (the cpu\n"
      "                     backend is the only one with stages of its own)\n"
      "  --list-passes      list the passes, pipelines and stages, then exit\n"
      "  --no-verify        print the module without verifying it (no passes)\n",
      kOptimizationFlagsHelp,
      "  --help             this text\n"
      "\n"
      "  With --dump_to and a --stage other than hlo, the stage's text is also\n"
      "  written, as DIR/<module>.NNNN.<stage>.txt.\n"
      "\n"
      "exit codes: 0 success; 1 error (unreadable, malformed or invalid module,\n"
      "unknown pass, pipeline or stage, failed pass, bad --dump_pass_re regex,\n"
      "unwritable dump directory); 2 usage error. Errors go to standard error;\n"
      "module errors read FILE:LINE:COLUMN or FILE: error: ...\n");
}

struct OptOptions {
  bool verify = true;
  bool list_passes = false;
  std::string stage = "hlo";
  OptimizationFlags optimization;
  std::vector<std::string> paths;
};

int UsageError(std::ostream& err, absl::string_view message) {
  err << "axle opt: " << message << "\n" << Usage();
  return 2;
}

}  // namespace

int RunOptCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  OptOptions options;
  for (const std::string& arg : args) {
    CommandLineFlag flag = SplitFlag(arg);
    std::string error;
    if (arg == "--help" || arg == "-h") {
      out << Usage();
      return 0;
    } else if (arg == "--no-verify") {
      options.verify = false;
    } else if (arg == "--list-passes") {
      options.list_passes = true;
    } else if (flag.name == "--backend") {
      if (flag.value != "cpu") {
        return UsageError(err, "--backend: only the cpu backend has compile stages; got '" +
                                   flag.value + "'");
      }
    } else if (flag.name == "--stage") {
      if (flag.value.empty()) return UsageError(err, "flag --stage needs a value: --stage=...");
      options.stage = flag.value;
    } else if (FlagUse use = TakeOptimizationFlag(flag, options.optimization, error);
               use != FlagUse::kNotOurs) {
      if (use == FlagUse::kUsageError) return UsageError(err, error);
    } else if (arg.size() > 1 && arg[0] == '-') {
      return UsageError(err, "unknown flag " + arg);
    } else {
      options.paths.push_back(arg);
    }
  }
  if (options.list_passes) {
    out << PassListing();
    return 0;
  }
  if (std::string error = CheckOptimizationFlags(options.optimization); !error.empty()) {
    return UsageError(err, error);
  }
  if (options.paths.size() != 1) {
    return UsageError(err, absl::StrCat("expected exactly one module file, got ",
                                        options.paths.size()));
  }
  absl::StatusOr<CompileStage> stage = FindCompileStage(options.stage);
  if (!stage.ok()) {
    err << "axle opt: " << stage.status().message() << "\n";
    return 1;
  }
  OptimizationFlags& optimization = options.optimization;
  if (!optimization.RunsPasses()) optimization.pipeline = stage->default_pipeline;
  bool runs_anything = optimization.RunsPasses() || !optimization.dump_to.empty();
  if (!options.verify && runs_anything) {
    return UsageError(err, "--no-verify only prints; passes, stages and dumps need a "
                           "verified module");
  }
  absl::StatusOr<std::unique_ptr<HloModule>> module =
      LoadHloModule(options.paths[0], options.verify);
  if (!module.ok()) {
    err << module.status().message() << "\n";
    return 1;
  }
  StageOptions stage_options;
  stage_options.backend_optimization_level = optimization.backend_optimization_level;
  stage_options.plain_complex_arithmetic = optimization.plain_complex_arithmetic;
  absl::StatusOr<std::string> text = [&]() -> absl::StatusOr<std::string> {
    if (!runs_anything) return stage->print(**module, stage_options);
    ASSIGN_OR_RETURN(std::unique_ptr<HloDumper> dumper, OptimizeModule(**module, optimization));
    ASSIGN_OR_RETURN(std::string printed, stage->print(**module, stage_options));
    if (dumper && stage->name != "hlo") {
      RETURN_IF_ERROR(dumper->DumpText(**module, stage->name, printed));
    }
    return printed;
  }();
  return PrintOrFail(text, "opt", out, err);
}

}  // namespace xla::tools
