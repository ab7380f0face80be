// Array3D<T>: an Array<T> of rank 3 (XLA's xla/array3d.h).
#ifndef AXLE_LITERAL_ARRAY3D_H_
#define AXLE_LITERAL_ARRAY3D_H_

#include "axle/literal/array.h"

namespace xla {

template <typename T>
class Array3D : public Array<T> {
 public:
  Array3D() : Array<T>(std::vector<int64_t>{0, 0, 0}) {}
  Array3D(int64_t n1, int64_t n2, int64_t n3) : Array<T>(std::vector<int64_t>{n1, n2, n3}) {}
  Array3D(int64_t n1, int64_t n2, int64_t n3, T value)
      : Array<T>(std::vector<int64_t>{n1, n2, n3}, value) {}
  Array3D(std::initializer_list<std::initializer_list<std::initializer_list<T>>> values) {
    this->AssignNested(values, 3);
  }

  int64_t n1() const { return this->dim(0); }
  int64_t n2() const { return this->dim(1); }
  int64_t n3() const { return this->dim(2); }
};

}  // namespace xla

#endif  // AXLE_LITERAL_ARRAY3D_H_
