// Issue 11: attributes and dimensions at the int64 extremes (INT64_MAX,
// INT64_MIN, 2^62, -1, zero dimensions in every position) through the parser
// and the verifier. Each module is either accepted (its shape is the exact
// one) or rejected with a message naming the instruction and the problem;
// nothing overflows (the fuzz build runs this under UBSan). What runs is in
// tests/hlo/cases/*/overflow_*.hlo, on every backend.
#include <regex>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "absl/strings/str_replace.h"
#include "axle/hlo/hlo_verifier.h"

namespace xla {
namespace {

struct OverflowCase {
  std::string name;
  std::string body;      // the entry computation's instructions; M, N, G expand below
  std::string fragment;  // empty: the module must verify
};

// M = INT64_MAX, N = INT64_MIN, G = 2^62.
std::string Expand(const std::string& text) {
  return absl::StrReplaceAll(text, {{"$M", "9223372036854775807"},
                                    {"$N", "-9223372036854775808"},
                                    {"$G", "4611686018427387904"}});
}

std::string Module(const OverflowCase& c) {
  return Expand(R"(HloModule m, replica_count=2
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] add(a, b)
}
ENTRY main {
)" + c.body + "\n}\n");
}

std::vector<OverflowCase> Cases() {
  return {
      // Shapes.
      {"ZeroFirst", "ROOT p = f32[0,$G,$G] parameter(0)", ""},
      {"ZeroMiddle", "ROOT p = f32[$G,0,$G] parameter(0)", ""},
      {"ZeroLast", "ROOT p = f32[$G,$G,0] parameter(0)", ""},
      {"ElementCountOverflows", "ROOT p = f32[$G,4] parameter(0)", "more elements than fit"},
      {"ByteSizeOverflows", "ROOT p = f32[$G] parameter(0)", "byte size that overflows"},
      {"DimensionPastInt64", "ROOT p = f32[9223372036854775808] parameter(0)",
       "8:14: error: dimension size does not fit in int64"},
      // slice.
      {"SliceStrideInt64Max", "x = s32[4] parameter(0)\nROOT s = s32[1] slice(x), slice={[1:4:$M]}", ""},
      {"SliceStrideZero", "x = s32[4] parameter(0)\nROOT s = s32[1] slice(x), slice={[1:4:0]}",
       "strides must be >= 1"},
      {"SliceStrideInt64Min", "x = s32[4] parameter(0)\nROOT s = s32[1] slice(x), slice={[1:4:$N]}",
       "strides must be >= 1"},
      {"SliceStartInt64Min", "x = s32[4] parameter(0)\nROOT s = s32[1] slice(x), slice={[$N:4]}",
       "need 0 <= start <= limit <= size"},
      {"SliceOfZeroFirst", "x = f32[0,$G] parameter(0)\nROOT s = f32[0,2] slice(x), slice={[0:0], [0:$G:2305843009213693952]}", ""},
      // pad.
      {"PadEdgesCancel", "x = s32[2] parameter(0)\nv = s32[] constant(9)\nROOT p = s32[2] pad(x, v), padding=$M_-9223372036854775807", ""},
      {"PadInteriorInt64MaxCropped", "x = s32[2] parameter(0)\nv = s32[] constant(9)\nROOT p = s32[2] pad(x, v), padding=-9223372036854775807_0_$M", ""},
      {"PadOverflows", "x = s32[2] parameter(0)\nv = s32[] constant(9)\nROOT p = s32[2] pad(x, v), padding=$M_1",
       "result dimension 0 overflows int64"},
      {"PadInteriorOverflows", "x = s32[3] parameter(0)\nv = s32[] constant(9)\nROOT p = s32[2] pad(x, v), padding=0_0_$M",
       "result dimension 0 overflows int64"},
      {"PadNegativeInterior", "x = s32[3] parameter(0)\nv = s32[] constant(9)\nROOT p = s32[3] pad(x, v), padding=0_0_-1",
       "negative interior padding"},
      {"PadNegativeResult", "x = s32[3] parameter(0)\nv = s32[] constant(9)\nROOT p = s32[0] pad(x, v), padding=-2_-2",
       "negative size"},
      // Windows.
      {"WindowPaddingCancels", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[3] reduce-window(x, z), window={size=1 pad=$N_$M}, to_apply=add", ""},
      {"WindowPaddingOverflows", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[3] reduce-window(x, z), window={size=1 pad=$M_1}, to_apply=add",
       "window dimension 0 overflows int64"},
      {"WindowDilationOverflows", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[1] reduce-window(x, z), window={size=3 rhs_dilate=$G}, to_apply=add",
       "window dimension 0 overflows int64"},
      {"BaseDilationOverflows", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[1] reduce-window(x, z), window={size=1 lhs_dilate=$M}, to_apply=add",
       "window dimension 0 overflows int64"},
      {"WindowSizeInt64Max", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[1] reduce-window(x, z), window={size=$M pad=9223372036854775803_0}, to_apply=add", ""},
      {"WindowSizeNegative", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[1] reduce-window(x, z), window={size=-1}, to_apply=add",
       "sizes must be >= 1"},
      {"WindowStrideInt64Min", "x = s32[4] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[1] reduce-window(x, z), window={size=1 stride=$N}, to_apply=add",
       "strides must be >= 1"},
      {"WindowOverZeroFirst", "x = s32[0,$G] parameter(0)\nz = s32[] constant(0)\nROOT r = s32[0,1] reduce-window(x, z), window={size=1x$G}, to_apply=add", ""},
      {"ConvolutionHugeWindow", "l = f32[1,1,4] parameter(0)\nr = f32[1,1,$G] parameter(1)\nROOT c = f32[1,1,1] convolution(l, r), window={size=$G pad=0_$G}, dim_labels=bf0_oi0->bf0",
       "byte size that overflows"},
      {"ConvolutionFeatureGroupInt64Max", "l = f32[1,2,4] parameter(0)\nr = f32[1,2,1] parameter(1)\nROOT c = f32[1,2,4] convolution(l, r), window={size=1}, dim_labels=bf0_oi0->bf0, feature_group_count=$M",
       "feature_group_count 9223372036854775807"},
      // Data movement.
      {"DynamicSliceSizeInt64Max", "x = s32[4] parameter(0)\ni = s64[] parameter(1)\nROOT d = s32[4] dynamic-slice(x, i), dynamic_slice_sizes={$M}",
       "slice size 9223372036854775807"},
      {"DynamicSliceSizeNegative", "x = s32[4] parameter(0)\ni = s64[] parameter(1)\nROOT d = s32[4] dynamic-slice(x, i), dynamic_slice_sizes={-1}",
       "slice size -1"},
      {"ConcatenateOverflows", "x = s8[$G,1] parameter(0)\nROOT c = s8[$G,2] concatenate(x, x), dimensions={1}",
       "s8[4611686018427387904,2] has more elements than fit"},
      {"ConcatenateDimensionOverflows", "x = s8[$G] parameter(0)\ny = s8[$G] parameter(1)\nROOT c = s8[$G] concatenate(x, y), dimensions={0}",
       "overflows int64"},
      {"BroadcastOverflows", "x = s8[$G] parameter(0)\nROOT b = s8[4,$G] broadcast(x), dimensions={1}",
       "more elements than fit"},
      {"ReshapeZeroOrder", "x = f32[0,$G] parameter(0)\nROOT r = f32[$G,$G,0] reshape(x)", ""},
      {"ReshapeOverflows", "x = f32[4] parameter(0)\nROOT r = f32[$G,$G] reshape(x)", "more elements than fit"},
      {"BitcastZeroOrder", "x = f32[0,$G] parameter(0)\nROOT r = f32[$G,0] bitcast(x)", ""},
      {"TransposeDimensionInt64Max", "x = f32[2,3] parameter(0)\nROOT t = f32[3,2] transpose(x), dimensions={1,$M}",
       "out of range for rank 2"},
      {"IotaDimensionInt64Min", "ROOT i = f32[2] iota(), iota_dimension=$N",
       "iota_dimension -9223372036854775808 is out of range"},
      {"IotaZeroOrder", "ROOT i = f32[$G,0,$G] iota(), iota_dimension=2", ""},
      {"GatherSliceSizeInt64Max", "x = s32[4] parameter(0)\ni = s64[3,1] parameter(1)\nROOT g = s32[3,2] gather(x, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={$M}",
       "gather: slice size 9223372036854775807"},
      {"GetDimensionSizeInt64Max", "x = f32[2] parameter(0)\nROOT s = s32[] get-dimension-size(x), dimensions={$M}",
       "dimension 9223372036854775807 is out of range"},
      // FFT/IFFT pad or cut the operand to fft_length (XLA accepts any
      // length); running it is a ResourceExhausted (FftPaddedPastMemory).
      {"FftLengthInt64Max", "x = c64[4] parameter(0)\nROOT f = c64[4] fft(x), fft_type=FFT, fft_length={$M}",
       ""},
      {"TopKInt64Max", "x = f32[4] parameter(0)\nROOT t = (f32[4], s32[4]) topk(x), k=$M", "k=9223372036854775807 is not in"},
      {"ReducePrecisionExponentInt64Max", "x = f32[4] parameter(0)\nROOT r = f32[4] reduce-precision(x), exponent_bits=$M, mantissa_bits=$M", ""},
      {"ReducePrecisionNoExponent", "x = f32[4] parameter(0)\nROOT r = f32[4] reduce-precision(x), exponent_bits=0, mantissa_bits=2", "exponent_bits"},
      {"ReducePrecisionNegativeMantissa", "x = f32[4] parameter(0)\nROOT r = f32[4] reduce-precision(x), exponent_bits=8, mantissa_bits=$N", "mantissa_bits"},
      // Collectives.
      {"AllGatherShardOverflows", "x = s8[$G] parameter(0)\nROOT a = s8[$M] all-gather(x), dimensions={0}, replica_groups={{0,1}}",
       "gathered dimension of operand 0 overflows int64"},
      {"ReplicaIdInt64Max", "x = s32[4] parameter(0)\nROOT a = s32[4] all-reduce(x), replica_groups={{0,$M}}, to_apply=add",
       "must be 0.."},
      {"ReplicaIdNegative", "x = s32[4] parameter(0)\nROOT a = s32[4] all-reduce(x), replica_groups={{0},{-1}}, to_apply=add",
       "negative id"},
      {"SourceTargetInt64Min", "x = s32[4] parameter(0)\nROOT c = s32[4] collective-permute(x), source_target_pairs={{0,$N}}",
       "negative id"},
      {"AllToAllSplitMismatch", "x = s8[$G] parameter(0)\nROOT a = s8[$G] all-to-all(x), dimensions={0}, replica_groups={{0,1,2}}",
       "name 3 ids but the module has 2 replicas"},
  };
}

class ArithmeticOverflowTest : public ::testing::TestWithParam<OverflowCase> {};

TEST_P(ArithmeticOverflowTest, AcceptedOrClearError) {
  const OverflowCase& c = GetParam();
  const std::string text = Module(c);
  absl::StatusOr<std::unique_ptr<HloModule>> module = ParseAndVerifyModule(text);
  if (c.fragment.empty()) {
    EXPECT_TRUE(module.ok()) << module.status() << "\n" << text;
    return;
  }
  ASSERT_FALSE(module.ok()) << "accepted:\n" << text;
  const std::string message(module.status().message());
  EXPECT_NE(message.find(c.fragment), std::string::npos) << message;
  // Where: the instruction the verifier rejects, or the text's line:column.
  EXPECT_TRUE(std::regex_search(message, std::regex(R"(instruction \S+ \(|\d+:\d+: error)")))
      << message;
}

INSTANTIATE_TEST_SUITE_P(Cases, ArithmeticOverflowTest, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<OverflowCase>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace xla
