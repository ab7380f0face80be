// Array4D<T>: an Array<T> of rank 4 (XLA's xla/array4d.h), dimensions named
// planes, depth, height, width (n1..n4), as for convolution inputs.
#ifndef AXLE_LITERAL_ARRAY4D_H_
#define AXLE_LITERAL_ARRAY4D_H_

#include "axle/literal/array.h"
#include "axle/literal/array2d.h"

namespace xla {

template <typename T>
class Array4D : public Array<T> {
 public:
  Array4D() : Array<T>(std::vector<int64_t>{0, 0, 0, 0}) {}
  Array4D(int64_t planes, int64_t depth, int64_t height, int64_t width)
      : Array<T>(std::vector<int64_t>{planes, depth, height, width}) {}
  Array4D(int64_t planes, int64_t depth, int64_t height, int64_t width, T value)
      : Array<T>(std::vector<int64_t>{planes, depth, height, width}, value) {}
  Array4D(std::initializer_list<
          std::initializer_list<std::initializer_list<std::initializer_list<T>>>>
              values) {
    this->AssignNested(values, 4);
  }

  int64_t n1() const { return this->dim(0); }
  int64_t n2() const { return this->dim(1); }
  int64_t n3() const { return this->dim(2); }
  int64_t n4() const { return this->dim(3); }
  int64_t planes() const { return this->dim(0); }
  int64_t depth() const { return this->dim(1); }
  int64_t height() const { return this->dim(2); }
  int64_t width() const { return this->dim(3); }

  // Every (plane, depth) slice becomes a copy of `value` (height x width).
  void FillWithYX(const Array2D<T>& value) {
    AXLE_CHECK(value.height() == height() && value.width() == width())
        << "FillWithYX: a " << value.height() << "x" << value.width() << " array for "
        << height() << "x" << width() << " slices";
    this->Each([&](absl::Span<const int64_t> index, T* cell) {
      *cell = value(index[2], index[3]);
    });
  }
};

}  // namespace xla

#endif  // AXLE_LITERAL_ARRAY4D_H_
