#include "axle/backends/cpu/cpu_executable_serialization.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/jit/cpu_jit.h"
#include "axle/backends/cpu/jit/executable_format.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla::cpu {
namespace {

std::string HostSymbolLines(const std::vector<HostSymbol>& symbols) {
  std::string lines;
  for (const HostSymbol& symbol : symbols) {
    absl::StrAppend(&lines, symbol.name, " ",
                    symbol.kind == HostSymbol::Kind::kInstruction ? "i" : "c", " ",
                    symbol.instruction, "\n");
  }
  return lines;
}

absl::StatusOr<std::vector<HostSymbol>> ParseHostSymbols(absl::string_view lines) {
  std::vector<HostSymbol> symbols;
  for (absl::string_view line : absl::StrSplit(lines, '\n', absl::SkipEmpty())) {
    std::vector<absl::string_view> fields = absl::StrSplit(line, ' ');
    if (fields.size() != 3 || fields[0].empty() || fields[2].empty() ||
        (fields[1] != "i" && fields[1] != "c")) {
      return InvalidArgument("serialised executable is corrupt: bad host symbol line \"",
                             line.substr(0, 80), "\"");
    }
    symbols.push_back({std::string(fields[0]),
                       fields[1] == "i" ? HostSymbol::Kind::kInstruction
                                        : HostSymbol::Kind::kCustomCallTarget,
                       std::string(fields[2])});
  }
  return symbols;
}

// The record `key`; a missing one is InvalidArgument.
absl::StatusOr<const std::string*> Record(
    const absl::flat_hash_map<std::string, std::string>& records, absl::string_view key) {
  auto it = records.find(key);
  if (it == records.end()) {
    return InvalidArgument("serialised executable is corrupt: it has no \"", key, "\" record");
  }
  return &it->second;
}

// FailedPrecondition unless record `key` is `here` (what this process has).
absl::Status CheckSame(const absl::flat_hash_map<std::string, std::string>& records,
                       absl::string_view key, absl::string_view what, absl::string_view here) {
  ASSIGN_OR_RETURN(const std::string* value, Record(records, key));
  if (*value == here) return absl::OkStatus();
  return FailedPrecondition("serialised executable was compiled for ", what, " \"", *value,
                            "\"; this machine and build have \"", here,
                            "\": compile the module again here");
}

absl::StatusOr<std::unique_ptr<HloModule>> ParseRecordModule(
    const absl::flat_hash_map<std::string, std::string>& records, absl::string_view key) {
  ASSIGN_OR_RETURN(const std::string* text, Record(records, key));
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(*text);
  if (!module.ok()) {
    return InvalidArgument("serialised executable's ", key, " does not parse: ",
                           module.status().message());
  }
  return module;
}

}  // namespace

ObjectTarget HostTarget(const CpuJit& jit) {
  return {jit.target_machine().getTargetTriple().str(), jit.cpu_name(), jit.cpu_features()};
}

absl::Status LinkCompiledArtifact(CompiledArtifact& artifact, CpuJit& jit) {
  ASSIGN_OR_RETURN(auto symbols,
                   ResolveHostSymbols(artifact.host_symbols, *artifact.optimized_module));
  ASSIGN_OR_RETURN(artifact.code, jit.LinkObject(artifact.object, symbols));
  ASSIGN_OR_RETURN(void* entry, artifact.code->Lookup(kEntryFunctionName));
  artifact.entry = reinterpret_cast<EntryFunction>(entry);
  ASSIGN_OR_RETURN(artifact.runtime_caches, artifact.code->Lookup(kAxleRuntimeCacheTable));
  return absl::OkStatus();
}

absl::StatusOr<std::string> SerializeCpuArtifact(const HloModule& module,
                                                 const CompiledArtifact& artifact,
                                                 absl::string_view cache_key) {
  if (!artifact.not_serializable.empty()) {
    return FailedPrecondition("executable of module ", module.name(),
                              " cannot be serialised: ", artifact.not_serializable);
  }
  if (artifact.object.empty() || artifact.optimized_text.empty()) {
    return FailedPrecondition("executable of module ", module.name(),
                              " keeps no object code to serialise");
  }
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  const ObjectTarget target = HostTarget(*jit);
  return WriteExecutableRecords({
      {"axle_version", kAxleVersion},
      {"runtime_abi", RuntimeAbiFingerprint()},
      {"triple", target.triple},
      {"cpu", target.cpu},
      {"features", target.features},
      {"module", module.ToString()},
      {"optimized_module", artifact.optimized_text},
      {"assignment", HexDigest(artifact.assignment->ToString())},
      {"object", artifact.object},
      {"host_symbols", HostSymbolLines(artifact.host_symbols)},
      {"cache_key", std::string(cache_key)},
      // How runs compute (the code alone does not say): "1" flushes subnormals.
      {"flush_denormals", artifact.flush_denormals ? "1" : "0"},
  });
}

absl::StatusOr<LoadedCpuArtifact> LoadCpuArtifact(absl::string_view bytes,
                                                  absl::string_view cache_key) {
  ASSIGN_OR_RETURN(auto records, ReadExecutableRecords(bytes));
  ASSIGN_OR_RETURN(CpuJit * jit, CpuJit::Get());
  const ObjectTarget target = HostTarget(*jit);
  RETURN_IF_ERROR(CheckSame(records, "axle_version", "Axle version", kAxleVersion));
  RETURN_IF_ERROR(CheckSame(records, "runtime_abi", "the runtime ABI", RuntimeAbiFingerprint()));
  RETURN_IF_ERROR(CheckSame(records, "triple", "target", target.triple));
  RETURN_IF_ERROR(CheckSame(records, "cpu", "CPU", target.cpu));
  RETURN_IF_ERROR(CheckSame(records, "features", "CPU features", target.features));
  if (!cache_key.empty()) {
    ASSIGN_OR_RETURN(const std::string* stored, Record(records, "cache_key"));
    if (*stored != cache_key) {
      return FailedPrecondition("cache entry was stored for another module or options");
    }
  }
  LoadedCpuArtifact loaded;
  ASSIGN_OR_RETURN(loaded.module, ParseRecordModule(records, "module"));
  auto artifact = std::make_shared<CompiledArtifact>();
  ASSIGN_OR_RETURN(artifact->optimized_module, ParseRecordModule(records, "optimized_module"));
  artifact->optimized_text = records["optimized_module"];
  ASSIGN_OR_RETURN(artifact->assignment, AssignBuffersForCpu(*artifact->optimized_module));
  ASSIGN_OR_RETURN(const std::string* assignment, Record(records, "assignment"));
  if (*assignment != HexDigest(artifact->assignment->ToString())) {
    return FailedPrecondition(
        "serialised executable's buffer assignment differs from the one this build computes "
        "for its module: compile the module again");
  }
  ASSIGN_OR_RETURN(const std::string* host_symbols, Record(records, "host_symbols"));
  ASSIGN_OR_RETURN(artifact->host_symbols, ParseHostSymbols(*host_symbols));
  ASSIGN_OR_RETURN(const std::string* object, Record(records, "object"));
  artifact->object = *object;
  // Bytes written before the record existed ran without flushing.
  auto flush = records.find("flush_denormals");
  if (flush != records.end() && flush->second != "0" && flush->second != "1") {
    return InvalidArgument("serialised executable is corrupt: bad flush_denormals record \"",
                           flush->second.substr(0, 20), "\"");
  }
  artifact->flush_denormals = flush != records.end() && flush->second == "1";
  RETURN_IF_ERROR(LinkCompiledArtifact(*artifact, *jit));
  loaded.artifact = std::move(artifact);
  return loaded;
}

}  // namespace xla::cpu
