// convert, bitcast-convert and reduce-precision, with the interpreter's
// semantics (axle/literal/convert_element.h, axle/eval/elementwise_ops_convert.cc).
#include "axle/backends/cpu/codegen/elemental_emitter.h"

namespace xla::cpu {

void RegisterElementalConvertOps(ElementalRegistry& registry) {}

}  // namespace xla::cpu
