// rng and rng-bit-generator: runtime calls (runtime/runtime_rng.cc). rng
// draws from the run's stream, so rng instructions must run in the
// interpreter's order: the scheduler keeps side-effecting instructions in
// it (passes/analysis/hlo_scheduler.h).
#include "axle/backends/cpu/codegen/computation_emitter.h"

namespace xla::cpu {
namespace {

absl::Status LowerRng(ComputationEmitter& emitter, const HloInstruction& instruction) {
  return emitter.EmitRuntimeCall(instruction, "__axle_rng", {0, 1}, {{}});
}

absl::Status LowerRngBitGenerator(ComputationEmitter& emitter,
                                  const HloInstruction& instruction) {
  return emitter.EmitRuntimeCall(instruction, "__axle_rng_bit_generator", {0}, {{0}, {1}});
}

}  // namespace

void RegisterRngLowerings(LoweringRegistry& registry) {
  registry.Register(HloOpcode::kRng, LowerRng);
  registry.Register(HloOpcode::kRngBitGenerator, LowerRngBitGenerator);
}

}  // namespace xla::cpu
