// The C ABI between generated code and the runtime: every function compiled
// code may call, declared once. The code generator derives each LLVM
// declaration from these prototypes (codegen/runtime_declarations.h) and the
// JIT binds the names to these definitions, so the two cannot disagree.
//
// Conventions: `ctx` is the run's context, opaque to generated code: a
// xla::cpu::RunContext in the JIT (runtime/run_context.h), a
// xla::aot::RunContext ahead of time (axle/aot_runtime/run_context.h, with
// libaxle_aot_runtime.a defining the portable functions below). Functions
// that can fail return int32_t (0 = ok; else the error is recorded in ctx and
// generated code returns at once). Standard library only: ahead-of-time
// users compile against this header.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_ABI_H_
#define AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_ABI_H_

#include <cstdint>

extern "C" {

// Element types cross the ABI as xla::PrimitiveType's values (axle/shape/
// primitive_type.h), spelled here for code that has no Axle headers;
// codegen/runtime_declarations.cc checks that the two agree.
enum AxleElementType : int32_t {
  kAxlePred = 1,
  kAxleS8,
  kAxleS16,
  kAxleS32,
  kAxleS64,
  kAxleU8,
  kAxleU16,
  kAxleU32,
  kAxleU64,
  kAxleF16,
  kAxleBF16,
  kAxleF32,
  kAxleF64,
  kAxleC64,
  kAxleC128,
  kAxleS1 = 18,  // (16 and 17 are tuple and token)
  kAxleS2,
  kAxleS4,
  kAxleU1,
  kAxleU2,
  kAxleU4,
  kAxleF8E5M2,
  kAxleF8E4M3,
  kAxleF8E3M4,
  kAxleF8E4M3FN,
  kAxleF8E4M3FNUZ,
  kAxleF8E5M2FNUZ,
  kAxleF8E4M3B11FNUZ,
  kAxleF4E2M1FN,
  kAxleF8E8M0FNU,
};

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
// Records that while loop `loop_name` (a C string) ran its body more than
// `limit` times (CompileOptions::max_while_iterations); returns 1.
int32_t __axle_while_limit_exceeded(void* ctx, const char* loop_name, int64_t limit);

// Complex multiply/divide with std::complex's semantics; out = {re, im}.
void __axle_c64_multiply(float ar, float ai, float br, float bi, float* out);
void __axle_c64_divide(float ar, float ai, float br, float bi, float* out);
void __axle_c128_multiply(double ar, double ai, double br, double bi, double* out);
void __axle_c128_divide(double ar, double ai, double br, double bi, double* out);

// Complex element-wise math with the interpreter's formulas (std::complex;
// axle/eval/elementwise_ops_unary.cc and _binary.cc): `op` is an
// AxleComplexOp; unary ops read only a = (ar, ai); out = {re, im} (abs:
// out[0] is the magnitude, out[1] is 0).
enum AxleComplexOp : int32_t {
  kAxleComplexAbs,
  kAxleComplexSign,
  kAxleComplexSqrt,
  kAxleComplexRsqrt,
  kAxleComplexCbrt,
  kAxleComplexExp,
  kAxleComplexExpm1,
  kAxleComplexLog,
  kAxleComplexLog1p,
  kAxleComplexLogistic,
  kAxleComplexSin,
  kAxleComplexCos,
  kAxleComplexTan,
  kAxleComplexTanh,
  kAxleComplexPower,  // a ** b
  kAxleComplexAtan2,  // atan2(a, b)
  kAxleComplexAcos,
  kAxleComplexAcosh,
  kAxleComplexAsin,
  kAxleComplexAsinh,
  kAxleComplexAtanh,
  kAxleComplexCosh,
  kAxleComplexSinh,
  // Or'ed into an op: XLA:CPU's plain formula where it has one
  // (CompileOptions::plain_complex_arithmetic; axle/base/plain_complex.h).
  kAxleComplexPlainFormula = 0x100,
};
void __axle_c64_math(int32_t op, float ar, float ai, float br, float bi, float* out);
void __axle_c128_math(int32_t op, double ar, double ai, double br, double bi, double* out);

// f32 -> bf16 rounded to nearest even (NaN: a quiet NaN of the same sign),
// returned as LLVM returns a bfloat on x86-64: the 16 bits in the low half of
// the result register. Bound as __truncsfbf2, which LLVM calls to lower
// bfloat arithmetic (it forms some from integer code, e.g. fabs from a
// sign-bit mask) and which Debian 12's libgcc lacks.
float __axle_truncsfbf2(float value);

// A sort comparator compiled from a sort's computation: `values` holds 2N
// pointers to elements (parameter 2k and 2k+1: operand k's elements at the
// two positions compared); nonzero when the first position goes before the
// second.
typedef int32_t (*AxleComparator)(void* ctx, void* const* values);

// Sorts `count` arrays together, in place, along dimension `sort_dimension`
// of their common logical `dimensions` (`rank` of them), for every position
// of the other dimensions: the permutation is the stable merge sort of
// axle/base/merge_sort.h by `comparator`, the interpreter's. Array k starts at
// arrays[k], has elements of element_bytes[k] bytes, and its element at a
// logical index i lies sum_d i[d] * byte_strides[k * rank + d] bytes further.
// The rows (positions of the other dimensions) are split into `groups` work
// groups, run in parallel when the run allows threads; rows are independent,
// so results never depend on the thread count. Returns nonzero if the run
// failed.
int32_t __axle_sort(void* ctx, AxleComparator comparator, int64_t count, void* const* arrays,
                    const int64_t* element_bytes, const int64_t* byte_strides, int64_t rank,
                    const int64_t* dimensions, int64_t sort_dimension, int64_t groups);

// out[b] = op(lhs[b]) op(rhs[b]) for b in [0, batch): op(lhs) is m x k,
// op(rhs) k x n, out m x n; every matrix row-major and contiguous, stored
// transposed (k x m, n x k) when its flag is nonzero. Each matrix is split
// into a grid of row_groups x col_groups tiles (GroupRange over the rows and
// over the columns), one single-threaded library call per tile and matrix,
// in parallel: Eigen's GEMM (f32 in the JIT: oneDNN's sgemm).
int32_t __axle_matmul_f32(void* ctx, const float* lhs, const float* rhs, float* out,
                          int64_t batch, int64_t m, int64_t n, int64_t k, int32_t transpose_lhs,
                          int32_t transpose_rhs, int64_t row_groups, int64_t col_groups);
int32_t __axle_matmul_f64(void* ctx, const double* lhs, const double* rhs, double* out,
                          int64_t batch, int64_t m, int64_t n, int64_t k, int32_t transpose_lhs,
                          int32_t transpose_rhs, int64_t row_groups, int64_t col_groups);

// A 2-D f32 convolution, NHWC input [batch, height, width, features],
// HWIO kernel [height, width, in, out], NHWC output, every array row-major:
// `geometry` holds kAxleConv2dFieldCount int64 values indexed by
// AxleConv2dField. Padding is non-negative; dilation is HLO's window
// dilation (1 = dense). Split into batch_groups blocks of images, or, with
// row_groups > 1 (then batch_groups == batch), into blocks of output rows of
// each image; one single-threaded oneDNN convolution per group in the JIT,
// im2col and Eigen's GEMM ahead of time (axle/aot_runtime/conv2d.cc).
// `kernel_cache`: null, or, when the kernel is a constant of the compiled
// module, one of the module's runtime cache slots (kAxleRuntimeCacheTable),
// where the JIT keeps the kernel in oneDNN's format from the first run on.
enum AxleConv2dField {
  kAxleConvBatch,
  kAxleConvInputHeight,
  kAxleConvInputWidth,
  kAxleConvInputFeatures,
  kAxleConvKernelHeight,
  kAxleConvKernelWidth,
  kAxleConvOutputFeatures,
  kAxleConvOutputHeight,
  kAxleConvOutputWidth,
  kAxleConvStrideHeight,
  kAxleConvStrideWidth,
  kAxleConvPaddingTop,
  kAxleConvPaddingBottom,
  kAxleConvPaddingLeft,
  kAxleConvPaddingRight,
  kAxleConvDilationHeight,
  kAxleConvDilationWidth,
  kAxleConvBatchGroups,
  kAxleConvRowGroups,
  kAxleConv2dFieldCount
};
int32_t __axle_conv2d_f32(void* ctx, const float* input, const float* kernel, float* output,
                          const int64_t* geometry, void** kernel_cache);

// Runtime cache slots: pointer-sized, zero-initialised variables of the
// compiled module, one per library call that keeps work derived from the
// module's constants between runs (a constant kernel in the library's
// format). The module lists them in the global named
// kAxleRuntimeCacheTable: an int64_t count, then that many slot addresses.
// The JIT frees what the slots hold (runtime/runtime_cache.h) before it
// frees the module; ahead of time they live as long as the program.
inline constexpr char kAxleRuntimeCacheTable[] = "axle_runtime_caches";

// HLO fft over the last fft_rank (1..3) dimensions with fft_length
// {n0, n1, n2} (the first fft_rank used) of row-major arrays whose leading
// dimensions (batch elements in all) are split into `groups` work groups.
// Types: FFT/IFFT c64 -> c64 (c128 with double_precision), RFFT f32 -> c64,
// IRFFT c64 -> f32 (f64/c128 with double_precision).
enum AxleFftType { kAxleFft, kAxleIfft, kAxleRfft, kAxleIrfft };
int32_t __axle_fft(void* ctx, const void* input, void* output, int32_t fft_type,
                   int32_t double_precision, int64_t batch, int64_t fft_rank, int64_t n0,
                   int64_t n1, int64_t n2, int64_t groups);

// cholesky of `batch` row-major m x m matrices of element type `type` (an
// AxleElementType: f16, bf16, f32, f64, c64, c128), the batch split into
// `groups` work groups; the interpreter's semantics and arithmetic.
int32_t __axle_cholesky(void* ctx, const void* a, void* out, int32_t type, int64_t batch,
                        int64_t m, int32_t lower, int64_t groups);

// triangular-solve of `batch` systems: a m x m, b and out rows x cols, all
// row-major, options as AxleTriangularFlags bits; as __axle_cholesky.
enum AxleTriangularFlags {
  kAxleTriangularLeftSide = 1,
  kAxleTriangularLower = 2,
  kAxleTriangularUnitDiagonal = 4,
  kAxleTriangularTranspose = 8,   // op(a) = a^T
  kAxleTriangularConjugate = 16,  // with kAxleTriangularTranspose: conj(a)^T
};
int32_t __axle_triangular_solve(void* ctx, const void* a, const void* b, void* out,
                                int32_t type, int64_t batch, int64_t m, int64_t rows,
                                int64_t cols, int32_t flags, int64_t groups);

// rng: fills `out` with `count` elements of element type `type` (an
// AxleElementType), row-major, drawn from the run's stream with the
// interpreter's formulas; `a` and `b` point to the scalar operands.
// `name` is the instruction's name (a C string) for error messages.
enum AxleRngDistribution : int32_t { kAxleRngUniform = 1, kAxleRngNormal = 2 };
int32_t __axle_rng(void* ctx, const char* name, int32_t type, int32_t distribution,
                   const void* a, const void* b, void* out, int64_t count);
// rng-bit-generator: from the u64 (or s64) `state` of `state_words` words
// and algorithm `algorithm` (a RandomAlgorithm value: 0 default = Philox,
// 1 ThreeFry, 2 Philox), writes the next state to `new_state` and
// `bits` (integer element type `bits_type`, logical `dimensions`, `rank` of
// them) row-major, with XLA's Philox/ThreeFry.
int32_t __axle_rng_bit_generator(void* ctx, const char* name, int32_t algorithm,
                                 int64_t state_words, const uint64_t* state,
                                 uint64_t* new_state, int32_t bits_type, int64_t rank,
                                 const int64_t* dimensions, void* bits);

// Returns 1 after recording a Cancelled error naming instruction `name`
// when the run was asked to stop (the JIT's RunContext::cancelled; never
// ahead of time), else 0: called at every while loop's back-edge so a
// long-running loop stops when asked (SIGINT in axle run).
int32_t __axle_check_cancelled(void* ctx, const char* name);

// Records the error of a runtime size that does not fit instruction `name`
// (`opcode` its opcode's name), by `kind`:
//   kAxleSizeElementCount (dynamic-reshape): element counts `size` (of the
//     operand, whose shape is `shape`) and `other` (the sizes') differ;
//   kAxleSizeSliceLimit (slice): limit `other` is past runtime size `size`
//     of dimension `dim` of the operand `shape`;
//   kAxleSizeOutsideBound (set-dimension-size): size `size` of dimension
//     `dim` is outside [0, `other`];
//   kAxleSizeDoesNotFit (dynamic-reshape): size `size` of dimension `dim`
//     does not fit the result `shape`.
// Returns 1.
enum AxleSizeError : int32_t {
  kAxleSizeElementCount,
  kAxleSizeSliceLimit,
  kAxleSizeOutsideBound,
  kAxleSizeDoesNotFit,
};
int32_t __axle_dimension_size_error(void* ctx, const char* name, const char* opcode,
                                    int32_t kind, const char* shape, int64_t dim, int64_t size,
                                    int64_t other);

// Records the error of a dynamic operand the interpreter refuses at its
// runtime sizes: dimension `dim` of operand `operand` (shape
// `operand_shape`) of instruction `name` (`opcode`) has runtime size `size`,
// where the instruction needs, by `kind`: `needed` exactly (its bound, for
// ops that run on dynamic operands only at their bounds), at least `needed`
// (a dynamic-slice or gather window), or `needed` to agree with the other
// operands (convolution, select-and-scatter, cholesky, triangular-solve).
// Returns 1.
enum AxleOperandError : int32_t {
  kAxleOperandAtBound,
  kAxleOperandWindow,
  kAxleOperandSizesAgree,
};
int32_t __axle_dynamic_operand_error(void* ctx, const char* name, const char* opcode,
                                     int32_t kind, const char* operand_shape, int64_t operand,
                                     int64_t dim, int64_t size, int64_t needed);

// The running replica's id; the partition id (0: one partition per replica;
// both 0 ahead of time).
int64_t __axle_replica_id(void* ctx);
int64_t __axle_partition_id(void* ctx);

// ---- Ops that talk to the outside world: the JIT only (ahead-of-time code
// has no host queues, collectives or custom-call registry). `instruction`
// is the HloInstruction being run (the executable keeps its module alive);
// the runtime reads its shape and attributes. Values cross as buffer trees:
// an array's pointer is its data (a dynamic array's runtime sizes follow
// its data, see codegen/dynamic_shapes.h), a tuple's is a table of its
// elements' pointers, a token's is nullptr. All return 0, or nonzero with
// the error recorded in ctx.

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

// Profiling (CompileOptions::profile): returns the clock in nanoseconds;
// with an instruction, first records now - `start` as one call of it
// (runtime/instruction_profile.h).
uint64_t __axle_profile_time(void* ctx, const void* instruction, uint64_t start);

}  // extern "C"

// Every function above, for the JIT's symbol table and the code generator's
// declarations: V(name). The portable ones are defined both in libaxle and
// in libaxle_aot_runtime.a (runtime/portable/, axle/aot_runtime/); the
// others only by the JIT.
#define AXLE_PORTABLE_RUNTIME_FUNCTIONS(V) \
  V(__axle_parallel_for)                   \
  V(__axle_malloc)                         \
  V(__axle_free)                           \
  V(__axle_while_limit_exceeded)           \
  V(__axle_c64_multiply)                   \
  V(__axle_c64_divide)                     \
  V(__axle_c128_multiply)                  \
  V(__axle_c128_divide)                    \
  V(__axle_c64_math)                       \
  V(__axle_c128_math)                      \
  V(__axle_truncsfbf2)                     \
  V(__axle_sort)                           \
  V(__axle_matmul_f32)                     \
  V(__axle_matmul_f64)                     \
  V(__axle_conv2d_f32)                     \
  V(__axle_fft)                            \
  V(__axle_cholesky)                       \
  V(__axle_triangular_solve)               \
  V(__axle_rng)                            \
  V(__axle_rng_bit_generator)              \
  V(__axle_check_cancelled)                \
  V(__axle_dimension_size_error)           \
  V(__axle_dynamic_operand_error)          \
  V(__axle_replica_id)                     \
  V(__axle_partition_id)
#define AXLE_JIT_ONLY_RUNTIME_FUNCTIONS(V) \
  V(__axle_infeed)                         \
  V(__axle_outfeed)                        \
  V(__axle_send)                           \
  V(__axle_recv_done)                      \
  V(__axle_collective)                     \
  V(__axle_custom_call)                    \
  V(__axle_profile_time)
#define AXLE_RUNTIME_FUNCTIONS(V)   \
  AXLE_PORTABLE_RUNTIME_FUNCTIONS(V) \
  AXLE_JIT_ONLY_RUNTIME_FUNCTIONS(V)

// Library functions LLVM's lowering calls that the process may lack, bound
// to runtime definitions: V(symbol, definition).
#define AXLE_RUNTIME_LIBCALLS(V) V(__truncsfbf2, __axle_truncsfbf2)

#endif  // AXLE_BACKENDS_CPU_RUNTIME_RUNTIME_ABI_H_
