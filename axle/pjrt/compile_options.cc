#include "axle/pjrt/compile_options.h"

#include <functional>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"

namespace xla::pjrt {
namespace {

enum WireType { kVarint = 0, kFixed64 = 1, kLengthDelimited = 2, kFixed32 = 5 };

// One message's bytes; `base` is its offset in the whole input, for errors.
class WireReader {
 public:
  WireReader(absl::string_view bytes, size_t base) : bytes_(bytes), base_(base) {}

  bool AtEnd() const { return position_ >= bytes_.size(); }

  absl::StatusOr<uint64_t> ReadVarint() {
    uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (AtEnd()) return Error("truncated varint");
      uint8_t byte = static_cast<uint8_t>(bytes_[position_++]);
      value |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if ((byte & 0x80) == 0) return value;
    }
    return Error("varint longer than 10 bytes");
  }

  // Calls `field(number, wire_type, reader_of_payload_or_varint_value)` for
  // each field; length-delimited payloads come as a sub-reader.
  absl::Status ForEachField(
      const std::function<absl::Status(int, WireType, uint64_t, WireReader*)>& field) {
    while (!AtEnd()) {
      size_t start = position_;
      ASSIGN_OR_RETURN(uint64_t key, ReadVarint());
      int number = static_cast<int>(key >> 3);
      auto wire_type = static_cast<WireType>(key & 7);
      switch (wire_type) {
        case kVarint: {
          ASSIGN_OR_RETURN(uint64_t value, ReadVarint());
          RETURN_IF_ERROR(field(number, wire_type, value, nullptr));
          break;
        }
        case kFixed64:
        case kFixed32: {
          size_t size = wire_type == kFixed64 ? 8 : 4;
          if (bytes_.size() - position_ < size) return Error("truncated fixed-width field");
          position_ += size;
          break;
        }
        case kLengthDelimited: {
          ASSIGN_OR_RETURN(uint64_t size, ReadVarint());
          if (size > bytes_.size() - position_) {
            return Error(
                absl::StrCat("field ", number, " of ", size, " bytes overruns the message"));
          }
          WireReader payload(bytes_.substr(position_, size), base_ + position_);
          position_ += size;
          RETURN_IF_ERROR(field(number, wire_type, size, &payload));
          break;
        }
        default:
          position_ = start;
          return Error(absl::StrCat("unsupported wire type ", static_cast<int>(wire_type)));
      }
    }
    return absl::OkStatus();
  }

  absl::Status Error(absl::string_view what) const {
    return absl::InvalidArgumentError(
        absl::StrCat("compile options: byte ", base_ + position_, ": ", what));
  }

 private:
  absl::string_view bytes_;
  size_t base_;
  size_t position_ = 0;
};

// A repeated int64 field, packed (one length-delimited run) or not.
absl::Status AppendInt64s(WireType wire_type, uint64_t value, WireReader* payload,
                          std::vector<int64_t>& out) {
  if (wire_type == kVarint) {
    out.push_back(static_cast<int64_t>(value));
    return absl::OkStatus();
  }
  while (payload != nullptr && !payload->AtEnd()) {
    ASSIGN_OR_RETURN(uint64_t element, payload->ReadVarint());
    out.push_back(static_cast<int64_t>(element));
  }
  return absl::OkStatus();
}

absl::Status ReadDeviceAssignment(WireReader& reader, PjrtCompileOptions& options) {
  int64_t replicas = 0;
  int64_t partitions = 0;
  std::vector<std::vector<int64_t>> per_partition;
  RETURN_IF_ERROR(reader.ForEachField(
      [&](int number, WireType type, uint64_t value, WireReader* payload) -> absl::Status {
        if (number == 1 && type == kVarint) replicas = static_cast<int64_t>(value);
        if (number == 2 && type == kVarint) partitions = static_cast<int64_t>(value);
        if (number == 3 && payload != nullptr) {
          std::vector<int64_t>& ids = per_partition.emplace_back();
          return payload->ForEachField([&](int inner, WireType inner_type, uint64_t inner_value,
                                           WireReader* inner_payload) -> absl::Status {
            if (inner != 1) return absl::OkStatus();
            return AppendInt64s(inner_type, inner_value, inner_payload, ids);
          });
        }
        return absl::OkStatus();
      }));
  if (static_cast<int64_t>(per_partition.size()) != partitions) {
    return reader.Error(absl::StrCat("device assignment has ", per_partition.size(),
                                     " partitions' devices for computation_count ", partitions));
  }
  options.device_assignment.assign(replicas, std::vector<int64_t>(partitions));
  for (int64_t p = 0; p < partitions; ++p) {
    if (static_cast<int64_t>(per_partition[p].size()) != replicas) {
      return reader.Error(absl::StrCat("device assignment: partition ", p, " lists ",
                                       per_partition[p].size(), " devices for ", replicas,
                                       " replicas"));
    }
    for (int64_t r = 0; r < replicas; ++r) options.device_assignment[r][p] = per_partition[p][r];
  }
  return absl::OkStatus();
}

absl::Status ReadBuildOptions(WireReader& reader, PjrtCompileOptions& options) {
  return reader.ForEachField(
      [&](int number, WireType type, uint64_t value, WireReader* payload) -> absl::Status {
        if (type == kVarint) {
          if (number == 4) options.num_replicas = static_cast<int64_t>(value);
          if (number == 5) options.num_partitions = static_cast<int64_t>(value);
          if (number == 6) options.use_spmd_partitioning = value != 0;
        } else if (number == 9 && payload != nullptr) {
          return ReadDeviceAssignment(*payload, options);
        }
        return absl::OkStatus();
      });
}

void AppendVarint(uint64_t value, std::string& out) {
  while (value >= 0x80) {
    out.push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  out.push_back(static_cast<char>(value));
}

void AppendVarintField(int number, uint64_t value, std::string& out) {
  AppendVarint(static_cast<uint64_t>(number) << 3 | kVarint, out);
  AppendVarint(value, out);
}

void AppendBytesField(int number, const std::string& bytes, std::string& out) {
  AppendVarint(static_cast<uint64_t>(number) << 3 | kLengthDelimited, out);
  AppendVarint(bytes.size(), out);
  out += bytes;
}

}  // namespace

std::string SerializeDeviceAssignment(int64_t num_replicas, int64_t num_partitions,
                                      const std::vector<int>& devices) {
  std::string assignment;
  AppendVarintField(1, num_replicas, assignment);
  AppendVarintField(2, num_partitions, assignment);
  for (int64_t partition = 0; partition < num_partitions; ++partition) {
    std::string ids;
    for (int64_t replica = 0; replica < num_replicas; ++replica) {
      size_t run = static_cast<size_t>(replica * num_partitions + partition);
      AppendVarint(static_cast<uint64_t>(run < devices.size() ? devices[run] : 0), ids);
    }
    std::string computation;
    AppendBytesField(1, ids, computation);
    AppendBytesField(3, computation, assignment);
  }
  return assignment;
}

absl::StatusOr<PjrtCompileOptions> ParseCompileOptions(absl::string_view bytes) {
  PjrtCompileOptions options;
  WireReader reader(bytes, 0);
  RETURN_IF_ERROR(
      reader.ForEachField([&](int number, WireType, uint64_t, WireReader* payload) -> absl::Status {
        if (number == 3 && payload != nullptr) return ReadBuildOptions(*payload, options);
        return absl::OkStatus();
      }));
  if (options.num_replicas < 1 || options.num_partitions < 1) {
    return absl::InvalidArgumentError(absl::StrCat("compile options: ", options.num_replicas,
                                                   " replicas and ", options.num_partitions,
                                                   " partitions; both must be at least 1"));
  }
  if (!options.device_assignment.empty() &&
      (static_cast<int64_t>(options.device_assignment.size()) != options.num_replicas ||
       static_cast<int64_t>(options.device_assignment[0].size()) != options.num_partitions)) {
    return absl::InvalidArgumentError(
        absl::StrCat("compile options: the device assignment is ", options.device_assignment.size(),
                     "x", options.device_assignment[0].size(), " for ", options.num_replicas,
                     " replicas x ", options.num_partitions, " partitions"));
  }
  return options;
}

}  // namespace xla::pjrt
