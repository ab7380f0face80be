// compare, with the interpreter's semantics (axle/eval/elementwise_ops_compare.cc).
#include "axle/backends/cpu/codegen/elemental_emitter.h"

namespace xla::cpu {

void RegisterElementalCompareOps(ElementalRegistry& registry) {}

}  // namespace xla::cpu
