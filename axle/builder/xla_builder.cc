// XlaBuilder itself: instruction bookkeeping, errors, Build. The ops live in
// ops_*.cc.
#include "axle/builder/xla_builder.h"

#include <algorithm>
#include <atomic>
#include <mutex>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/builder/constant_subgraph.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/shape/layout_util.h"

namespace xla {
namespace {

using ComputationMap = absl::flat_hash_map<const HloComputation*, HloComputation*>;

// A copy of `source` whose called computations are redirected through
// `callees` (computations not in the map are kept). `root`, when given,
// overrides the source's root.
std::unique_ptr<HloComputation> CloneComputation(const HloComputation& source,
                                                 const HloInstruction* root,
                                                 const ComputationMap& callees) {
  auto result = std::make_unique<HloComputation>(source.name());
  absl::flat_hash_map<const HloInstruction*, HloInstruction*> copies;
  for (HloInstruction* instruction : source.MakeInstructionPostOrder()) {
    std::vector<HloInstruction*> operands;
    operands.reserve(instruction->operand_count());
    for (HloInstruction* operand : instruction->operands()) operands.push_back(copies.at(operand));
    std::unique_ptr<HloInstruction> copy =
        instruction->CloneWithNewOperands(instruction->shape(), operands);
    copy->ReplaceCalledComputations([&](HloComputation* callee) {
      auto it = callees.find(callee);
      return it == callees.end() ? callee : it->second;
    });
    copies[instruction] = result->AddInstruction(std::move(copy));
  }
  for (HloInstruction* instruction : source.instructions()) {
    for (HloInstruction* successor : instruction->control_successors()) {
      // Both ends are in `source`, so this cannot fail.
      (void)copies.at(instruction)->AddControlDependencyTo(copies.at(successor));
    }
  }
  if (root == nullptr) root = source.root_instruction();
  if (root != nullptr) result->set_root_instruction(copies.at(root));
  return result;
}

// The builders alive in the process, by id, with their names (so a message
// about another builder never reads through its pointer). Ids come from a
// counter and are never reused.
class LiveBuilders {
 public:
  static LiveBuilders& Get() {
    static LiveBuilders* registry = new LiveBuilders();
    return *registry;
  }
  int64_t Add(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    const int64_t id = next_id_++;
    names_[id] = name;
    return id;
  }
  void Remove(int64_t id) {
    std::lock_guard<std::mutex> lock(mutex_);
    names_.erase(id);
  }
  bool IsLive(int64_t id) {
    std::lock_guard<std::mutex> lock(mutex_);
    return names_.contains(id);
  }
  std::optional<std::string> Name(int64_t id) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = names_.find(id);
    if (it == names_.end()) return std::nullopt;
    return it->second;
  }

 private:
  std::mutex mutex_;
  int64_t next_id_ = 1;
  absl::flat_hash_map<int64_t, std::string> names_;
};

// `shape` with the default layout on every array that has none: as in XLA,
// the shapes of built ops (GetShape, the program shape) are laid out, so
// they equal ShapeUtil::MakeShape's.
Shape WithDefaultLayouts(Shape shape) {
  std::vector<Shape*> pending = {&shape};
  while (!pending.empty()) {
    Shape* current = pending.back();
    pending.pop_back();
    if (current->IsArray() && !current->has_layout()) {
      current->set_layout(LayoutUtil::MakeDescendingLayout(current->rank()));
    }
    for (Shape& element : *current->mutable_tuple_shapes()) pending.push_back(&element);
  }
  return shape;
}

}  // namespace

XlaBuilder* XlaOp::builder() const {
  if (builder_id_ == 0 || !LiveBuilders::Get().IsLive(builder_id_)) return nullptr;
  return builder_;
}

XlaBuilder::XlaBuilder(const std::string& computation_name)
    : name_(computation_name),
      id_(LiveBuilders::Get().Add(computation_name)),
      computation_(std::make_unique<HloComputation>(computation_name)) {}

XlaBuilder::XlaBuilder(Client* /*client*/, const std::string& computation_name)
    : XlaBuilder(computation_name) {}

XlaBuilder::~XlaBuilder() { LiveBuilders::Get().Remove(id_); }

std::unique_ptr<XlaBuilder> XlaBuilder::CreateSubBuilder(const std::string& computation_name) {
  return std::make_unique<XlaBuilder>(computation_name);
}

ChannelHandle XlaBuilder::CreateChannelHandle(ChannelHandle::ChannelType type) {
  static std::atomic<int64_t> next_handle{1};
  ChannelHandle handle;
  handle.set_handle(next_handle.fetch_add(1));
  handle.set_type(type);
  return handle;
}

XlaOp XlaBuilder::ReportError(const absl::Status& error) {
  if (first_error_.ok() && !error.ok()) first_error_ = error;
  return XlaOp(this);
}

XlaOp XlaBuilder::ReportErrorOrReturn(const absl::StatusOr<XlaOp>& op) {
  if (!first_error_.ok()) return XlaOp(this);
  if (!op.ok()) return ReportError(op.status());
  return *op;
}

XlaOp XlaBuilder::ReportErrorOrReturn(
    absl::string_view op_name, const std::function<absl::StatusOr<XlaOp>()>& op_creator) {
  if (!first_error_.ok()) return XlaOp(this);
  absl::StatusOr<XlaOp> op = op_creator();
  if (!op.ok()) return ReportError(AddContext(op.status(), op_name));
  if (!first_error_.ok()) {
    // An op this one is made of failed ("Dot: DotGeneral: ..."): the message
    // starts with the op the user called.
    first_error_ = AddContext(first_error_, op_name);
    return XlaOp(this);
  }
  return *op;
}

absl::StatusOr<HloInstruction*> XlaBuilder::Resolve(XlaOp op) const {
  if (op.builder_id_ == 0) {
    return InvalidArgument("an operand is uninitialized (a default-constructed XlaOp)");
  }
  if (op.builder_id_ != id_) {
    std::optional<std::string> other = LiveBuilders::Get().Name(op.builder_id_);
    if (!other.has_value()) {
      return InvalidArgument("an operand was built by a builder that no longer exists (builder #",
                             op.builder_id_, "), used in builder '", name_, "'");
    }
    return InvalidArgument("an operand was built by builder '", *other,
                           "' but is used in builder '", name_,
                           "'; ops of different builders cannot be mixed");
  }
  if (op.handle_ < 0 || op.handle_ >= static_cast<int64_t>(instructions_.size())) {
    return InvalidArgument("an operand is invalid (the result of a failed op)");
  }
  return instructions_[op.handle_];
}

XlaOp XlaBuilder::Register(HloInstruction* instruction) {
  instructions_.push_back(instruction);
  return XlaOp(static_cast<int64_t>(instructions_.size()) - 1, this);
}

const HloInstruction* XlaBuilder::LookUpInstruction(XlaOp op) const {
  absl::StatusOr<HloInstruction*> instruction = Resolve(op);
  return instruction.ok() ? *instruction : nullptr;
}

absl::StatusOr<const Shape*> XlaBuilder::GetShapePtr(XlaOp op) const {
  ASSIGN_OR_RETURN(HloInstruction * instruction, Resolve(op));
  return &instruction->shape();
}

absl::StatusOr<Shape> XlaBuilder::GetShape(XlaOp op) const {
  ASSIGN_OR_RETURN(const Shape* shape, GetShapePtr(op));
  return *shape;
}

absl::StatusOr<std::vector<Shape>> XlaBuilder::GetOperandShapes(
    absl::Span<const XlaOp> ops) const {
  std::vector<Shape> shapes;
  shapes.reserve(ops.size());
  for (size_t i = 0; i < ops.size(); ++i) {
    absl::StatusOr<const Shape*> shape = GetShapePtr(ops[i]);
    if (!shape.ok()) return AddContext(shape.status(), absl::StrCat("operand ", i));
    shapes.push_back(**shape);
  }
  return shapes;
}

absl::StatusOr<XlaOp> XlaBuilder::AddInstruction(HloOpcode opcode, const Shape& shape,
                                                 absl::Span<const XlaOp> operands,
                                                 const HloAttributes& attributes,
                                                 absl::Span<const XlaComputation* const> called) {
  // Every op's shape, inferred or given: an inferred shape can be too large
  // (broadcasting f32[2^62] to f32[4,2^62]) though each operand is valid.
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
  std::vector<HloInstruction*> operand_instructions;
  operand_instructions.reserve(operands.size());
  for (size_t i = 0; i < operands.size(); ++i) {
    absl::StatusOr<HloInstruction*> operand = Resolve(operands[i]);
    if (!operand.ok()) return AddContext(operand.status(), absl::StrCat("operand ", i));
    operand_instructions.push_back(*operand);
  }
  std::vector<HloComputation*> callees;
  for (const XlaComputation* computation : called) {
    if (computation == nullptr || computation->IsNull()) {
      return InvalidArgument("a called computation is null (default-constructed)");
    }
    const std::shared_ptr<const HloModule>& module = computation->shared_module();
    if (module->entry_computation() == nullptr) {
      return InvalidArgument("called module ", module->name(), " has no entry computation");
    }
    // The instruction points at the source computation until Build clones it.
    callees.push_back(const_cast<HloComputation*>(module->entry_computation()));
    if (std::find(called_modules_.begin(), called_modules_.end(), module) ==
        called_modules_.end()) {
      called_modules_.push_back(module);
    }
  }
  std::unique_ptr<HloInstruction> instruction =
      HloInstruction::Create(opcode, WithDefaultLayouts(shape), operand_instructions);
  instruction->set_attributes(attributes);
  instruction->set_called_computations(std::move(callees));
  return Register(computation_->AddInstruction(std::move(instruction)));
}

absl::StatusOr<XlaOp> XlaBuilder::AddConstant(const Literal& literal) {
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(literal.shape()));
  return Register(computation_->AddInstruction(HloInstruction::CreateConstant(literal.Clone())));
}

absl::StatusOr<XlaOp> XlaBuilder::AddParameter(int64_t parameter_number, const Shape& shape,
                                               const std::string& name) {
  if (parameter_number < 0) {
    return InvalidArgument("parameter number must be non-negative, got ", parameter_number);
  }
  if (parameter_numbers_.contains(parameter_number)) {
    return InvalidArgument("parameter ", parameter_number, " already registered");
  }
  RETURN_IF_ERROR(ShapeUtil::ValidateShape(shape));
  parameter_numbers_.insert(parameter_number);
  return Register(computation_->AddInstruction(
      HloInstruction::CreateParameter(parameter_number, shape, name)));
}

absl::Status XlaBuilder::CheckParametersDense() const {
  for (int64_t i = 0; i < static_cast<int64_t>(parameter_numbers_.size()); ++i) {
    if (!parameter_numbers_.contains(i)) {
      std::vector<int64_t> numbers(parameter_numbers_.begin(), parameter_numbers_.end());
      std::sort(numbers.begin(), numbers.end());
      return InvalidArgument("parameter numbers must be 0..N-1 without gaps; have {",
                             absl::StrJoin(numbers, ", "), "}, missing ", i);
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<ProgramShape> XlaBuilder::GetProgramShape(XlaOp root) const {
  RETURN_IF_ERROR(first_error_);
  ASSIGN_OR_RETURN(const Shape* root_shape, GetShapePtr(root));
  RETURN_IF_ERROR(CheckParametersDense());
  ProgramShape program_shape = computation_->ComputeProgramShape();
  program_shape.set_result(*root_shape);
  return program_shape;
}

absl::StatusOr<ProgramShape> XlaBuilder::GetProgramShape() const {
  RETURN_IF_ERROR(first_error_);
  if (instructions_.empty()) {
    return InvalidArgument("computation ", name_, " has no instructions, so no root");
  }
  return GetProgramShape(XlaOp(static_cast<int64_t>(instructions_.size()) - 1,
                               const_cast<XlaBuilder*>(this)));
}

absl::StatusOr<XlaComputation> XlaBuilder::Build(bool remove_dynamic_dimensions) {
  RETURN_IF_ERROR(first_error_);
  if (instructions_.empty()) {
    return InvalidArgument("Build: computation ", name_, " has no instructions, so no root");
  }
  return Build(XlaOp(static_cast<int64_t>(instructions_.size()) - 1, this),
               remove_dynamic_dimensions);
}

absl::StatusOr<XlaComputation> XlaBuilder::Build(XlaOp root, bool /*remove_dynamic_dimensions*/) {
  RETURN_IF_ERROR(first_error_);
  absl::StatusOr<HloInstruction*> root_instruction = Resolve(root);
  if (!root_instruction.ok()) return AddContext(root_instruction.status(), "Build: root");
  RETURN_IF_ERROR(AddContext(CheckParametersDense(), "Build"));

  ComputationMap clones;
  std::vector<std::unique_ptr<HloComputation>> embedded;
  for (const std::shared_ptr<const HloModule>& module : called_modules_) {
    for (HloComputation* computation : module->MakeComputationPostOrder(false)) {
      embedded.push_back(CloneComputation(*computation, nullptr, clones));
      clones[computation] = embedded.back().get();
    }
  }
  auto module = std::make_unique<HloModule>(name_);
  // The entry goes in first so its names (parameters above all) stay as given.
  module->AddEntryComputation(CloneComputation(*computation_, *root_instruction, clones));
  for (std::unique_ptr<HloComputation>& computation : embedded) {
    module->AddEmbeddedComputation(std::move(computation));
  }
  return XlaComputation(std::move(module));
}

absl::StatusOr<bool> XlaBuilder::IsConstant(XlaOp operand) const {
  RETURN_IF_ERROR(first_error_);
  absl::StatusOr<HloInstruction*> instruction = Resolve(operand);
  if (!instruction.ok()) return AddContext(instruction.status(), "IsConstant");
  return CheckConstant(*computation_, *instruction).ok();
}

absl::StatusOr<XlaComputation> XlaBuilder::BuildConstantSubGraph(
    XlaOp root_op, bool /*dynamic_dimension_is_minus_one*/) {
  ASSIGN_OR_RETURN(XlaComputation computation, Build(root_op));
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module,
                   ExtractConstantSubgraph(computation.module()));
  return XlaComputation(std::move(module));
}

// --- 2017 member forms ------------------------------------------------------

XlaOp XlaBuilder::Parameter(int64_t parameter_number, const Shape& shape,
                            const std::string& name) {
  return ::xla::Parameter(this, parameter_number, shape, name);
}
XlaOp XlaBuilder::ConstantLiteral(const LiteralSlice& literal) {
  return ::xla::ConstantLiteral(this, literal);
}
#define AXLE_UNARY_OP(Name, opcode) \
  XlaOp XlaBuilder::Name(XlaOp operand) { return ::xla::Name(operand); }
#define AXLE_BINARY_OP(Name, opcode)                                                   \
  XlaOp XlaBuilder::Name(XlaOp lhs, XlaOp rhs, absl::Span<const int64_t> dimensions) { \
    return ::xla::Name(lhs, rhs, dimensions);                                          \
  }
#define AXLE_COMPARE_OP(Name, direction, total_order) AXLE_BINARY_OP(Name, direction)
#include "axle/builder/builder_ops.def"

XlaOp XlaBuilder::Select(XlaOp pred, XlaOp on_true, XlaOp on_false) {
  return ::xla::Select(pred, on_true, on_false);
}
XlaOp XlaBuilder::Clamp(XlaOp min, XlaOp operand, XlaOp max) {
  return ::xla::Clamp(min, operand, max);
}
XlaOp XlaBuilder::ConvertElementType(XlaOp operand, PrimitiveType new_element_type) {
  return ::xla::ConvertElementType(operand, new_element_type);
}
XlaOp XlaBuilder::Broadcast(XlaOp operand, absl::Span<const int64_t> broadcast_sizes) {
  return ::xla::Broadcast(operand, broadcast_sizes);
}
XlaOp XlaBuilder::Reshape(XlaOp operand, absl::Span<const int64_t> dimensions,
                          absl::Span<const int64_t> new_sizes) {
  return ::xla::Reshape(operand, dimensions, new_sizes);
}
XlaOp XlaBuilder::Reshape(XlaOp operand, absl::Span<const int64_t> new_sizes) {
  return ::xla::Reshape(operand, new_sizes);
}
XlaOp XlaBuilder::Collapse(XlaOp operand, absl::Span<const int64_t> dimensions) {
  return ::xla::Collapse(operand, dimensions);
}
XlaOp XlaBuilder::Transpose(XlaOp operand, absl::Span<const int64_t> permutation) {
  return ::xla::Transpose(operand, permutation);
}
XlaOp XlaBuilder::Trans(XlaOp operand) { return ::xla::Trans(operand); }
XlaOp XlaBuilder::Rev(XlaOp operand, absl::Span<const int64_t> dimensions) {
  return ::xla::Rev(operand, dimensions);
}
XlaOp XlaBuilder::Slice(XlaOp operand, absl::Span<const int64_t> start_indices,
                        absl::Span<const int64_t> limit_indices,
                        absl::Span<const int64_t> strides) {
  return ::xla::Slice(operand, start_indices, limit_indices, strides);
}
XlaOp XlaBuilder::ConcatInDim(absl::Span<const XlaOp> operands, int64_t dimension) {
  return ::xla::ConcatInDim(this, operands, dimension);
}
XlaOp XlaBuilder::Tuple(absl::Span<const XlaOp> elements) { return ::xla::Tuple(this, elements); }
XlaOp XlaBuilder::GetTupleElement(XlaOp tuple_data, int64_t index) {
  return ::xla::GetTupleElement(tuple_data, index);
}
XlaOp XlaBuilder::Dot(XlaOp lhs, XlaOp rhs) { return ::xla::Dot(lhs, rhs); }
XlaOp XlaBuilder::Reduce(XlaOp operand, XlaOp init_value, const XlaComputation& computation,
                         absl::Span<const int64_t> dimensions_to_reduce) {
  return ::xla::Reduce(operand, init_value, computation, dimensions_to_reduce);
}
XlaOp XlaBuilder::ReduceWindow(XlaOp operand, XlaOp init_value,
                               const XlaComputation& computation,
                               absl::Span<const int64_t> window_dimensions,
                               absl::Span<const int64_t> window_strides, Padding padding) {
  return ::xla::ReduceWindow(operand, init_value, computation, window_dimensions, window_strides,
                             padding);
}
XlaOp XlaBuilder::Map(absl::Span<const XlaOp> operands, const XlaComputation& computation,
                      absl::Span<const int64_t> dimensions) {
  return ::xla::Map(this, operands, computation, dimensions);
}
XlaOp XlaBuilder::Call(const XlaComputation& computation, absl::Span<const XlaOp> operands) {
  return ::xla::Call(this, computation, operands);
}
XlaOp XlaBuilder::While(const XlaComputation& condition, const XlaComputation& body,
                        XlaOp init) {
  return ::xla::While(condition, body, init);
}
XlaOp XlaBuilder::RngUniform(XlaOp a, XlaOp b, const Shape& shape) {
  return ::xla::RngUniform(a, b, shape);
}
XlaOp XlaBuilder::RngNormal(XlaOp mu, XlaOp sigma, const Shape& shape) {
  return ::xla::RngNormal(mu, sigma, shape);
}
XlaOp XlaBuilder::RngBernoulli(XlaOp mean, const Shape& shape) {
  return ::xla::RngBernoulli(mean, shape);
}

}  // namespace xla
