// Copies between arrays in buffers, for lowerings whose result starts as a
// copy of an operand (dynamic-update-slice, scatter, sort, copy of a tuple):
// nothing when buffer assignment put both in one slice (in place), a memcpy
// when the layouts agree, else a loop kernel that converts the layout.
#ifndef AXLE_BACKENDS_CPU_CODEGEN_ARRAY_COPY_H_
#define AXLE_BACKENDS_CPU_CODEGEN_ARRAY_COPY_H_

#include <functional>
#include <vector>

#include "absl/status/status.h"
#include "axle/backends/cpu/codegen/computation_emitter.h"

namespace xla::cpu {

struct ArrayInBuffer {
  BufferSlice slice;
  Shape shape;  // an array shape with a layout
};

// Makes `to` hold `from`'s elements (same dimensions and element type) for
// `instruction`.
absl::Status EmitArrayCopy(ComputationEmitter& emitter, const HloInstruction& instruction,
                           const ArrayInBuffer& to, const ArrayInBuffer& from);

// The same for several arrays at once; correct when some sources are also
// destinations (staged through scratch memory when needed).
absl::Status EmitArrayCopies(ComputationEmitter& emitter, const HloInstruction& instruction,
                             const std::vector<ArrayInBuffer>& to,
                             const std::vector<ArrayInBuffer>& from);

// A loop kernel over the elements of `from` (split into work groups when
// large) storing each at its index plus `offsets` in `to` (the offsets are
// computed inside the kernel by `offsets(kernel)`; `inputs` are further
// read-only buffers, kernel.buffer(2 + i)). For dynamic-update-slice and
// concatenate.
absl::Status EmitOffsetCopyKernel(
    ComputationEmitter& emitter, const HloInstruction& instruction, const ArrayInBuffer& to,
    const ArrayInBuffer& from, const std::vector<BufferSlice>& inputs,
    const std::function<absl::StatusOr<std::vector<llvm::Value*>>(KernelBuilder& kernel)>&
        offsets,
    absl::string_view what);

// The arrays of `instruction`'s result (its leaves) and of its operands
// [first, first + count), with their slices.
absl::StatusOr<std::vector<ArrayInBuffer>> ResultArrays(ComputationEmitter& emitter,
                                                        const HloInstruction& instruction);
absl::StatusOr<std::vector<ArrayInBuffer>> OperandArrays(ComputationEmitter& emitter,
                                                         const HloInstruction& instruction,
                                                         int64_t first, int64_t count);

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_CODEGEN_ARRAY_COPY_H_
