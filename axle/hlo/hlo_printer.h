// HLO text printing in XLA's format; implements HloInstruction::ToString,
// HloComputation::ToString and HloModule::ToString.
//
//   HloModule m, entry_computation_layout={(f32[2]{0})->f32[2]{0}}
//
//   ENTRY %main (p: f32[2]) -> f32[2] {
//     %p = f32[2]{0} parameter(0)
//     ROOT %r = f32[2]{0} add(f32[2]{0} %p, f32[2]{0} %p)
//   }
//
// Computations print callees first and the entry last; instructions in post
// order (operands and control predecessors first), so the text parses back.
// Attributes come from the table in hlo_attribute_table.h.
#ifndef AXLE_HLO_HLO_PRINTER_H_
#define AXLE_HLO_HLO_PRINTER_H_

#include <string>

#include "axle/hlo/hlo_module.h"

namespace xla {

// "%name = SHAPE opcode(operands), attributes", with "ROOT " when `is_root`.
std::string PrintHloInstruction(const HloInstruction& instruction, bool is_root = false);
std::string PrintHloComputation(const HloComputation& computation);
std::string PrintHloModule(const HloModule& module);

// `layout` with the default layout given to every array shape that has none.
ProgramShape FillDefaultLayouts(ProgramShape layout);
// The entry computation's own signature, with default layouts filled in.
ProgramShape DefaultEntryComputationLayout(const HloComputation& entry);
// "(f32[2]{0}, s32[])->f32[2]{0}", as in the module header.
std::string EntryComputationLayoutString(const ProgramShape& layout);

}  // namespace xla

#endif  // AXLE_HLO_HLO_PRINTER_H_
