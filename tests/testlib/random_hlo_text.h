// Pieces the random module generator (random_hlo.h) writes HLO text with:
// a portable random source, the values of a computation being written, and
// literal text for constants.
#ifndef AXLE_TESTS_TESTLIB_RANDOM_HLO_TEXT_H_
#define AXLE_TESTS_TESTLIB_RANDOM_HLO_TEXT_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "axle/shape/shape.h"

namespace xla::testlib::random_hlo {

// SplitMix64: the same numbers on every platform and standard library
// (std's distributions are not specified bit for bit).
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t Next();
  int64_t Uniform(int64_t low, int64_t high);  // inclusive; low when high < low
  bool Chance(double probability);
  template <typename T>
  const T& Pick(const std::vector<T>& items) {
    return items[Uniform(0, static_cast<int64_t>(items.size()) - 1)];
  }
  template <typename T>
  void Shuffle(std::vector<T>& items) {
    for (int64_t i = static_cast<int64_t>(items.size()) - 1; i > 0; --i) {
      std::swap(items[i], items[Uniform(0, i)]);
    }
  }

 private:
  uint64_t state_;
};

struct Value {
  std::string name;
  Shape shape;
};

// One computation being written: parameters, then instructions, each
// defining a value the next ones may use.
class ComputationText {
 public:
  explicit ComputationText(std::string name) : name_(std::move(name)) {}
  const std::string& name() const { return name_; }

  Value AddParameter(std::string name, const Shape& shape, bool print_layout = false);
  // "NAME = SHAPE OPCODE(OPERANDS)ATTRIBUTES"; `attributes` starts with ", ".
  Value Add(std::string name, const Shape& shape, absl::string_view opcode,
            const std::vector<Value>& operands, absl::string_view attributes = "");

  // "NAME = SHAPE constant(LITERAL)".
  Value AddConstant(std::string name, const Shape& shape, absl::string_view literal);

  // Every value defined so far, in order.
  const std::vector<Value>& values() const { return values_; }
  int64_t uses(const Value& value) const;
  int64_t instruction_count() const { return static_cast<int64_t>(lines_.size()); }

  // The computation's text with `root` (a value defined here) as its ROOT;
  // `prefix` is "ENTRY " for the entry.
  std::string Finish(const Value& root, absl::string_view prefix = "") const;

 private:
  std::string name_;
  std::vector<std::pair<std::string, std::string>> lines_;  // (value name, text)
  std::vector<Value> values_;
  absl::flat_hash_map<std::string, int64_t> uses_;
  int64_t parameter_count_ = 0;
};

// Text of a literal of `shape` (array, non-empty) in HLO constant syntax:
// "1", "{1, 2}", "{ {1, 2}, {3, 4} }", "(1, -2)" for complex. Values are
// small: integers in [-10, 10] ([0, 10] unsigned), floats k/4 in [-2, 2].
std::string RandomLiteralText(const Shape& shape, Rng& rng);

}  // namespace xla::testlib::random_hlo

#endif  // AXLE_TESTS_TESTLIB_RANDOM_HLO_TEXT_H_
