#include "axle/runtime/global_data.h"

#include "axle/base/logging.h"

namespace xla {

GlobalData::GlobalData(std::vector<Literal> replica_values) : values_(std::move(replica_values)) {
  AXLE_CHECK(!values_.empty()) << "GlobalData needs at least one value";
}

GlobalData::GlobalData(Literal value) { values_.push_back(std::move(value)); }

}  // namespace xla
