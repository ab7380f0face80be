// Object files for a target triple (CompileToObjectFile): the host's and
// another architecture's, checked by their ELF headers and symbol names;
// bad targets are errors.
#include <cstdint>
#include <string>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/backends/cpu/cpu_compiler.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla::cpu {
namespace {

// Large enough to run in work groups: the object calls __axle_parallel_for.
constexpr char kAxpy[] = R"(
HloModule axpy
ENTRY e {
  a = f32[] parameter(0)
  x = f32[1048576] parameter(1)
  y = f32[1048576] parameter(2)
  b = f32[1048576] broadcast(a), dimensions={}
  m = f32[1048576] multiply(b, x)
  ROOT r = f32[1048576] add(m, y)
}
)";

absl::StatusOr<std::string> Object(const ObjectTarget& target, int opt_level = 2) {
  auto module = ParseAndVerifyModule(kAxpy);
  if (!module.ok()) return module.status();
  CompileOptions options;
  options.backend_optimization_level = opt_level;
  return CompileToObjectFile(*std::move(module), options, target);
}

// ELF's e_machine, little-endian at byte 18.
int ElfMachine(const std::string& bytes) {
  return static_cast<uint8_t>(bytes[18]) | static_cast<uint8_t>(bytes[19]) << 8;
}

TEST(ObjectFileTest, HostAndOtherTriplesGiveElfObjects) {
  struct Case {
    ObjectTarget target;
    int machine;  // EM_X86_64, EM_AARCH64
  };
  for (const Case& c : {Case{{"x86_64-pc-linux-gnu", "x86-64-v3", "+avx2,+fma"}, 62},
                        Case{{"x86_64-pc-linux-gnu", "generic", ""}, 62},
                        Case{{"aarch64-unknown-linux-gnu", "generic", "+neon"}, 183}}) {
    for (int level : {0, 2}) {
      absl::StatusOr<std::string> object = Object(c.target, level);
      ASSERT_TRUE(object.ok()) << c.target.triple << ": " << object.status();
      ASSERT_GT(object->size(), 64u);
      EXPECT_EQ(object->substr(0, 4), "\x7f" "ELF") << c.target.triple;
      EXPECT_EQ((*object)[4], 2) << "a 64-bit object";
      EXPECT_EQ(ElfMachine(*object), c.machine) << c.target.triple;
      EXPECT_TRUE(absl::StrContains(*object, "axle_entry")) << c.target.triple;
      EXPECT_TRUE(absl::StrContains(*object, "__axle_parallel_for")) << c.target.triple;
    }
  }
}

TEST(ObjectFileTest, UnknownTriplesAndCpusAreErrors) {
  absl::StatusOr<std::string> triple = Object({"nonsense-unknown-none", "generic", ""});
  EXPECT_EQ(triple.status().code(), absl::StatusCode::kInvalidArgument) << triple.status();
  EXPECT_TRUE(absl::StrContains(triple.status().message(), "nonsense")) << triple.status();
  absl::StatusOr<std::string> cpu = Object({"x86_64-pc-linux-gnu", "no-such-cpu", ""});
  EXPECT_EQ(cpu.status().code(), absl::StatusCode::kInvalidArgument) << cpu.status();
  EXPECT_TRUE(absl::StrContains(cpu.status().message(), "no-such-cpu")) << cpu.status();
  auto module = ParseAndVerifyModule(kAxpy);
  ASSERT_TRUE(module.ok());
  CompileOptions options;
  options.backend_optimization_level = 9;
  EXPECT_EQ(CompileToObjectFile(*std::move(module), options, {"x86_64-pc-linux-gnu", "generic", ""})
                .status()
                .code(),
            absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace xla::cpu
