// A module: the entry computation plus the computations it calls. Owns them.
#ifndef AXLE_HLO_HLO_MODULE_H_
#define AXLE_HLO_HLO_MODULE_H_

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/stack_frame_index.h"
#include "axle/shape/program_shape.h"

namespace xla {

struct HloModuleConfig {
  int64_t replica_count = 1;
  int64_t num_partitions = 1;
  // entry_computation_layout: the entry signature with layouts; absent means
  // "the entry parameters' and root's own shapes".
  std::optional<ProgramShape> entry_computation_layout;
  // Header attributes Axle keeps but does not act on (input_output_alias,
  // buffer_donor, frontend_attributes, is_scheduled, ...): key and value text
  // as written, in text order, printed back after the modelled ones.
  std::vector<std::pair<std::string, std::string>> verbatim_attributes;
  // The source locations instructions' metadata refers to (stack_frame_id).
  StackFrameIndex stack_frames;
  bool operator==(const HloModuleConfig& other) const = default;
};

class HloModule {
 public:
  explicit HloModule(std::string name, HloModuleConfig config = {})
      : name_(std::move(name)), config_(std::move(config)) {}
  HloModule(const HloModule&) = delete;
  HloModule& operator=(const HloModule&) = delete;

  const std::string& name() const { return name_; }
  void SetName(std::string name) { name_ = std::move(name); }
  const HloModuleConfig& config() const { return config_; }
  HloModuleConfig* mutable_config() { return &config_; }

  // Takes ownership; gives the computation (and its instructions) unique
  // names and ids within the module.
  HloComputation* AddEntryComputation(std::unique_ptr<HloComputation> computation);
  HloComputation* AddEmbeddedComputation(std::unique_ptr<HloComputation> computation);
  HloComputation* entry_computation() const { return entry_; }

  std::vector<HloComputation*> computations() const;  // in insertion order
  int64_t computation_count() const { return static_cast<int64_t>(computations_.size()); }
  HloComputation* GetComputationWithName(absl::string_view name) const;
  // Callees before callers; the entry last. Only computations reachable from
  // the entry unless `include_unreachable`.
  std::vector<HloComputation*> MakeComputationPostOrder(bool include_unreachable = true) const;
  // Drops computations not reachable from the entry.
  void RemoveUnusedComputations();

  // The entry signature the module promises callers: the configured layout,
  // or the entry computation's own program shape.
  ProgramShape entry_computation_layout() const;

  // Names: `base` if free in the module, else `base.N`.
  std::string UniqueInstructionName(absl::string_view base);
  std::string UniqueComputationName(absl::string_view base);
  // Called by HloComputation::AddInstruction for computations in a module.
  void AssignUniqueIdAndName(HloInstruction* instruction);

  std::unique_ptr<HloModule> Clone(const std::string& suffix = "clone") const;

  std::string ToString() const;  // HLO text

 private:
  void AdoptComputation(HloComputation* computation);
  // Names in use, and per stem the next ".N" suffix to try, so that naming
  // the thousandth copy of "add" does not probe "add.1" ... "add.999" again.
  struct NameSet {
    absl::flat_hash_set<std::string> used;
    absl::flat_hash_map<std::string, int64_t> next_suffix;
  };
  static std::string UniqueName(absl::string_view base, NameSet* names);

  std::string name_;
  HloModuleConfig config_;
  std::vector<std::unique_ptr<HloComputation>> computations_;
  HloComputation* entry_ = nullptr;
  NameSet instruction_names_;
  NameSet computation_names_;
  int64_t next_unique_id_ = 0;
};

// Structural equality: same entry signature, and computations that match
// instruction by instruction (names ignored, operand structure compared).
bool HloModulesEqual(const HloModule& a, const HloModule& b);

}  // namespace xla

#endif  // AXLE_HLO_HLO_MODULE_H_
