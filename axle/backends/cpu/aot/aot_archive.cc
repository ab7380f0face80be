#include "axle/backends/cpu/aot/aot_archive.h"

#include <deque>
#include <memory>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/backends/cpu/aot/object_symbols.h"
#include "axle/base/status_macros.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ArchiveWriter.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

namespace xla::cpu {
namespace {

// The runtime library's members, in archive order.
absl::StatusOr<std::vector<ObjectSymbols>> ReadMembers(const llvm::object::Archive& archive,
                                                       absl::string_view runtime_name) {
  std::vector<ObjectSymbols> members;
  llvm::Error error = llvm::Error::success();
  for (const llvm::object::Archive::Child& child : archive.children(error)) {
    llvm::Expected<llvm::MemoryBufferRef> buffer = child.getMemoryBufferRef();
    if (!buffer) {
      return InvalidArgument("cannot read a member of ", runtime_name, ": ",
                             llvm::toString(buffer.takeError()));
    }
    ASSIGN_OR_RETURN(ObjectSymbols symbols,
                     ReadObjectSymbols(*buffer, absl::StrCat(runtime_name, "(",
                                                       buffer->getBufferIdentifier().str(), ")")));
    members.push_back(std::move(symbols));
  }
  if (error) {
    return InvalidArgument("cannot read ", runtime_name, ": ", llvm::toString(std::move(error)));
  }
  return members;
}

// Indices into `members` of those the object needs, in archive order: the
// closure of "a strong undefined symbol pulls in the first member defining
// it", as a linker extracting from the library would compute it.
absl::StatusOr<std::vector<size_t>> NeededMembers(const ObjectSymbols& object,
                                                  const std::vector<ObjectSymbols>& members,
                                                  absl::string_view runtime_name) {
  absl::flat_hash_map<std::string, size_t> definer;
  for (size_t i = 0; i < members.size(); ++i) {
    for (const std::string& symbol : members[i].defined) definer.emplace(symbol, i);
  }
  absl::flat_hash_set<std::string> defined(object.defined.begin(), object.defined.end());
  std::deque<std::string> wanted(object.undefined.begin(), object.undefined.end());
  std::vector<bool> taken(members.size(), false);
  while (!wanted.empty()) {
    std::string symbol = std::move(wanted.front());
    wanted.pop_front();
    if (defined.contains(symbol)) continue;
    auto it = definer.find(symbol);
    if (it == definer.end()) {
      // The C and C++ libraries' symbols stay for the program's link; the
      // runtime's own must be here.
      if (absl::StartsWith(symbol, "__axle_")) {
        return absl::NotFoundError(
            absl::StrCat(runtime_name, " defines no ", symbol, " (an older runtime?)"));
      }
      defined.insert(symbol);
      continue;
    }
    const ObjectSymbols& member = members[it->second];
    taken[it->second] = true;
    defined.insert(member.defined.begin(), member.defined.end());
    wanted.insert(wanted.end(), member.undefined.begin(), member.undefined.end());
  }
  std::vector<size_t> needed;
  for (size_t i = 0; i < members.size(); ++i) {
    if (taken[i]) needed.push_back(i);
  }
  return needed;
}

llvm::NewArchiveMember Member(llvm::MemoryBufferRef buffer, llvm::StringRef name) {
  llvm::NewArchiveMember member;
  member.Buf = llvm::MemoryBuffer::getMemBuffer(buffer.getBuffer(), name,
                                                /*RequiresNullTerminator=*/false);
  member.MemberName = name;
  return member;
}

}  // namespace

absl::StatusOr<AotArchive> BuildAotArchive(const std::string& object,
                                           absl::string_view object_name,
                                           const std::string& runtime_library,
                                           absl::string_view runtime_name) {
  const std::string member_name(object_name);
  const std::string runtime_identifier(runtime_name);
  ASSIGN_OR_RETURN(ObjectSymbols object_symbols,
                   ReadObjectSymbols(llvm::MemoryBufferRef(object, member_name), "the program"));
  std::vector<ObjectSymbols> members;
  std::unique_ptr<llvm::object::Archive> archive;
  if (!runtime_library.empty()) {
    llvm::Expected<std::unique_ptr<llvm::object::Archive>> parsed =
        llvm::object::Archive::create(llvm::MemoryBufferRef(runtime_library, runtime_identifier));
    if (!parsed) {
      return InvalidArgument(runtime_name, " is not a static library: ",
                             llvm::toString(parsed.takeError()));
    }
    archive = std::move(*parsed);
    ASSIGN_OR_RETURN(members, ReadMembers(*archive, runtime_name));
  }
  for (const ObjectSymbols& member : members) {
    if (member.arch != object_symbols.arch) {
      return InvalidArgument(
          runtime_name, " is built for ", llvm::Triple::getArchTypeName(member.arch).str(),
          " (member ", member.name, "), the program for ",
          llvm::Triple::getArchTypeName(object_symbols.arch).str(),
          ": use the runtime library built for the target");
    }
  }
  ASSIGN_OR_RETURN(std::vector<size_t> needed,
                   NeededMembers(object_symbols, members, runtime_name));
  AotArchive result;
  std::vector<llvm::NewArchiveMember> new_members;
  new_members.push_back(Member(object_symbols.buffer, member_name));
  for (size_t i : needed) {
    const ObjectSymbols& member = members[i];
    result.runtime_members.push_back(member.name);
    new_members.push_back(Member(member.buffer, member.name));
  }
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> bytes = llvm::writeArchiveToBuffer(
      new_members, llvm::SymtabWritingMode::NormalSymtab,
      new_members.front().detectKindFromObject(), /*Deterministic=*/true, /*Thin=*/false);
  if (!bytes) {
    return absl::InternalError(
        absl::StrCat("cannot write the archive: ", llvm::toString(bytes.takeError())));
  }
  result.bytes = (*bytes)->getBuffer().str();
  return result;
}

}  // namespace xla::cpu
