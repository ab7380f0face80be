#include "axle/backends/cpu/aot/object_symbols.h"

#include <memory>

#include "axle/base/status_macros.h"
#include "llvm/Object/ObjectFile.h"

namespace xla::cpu {

absl::StatusOr<ObjectSymbols> ReadObjectSymbols(llvm::MemoryBufferRef buffer,
                                                absl::string_view where) {
  llvm::Expected<std::unique_ptr<llvm::object::ObjectFile>> file =
      llvm::object::ObjectFile::createObjectFile(buffer);
  if (!file) {
    return InvalidArgument(where, " is not an object file: ", llvm::toString(file.takeError()));
  }
  ObjectSymbols symbols;
  symbols.name = buffer.getBufferIdentifier().str();
  symbols.buffer = buffer;
  symbols.arch = (*file)->getArch();
  symbols.mach_o = (*file)->isMachO();
  for (const llvm::object::SymbolRef& symbol : (*file)->symbols()) {
    llvm::Expected<uint32_t> flags = symbol.getFlags();
    llvm::Expected<llvm::StringRef> name = symbol.getName();
    if (!flags || !name) {
      llvm::consumeError(flags.takeError());
      llvm::consumeError(name.takeError());
      continue;
    }
    if (name->empty() || !(*flags & llvm::object::SymbolRef::SF_Global)) continue;
    if (*flags & llvm::object::SymbolRef::SF_Undefined) {
      if (!(*flags & llvm::object::SymbolRef::SF_Weak)) symbols.undefined.push_back(name->str());
    } else {
      symbols.defined.push_back(name->str());
    }
  }
  return symbols;
}

}  // namespace xla::cpu
