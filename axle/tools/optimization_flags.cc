#include "axle/tools/optimization_flags.h"

#include <algorithm>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "axle/base/status_macros.h"
#include "axle/passes/hlo_pass_pipeline.h"
#include "axle/passes/pass_registry.h"
#include "axle/passes/pipelines.h"

namespace xla::tools {

const char kOptimizationFlagsHelp[] =
    "  --passes=a,b       run these passes, in order (`axle opt --list-passes`\n"
    "                     names them)\n"
    "  --pipeline=NAME    run a named pass pipeline (cpu)\n"
    "  --verify-each      verify the module after every pass that changed it;\n"
    "                     an invalid module is an error naming the pass\n"
    "  --xla_disable_hlo_passes=a,b      skip these passes\n"
    "  --xla_enable_hlo_passes_only=a,b  run only these passes\n"
    "  --dump_to=DIR      write DIR/<module>.0000.before_optimizations.txt and\n"
    "                     DIR/<module>.NNNN.after_optimizations.txt (alias\n"
    "                     --xla_dump_to); DIR is created when missing\n"
    "  --dump_pass_re=RE  with --dump_to, also write DIR/<module>.NNNN.after_PASS.txt\n"
    "                     after each pass that changed the module and whose name\n"
    "                     the regex RE matches (anywhere; '.*' for all). NNNN counts\n"
    "                     the passes in the order they ran (alias\n"
    "                     --xla_dump_hlo_pass_re)\n"
    "  --opt_level=N      the backend's code optimisation level, 0..3 (default\n"
    "                     2; LLVM's -ON on the cpu backend; alias\n"
    "                     --xla_backend_optimization_level)\n"
    "  --xla_cpu_flush_denormals[=true|false]\n"
    "                     compute as XLA:CPU does: subnormal inputs read as zero\n"
    "                     and subnormal results flushed to zero while the module\n"
    "                     runs (constants folded while compiling are exact)\n"
    "  --xla_cpu_plain_complex_arithmetic[=true|false]\n"
    "                     complex multiply, exp, log, sqrt, power... with\n"
    "                     XLA:CPU's plain formulas, not C99's inf/NaN recovery\n"
    "                     ((inf+0i)*(inf+inf i) is (nan, nan)). Both default to\n"
    "                     false; the PJRT plugin (JAX) turns both on\n";

namespace {

std::vector<std::string> SplitNames(absl::string_view list) {
  std::vector<std::string> names;
  for (absl::string_view name : absl::StrSplit(list, ',', absl::SkipWhitespace())) {
    names.push_back(std::string(absl::StripAsciiWhitespace(name)));
  }
  return names;
}

// The names of the plain passes (and groups) inside `root`.
std::vector<std::string> PassNamesIn(const HloPass& root) {
  std::vector<std::string> names;
  std::vector<const HloPass*> stack = {&root};
  while (!stack.empty()) {
    const HloPass* pass = stack.back();
    stack.pop_back();
    names.push_back(std::string(pass->name()));
    if (auto* pipeline = dynamic_cast<const HloPassPipeline*>(pass)) {
      for (const auto& inner : pipeline->passes()) stack.push_back(inner.get());
    }
  }
  return names;
}

// An unknown name in the enable/disable lists is a typo, not a no-op.
absl::Status CheckListedPasses(const HloPass& pipeline, const PassRunOptions& options) {
  std::vector<std::string> known = PassNamesIn(pipeline);
  for (const RegisteredPass& pass : RegisteredPasses()) known.push_back(pass.name);
  auto check = [&](const std::vector<std::string>& names, absl::string_view flag) {
    for (const std::string& name : names) {
      if (std::find(known.begin(), known.end(), name) == known.end()) {
        return NotFound("unknown pass '", name, "' in ", flag,
                        " (`axle opt --list-passes` names the passes)");
      }
    }
    return absl::OkStatus();
  };
  RETURN_IF_ERROR(check(options.disabled_passes, "--xla_disable_hlo_passes"));
  if (options.enabled_passes_only) {
    RETURN_IF_ERROR(check(*options.enabled_passes_only, "--xla_enable_hlo_passes_only"));
  }
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<HloPass>> MakePipeline(const OptimizationFlags& flags,
                                                      const PassFactory& make_pass) {
  if (!flags.pipeline.empty()) {
    ASSIGN_OR_RETURN(std::unique_ptr<HloPassPipeline> pipeline,
                     MakePipelineByName(flags.pipeline));
    return std::unique_ptr<HloPass>(std::move(pipeline));
  }
  auto pipeline = std::make_unique<HloPassPipeline>("passes");
  for (const std::string& name : flags.passes) {
    ASSIGN_OR_RETURN(std::unique_ptr<HloPass> pass, make_pass(name));
    pipeline->AddPass(std::move(pass));
  }
  return std::unique_ptr<HloPass>(std::move(pipeline));
}

}  // namespace

FlagUse TakeOptimizationFlag(const CommandLineFlag& flag, OptimizationFlags& flags,
                             std::string& error) {
  const std::string& name = flag.name;
  auto value_needed = [&]() {
    if (flag.has_value && !flag.value.empty()) return false;
    error = absl::StrCat("flag ", name, " needs a value: ", name, "=...");
    return true;
  };
  if (name == "--verify-each") {
    if (flag.has_value) {
      error = "flag --verify-each takes no value";
      return FlagUse::kUsageError;
    }
    flags.run_options.verify_each = true;
    return FlagUse::kTaken;
  }
  if (name == "--xla_cpu_flush_denormals" || name == "--xla_cpu_plain_complex_arithmetic") {
    bool on = true;
    if (flag.has_value && !absl::SimpleAtob(flag.value, &on)) {
      error = absl::StrCat("flag ", name, " needs true or false, got \"", flag.value, "\"");
      return FlagUse::kUsageError;
    }
    (name == "--xla_cpu_flush_denormals" ? flags.flush_denormals
                                         : flags.plain_complex_arithmetic) = on;
    return FlagUse::kTaken;
  }
  if (name == "--opt_level" || name == "--xla_backend_optimization_level") {
    if (value_needed()) return FlagUse::kUsageError;
    int level;
    if (!absl::SimpleAtoi(flag.value, &level) || level < 0 || level > 3) {
      error = absl::StrCat("flag ", name, " needs a level from 0 to 3, got \"", flag.value, "\"");
      return FlagUse::kUsageError;
    }
    flags.backend_optimization_level = level;
    return FlagUse::kTaken;
  }
  if (name != "--passes" && name != "--pipeline" && name != "--xla_disable_hlo_passes" &&
      name != "--xla_enable_hlo_passes_only" && name != "--dump_to" && name != "--xla_dump_to" &&
      name != "--dump_pass_re" && name != "--xla_dump_hlo_pass_re") {
    return FlagUse::kNotOurs;
  }
  if (value_needed()) return FlagUse::kUsageError;
  if (name == "--passes") {
    flags.passes = SplitNames(flag.value);
  } else if (name == "--pipeline") {
    flags.pipeline = flag.value;
  } else if (name == "--xla_disable_hlo_passes") {
    flags.run_options.disabled_passes = SplitNames(flag.value);
  } else if (name == "--xla_enable_hlo_passes_only") {
    flags.run_options.enabled_passes_only = SplitNames(flag.value);
  } else if (name == "--dump_to" || name == "--xla_dump_to") {
    flags.dump_to = flag.value;
  } else {
    flags.dump_pass_re = flag.value;
  }
  return FlagUse::kTaken;
}

std::string CheckOptimizationFlags(const OptimizationFlags& flags) {
  if (!flags.passes.empty() && !flags.pipeline.empty()) {
    return "give --passes or --pipeline, not both";
  }
  if (flags.dump_pass_re && flags.dump_to.empty()) return "--dump_pass_re needs --dump_to=DIR";
  return "";
}

absl::StatusOr<std::unique_ptr<HloDumper>> OptimizeModule(HloModule& module,
                                                          const OptimizationFlags& flags,
                                                          const PassFactory& make_pass) {
  ASSIGN_OR_RETURN(std::unique_ptr<HloPass> pipeline, MakePipeline(flags, make_pass));
  PassRunOptions options = flags.run_options;
  RETURN_IF_ERROR(CheckListedPasses(*pipeline, options));
  std::unique_ptr<HloDumper> dumper;
  if (!flags.dump_to.empty()) {
    ASSIGN_OR_RETURN(dumper, HloDumper::Create(flags.dump_to, flags.dump_pass_re));
    RETURN_IF_ERROR(dumper->DumpBeforeOptimizations(module));
    dumper->AddHooks(options);
  }
  PassRunContext context{&options};
  RETURN_IF_ERROR(RunPassInContext(*pipeline, &module, context).status());
  if (dumper) RETURN_IF_ERROR(dumper->DumpAfterOptimizations(module));
  return dumper;
}

absl::StatusOr<std::unique_ptr<HloDumper>> OptimizeModule(HloModule& module,
                                                          const OptimizationFlags& flags) {
  return OptimizeModule(module, flags, MakePassByName);
}

}  // namespace xla::tools
