// StableHLO (generic form, mlir_ir.h) -> HloModule, as XLA's MHLO-to-HLO
// translator does it:
//   - the public `main` function is the entry computation; a main with other
//     than one result returns a tuple of them;
//   - every other func.func a func.call reaches becomes a called computation
//     (kCall); multiple results come back as a tuple;
//   - regions become computations: reducers, comparators and scatter/map
//     bodies take their block arguments as parameters; while, if and case
//     regions may use values defined above them (StableHLO allows it, HLO
//     does not), which are passed in as extra tuple elements of the loop
//     state or the branch operand;
//   - chlo ops are expanded into HLO (chlo_lowering.cc);
//   - the dynamic_* ops are accepted when their shape operands are constants
//     (static programs); unbounded `?` dimensions are an error, bounded ones
//     (#stablehlo.bounds) become bounded dynamic dimensions;
//   - per-tensor quantized values live in their storage type (only
//     uniform_quantize / uniform_dequantize may touch them);
//   - sharding annotations (sdy.sharding_constraint, custom_call @Sharding)
//     are the value itself; an unsharded sdy.manual_computation is inlined;
//   - mhlo.num_replicas / mhlo.num_partitions set the module config, and
//     donated arguments (tf.aliasing_output, jax.buffer_donor) its
//     input_output_alias / buffer_donor header.
// Errors name the op and where it was read ("stablehlo.foo at 12:5: ...")
// and never abort on malformed input.
#ifndef AXLE_STABLEHLO_STABLEHLO_TO_HLO_H_
#define AXLE_STABLEHLO_STABLEHLO_TO_HLO_H_

#include <memory>

#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/stablehlo/mlir_ir.h"

namespace xla::stablehlo {

absl::StatusOr<std::unique_ptr<HloModule>> ConvertStableHloToHlo(const MlirModule& module);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_STABLEHLO_TO_HLO_H_
