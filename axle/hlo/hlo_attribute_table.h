// The one table of HLO text attributes: `key=value` pairs after an
// instruction's operand list.
//
// Each entry names the text key, the opcodes that accept it, whether it is
// required, and a value codec (int, int list, window, padding, computation
// reference...) bound to one field of an AttributeRecord. The printer walks
// the table in order (which is XLA's print order) and the parser looks keys
// up in it, so neither has per-op code: adding an attribute is adding a row.
#ifndef AXLE_HLO_HLO_ATTRIBUTE_TABLE_H_
#define AXLE_HLO_HLO_ATTRIBUTE_TABLE_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "axle/hlo/hlo_attributes.h"
#include "axle/hlo/hlo_lexer.h"
#include "axle/hlo/hlo_opcode.h"

namespace xla {

class HloComputation;
class HloInstruction;

// Everything an instruction's attribute list describes: the attribute record
// proper, the called computations (in HloInstruction's slot order) and the
// control predecessors.
struct AttributeRecord {
  HloAttributes attributes;
  std::vector<HloComputation*> called_computations;
  std::vector<HloInstruction*> control_predecessors;

  static AttributeRecord FromInstruction(const HloInstruction& instruction);
};

// Name lookups the parser offers to attribute codecs; `offset` is where the
// name starts, for error messages.
class AttributeNameResolver {
 public:
  virtual ~AttributeNameResolver() = default;
  virtual absl::StatusOr<HloComputation*> FindComputation(absl::string_view name,
                                                          size_t offset) = 0;
  virtual absl::StatusOr<HloInstruction*> FindInstruction(absl::string_view name,
                                                          size_t offset) = 0;
  // A computation written in place of its name ("to_apply={ ... }"), from
  // the '{' at the lexer's position through the matching '}'.
  virtual absl::StatusOr<HloComputation*> ParseInlineComputation(HloLexer& lexer,
                                                                 size_t offset) {
    return lexer.ErrorAt(offset, "a computation cannot be written inline here");
  }
};

struct AttributeSpec {
  enum Flags : int {
    kOptional = 0,
    kRequired = 1,     // the parser rejects an instruction without it
    kAlwaysPrint = 2,  // printed even when it holds its default value
  };

  std::string key;
  std::vector<HloOpcode> opcodes;  // empty: every opcode
  int flags = kOptional;
  // Printing: whether the instruction shows this attribute (beyond the
  // default-value rule), and the value text.
  std::function<bool(const HloInstruction&, AttributeRecord&)> present;
  std::function<std::string(AttributeRecord&)> print;
  // Parsing: reads the value (after "key=") into the record.
  std::function<absl::Status(HloLexer&, AttributeNameResolver&, AttributeRecord*)> parse;
  // Copies the value between records (set for plain fields, not for
  // called-computation slots).
  std::function<void(const AttributeRecord&, AttributeRecord*)> copy;
  // Keys that must accompany this one, and keys that may not.
  std::vector<std::string> requires_keys;
  std::vector<std::string> excludes_keys;

  bool required() const { return flags & kRequired; }
  bool AppliesTo(HloOpcode opcode) const;
};

// All attributes, in the order XLA prints them.
const std::vector<AttributeSpec>& HloAttributeTable();

// The entry for `key` on `opcode`; nullptr when the key is unknown or not
// accepted by that opcode (see AttributeKeyIsKnown to tell which).
const AttributeSpec* FindAttributeSpec(absl::string_view key, HloOpcode opcode);
bool AttributeKeyIsKnown(absl::string_view key);

// ", key=value" for every attribute `instruction` shows, in table order.
std::string PrintAttributes(const HloInstruction& instruction);

// Copies the attributes every opcode may carry (the table's entries with no
// opcode list: metadata, sharding, backend_config...) from `from` to `to`.
void CopyCommonAttributes(const AttributeRecord& from, AttributeRecord* to);

// The attribute list of XLA's async shorthand. For `X-start(...)`
// (`async_op` an async-start whose wrapped computation's root is `wrapped`):
// the wrapped op's attributes, the start's common and async ones; for
// X-update/X-done (`wrapped` null) the async op's own. Never calls= of the
// async op (the shorthand implies it).
std::string PrintAsyncShorthandAttributes(const HloInstruction& async_op,
                                          const HloInstruction* wrapped);

}  // namespace xla

#endif  // AXLE_HLO_HLO_ATTRIBUTE_TABLE_H_
