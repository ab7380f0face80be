#include "axle/backends/cpu/cpu_compiler.h"

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/cpu_executable.h"
#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/jit/object_emitter.h"
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

// The (prepared) module optimised by the CPU pipeline, scheduled, with
// buffers assigned.
absl::StatusOr<std::unique_ptr<BufferAssignment>> OptimizeAndAssign(HloModule& module) {
  std::unique_ptr<HloPassPipeline> pipeline = MakeCpuPipeline();
  RETURN_IF_ERROR(pipeline->Run(&module).status());
  RETURN_IF_ERROR(AddContext(HloVerifier::Verify(module), "after the CPU pipeline"));
  ASSIGN_OR_RETURN(HloSchedule schedule, ScheduleModule(module));
  return AssignBuffers(module, std::move(schedule));
}

// Custom-call targets are resolved when compiling (their addresses are in
// the code): the cache key names them, so registering another function
// under a target's name compiles anew.
std::string CustomCallTargets(const HloModule& module) {
  std::string targets;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kCustomCall) continue;
      const std::string& name = instruction->attributes().custom_call_target;
      absl::StrAppend(&targets, " ", name, "=",
                      reinterpret_cast<uintptr_t>(FindCustomCallTarget(name)));
    }
  }
  return targets;
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
                                    int64_t max_while_iterations = -1, bool profile = false) {
  LlvmModule result;
  result.context = std::make_unique<llvm::LLVMContext>();
  result.module = std::make_unique<llvm::Module>(hlo_module.name(), *result.context);
  jit.ConfigureModule(*result.module);
  CodegenOptions codegen_options;
  codegen_options.max_while_iterations = max_while_iterations;
  codegen_options.profile = profile;
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

}  // namespace

absl::StatusOr<std::unique_ptr<Executable>> CpuCompiler::Compile(
    std::unique_ptr<HloModule> module, const CompileOptions& options) {
  if (module == nullptr) return InvalidArgument("Compile: null module");
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  RETURN_IF_ERROR(PrepareModuleForCompilation(*module, options));
  // The key: everything the code depends on.
  const HloModuleConfig& config = module->config();
  std::string key = absl::StrCat(
      module->ToString(), "\nreplicas=", config.replica_count,
      " partitions=", config.num_partitions, " layout=",
      module->entry_computation_layout().ToString(), " opt=", options.backend_optimization_level,
      " max_while_iterations=", options.max_while_iterations, " profile=", options.profile,
      " cpu=", jit->cpu_name(), " features=", jit->cpu_features(),
      " custom_calls=", CustomCallTargets(*module));
  std::shared_ptr<const CompiledArtifact> artifact = CompileCache::Global().Lookup(key);
  if (artifact == nullptr) {
    auto compiled = std::make_shared<CompiledArtifact>();
    compiled->optimized_module = module->Clone("");
    ASSIGN_OR_RETURN(compiled->assignment,
                     OptimizeAndAssign(*compiled->optimized_module));
    // Before emitting code: a module that cannot run here fails now.
    RETURN_IF_ERROR(
        CheckBufferMemory(*module, *compiled->assignment, options.memory_limit_bytes));
    ASSIGN_OR_RETURN(LlvmModule llvm_module,
                     EmitLlvm(*compiled->optimized_module, *compiled->assignment, *jit,
                              options.max_while_iterations, options.profile));
    RETURN_IF_ERROR(jit->Optimize(*llvm_module.module, options.backend_optimization_level));
    ASSIGN_OR_RETURN(compiled->code, jit->Compile(std::move(llvm_module.module),
                                                  std::move(llvm_module.context)));
    ASSIGN_OR_RETURN(void* entry, compiled->code->Lookup(kEntryFunctionName));
    compiled->entry = reinterpret_cast<EntryFunction>(entry);
    CompileCache::Global().Insert(key, compiled);
    artifact = std::move(compiled);
  } else {
    RETURN_IF_ERROR(CheckBufferMemory(*module, *artifact->assignment, options.memory_limit_bytes));
  }
  return std::unique_ptr<Executable>(
      std::make_unique<CpuExecutable>(std::move(module), std::move(artifact)));
}

absl::StatusOr<LoweredModule> LowerForObjectFile(std::unique_ptr<HloModule> module,
                                                 const CompileOptions& options) {
  if (module == nullptr) return InvalidArgument("LowerForObjectFile: null module");
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  RETURN_IF_ERROR(PrepareModuleForCompilation(*module, options));
  LoweredModule lowered;
  ASSIGN_OR_RETURN(lowered.assignment, OptimizeAndAssign(*module));
  lowered.optimized_module = std::move(module);
  ASSIGN_OR_RETURN(LlvmModule llvm_module,
                   EmitLlvm(*lowered.optimized_module, *lowered.assignment, *jit,
                            options.max_while_iterations));
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
  return StagesOfOptimizedModule(*module, options.backend_optimization_level);
}

absl::StatusOr<CpuCompileStages> StagesOfOptimizedModule(const HloModule& module,
                                                         int opt_level) {
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  RETURN_IF_ERROR(AddContext(HloVerifier::Verify(module), "the optimised module"));
  ASSIGN_OR_RETURN(HloSchedule schedule, ScheduleModule(module));
  ASSIGN_OR_RETURN(std::unique_ptr<BufferAssignment> assignment,
                   AssignBuffers(module, std::move(schedule)));
  CpuCompileStages stages;
  stages.optimized_hlo = module.ToString();
  stages.buffer_assignment = assignment->ToString();
  ASSIGN_OR_RETURN(LlvmModule llvm_module, EmitLlvm(module, *assignment, *jit));
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
                             StagesOfOptimizedModule(module, options.backend_optimization_level));
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
