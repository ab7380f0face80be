// Every XLA corpus module that parses and verifies (tests/testlib/xla_corpus.h)
// and fits a size budget runs on the interpreter with seeded random inputs:
// it returns a value of the entry's result shape or a clear error status
// (a code other than OK, Internal or Unknown, and a message). A crash,
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
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/eval/hlo_evaluator.h"
#include "axle/eval/host_queues.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/literal/random_literal.h"
#include "axle/shape/shape_util.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

// Modules whose instructions hold more array elements than this in total
// are left out (the run must stay a few seconds for make test).
constexpr double kElementBudget = 1 << 20;
constexpr int64_t kMaxWhileIterations = 64;
constexpr int64_t kMemoryLimitBytes = int64_t{256} << 20;
constexpr auto kRunDeadline = std::chrono::seconds(60);

double ElementsHeld(const HloModule& module) {
  double elements = 0;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->instructions()) {
      ShapeUtil::ForEachSubshape(instruction->shape(), [&](const Shape& shape, const ShapeIndex&) {
        if (shape.IsArray()) elements += static_cast<double>(ShapeUtil::ElementsIn(shape));
      });
    }
  }
  return elements;
}

// The message with what varies between modules blanked: numbers, and the
// instruction or computation name quoted after "instruction "/"in ".
std::string ErrorGroup(const absl::Status& status) {
  std::string group = absl::StrCat(absl::StatusCodeToString(status.code()), ": ");
  absl::string_view message = status.message();
  message = message.substr(0, message.find('\n'));
  for (char c : message.substr(0, 90)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      group += c;
    } else if (group.empty() || group.back() != 'N') {
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
  const std::vector<testlib::CorpusModule> corpus = testlib::ParsableXlaCorpusModules();
  if (corpus.empty()) GTEST_SKIP() << "no XLA corpus at " << testlib::XlaCorpusRoot();

  int64_t ran = 0, succeeded = 0, over_budget = 0;
  std::map<std::string, std::pair<int64_t, std::string>> groups;  // count, an example
  for (const testlib::CorpusModule& entry : corpus) {
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(entry.text);
    ASSERT_TRUE(module.ok()) << entry.name << ": " << module.status();
    if (ElementsHeld(**module) > kElementBudget) {
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
        EXPECT_TRUE(ShapeUtil::Compatible(
            result->shape(), (*module)->entry_computation()->root_instruction()->shape()))
            << entry.name << ": the result " << result->shape().ToString()
            << " is not of the entry's result shape";
      }
    }
    if (status.ok()) {
      ++succeeded;
      continue;
    }
    EXPECT_NE(status.code(), absl::StatusCode::kInternal) << entry.name << ": " << status;
    EXPECT_NE(status.code(), absl::StatusCode::kUnknown) << entry.name << ": " << status;
    EXPECT_NE(status.code(), absl::StatusCode::kCancelled)
        << entry.name << ": did not finish within the deadline";
    EXPECT_FALSE(status.message().empty()) << entry.name;
    auto& group = groups[ErrorGroup(status)];
    if (group.first++ == 0) group.second = entry.name;
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
      "XLA corpus on the interpreter: ", corpus.size(), " modules parse; ", ran,
      " within the budget of ", static_cast<int64_t>(kElementBudget), " elements ran (",
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
