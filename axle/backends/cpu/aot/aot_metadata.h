// What an ahead-of-time compiled program looks like from outside: its
// buffers (arguments, results, the temp arena) as indices of the buffer
// table its entry function takes, their shapes and sizes, and the runtime
// symbols the object leaves undefined. The header generator and the link
// line are derived from it; tests feed compiled code through it.
#ifndef AXLE_BACKENDS_CPU_AOT_AOT_METADATA_H_
#define AXLE_BACKENDS_CPU_AOT_AOT_METADATA_H_

#include <cstdint>
#include <string>
#include <vector>

#include "axle/shape/shape.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {

// One array argument or result of the program: an array parameter, a leaf of
// a tuple parameter, or a leaf of the result.
struct AotBuffer {
  // A C++ identifier naming an argument (from the parameter's name: "x" for
  // parameter x, "state_1" for leaf {1} of parameter state); empty for results
  // and where names would collide.
  std::string name;
  Shape shape;                 // an array shape with its layout (the bytes' order)
  int64_t allocation = -1;     // its index in the buffer table
  int64_t offset = 0;          // bytes from the allocation's base
  int64_t size = 0;            // bytes of the array
  int64_t parameter_number = -1;  // arguments: which parameter
  ShapeIndex index;            // the leaf of the parameter or of the result
};

// Whose memory a buffer-table entry is.
enum class AotAllocationKind {
  kArgument,  // the caller's argument (read only)
  kResult,    // a result leaf (and values computed into it before)
  kTemp,      // scratch memory for one run
  kConstant,  // none: constants are data of the object (the entry is null)
};

struct AotMetadata {
  std::string module_name;
  // "(x: f32[2,3]{1,0}, y: s32[]) -> (f32[2]{0}, pred[])".
  std::string program_shape;
  Shape result_shape;
  std::vector<AotBuffer> arguments;  // parameters' array leaves, in order
  std::vector<AotBuffer> results;    // the result's array leaves, in order
  // One per buffer-table entry.
  std::vector<AotAllocationKind> allocation_kinds;
  std::vector<int64_t> allocation_sizes;  // bytes; 0 for constants
  int64_t temp_allocation = -1;           // -1: none
  int64_t temp_size = 0;
  // Symbols the object leaves undefined that libaxle_aot_runtime.a defines
  // (sorted): empty when the object links with the C/C++ libraries alone.
  std::vector<std::string> runtime_symbols;
  // Whether those include work that runs on a thread pool (then -lpthread).
  bool needs_threads = false;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_AOT_AOT_METADATA_H_
