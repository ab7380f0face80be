// Compile time of the CPU pass pipeline as modules grow: random modules
// (tests/testlib/random_hlo.h) of about 1k, 5k, 10k and 20k instructions,
// and the largest module of the XLA corpus that Axle parses. Prints, per
// module: parse + verify, the pipeline, schedule + buffer assignment (the
// median of --repeat runs each), and how the time per instruction of the
// pipeline and of schedule + assignment grows against the first module
// (1.00 = linear).
//
//   make bench-compile
//   build/pipeline_compile_time [--sizes=1000,5000] [--repeat=3] [--corpus=DIR]
//                               [--max-corpus-tries=N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/passes/analysis/buffer_assignment.h"
#include "axle/passes/analysis/hlo_scheduler.h"
#include "axle/passes/pipelines.h"
#include "tests/testlib/random_hlo.h"

namespace xla {
namespace {

using Clock = std::chrono::steady_clock;

// One seed for every size: a larger module starts with the smaller one's
// steps, so the sizes differ in length more than in kind.
constexpr uint64_t kSeed = 1;

struct Options {
  std::vector<int64_t> sizes = {1000, 5000, 10000, 20000};
  int repeat = 3;
  std::string corpus = "/work/shared/corpus/xla-hlo";
  int max_corpus_tries = 1000;
};

struct Timing {
  std::string name;
  int64_t instructions = 0;
  double parse_ms = 0, pipeline_ms = 0, assign_ms = 0;
  std::map<std::string, double> pass_ms;  // per pass name, in the last run
  std::string error;
};

int64_t InstructionCount(const HloModule& module) {
  int64_t count = 0;
  for (const HloComputation* computation : module.computations()) {
    count += computation->instruction_count();
  }
  return count;
}

double Median(std::vector<double> times) {
  std::sort(times.begin(), times.end());
  return times.empty() ? 0 : times[times.size() / 2];
}

double TimeMs(const std::function<void()>& work) {
  Clock::time_point start = Clock::now();
  work();
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

Timing Measure(const std::string& name, const std::string& text, int repeat) {
  Timing timing;
  timing.name = name;
  std::vector<double> parse, pipeline, assign;
  for (int i = 0; i < repeat && timing.error.empty(); ++i) {
    absl::StatusOr<std::unique_ptr<HloModule>> module;
    parse.push_back(TimeMs([&] { module = ParseAndVerifyModule(text); }));
    if (!module.ok()) {
      timing.error = std::string(module.status().message().substr(0, 200));
      break;
    }
    timing.instructions = InstructionCount(**module);
    absl::Status status;
    PassRunOptions run_options;
    Clock::time_point pass_start;
    timing.pass_ms.clear();
    run_options.before_pass = [&](absl::string_view, int64_t, const HloModule&) {
      pass_start = Clock::now();
    };
    run_options.after_pass = [&](absl::string_view name, int64_t, const HloModule&, bool) {
      timing.pass_ms[std::string(name)] +=
          std::chrono::duration<double, std::milli>(Clock::now() - pass_start).count();
    };
    pipeline.push_back(TimeMs([&] {
      status = MakeCpuPipeline()->Run(module->get(), run_options).status();
    }));
    if (!status.ok()) {
      timing.error = "pipeline: " + std::string(status.message().substr(0, 200));
      break;
    }
    assign.push_back(TimeMs([&] {
      absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
      status = schedule.ok() ? AssignBuffers(**module, *std::move(schedule)).status()
                             : schedule.status();
    }));
    if (!status.ok()) timing.error = "schedule/assign: " + std::string(status.message().substr(0, 120));
  }
  timing.parse_ms = Median(parse);
  timing.pipeline_ms = Median(pipeline);
  timing.assign_ms = Median(assign);
  return timing;
}

// The corpus module with the most instructions among those that parse and
// verify (trying the largest --max-corpus-tries files).
std::optional<std::pair<std::string, std::string>> LargestCorpusModule(const Options& options) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::is_directory(options.corpus, error)) return std::nullopt;
  std::vector<std::pair<uintmax_t, fs::path>> files;
  for (const auto& entry : fs::recursive_directory_iterator(options.corpus, error)) {
    if (entry.path().extension() == ".hlo") files.push_back({entry.file_size(), entry.path()});
  }
  std::sort(files.rbegin(), files.rend());
  if (static_cast<int>(files.size()) > options.max_corpus_tries) {
    files.resize(options.max_corpus_tries);
  }
  std::optional<std::pair<std::string, std::string>> best;
  int64_t most = 0;
  for (const auto& [size, path] : files) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text.str());
    if (!module.ok() || InstructionCount(**module) <= most) continue;
    most = InstructionCount(**module);
    best = std::make_pair(path.filename().string(), text.str());
  }
  return best;
}

bool ParseOptions(int argc, char** argv, Options& options) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    std::string value = arg.substr(arg.find('=') + 1);
    if (absl::StartsWith(arg, "--sizes=")) {
      options.sizes.clear();
      for (absl::string_view size : absl::StrSplit(value, ',', absl::SkipEmpty())) {
        int64_t n;
        if (!absl::SimpleAtoi(size, &n) || n < 1) return false;
        options.sizes.push_back(n);
      }
    } else if (absl::StartsWith(arg, "--repeat=")) {
      if (!absl::SimpleAtoi(value, &options.repeat) || options.repeat < 1) return false;
    } else if (absl::StartsWith(arg, "--corpus=")) {
      options.corpus = value;
    } else if (absl::StartsWith(arg, "--max-corpus-tries=")) {
      if (!absl::SimpleAtoi(value, &options.max_corpus_tries)) return false;
    } else {
      return false;
    }
  }
  return true;
}

// Time per instruction of `timing` over that of `base`; "-" when the base
// time is below 0.05 ms (noise, not a base).
std::string Growth(double ms, int64_t instructions, double base_ms, int64_t base_instructions) {
  if (base_ms < 0.05 || instructions == 0 || base_instructions == 0) return "-";
  return absl::StrFormat("%.2f", (ms / instructions) / (base_ms / base_instructions));
}

void Print(const Timing& timing, const Timing& base) {
  if (!timing.error.empty()) {
    std::cout << absl::StrFormat("%-40s %7d  error: %s\n", timing.name, timing.instructions,
                                 timing.error);
    return;
  }
  std::cout << absl::StrFormat(
      "%-40s %7d %9.1f %9.1f %12.1f %9s %9s\n", timing.name, timing.instructions,
      timing.parse_ms, timing.pipeline_ms, timing.assign_ms,
      Growth(timing.pipeline_ms, timing.instructions, base.pipeline_ms, base.instructions),
      Growth(timing.assign_ms, timing.instructions, base.assign_ms, base.instructions));
  // The slowest passes, and how each grew.
  std::vector<std::pair<double, std::string>> passes;
  for (const auto& [name, ms] : timing.pass_ms) passes.push_back({ms, name});
  std::sort(passes.rbegin(), passes.rend());
  if (passes.size() > 3) passes.resize(3);
  std::vector<std::string> parts;
  for (const auto& [ms, name] : passes) {
    auto it = base.pass_ms.find(name);
    parts.push_back(absl::StrFormat(
        "%s %.1f ms (growth %s)", name, ms,
        Growth(ms, timing.instructions, it == base.pass_ms.end() ? 0 : it->second,
               base.instructions)));
  }
  if (!parts.empty()) std::cout << "    slowest passes: " << absl::StrJoin(parts, ", ") << "\n";
}

int Main(int argc, char** argv) {
  Options options;
  if (!ParseOptions(argc, argv, options)) {
    std::cerr << "usage: pipeline_compile_time [--sizes=1000,5000,10000,20000] [--repeat=3]\n"
                 "                             [--corpus=DIR] [--max-corpus-tries=1000]\n";
    return 2;
  }
  std::cout << "CPU pipeline: " << MakeCpuPipeline()->passes().size()
            << " passes at the top level; times are medians of " << options.repeat
            << " runs in ms\n";
  std::cout << absl::StrFormat("%-40s %7s %9s %9s %12s %9s %9s\n", "module", "instrs",
                               "parse+ver", "pipeline", "sched+assign", "growth(p)",
                               "growth(a)");
  std::vector<Timing> timings;
  for (int64_t size : options.sizes) {
    testlib::RandomHloOptions random;
    random.max_instructions = size;
    // Big modules from small shapes: compile time, not literal sizes.
    random.max_dimension = 3;
    random.max_root_elements = size;  // everything live: no dead code to skip
    // Steps add helpers and called computations: one correction gets the
    // instruction count near `size`.
    std::string text = testlib::RandomHloModule(kSeed, random);
    if (auto first = ParseAndVerifyModule(text); first.ok()) {
      random.max_instructions = std::max<int64_t>(1, size * size / InstructionCount(**first));
      text = testlib::RandomHloModule(kSeed, random);
    }
    timings.push_back(Measure(absl::StrCat("random ", size), text, options.repeat));
    Print(timings.back(), timings.front());
  }
  if (auto corpus = LargestCorpusModule(options)) {
    Timing timing = Measure(corpus->first.substr(0, 40), corpus->second, options.repeat);
    Print(timing, timings.empty() ? timing : timings.front());
  } else {
    std::cout << "no corpus module under " << options.corpus << " parses\n";
  }
  if (!timings.empty() && timings.front().pipeline_ms < 0.05) {
    std::cout << "(the pipeline takes no time yet: no growth ratio for it)\n";
  }
  std::cout << "growth(p), growth(a): time per instruction of the pipeline and of schedule +\n"
               "buffer assignment, relative to the first row (1.00 = linear)\n";
  return 0;
}

}  // namespace
}  // namespace xla

int main(int argc, char** argv) { return xla::Main(argc, argv); }
