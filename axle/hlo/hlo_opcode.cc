#include "axle/hlo/hlo_opcode.h"

#include <array>

#include "absl/container/flat_hash_map.h"

namespace xla {
namespace {

constexpr int kVariadic = kVariadicArity;
enum OpcodeFlags { kNoFlags = 0, kElementwise = 1, kSideEffect = 2, kReplicaDependent = 4 };

struct OpcodeInfo {
  const char* text;
  int arity;
  int flags;
};

constexpr std::array<OpcodeInfo, kHloOpcodeCount> kOpcodeInfo = {{
#define HLO_OPCODE(name, text, arity, flags) {text, arity, flags},
#include "axle/hlo/opcodes.def"
#undef HLO_OPCODE
}};

}  // namespace

const std::string& HloOpcodeString(HloOpcode opcode) {
  static const auto* names = [] {
    auto* result = new std::array<std::string, kHloOpcodeCount>;
    for (int i = 0; i < kHloOpcodeCount; ++i) (*result)[i] = kOpcodeInfo[i].text;
    return result;
  }();
  return (*names)[static_cast<int>(opcode)];
}

std::optional<HloOpcode> StringToHloOpcode(absl::string_view text) {
  static const auto* by_name = [] {
    auto* result = new absl::flat_hash_map<std::string, HloOpcode>;
    for (int i = 0; i < kHloOpcodeCount; ++i) {
      (*result)[kOpcodeInfo[i].text] = static_cast<HloOpcode>(i);
    }
    return result;
  }();
  auto it = by_name->find(text);
  if (it == by_name->end()) return std::nullopt;
  return it->second;
}

int HloOpcodeArity(HloOpcode opcode) { return kOpcodeInfo[static_cast<int>(opcode)].arity; }

bool HloOpcodeIsElementwise(HloOpcode opcode) {
  return kOpcodeInfo[static_cast<int>(opcode)].flags & kElementwise;
}

bool HloOpcodeHasSideEffect(HloOpcode opcode) {
  return kOpcodeInfo[static_cast<int>(opcode)].flags & kSideEffect;
}

bool HloOpcodeIsReplicaDependent(HloOpcode opcode) {
  return kOpcodeInfo[static_cast<int>(opcode)].flags & kReplicaDependent;
}

bool HloOpcodeIsVariadic(HloOpcode opcode) { return HloOpcodeArity(opcode) == kVariadic; }

std::ostream& operator<<(std::ostream& os, HloOpcode opcode) {
  return os << HloOpcodeString(opcode);
}

}  // namespace xla
