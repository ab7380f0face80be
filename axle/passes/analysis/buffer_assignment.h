// Buffer assignment: where every array value of a scheduled module lives.
//
// Allocations: one kParameter per entry parameter array leaf (the caller's
// memory), one kConstant per constant instruction (global data), one kOutput
// per entry result leaf that gets memory of its own (below), and one kTemp
// arena for everything else, packed by live range (heap_simulator.h). The
// program never writes kParameter or kConstant memory. Slices are 64-byte
// aligned; non-temp slices start at offset 0.
//
// GetSlice(instruction, leaf) for every array leaf of every instruction of a
// sequential computation (tuple-shaped and token positions have none):
//   get-tuple-element, tuple, bitcast, opt-barrier  their operand's slices
//                 (not a bitcast that defines a value, BitcastDefinesValue:
//                 its dynamic result's sizes need bytes of their own);
//   while         the loop state, one slice per leaf; the condition's and the
//                 body's parameter leaves have the same slices;
//   conditional branch / call target parameter  the operand's slices;
//   anything else the slices of the values it computes.
// So the slices of two positions are equal exactly when they hold one value
// or values buffer assignment chose to share bytes (dataflow in
// hlo_dataflow_analysis.h).
//
// Sharing, always proven safe on the flattened schedule (CheckBufferAssignment):
//   - a while's init leaf and body-root leaf take the state's slice, a
//     conditional's branch-root leaves the conditional's, a callee's root
//     leaves the call's, whenever no value is written while another value in
//     the same bytes is still to be read. Where a slice differs, the code
//     generator copies (at loop entry, at loop-back, after the branch / call).
//     After copy-insertion they are always equal (see copy_insertion.h for
//     the one kind of leaf it leaves in read-only memory: a loop that only
//     passes a parameter or constant through keeps its state there);
//   - in place: an instruction may write its result over the slice of an
//     operand value read for the last time there, exactly the same slice,
//     when buffer_sharing.h allows (element-wise ops, dynamic-update-slice
//     operand 0, element-wise-read loop fusion operands). Such a result has
//     the operand's slice: a kernel must compute each element from the
//     operands' same element before storing it. A copy can end up in place
//     (its slice equal to its operand's): it has nothing to do;
//   - values whose live ranges do not overlap share temp bytes.
//
// Entry result: each leaf whose value the program writes (not an entry
// parameter, not a constant, not a value already at an earlier leaf) is in a
// kOutput allocation with output_index = that leaf, at offset 0; that
// allocation may also hold other values before it (a chain computed in place
// into the result). Other leaves have no output allocation of their own: the
// runtime copies them out. After copy-insertion every result leaf has one.
//
// A value of a dynamic array shape (bounded dynamic dimensions, f32[<=10])
// takes its bounded size, in its layout, followed by its runtime sizes: one
// int32 per dimension (the bound for a static one) at DynamicSizesOffset.
// Elements past a runtime size are padding nobody reads. The sizes travel
// with the bytes: whatever forwards or copies a slice carries them along.
//
// Preconditions (the CPU pipeline establishes them): the module is verified,
// every array shape has a layout (layout-assignment) and every sequential
// computation has one call site (copy-insertion clones shared ones).
#ifndef AXLE_PASSES_ANALYSIS_BUFFER_ASSIGNMENT_H_
#define AXLE_PASSES_ANALYSIS_BUFFER_ASSIGNMENT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"
#include "axle/passes/analysis/hlo_dataflow_analysis.h"
#include "axle/passes/analysis/hlo_schedule.h"
#include "axle/shape/shape.h"

namespace xla {

inline constexpr int64_t kBufferAlignment = 64;

// DynamicSizesOffset and ByteSizeOfValue (hlo_dataflow_analysis.h) give a
// dynamic array's layout in its buffer (see above).

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
  // Bytes of the temp arena: what the runtime allocates for one run.
  virtual int64_t peak_temp_bytes() const = 0;
  // The most temp bytes live at one time of the flattened schedule (a lower
  // bound for the arena; the packing may need more).
  virtual int64_t peak_live_temp_bytes() const = 0;

  // A readable report: allocations (kind, size), the values each holds
  // (instruction, leaf, offset, size, live range), which values share bytes,
  // the temp arena size and peak memory.
  virtual std::string ToString() const = 0;
};

// Assigns buffers for `module` in the order of `schedule`.
absl::StatusOr<std::unique_ptr<BufferAssignment>> AssignBuffers(
    const HloModule& module, HloSchedule schedule, const BufferAssignmentOptions& options = {});

// Replays the flattened schedule (buffer_assignment_checker.cc) tracking which
// value each byte range holds, and proves that every read finds its value
// (no value is overwritten while it is still to be read; an in-place write
// only where buffer_sharing.h allows), that nothing writes parameter or
// constant memory, that slices fit their allocations and are aligned, and
// that the slice rules above hold. A failure names both values.
absl::Status CheckBufferAssignment(const BufferAssignment& assignment);

}  // namespace xla

#endif  // AXLE_PASSES_ANALYSIS_BUFFER_ASSIGNMENT_H_
