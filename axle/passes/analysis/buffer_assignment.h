// Buffer assignment: where every array value of a scheduled module lives.
//
// Memory is a few allocations: one per entry parameter leaf (the caller's
// buffer), one per constant (read-only data the code generator emits), one
// per leaf of the entry result (handed to the caller), and one temporary
// arena that every other value gets a slice of. Values whose live ranges do
// not overlap share arena bytes; an element-wise op may write its result over
// an operand that dies there. Slices are 64-byte aligned.
//
// Tuples and tokens own no memory: a tuple-shaped position is its leaves,
// each with its own slice (get-tuple-element, tuple, bitcast, while and
// conditional results resolve to the slices of the values they forward).
// Every value of one while loop (its init, body parameter and root, condition
// parameter, result) shares one slice per leaf; a conditional's result shares
// its slices with each branch's root; a branch or body parameter is its
// operand's slices.
//
// A value of a dynamic array shape (bounded dynamic dimensions, f32[<=10])
// takes its bounded size, in its layout, followed by its runtime sizes: one
// int32 per dimension (the bound for a static one) at DynamicSizesOffset.
// Elements past a runtime size are padding nobody reads. The sizes travel
// with the bytes: whatever forwards or copies a slice carries them along.
//
// Preconditions (the CPU pipeline establishes them): the module is verified,
// every array shape has a layout, no call remains (call-inliner), every
// computation has one caller site (flatten-call-graph), and copy insertion has
// made the aliasing above possible without interference.
#ifndef AXLE_PASSES_ANALYSIS_BUFFER_ASSIGNMENT_H_
#define AXLE_PASSES_ANALYSIS_BUFFER_ASSIGNMENT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/analysis/hlo_schedule.h"
#include "axle/shape/shape.h"

namespace xla {

inline constexpr int64_t kBufferAlignment = 64;

// Where a dynamic array's runtime sizes start: after its elements at the
// bounds. And the bytes an array value takes: its elements, plus one int32
// per dimension when it is dynamic (see above).
int64_t DynamicSizesOffset(const Shape& array_shape);
int64_t ByteSizeOfValue(const Shape& array_shape);

struct BufferAllocation {
  enum class Kind {
    kParameter,  // an entry parameter leaf: the caller's memory, read-only
    kConstant,   // a constant instruction's literal: read-only data
    kOutput,     // a leaf of the entry result: given to the caller
    kTemp,       // the arena for everything else
  };
  int64_t index = 0;
  Kind kind = Kind::kTemp;
  int64_t size = 0;  // bytes
  // kParameter: which parameter and which leaf of it.
  int64_t parameter_number = -1;
  ShapeIndex parameter_index;
  // kOutput: which leaf of the entry result.
  ShapeIndex output_index;
  // kConstant: the constant instruction.
  const HloInstruction* constant = nullptr;
};

// A byte range of one allocation.
struct BufferSlice {
  int64_t allocation = -1;
  int64_t offset = 0;
  int64_t size = 0;

  bool operator==(const BufferSlice& other) const = default;
  bool OverlapsWith(const BufferSlice& other) const {
    return allocation == other.allocation && offset < other.offset + other.size &&
           other.offset < offset + size;
  }
};

struct BufferAssignmentOptions {
  // Let an element-wise op (or a loop fusion that reads the operand
  // element-wise) and dynamic-update-slice write over an operand that dies at
  // that op.
  bool allow_in_place = true;
};

class BufferAssignment {
 public:
  virtual ~BufferAssignment() = default;

  virtual const HloModule& module() const = 0;
  virtual const HloSchedule& schedule() const = 0;
  virtual const std::vector<BufferAllocation>& allocations() const = 0;

  // The slice of array leaf `index` of `instruction` (an instruction of a
  // scheduled computation). NotFound for tuple-shaped and token positions and
  // for instructions of unscheduled (fused, scalar) computations.
  virtual absl::StatusOr<BufferSlice> GetSlice(const HloInstruction* instruction,
                                               const ShapeIndex& index = {}) const = 0;
  bool HasSlice(const HloInstruction* instruction, const ShapeIndex& index = {}) const {
    return GetSlice(instruction, index).ok();
  }

  // The temp arena's allocation, or -1 when nothing needs one.
  virtual int64_t temp_allocation() const = 0;
  // The most bytes live at once in the temp arena, and in all allocations.
  virtual int64_t peak_temp_bytes() const = 0;

  // A readable report: allocations (kind, size), the values each holds
  // (instruction, leaf, offset, size, live range), which values share bytes,
  // the temp arena size and peak memory.
  virtual std::string ToString() const = 0;
};

// Assigns buffers for `module` in the order of `schedule`.
absl::StatusOr<std::unique_ptr<BufferAssignment>> AssignBuffers(
    const HloModule& module, HloSchedule schedule, const BufferAssignmentOptions& options = {});

// Replays the schedule and proves that no value's bytes are overwritten while
// the value is still live (an in-place write by the value's last user is
// allowed), that slices fit their allocations and are aligned, and that the
// aliasing rules above hold. A failure names both values.
absl::Status CheckBufferAssignment(const BufferAssignment& assignment);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_BUFFER_ASSIGNMENT_H_
