#include "axle/eval/custom_call_abi.h"

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/eval/custom_call_registry.h"
#include "axle/eval/custom_call_status.h"
#include "axle/eval/ffi/ffi_call.h"
#include "axle/eval/ffi/ffi_registry.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/xla_custom_calls.h"
#include "axle/shape/layout_util.h"
#include "axle/shape/shape_parser.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

using OriginalFn = void (*)(void* out, const void** in);
using StatusFn = void (*)(void* out, const void** in, XlaCustomCallStatus* status);
using UnifiedFn = void (*)(void* out, const void** in, const char* opaque, size_t opaque_len,
                           XlaCustomCallStatus* status);

constexpr int64_t kTypedFfi = 4;  // API_VERSION_TYPED_FFI

// The array and token leaves of the buffer tree `tree` of `shape`, in order.
void FlattenTree(const Shape& shape, void* tree, std::vector<ffi::FfiBufferRef>& leaves) {
  if (!shape.IsTuple()) {
    leaves.push_back({&shape, shape.IsArray() ? tree : nullptr});
    return;
  }
  void* const* table = static_cast<void* const*>(tree);
  for (int64_t i = 0; i < shape.tuple_shapes_size(); ++i) {
    FlattenTree(shape.tuple_shapes(i), table[i], leaves);
  }
}

Shape WithDefaultLayouts(Shape shape) {
  LayoutUtil::SetToDefaultLayout(&shape);
  return shape;
}

// Gives the arrays of `shape` that have no layout the default one.
void FillMissingLayouts(Shape& shape) {
  if (shape.IsTuple()) {
    for (Shape& element : *shape.mutable_tuple_shapes()) FillMissingLayouts(element);
  } else if (shape.IsArray() && !shape.has_layout()) {
    LayoutUtil::SetToDefaultLayout(&shape);
  }
}

}  // namespace

void* CustomCallBuffers::Pointer(Literal& literal) {
  if (literal.shape().IsArray()) return literal.untyped_data();
  if (!literal.shape().IsTuple()) return nullptr;
  auto table = std::make_unique<std::vector<void*>>();
  for (int64_t i = 0; i < literal.tuple_element_count(); ++i) {
    // Tuple elements are children of `literal`; their storage does not move.
    table->push_back(Pointer(const_cast<Literal&>(literal.tuple_element(i))));
  }
  tables_.push_back(std::move(table));
  return tables_.back()->data();
}

bool IsShardingMarker(const std::string& target) {
  return target == "Sharding" || target == "SPMDFullToShardShape" ||
         target == "SPMDShardToFullShape";
}

std::string DescribeCustomCall(const HloInstruction& instruction) {
  return absl::StrCat("custom-call ", instruction.name(), " to '",
                      instruction.attributes().custom_call_target, "'");
}

absl::StatusOr<std::vector<Shape>> CustomCallOperandShapes(const HloInstruction& instruction) {
  std::vector<Shape> shapes;
  absl::string_view text = instruction.attributes().opaque.operand_layout_constraints;
  if (text.empty()) {
    for (const HloInstruction* operand : instruction.operands()) {
      shapes.push_back(WithDefaultLayouts(ShapeUtil::MakeStatic(operand->shape())));
    }
    return shapes;
  }
  auto error = [&](auto... what) {
    return InvalidArgument(DescribeCustomCall(instruction), ": operand_layout_constraints ",
                           text, ": ", what...);
  };
  if (text.front() == '{' && text.back() == '}') text = text.substr(1, text.size() - 2);
  size_t pos = 0;
  while (pos < text.size() && !text.substr(pos).empty()) {
    size_t consumed = 0;
    absl::StatusOr<Shape> shape = ParseShapePrefix(text.substr(pos), &consumed);
    if (!shape.ok()) return error(shape.status().message());
    shapes.push_back(*std::move(shape));
    pos += consumed;
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == ',')) ++pos;
  }
  if (static_cast<int64_t>(shapes.size()) != instruction.operand_count()) {
    return error(shapes.size(), " shapes for ", instruction.operand_count(), " operands");
  }
  for (int64_t i = 0; i < instruction.operand_count(); ++i) {
    Shape operand = ShapeUtil::MakeStatic(instruction.operand(i)->shape());
    if (!ShapeUtil::Compatible(shapes[i], operand)) {
      return error("operand ", i, " is ", ShapeUtil::HumanString(operand), ", not ",
                   ShapeUtil::HumanString(shapes[i]));
    }
    FillMissingLayouts(shapes[i]);
  }
  return shapes;
}

Literal InLayoutsOf(const Literal& value, const Shape& layouts) {
  Shape shape = value.shape();
  ShapeUtil::ForEachSubshape(layouts, [&](const Shape& subshape, const ShapeIndex& index) {
    if (subshape.IsArray() && subshape.has_layout()) {
      ShapeUtil::GetMutableSubshape(&shape, index)->set_layout(subshape.layout());
    }
  });
  return value.Relayout(shape);
}

Shape CustomCallResultShape(const HloInstruction& instruction) {
  Shape shape = ShapeUtil::MakeStatic(instruction.shape());
  if (instruction.attributes().opaque.operand_layout_constraints.empty()) {
    return WithDefaultLayouts(std::move(shape));
  }
  FillMissingLayouts(shape);
  return shape;
}

absl::StatusOr<void*> ResolveCustomCallTarget(const HloInstruction& instruction) {
  const std::string& target = instruction.attributes().custom_call_target;
  if (instruction.attributes().custom_call_api_version == kTypedFfi) {
    if (const ffi::FfiHandlerEntry* handler = ffi::FindFfiHandler(target)) {
      return const_cast<ffi::FfiHandlerEntry*>(handler);
    }
    return NotFound(DescribeCustomCall(instruction), ": no typed-FFI handler named '", target,
                    "' is registered for the host platform (cpu)");
  }
  void* function = FindCustomCallTarget(target);
  if (function != nullptr) return function;
  if (IsShardingMarker(target) && instruction.operand_count() == 1 &&
      instruction.shape().IsArray() &&
      ShapeUtil::Compatible(instruction.operand(0)->shape(), instruction.shape())) {
    return nullptr;
  }
  return NotFound(DescribeCustomCall(instruction), ": no custom-call target named '", target,
                  "' is registered or defined by a library loaded with "
                  "--custom_call_library (LoadCustomCallLibrary); other symbols of the "
                  "process are not callable");
}

absl::Status CheckCustomCallTargets(const HloModule& module) {
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kCustomCall) continue;
      if (IsXlaBuiltinCustomCall(*instruction)) {  // evaluated or expanded as an op
        RETURN_IF_ERROR(ReadTopKCustomCall(*instruction).status());
        continue;
      }
      RETURN_IF_ERROR(ResolveCustomCallTarget(*instruction).status());
    }
  }
  return absl::OkStatus();
}

absl::Status InvokeCustomCallTarget(const HloInstruction& instruction, void* function, void* out,
                                    const void** in) {
  const HloAttributes& attrs = instruction.attributes();
  XlaCustomCallStatus status;
  switch (attrs.custom_call_api_version) {
    case 0:  // unspecified: the original API
    case 1:
      reinterpret_cast<OriginalFn>(function)(out, in);
      break;
    case 2:
      reinterpret_cast<StatusFn>(function)(out, in, &status);
      break;
    case 3:
      reinterpret_cast<UnifiedFn>(function)(out, in, attrs.backend_config.data(),
                                            attrs.backend_config.size(), &status);
      break;
    case kTypedFfi: {
      std::vector<ffi::FfiBufferRef> args, rets;
      for (int64_t i = 0; i < instruction.operand_count(); ++i) {
        FlattenTree(instruction.operand(i)->shape(), const_cast<void*>(in[i]), args);
      }
      FlattenTree(instruction.shape(), out, rets);
      return ffi::CallFfiHandler(instruction, *static_cast<const ffi::FfiHandlerEntry*>(function),
                                 args, rets);
    }
    default:
      return Unimplemented(DescribeCustomCall(instruction), ": api_version ",
                           attrs.custom_call_api_version, " is not supported");
  }
  if (status.failure) {
    return Internal(DescribeCustomCall(instruction), " failed: ", *status.failure);
  }
  return absl::OkStatus();
}

}  // namespace xla
