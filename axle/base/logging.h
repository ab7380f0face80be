// Minimal CHECK/LOG: Debian's abseil (20220623) has no absl/log.
// CHECK is for internal invariants only; user input never reaches a CHECK.
#ifndef AXLE_BASE_LOGGING_H_
#define AXLE_BASE_LOGGING_H_

#include <cstdlib>
#include <iostream>
#include <sstream>

namespace xla::internal {

class LogMessage {
 public:
  LogMessage(const char* file, int line, const char* severity, bool fatal)
      : fatal_(fatal) {
    stream_ << severity << " " << file << ":" << line << "] ";
  }
  ~LogMessage() {
    stream_ << "\n";
    std::cerr << stream_.str();
    if (fatal_) std::abort();
  }
  std::ostream& stream() { return stream_; }

 private:
  bool fatal_;
  std::ostringstream stream_;
};

// Lets `CHECK(x) << "..."` compile to nothing when the condition holds.
struct LogVoidify {
  void operator&(std::ostream&) {}
};

}  // namespace xla::internal

#define AXLE_LOG(severity) \
  ::xla::internal::LogMessage(__FILE__, __LINE__, #severity, false).stream()
#define AXLE_CHECK(condition)                                          \
  (condition) ? (void)0                                                \
              : ::xla::internal::LogVoidify() &                        \
                    ::xla::internal::LogMessage(__FILE__, __LINE__,    \
                                                "CHECK failed: " #condition, \
                                                true)                  \
                        .stream()
#define AXLE_CHECK_OK(expr)                                   \
  do {                                                        \
    auto _axle_status = (expr);                               \
    AXLE_CHECK(_axle_status.ok()) << _axle_status.ToString(); \
  } while (0)

#endif  // AXLE_BASE_LOGGING_H_
