#include "axle/builder/xla_computation.h"

#include "axle/base/status_macros.h"

namespace xla {

XlaComputation::XlaComputation(std::unique_ptr<HloModule> module) : module_(std::move(module)) {}

XlaComputation::XlaComputation(std::shared_ptr<const HloModule> module)
    : module_(std::move(module)) {}

const std::string& XlaComputation::name() const {
  static const std::string* const kEmpty = new std::string();
  if (module_ == nullptr || module_->entry_computation() == nullptr) return *kEmpty;
  return module_->entry_computation()->name();
}

absl::StatusOr<ProgramShape> XlaComputation::GetProgramShape() const {
  if (module_ == nullptr) return InvalidArgument("computation is null (default-constructed)");
  if (module_->entry_computation() == nullptr) {
    return InvalidArgument("module ", module_->name(), " has no entry computation");
  }
  return module_->entry_computation()->ComputeProgramShape();
}

absl::StatusOr<std::unique_ptr<HloModule>> XlaComputation::CloneModule() const {
  if (module_ == nullptr) return InvalidArgument("computation is null (default-constructed)");
  return module_->Clone(/*suffix=*/"");
}

std::string XlaComputation::ToString() const {
  return module_ == nullptr ? std::string() : module_->ToString();
}

}  // namespace xla
