#include "axle/shape/layout.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace xla {

std::string Layout::ToString() const {
  return absl::StrCat("{", absl::StrJoin(minor_to_major_, ","), "}");
}

}  // namespace xla
