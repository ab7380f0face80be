// ShapedBuffer: a value on a device, with its shape. The interpreter's
// "device" memory is host memory, so the buffer holds a Literal; the CPU
// backend shares that representation. ScopedShapedBuffer (XLA's owning
// variant) is the same type here: a ShapedBuffer always owns its value.
#ifndef AXLE_RUNTIME_SHAPED_BUFFER_H_
#define AXLE_RUNTIME_SHAPED_BUFFER_H_

#include <string>
#include <utility>

#include "axle/literal/literal.h"
#include "axle/shape/shape.h"

namespace xla {

class ShapedBuffer {
 public:
  ShapedBuffer(Literal value, int device_ordinal)
      : value_(std::move(value)), device_ordinal_(device_ordinal) {}

  const Shape& on_host_shape() const { return value_.shape(); }
  const Shape& on_device_shape() const { return value_.shape(); }
  int device_ordinal() const { return device_ordinal_; }

  // The contents (device memory is host memory for the interpreter).
  const Literal& literal() const { return value_; }
  Literal TakeLiteral() && { return std::move(value_); }

  std::string ToString() const {
    return "ShapedBuffer(" + value_.shape().ToString(true) + ", device " +
           std::to_string(device_ordinal_) + ")";
  }

 private:
  Literal value_;
  int device_ordinal_;
};

using ScopedShapedBuffer = ShapedBuffer;

}  // namespace xla

#endif  // AXLE_RUNTIME_SHAPED_BUFFER_H_
