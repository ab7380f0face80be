// A bounds-checked reading position inside one part (a section, an entry)
// of an MLIR bytecode buffer: the primitives of the format (prefix varints,
// zigzag signed varints, varints carrying a flag bit, null-terminated
// strings, aligned sections) and errors that say where they happened:
//   SOURCE: byte OFFSET (section NAME): message
// with OFFSET counted from the start of the whole buffer. Nothing reads past
// the part's end and no count is trusted before the bytes it needs exist.
#ifndef AXLE_STABLEHLO_BYTECODE_CURSOR_H_
#define AXLE_STABLEHLO_BYTECODE_CURSOR_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include "absl/strings/string_view.h"
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace xla::stablehlo {

class BytecodeCursor {
 public:
  // The whole of `buffer` (which must outlive the cursor), named `source`.
  BytecodeCursor(absl::string_view source, absl::string_view buffer, absl::string_view section);

  // The bytes [begin, end) of this cursor's buffer, counted from the
  // buffer's start, as a new part named `section`.
  BytecodeCursor Part(size_t begin, size_t end, absl::string_view section) const;

  size_t offset() const { return position_; }
  size_t remaining() const { return end_ - position_; }
  bool empty() const { return position_ == end_; }
  absl::string_view section() const { return section_; }
  // The unread bytes.
  absl::string_view rest() const { return buffer_.substr(position_, end_ - position_); }

  // InvalidArgument "SOURCE: byte OFFSET (section NAME): message" at the
  // current position, or at `offset`.
  absl::Status Error(absl::string_view message) const { return ErrorAt(position_, message); }
  absl::Status ErrorAt(size_t offset, absl::string_view message) const;

  absl::StatusOr<uint8_t> ReadByte();
  absl::StatusOr<absl::string_view> ReadBytes(uint64_t count);
  absl::Status Skip(uint64_t count);
  absl::StatusOr<uint64_t> ReadVarInt();
  absl::StatusOr<int64_t> ReadSignedVarInt();
  // `(value << 1) | flag`.
  absl::StatusOr<std::pair<uint64_t, bool>> ReadVarIntWithFlag();
  // A count of items that each take at least `min_bytes_each` bytes of what
  // is left: a larger count is an error (it cannot be honest), so callers
  // may reserve memory for it.
  absl::StatusOr<uint64_t> ReadCount(absl::string_view what, uint64_t min_bytes_each = 1);
  absl::StatusOr<absl::string_view> ReadNullTerminatedString();
  // Skips 0xCB padding up to a multiple of `alignment` from the buffer start.
  absl::Status AlignTo(uint64_t alignment);

  // A section header (id byte with the alignment flag in its high bit, byte
  // length, optional alignment) and its contents as a part named by the id.
  absl::StatusOr<std::pair<int, BytecodeCursor>> ReadSection();

 private:
  BytecodeCursor(absl::string_view source, absl::string_view buffer, size_t begin, size_t end,
                 absl::string_view section);

  absl::string_view source_;
  absl::string_view buffer_;
  size_t position_ = 0;
  size_t end_ = 0;
  absl::string_view section_;
};

// The name a section id is reported by ("string", "dialect", "ir", ...;
// "unknown" past the known ids).
absl::string_view BytecodeSectionName(int id);

// The section ids of the format.
enum BytecodeSectionId : int {
  kStringSection = 0,
  kDialectSection = 1,
  kAttrTypeSection = 2,
  kAttrTypeOffsetSection = 3,
  kIrSection = 4,
  kResourceSection = 5,
  kResourceOffsetSection = 6,
  kDialectVersionsSection = 7,
  kPropertiesSection = 8,
  kNumSections = 9,
};

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_BYTECODE_CURSOR_H_
