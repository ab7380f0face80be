#include "axle/runtime/client.h"

#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla {

absl::StatusOr<std::unique_ptr<GlobalData>> Client::TransferToServer(const Literal& literal) {
  return std::make_unique<GlobalData>(literal.Clone());
}

absl::StatusOr<Literal> Client::Transfer(const GlobalData& data, const Shape* shape_with_layout) {
  const Literal& value = data.value(0);
  if (shape_with_layout == nullptr) return value.Clone();
  if (!ShapeUtil::Compatible(*shape_with_layout, value.shape())) {
    return InvalidArgument("Transfer: the requested shape ",
                           ShapeUtil::HumanStringWithLayout(*shape_with_layout),
                           " does not fit the data's shape ",
                           ShapeUtil::HumanString(value.shape()));
  }
  RETURN_IF_ERROR(AddContext(ShapeUtil::ValidateShape(*shape_with_layout), "Transfer"));
  return value.Relayout(*shape_with_layout);
}

absl::StatusOr<std::unique_ptr<GlobalData>> Client::Execute(
    const XlaComputation& computation, absl::Span<GlobalData* const> arguments,
    const ExecutionOptions* execution_options) {
  if (computation.IsNull()) return InvalidArgument("Execute: the computation is null");
  ExecutionOptions defaults;
  const ExecutionOptions& options = execution_options ? *execution_options : defaults;
  CompileOptions compile_options;
  compile_options.num_replicas = options.num_replicas();
  if (options.has_shape_with_output_layout()) {
    compile_options.result_layout = options.shape_with_output_layout();
  }
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, computation.CloneModule());
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                   platform_->compiler()->Compile(std::move(module), compile_options));

  const int64_t replicas = executable->num_replicas();
  std::vector<std::vector<const Literal*>> per_replica(replicas);
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i] == nullptr) return InvalidArgument("Execute: argument ", i, " is null");
    for (int64_t r = 0; r < replicas; ++r) {
      per_replica[r].push_back(
          &arguments[i]->value(arguments[i]->replica_count() == replicas ? r : 0));
    }
  }
  BackendRunOptions run_options;
  if (options.seed() != 0) run_options.rng_seed = options.seed();
  ASSIGN_OR_RETURN(std::vector<Literal> results,
                   executable->ExecuteReplicated(per_replica, run_options));
  return std::make_unique<GlobalData>(std::move(results));
}

absl::StatusOr<Literal> Client::ExecuteAndTransfer(const XlaComputation& computation,
                                                   absl::Span<GlobalData* const> arguments,
                                                   const ExecutionOptions* execution_options) {
  ASSIGN_OR_RETURN(std::unique_ptr<GlobalData> data,
                   Execute(computation, arguments, execution_options));
  return Transfer(*data);
}

absl::StatusOr<std::vector<std::unique_ptr<GlobalData>>> Client::DeconstructTuple(
    const GlobalData& data) {
  if (!data.shape().IsTuple()) {
    return InvalidArgument("DeconstructTuple: the data is not a tuple but ",
                           ShapeUtil::HumanString(data.shape()));
  }
  std::vector<std::unique_ptr<GlobalData>> elements;
  for (int64_t i = 0; i < data.value(0).tuple_element_count(); ++i) {
    std::vector<Literal> values;
    for (int64_t r = 0; r < data.replica_count(); ++r) {
      values.push_back(data.value(r).tuple_element(i).Clone());
    }
    elements.push_back(std::make_unique<GlobalData>(std::move(values)));
  }
  return elements;
}

absl::StatusOr<Shape> Client::GetShape(const GlobalData& data) { return data.shape(); }

absl::StatusOr<ProgramShape> Client::GetComputationShape(const XlaComputation& computation) {
  if (computation.IsNull()) return InvalidArgument("GetComputationShape: the computation is null");
  return computation.GetProgramShape();
}

}  // namespace xla
