// Every XLA corpus module that parses and verifies (tests/testlib/xla_corpus.h)
// and fits a size budget (kWorkBudget element operations) runs on the
// interpreter with seeded random inputs: it returns a value of the entry's
// result shape or a clear error status (a code other than OK, Internal,
// Unknown or Cancelled, and a message). A crash,
// abort or hang is a failure of the whole test binary, so each run is
// bounded: while loops by max_while_iterations, values by the memory limit,
// host queues by a zero wait, and the whole run by a watchdog that cancels
// it. The test prints how many ran, how many gave errors and the error
// groups (message with numbers blanked). Skipped when the corpus is absent.
#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/host_queues.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/literal/random_literal.h"
#include "axle/shape/shape_util.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

// Modules whose instructions cost more element operations than this (once
// each: testlib::InterpretationWork) are left out, so the test stays within
// minutes for make test; one instruction cannot be cancelled halfway.
constexpr double kWorkBudget = 1e6;
constexpr int64_t kMaxWhileIterations = 64;
constexpr int64_t kMemoryLimitBytes = int64_t{256} << 20;
constexpr auto kRunDeadline = std::chrono::seconds(60);

// Whether a run's `value` has the `declared` shape: dynamic dimensions may
// be smaller than their bound.
bool Fits(const Shape& value, const Shape& declared) {
  std::vector<const Shape*> values, declareds;
  ShapeUtil::ForEachSubshape(value,
                             [&](const Shape& s, const ShapeIndex&) { values.push_back(&s); });
  ShapeUtil::ForEachSubshape(declared,
                             [&](const Shape& s, const ShapeIndex&) { declareds.push_back(&s); });
  if (values.size() != declareds.size()) return false;
  for (size_t i = 0; i < values.size(); ++i) {
    const Shape& v = *values[i];
    const Shape& d = *declareds[i];
    if (v.IsTuple() != d.IsTuple() || v.element_type() != d.element_type()) return false;
    if (v.IsTuple()) {
      if (v.tuple_shapes_size() != d.tuple_shapes_size()) return false;
      continue;
    }
    if (v.rank() != d.rank()) return false;
    for (int64_t k = 0; k < d.rank(); ++k) {
      const bool fits = d.is_dynamic_dimension(k) ? v.dimensions(k) <= d.dimensions(k)
                                                  : v.dimensions(k) == d.dimensions(k);
      if (!fits) return false;
    }
  }
  return true;
}

// The status code and what went wrong, with what varies between modules
// blanked: the "evaluating NAME: " context and the leading instruction
// name, quoted names, brace lists and numbers.
std::string ErrorGroup(const absl::Status& status) {
  absl::string_view message = status.message();
  message = message.substr(0, message.find('\n'));
  while (absl::ConsumePrefix(&message, "evaluating ")) {
    const size_t colon = message.find(": ");
    if (colon == absl::string_view::npos) break;
    message.remove_prefix(colon + 2);
  }
  // "NAME: op: what" or "NAME: what": keep from the op (or the what) on.
  const size_t colon = message.find(": ");
  if (colon != absl::string_view::npos &&
      message.substr(0, colon).find(' ') == absl::string_view::npos) {
    message.remove_prefix(colon + 2);
  }
  std::string group = absl::StrCat(absl::StatusCodeToString(status.code()), ": ");
  int braces = 0;
  bool quoted = false;
  for (char c : message.substr(0, 90)) {
    if (c == '\'') {
      if (!quoted) group += "'..'";
      quoted = !quoted;
    } else if (quoted) {
    } else if (c == '{') {
      if (braces++ == 0) group += "{..}";
    } else if (c == '}') {
      braces = std::max(braces - 1, 0);
    } else if (braces > 0) {
    } else if (!std::isdigit(static_cast<unsigned char>(c))) {
      group += c;
    } else if (group.back() != 'N') {
      group += 'N';
    }
  }
  return group;
}

// Cancels the evaluation it guards when it outlives kRunDeadline.
class Watchdog {
 public:
  Watchdog() : thread_([this] {
      std::unique_lock<std::mutex> lock(mutex_);
      if (!done_cv_.wait_for(lock, kRunDeadline, [this] { return done_; })) cancelled_ = true;
    }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_all();
    thread_.join();
  }
  const std::atomic<bool>* flag() const { return &cancelled_; }

 private:
  std::atomic<bool> cancelled_{false};
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  std::thread thread_;
};

TEST(XlaCorpusRunTest, EveryParsedModuleRunsOrFailsWithAClearError) {
  const std::vector<std::filesystem::path> paths = testlib::XlaCorpusPaths();
  if (paths.empty()) GTEST_SKIP() << "no XLA corpus at " << testlib::XlaCorpusRoot();

  int64_t parsed = 0, ran = 0, succeeded = 0, over_budget = 0;
  std::map<std::string, std::pair<int64_t, std::string>> groups;  // count, an example
  for (const std::filesystem::path& path : paths) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    const std::string name = std::filesystem::relative(path, testlib::XlaCorpusRoot()).string();
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text.str());
    if (!module.ok()) continue;  // xla_corpus_rate_test's business
    ++parsed;
    // A loop may run its body kMaxWhileIterations times.
    bool loops = false;
    for (const HloComputation* computation : (*module)->computations()) {
      for (const HloInstruction* instruction : computation->instructions()) {
        loops |= instruction->opcode() == HloOpcode::kWhile;
      }
    }
    const double work = testlib::InterpretationWork(**module) * (loops ? kMaxWhileIterations : 1);
    if (work > kWorkBudget) {
      ++over_budget;
      continue;
    }
    ++ran;
    std::mt19937_64 rng(ran);
    std::vector<Literal> inputs;
    absl::Status status;
    for (const HloInstruction* parameter :
         (*module)->entry_computation()->parameter_instructions()) {
      absl::StatusOr<Literal> input = MakeRandomLiteral(parameter->shape(), rng);
      if (!input.ok()) {
        status = input.status();
        break;
      }
      inputs.push_back(*std::move(input));
    }
    if (status.ok()) {
      std::vector<const Literal*> arguments;
      for (const Literal& input : inputs) arguments.push_back(&input);
      HostQueues queues(HostQueues::Timeout(0));
      Watchdog watchdog;
      EvalOptions options;
      options.max_while_iterations = kMaxWhileIterations;
      options.memory_limit_bytes = kMemoryLimitBytes;
      options.host_queues = &queues;
      options.cancelled = watchdog.flag();
      absl::StatusOr<Literal> result = HloEvaluator(options).Evaluate(**module, arguments);
      status = result.status();
      if (result.ok()) {
        EXPECT_TRUE(
            Fits(result->shape(), (*module)->entry_computation()->root_instruction()->shape()))
            << name << ": the result " << result->shape().ToString()
            << " is not of the entry's result shape";
      }
    }
    if (status.ok()) {
      ++succeeded;
      continue;
    }
    EXPECT_NE(status.code(), absl::StatusCode::kInternal) << name << ": " << status;
    EXPECT_NE(status.code(), absl::StatusCode::kUnknown) << name << ": " << status;
    EXPECT_NE(status.code(), absl::StatusCode::kCancelled)
        << name << ": did not finish within the deadline";
    EXPECT_FALSE(status.message().empty()) << name;
    auto& group = groups[ErrorGroup(status)];
    if (group.first++ == 0) group.second = name;
  }

  std::vector<std::pair<int64_t, std::string>> ordered;
  for (const auto& [group, count_and_example] : groups) {
    ordered.push_back({count_and_example.first,
                       absl::StrCat(group, "   (e.g. ", count_and_example.second, ")")});
  }
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::string report = absl::StrCat(
      "XLA corpus on the interpreter: ", parsed, " modules parse; ", ran,
      " within the budget of ", kWorkBudget, " element operations ran (",
      over_budget, " over it): ", succeeded, " returned a value, ", ran - succeeded,
      " a clear error\n");
  for (const auto& [count, group] : ordered) {
    absl::StrAppend(&report, "  ", count, "  ", group, "\n");
  }
  std::cout << report;
  EXPECT_GT(succeeded, 0);
}

}  // namespace
}  // namespace xla
