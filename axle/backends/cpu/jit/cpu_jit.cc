#include "axle/backends/cpu/jit/cpu_jit.h"

#include <mutex>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/allocation_alias_pass.h"
#include "axle/backends/cpu/jit/streaming_store_pass.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

namespace xla::cpu {
namespace {

absl::Status ToStatus(llvm::Error error, absl::string_view what) {
  std::string message = llvm::toString(std::move(error));
  return absl::InternalError(absl::StrCat(what, ": ", message));
}

std::string HostFeatures() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  std::string out;
  for (const auto& feature : features) {
    if (!out.empty()) out += ",";
    out += (feature.getValue() ? "+" : "-") + feature.getKey().str();
  }
  return out;
}

}  // namespace

JitModule::~JitModule() {
  if (llvm::Error error = jit_->getExecutionSession().removeJITDylib(*dylib_)) {
    llvm::consumeError(std::move(error));
  }
}

absl::StatusOr<void*> JitModule::Lookup(absl::string_view name) const {
  llvm::Expected<llvm::orc::ExecutorAddr> address =
      jit_->lookup(*dylib_, llvm::StringRef(name.data(), name.size()));
  if (!address) return ToStatus(address.takeError(), absl::StrCat("looking up ", name));
  return address->toPtr<void*>();
}

absl::StatusOr<CpuJit*> CpuJit::Get() {
  static absl::StatusOr<CpuJit*>* instance = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    auto* result = new absl::StatusOr<CpuJit*>;
    auto jit = std::unique_ptr<CpuJit>(new CpuJit);
    jit->cpu_name_ = llvm::sys::getHostCPUName().str();
    jit->cpu_features_ = HostFeatures();
    llvm::Expected<llvm::orc::JITTargetMachineBuilder> builder =
        llvm::orc::JITTargetMachineBuilder::detectHost();
    if (!builder) {
      *result = ToStatus(builder.takeError(), "detecting the host CPU");
      return result;
    }
    builder->setCPU(jit->cpu_name_);
    builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
    llvm::Expected<std::unique_ptr<llvm::TargetMachine>> target_machine =
        builder->createTargetMachine();
    if (!target_machine) {
      *result = ToStatus(target_machine.takeError(), "creating the target machine");
      return result;
    }
    jit->target_machine_ = std::move(*target_machine);
    llvm::Expected<std::unique_ptr<llvm::orc::LLJIT>> lljit =
        llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(*builder).create();
    if (!lljit) {
      *result = ToStatus(lljit.takeError(), "creating the JIT");
      return result;
    }
    jit->jit_ = std::move(*lljit);
    llvm::orc::JITDylib& main = jit->jit_->getMainJITDylib();
    // The runtime's entry points, bound by address (not looked up by name in
    // the process), and the C library's math and memory functions.
    llvm::orc::MangleAndInterner mangle(jit->jit_->getExecutionSession(),
                                        jit->jit_->getDataLayout());
    llvm::orc::SymbolMap runtime;
#define AXLE_BIND_RUNTIME(function)                                            \
  runtime[mangle(#function)] = {llvm::orc::ExecutorAddr::fromPtr(&function), \
                                llvm::JITSymbolFlags::Exported};
    AXLE_RUNTIME_FUNCTIONS(AXLE_BIND_RUNTIME)
#undef AXLE_BIND_RUNTIME
#define AXLE_BIND_LIBCALL(symbol, function)                                  \
  runtime[mangle(#symbol)] = {llvm::orc::ExecutorAddr::fromPtr(&function), \
                              llvm::JITSymbolFlags::Exported};
    AXLE_RUNTIME_LIBCALLS(AXLE_BIND_LIBCALL)
#undef AXLE_BIND_LIBCALL
    if (llvm::Error error = main.define(llvm::orc::absoluteSymbols(std::move(runtime)))) {
      *result = ToStatus(std::move(error), "binding the runtime");
      return result;
    }
    llvm::Expected<std::unique_ptr<llvm::orc::DynamicLibrarySearchGenerator>> process =
        llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
            jit->jit_->getDataLayout().getGlobalPrefix());
    if (!process) {
      *result = ToStatus(process.takeError(), "opening the process's symbols");
      return result;
    }
    main.addGenerator(std::move(*process));
    *result = jit.release();
    return result;
  }();
  return *instance;
}

void CpuJit::ConfigureModule(llvm::Module& module) const {
  module.setTargetTriple(target_machine_->getTargetTriple().str());
  module.setDataLayout(target_machine_->createDataLayout());
}

absl::Status CpuJit::Optimize(llvm::Module& module, int opt_level) const {
  return OptimizeForTarget(module, const_cast<llvm::TargetMachine&>(*target_machine_), opt_level);
}

absl::Status OptimizeForTarget(llvm::Module& module, llvm::TargetMachine& target_machine,
                               int opt_level) {
  llvm::LoopAnalysisManager loop_analyses;
  llvm::FunctionAnalysisManager function_analyses;
  llvm::CGSCCAnalysisManager cgscc_analyses;
  llvm::ModuleAnalysisManager module_analyses;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopVectorization = opt_level >= 2;
  // Off: LLVM 19's SLP vectorizer narrows the operand of an uitofp by its
  // sign bits (u16 0 - popcnt(x) converted to f64 came out as an i8
  // conversion, 254 for 65534; a fuzzer find). Kernels are loops, which the
  // loop vectorizer handles.
  tuning.SLPVectorization = false;
  llvm::PassBuilder builder(&target_machine, tuning);
  // After each round of inlining and instcombine, before the loop passes.
  builder.registerPeepholeEPCallback(
      [](llvm::FunctionPassManager& passes, llvm::OptimizationLevel) {
        passes.addPass(AllocationAliasPass());
      });
  // Last, after vectorisation: it streams the vector stores the vectorizer made.
  builder.registerOptimizerLastEPCallback(
      [](llvm::ModulePassManager& passes, llvm::OptimizationLevel) {
        passes.addPass(llvm::createModuleToFunctionPassAdaptor(StreamingStorePass()));
      });
  builder.registerModuleAnalyses(module_analyses);
  builder.registerCGSCCAnalyses(cgscc_analyses);
  builder.registerFunctionAnalyses(function_analyses);
  builder.registerLoopAnalyses(loop_analyses);
  builder.crossRegisterProxies(loop_analyses, function_analyses, cgscc_analyses,
                               module_analyses);
  llvm::OptimizationLevel level = opt_level <= 0   ? llvm::OptimizationLevel::O0
                                  : opt_level == 1 ? llvm::OptimizationLevel::O1
                                  : opt_level == 2 ? llvm::OptimizationLevel::O2
                                                   : llvm::OptimizationLevel::O3;
  llvm::ModulePassManager passes = level == llvm::OptimizationLevel::O0
                                       ? builder.buildO0DefaultPipeline(level)
                                       : builder.buildPerModuleDefaultPipeline(level);
  passes.run(module, module_analyses);
  return absl::OkStatus();
}

absl::StatusOr<std::string> CpuJit::EmitAssembly(llvm::Module& module) const {
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream out(buffer);
  llvm::legacy::PassManager passes;
  if (const_cast<llvm::TargetMachine*>(target_machine_.get())
          ->addPassesToEmitFile(passes, out, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
    return absl::InternalError("the target cannot print assembly");
  }
  passes.run(module);
  return std::string(buffer.begin(), buffer.end());
}

absl::StatusOr<std::unique_ptr<JitModule>> CpuJit::LinkObject(
    absl::string_view object, const std::vector<std::pair<std::string, void*>>& symbols) {
  // Parsed here first, so a malformed object is an error before the linker
  // sees it.
  llvm::Expected<std::unique_ptr<llvm::object::ObjectFile>> parsed =
      llvm::object::ObjectFile::createObjectFile(
          llvm::MemoryBufferRef(llvm::StringRef(object.data(), object.size()), "axle"));
  if (!parsed) return ToStatus(parsed.takeError(), "reading the object file");
  if ((*parsed)->makeTriple().getArch() != target_machine_->getTargetTriple().getArch()) {
    return absl::FailedPreconditionError("the object file is not for this machine's architecture");
  }
  llvm::orc::JITDylib* dylib;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    llvm::Expected<llvm::orc::JITDylib&> created =
        jit_->createJITDylib(absl::StrCat("axle_module_", next_dylib_++));
    if (!created) return ToStatus(created.takeError(), "creating a JIT library");
    dylib = &*created;
  }
  auto module = std::make_unique<JitModule>(jit_.get(), dylib);
  dylib->addToLinkOrder(jit_->getMainJITDylib());
  if (!symbols.empty()) {
    llvm::orc::MangleAndInterner mangle(jit_->getExecutionSession(), jit_->getDataLayout());
    llvm::orc::SymbolMap bound;
    for (const auto& [name, address] : symbols) {
      bound[mangle(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                             llvm::JITSymbolFlags::Exported};
    }
    if (llvm::Error error = dylib->define(llvm::orc::absoluteSymbols(std::move(bound)))) {
      return ToStatus(std::move(error), "binding the host symbols");
    }
  }
  if (llvm::Error error = jit_->addObjectFile(
          *dylib, llvm::MemoryBuffer::getMemBufferCopy(
                      llvm::StringRef(object.data(), object.size()), "axle_object"))) {
    return ToStatus(std::move(error), "adding the object file to the JIT");
  }
  return module;
}

}  // namespace xla::cpu
