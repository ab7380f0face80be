// The C ABI between generated code and the runtime: every function compiled
// code may call, declared once. The code generator derives each LLVM
// declaration from these prototypes (codegen/runtime_declarations.h) and the
// JIT binds the names to these definitions, so the two cannot disagree.
//
// Conventions: `ctx` is the run's RunContext; functions that can fail return
// int32_t (0 = ok; else the error is recorded in ctx and generated code
// returns at once).
#ifndef AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_ABI_H_
#define AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_ABI_H_

#include <cstdint>

extern "C" {

// A kernel: runs [begin, end) of the outermost loop of its loop nest.
typedef void (*AxleKernel)(void* ctx, void* buffers, int64_t begin, int64_t end);

// Splits [0, size) into `groups` contiguous ranges of near-equal length (the
// first size % groups ranges one longer) and runs the kernel on each,
// in parallel when the run allows threads. The split depends only on the
// arguments, never on the thread count. Returns nonzero if the run failed.
int32_t __axle_parallel_for(void* ctx, AxleKernel kernel, void* buffers, int64_t size,
                            int64_t groups);

// Scratch memory for the run (64-byte aligned); nullptr (with the error
// recorded) when it cannot be had. Freed by __axle_free.
void* __axle_malloc(void* ctx, int64_t bytes);
void __axle_free(void* pointer);

// Complex multiply/divide with std::complex's semantics; out = {re, im}.
void __axle_c64_multiply(float ar, float ai, float br, float bi, float* out);
void __axle_c64_divide(float ar, float ai, float br, float bi, float* out);
void __axle_c128_multiply(double ar, double ai, double br, double bi, double* out);
void __axle_c128_divide(double ar, double ai, double br, double bi, double* out);

// ---- Ops that talk to the outside world or carry state. `instruction` is
// the HloInstruction being run (the executable keeps its module alive); the
// runtime reads its shape and attributes. Values cross as buffer trees: an
// array's pointer is its data (a dynamic array's runtime sizes follow its
// data, see codegen/dynamic_shapes.h), a tuple's is a table of its elements'
// pointers, a token's is nullptr. All return 0, or nonzero with the error
// recorded in ctx.

// rng: fills `out` (the instruction's shape) from the run's stream, in
// row-major order with the interpreter's formulas. `a` and `b` point to the
// scalar operands.
int32_t __axle_rng(void* ctx, const void* instruction, const void* a, const void* b, void* out);
// rng-bit-generator: (new state, bits) from `state`, XLA's Philox/ThreeFry.
int32_t __axle_rng_bit_generator(void* ctx, const void* instruction, const void* state,
                                 void* new_state, void* bits);

// infeed: the next value of this replica's infeed queue into `data` (the
// instruction's element {0}); outfeed: `data` (operand 0) onto the outfeed.
int32_t __axle_infeed(void* ctx, const void* instruction, void* data);
int32_t __axle_outfeed(void* ctx, const void* instruction, const void* data);
// send: `data` to the host or the channel's peers; recv-done: the value sent
// into `data` (the instruction's element {0}).
int32_t __axle_send(void* ctx, const void* instruction, const void* data);
int32_t __axle_recv_done(void* ctx, const void* instruction, void* data);

// A compiled scalar computation of two arguments: *out = f(*lhs, *rhs).
typedef void (*AxleReducer)(void* ctx, const void* lhs, const void* rhs, void* out);
// all-reduce, reduce-scatter, all-gather, all-to-all, collective-permute:
// `operands[i]` is operand i's tree, `result` the instruction's tree;
// `reducer` is the compiled to_apply (nullptr for the others).
int32_t __axle_collective(void* ctx, const void* instruction, const void* const* operands,
                          void* result, AxleReducer reducer);

// custom-call: calls `target` (resolved when compiling) with XLA's CPU
// calling convention for the instruction's api_version.
int32_t __axle_custom_call(void* ctx, const void* instruction, void* target,
                           const void* const* operands, void* result);

// The running replica's id; the partition id (0: one partition per replica).
int64_t __axle_replica_id(void* ctx);
int64_t __axle_partition_id(void* ctx);

}  // extern "C"

// Every function above, for the JIT's symbol table and the code generator's
// declarations: V(name).
#define AXLE_RUNTIME_FUNCTIONS(V) \
  V(__axle_parallel_for)          \
  V(__axle_malloc)                \
  V(__axle_free)                  \
  V(__axle_c64_multiply)          \
  V(__axle_c64_divide)            \
  V(__axle_c128_multiply)         \
  V(__axle_c128_divide)           \
  V(__axle_rng)                   \
  V(__axle_rng_bit_generator)     \
  V(__axle_infeed)                \
  V(__axle_outfeed)               \
  V(__axle_send)                  \
  V(__axle_recv_done)             \
  V(__axle_collective)            \
  V(__axle_custom_call)           \
  V(__axle_replica_id)            \
  V(__axle_partition_id)

#endif  // AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_ABI_H_
