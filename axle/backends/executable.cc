#include "axle/backends/executable.h"

#include <string>

#include "axle/base/status_macros.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// True when `value` must be relaid out to have `wanted`'s layouts.
bool NeedsRelayout(const Literal& value, const Shape& wanted) {
  return LayoutUtil::HasLayout(wanted) && !LayoutUtil::LayoutsInShapesEqual(value.shape(), wanted);
}

// `value` in `wanted`'s layouts; its dynamic arrays keep their runtime sizes
// (below `wanted`'s bounds), so each leaf takes only the layout.
Literal RelayoutTo(const Literal& value, const Shape& wanted) {
  if (ShapeUtil::Compatible(value.shape(), wanted)) return value.Relayout(wanted);
  if (!value.shape().IsTuple()) {
    return value.shape().IsArray() ? value.Relayout(LayoutUtil::LayoutOrDefault(wanted)) : value.Clone();
  }
  std::vector<Literal> elements;
  for (int i = 0; i < wanted.tuple_shapes_size(); ++i) {
    elements.push_back(RelayoutTo(value.subliteral({i}), wanted.tuple_shapes(i)));
  }
  return Literal::MakeTuple(std::move(elements));
}

}  // namespace

Executable::Executable(std::unique_ptr<HloModule> module)
    : module_(std::move(module)), program_shape_(module_->entry_computation_layout()) {}

Executable::~Executable() = default;

absl::Status Executable::ValidateArguments(absl::Span<const Literal* const> arguments) const {
  const int64_t expected = program_shape_.parameters_size();
  if (static_cast<int64_t>(arguments.size()) != expected) {
    return InvalidArgument("computation ", module_->name(), " takes ", expected,
                           expected == 1 ? " argument" : " arguments", " ",
                           program_shape_.ToString(), " but got ", arguments.size());
  }
  for (int64_t i = 0; i < expected; ++i) {
    const Shape& want = program_shape_.parameters(i);
    if (arguments[i] == nullptr) return InvalidArgument("argument ", i, " is null");
    const Shape& got = arguments[i]->shape();
    // A dynamic array argument may come at its runtime sizes.
    if (!ShapeUtil::Compatible(got, want) && !ShapeUtil::FitsBounds(got, want)) {
      std::string name = program_shape_.parameter_names(i);
      std::string what = got.IsArray() && want.IsArray() && got.dimensions() == want.dimensions()
                             ? "element type"
                             : "shape";
      return InvalidArgument("argument ", i, name.empty() ? "" : " (" + name + ")", " has ",
                             what, " mismatch: parameter expects ",
                             ShapeUtil::HumanString(want), " but got ",
                             ShapeUtil::HumanString(got));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Literal>> Executable::ExecuteReplicated(
    const std::vector<std::vector<const Literal*>>& arguments, const BackendRunOptions& options) {
  if (static_cast<int64_t>(arguments.size()) != num_replicas()) {
    return InvalidArgument("executable of ", module_->name(), " runs ", num_replicas(),
                           " replicas but got arguments for ", arguments.size());
  }
  for (size_t r = 0; r < arguments.size(); ++r) {
    absl::Status status = ValidateArguments(arguments[r]);
    if (!status.ok()) {
      return arguments.size() == 1 ? status
                                   : AddContext(status, absl::StrCat("replica ", r));
    }
  }
  // Backends see arguments in the layouts of the entry signature.
  std::vector<Literal> relaid;
  relaid.reserve(arguments.size() * program_shape_.parameters_size());
  std::vector<std::vector<const Literal*>> prepared = arguments;
  for (auto& replica_arguments : prepared) {
    for (size_t i = 0; i < replica_arguments.size(); ++i) {
      const Shape& wanted = program_shape_.parameters(i);
      if (NeedsRelayout(*replica_arguments[i], wanted)) {
        relaid.push_back(RelayoutTo(*replica_arguments[i], wanted));
        replica_arguments[i] = &relaid.back();
      }
    }
  }
  ASSIGN_OR_RETURN(std::vector<Literal> results, ExecuteReplicatedImpl(prepared, options));
  if (results.size() != arguments.size()) {
    return Internal("backend returned ", results.size(), " results for ", arguments.size(),
                    " replicas");
  }
  for (Literal& result : results) RETURN_IF_ERROR(FinishResult(result));
  return results;
}

absl::Status Executable::FinishResult(Literal& result) const {
  const Shape& wanted = program_shape_.result();
  if (ShapeUtil::Equal(result.shape(), wanted)) return absl::OkStatus();
  if (!ShapeUtil::Compatible(result.shape(), wanted) &&
      !ShapeUtil::FitsBounds(result.shape(), wanted)) {
    return Internal("backend returned ", ShapeUtil::HumanString(result.shape()),
                    " for a computation whose result is ", ShapeUtil::HumanString(wanted));
  }
  if (NeedsRelayout(result, wanted)) result = RelayoutTo(result, wanted);
  return absl::OkStatus();
}

absl::StatusOr<Literal> Executable::ExecuteImpl(absl::Span<const Literal* const> arguments,
                                                const BackendRunOptions& options) {
  ASSIGN_OR_RETURN(
      std::vector<Literal> results,
      ExecuteReplicatedImpl({std::vector<const Literal*>(arguments.begin(), arguments.end())},
                            options));
  if (results.size() != 1) {
    return Internal("backend returned ", results.size(), " results for 1 replica");
  }
  return std::move(results[0]);
}

absl::StatusOr<Literal> Executable::Execute(absl::Span<const Literal* const> arguments,
                                            const BackendRunOptions& options) {
  if (num_replicas() == 1) {
    RETURN_IF_ERROR(ValidateArguments(arguments));
    bool relayout = false;
    for (size_t i = 0; i < arguments.size(); ++i) {
      relayout |= NeedsRelayout(*arguments[i], program_shape_.parameters(i));
    }
    if (!relayout) {
      ASSIGN_OR_RETURN(Literal result, ExecuteImpl(arguments, options));
      RETURN_IF_ERROR(FinishResult(result));
      return result;
    }
  }
  std::vector<std::vector<const Literal*>> per_replica(
      num_replicas(), std::vector<const Literal*>(arguments.begin(), arguments.end()));
  ASSIGN_OR_RETURN(std::vector<Literal> results, ExecuteReplicated(per_replica, options));
  return std::move(results[0]);
}

}  // namespace xla
