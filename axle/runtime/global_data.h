// GlobalData: a handle on a value held by the service (Client::
// TransferToServer, Client::Execute). A replicated execution's result holds
// one value per replica.
#ifndef AXLE_RUNTIME_GLOBAL_DATA_H_
#define AXLE_RUNTIME_GLOBAL_DATA_H_

#include <cstdint>
#include <vector>

#include "axle/literal/literal.h"
#include "axle/shape/shape.h"

namespace xla {

class GlobalData {
 public:
  // `replica_values` must not be empty; all have the same shape.
  explicit GlobalData(std::vector<Literal> replica_values);
  explicit GlobalData(Literal value);
  GlobalData(const GlobalData&) = delete;
  GlobalData& operator=(const GlobalData&) = delete;

  const Shape& shape() const { return values_[0].shape(); }
  int64_t replica_count() const { return static_cast<int64_t>(values_.size()); }
  // Replica `replica`'s value (0 <= replica < replica_count()).
  const Literal& value(int64_t replica = 0) const { return values_.at(replica); }

 private:
  std::vector<Literal> values_;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_GLOBAL_DATA_H_
