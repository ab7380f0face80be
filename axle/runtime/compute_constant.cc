// Client::ComputeConstant: evaluates the constant subgraph on the interpreter.
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/runtime/client.h"
#include "axle/runtime/constant_subgraph.h"
#include "axle/shape/layout_util.h"

namespace xla {

absl::StatusOr<Literal> Client::ComputeConstant(const XlaComputation& computation,
                                                const Layout* output_layout) const {
  if (computation.IsNull()) return InvalidArgument("ComputeConstant: the computation is null");
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module,
                   ExtractConstantSubgraph(computation.module()));
  // Always the interpreter: constant folding must not depend on a backend.
  ASSIGN_OR_RETURN(Platform * interpreter, PlatformUtil::GetDefaultPlatform());
  absl::StatusOr<std::unique_ptr<Executable>> executable =
      interpreter->compiler()->Compile(std::move(module), CompileOptions{});
  if (!executable.ok()) return AddContext(executable.status(), "ComputeConstant");
  absl::StatusOr<Literal> value = (*executable)->Execute({});
  if (!value.ok()) return AddContext(value.status(), "ComputeConstant");
  if (output_layout == nullptr) return value;
  if (!value->shape().IsArray()) {
    return InvalidArgument("ComputeConstant: an output layout was given but the value is ",
                           ShapeUtil::HumanString(value->shape()), ", not an array");
  }
  RETURN_IF_ERROR(AddContext(LayoutUtil::ValidateLayoutForShape(*output_layout, value->shape()),
                             "ComputeConstant: output layout"));
  return value->Relayout(*output_layout);
}

absl::StatusOr<Literal> Client::ComputeConstant(XlaOp operand, const Layout* output_layout) const {
  ASSIGN_OR_RETURN(XlaComputation computation, BuildConstantSubGraph(operand));
  return ComputeConstant(computation, output_layout);
}

}  // namespace xla
