// HloOpcode: generated from opcodes.def.
#ifndef AXLE_HLO_HLO_OPCODE_H_
#define AXLE_HLO_HLO_OPCODE_H_

#include <optional>
#include <ostream>
#include <string>

#include "absl/strings/string_view.h"

namespace xla {

enum class HloOpcode : int {
#define HLO_OPCODE(name, text, arity, flags) name,
#include "axle/hlo/opcodes.def"
#undef HLO_OPCODE
};

inline constexpr int kHloOpcodeCount = 0
#define HLO_OPCODE(name, text, arity, flags) +1
#include "axle/hlo/opcodes.def"
#undef HLO_OPCODE
    ;

inline constexpr int kVariadicArity = -1;

const std::string& HloOpcodeString(HloOpcode opcode);  // "add"
std::optional<HloOpcode> StringToHloOpcode(absl::string_view text);
// Fixed operand count, or kVariadicArity.
int HloOpcodeArity(HloOpcode opcode);
bool HloOpcodeIsElementwise(HloOpcode opcode);
bool HloOpcodeIsVariadic(HloOpcode opcode);
// Traits from opcodes.def (see its header for what each promises).
bool HloOpcodeHasSideEffect(HloOpcode opcode);
bool HloOpcodeIsReplicaDependent(HloOpcode opcode);

std::ostream& operator<<(std::ostream& os, HloOpcode opcode);

}  // namespace xla

#endif  // AXLE_HLO_HLO_OPCODE_H_
