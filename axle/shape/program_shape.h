// The signature of a computation: parameter shapes (and names) and result.
#ifndef AXLE_SHAPE_PROGRAM_SHAPE_H_
#define AXLE_SHAPE_PROGRAM_SHAPE_H_

#include <string>
#include <vector>

#include "axle/shape/shape.h"

namespace xla {

class ProgramShape {
 public:
  const std::vector<Shape>& parameters() const { return parameters_; }
  const Shape& parameters(int i) const { return parameters_[i]; }
  int parameters_size() const { return static_cast<int>(parameters_.size()); }
  std::vector<Shape>* mutable_parameters() { return &parameters_; }
  void add_parameters(Shape shape, std::string name = "") {
    parameters_.push_back(std::move(shape));
    parameter_names_.push_back(std::move(name));
  }
  const std::vector<std::string>& parameter_names() const { return parameter_names_; }
  const std::string& parameter_names(int i) const { return parameter_names_[i]; }
  const Shape& result() const { return result_; }
  Shape* mutable_result() { return &result_; }
  void set_result(Shape shape) { result_ = std::move(shape); }

  // "(x: f32[2], y: f32[2]) -> f32[2]"; unnamed parameters print bare shapes.
  std::string ToString(bool print_layout = false) const;
  bool operator==(const ProgramShape& other) const {
    return parameters_ == other.parameters_ && result_ == other.result_;
  }

 private:
  std::vector<Shape> parameters_;
  std::vector<std::string> parameter_names_;
  Shape result_;
};

}  // namespace xla

#endif  // AXLE_SHAPE_PROGRAM_SHAPE_H_
