// The typed-FFI side of Axle's LAPACK targets (lapack_{s,d,c,z}<routine>_ffi,
// what jax.numpy.linalg lowers to on cpu): reading a call frame's buffers
// as batches of column-major matrices (the layouts JAX's lowering puts in
// operand_layout_constraints), its ASCII-code attributes, and registering
// one routine for the four types. Handlers go through the FFI ABI like any
// other (errors are made with the frame's api table).
#ifndef AXLE_EVAL_LAPACK_LAPACK_CALL_H_
#define AXLE_EVAL_LAPACK_LAPACK_CALL_H_

#include <complex>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/eval/ffi/ffi_abi.h"

namespace xla::lapack {

template <typename T>
constexpr ffi::FfiDataType kFfiType = ffi::kFfiInvalid;
template <> inline constexpr ffi::FfiDataType kFfiType<float> = ffi::kFfiF32;
template <> inline constexpr ffi::FfiDataType kFfiType<double> = ffi::kFfiF64;
template <> inline constexpr ffi::FfiDataType kFfiType<std::complex<float>> = ffi::kFfiC64;
template <> inline constexpr ffi::FfiDataType kFfiType<std::complex<double>> = ffi::kFfiC128;
template <> inline constexpr ffi::FfiDataType kFfiType<int32_t> = ffi::kFfiS32;

// A buffer seen as `count` matrices of rows x cols (column-major), after its
// leading batch dimensions; a vector batch has cols 1, a scalar batch 1 x 1.
struct BatchShape {
  std::string what;  // "operand 0", "result 2"
  std::vector<int64_t> batch_dims;
  int64_t count = 1;
  int64_t rows = 1;
  int64_t cols = 1;
};

template <typename T>
struct Batch : BatchShape {
  T* data = nullptr;
  T* operator[](int64_t b) const { return data + b * rows * cols; }
  int64_t size() const { return rows * cols; }
};

class LapackCall {
 public:
  explicit LapackCall(ffi::FfiCallFrame* frame) : frame_(frame) {}

  int64_t num_args() const { return frame_->args.size; }
  // InvalidArgument unless the frame has these many operands and results.
  absl::Status ExpectCounts(int64_t args, int64_t rets) const;

  // Operand/result `i` of element type T, whose last `matrix_rank` (0, 1
  // or 2) dimensions are the matrix.
  template <typename T>
  absl::StatusOr<Batch<T>> Arg(int64_t i, int matrix_rank) const {
    return Typed<T>(false, i, matrix_rank);
  }
  template <typename T>
  absl::StatusOr<Batch<T>> Ret(int64_t i, int matrix_rank) const {
    return Typed<T>(true, i, matrix_rank);
  }

  // The u8 scalar attribute `name` (an ASCII code such as 'L'), which must
  // be one of `allowed`.
  absl::StatusOr<char> CharAttr(const char* name, const char* allowed) const;
  // The bool (pred) scalar attribute `name`.
  absl::StatusOr<bool> BoolAttr(const char* name) const;
  // The s32 scalar attribute `name`.
  absl::StatusOr<int32_t> IntAttr(const char* name) const;

 private:
  absl::StatusOr<BatchShape> Shape(bool ret, int64_t i, int matrix_rank, ffi::FfiDataType dtype,
                                   void** data) const;
  template <typename T>
  absl::StatusOr<Batch<T>> Typed(bool ret, int64_t i, int matrix_rank) const {
    void* data = nullptr;
    absl::StatusOr<BatchShape> shape = Shape(ret, i, matrix_rank, kFfiType<T>, &data);
    if (!shape.ok()) return shape.status();
    Batch<T> batch;
    static_cast<BatchShape&>(batch) = *std::move(shape);
    batch.data = static_cast<T*>(data);
    return batch;
  }

  // The scalar attribute `name` of type `dtype`; InvalidArgument naming
  // `spelling` when it is missing or of another type.
  absl::StatusOr<const void*> Scalar(const char* name, ffi::FfiDataType dtype,
                                     const char* spelling) const;

  ffi::FfiCallFrame* frame_;
};

// InvalidArgument unless `shape` has `like`'s batch dimensions and is
// rows x cols.
absl::Status ExpectShape(const BatchShape& shape, const BatchShape& like, int64_t rows,
                         int64_t cols);

// Copies `in` to `out` when they are distinct buffers (XLA aliases a
// routine's in-place result with its operand; Axle may not).
template <typename T>
void CopyInput(const Batch<T>& in, const Batch<T>& out) {
  if (in.data != out.data) std::memcpy(out.data, in.data, sizeof(T) * in.count * in.size());
}

// The handler of Routine for T: answers XLA's metadata query, checks the
// stage, runs Routine::Run<T>(call) and turns its status into an FFI error
// naming the target.
ffi::FfiError* FinishLapackCall(ffi::FfiCallFrame* frame, const char* target,
                                const absl::Status& status);
bool AnswerMetadataQuery(ffi::FfiCallFrame* frame);

template <typename Routine, typename T>
ffi::FfiError* LapackHandler(ffi::FfiCallFrame* frame) {
  if (AnswerMetadataQuery(frame)) return nullptr;
  constexpr bool kComplex = kFfiType<T> == ffi::kFfiC64 || kFfiType<T> == ffi::kFfiC128;
  constexpr bool kDouble = kFfiType<T> == ffi::kFfiF64 || kFfiType<T> == ffi::kFfiC128;
  static const std::string target =
      std::string("lapack_") + (kComplex ? (kDouble ? "z" : "c") : (kDouble ? "d" : "s")) +
      (kComplex ? Routine::kComplexName : Routine::kRealName) + "_ffi";
  if (frame->stage != ffi::kFfiStageExecute) return FinishLapackCall(frame, target.c_str(),
      absl::InvalidArgumentError("only the execute stage is implemented"));
  LapackCall call(frame);
  return FinishLapackCall(frame, target.c_str(), Routine::template Run<T>(call));
}

void RegisterLapackHandler(const char* real_name, const char* complex_name,
                           ffi::FfiHandler* s, ffi::FfiHandler* d, ffi::FfiHandler* c,
                           ffi::FfiHandler* z);

template <typename Routine>
struct LapackRegistrar {
  LapackRegistrar() {
    RegisterLapackHandler(Routine::kRealName, Routine::kComplexName,
                          LapackHandler<Routine, float>, LapackHandler<Routine, double>,
                          LapackHandler<Routine, std::complex<float>>,
                          LapackHandler<Routine, std::complex<double>>);
  }
};

}  // namespace xla::lapack

// Registers lapack_{s,d,c,z}<name>_ffi for `Routine` (a struct with
// kRealName, kComplexName and template <typename T> static absl::Status
// Run(LapackCall&)).
#define AXLE_REGISTER_LAPACK_ROUTINE(Routine) \
  static ::xla::lapack::LapackRegistrar<Routine> axle_lapack_registrar_##Routine

#endif  // AXLE_EVAL_LAPACK_LAPACK_CALL_H_
