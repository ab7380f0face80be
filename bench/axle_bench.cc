// The Axle driver of the benchmark (bench/run.py writes its job file and
// reads its output). Each job line of the file is one of
//
//   run NAME MODULE.hlo SAMPLE.npy INPUT.npy...   compile once, transfer the
//       inputs once, then time repeated LocalExecutable::Run calls; the
//       result's strided sample (npy.h) goes to SAMPLE.npy for the check
//   compile NAME MODULE.hlo    compile time: cold (compile cache cleared
//       first, in a process whose JIT is already up) and warm (a cache hit)
//
// and prints one JSON object per job on standard output. Flags:
// --threads=N (sets AXLE_NUM_THREADS before the first run, which sizes the
// cpu backend's thread pool), --reps=R, --min_seconds=S (timing.h).
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "axle/backends/cpu/jit/compile_cache.h"
#include "axle/builder/xla_computation.h"
#include "axle/runtime/client_library.h"
#include "axle/shape/shape_util.h"
#include "axle/tools/module_loader.h"
#include "bench/npy.h"
#include "bench/timing.h"

namespace {

using axle_bench::JsonString;
using axle_bench::NowSeconds;

struct Flags {
  int64_t threads = 0;
  int64_t reps = 15;
  double min_seconds = 0.3;
  std::string jobs;
};

std::string Error(const std::string& name, const std::string& message) {
  return absl::StrCat("{\"peer\": \"axle\", \"workload\": ", JsonString(name),
                      ", \"error\": ", JsonString(message), "}");
}

absl::StatusOr<xla::Literal> LiteralFromNpy(const std::string& path) {
  axle_bench::Array array;
  try {
    array = axle_bench::ReadNpy(path);
  } catch (const std::exception& error) {
    return absl::InvalidArgumentError(error.what());
  }
  xla::Literal literal(xla::ShapeUtil::MakeShape(xla::F32, array.shape));
  std::memcpy(literal.untyped_data(), array.data.data(), array.data.size() * sizeof(float));
  return literal;
}

absl::StatusOr<std::unique_ptr<xla::LocalExecutable>> Compile(
    xla::LocalClient& client, std::unique_ptr<xla::HloModule> module) {
  // A copy: entry_computation_layout() returns by value.
  const std::vector<xla::Shape> shapes = module->entry_computation_layout().parameters();
  std::vector<const xla::Shape*> layouts;
  for (const xla::Shape& shape : shapes) layouts.push_back(&shape);
  auto executables =
      client.Compile(xla::XlaComputation(std::move(module)), layouts, xla::ExecutableBuildOptions());
  if (!executables.ok()) return executables.status();
  return std::move((*executables)[0]);
}

std::string RunJob(xla::LocalClient& client, const Flags& flags, const std::string& name,
                   const std::string& hlo, const std::string& sample,
                   const std::vector<std::string>& inputs) {
  double start = NowSeconds();
  auto module = xla::tools::LoadHloModule(hlo);
  if (!module.ok()) return Error(name, std::string(module.status().message()));
  double parse_ms = (NowSeconds() - start) * 1e3;
  std::vector<xla::ScopedShapedBuffer> buffers;
  for (const std::string& input : inputs) {
    auto literal = LiteralFromNpy(input);
    if (!literal.ok()) return Error(name, std::string(literal.status().message()));
    auto buffer = client.LiteralToShapedBuffer(*literal, 0);
    if (!buffer.ok()) return Error(name, std::string(buffer.status().message()));
    buffers.push_back(*std::move(buffer));
  }
  std::vector<const xla::ShapedBuffer*> arguments;
  for (const xla::ScopedShapedBuffer& buffer : buffers) arguments.push_back(&buffer);

  start = NowSeconds();
  auto executable = Compile(client, *std::move(module));
  if (!executable.ok()) return Error(name, std::string(executable.status().message()));
  double compile_ms = (NowSeconds() - start) * 1e3;

  auto result = (*executable)->Run(arguments);
  if (!result.ok()) return Error(name, std::string(result.status().message()));
  const xla::Literal& value = result->literal();
  if (!value.shape().IsArray() || value.shape().element_type() != xla::F32) {
    return Error(name, "the result is not an f32 array: " + value.shape().ToString());
  }
  try {
    axle_bench::WriteSample(sample, static_cast<const float*>(value.untyped_data()),
                            value.element_count());
  } catch (const std::exception& error) {
    return Error(name, error.what());
  }

  std::string failure;
  axle_bench::Timing timing = axle_bench::Measure(
      [&] {
        auto run = (*executable)->Run(arguments);
        if (!run.ok() && failure.empty()) failure = std::string(run.status().message());
      },
      flags.reps, flags.min_seconds);
  if (!failure.empty()) return Error(name, failure);
  return absl::StrFormat(
      "{\"peer\": \"axle\", \"workload\": %s, \"median_us\": %.3f, \"min_us\": %.3f, "
      "\"samples\": %d, \"batch\": %d, \"parse_ms\": %.3f, \"compile_ms\": %.3f, "
      "\"output\": %s}",
      JsonString(name), timing.median_us, timing.min_us, timing.samples, timing.batch, parse_ms,
      compile_ms, JsonString(sample));
}

double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

std::string CompileJob(xla::LocalClient& client, const std::string& name,
                       const std::string& hlo) {
  std::vector<double> parse, cold, warm;
  for (int i = 0; i < 8; ++i) {
    double start = NowSeconds();
    auto module = xla::tools::LoadHloModule(hlo);
    if (!module.ok()) return Error(name, std::string(module.status().message()));
    parse.push_back((NowSeconds() - start) * 1e3);
    const bool is_cold = i < 3;
    if (is_cold) xla::cpu::CompileCache::Global().Clear();
    start = NowSeconds();
    auto executable = Compile(client, *std::move(module));
    if (!executable.ok()) return Error(name, std::string(executable.status().message()));
    (is_cold ? cold : warm).push_back((NowSeconds() - start) * 1e3);
  }
  return absl::StrFormat(
      "{\"peer\": \"axle\", \"workload\": %s, \"cold_ms\": %.3f, \"warm_ms\": %.3f, "
      "\"parse_ms\": %.3f, \"median_us\": %.3f}",
      JsonString(name), Median(cold), Median(warm), Median(parse), Median(cold) * 1e3);
}

bool ParseFlags(int argc, char** argv, Flags& flags) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char* prefix) -> const char* {
      return arg.rfind(prefix, 0) == 0 ? arg.c_str() + std::strlen(prefix) : nullptr;
    };
    if (const char* v = value("--threads=")) {
      flags.threads = std::atoll(v);
    } else if (const char* v = value("--reps=")) {
      flags.reps = std::atoll(v);
    } else if (const char* v = value("--min_seconds=")) {
      flags.min_seconds = std::atof(v);
    } else if (arg.rfind("--", 0) != 0 && flags.jobs.empty()) {
      flags.jobs = arg;
    } else {
      return false;
    }
  }
  return !flags.jobs.empty() && flags.reps >= 1 && flags.threads >= 0;
}

}  // namespace

int main(int argc, char** argv) {
  Flags flags;
  if (!ParseFlags(argc, argv, flags)) {
    std::cerr << "usage: axle_bench [--threads=N] [--reps=R] [--min_seconds=S] JOBS_FILE\n";
    return 2;
  }
  if (flags.threads > 0) setenv("AXLE_NUM_THREADS", std::to_string(flags.threads).c_str(), 1);
  auto client = xla::ClientLibrary::GetOrCreateLocalClient("cpu");
  if (!client.ok()) {
    std::cout << Error("*", std::string(client.status().message())) << std::endl;
    return 1;
  }
  std::ifstream jobs(flags.jobs);
  if (!jobs) {
    std::cerr << "axle_bench: cannot read " << flags.jobs << "\n";
    return 1;
  }
  for (std::string line; std::getline(jobs, line);) {
    std::istringstream words(line);
    std::string kind, name, hlo;
    if (!(words >> kind >> name >> hlo)) continue;
    if (kind == "compile") {
      std::cout << CompileJob(**client, name, hlo) << std::endl;
      continue;
    }
    std::string sample;
    words >> sample;
    std::vector<std::string> inputs;
    for (std::string input; words >> input;) inputs.push_back(input);
    std::cout << RunJob(**client, flags, name, hlo, sample, inputs) << std::endl;
  }
  return 0;
}
