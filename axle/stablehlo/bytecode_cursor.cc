#include "axle/stablehlo/bytecode_cursor.h"

#include <array>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"

namespace xla::stablehlo {

absl::string_view BytecodeSectionName(int id) {
  static constexpr std::array<absl::string_view, kNumSections> kNames = {
      "string",   "dialect",         "attr_type",        "attr_type_offset", "ir",
      "resource", "resource_offset", "dialect_versions", "properties"};
  if (id < 0 || id >= kNumSections) return "unknown";
  return kNames[id];
}

BytecodeCursor::BytecodeCursor(absl::string_view source, absl::string_view buffer,
                               absl::string_view section)
    : BytecodeCursor(source, buffer, 0, buffer.size(), section) {}

BytecodeCursor::BytecodeCursor(absl::string_view source, absl::string_view buffer, size_t begin,
                               size_t end, absl::string_view section)
    : source_(source), buffer_(buffer), position_(begin), end_(end), section_(section) {}

BytecodeCursor BytecodeCursor::Part(size_t begin, size_t end, absl::string_view section) const {
  return BytecodeCursor(source_, buffer_, begin, end, section);
}

absl::Status BytecodeCursor::ErrorAt(size_t offset, absl::string_view message) const {
  return InvalidArgument(source_, ": byte ", offset, " (section ", section_, "): ", message);
}

absl::StatusOr<uint8_t> BytecodeCursor::ReadByte() {
  if (empty()) return Error("unexpected end of data");
  return static_cast<uint8_t>(buffer_[position_++]);
}

absl::StatusOr<absl::string_view> BytecodeCursor::ReadBytes(uint64_t count) {
  if (count > remaining()) {
    return Error(absl::StrCat(count, " bytes wanted, ", remaining(), " left"));
  }
  absl::string_view bytes = buffer_.substr(position_, count);
  position_ += count;
  return bytes;
}

absl::Status BytecodeCursor::Skip(uint64_t count) { return ReadBytes(count).status(); }

// The prefix varint: the number of trailing zero bits of the first byte is
// the number of bytes that follow; a zero first byte means eight follow.
absl::StatusOr<uint64_t> BytecodeCursor::ReadVarInt() {
  size_t start = position_;
  ASSIGN_OR_RETURN(uint8_t first, ReadByte());
  if (first & 1) return uint64_t{first} >> 1;
  int extra = 8;
  if (first != 0) {
    extra = 0;
    while (((first >> extra) & 1) == 0) ++extra;
  }
  if (extra > static_cast<int>(remaining())) {
    return ErrorAt(start, "truncated variable-width integer");
  }
  uint64_t value = 0;
  for (int i = 0; i < extra; ++i) {
    value |= uint64_t{static_cast<uint8_t>(buffer_[position_ + i])} << (8 * i);
  }
  position_ += extra;
  if (extra == 8) return value;
  // The first byte holds 7 - extra value bits above its marker.
  uint64_t low = uint64_t{first} >> (extra + 1);
  return (value << (7 - extra)) | low;
}

absl::StatusOr<int64_t> BytecodeCursor::ReadSignedVarInt() {
  ASSIGN_OR_RETURN(uint64_t zigzag, ReadVarInt());
  return static_cast<int64_t>((zigzag >> 1) ^ (~(zigzag & 1) + 1));
}

absl::StatusOr<std::pair<uint64_t, bool>> BytecodeCursor::ReadVarIntWithFlag() {
  ASSIGN_OR_RETURN(uint64_t value, ReadVarInt());
  return std::make_pair(value >> 1, (value & 1) != 0);
}

absl::StatusOr<uint64_t> BytecodeCursor::ReadCount(absl::string_view what,
                                                   uint64_t min_bytes_each) {
  size_t start = position_;
  ASSIGN_OR_RETURN(uint64_t count, ReadVarInt());
  if (min_bytes_each > 0 && count > remaining() / min_bytes_each) {
    return ErrorAt(start, absl::StrCat(what, " count ", count, " exceeds the ", remaining(),
                                       " bytes left"));
  }
  return count;
}

absl::StatusOr<absl::string_view> BytecodeCursor::ReadNullTerminatedString() {
  absl::string_view rest_bytes = rest();
  size_t nul = rest_bytes.find('\0');
  if (nul == absl::string_view::npos) return Error("string without a terminating null byte");
  position_ += nul + 1;
  return rest_bytes.substr(0, nul);
}

absl::Status BytecodeCursor::AlignTo(uint64_t alignment) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    return Error(absl::StrCat("alignment ", alignment, " is not a power of two"));
  }
  while (position_ % alignment != 0) {
    ASSIGN_OR_RETURN(uint8_t padding, ReadByte());
    if (padding != 0xCB) {
      return ErrorAt(position_ - 1,
                     absl::StrCat("padding byte ", padding, " where 0xCB belongs"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::pair<int, BytecodeCursor>> BytecodeCursor::ReadSection() {
  size_t start = position_;
  ASSIGN_OR_RETURN(uint8_t id_and_aligned, ReadByte());
  int id = id_and_aligned & 0x7f;
  if (id >= kNumSections) return ErrorAt(start, absl::StrCat("unknown section id ", id));
  ASSIGN_OR_RETURN(uint64_t length, ReadVarInt());
  if (id_and_aligned & 0x80) {
    ASSIGN_OR_RETURN(uint64_t alignment, ReadVarInt());
    RETURN_IF_ERROR(AlignTo(alignment));
  }
  if (length > remaining()) {
    return ErrorAt(start, absl::StrCat("section ", BytecodeSectionName(id), " of ", length,
                                       " bytes, only ", remaining(), " left"));
  }
  BytecodeCursor contents = Part(position_, position_ + length, BytecodeSectionName(id));
  position_ += length;
  return std::make_pair(id, contents);
}

}  // namespace xla::stablehlo
