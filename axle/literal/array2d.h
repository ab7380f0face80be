// Array2D<T>: an Array<T> of rank 2 (XLA's xla/array2d.h).
#ifndef AXLE_LITERAL_ARRAY2D_H_
#define AXLE_LITERAL_ARRAY2D_H_

#include "axle/literal/array.h"

namespace xla {

template <typename T>
class Array2D : public Array<T> {
 public:
  Array2D() : Array<T>(std::vector<int64_t>{0, 0}) {}
  Array2D(int64_t n1, int64_t n2) : Array<T>(std::vector<int64_t>{n1, n2}) {}
  Array2D(int64_t n1, int64_t n2, T value) : Array<T>(std::vector<int64_t>{n1, n2}, value) {}
  Array2D(std::initializer_list<std::initializer_list<T>> values) {
    this->AssignNested(values, 2);
  }

  int64_t n1() const { return this->dim(0); }
  int64_t n2() const { return this->dim(1); }
  int64_t height() const { return this->dim(0); }
  int64_t width() const { return this->dim(1); }
};

}  // namespace xla

#endif  // AXLE_LITERAL_ARRAY2D_H_
