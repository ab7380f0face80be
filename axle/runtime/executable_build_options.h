// ExecutableBuildOptions: how LocalClient::Compile builds an executable.
#ifndef AXLE_RUNTIME_EXECUTABLE_BUILD_OPTIONS_H_
#define AXLE_RUNTIME_EXECUTABLE_BUILD_OPTIONS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "axle/shape/shape.h"

namespace xla {

// The debug options XLA keeps in a protobuf; Axle has the ones it uses.
class DebugOptions {
 public:
  // The backend's code optimisation level (LLVM's -O level on the cpu
  // backend): 0..3, default 2.
  int xla_backend_optimization_level() const { return xla_backend_optimization_level_; }
  void set_xla_backend_optimization_level(int level) { xla_backend_optimization_level_ = level; }
  // A while loop running its body more often than this in one execution is
  // an error naming the loop (CompileOptions::max_while_iterations);
  // negative, the default: unlimited.
  int64_t xla_max_while_iterations() const { return xla_max_while_iterations_; }
  void set_xla_max_while_iterations(int64_t n) { xla_max_while_iterations_ = n; }
  // Time every instruction of the compiled code (CompileOptions::profile).
  bool xla_hlo_profile() const { return xla_hlo_profile_; }
  void set_xla_hlo_profile(bool on) { xla_hlo_profile_ = on; }
  // cpu: the persistent compile cache's directory (CompileOptions::
  // compile_cache_dir; `axle run --compile_cache_dir`); empty: none.
  const std::string& xla_compile_cache_dir() const { return xla_compile_cache_dir_; }
  void set_xla_compile_cache_dir(std::string dir) { xla_compile_cache_dir_ = std::move(dir); }
  // XLA:CPU's numerics (CompileOptions::flush_denormals and
  // plain_complex_arithmetic; `axle run --xla_cpu_flush_denormals`,
  // `--xla_cpu_plain_complex_arithmetic`). Off by default.
  bool xla_cpu_flush_denormals() const { return xla_cpu_flush_denormals_; }
  void set_xla_cpu_flush_denormals(bool on) { xla_cpu_flush_denormals_ = on; }
  bool xla_cpu_plain_complex_arithmetic() const { return xla_cpu_plain_complex_arithmetic_; }
  void set_xla_cpu_plain_complex_arithmetic(bool on) { xla_cpu_plain_complex_arithmetic_ = on; }

 private:
  int xla_backend_optimization_level_ = 2;
  int64_t xla_max_while_iterations_ = -1;
  bool xla_hlo_profile_ = false;
  std::string xla_compile_cache_dir_;
  bool xla_cpu_flush_denormals_ = false;
  bool xla_cpu_plain_complex_arithmetic_ = false;
};

class ExecutableBuildOptions {
 public:
  // The device the executable targets; -1 (the default) is the platform's
  // default device. The interpreter has one device, 0.
  int device_ordinal() const { return device_ordinal_; }
  ExecutableBuildOptions& set_device_ordinal(int ordinal) {
    device_ordinal_ = ordinal;
    return *this;
  }
  // The layout the result comes back in; absent: the computation's own.
  const Shape* result_layout() const {
    return result_layout_.has_value() ? &*result_layout_ : nullptr;
  }
  ExecutableBuildOptions& set_result_layout(const Shape& shape) {
    result_layout_ = shape;
    return *this;
  }
  // Replicas every run executes (N threads on the interpreter).
  int num_replicas() const { return num_replicas_; }
  ExecutableBuildOptions& set_num_replicas(int n) {
    num_replicas_ = n;
    return *this;
  }
  // Partitions (SPMD); only 1 is supported.
  int num_partitions() const { return num_partitions_; }
  ExecutableBuildOptions& set_num_partitions(int n) {
    num_partitions_ = n;
    return *this;
  }
  // Shared libraries whose exported functions become custom-call targets
  // (eval/custom_call_registry.h: LoadCustomCallLibrary); Compile loads them
  // first. Only registered targets and these libraries' are callable.
  const std::vector<std::string>& custom_call_libraries() const {
    return custom_call_libraries_;
  }
  ExecutableBuildOptions& add_custom_call_library(std::string path) {
    custom_call_libraries_.push_back(std::move(path));
    return *this;
  }
  // The most bytes a run may allocate, checked before allocating (at
  // compile time against the buffers the cpu backend plans, at run time
  // per value on the interpreter); over it is ResourceExhausted naming the
  // instruction and the size. 0 (the default): 80% of physical memory.
  int64_t memory_limit_bytes() const { return memory_limit_bytes_; }
  ExecutableBuildOptions& set_memory_limit_bytes(int64_t bytes) {
    memory_limit_bytes_ = bytes;
    return *this;
  }
  const DebugOptions& debug_options() const { return debug_options_; }
  DebugOptions* mutable_debug_options() { return &debug_options_; }

 private:
  int device_ordinal_ = -1;
  DebugOptions debug_options_;
  std::optional<Shape> result_layout_;
  int num_replicas_ = 1;
  int num_partitions_ = 1;
  std::vector<std::string> custom_call_libraries_;
  int64_t memory_limit_bytes_ = 0;
};

}  // namespace xla

#endif  // AXLE_RUNTIME_EXECUTABLE_BUILD_OPTIONS_H_
