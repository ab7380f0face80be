// constant and iota.
#include "axle/literal/literal_util.h"
#include "axle/passes/algsimp/match.h"
#include "axle/passes/algsimp/rules.h"
#include "axle/shape/shape_util.h"

namespace xla::algsimp {
namespace {

// constant({v, v, ...}) -> broadcast(constant(v)): one value stored once.
absl::StatusOr<HloInstruction*> UniformConstant(HloInstruction* constant, Rewriter& rewriter) {
  if (!constant->shape().IsArray() || ShapeUtil::ElementsIn(constant->shape()) < 2) {
    return nullptr;
  }
  std::optional<Literal> value = UniformValue(constant);
  if (!value) return nullptr;
  return rewriter.BroadcastScalar(*std::move(value), constant->shape());
}

// iota over a dimension of size 1 -> broadcast(0)
absl::StatusOr<HloInstruction*> IotaOfOne(HloInstruction* iota, Rewriter& rewriter) {
  if (iota->shape().dimensions(iota->attributes().iota_dimension) != 1) return nullptr;
  return rewriter.BroadcastScalar(LiteralUtil::Zero(iota->shape().element_type()), iota->shape());
}

}  // namespace

void AddConstantRules(RuleTable& table) {
  table.Add(HloOpcode::kConstant, "constant(all v) -> broadcast(v)", UniformConstant);
  table.Add(HloOpcode::kIota, "iota(size 1) -> broadcast(0)", IotaOfOne);
}

}  // namespace xla::algsimp
