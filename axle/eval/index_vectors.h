// Internal to gather and scatter (axle/eval/data_movement_ops_{gather,scatter}.cc):
// reads index vectors out of a start-indices array.
//
// The start indices hold one index vector per "batch" position: the vector
// runs along index_vector_dim, and the other dimensions (in order) are the
// batch dimensions. index_vector_dim == rank means an implicit trailing
// dimension of size 1.
#ifndef AXLE_EVAL_INDEX_VECTORS_H_
#define AXLE_EVAL_INDEX_VECTORS_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "axle/base/status_macros.h"
#include "axle/eval/index_mapping.h"

namespace xla {
namespace data_movement {

class IndexVectors {
 public:
  static absl::StatusOr<IndexVectors> Make(const HloInstruction& instruction,
                                           const Literal& indices, int64_t operand_number,
                                           int64_t index_vector_dim) {
    RETURN_IF_ERROR(ExpectIntegral(instruction, indices, operand_number));
    const int64_t rank = indices.shape().rank();
    if (index_vector_dim < 0 || index_vector_dim > rank) {
      return InvalidArgument(OpName(instruction), ": index_vector_dim ", index_vector_dim,
                             " is out of range for indices ", indices.shape().ToString());
    }
    IndexVectors result(indices, index_vector_dim);
    for (int64_t d = 0; d < rank; ++d) {
      if (d != index_vector_dim) result.batch_dims_.push_back(d);
    }
    return result;
  }

  int64_t batch_rank() const { return static_cast<int64_t>(batch_dims_.size()); }
  // Size of the k-th batch dimension.
  int64_t batch_size(int64_t k) const { return indices_->shape().dimensions(batch_dims_[k]); }
  // Position among the batch dimensions of indices dimension `dim`; -1 for
  // the index vector dimension or out of range.
  int64_t BatchPosition(int64_t dim) const {
    for (int64_t k = 0; k < batch_rank(); ++k) {
      if (batch_dims_[k] == dim) return k;
    }
    return -1;
  }
  int64_t vector_size() const {
    return index_vector_dim_ == indices_->shape().rank()
               ? 1
               : indices_->shape().dimensions(index_vector_dim_);
  }
  // Component k of the index vector at `batch_index` (one entry per batch
  // dimension, in bounds).
  int64_t Component(absl::Span<const int64_t> batch_index, int64_t k) const {
    for (int64_t j = 0; j < batch_rank(); ++j) full_[batch_dims_[j]] = batch_index[j];
    if (index_vector_dim_ < indices_->shape().rank()) full_[index_vector_dim_] = k;
    return IndexValue(*indices_, full_);
  }

 private:
  IndexVectors(const Literal& indices, int64_t index_vector_dim)
      : indices_(&indices),
        index_vector_dim_(index_vector_dim),
        full_(indices.shape().rank(), 0) {}

  const Literal* indices_;
  int64_t index_vector_dim_;
  std::vector<int64_t> batch_dims_;
  mutable std::vector<int64_t> full_;
};

// The dimensions in [0, rank) not in `excluded`, ascending.
inline std::vector<int64_t> ComplementDims(int64_t rank,
                                           std::initializer_list<absl::Span<const int64_t>> excluded) {
  std::vector<bool> skip(rank, false);
  for (absl::Span<const int64_t> list : excluded) {
    for (int64_t d : list) {
      if (d >= 0 && d < rank) skip[d] = true;
    }
  }
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d) {
    if (!skip[d]) dims.push_back(d);
  }
  return dims;
}

}  // namespace data_movement
}  // namespace xla

#endif  // AXLE_EVAL_INDEX_VECTORS_H_
