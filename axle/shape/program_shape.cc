#include "axle/shape/program_shape.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace xla {

std::string ProgramShape::ToString(bool print_layout) const {
  std::vector<std::string> params;
  for (int i = 0; i < parameters_size(); ++i) {
    const std::string& name = i < static_cast<int>(parameter_names_.size())
                                  ? parameter_names_[i]
                                  : std::string();
    std::string shape = parameters_[i].ToString(print_layout);
    params.push_back(name.empty() ? shape : absl::StrCat(name, ": ", shape));
  }
  return absl::StrCat("(", absl::StrJoin(params, ", "), ") -> ",
                      result_.ToString(print_layout));
}

}  // namespace xla
