// Parses HLO text as XLA prints it:
//
//   HloModule name, entry_computation_layout={(f32[2]{0})->f32[2]{0}}
//
//   %add (x: f32[], y: f32[]) -> f32[] { ... }
//
//   ENTRY %main (p: f32[2]) -> f32[2] {
//     %p = f32[2]{0} parameter(0)
//     ROOT %r = f32[2]{0} add(f32[2]{0} %p, f32[2]{0} %p)
//   }
//
// As in XLA, instructions must be defined before they are used (so parsed
// graphs cannot have cycles) and instruction names are scoped to their
// computation. Computations may be referenced before their definition (and
// even recursively): the verifier, not the parser, rejects recursion. Attributes follow the one table in
// hlo_attribute_table.h. The module is not verified (see hlo_verifier.h).
//
// Everything XLA's own parser takes is read, as XLA reads it:
//   - an instruction without a result shape ("%s = add(x, y)", "t = tuple(a)")
//     gets the shape ShapeInference infers; opcodes whose shape is the
//     writer's choice (parameter, constant, broadcast, reshape, convert,
//     custom-call...) must still write one;
//   - an operand may be an instruction written in place
//     ("add(f32[] parameter(0), f32[] constant(1))"), without attributes;
//   - a called computation may be written in place ("to_apply={ ... }");
//   - array constants may be one scalar that fills them ("f32[2,2]
//     constant(0)") or elided ("constant({...})": zeros, printed back elided);
//   - broadcasting a scalar needs no dimensions; "/* ... */" comments go
//     wherever whitespace may; "HloModule name:" takes an optional colon;
//     module attributes Axle does not model and computations'
//     execution_thread are kept and printed back.
//
// Errors are InvalidArgument with messages "LINE:COLUMN: error: ..." followed
// by the offending line and a caret.
//
// entry_computation_layout: the header's layout is kept in the module config
// only when it differs from the entry computation's own signature with
// default layouts filled in, so that printing (which always writes the
// layout) and parsing round-trip to equal modules.
#ifndef AXLE_HLO_HLO_PARSER_H_
#define AXLE_HLO_HLO_PARSER_H_

#include <memory>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

absl::StatusOr<std::unique_ptr<HloModule>> ParseAndReturnUnverifiedModule(
    absl::string_view text);

}  // namespace xla

#endif  // AXLE_HLO_HLO_PARSER_H_
