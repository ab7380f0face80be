// Host addresses in generated code, made relocatable. The code generator
// passes the runtime addresses of HLO instructions (whose shapes and
// attributes the runtime reads) and of custom-call functions as constants;
// code that must outlive the process (a serialised executable) names each
// through an external symbol instead, bound again when the object is linked.
#ifndef AXLE_BACKENDS_CPU_JIT_HOST_SYMBOLS_H_
#define AXLE_BACKENDS_CPU_JIT_HOST_SYMBOLS_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"

namespace llvm {
class Module;
}  // namespace llvm

namespace xla::cpu {

struct HostSymbol {
  enum class Kind {
    kInstruction,       // the address of `instruction`
    kCustomCallTarget,  // the function custom-call `instruction` calls
  };
  std::string name;  // the symbol in the object
  Kind kind = Kind::kInstruction;
  std::string instruction;  // an instruction name of the optimised module
};

// Replaces every constant host address in `module` that names an
// instruction of `hlo_module` (the module it was generated from) or the
// function of one of its custom calls by an external symbol; the symbols, in
// order. An address it cannot name stays and is described in
// `*unnamed` (the code then runs in this process only).
std::vector<HostSymbol> SymbolizeHostAddresses(llvm::Module& module, const HloModule& hlo_module,
                                               std::string* unnamed);

// The address of each symbol in `hlo_module` (a module with the same
// instruction names): NotFound for an instruction it lacks, the custom-call
// registry's error for a target not registered in this process.
absl::StatusOr<std::vector<std::pair<std::string, void*>>> ResolveHostSymbols(
    const std::vector<HostSymbol>& symbols, const HloModule& hlo_module);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_JIT_HOST_SYMBOLS_H_
