// `axle run` against hostile or oversized input: custom-call targets outside
// the named libraries, memory limits, oversized files, host queues,
// cancellation. Every case ends in a clear error or the right answer, on
// both backends.
#include <signal.h>

#include <atomic>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "absl/strings/match.h"
#include "axle/tools/run_command.h"
#include "tests/testlib/deep_modules.h"
#include "tests/tools/cli_test_util.h"

namespace xla::tools {
namespace {

CliResult RunAxle(std::vector<std::string> args) { return RunSubcommand(RunRunCommand, args); }

const char* const kBackends[] = {"cpu", "interpreter"};

std::string CallModule(const std::string& target) {
  return R"(HloModule calls
ENTRY main {
  x = s32[4] parameter(0)
  ROOT y = s32[4] custom-call(x), custom_call_target=")" +
         target + R"("
}
)";
}

TEST(RunHardeningTest, LibcFunctionsAreNotCustomCallTargets) {
  for (const char* backend : kBackends) {
    for (std::string function : {"system", "abort", "exit"}) {
      std::string module = WriteTempFile("run_hostile_" + function + ".hlo", CallModule(function));
      CliResult r = RunAxle({std::string("--backend=") + backend, module,
                             "--input=s32[4] {1, 2, 3, 4}"});
      EXPECT_EQ(r.code, 1) << backend << " " << function << ": " << r.err;
      EXPECT_EQ(r.out, "");
      EXPECT_TRUE(absl::StrContains(r.err, "no custom-call target named '" + function + "'"))
          << backend << ": " << r.err;
    }
  }
}

TEST(RunHardeningTest, CustomCallLibraryNamedOnTheCommandLine) {
  std::string module =
      WriteTempFile("run_library_call.hlo", CallModule("axle_lib_triple_plus_one"));
  for (const char* backend : kBackends) {
    CliResult r = RunAxle({std::string("--backend=") + backend,
                           std::string("--custom_call_library=") + AXLE_TEST_CUSTOM_CALL_LIBRARY,
                           module, "--input=s32[4] {1, -2, 3, 0}"});
    EXPECT_EQ(r.code, 0) << backend << ": " << r.err;
    EXPECT_EQ(r.out, "s32[4] {4, -5, 10, 1}\n") << backend;
  }
  CliResult missing = RunAxle({"--custom_call_library=/nonexistent/libnothing.so", module,
                               "--input=s32[4] {1, -2, 3, 0}"});
  EXPECT_EQ(missing.code, 1);
  EXPECT_TRUE(absl::StrContains(missing.err, "/nonexistent/libnothing.so")) << missing.err;
}

constexpr char kBroadcast10GB[] = R"(HloModule big_broadcast
ENTRY main {
  z = f32[] constant(1)
  ROOT b = f32[2684354560] broadcast(z), dimensions={}
}
)";

TEST(RunHardeningTest, MemoryLimitNamesTheInstructionAndTheSize) {
  std::string module = WriteTempFile("run_big_broadcast.hlo", kBroadcast10GB);
  for (const char* backend : kBackends) {
    for (std::string limit : {"1G", "1024M", "1073741824"}) {
      CliResult r = RunAxle({std::string("--backend=") + backend, "--memory_limit=" + limit,
                             module});
      EXPECT_EQ(r.code, 1) << backend << ": " << r.err;
      EXPECT_EQ(r.out, "");
      EXPECT_TRUE(absl::StrContains(r.err, "instruction b")) << backend << ": " << r.err;
      EXPECT_TRUE(absl::StrContains(r.err, "10737418240 bytes")) << backend << ": " << r.err;
      EXPECT_TRUE(absl::StrContains(r.err, "memory limit of 1073741824 bytes")) << r.err;
    }
  }
  for (std::string bad : {"--memory_limit=0", "--memory_limit=-1", "--memory_limit=1X",
                          "--memory_limit=", "--max_input_file_size=lots"}) {
    CliResult r = RunAxle({bad, module});
    EXPECT_EQ(r.code, 2) << bad << ": " << r.err;
  }
}

TEST(RunHardeningTest, OversizedInputFilesAreRefused) {
  std::string module = WriteTempFile("run_small.hlo", CallModule("x"));
  CliResult endless = RunAxle({"--max_input_file_size=1M", "/dev/zero"});
  EXPECT_EQ(endless.code, 1) << endless.err;
  EXPECT_TRUE(absl::StrContains(endless.err, "/dev/zero")) << endless.err;
  EXPECT_TRUE(absl::StrContains(endless.err, "limit of 1048576 bytes")) << endless.err;
  EXPECT_TRUE(absl::StrContains(endless.err, "--max_input_file_size")) << endless.err;

  std::string negate = WriteTempFile("run_negate.hlo", R"(HloModule n
ENTRY main {
  x = s32[4] parameter(0)
  ROOT y = s32[4] negate(x)
}
)");
  std::string input = WriteTempFile("run_input.literal", "s32[4] {1, 2, 3, 4}");
  CliResult small = RunAxle({"--max_input_file_size=16", negate, input});
  EXPECT_EQ(small.code, 1) << small.err;
  EXPECT_TRUE(absl::StrContains(small.err, negate)) << small.err;  // the module is 74 bytes
  CliResult enough = RunAxle({"--max_input_file_size=1K", negate, input});
  EXPECT_EQ(enough.code, 0) << enough.err;
  EXPECT_EQ(enough.out, "s32[4] {-1, -2, -3, -4}\n");
  CliResult input_too_big = RunAxle({"--max_input_file_size=100", negate, "/dev/zero"});
  EXPECT_EQ(input_too_big.code, 1) << input_too_big.err;
  EXPECT_TRUE(absl::StrContains(input_too_big.err, "/dev/zero")) << input_too_big.err;
}

constexpr char kOutfeedLoop[] = R"(HloModule outfeed_loop
cond {
  p = (s32[], token[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], token[]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  t = token[] get-tuple-element(p), index=1
  o = token[] outfeed(i, t)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT r = (s32[], token[]) tuple(j, o)
}
ENTRY main {
  z = s32[] constant(0)
  t = token[] after-all()
  init = (s32[], token[]) tuple(z, t)
  w = (s32[], token[]) while(init), condition=cond, body=body
  ROOT i = s32[] get-tuple-element(w), index=0
}
)";

TEST(RunHardeningTest, OutfeedValuesArePrintedAfterTheResult) {
  std::string module = WriteTempFile("run_outfeed_loop.hlo", kOutfeedLoop);
  for (const char* backend : kBackends) {
    CliResult r = RunAxle({std::string("--backend=") + backend, module});
    EXPECT_EQ(r.code, 0) << backend << ": " << r.err;
    EXPECT_EQ(r.out, "s32[] 3\noutfeed: s32[] 0\noutfeed: s32[] 1\noutfeed: s32[] 2\n")
        << backend;
    CliResult two = RunAxle({std::string("--backend=") + backend, "--replicas=2", module});
    EXPECT_EQ(two.code, 0) << backend << ": " << two.err;
    EXPECT_EQ(two.out,
              "replica 0: s32[] 3\nreplica 1: s32[] 3\n"
              "replica 0 outfeed: s32[] 0\nreplica 0 outfeed: s32[] 1\n"
              "replica 0 outfeed: s32[] 2\nreplica 1 outfeed: s32[] 0\n"
              "replica 1 outfeed: s32[] 1\nreplica 1 outfeed: s32[] 2\n")
        << backend;
    // Repeated runs print the last run's values only.
    CliResult again = RunAxle({std::string("--backend=") + backend, "--iterations=2", module});
    EXPECT_EQ(again.out, r.out) << backend;
  }
}

constexpr char kInfeed[] = R"(HloModule feed
ENTRY main {
  tok = token[] after-all()
  in = (f32[2], token[]) infeed(tok)
  ROOT v = f32[2] get-tuple-element(in), index=0
}
)";

TEST(RunHardeningTest, InfeedTakesFlagValuesAndFailsAtOnceWithout) {
  std::string module = WriteTempFile("run_infeed.hlo", kInfeed);
  for (const char* backend : kBackends) {
    auto start = std::chrono::steady_clock::now();
    CliResult empty = RunAxle({std::string("--backend=") + backend, module});
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5)) << backend;
    EXPECT_EQ(empty.code, 1) << backend;
    EXPECT_TRUE(absl::StrContains(empty.err, "infeed queue of replica 0 is empty")) << empty.err;
    EXPECT_TRUE(absl::StrContains(empty.err, "--infeed")) << empty.err;
    CliResult fed = RunAxle({std::string("--backend=") + backend, module,
                             "--infeed=f32[2] {1.5, -2}"});
    EXPECT_EQ(fed.code, 0) << backend << ": " << fed.err;
    EXPECT_EQ(fed.out, "f32[2] {1.5, -2}\n") << backend;
    CliResult wrong = RunAxle({std::string("--backend=") + backend, module,
                               "--infeed=s32[2] {1, 2}"});
    EXPECT_EQ(wrong.code, 1) << backend;
    EXPECT_TRUE(absl::StrContains(wrong.err, "expects f32[2]")) << wrong.err;
  }
}

TEST(RunHardeningTest, OneReplicaSendRecvLoopbackRuns) {
  std::string module = WriteTempFile("run_loopback.hlo", R"(HloModule loopback
ENTRY main {
  x = f32[2] parameter(0)
  tok = token[] after-all()
  s = (f32[2], u32[], token[]) send(x, tok), channel_id=1
  r = (f32[2], u32[], token[]) recv(tok), channel_id=1
  sd = token[] send-done(s), channel_id=1
  rd = (f32[2], token[]) recv-done(r), channel_id=1
  ROOT v = f32[2] get-tuple-element(rd), index=0
}
)");
  for (const char* backend : kBackends) {
    CliResult r = RunAxle({std::string("--backend=") + backend, module, "--input=f32[2] {1, 2}"});
    EXPECT_EQ(r.code, 0) << backend << ": " << r.err;
    EXPECT_EQ(r.out, "f32[2] {1, 2}\n") << backend;
  }
}

TEST(RunHardeningTest, DynamicParameterTakesAValueAtItsRuntimeSize) {
  std::string module = WriteTempFile("run_dynamic_parameter.hlo", R"(HloModule dynp
ENTRY main {
  x = s32[<=4] parameter(0)
  ROOT y = s32[<=4] negate(x)
}
)");
  for (const char* backend : kBackends) {
    for (std::string input : {"s32[2] {1, 2}", "s32[<=2] {1, 2}"}) {
      CliResult r = RunAxle({std::string("--backend=") + backend, module, "--input=" + input});
      EXPECT_EQ(r.code, 0) << backend << " " << input << ": " << r.err;
      EXPECT_EQ(r.out, "s32[<=2] {-1, -2}\n") << backend << " " << input;
    }
    CliResult too_big = RunAxle({std::string("--backend=") + backend, module,
                                 "--input=s32[5] {1, 2, 3, 4, 5}"});
    EXPECT_EQ(too_big.code, 1) << backend;
  }
}

// Ctrl-C during a run: the run stops with Cancelled and exit code 130, the
// process lives on and its SIGINT handling is as before.
TEST(RunHardeningTest, SigintStopsARunCleanly) {
  std::string module = WriteTempFile("run_forever.hlo", testlib::kEndlessLoopModule);
  // The test's own handler stays in place around the runs.
  struct sigaction ignore = {};
  ignore.sa_handler = SIG_IGN;
  struct sigaction before = {};
  ASSERT_EQ(sigaction(SIGINT, &ignore, &before), 0);
  for (const char* backend : kBackends) {
    std::atomic<bool> done{false};
    std::thread interrupter([&] {
      // Wait until axle run has put its handler in, then press Ctrl-C.
      while (!done.load()) {
        struct sigaction current = {};
        sigaction(SIGINT, nullptr, &current);
        if (current.sa_handler != SIG_IGN) {
          std::this_thread::sleep_for(std::chrono::milliseconds(30));
          raise(SIGINT);
          return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
    });
    CliResult r = RunAxle({std::string("--backend=") + backend, module});
    done.store(true);
    interrupter.join();
    EXPECT_EQ(r.code, 130) << backend << ": " << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_TRUE(absl::StrContains(r.err, "cancelled")) << backend << ": " << r.err;
    struct sigaction after = {};
    sigaction(SIGINT, nullptr, &after);
    EXPECT_EQ(after.sa_handler, SIG_IGN) << backend;
  }
  sigaction(SIGINT, &before, nullptr);
}

TEST(RunHardeningTest, HugeReplicaCountIsQuotedWhole) {
  // INT64_MAX replicas: refused with the number the module gives, not one
  // narrowed to the build options' int.
  std::string module = WriteTempFile("huge_replicas.hlo", R"(HloModule r, replica_count=9223372036854775807
ENTRY main {
  ROOT id = u32[] replica-id()
}
)");
  for (const char* backend : kBackends) {
    CliResult r = RunAxle({std::string("--backend=") + backend, module});
    EXPECT_NE(r.code, 0) << backend;
    EXPECT_TRUE(absl::StrContains(r.err, "between 1 and 1024, got 9223372036854775807"))
        << backend << ": " << r.err;
  }
}

}  // namespace
}  // namespace xla::tools
