#include "axle/shape/layout.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace xla {

std::string Layout::ToString() const {
  if (element_size_in_bits_ == 0) return absl::StrCat("{", absl::StrJoin(minor_to_major_, ","), "}");
  return absl::StrCat("{", absl::StrJoin(minor_to_major_, ","), ":E(", element_size_in_bits_,
                      ")}");
}

}  // namespace xla
