#include "axle/backends/cpu/aot/aot_compiler.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "axle/aot_runtime/libcalls.h"
#include "axle/backends/cpu/aot/aot_header.h"
#include "axle/backends/cpu/aot/object_symbols.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/jit/object_emitter.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

namespace xla::cpu {
namespace {

// rv64gc: the base ISA plus multiply, atomics, single and double floats and
// compressed instructions (G includes Zicsr and Zifencei, which F implies).
constexpr char kRiscv64Features[] = "+m,+a,+f,+d,+c";

bool IsIdentifier(absl::string_view name) {
  if (name.empty() || absl::ascii_isdigit(static_cast<unsigned char>(name[0]))) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

// Instructions that need the host process at run time: the AOT runtime has
// no host queues, channels, other replicas or custom-call registry.
// replica-id and partition-id are 0 there, as in a one-replica run.
bool NeedsHost(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kInfeed:
    case HloOpcode::kOutfeed:
    case HloOpcode::kSend:
    case HloOpcode::kSendDone:
    case HloOpcode::kRecv:
    case HloOpcode::kRecvDone:
    case HloOpcode::kCustomCall:
      return true;
    case HloOpcode::kReplicaId:
    case HloOpcode::kPartitionId:
      return false;
    default:
      return HloOpcodeIsReplicaDependent(opcode);
  }
}

absl::Status CheckCompilableAheadOfTime(const HloModule& module) {
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (NeedsHost(instruction->opcode())) {
        return InvalidArgument("instruction ", instruction->name(), " (",
                               HloOpcodeString(instruction->opcode()),
                               ") needs the host process at run time and cannot be compiled "
                               "ahead of time (infeed, outfeed, send, recv, collectives and "
                               "custom calls cannot)");
      }
    }
  }
  const HloComputation* entry = module.entry_computation();
  for (const HloInstruction* parameter : entry->parameter_instructions()) {
    if (parameter->shape().is_dynamic()) {
      return InvalidArgument("parameter ", parameter->name(), " has a dynamic shape (",
                             parameter->shape().ToString(),
                             "): ahead-of-time programs take static shapes only");
    }
  }
  if (entry->root_instruction()->shape().is_dynamic()) {
    return InvalidArgument("the result has a dynamic shape (",
                           entry->root_instruction()->shape().ToString(),
                           "): ahead-of-time programs return static shapes only");
  }
  return absl::OkStatus();
}

// A C++ identifier from an HLO name ("p.1" -> "p_1").
std::string IdentifierFrom(absl::string_view name) {
  std::string id(name);
  for (char& c : id) {
    if (!absl::ascii_isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  if (id.empty() || absl::ascii_isdigit(static_cast<unsigned char>(id[0]))) id = "p" + id;
  return id;
}

std::string ProgramShapeText(const HloComputation& entry) {
  std::vector<std::string> parameters;
  for (const HloInstruction* parameter : entry.parameter_instructions()) {
    parameters.push_back(
        absl::StrCat(parameter->name(), ": ", parameter->shape().ToString(true)));
  }
  return absl::StrCat("(", absl::StrJoin(parameters, ", "), ") -> ",
                      entry.root_instruction()->shape().ToString(true));
}

absl::StatusOr<AotMetadata> BuildMetadata(const HloModule& module,
                                          const BufferAssignment& assignment) {
  AotMetadata metadata;
  metadata.module_name = module.name();
  const HloComputation& entry = *module.entry_computation();
  metadata.program_shape = ProgramShapeText(entry);
  const HloInstruction* root = entry.root_instruction();
  metadata.result_shape = root->shape();
  for (const BufferAllocation& allocation : assignment.allocations()) {
    AotAllocationKind kind = AotAllocationKind::kTemp;
    switch (allocation.kind) {
      case BufferAllocation::Kind::kParameter:
        kind = AotAllocationKind::kArgument;
        break;
      case BufferAllocation::Kind::kOutput:
        kind = AotAllocationKind::kResult;
        break;
      case BufferAllocation::Kind::kConstant:
        kind = AotAllocationKind::kConstant;
        break;
      case BufferAllocation::Kind::kTemp:
        kind = AotAllocationKind::kTemp;
        break;
    }
    metadata.allocation_kinds.push_back(kind);
    metadata.allocation_sizes.push_back(kind == AotAllocationKind::kConstant ? 0
                                                                              : allocation.size);
  }
  metadata.temp_allocation = assignment.temp_allocation();
  if (metadata.temp_allocation >= 0) {
    metadata.temp_size = metadata.allocation_sizes[metadata.temp_allocation];
  }
  // Arguments: every array leaf of every parameter, in order.
  for (const HloInstruction* parameter : entry.parameter_instructions()) {
    RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
        parameter->shape(), [&](const Shape& leaf, const ShapeIndex& index) -> absl::Status {
          if (!leaf.IsArray()) return absl::OkStatus();
          AotBuffer buffer;
          buffer.shape = leaf;
          buffer.parameter_number = parameter->parameter_number();
          buffer.index = index;
          buffer.size = ShapeUtil::ByteSizeOf(leaf);
          buffer.name = IdentifierFrom(parameter->name());
          for (int64_t i : index) absl::StrAppend(&buffer.name, "_", i);
          for (const BufferAllocation& allocation : assignment.allocations()) {
            if (allocation.kind == BufferAllocation::Kind::kParameter &&
                allocation.parameter_number == buffer.parameter_number &&
                allocation.parameter_index == index) {
              buffer.allocation = allocation.index;
            }
          }
          if (buffer.allocation < 0) {
            return absl::InternalError(absl::StrCat("parameter ", parameter->name(), " leaf {",
                                                    absl::StrJoin(index, ","),
                                                    "} has no allocation"));
          }
          metadata.arguments.push_back(std::move(buffer));
          return absl::OkStatus();
        }));
  }
  // Names that collide name nothing.
  absl::flat_hash_map<std::string, int> name_counts;
  for (const AotBuffer& argument : metadata.arguments) ++name_counts[argument.name];
  for (AotBuffer& argument : metadata.arguments) {
    if (name_counts[argument.name] > 1) argument.name.clear();
  }
  RETURN_IF_ERROR(ShapeUtil::ForEachSubshapeWithStatus(
      root->shape(), [&](const Shape& leaf, const ShapeIndex& index) -> absl::Status {
        if (!leaf.IsArray()) return absl::OkStatus();
        ASSIGN_OR_RETURN(BufferSlice slice, assignment.GetSlice(root, index));
        if (metadata.allocation_kinds[slice.allocation] == AotAllocationKind::kConstant) {
          return absl::InternalError(absl::StrCat("result leaf {", absl::StrJoin(index, ","),
                                                  "} is a constant with no buffer of its own"));
        }
        AotBuffer buffer;
        buffer.shape = leaf;
        buffer.index = index;
        buffer.allocation = slice.allocation;
        buffer.offset = slice.offset;
        buffer.size = ShapeUtil::ByteSizeOf(leaf);
        metadata.results.push_back(std::move(buffer));
        return absl::OkStatus();
      }));
  return metadata;
}

// Every address in the optimised module that generated code may name: its
// instructions.
absl::flat_hash_map<uint64_t, const HloInstruction*> InstructionsByAddress(
    const HloModule& module) {
  absl::flat_hash_map<uint64_t, const HloInstruction*> instructions;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      instructions[reinterpret_cast<uintptr_t>(instruction)] = instruction;
    }
  }
  return instructions;
}

// The first integer constant turned into a pointer inside `root` (a
// constant expression tree), or nullptr.
const llvm::ConstantInt* HostAddressIn(const llvm::Constant* root) {
  std::vector<const llvm::Constant*> stack = {root};
  absl::flat_hash_set<const llvm::Constant*> seen;
  while (!stack.empty()) {
    const llvm::Constant* constant = stack.back();
    stack.pop_back();
    if (!seen.insert(constant).second) continue;
    if (const auto* expression = llvm::dyn_cast<llvm::ConstantExpr>(constant)) {
      if (expression->getOpcode() == llvm::Instruction::IntToPtr) {
        if (const auto* address = llvm::dyn_cast<llvm::ConstantInt>(expression->getOperand(0))) {
          return address;
        }
      }
    }
    if (llvm::isa<llvm::GlobalValue>(constant)) continue;
    for (const llvm::Use& operand : constant->operands()) {
      if (const auto* inner = llvm::dyn_cast<llvm::Constant>(operand.get())) stack.push_back(inner);
    }
  }
  return nullptr;
}

// Generated code must not name addresses of this process: the safety net
// behind CheckCompilableAheadOfTime, naming the instruction whose lowering
// still passes one.
absl::Status CheckNoHostAddresses(const llvm::Module& module, const HloModule& hlo_module) {
  auto describe = [&](const llvm::ConstantInt* address, absl::string_view where) {
    static const auto* const kUnknown = "an unknown host object";
    auto instructions = InstructionsByAddress(hlo_module);
    auto it = instructions.find(address->getZExtValue());
    std::string what = it == instructions.end()
                           ? kUnknown
                           : absl::StrCat("instruction ", it->second->name(), " (",
                                          HloOpcodeString(it->second->opcode()), ")");
    return InvalidArgument(what, " needs a host address at run time (", where,
                           ") and cannot be compiled ahead of time yet");
  };
  for (const llvm::GlobalVariable& global : module.globals()) {
    if (!global.hasInitializer()) continue;
    if (const llvm::ConstantInt* address = HostAddressIn(global.getInitializer())) {
      return describe(address, absl::StrCat("in global ", global.getName().str()));
    }
  }
  for (const llvm::Function& function : module) {
    for (const llvm::BasicBlock& block : function) {
      for (const llvm::Instruction& instruction : block) {
        for (const llvm::Use& operand : instruction.operands()) {
          const auto* constant = llvm::dyn_cast<llvm::Constant>(operand.get());
          if (constant == nullptr) continue;
          const llvm::ConstantInt* address = HostAddressIn(constant);
          if (address == nullptr) continue;
          std::string where = absl::StrCat("in ", function.getName().str());
          if (const auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction)) {
            if (const llvm::Function* callee = call->getCalledFunction()) {
              where = absl::StrCat("passed to ", callee->getName().str());
            }
          }
          return describe(address, where);
        }
      }
    }
  }
  return absl::OkStatus();
}

// The library functions libaxle_aot_runtime.a defines for `arch`.
absl::flat_hash_set<std::string> RuntimeLibcalls(llvm::Triple::ArchType arch) {
  absl::flat_hash_set<std::string> names;
#define AXLE_NAME_LIBCALL(symbol, definition) names.insert(#symbol);
  AXLE_RUNTIME_LIBCALLS(AXLE_NAME_LIBCALL)
#undef AXLE_NAME_LIBCALL
  if (arch == llvm::Triple::riscv64) {
#define AXLE_NAME_RISCV_LIBCALL(symbol) names.insert(#symbol);
    AXLE_AOT_RISCV_LIBCALLS(AXLE_NAME_RISCV_LIBCALL)
#undef AXLE_NAME_RISCV_LIBCALL
  }
  return names;
}

// Runtime functions that may run work groups on the thread pool.
bool UsesThreads(absl::string_view symbol) {
  static const auto* const kThreaded = new absl::flat_hash_set<std::string>{
      "__axle_parallel_for", "__axle_sort",     "__axle_matmul_f32",
      "__axle_matmul_f64",   "__axle_conv2d_f32", "__axle_fft",
      "__axle_cholesky",     "__axle_triangular_solve"};
  return kThreaded->contains(symbol);
}

// The undefined symbols of `object` that libaxle_aot_runtime defines.
absl::StatusOr<std::vector<std::string>> RuntimeSymbols(const std::string& object) {
  absl::StatusOr<ObjectSymbols> file =
      ReadObjectSymbols(llvm::MemoryBufferRef(object, "aot"), "the generated object");
  if (!file.ok()) {
    return absl::InternalError(absl::StrCat("cannot read back the object file: ",
                                            file.status().message()));
  }
  const absl::flat_hash_set<std::string> libcalls = RuntimeLibcalls(file->arch);
  std::set<std::string> symbols;
  for (std::string name : file->undefined) {
    if (file->mach_o && absl::StartsWith(name, "_")) name.erase(0, 1);
    if (absl::StartsWith(name, "__axle_") || libcalls.contains(name)) symbols.insert(name);
  }
  return std::vector<std::string>(symbols.begin(), symbols.end());
}

}  // namespace

absl::Status CheckCppClassName(absl::string_view cpp_class) {
  if (cpp_class.empty()) return InvalidArgument("the C++ class name (--cpp_class) is empty");
  for (absl::string_view part : absl::StrSplit(cpp_class, "::")) {
    if (!IsIdentifier(part)) {
      return InvalidArgument("'", cpp_class,
                             "' is not a C++ class name: want identifiers joined by '::', "
                             "e.g. foo::bar::MatMulComp");
    }
  }
  return absl::OkStatus();
}

std::string AotCrossRuntimeDirectory(const std::string& triple) {
  if (triple.empty()) return "";
  llvm::Triple target(llvm::Triple::normalize(triple));
  llvm::Triple host(llvm::Triple::normalize(llvm::sys::getDefaultTargetTriple()));
  if (target.getArch() == host.getArch() && target.getOS() == host.getOS() &&
      target.getEnvironment() == host.getEnvironment()) {
    return "";
  }
  std::string name = absl::StrCat(target.getArchName().str(), "-", target.getOSName().str());
  if (!target.getEnvironmentName().empty()) {
    absl::StrAppend(&name, "-", target.getEnvironmentName().str());
  }
  return name;
}

std::string DefaultEntryPoint(absl::string_view cpp_class) {
  return absl::StrCat("axle_aot_", absl::StrReplaceAll(cpp_class, {{"::", "_"}}));
}

absl::StatusOr<ObjectTarget> ResolveAotTarget(const ObjectTarget& requested) {
  ObjectTarget target = requested;
  const std::string host = llvm::sys::getDefaultTargetTriple();
  target.triple = llvm::Triple::normalize(target.triple.empty() ? host : target.triple);
  llvm::Triple triple(target.triple);
  if (triple.getArch() == llvm::Triple::UnknownArch) {
    return InvalidArgument("unknown target triple '", requested.triple,
                           "' (e.g. x86_64-pc-linux-gnu, aarch64-linux-gnu)");
  }
  if (target.cpu == "native") {
    if (triple.getArch() != llvm::Triple(llvm::Triple::normalize(host)).getArch()) {
      return InvalidArgument("--target_cpu=native describes this machine (", host,
                             "), not target ", target.triple);
    }
    ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
    target.cpu = jit->cpu_name();
    if (target.features.empty()) target.features = jit->cpu_features();
  } else if (target.cpu.empty() && triple.getArch() == llvm::Triple::riscv64) {
    // rv64gc, the ISA of Debian's riscv64 port: with +d LLVM picks the lp64d
    // float ABI, which GNU ld requires to match the C library's objects.
    target.cpu = "generic-rv64";
    target.features = target.features.empty() ? std::string(kRiscv64Features)
                                              : absl::StrCat(kRiscv64Features, ",", target.features);
  } else if (target.cpu.empty()) {
    target.cpu = triple.getArch() == llvm::Triple::x86_64 ? "x86-64-v2" : "generic";
  }
  return target;
}

absl::StatusOr<AotArtifact> CompileAheadOfTime(std::unique_ptr<HloModule> module,
                                               const AotOptions& options) {
  if (module == nullptr) return InvalidArgument("CompileAheadOfTime: null module");
  RETURN_IF_ERROR(CheckCppClassName(options.cpp_class));
  AotArtifact artifact;
  artifact.entry_point =
      options.entry_point.empty() ? DefaultEntryPoint(options.cpp_class) : options.entry_point;
  if (!IsIdentifier(artifact.entry_point) || absl::StartsWith(artifact.entry_point, "__axle_")) {
    return InvalidArgument("entry point '", artifact.entry_point,
                           "' is not a C identifier of the program's own (not __axle_*)");
  }
  ASSIGN_OR_RETURN(artifact.target, ResolveAotTarget(options.target));
  RETURN_IF_ERROR(CheckCompilableAheadOfTime(*module));
  ASSIGN_OR_RETURN(LoweredModule lowered, LowerForObjectFile(std::move(module), options.compile));
  ASSIGN_OR_RETURN(artifact.metadata,
                   BuildMetadata(*lowered.optimized_module, *lowered.assignment));
  llvm::Module& llvm_module = *lowered.llvm_module;
  RETURN_IF_ERROR(CheckNoHostAddresses(llvm_module, *lowered.optimized_module));
  // The entry under its own name; everything else local to the object.
  if (artifact.entry_point != kEntryFunctionName &&
      llvm_module.getNamedValue(artifact.entry_point) != nullptr) {
    return InvalidArgument("entry point '", artifact.entry_point,
                           "' names a function the runtime or the code already uses");
  }
  llvm::Function* entry = llvm_module.getFunction(kEntryFunctionName);
  if (entry == nullptr) return absl::InternalError("the code generator emitted no entry function");
  entry->setName(artifact.entry_point);
  for (llvm::GlobalValue& value : llvm_module.global_values()) {
    if (&value != entry && !value.isDeclaration() && value.hasExternalLinkage()) {
      value.setLinkage(llvm::GlobalValue::InternalLinkage);
    }
  }
  ASSIGN_OR_RETURN(artifact.object, EmitObjectFile(llvm_module, artifact.target,
                                                   options.compile.backend_optimization_level));
  ASSIGN_OR_RETURN(artifact.metadata.runtime_symbols, RuntimeSymbols(artifact.object));
  artifact.metadata.needs_threads =
      std::any_of(artifact.metadata.runtime_symbols.begin(),
                  artifact.metadata.runtime_symbols.end(), UsesThreads);
  ASSIGN_OR_RETURN(artifact.header, GenerateAotHeader(artifact.metadata, options.cpp_class,
                                                      artifact.entry_point));
  return artifact;
}

std::vector<std::string> AotLinkFlags(const AotMetadata& metadata,
                                      const std::string& runtime_library) {
  std::vector<std::string> flags;
  if (metadata.runtime_symbols.empty()) return flags;
  if (!runtime_library.empty()) flags.push_back(runtime_library);
  if (metadata.needs_threads) flags.push_back("-lpthread");
  return flags;
}

}  // namespace xla::cpu
