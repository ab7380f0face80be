#include "axle/backends/cpu/jit/object_emitter.h"

#include <memory>
#include <mutex>
#include <optional>

#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/base/status_macros.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

namespace xla::cpu {
namespace {

// Every target Debian's LLVM was built with, registered once per process.
void InitializeAllTargetsOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
  });
}

llvm::CodeGenOptLevel CodeGenLevel(int opt_level) {
  switch (opt_level) {
    case 0:
      return llvm::CodeGenOptLevel::None;
    case 1:
      return llvm::CodeGenOptLevel::Less;
    case 2:
      return llvm::CodeGenOptLevel::Default;
    default:
      return llvm::CodeGenOptLevel::Aggressive;
  }
}

}  // namespace

absl::StatusOr<std::string> EmitObjectFile(llvm::Module& module, const ObjectTarget& target,
                                           int opt_level) {
  InitializeAllTargetsOnce();
  std::string error;
  const llvm::Target* llvm_target = llvm::TargetRegistry::lookupTarget(target.triple, error);
  if (llvm_target == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat("unknown target triple '", target.triple, "': ", error));
  }
  const std::string cpu = target.cpu.empty() ? "generic" : target.cpu;
  std::unique_ptr<llvm::TargetMachine> machine(llvm_target->createTargetMachine(
      target.triple, cpu, target.features, llvm::TargetOptions(), llvm::Reloc::PIC_,
      std::nullopt, CodeGenLevel(opt_level)));
  if (machine == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("no target machine for '", target.triple,
                                                   "' with CPU '", cpu, "'"));
  }
  if (!machine->getMCSubtargetInfo()->isCPUStringValid(cpu)) {
    return absl::InvalidArgumentError(
        absl::StrCat("CPU '", cpu, "' is not one of target '", target.triple, "''s"));
  }
  module.setTargetTriple(target.triple);
  module.setDataLayout(machine->createDataLayout());
  for (llvm::Function& function : module) {
    if (function.isDeclaration()) continue;
    function.addFnAttr("target-cpu", cpu);
    function.addFnAttr("target-features", target.features);
  }
  RETURN_IF_ERROR(OptimizeForTarget(module, *machine, opt_level));
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream out(buffer);
  llvm::legacy::PassManager passes;
  if (machine->addPassesToEmitFile(passes, out, nullptr, llvm::CodeGenFileType::ObjectFile)) {
    return absl::InvalidArgumentError(
        absl::StrCat("target '", target.triple, "' cannot emit object files"));
  }
  passes.run(module);
  return std::string(buffer.begin(), buffer.end());
}

}  // namespace xla::cpu
