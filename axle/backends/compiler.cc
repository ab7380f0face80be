#include "axle/backends/compiler.h"

#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_abi.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {

absl::StatusOr<std::string> Compiler::Export(const Executable& executable) const {
  return Unimplemented("this platform's executables (module ", executable.module().name(),
                       ") cannot be serialised; the cpu platform's can");
}

absl::StatusOr<std::unique_ptr<Executable>> Compiler::Load(absl::string_view,
                                                           const CompileOptions&) {
  return Unimplemented("this platform cannot load serialised executables; the cpu platform can");
}

absl::Status PrepareModuleForCompilation(HloModule& module, const CompileOptions& options) {
  if (module.entry_computation() == nullptr) {
    return InvalidArgument("module ", module.name(), " has no entry computation");
  }
  if (options.num_replicas < 1 || options.num_replicas > kMaxReplicas) {
    return InvalidArgument("the replica count must be between 1 and ", kMaxReplicas, ", got ",
                           options.num_replicas);
  }
  if (options.backend_optimization_level < 0 || options.backend_optimization_level > 3) {
    return InvalidArgument("the backend optimisation level must be between 0 and 3, got ",
                           options.backend_optimization_level);
  }
  RETURN_IF_ERROR(HloVerifier::Verify(module));
  // Unknown custom-call targets fail here, before anything runs.
  RETURN_IF_ERROR(CheckCustomCallTargets(module));
  module.mutable_config()->replica_count = options.num_replicas;
  if (options.argument_layouts.empty() && !options.result_layout.has_value()) {
    return absl::OkStatus();
  }
  ProgramShape signature = module.entry_computation_layout();
  if (!options.argument_layouts.empty()) {
    if (static_cast<int64_t>(options.argument_layouts.size()) != signature.parameters_size()) {
      return InvalidArgument("computation ", module.name(), " takes ",
                             signature.parameters_size(), " arguments but ",
                             options.argument_layouts.size(), " argument layouts were given");
    }
    for (int i = 0; i < signature.parameters_size(); ++i) {
      Shape given = options.argument_layouts[i];
      // A dynamic parameter's layout may come from a value at its runtime
      // sizes (as arguments do): the bounded shape in that value's layout.
      if (!ShapeUtil::Compatible(given, signature.parameters(i)) &&
          ShapeUtil::FitsBounds(given, signature.parameters(i))) {
        Shape bounded = signature.parameters(i);
        if (given.IsArray() && given.has_layout()) *bounded.mutable_layout() = given.layout();
        given = std::move(bounded);
      }
      if (!ShapeUtil::Compatible(given, signature.parameters(i))) {
        return InvalidArgument("argument layout ", i, " is ", ShapeUtil::HumanString(given),
                               " but the parameter is ",
                               ShapeUtil::HumanString(signature.parameters(i)));
      }
      RETURN_IF_ERROR(AddContext(LayoutUtil::ValidateLayoutInShape(given),
                                 absl::StrCat("argument layout ", i)));
      if (LayoutUtil::HasLayout(given)) (*signature.mutable_parameters())[i] = given;
    }
  }
  if (options.result_layout.has_value()) {
    const Shape& given = *options.result_layout;
    if (!ShapeUtil::Compatible(given, signature.result())) {
      return InvalidArgument("the requested result layout ",
                             ShapeUtil::HumanStringWithLayout(given),
                             " does not fit the computation's result ",
                             ShapeUtil::HumanString(signature.result()));
    }
    RETURN_IF_ERROR(AddContext(LayoutUtil::ValidateLayoutInShape(given), "result layout"));
    if (LayoutUtil::HasLayout(given)) signature.set_result(given);
  }
  module.mutable_config()->entry_computation_layout = std::move(signature);
  return absl::OkStatus();
}

}  // namespace xla
