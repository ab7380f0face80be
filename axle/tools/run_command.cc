#include "axle/tools/run_command.h"

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "axle/backends/compiler.h"
#include "axle/backends/cpu/jit/persistent_compile_cache.h"
#include "axle/backends/cpu/runtime/instruction_profile.h"
#include "axle/eval/host_queues.h"
#include "axle/literal/random_literal.h"
#include "axle/runtime/client_library.h"
#include "axle/tools/cli_io.h"
#include "axle/tools/literal_inputs.h"
#include "axle/tools/module_loader.h"
#include "axle/tools/optimization_flags.h"
#include "axle/tools/profile_trace.h"

namespace xla::tools {
namespace {

std::string Usage() {
  return absl::StrCat(
    "usage: axle run [flags] MODULE.hlo [INPUT ...]\n"
    "  Runs the entry computation of the HLO text module MODULE.hlo and prints\n"
    "  its result literal in XLA literal text (e.g. \"f32[2] {1, 2}\") on standard\n"
    "  output, then one line \"outfeed: LITERAL\" per value the run outfed, in\n"
    "  order (\"replica K outfeed: ...\" with several replicas), and nothing else.\n"
    "\n"
    "  Each INPUT is a file holding one literal in XLA literal text; \"-\" reads\n"
    "  standard input (once at most; MODULE.hlo may be \"-\" too). Inputs map to the\n"
    "  entry parameters in the order they appear on the command line, files and\n"
    "  --input flags mixed: `axle run m.hlo a.txt --input='f32[] 2'` gives a.txt\n"
    "  to parameter 0 and the inline literal to parameter 1.\n"
    "\n"
    "flags:\n"
    "  --input=LITERAL    an inline input literal, e.g. --input='f32[2] {1, 2}'\n"
    "                     (repeatable)\n"
    "  --backend=NAME     cpu (default: compiled for this machine through LLVM,\n"
    "                     after the cpu pass pipeline) or interpreter (the\n"
    "                     reference interpreter, which runs the module as given)\n"
    "  --replicas=N       run N replicas, each on the same inputs (default: the\n"
    "                     module's replica_count, else 1); with N > 1 the output\n"
    "                     is one line per replica: \"replica K: LITERAL\"\n"
    "  --random_inputs    fill every parameter with random data instead of inputs:\n"
    "                     floats in [-1, 1), signed integers in [-10, 10],\n"
    "                     unsigned in [0, 10], random booleans\n"
    "  --seed=S           seed of --random_inputs and of the rng ops (default 42)\n"
    "  --threads=N        let the cpu backend's parallel loops use N threads\n"
    "                     (counting the caller's; default: AXLE_NUM_THREADS,\n"
    "                     else one per hardware thread). Sets AXLE_NUM_THREADS,\n"
    "                     which sizes the process-wide pool when it is created\n"
    "  --iterations=K     run K times (K >= 1) and report the median run time on\n"
    "                     standard error; the result printed is the last run's\n"
    "  --profile          (cpu) time each instruction of the compiled code and\n"
    "                     print a table on standard error after the runs:\n"
    "                     instruction, opcode, calls, total time, share; with\n"
    "                     K > 1 iterations the first run (one-time set-up such\n"
    "                     as library kernel generation) is left out of it\n"
    "  --profile_out=FILE (cpu) also write every run's instruction timeline to\n"
    "                     FILE as Chrome trace JSON (open it in Perfetto,\n"
    "                     ui.perfetto.dev, or chrome://tracing); implies --profile\n"
    "  --max_while_iterations=N\n"
    "                     a while loop running its body more than N times (N >= 0)\n"
    "                     fails naming the loop (default: unlimited)\n"
    "  --verbose          log the steps and their times on standard error\n"
    "  --compile_cache_dir=DIR\n"
    "                     (cpu) keep compiled executables in DIR, shared by\n"
    "                     processes: a module compiled before with the same\n"
    "                     options, Axle build and CPU is loaded, not compiled\n"
    "                     (--verbose says hit, miss or store). Bad entries are\n"
    "                     recompiled and replaced; nothing is ever evicted\n"
    "  --infeed=LITERAL   a value for the infeed, e.g. --infeed='f32[2] {1, 2}'\n"
    "                     (repeatable: infeeds read them in order; every replica\n"
    "                     gets each). An infeed with no value left is an error\n"
    "  --memory_limit=BYTES\n"
    "                     the most memory the run may allocate, checked before\n"
    "                     allocating (suffixes K, M, G, T: powers of 1024;\n"
    "                     default 80% of physical memory)\n"
    "  --max_input_file_size=BYTES\n"
    "                     the largest module or input file read (suffixes as\n"
    "                     above; default 1G)\n"
    "  --custom_call_library=LIB.so\n"
    "                     load the shared library LIB.so (a path) and make the\n"
    "                     functions it exports custom-call targets (repeatable);\n"
    "                     no other symbol of the process is callable\n"
    "  --optimize         run the cpu pass pipeline before running (the\n"
    "                     interpreter runs the module as given by default);\n"
    "                     the same as --pipeline=cpu\n",
    kOptimizationFlagsHelp,
    "  --help             this text\n"
    "\n"
    "exit codes: 0 success; 1 error (unreadable or malformed module or input,\n"
    "wrong input count, shape or element type, unknown or failing pass, bad\n"
    "--dump_pass_re, unwritable dump directory, failed run, unavailable\n"
    "backend, over a memory or size limit); 2 usage error; 130 the run was\n"
    "interrupted (Ctrl-C: the run stops cleanly; a second Ctrl-C kills it).\n"
    "Errors name the file and, for malformed text, LINE:COLUMN.\n");
}

struct Options {
  std::string backend = "cpu";
  std::optional<int64_t> replicas;
  std::optional<int64_t> threads;
  bool random_inputs = false;
  uint64_t seed = 42;
  int64_t iterations = 1;
  int64_t max_while_iterations = -1;  // unlimited
  bool verbose = false;
  bool profile = false;
  std::string profile_out;  // empty: no trace
  std::string compile_cache_dir;
  std::string module_path;
  std::vector<InputSpec> inputs;
  std::vector<std::string> custom_call_libraries;
  std::vector<InputSpec> infeed;
  int64_t memory_limit = 0;  // 0: the default
  int64_t max_input_file_size = kDefaultMaxInputFileSize;
  OptimizationFlags optimization;
};

using Clock = std::chrono::steady_clock;

// Set by SIGINT while a run is in progress; the run stops with Cancelled.
std::atomic<bool>& InterruptFlag() {
  static std::atomic<bool> flag{false};
  return flag;
}

extern "C" void OnInterrupt(int) { InterruptFlag().store(true, std::memory_order_relaxed); }

// While alive, Ctrl-C asks the run to stop (once: the handler resets, so a
// second Ctrl-C kills the process as usual).
class InterruptScope {
 public:
  InterruptScope() {
    InterruptFlag().store(false);
    struct sigaction action = {};
    action.sa_handler = OnInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    installed_ = sigaction(SIGINT, &action, &previous_) == 0;
  }
  ~InterruptScope() {
    if (installed_) sigaction(SIGINT, &previous_, nullptr);
  }
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

 private:
  struct sigaction previous_ = {};
  bool installed_ = false;
};

double MillisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Parses the flags; returns false (after writing the error) on a usage error.
bool ParseFlags(const std::vector<std::string>& args, Options& options, std::ostream& err,
                bool& help) {
  std::vector<std::string> positional;
  int inline_count = 0;
  bool only_positional = false;
  auto usage_error = [&](const std::string& message) {
    err << "axle run: " << message << "\n" << Usage();
    return false;
  };
  for (const std::string& arg : args) {
    if (only_positional || arg == "-" || !absl::StartsWith(arg, "-")) {
      if (options.module_path.empty() && positional.empty()) {
        options.module_path = arg;
      } else {
        options.inputs.push_back({false, arg, arg == "-" ? "<stdin>" : arg});
      }
      positional.push_back(arg);
      continue;
    }
    if (arg == "--") {
      only_positional = true;
      continue;
    }
    auto [name, value, has_value] = SplitFlag(arg);
    std::string error;
    auto need_value = [&]() {
      if (!has_value) usage_error("flag " + name + " needs a value: " + name + "=...");
      return has_value;
    };
    auto positive = [&](int64_t* out) {
      if (!need_value()) return false;
      if (!absl::SimpleAtoi(value, out) || *out < 1) {
        return usage_error("flag " + name + " needs a positive integer, got \"" + value + "\"");
      }
      return true;
    };
    if (name == "--help" || name == "-h") {
      help = true;
      return true;
    } else if (name == "--input") {
      if (!need_value()) return false;
      ++inline_count;
      options.inputs.push_back({true, value, "--input #" + std::to_string(inline_count)});
    } else if (name == "--backend") {
      if (!need_value()) return false;
      if (value.empty()) return usage_error("flag --backend needs a backend name");
      options.backend = value;
    } else if (name == "--replicas") {
      int64_t n;
      if (!positive(&n)) return false;
      options.replicas = n;
    } else if (name == "--threads") {
      int64_t n;
      if (!positive(&n)) return false;
      options.threads = n;
    } else if (name == "--iterations") {
      if (!positive(&options.iterations)) return false;
    } else if (name == "--max_while_iterations") {
      if (!need_value()) return false;
      if (!absl::SimpleAtoi(value, &options.max_while_iterations) ||
          options.max_while_iterations < 0) {
        return usage_error("flag --max_while_iterations needs a non-negative integer, got \"" +
                           value + "\"");
      }
    } else if (name == "--seed") {
      if (!need_value()) return false;
      if (!absl::SimpleAtoi(value, &options.seed)) {
        return usage_error("flag --seed needs a non-negative integer, got \"" + value + "\"");
      }
    } else if (name == "--compile_cache_dir") {
      if (!need_value()) return false;
      if (value.empty()) return usage_error("flag --compile_cache_dir needs a directory");
      options.compile_cache_dir = value;
    } else if (name == "--profile") {
      if (has_value) return usage_error("flag --profile takes no value");
      options.profile = true;
    } else if (name == "--profile_out") {
      if (!need_value()) return false;
      if (value.empty()) return usage_error("flag --profile_out needs a file name");
      options.profile_out = value;
      options.profile = true;
    } else if (name == "--random_inputs" || name == "--verbose") {
      if (has_value) return usage_error("flag " + name + " takes no value");
      (name == "--verbose" ? options.verbose : options.random_inputs) = true;
    } else if (name == "--infeed") {
      if (!need_value()) return false;
      options.infeed.push_back(
          {true, value, "--infeed #" + std::to_string(options.infeed.size() + 1)});
    } else if (name == "--memory_limit" || name == "--max_input_file_size") {
      if (!need_value()) return false;
      std::optional<int64_t> bytes = ParseByteSize(value);
      if (!bytes || *bytes < 1) {
        return usage_error("flag " + name + " needs a positive byte count (e.g. 512M, 8G), got \"" +
                           value + "\"");
      }
      (name == "--memory_limit" ? options.memory_limit : options.max_input_file_size) = *bytes;
    } else if (name == "--custom_call_library") {
      if (!need_value()) return false;
      if (value.empty()) return usage_error("flag --custom_call_library needs a path");
      options.custom_call_libraries.push_back(value);
    } else if (name == "--optimize") {
      if (has_value) return usage_error("flag --optimize takes no value");
      options.optimization.pipeline = "cpu";
    } else if (FlagUse use = TakeOptimizationFlag({name, value, has_value}, options.optimization,
                                                  error);
               use != FlagUse::kNotOurs) {
      if (use == FlagUse::kUsageError) return usage_error(error);
    } else {
      return usage_error("unknown flag " + arg);
    }
  }
  if (std::string error = CheckOptimizationFlags(options.optimization); !error.empty()) {
    return usage_error(error);
  }
  if (options.module_path.empty()) return usage_error("missing MODULE.hlo");
  if (std::count(positional.begin(), positional.end(), "-") > 1) {
    return usage_error("standard input (\"-\") can be read only once");
  }
  if (options.random_inputs && !options.inputs.empty()) {
    return usage_error("--random_inputs replaces the inputs; give no INPUT or --input");
  }
  return true;
}

class RunCommand {
 public:
  RunCommand(Options options, std::ostream& out, std::ostream& err)
      : options_(std::move(options)), out_(out), err_(err) {}

  int Run() {
    // Read by the cpu backend when its thread pool is first created, which
    // in this process is at the first run below.
    if (options_.threads.has_value()) {
      setenv("AXLE_NUM_THREADS", std::to_string(*options_.threads).c_str(), 1);
    }
    absl::StatusOr<LocalClient*> client = ClientLibrary::GetOrCreateLocalClient(options_.backend);
    if (!client.ok()) return Fail(client.status().message());

    Clock::time_point start = Clock::now();
    absl::StatusOr<std::unique_ptr<HloModule>> module =
        LoadHloModule(options_.module_path, /*verify=*/true, options_.max_input_file_size);
    if (!module.ok()) {
      err_ << module.status().message() << "\n";
      return 1;
    }
    Log("parsed and verified ", options_.module_path, " (module ", (*module)->name(), ") in ",
        MillisecondsSince(start), " ms");
    if (options_.optimization.RunsPasses() || !options_.optimization.dump_to.empty()) {
      start = Clock::now();
      absl::StatusOr<std::unique_ptr<HloDumper>> optimized =
          OptimizeModule(**module, options_.optimization);
      if (!optimized.ok()) return Fail(optimized.status().message());
      Log("optimised in ", MillisecondsSince(start), " ms");
    }

    ProgramShape signature = (*module)->entry_computation_layout();
    int64_t replicas = options_.replicas.value_or((*module)->config().replica_count);

    start = Clock::now();
    absl::StatusOr<std::vector<Literal>> inputs = MakeInputs(signature);
    if (!inputs.ok()) return Fail(inputs.status().message());
    if (absl::Status status = CheckInputs(signature, *inputs, options_.inputs); !status.ok()) {
      return Fail(status.message());
    }
    Log("prepared ", inputs->size(), " inputs in ", MillisecondsSince(start), " ms");

    start = Clock::now();
    std::vector<const Shape*> layouts;
    for (const Literal& input : *inputs) layouts.push_back(&input.shape());
    ExecutableBuildOptions build_options;
    // Checked here, where the module's int64 count is still whole (the build
    // options hold an int, as XLA's do).
    if (replicas < 1 || replicas > kMaxReplicas) {
      return Fail(absl::StrCat("the replica count must be between 1 and ", kMaxReplicas,
                               ", got ", replicas));
    }
    build_options.set_num_replicas(static_cast<int>(replicas));
    build_options.mutable_debug_options()->set_xla_backend_optimization_level(
        options_.optimization.backend_optimization_level);
    build_options.mutable_debug_options()->set_xla_max_while_iterations(
        options_.max_while_iterations);
    build_options.mutable_debug_options()->set_xla_cpu_flush_denormals(
        options_.optimization.flush_denormals);
    build_options.mutable_debug_options()->set_xla_cpu_plain_complex_arithmetic(
        options_.optimization.plain_complex_arithmetic);
    if (options_.profile && options_.backend != "cpu") {
      return Fail(std::string(options_.profile_out.empty() ? "--profile" : "--profile_out") +
                  " needs the cpu backend, not " + options_.backend);
    }
    build_options.mutable_debug_options()->set_xla_hlo_profile(options_.profile);
    if (!options_.compile_cache_dir.empty() && options_.backend != "cpu") {
      return Fail("--compile_cache_dir needs the cpu backend, not " + options_.backend);
    }
    build_options.mutable_debug_options()->set_xla_compile_cache_dir(options_.compile_cache_dir);
    for (const std::string& library : options_.custom_call_libraries) {
      build_options.add_custom_call_library(library);
    }
    build_options.set_memory_limit_bytes(options_.memory_limit);
    absl::StatusOr<std::vector<std::unique_ptr<LocalExecutable>>> executables =
        (*client)->Compile(XlaComputation(*std::move(module)), layouts, build_options);
    if (!options_.compile_cache_dir.empty()) {
      for (const std::string& event : cpu::TakeCompileCacheEvents()) Log(event);
    }
    if (!executables.ok()) return Fail(executables.status().message());
    LocalExecutable& executable = *(*executables)[0];
    Log("compiled for the ", (*client)->platform()->Name(), " backend with ", replicas,
        replicas == 1 ? " replica" : " replicas", " in ", MillisecondsSince(start), " ms");

    std::vector<ScopedShapedBuffer> buffers;
    std::vector<const ShapedBuffer*> arguments;
    buffers.reserve(inputs->size());
    for (Literal& input : *inputs) {
      absl::StatusOr<ScopedShapedBuffer> buffer = (*client)->LiteralToShapedBuffer(input, 0);
      if (!buffer.ok()) return Fail(buffer.status().message());
      buffers.push_back(*std::move(buffer));
      arguments.push_back(&buffers.back());
    }
    std::vector<std::vector<const ShapedBuffer*>> per_replica(replicas, arguments);
    ExecutableRunOptions run_options;
    run_options.set_rng_seed(static_cast<int>(options_.seed & 0x7fffffff));
    // Every infeed value is queued before the run and nothing fills the
    // queues during it, so an empty queue is an error at once, not a wait.
    HostQueues queues(HostQueues::Timeout(0));
    run_options.set_host_queues(&queues);
    run_options.set_cancellation_flag(&InterruptFlag());

    std::vector<double> times;
    absl::StatusOr<std::vector<ScopedShapedBuffer>> results;
    if (options_.profile) cpu::TakeInstructionProfile();  // from this run on
    if (!options_.profile_out.empty()) {
      cpu::TakeInstructionTrace();
      cpu::SetInstructionTracing(true);
    }
    absl::Cleanup stop_tracing = [] { cpu::SetInstructionTracing(false); };
    for (int64_t i = 0; i < options_.iterations; ++i) {
      if (absl::Status status = FillInfeed(queues, replicas); !status.ok()) {
        return Fail(status.message());
      }
      start = Clock::now();
      {
        InterruptScope interrupt_scope;
        results = executable.RunReplicated(per_replica, run_options);
      }
      times.push_back(MillisecondsSince(start));
      if (!results.ok()) {
        if (results.status().code() == absl::StatusCode::kCancelled) {
          Fail(results.status().message());
          return 130;
        }
        return Fail(results.status().message());
      }
      Log("run ", i + 1, " took ", times.back(), " ms");
      // The table leaves the first of several runs out: it holds one-time
      // costs (sgemm's kernel generation, oneDNN primitive creation) that
      // can triple an instruction's average.
      if (options_.profile && i == 0 && options_.iterations > 1) cpu::TakeInstructionProfile();
      if (i + 1 < options_.iterations) DrainOutfeed(queues, replicas, nullptr);
    }
    if (options_.iterations > 1) {
      std::vector<double> sorted = times;
      std::sort(sorted.begin(), sorted.end());
      size_t n = sorted.size();
      double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
      // Microseconds: a compiled call can take a few of them.
      err_ << "axle run: median time over " << n << " iterations: "
           << absl::StrFormat("%.1f", median * 1e3) << " us (min "
           << absl::StrFormat("%.1f", sorted.front() * 1e3) << " us, max "
           << absl::StrFormat("%.1f", sorted.back() * 1e3) << " us)\n";
    }

    if (replicas == 1) {
      out_ << (*results)[0].literal().ToString() << "\n";
    } else {
      for (size_t r = 0; r < results->size(); ++r) {
        out_ << "replica " << r << ": " << (*results)[r].literal().ToString() << "\n";
      }
    }
    DrainOutfeed(queues, replicas, &out_);
    if (options_.profile) {
      // The instructions belong to `executable`, alive here.
      if (options_.iterations == 1) {
        err_ << "axle run: profile of 1 run (cpu), most time first\n";
      } else {
        err_ << "axle run: profile of runs 2 to " << options_.iterations
             << " (cpu; run 1, with one-time set-up, left out), most time first\n";
      }
      err_ << cpu::FormatInstructionProfile(cpu::TakeInstructionProfile());
    }
    if (!options_.profile_out.empty()) {
      const cpu::InstructionTrace trace = cpu::TakeInstructionTrace();
      if (absl::Status status = WriteOutputFile(options_.profile_out, FormatChromeTrace(trace));
          !status.ok()) {
        return Fail(status.message());
      }
      Log("wrote ", trace.events.size(), " trace events to ", options_.profile_out);
      if (trace.dropped > 0) {
        err_ << "axle run: the trace keeps the first " << trace.events.size() << " of "
             << trace.events.size() + trace.dropped << " instruction calls\n";
      }
    }
    return 0;
  }

 private:
  // The --infeed values, in order, on every replica's (emptied) infeed.
  absl::Status FillInfeed(HostQueues& queues, int64_t replicas) {
    for (int64_t r = 0; r < replicas; ++r) {
      while (queues.InfeedSize(r) > 0) (void)queues.DequeueInfeed(r);
    }
    for (const InputSpec& spec : options_.infeed) {
      absl::StatusOr<Literal> value = LoadInput(spec, options_.max_input_file_size);
      if (!value.ok()) return value.status();
      for (int64_t r = 0; r < replicas; ++r) queues.EnqueueInfeed(r, value->Clone());
    }
    return absl::OkStatus();
  }

  // Takes every outfeed value off the queues, printing them to `out` when
  // given, labelled so they cannot be mistaken for the result.
  void DrainOutfeed(HostQueues& queues, int64_t replicas, std::ostream* out) {
    for (int64_t r = 0; r < replicas; ++r) {
      while (queues.OutfeedSize(r) > 0) {
        absl::StatusOr<Literal> value = queues.DequeueOutfeed(r, HostQueues::Timeout(0));
        if (!value.ok()) break;
        if (out == nullptr) continue;
        if (replicas > 1) *out << "replica " << r << " ";
        *out << "outfeed: " << value->ToString() << "\n";
      }
    }
  }

  absl::StatusOr<std::vector<Literal>> MakeInputs(const ProgramShape& signature) {
    std::vector<Literal> inputs;
    if (options_.random_inputs) {
      std::mt19937_64 rng(options_.seed);
      for (const Shape& shape : signature.parameters()) {
        absl::StatusOr<Literal> value = MakeRandomLiteral(shape, rng);
        if (!value.ok()) return value.status();
        inputs.push_back(*std::move(value));
      }
      return inputs;
    }
    for (const InputSpec& spec : options_.inputs) {
      absl::StatusOr<Literal> value = LoadInput(spec, options_.max_input_file_size);
      if (!value.ok()) return value.status();
      inputs.push_back(*std::move(value));
    }
    return inputs;
  }

  int Fail(absl::string_view message) {
    err_ << "axle run: " << message << "\n";
    return 1;
  }

  template <typename... Args>
  void Log(const Args&... args) {
    if (!options_.verbose) return;
    err_ << "axle run: ";
    (err_ << ... << args);
    err_ << "\n";
  }

  Options options_;
  std::ostream& out_;
  std::ostream& err_;
};

}  // namespace

int RunRunCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  Options options;
  bool help = false;
  if (!ParseFlags(args, options, err, help)) return 2;
  if (help) {
    out << Usage();
    return 0;
  }
  return RunCommand(std::move(options), out, err).Run();
}

}  // namespace xla::tools
