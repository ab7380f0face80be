// The share of real XLA/JAX/TF modules Axle reads: every *.hlo of the shared
// corpus (tests/testlib/xla_corpus.h: $AXLE_XLA_CORPUS or
// /work/shared/corpus/xla-hlo) is parsed and verified. The test prints the
// rate and the failure groups (first error, numbers blanked), fails when the
// rate drops below kMinimumRate, and holds every module that is read to the
// printer's promise: print, parse back to an equal module that verifies and
// prints identically. Modules XLA itself rejects are listed with why in
// kKnownInvalid and must stay rejected. Skipped when the corpus is absent.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_parser.h"
#include "axle/hlo/hlo_verifier.h"
#include "tests/testlib/xla_corpus.h"

namespace xla {
namespace {

// Raise as the parser learns more of XLA's syntax (measured: see git log).
constexpr double kMinimumRate = 0.980;  // 3,217 of 3,280 read on 2026-11-24 (issue 10)

// Corpus modules XLA itself rejects (its verifier with default options),
// with why: the test holds Axle to rejecting them too. Most are inputs of
// XLA unit tests that parse without verifying or set verifier options.
struct KnownInvalid {
  const char* path;  // below the corpus root
  const char* why;
};
constexpr KnownInvalid kKnownInvalid[] = {
    // all-gather/reduce-scatter of a scalar along dimension 0: XLA's verifier
    // checks dimension < rank for every operand (torch_xla's modified XLA
    // printed these).
    {"GraphHelper/src__HLO__pbtxt__llama2__llama2_dp=1_tp=1_pp=1.js.hlo", "scalar all-gather"},
    {"GraphHelper/src__HLO__pbtxt__llama2__llama2_dp=1_tp=4_pp=2.js.hlo", "scalar reduce-scatter"},
    {"GraphHelper/src__HLO__pbtxt__llama2__llama2_dp=1_tp=8_pp=4.js.hlo", "scalar reduce-scatter"},
    {"GraphHelper/src__HLO__pbtxt__qwb_linear_model__pp_1_zero.js.hlo", "scalar reduce-scatter"},
    {"GraphHelper/src__HLO__pbtxt__qwb_linear_model__pp_2_zero.js.hlo", "scalar reduce-scatter"},
    // use_global_device_ids over 4 of the module's 8 partitions: XLA's
    // verifier wants the groups to name every device.
    {"openxla-xla/xla__service__gpu__transforms__collectives__collective_ops_utils_test.cc__002.hlo",
     "replica groups naming 4 of 8 devices"},
    // all-gather/reduce-scatter whose shard count (result over operand along
    // the dimension) differs from the replica group size: XLA's verifier
    // checks shard_count == subgroup size unless the size is 1.
    {"openxla-xla/xla__service__collective_opt_utils_test.cc__001.hlo",
     "shard count 1, groups of 2"},
    {"openxla-xla/xla__service__collective_opt_utils_test.cc__003.hlo",
     "shard count 1, groups of 4"},
    {"openxla-xla/xla__service__collective_opt_utils_test.cc__019.hlo",
     "shard count 8, groups of 4"},
    {"openxla-xla/xla__service__collective_opt_utils_test.cc__028.hlo",
     "shard count 4, groups of 8"},
    {"openxla-xla/xla__service__gpu__transforms__collectives__collective_ops_utils_test.cc__003.hlo",
     "shard count 4, groups of 8"},
    {"openxla-xla/xla__service__reduce_scatter_decomposer_test.cc__003.hlo",
     "shard count 4, groups of 2"},
    // Async collectives whose result is not the shape XLA infers: all-gather-
    // start and collective-permute-start return (operands, results[, contexts])
    // tuples, all-reduce-start the all-reduce shape (xla-translate's import
    // tests print these without verifying).
    {"openxla-xla/hlofile__xla__hlo__translate__hlo_to_mhlo__tests__import_async.hlo__001.hlo",
     "all-gather-start result not a tuple"},
    {"openxla-xla/hlofile__xla__hlo__translate__hlo_to_mhlo__tests__import_async.hlo__003.hlo",
     "collective-permute-start result not a tuple"},
    {"openxla-xla/hlofile__xla__hlo__translate__hlo_to_mhlo__tests__import_async.hlo__010.hlo",
     "all-reduce-start of one operand returning a pair"},
    // send must be (data, u32[] context, token[]), send-done token[], and
    // recv-done (the recv's data, token[]).
    {"openxla-xla/xla__hlo__transforms__simplifiers__hlo_memory_scheduler_test.cc__002.hlo",
     "send without its u32[] context"},
    {"openxla-xla/xla__service__instruction_fusion_test.cc__009.hlo", "send returning its data"},
    {"openxla-xla/xla__service__spmd__whole_graph_manual_pass_test.cc__002.hlo",
     "send with an s32[] context"},
    {"openxla-xla/xla__service__gpu__transforms__collectives__collective_send_recv_combiner_test.cc__001.hlo",
     "send-done returning (data, token)"},
    {"openxla-xla/hlofile__xla__hlo__translate__hlo_to_mhlo__tests__import_async.hlo__014.hlo",
     "recv-done of f32[128,21] from a recv of f32[128,32]"},
    {"openxla-xla/xla__service__gpu__gpu_latency_hiding_scheduler_test.cc__010.hlo",
     "recv-done of f32[16] from a recv of f32[16,16]"},
    // all-reduce whose result type differs from its operands'.
    {"openxla-xla/xla__tools__hlo_control_flow_flattening_test.cc__011.hlo",
     "bf16 all-reduce of f32 operands (mixed precision)"},
    // rng with a third (shape) operand: XLA's verifier wants exactly 2.
    {"openxla-xla/hlofile__xla__hlo__transforms__tests__rng_expander.hlo__000.hlo", "3-operand rng"},
    {"openxla-xla/hlofile__xla__hlo__transforms__tests__rng_expander.hlo__001.hlo", "3-operand rng"},
    {"openxla-xla/hlofile__xla__hlo__transforms__tests__rng_expander.hlo__002.hlo", "3-operand rng"},
    {"openxla-xla/hlofile__xla__hlo__transforms__tests__rng_expander.hlo__003.hlo", "3-operand rng"},
    {"openxla-xla/hlofile__xla__hlo__transforms__tests__rng_expander.hlo__004.hlo", "3-operand rng"},
    {"openxla-xla/hlofile__xla__hlo__transforms__tests__rng_expander.hlo__005.hlo", "3-operand rng"},
    // Mixed precision (f64 with f32, bf16 with f32, a broadcast changing the
    // element type): rejected unless the verifier's allow_mixed_precision is
    // set, which the unit tests holding these set.
    {"openxla-xla/xla__hlo__tools__hlo_diff__hlo_diff_result_test.cc__002.hlo", "mixed precision"},
    {"openxla-xla/xla__hlo__transforms__simplifiers__float_normalization_test.cc__001.hlo",
     "mixed precision"},
    {"openxla-xla/xla__hlo__transforms__simplifiers__float_normalization_test.cc__002.hlo",
     "mixed precision"},
    {"openxla-xla/xla__hlo__transforms__simplifiers__hlo_element_type_converter_test.cc__003.hlo",
     "mixed precision"},
    {"openxla-xla/xla__hlo__transforms__collectives__collective_permute_combiner_test.cc__001.hlo",
     "f64 broadcast to f32"},
    {"openxla-xla/xla__hlo__transforms__collectives__collective_permute_combiner_test.cc__003.hlo",
     "f64 broadcast to f32"},
    {"openxla-xla/xla__hlo__transforms__collectives__collective_permute_combiner_test.cc__004.hlo",
     "f64 broadcast to f32"},
    {"openxla-xla/xla__service__instruction_fusion_test.cc__015.hlo", "f16 broadcast to f32"},
    // Plainly malformed: truncated, operands swapped, wrong ranks, counts or
    // orders.
    {"GraphHelper/src__HLO__pbtxt__mlp__test.js.hlo",
     "truncated: the entry's only instruction uses an undefined all-reduce.307"},
    {"openxla-xla/xla__service__collective_ops_utils_test.cc__002.hlo", "send(token, data)"},
    {"openxla-xla/xla__service__collective_permute_decomposer_test.cc__010.hlo",
     "send(token, data)"},
    {"openxla-xla/xla__core__host_offloading__host_offloading_layout_analysis_test.cc__005.hlo",
     "broadcast of a rank-2 operand with dimensions={}"},
    {"openxla-xla/xla__service__cpu__ir_emitter_test.cc__002.hlo",
     "broadcast of a rank-2 operand with dimensions={}"},
    {"openxla-xla/xla__hlo__utils__hlo_query_test.cc__003.hlo", "call with 3 of 4 arguments"},
    {"openxla-xla/xla__service__scatter_simplifier_test.cc__008.hlo",
     "unsorted update_window_dims"},
    {"openxla-xla/hlofile__xla__hlo__translate__hlo_to_mhlo__tests__import.hlo",
     "test_conv: a 3x3 convolution window over a 2x2 kernel"},
    {"openxla-xla/xla__service__gather_expander_test.cc__007.hlo",
     "a dimension both in start_index_map and operand_batching_dims"},
    {"openxla-xla/xla__hlo__parser__hlo_parser_test.cc__192.hlo", "u64 constant -1"},
    {"openxla-xla/xla__hlo__analysis__hlo_liveness_analysis_test.cc__011.hlo",
     "outfeed whose result is not a token"},
    {"openxla-xla/xla__service__cpu__tests__cpu_literal_caching_test.cc__002.hlo",
     "outfeed whose result is not a token"},
    {"openxla-xla/xla__service__buffer_assignment_test.cc__011.hlo",
     "dynamic-update-slice whose start index is an f32[1] array"},
    {"openxla-xla/xla__service__spmd__shardy__shardy_xla_pass_test.cc__023.hlo",
     "rng-bit-generator whose result is not a (state, output) tuple"},
};

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// The message of a first error with what varies between modules blanked:
// the "FILE:LINE:COL: error: " prefix and numbers.
std::string FailureGroup(absl::string_view message) {
  size_t error = message.find("error: ");
  if (error != absl::string_view::npos) message.remove_prefix(error + 7);
  message = message.substr(0, message.find('\n'));
  std::string group;
  for (char c : message.substr(0, 100)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      group += c;
    } else if (group.empty() || group.back() != 'N') {
      group += 'N';
    }
  }
  return group;
}

TEST(XlaCorpusRateTest, ReadsEnoughOfTheCorpusAndRoundTripsWhatItReads) {
  const std::filesystem::path directory = testlib::XlaCorpusRoot();
  const std::vector<std::filesystem::path> files = testlib::XlaCorpusPaths();
  if (files.empty()) GTEST_SKIP() << "no XLA corpus at " << directory;

  std::map<std::string, std::string> known_invalid;  // path -> why
  for (const KnownInvalid& known : kKnownInvalid) known_invalid[known.path] = known.why;

  int64_t read = 0, rejected_as_xla_does = 0;
  std::map<std::string, std::pair<int64_t, std::string>> groups;  // count, an example
  for (const auto& path : files) {
    std::string relative = std::filesystem::relative(path, directory).string();
    absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(ReadFile(path));
    if (auto known = known_invalid.find(relative); known != known_invalid.end()) {
      EXPECT_FALSE(module.ok()) << relative << " is invalid for XLA (" << known->second
                                << ") but Axle reads it";
      if (!module.ok()) ++rejected_as_xla_does;
      continue;
    }
    if (!module.ok()) {
      auto& group = groups[FailureGroup(module.status().message())];
      if (group.first++ == 0) group.second = relative;
      continue;
    }
    ++read;
    std::string printed = (*module)->ToString();
    absl::StatusOr<std::unique_ptr<HloModule>> again = ParseAndVerifyModule(printed);
    ASSERT_TRUE(again.ok()) << relative << ": the printed module does not read back: "
                            << again.status() << "\nprinted text:\n"
                            << printed;
    EXPECT_TRUE(HloModulesEqual(**module, **again))
        << relative << ": the printed module reads back different:\n"
        << printed;
    EXPECT_EQ((*again)->ToString(), printed) << relative;
  }

  double rate = static_cast<double>(read) / static_cast<double>(files.size());
  std::vector<std::pair<int64_t, std::string>> ordered;
  for (const auto& [group, count_and_example] : groups) {
    ordered.push_back({count_and_example.first,
                       absl::StrCat(group, "   (e.g. ", count_and_example.second, ")")});
  }
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::string report = absl::StrCat("XLA corpus: ", read, " of ", files.size(),
                                    " modules parse and verify (", 100.0 * rate, "%); ",
                                    rejected_as_xla_does, " more are rejected as XLA rejects them"
                                    " (kKnownInvalid); the others' first errors:\n");
  for (const auto& [count, group] : ordered) absl::StrAppend(&report, "  ", count, "  ", group, "\n");
  std::cout << report;
  EXPECT_GE(rate, kMinimumRate) << report;
}

}  // namespace
}  // namespace xla
