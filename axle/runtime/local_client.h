// LocalClient: a Client whose service runs in this process, with XLA's
// compile-once-run-many API:
//
//   LocalClient* client = ClientLibrary::LocalClientOrDie();
//   auto executables = client->Compile(computation, {&x_shape}, ExecutableBuildOptions());
//   ScopedShapedBuffer x = client->LiteralToShapedBuffer(x_literal, 0).value();
//   ScopedShapedBuffer result = (*executables)[0]->Run({&x}, {}).value();
//   Literal value = client->ShapedBufferToLiteral(result).value();
#ifndef AXLE_RUNTIME_LOCAL_CLIENT_H_
#define AXLE_RUNTIME_LOCAL_CLIENT_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/runtime/client.h"
#include "axle/runtime/executable_build_options.h"
#include "axle/runtime/local_executable.h"
#include "axle/runtime/shaped_buffer.h"

namespace xla {

// XLA's writable view of a literal (xla/literal.h), as TransferFromOutfeedLocal
// takes it: made implicitly from a Literal*.
class MutableBorrowingLiteral {
 public:
  MutableBorrowingLiteral(Literal* literal) : literal_(literal) {}  // NOLINT: implicit, as XLA's
  Literal* get() const { return literal_; }
  Literal* operator->() const { return literal_; }
  Literal& operator*() const { return *literal_; }

 private:
  Literal* literal_;
};

class LocalClient : public Client {
 public:
  explicit LocalClient(Platform* platform) : Client(platform) {}
  // Client's Compile (to an ExecutionHandle) stays visible beside this one.
  using Client::Compile;

  // Compiles `computation` for arguments of `argument_layouts` (one per
  // parameter, compatible with it; their layouts are the ones Run expects)
  // and `options` (replica count, result layout). One executable per
  // partition: always one here. Errors: InvalidArgument.
  absl::StatusOr<std::vector<std::unique_ptr<LocalExecutable>>> Compile(
      const XlaComputation& computation, absl::Span<const Shape* const> argument_layouts,
      const ExecutableBuildOptions& options);

  // The executable as bytes (PJRT's SerializeExecutable, XLA's
  // Compiler::Export): object code and what running it needs, for Load in
  // this or another process of the same Axle build on the same CPU. The cpu
  // platform only.
  absl::StatusOr<std::string> SerializeExecutable(const LocalExecutable& executable);
  // An executable from SerializeExecutable's bytes, without compiling (XLA's
  // LocalClient::Load). `options`: its device ordinal, custom-call
  // libraries (loaded first) and memory limit apply; the rest was fixed when
  // compiling. Bytes for another CPU, target or format: FailedPrecondition;
  // corrupt bytes: InvalidArgument.
  absl::StatusOr<std::unique_ptr<LocalExecutable>> Load(absl::string_view serialized,
                                                        const ExecutableBuildOptions& options);

  // Copies `literal` to device `device_ordinal` (0, or -1 for the default).
  absl::StatusOr<ScopedShapedBuffer> LiteralToShapedBuffer(const LiteralSlice& literal,
                                                           int device_ordinal);

  // The client's infeed/outfeed queues on device `device_ordinal` (the
  // replica of that number), used by runs whose ExecutableRunOptions name no
  // queues of their own. An infeed's data must be transferred before the run;
  // TransferFromOutfeedLocal fills `literal` (whose shape says which layout)
  // with the oldest value outfed, FailedPrecondition when there is none.
  absl::Status TransferToInfeedLocal(const LiteralSlice& literal, int device_ordinal);
  absl::Status TransferFromOutfeedLocal(int device_ordinal, MutableBorrowingLiteral literal);
  absl::StatusOr<Literal> ShapedBufferToLiteral(const ShapedBuffer& shaped_buffer);

  int device_count() const { return platform()->VisibleDeviceCount(); }
  int default_device_ordinal() const { return 0; }
  bool device_ordinal_supported(int device_ordinal) const {
    return device_ordinal >= 0 && device_ordinal < device_count();
  }
};

}  // namespace xla

#endif  // AXLE_RUNTIME_LOCAL_CLIENT_H_
