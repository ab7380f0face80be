#include "axle/tools/graphviz.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "axle/base/status_macros.h"
#include "axle/tools/cli_io.h"

extern char** environ;

namespace xla::tools {
namespace {

// A fresh directory under $TMPDIR (or /tmp), removed with its files.
class TempDirectory {
 public:
  static absl::StatusOr<TempDirectory> Create() {
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/axle-graph-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) {
      return Internal("cannot create a temporary directory ", pattern, ": ",
                      std::strerror(errno));
    }
    return TempDirectory(pattern);
  }
  TempDirectory(TempDirectory&& other) noexcept : path_(std::move(other.path_)) {
    other.path_.clear();
  }
  ~TempDirectory() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
  }
  std::string File(absl::string_view name) const { return path_ + "/" + std::string(name); }

 private:
  explicit TempDirectory(std::string path) : path_(std::move(path)) {}
  std::string path_;
};

}  // namespace

absl::StatusOr<std::string> RenderDotToSvg(absl::string_view dot_text) {
  const char* configured = std::getenv("AXLE_DOT");
  std::string program = configured && *configured ? configured : "dot";
  ASSIGN_OR_RETURN(TempDirectory directory, TempDirectory::Create());
  std::string input = directory.File("graph.dot"), output = directory.File("graph.svg");
  std::string messages = directory.File("dot.err");
  RETURN_IF_ERROR(WriteOutputFile(input, dot_text));

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, messages.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<std::string> args = {program, "-Tsvg", "-o", output, input};
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid;
  int spawned = posix_spawnp(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    return FailedPrecondition(
        "cannot run Graphviz's '", program, "' (", std::strerror(spawned),
        "): --format=svg and --format=html need it; install the Debian package graphviz "
        "(scripts/setup.sh does), set AXLE_DOT to the dot program, or use --format=dot");
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return Internal("waiting for ", program, ": ", std::strerror(errno));
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    absl::StatusOr<std::string> text = ReadInputFile(messages);
    return Internal(program, " -Tsvg failed",
                    WIFEXITED(status) ? absl::StrCat(" with exit code ", WEXITSTATUS(status))
                                      : std::string(" (killed by a signal)"),
                    text.ok() && !text->empty() ? ": " + *text : std::string());
  }
  return ReadInputFile(output);
}

}  // namespace xla::tools
