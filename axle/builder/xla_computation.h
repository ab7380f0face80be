// XlaComputation: the result of XlaBuilder::Build(). A cheap-to-copy,
// immutable handle on an HloModule whose entry is the built computation and
// whose other computations are the ones it calls (reducers, loop bodies...).
#ifndef AXLE_BUILDER_XLA_COMPUTATION_H_
#define AXLE_BUILDER_XLA_COMPUTATION_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/shape/program_shape.h"

namespace xla {

class XlaComputation {
 public:
  XlaComputation() = default;  // a null computation
  explicit XlaComputation(std::unique_ptr<HloModule> module);
  explicit XlaComputation(std::shared_ptr<const HloModule> module);

  bool IsNull() const { return module_ == nullptr; }
  // The entry computation's name ("" for a null computation).
  const std::string& name() const;
  // Parameters (with names) and result of the entry computation.
  absl::StatusOr<ProgramShape> GetProgramShape() const;

  // The module; the computation must not be null.
  const HloModule& module() const { return *module_; }
  const std::shared_ptr<const HloModule>& shared_module() const { return module_; }
  // A private, mutable copy (same names) for passes and backends.
  absl::StatusOr<std::unique_ptr<HloModule>> CloneModule() const;

  // HLO text of the module ("" for a null computation).
  std::string ToString() const;

 private:
  std::shared_ptr<const HloModule> module_;
};

}  // namespace xla

#endif  // AXLE_BUILDER_XLA_COMPUTATION_H_
