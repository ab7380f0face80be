// RETURN_IF_ERROR / ASSIGN_OR_RETURN over absl::Status and absl::StatusOr,
// and short constructors for the error codes the library reports.
#ifndef AXLE_BASE_STATUS_MACROS_H_
#define AXLE_BASE_STATUS_MACROS_H_

#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"

namespace xla {

template <typename... Args>
absl::Status InvalidArgument(const Args&... args) {
  return absl::InvalidArgumentError(absl::StrCat(args...));
}
template <typename... Args>
absl::Status Unimplemented(const Args&... args) {
  return absl::UnimplementedError(absl::StrCat(args...));
}
template <typename... Args>
absl::Status Internal(const Args&... args) {
  return absl::InternalError(absl::StrCat(args...));
}
template <typename... Args>
absl::Status NotFound(const Args&... args) {
  return absl::NotFoundError(absl::StrCat(args...));
}
template <typename... Args>
absl::Status FailedPrecondition(const Args&... args) {
  return absl::FailedPreconditionError(absl::StrCat(args...));
}
template <typename... Args>
absl::Status ResourceExhausted(const Args&... args) {
  return absl::ResourceExhaustedError(absl::StrCat(args...));
}

// Returns `status` with `context` prepended to its message, same code.
absl::Status AddContext(const absl::Status& status, absl::string_view context);

}  // namespace xla

#define AXLE_STATUS_CONCAT_INNER(a, b) a##b
#define AXLE_STATUS_CONCAT(a, b) AXLE_STATUS_CONCAT_INNER(a, b)

#define RETURN_IF_ERROR(expr)                          \
  do {                                                 \
    ::absl::Status _axle_status = (expr);              \
    if (!_axle_status.ok()) return _axle_status;       \
  } while (0)

#define AXLE_ASSIGN_OR_RETURN_IMPL(tmp, lhs, rexpr) \
  auto tmp = (rexpr);                               \
  if (!tmp.ok()) return tmp.status();               \
  lhs = std::move(tmp).value()

#define ASSIGN_OR_RETURN(lhs, rexpr) \
  AXLE_ASSIGN_OR_RETURN_IMPL(AXLE_STATUS_CONCAT(_axle_statusor_, __LINE__), lhs, rexpr)

#endif  // AXLE_BASE_STATUS_MACROS_H_
