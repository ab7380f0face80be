#include "axle/passes/fft_length_expander.h"

#include <vector>

#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/hlo/hlo_module.h"
#include "axle/hlo/shape_inference.h"
#include "axle/passes/expand_opcode.h"
#include "axle/passes/hlo_creation_utils.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

// The padding that takes the last dims.size() dimensions of `shape` from
// their sizes to dims[i] (high edge; negative cuts), others kept.
PaddingConfig TrailingResize(const Shape& shape, absl::Span<const int64_t> dims) {
  const int64_t first = shape.rank() - static_cast<int64_t>(dims.size());
  PaddingConfig config;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    PaddingConfigDimension* dimension = config.add_dimensions();
    if (d >= first) dimension->set_edge_padding_high(dims[d - first] - shape.dimensions(d));
  }
  return config;
}

HloInstruction* AddPad(HloInstruction* value, HloInstruction* zero, const Shape& shape,
                       PaddingConfig config, const std::string& name) {
  auto pad = HloInstruction::Create(HloOpcode::kPad, shape, {value, zero});
  pad->mutable_attributes()->padding_config = std::move(config);
  pad->SetName(name);
  return value->parent()->AddInstruction(std::move(pad));
}

bool NeedsResize(const HloInstruction& fft) {
  const HloAttributes& attributes = fft.attributes();
  if (attributes.fft_type != FFT && attributes.fft_type != IFFT) return false;
  const Shape& shape = fft.operand(0)->shape();
  const std::vector<int64_t>& lengths = attributes.fft_length;
  if (!shape.IsArray() || shape.is_dynamic()) return false;
  const int64_t first = shape.rank() - static_cast<int64_t>(lengths.size());
  if (first < 0) return false;
  for (size_t i = 0; i < lengths.size(); ++i) {
    if (shape.dimensions(first + static_cast<int64_t>(i)) != lengths[i]) return true;
  }
  return false;
}

absl::StatusOr<bool> Expand(HloInstruction* fft) {
  if (!NeedsResize(*fft)) return false;
  HloInstruction* operand = fft->mutable_operand(0);
  const Shape& shape = operand->shape();
  const FftType type = fft->attributes().fft_type;
  const std::vector<int64_t>& lengths = fft->attributes().fft_length;
  const std::vector<int64_t> operand_dims(shape.dimensions().end() - lengths.size(),
                                          shape.dimensions().end());
  // Shapes first: a padded operand whose shape does not fit in int64 stays
  // for the backend to refuse.
  const Shape scalar = ShapeUtil::MakeScalarShape(shape.element_type());
  PaddingConfig to_length = TrailingResize(shape, lengths);
  absl::StatusOr<Shape> padded_shape = ShapeInference::InferPadShape(shape, scalar, to_length);
  if (!padded_shape.ok() || !ShapeUtil::ValidateShape(*padded_shape).ok()) return false;
  ASSIGN_OR_RETURN(Shape transformed_shape,
                   ShapeInference::InferFftShape(*padded_shape, type, lengths));
  PaddingConfig to_operand = TrailingResize(transformed_shape, operand_dims);
  ASSIGN_OR_RETURN(Shape result_shape,
                   ShapeInference::InferPadShape(transformed_shape, scalar, to_operand));

  HloComputation* computation = fft->parent();
  HloInstruction* zero = MakeScalarConstant(computation, shape.element_type(), 0.0);
  HloInstruction* padded =
      AddPad(operand, zero, *padded_shape, std::move(to_length), fft->name() + ".to_fft_length");
  auto transform = HloInstruction::Create(HloOpcode::kFft, transformed_shape, {padded});
  *transform->mutable_attributes() = fft->attributes();
  transform->SetName(fft->name() + ".at_fft_length");
  HloInstruction* transformed = computation->AddInstruction(std::move(transform));
  HloInstruction* result = AddPad(transformed, zero, result_shape, std::move(to_operand),
                                  fft->name() + ".to_operand");
  RETURN_IF_ERROR(computation->ReplaceInstruction(fft, result));
  return true;
}

}  // namespace

absl::StatusOr<bool> FftLengthExpander::Run(HloModule* module) {
  bool changed = false;
  RETURN_IF_ERROR(ExpandEveryInstruction(module, HloOpcode::kFft,
                                         [&](HloInstruction* fft) -> absl::Status {
                                           ASSIGN_OR_RETURN(bool expanded, Expand(fft));
                                           changed |= expanded;
                                           return absl::OkStatus();
                                         })
                      .status());
  return changed;
}

}  // namespace xla
