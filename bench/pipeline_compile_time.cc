// Compile time of the CPU pass pipeline as modules grow. For each module
// shape (bench/module_shapes.h, plus "random": tests/testlib/random_hlo.h)
// and each size (instructions, all computations counted), measures parse +
// verify, every pass of MakeCpuPipeline, the whole pipeline, and schedule +
// buffer assignment; then the largest module of the XLA corpus that Axle
// parses. Times are the thread's CPU time (steadier than wall time on a
// loaded machine), the median of --repeat runs.
//
// Per shape it prints one row per stage: the time at each size and the
// growth: time per instruction at the largest size over that at the
// smallest size where the stage took at least 0.1 ms (1.00 = linear; the
// size it counts from is shown when it is not the first), and that growth
// divided by the growth of a baseline walk over the module (what any pass
// pays once a larger module outgrows the caches). A growth per walk above
// --max-growth is flagged with '!', and the exit code is 1 when any is
// (--check), so the benchmark can gate a change.
//
//   make bench-compile
//   build/pipeline_compile_time [--shapes=chain,fan] [--sizes=1000,5000]
//       [--repeat=3] [--corpus=DIR] [--max-corpus-tries=N] [--max-growth=1.5]
//       [--check] [--print=SHAPE:SIZE]
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
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
#include "bench/module_shapes.h"
#include "tests/testlib/random_hlo.h"

namespace xla {
namespace {

// One seed for every size: a larger module starts with the smaller one's
// steps, so the sizes differ in length more than in kind.
constexpr uint64_t kSeed = 1;
// Below this a stage's time is mostly noise and fixed cost: no growth base.
constexpr double kMinBaseMs = 0.1;

constexpr char kParse[] = "parse+verify";
// The cheapest whole-module pass: a post-order walk reading each
// instruction's shape, operands and users. Its growth is the memory
// hierarchy's alone (a bigger module no longer fits the caches), so the
// column "per walk" divides it out of each stage's growth.
constexpr char kWalk[] = "walk (baseline)";
constexpr char kWalkAfter[] = "walk after the pipeline";
constexpr char kPipeline[] = "pipeline (all passes)";
constexpr char kAssign[] = "schedule+assign";

struct Options {
  std::vector<std::string> shapes;
  std::vector<int64_t> sizes = {1000, 5000, 10000, 20000, 50000};
  int repeat = 3;
  std::string corpus = "/work/shared/corpus/xla-hlo";
  int max_corpus_tries = 1000;
  double max_growth = 1.5;
  bool check = false;
  std::string print;  // SHAPE:SIZE: print that module's text and stop
};

// One module's times: per stage (parse, each pass by name, pipeline,
// schedule+assign), the median over the runs.
struct Timing {
  int64_t instructions = 0;
  std::map<std::string, double> ms;
  std::vector<std::string> passes;  // pass names in the order they first ran
  std::string error;
};

double ThreadCpuMs() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

double TimeMs(const std::function<void()>& work) {
  double start = ThreadCpuMs();
  work();
  return ThreadCpuMs() - start;
}

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

// Reads what every pass reads of every instruction; returns a checksum so
// the compiler keeps the reads.
int64_t WalkModule(const HloModule& module) {
  int64_t sum = 0;
  for (const HloComputation* computation : module.computations()) {
    for (const HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
      sum += instruction->shape().IsArray() ? instruction->shape().rank() : 1;
      sum += instruction->user_count();
      for (const HloInstruction* operand : instruction->operands()) {
        sum += static_cast<int64_t>(operand->shape().element_type());
      }
    }
  }
  return sum;
}

// One run of every stage on `text`, adding each stage's time to `runs`.
void RunOnce(const std::string& text, Timing& timing,
             std::map<std::string, std::vector<double>>& runs) {
  absl::StatusOr<std::unique_ptr<HloModule>> module;
  runs[kParse].push_back(TimeMs([&] { module = ParseAndVerifyModule(text); }));
  if (!module.ok()) {
    timing.error = std::string(module.status().message().substr(0, 200));
    return;
  }
  timing.instructions = InstructionCount(**module);
  volatile int64_t checksum = 0;
  // Three walks, their mean: one is too short to time on a small module.
  auto time_walks = [&](const char* stage) {
    runs[stage].push_back(TimeMs([&] {
                            for (int i = 0; i < 3; ++i) checksum = checksum + WalkModule(**module);
                          }) / 3);
  };
  time_walks(kWalk);
  std::map<std::string, double> pass_ms;  // a pass may run several times
  double pass_start = 0;
  PassRunOptions run_options;
  run_options.before_pass = [&](absl::string_view name, int64_t, const HloModule&) {
    if (std::find(timing.passes.begin(), timing.passes.end(), name) == timing.passes.end()) {
      timing.passes.push_back(std::string(name));
    }
    pass_start = ThreadCpuMs();
  };
  run_options.after_pass = [&](absl::string_view name, int64_t, const HloModule&, bool) {
    pass_ms[std::string(name)] += ThreadCpuMs() - pass_start;
  };
  absl::Status status;
  runs[kPipeline].push_back(TimeMs([&] {
    status = MakeCpuPipeline()->Run(module->get(), run_options).status();
  }));
  if (!status.ok()) {
    timing.error = "pipeline: " + std::string(status.message().substr(0, 200));
    return;
  }
  for (const auto& [name, ms] : pass_ms) runs[name].push_back(ms);
  time_walks(kWalkAfter);
  runs[kAssign].push_back(TimeMs([&] {
    absl::StatusOr<HloSchedule> schedule = ScheduleModule(**module);
    status = schedule.ok() ? AssignBuffers(**module, *std::move(schedule)).status()
                           : schedule.status();
  }));
  if (!status.ok()) {
    timing.error = "schedule/assign: " + std::string(status.message().substr(0, 120));
  }
}

Timing Measure(const std::string& text, int repeat) {
  Timing timing;
  std::map<std::string, std::vector<double>> runs;
  for (int i = 0; i < repeat && timing.error.empty(); ++i) RunOnce(text, timing, runs);
  for (const auto& [name, times] : runs) timing.ms[name] = Median(times);
  return timing;
}

std::string RandomModule(int64_t size) {
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
  return text;
}

absl::StatusOr<std::string> ModuleText(const std::string& shape, int64_t size) {
  if (shape == "random") return RandomModule(size);
  return bench::GenerateModule(shape, size);
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
      std::sort(options.sizes.begin(), options.sizes.end());
    } else if (absl::StartsWith(arg, "--shapes=")) {
      options.shapes = absl::StrSplit(value, ',', absl::SkipEmpty());
    } else if (absl::StartsWith(arg, "--repeat=")) {
      if (!absl::SimpleAtoi(value, &options.repeat) || options.repeat < 1) return false;
    } else if (absl::StartsWith(arg, "--corpus=")) {
      options.corpus = value;
    } else if (absl::StartsWith(arg, "--max-corpus-tries=")) {
      if (!absl::SimpleAtoi(value, &options.max_corpus_tries)) return false;
    } else if (absl::StartsWith(arg, "--max-growth=")) {
      if (!absl::SimpleAtod(value, &options.max_growth)) return false;
    } else if (arg == "--check") {
      options.check = true;
    } else if (absl::StartsWith(arg, "--print=")) {
      options.print = value;
    } else {
      return false;
    }
  }
  if (options.shapes.empty()) {
    options.shapes = bench::ModuleShapeNames();
    options.shapes.insert(options.shapes.begin(), "random");
  }
  return !options.sizes.empty();
}

double StageMs(const Timing& timing, const std::string& stage) {
  auto it = timing.ms.find(stage);
  return it == timing.ms.end() ? 0.0 : it->second;
}

// Time per instruction at the largest size over that at timings[base].
double Growth(const std::string& stage, const std::vector<Timing>& timings, size_t base) {
  const Timing& last = timings.back();
  return (StageMs(last, stage) / last.instructions) /
         (StageMs(timings[base], stage) / timings[base].instructions);
}

// The growth of one stage over `timings` (one per size), from the smallest
// size where it took kMinBaseMs ("-" when it never did), then that growth
// over the walk's from the same size: what is left once the memory
// hierarchy's share is divided out. The second is what --max-growth gates.
std::string GrowthColumns(const std::string& stage, const std::vector<Timing>& timings,
                          double max_growth, bool& too_fast) {
  for (size_t i = 0; i + 1 < timings.size(); ++i) {
    if (StageMs(timings[i], stage) < kMinBaseMs || timings[i].instructions == 0) continue;
    const double growth = Growth(stage, timings, i);
    std::string text = absl::StrFormat("%8.2f", growth);
    if (StageMs(timings[i], kWalk) > 0 && StageMs(timings.back(), kWalk) > 0) {
      const double per_walk = growth / Growth(kWalk, timings, i);
      const bool flagged = per_walk > max_growth;
      too_fast |= flagged;
      absl::StrAppend(&text, absl::StrFormat("%10.2f%s", per_walk, flagged ? "!" : " "));
    } else {
      absl::StrAppend(&text, absl::StrFormat("%10s ", "-"));
    }
    if (i > 0) absl::StrAppend(&text, " (from ", timings[i].instructions, ")");
    return text;
  }
  return absl::StrFormat("%8s%10s", "-", "-");
}

// The table of one shape; returns whether some stage grew beyond max_growth.
bool PrintShape(const std::string& shape, const std::vector<Timing>& timings,
                double max_growth) {
  std::cout << "\n== " << shape << "\n";
  std::string header = absl::StrFormat("%-34s", "instructions");
  for (const Timing& timing : timings) absl::StrAppend(&header, absl::StrFormat("%10d", timing.instructions));
  std::cout << header << "    growth  per walk\n";
  for (const Timing& timing : timings) {
    if (!timing.error.empty()) {
      std::cout << "  " << timing.instructions << " instructions: error: " << timing.error << "\n";
      return true;
    }
  }
  std::vector<std::string> stages = {kParse, kWalk};
  for (const std::string& pass : timings.back().passes) stages.push_back(pass);
  stages.push_back(kPipeline);
  stages.push_back(kWalkAfter);
  stages.push_back(kAssign);
  bool too_fast = false;
  for (const std::string& stage : stages) {
    std::string row = absl::StrFormat("%-34s", stage);
    for (const Timing& timing : timings) {
      absl::StrAppend(&row, absl::StrFormat("%10.1f", StageMs(timing, stage)));
    }
    std::cout << row << "  " << GrowthColumns(stage, timings, max_growth, too_fast) << "\n";
  }
  return too_fast;
}

int Main(int argc, char** argv) {
  Options options;
  if (!ParseOptions(argc, argv, options)) {
    std::cerr << "usage: pipeline_compile_time [--shapes=random,chain,fan,loops,reduces,"
                 "transformer]\n"
                 "    [--sizes=1000,5000,10000,20000,50000] [--repeat=3] [--corpus=DIR]\n"
                 "    [--max-corpus-tries=1000] [--max-growth=1.5] [--check] "
                 "[--print=SHAPE:SIZE]\n";
    return 2;
  }
  if (!options.print.empty()) {
    std::vector<std::string> parts = absl::StrSplit(options.print, ':');
    int64_t size;
    if (parts.size() != 2 || !absl::SimpleAtoi(parts[1], &size)) return 2;
    absl::StatusOr<std::string> text = ModuleText(parts[0], size);
    if (!text.ok()) {
      std::cerr << text.status().message() << "\n";
      return 2;
    }
    std::cout << *text;
    return 0;
  }
  std::cout << "CPU pipeline compile time: thread CPU ms, median of " << options.repeat
            << " runs; growth = time per instruction at the largest size over that at the\n"
               "smallest size where the stage took >= "
            << kMinBaseMs
            << " ms (1.00 = linear); per walk = that growth over the baseline walk's, the\n"
               "memory hierarchy's share divided out ('!' above "
            << options.max_growth << ")\n";
  bool too_fast = false;
  std::optional<Timing> first;
  for (const std::string& shape : options.shapes) {
    std::vector<Timing> timings;
    for (int64_t size : options.sizes) {
      absl::StatusOr<std::string> text = ModuleText(shape, size);
      if (!text.ok()) {
        std::cerr << text.status().message() << "\n";
        return 2;
      }
      timings.push_back(Measure(*text, options.repeat));
    }
    too_fast |= PrintShape(shape, timings, options.max_growth);
    if (!first) first = timings.front();
  }
  if (auto corpus = LargestCorpusModule(options)) {
    Timing timing = Measure(corpus->second, options.repeat);
    std::vector<Timing> pair = {first.value_or(timing), timing};
    PrintShape(absl::StrCat("corpus: ", corpus->first, " (growth against ",
                            options.shapes.front(), " ", pair.front().instructions, ")"),
               pair, options.max_growth);
  } else {
    std::cout << "\nno corpus module under " << options.corpus << " parses\n";
  }
  return options.check && too_fast ? 1 : 0;
}

}  // namespace
}  // namespace xla

int main(int argc, char** argv) { return xla::Main(argc, argv); }
