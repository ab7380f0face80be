#include "axle/backends/cpu/cpu_compiler.h"

#include <filesystem>
#include <optional>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/cpu_executable.h"
#include "axle/backends/cpu/cpu_executable_serialization.h"
#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/jit/executable_format.h"
#include "axle/backends/cpu/jit/host_symbols.h"
#include "axle/backends/cpu/jit/object_emitter.h"
#include "axle/backends/cpu/jit/persistent_compile_cache.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/compile_stages.h"
#include "axle/passes/pipelines.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

namespace xla::cpu {
namespace {

absl::Status RunCpuPipeline(HloModule& module) {
  std::unique_ptr<HloPassPipeline> pipeline = MakeCpuPipeline();
  RETURN_IF_ERROR(pipeline->Run(&module).status());
  return AddContext(HloVerifier::Verify(module), "after the CPU pipeline");
}

// The (prepared) module optimised by the CPU pipeline, scheduled, with
// buffers assigned.
absl::StatusOr<std::unique_ptr<BufferAssignment>> OptimizeAndAssign(HloModule& module) {
  RETURN_IF_ERROR(RunCpuPipeline(module));
  return AssignBuffersForCpu(module);
}

// Custom-call targets are resolved when compiling (their addresses are in
// the code): the in-memory cache key names their addresses, so registering
// another function under a target's name compiles anew. Persistent keys
// name the targets only: loading binds the names again.
std::string CustomCallTargets(const HloModule& module, bool with_addresses) {
  std::string targets;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kCustomCall) continue;
      const std::string& name = instruction->attributes().custom_call_target;
      absl::StrAppend(&targets, " ", name);
      if (with_addresses) {
        absl::StrAppend(&targets, "=", reinterpret_cast<uintptr_t>(FindCustomCallTarget(name)));
      }
    }
  }
  return targets;
}

// The module and every option that changes the code, for the host CPU.
std::string CompileKey(const HloModule& module, const CompileOptions& options,
                       const CpuJit& jit) {
  const HloModuleConfig& config = module.config();
  return absl::StrCat(
      module.ToString(), "\nreplicas=", config.replica_count,
      " partitions=", config.num_partitions, " layout=",
      module.entry_computation_layout().ToString(), " opt=", options.backend_optimization_level,
      " max_while_iterations=", options.max_while_iterations, " profile=", options.profile,
      " flush_denormals=", options.flush_denormals,
      " plain_complex=", options.plain_complex_arithmetic, " cpu=", jit.cpu_name(),
      " features=", jit.cpu_features());
}

struct LlvmModule {
  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<llvm::Module> module;
  std::string lowering;
};

std::string Print(const llvm::Module& module) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  module.print(stream, nullptr);
  return text;
}

absl::StatusOr<LlvmModule> EmitLlvm(const HloModule& hlo_module,
                                    const BufferAssignment& assignment, const CpuJit& jit,
                                    int64_t max_while_iterations = -1, bool profile = false,
                                    bool plain_complex_arithmetic = false,
                                    bool flush_denormals = false) {
  LlvmModule result;
  result.context = std::make_unique<llvm::LLVMContext>();
  result.module = std::make_unique<llvm::Module>(hlo_module.name(), *result.context);
  jit.ConfigureModule(*result.module);
  CodegenOptions codegen_options;
  codegen_options.max_while_iterations = max_while_iterations;
  codegen_options.profile = profile;
  codegen_options.plain_complex_arithmetic = plain_complex_arithmetic;
  codegen_options.flush_denormals = flush_denormals;
  if (absl::StrContains(jit.cpu_features(), "+avx512f")) codegen_options.vector_register_bytes = 64;
  ModuleCodegen codegen(hlo_module, assignment, *result.module, codegen_options);
  RETURN_IF_ERROR(codegen.EmitModule());
  for (llvm::Function& function : *result.module) {
    if (function.isDeclaration()) continue;
    function.addFnAttr("target-cpu", jit.cpu_name());
    function.addFnAttr("target-features", jit.cpu_features());
  }
  std::string errors;
  llvm::raw_string_ostream error_stream(errors);
  if (llvm::verifyModule(*result.module, &error_stream)) {
    return absl::InternalError(absl::StrCat("the CPU backend produced invalid LLVM IR for ",
                                            hlo_module.name(), ": ", errors));
  }
  result.lowering = codegen.LoweringReport();
  return result;
}

// Compiles `module` (prepared) to an object file and links it: the object
// and what serialising it needs are kept in the artifact.
absl::StatusOr<std::shared_ptr<CompiledArtifact>> CompileArtifact(const HloModule& module,
                                                                  const CompileOptions& options,
                                                                  CpuJit& jit) {
  auto compiled = std::make_shared<CompiledArtifact>();
  compiled->flush_denormals = options.flush_denormals;
  std::unique_ptr<HloModule> optimized = module.Clone("");
  RETURN_IF_ERROR(RunCpuPipeline(*optimized));
  // Code is generated for the optimised module as its text parses back, as
  // loading a serialised executable sees it: both get the same schedule,
  // buffers and instruction names.
  compiled->optimized_text = optimized->ToString();
  absl::StatusOr<std::unique_ptr<HloModule>> reparsed =
      ParseAndVerifyModule(compiled->optimized_text);
  if (!reparsed.ok()) {
    return Internal("the optimised module of ", module.name(),
                    " does not parse back: ", reparsed.status().message());
  }
  compiled->optimized_module = *std::move(reparsed);
  ASSIGN_OR_RETURN(compiled->assignment, AssignBuffersForCpu(*compiled->optimized_module));
  // Before emitting code: a module that cannot run here fails now.
  RETURN_IF_ERROR(CheckBufferMemory(module, *compiled->assignment, options.memory_limit_bytes));
  ASSIGN_OR_RETURN(LlvmModule llvm_module,
                   EmitLlvm(*compiled->optimized_module, *compiled->assignment, jit,
                            options.max_while_iterations, options.profile,
                            options.plain_complex_arithmetic, options.flush_denormals));
  compiled->host_symbols = SymbolizeHostAddresses(
      *llvm_module.module, *compiled->optimized_module, &compiled->not_serializable);
  ASSIGN_OR_RETURN(compiled->object, EmitObjectFile(*llvm_module.module, HostTarget(jit),
                                                    options.backend_optimization_level));
  RETURN_IF_ERROR(LinkCompiledArtifact(*compiled, jit));
  return compiled;
}

// The artifact stored under `key` in the persistent cache `dir`; null when
// there is none or it does not load (then it is compiled and stored again).
std::shared_ptr<const CompiledArtifact> LoadFromCompileCache(const std::string& dir,
                                                             const std::string& key) {
  const std::string path = CompileCacheEntryPath(dir, key);
  std::optional<std::string> bytes = ReadCompileCacheEntry(dir, key);
  if (!bytes.has_value()) {
    CountCompileCacheMiss();
    NoteCompileCacheEvent(absl::StrCat("compile cache: miss ", path));
    return nullptr;
  }
  absl::StatusOr<LoadedCpuArtifact> loaded = LoadCpuArtifact(*bytes, key);
  if (!loaded.ok()) {
    CountCompileCacheRejected();
    CountCompileCacheMiss();
    NoteCompileCacheEvent(absl::StrCat("compile cache: warning: ignoring ", path, ": ",
                                       loaded.status().ToString(), "; compiling again"));
    return nullptr;
  }
  CountCompileCacheHit();
  NoteCompileCacheEvent(absl::StrCat("compile cache: hit ", path, " (", bytes->size(), " bytes)"));
  return std::move(loaded->artifact);
}

void StoreInCompileCache(const std::string& dir, const std::string& key, const HloModule& module,
                         const CompiledArtifact& artifact) {
  absl::StatusOr<std::string> bytes = SerializeCpuArtifact(module, artifact, key);
  if (!bytes.ok()) {
    NoteCompileCacheEvent(absl::StrCat("compile cache: not stored: ", bytes.status().message()));
    return;
  }
  WriteCompileCacheEntry(dir, key, *bytes);
}

}  // namespace

absl::StatusOr<std::unique_ptr<BufferAssignment>> AssignBuffersForCpu(const HloModule& module) {
  ASSIGN_OR_RETURN(HloSchedule schedule, ScheduleModule(module));
  return AssignBuffers(module, std::move(schedule));
}

absl::StatusOr<std::unique_ptr<Executable>> CpuCompiler::Compile(
    std::unique_ptr<HloModule> module, const CompileOptions& options) {
  if (module == nullptr) return InvalidArgument("Compile: null module");
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  RETURN_IF_ERROR(PrepareModuleForCompilation(*module, options));
  const std::string code_key = CompileKey(*module, options, *jit);
  const std::string key =
      absl::StrCat(code_key, " custom_calls=", CustomCallTargets(*module, true));
  std::shared_ptr<const CompiledArtifact> artifact = CompileCache::Global().Lookup(key);
  const std::string& dir = options.compile_cache_dir;
  std::string persistent_key;
  if (!dir.empty()) {
    persistent_key = absl::StrCat(code_key, " custom_calls=", CustomCallTargets(*module, false),
                                  " triple=", HostTarget(*jit).triple,
                                  " format=", kExecutableFormatVersion, " ", AxleBuildId());
    if (artifact == nullptr) {
      artifact = LoadFromCompileCache(dir, persistent_key);
      if (artifact != nullptr) CompileCache::Global().Insert(key, artifact);
    } else if (!std::filesystem::exists(CompileCacheEntryPath(dir, persistent_key))) {
      StoreInCompileCache(dir, persistent_key, *module, *artifact);
    }
  }
  if (artifact == nullptr) {
    ASSIGN_OR_RETURN(std::shared_ptr<CompiledArtifact> compiled,
                     CompileArtifact(*module, options, *jit));
    CompileCache::Global().Insert(key, compiled);
    if (!dir.empty()) StoreInCompileCache(dir, persistent_key, *module, *compiled);
    artifact = std::move(compiled);
  } else {
    RETURN_IF_ERROR(CheckBufferMemory(*module, *artifact->assignment, options.memory_limit_bytes));
  }
  return std::unique_ptr<Executable>(
      std::make_unique<CpuExecutable>(std::move(module), std::move(artifact)));
}

absl::StatusOr<std::string> CpuCompiler::Export(const Executable& executable) const {
  const auto* cpu_executable = dynamic_cast<const CpuExecutable*>(&executable);
  if (cpu_executable == nullptr) {
    return InvalidArgument("the executable of module ", executable.module().name(),
                           " was not compiled by the cpu compiler");
  }
  return SerializeCpuArtifact(cpu_executable->module(), cpu_executable->artifact());
}

absl::StatusOr<std::unique_ptr<Executable>> CpuCompiler::Load(absl::string_view serialized,
                                                              const CompileOptions& options) {
  ASSIGN_OR_RETURN(LoadedCpuArtifact loaded, LoadCpuArtifact(serialized));
  RETURN_IF_ERROR(CheckBufferMemory(*loaded.module, *loaded.artifact->assignment,
                                    options.memory_limit_bytes));
  return std::unique_ptr<Executable>(
      std::make_unique<CpuExecutable>(std::move(loaded.module), std::move(loaded.artifact)));
}

absl::StatusOr<LoweredModule> LowerForObjectFile(std::unique_ptr<HloModule> module,
                                                 const CompileOptions& options) {
  if (module == nullptr) return InvalidArgument("LowerForObjectFile: null module");
  if (options.flush_denormals) {
    // The generated entry runs in the caller's thread, in the caller's mode
    // (its workers take the caller's mode too): whoever calls Run() decides.
    return InvalidArgument(
        "flush_denormals does not apply ahead of time: compiled code runs in the calling "
        "thread's floating-point mode (set MXCSR's FTZ and DAZ bits, or FPCR.FZ, around "
        "Run() to flush; the worker threads follow the caller)");
  }
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  RETURN_IF_ERROR(PrepareModuleForCompilation(*module, options));
  LoweredModule lowered;
  ASSIGN_OR_RETURN(lowered.assignment, OptimizeAndAssign(*module));
  lowered.optimized_module = std::move(module);
  ASSIGN_OR_RETURN(LlvmModule llvm_module,
                   EmitLlvm(*lowered.optimized_module, *lowered.assignment, *jit,
                            options.max_while_iterations, /*profile=*/false,
                            options.plain_complex_arithmetic));
  lowered.context = std::move(llvm_module.context);
  lowered.llvm_module = std::move(llvm_module.module);
  return lowered;
}

absl::StatusOr<std::string> CompileToObjectFile(std::unique_ptr<HloModule> module,
                                                const CompileOptions& options,
                                                const ObjectTarget& target) {
  if (module == nullptr) return InvalidArgument("CompileToObjectFile: null module");
  ASSIGN_OR_RETURN(LoweredModule lowered, LowerForObjectFile(std::move(module), options));
  return EmitObjectFile(*lowered.llvm_module, target, options.backend_optimization_level);
}

absl::StatusOr<CpuCompileStages> CompileStagesForCpu(std::unique_ptr<HloModule> module,
                                                     const CompileOptions& options) {
  if (module == nullptr) return InvalidArgument("CompileStagesForCpu: null module");
  RETURN_IF_ERROR(PrepareModuleForCompilation(*module, options));
  RETURN_IF_ERROR(MakeCpuPipeline()->Run(module.get()).status());
  return StagesOfOptimizedModule(*module, options.backend_optimization_level,
                                 options.plain_complex_arithmetic);
}

absl::StatusOr<CpuCompileStages> StagesOfOptimizedModule(const HloModule& module,
                                                         int opt_level,
                                                         bool plain_complex_arithmetic) {
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  RETURN_IF_ERROR(AddContext(HloVerifier::Verify(module), "the optimised module"));
  ASSIGN_OR_RETURN(std::unique_ptr<BufferAssignment> assignment, AssignBuffersForCpu(module));
  CpuCompileStages stages;
  stages.optimized_hlo = module.ToString();
  stages.buffer_assignment = assignment->ToString();
  ASSIGN_OR_RETURN(LlvmModule llvm_module,
                   EmitLlvm(module, *assignment, *jit, /*max_while_iterations=*/-1,
                            /*profile=*/false, plain_complex_arithmetic));
  stages.lowering = llvm_module.lowering;
  stages.llvm_ir = Print(*llvm_module.module);
  RETURN_IF_ERROR(jit->Optimize(*llvm_module.module, opt_level));
  stages.llvm_ir_optimized = Print(*llvm_module.module);
  ASSIGN_OR_RETURN(stages.assembly, jit->EmitAssembly(*llvm_module.module));
  return stages;
}

namespace {

// `axle opt --stage=lowering|llvm|llvm-opt|asm` (after the cpu pipeline).
CompileStage CpuStage(const char* name, const char* summary,
                      std::string CpuCompileStages::*field) {
  return {name, summary, "cpu",
          [field](HloModule& module, const StageOptions& options) -> absl::StatusOr<std::string> {
            ASSIGN_OR_RETURN(CpuCompileStages stages,
                             StagesOfOptimizedModule(module, options.backend_optimization_level,
                                                     options.plain_complex_arithmetic));
            return stages.*field;
          }};
}

const bool kCpuStagesRegistered = [] {
  RegisterCompileStage(CpuStage("lowering",
                                "cpu: how each scheduled instruction is lowered (kernel, "
                                "library call, control flow)",
                                &CpuCompileStages::lowering));
  RegisterCompileStage(CpuStage("llvm", "cpu: LLVM IR before LLVM's optimisation",
                                &CpuCompileStages::llvm_ir));
  RegisterCompileStage(CpuStage("llvm-opt", "cpu: LLVM IR after LLVM's optimisation",
                                &CpuCompileStages::llvm_ir_optimized));
  RegisterCompileStage(CpuStage("asm", "cpu: the host assembly", &CpuCompileStages::assembly));
  return true;
}();

}  // namespace

}  // namespace xla::cpu
