#include "axle/backends/cpu/jit/executable_format.h"

#include <elf.h>
#include <link.h>

#include <cstring>
#include <typeinfo>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/runtime/run_context.h"
#include "axle/backends/cpu/runtime/runtime_abi.h"
#include "axle/base/status_macros.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/xxhash.h"

namespace xla::cpu {
namespace {

constexpr size_t kMagicBytes = 8;
constexpr size_t kHeaderBytes = kMagicBytes + 4 + 4 + 8 + 8;

template <typename T>
void Put(std::string& out, T value) {
  for (size_t i = 0; i < sizeof(T); ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

// Reads little-endian integers and byte strings off the front of `rest`,
// refusing to read past its end.
class Reader {
 public:
  explicit Reader(absl::string_view bytes) : rest_(bytes) {}
  template <typename T>
  absl::StatusOr<T> Get(absl::string_view what) {
    if (rest_.size() < sizeof(T)) return Truncated(what);
    T value = 0;
    for (size_t i = 0; i < sizeof(T); ++i) {
      value |= static_cast<T>(static_cast<unsigned char>(rest_[i])) << (8 * i);
    }
    rest_.remove_prefix(sizeof(T));
    return value;
  }
  absl::StatusOr<absl::string_view> Bytes(uint64_t size, absl::string_view what) {
    if (rest_.size() < size) return Truncated(what);
    absl::string_view bytes = rest_.substr(0, size);
    rest_.remove_prefix(size);
    return bytes;
  }
  size_t left() const { return rest_.size(); }

 private:
  absl::Status Truncated(absl::string_view what) const {
    return InvalidArgument("serialised executable is truncated or corrupt: ", what, " needs more than the ",
                           rest_.size(), " bytes left");
  }
  absl::string_view rest_;
};

uint64_t Checksum(absl::string_view payload) {
  return llvm::xxh3_64bits(llvm::StringRef(payload.data(), payload.size()));
}

// The NT_GNU_BUILD_ID note of the loaded object holding `address`.
std::string GnuBuildIdOf(const void* address) {
  struct Search {
    uintptr_t address;
    std::string id;
  } search{reinterpret_cast<uintptr_t>(address), ""};
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* data) -> int {
        auto* search = static_cast<Search*>(data);
        bool holds = false;
        for (int i = 0; i < info->dlpi_phnum; ++i) {
          const ElfW(Phdr)& header = info->dlpi_phdr[i];
          uintptr_t begin = info->dlpi_addr + header.p_vaddr;
          if (header.p_type == PT_LOAD && search->address >= begin &&
              search->address < begin + header.p_memsz) {
            holds = true;
          }
        }
        if (!holds) return 0;
        for (int i = 0; i < info->dlpi_phnum; ++i) {
          const ElfW(Phdr)& header = info->dlpi_phdr[i];
          if (header.p_type != PT_NOTE) continue;
          const char* note = reinterpret_cast<const char*>(info->dlpi_addr + header.p_vaddr);
          const char* end = note + header.p_memsz;
          while (note + sizeof(ElfW(Nhdr)) <= end) {
            ElfW(Nhdr) entry;
            std::memcpy(&entry, note, sizeof(entry));
            const char* name = note + sizeof(entry);
            const char* desc = name + ((entry.n_namesz + 3) & ~3u);
            if (desc + entry.n_descsz > end) break;
            if (entry.n_type == NT_GNU_BUILD_ID && entry.n_namesz == 4 &&
                std::memcmp(name, "GNU", 4) == 0) {
              search->id = absl::BytesToHexString(absl::string_view(desc, entry.n_descsz));
              return 1;
            }
            note = desc + ((entry.n_descsz + 3) & ~3u);
          }
        }
        return 1;
      },
      &search);
  return search.id;
}

}  // namespace

std::string WriteExecutableRecords(const ExecutableRecords& records) {
  std::string payload;
  for (const auto& [key, value] : records) {
    Put<uint32_t>(payload, static_cast<uint32_t>(key.size()));
    payload += key;
    Put<uint64_t>(payload, value.size());
    payload += value;
  }
  std::string bytes(kExecutableMagic, kMagicBytes);
  Put<uint32_t>(bytes, kExecutableFormatVersion);
  Put<uint32_t>(bytes, static_cast<uint32_t>(records.size()));
  Put<uint64_t>(bytes, payload.size());
  Put<uint64_t>(bytes, Checksum(payload));
  return bytes + payload;
}

absl::StatusOr<absl::flat_hash_map<std::string, std::string>> ReadExecutableRecords(
    absl::string_view bytes) {
  if (bytes.size() < kMagicBytes || bytes.substr(0, kMagicBytes) != kExecutableMagic) {
    return InvalidArgument("not a serialised Axle cpu executable (no \"", kExecutableMagic,
                           "\" magic at the start of its ", bytes.size(), " bytes)");
  }
  Reader reader(bytes.substr(kMagicBytes));
  ASSIGN_OR_RETURN(uint32_t version, reader.Get<uint32_t>("the format version"));
  if (version != kExecutableFormatVersion) {
    return FailedPrecondition("serialised executable has format version ", version,
                              "; this Axle reads version ", kExecutableFormatVersion,
                              ": compile the module again");
  }
  ASSIGN_OR_RETURN(uint32_t count, reader.Get<uint32_t>("the record count"));
  ASSIGN_OR_RETURN(uint64_t payload_size, reader.Get<uint64_t>("the payload size"));
  ASSIGN_OR_RETURN(uint64_t checksum, reader.Get<uint64_t>("the checksum"));
  if (payload_size != reader.left()) {
    return InvalidArgument("serialised executable is truncated or corrupt: its header promises ",
                           payload_size, " bytes after the ", kHeaderBytes,
                           "-byte header, there are ", reader.left());
  }
  ASSIGN_OR_RETURN(absl::string_view payload, reader.Bytes(payload_size, "the payload"));
  if (Checksum(payload) != checksum) {
    return InvalidArgument("serialised executable is corrupt: its checksum does not match");
  }
  Reader records(payload);
  absl::flat_hash_map<std::string, std::string> result;
  for (uint32_t i = 0; i < count; ++i) {
    ASSIGN_OR_RETURN(uint32_t key_size, records.Get<uint32_t>("a record's key size"));
    ASSIGN_OR_RETURN(absl::string_view key, records.Bytes(key_size, "a record's key"));
    ASSIGN_OR_RETURN(uint64_t value_size, records.Get<uint64_t>("a record's value size"));
    ASSIGN_OR_RETURN(absl::string_view value, records.Bytes(value_size, "a record's value"));
    if (!result.emplace(std::string(key), std::string(value)).second) {
      return InvalidArgument("serialised executable is corrupt: record \"",
                             absl::CHexEscape(key), "\" appears twice");
    }
  }
  if (records.left() != 0) {
    return InvalidArgument("serialised executable is corrupt: ", records.left(),
                           " bytes after its ", count, " records");
  }
  return result;
}

std::string RuntimeAbiFingerprint() {
  std::string abi = absl::StrCat("run_context=", sizeof(RunContext), ";");
#define AXLE_APPEND_ABI(function) \
  absl::StrAppend(&abi, #function, ":", typeid(decltype(&function)).name(), ";");
  AXLE_RUNTIME_FUNCTIONS(AXLE_APPEND_ABI)
#undef AXLE_APPEND_ABI
  return absl::StrCat(absl::Hex(Checksum(abi), absl::kZeroPad16));
}

const std::string& AxleBuildId() {
  static const std::string* id = [] {
    std::string build = GnuBuildIdOf(reinterpret_cast<const void*>(&RuntimeAbiFingerprint));
    if (build.empty()) build = absl::StrCat("compiled ", __DATE__, " ", __TIME__);
    return new std::string(absl::StrCat("axle ", kAxleVersion, " build ", build));
  }();
  return *id;
}

std::string HexDigest(absl::string_view text) {
  std::array<uint8_t, 32> digest = llvm::SHA256::hash(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
  return absl::BytesToHexString(
      absl::string_view(reinterpret_cast<const char*>(digest.data()), digest.size()));
}

}  // namespace xla::cpu
