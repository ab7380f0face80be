// Value codecs of HLO text attributes: each prints one kind of value in
// XLA's spelling and parses it back. Used only by the attribute table.
//
// A codec is a struct with `Value`, `static std::string Print(const Value&)`
// and `static absl::Status Parse(HloLexer&, AttributeNameResolver&, Value*)`.
#ifndef AXLE_HLO_HLO_ATTRIBUTE_CODECS_H_
#define AXLE_HLO_HLO_ATTRIBUTE_CODECS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_attribute_table.h"
#include "axle/hlo/hlo_attributes.h"
#include "axle/hlo/hlo_lexer.h"

namespace xla::attribute_codecs {

#define AXLE_DECLARE_CODEC(Name, ValueType)                                               \
  struct Name {                                                                           \
    using Value = ValueType;                                                              \
    static std::string Print(const Value& value);                                         \
    static absl::Status Parse(HloLexer& lexer, AttributeNameResolver& resolver, Value* value); \
  };

AXLE_DECLARE_CODEC(Int, int64_t)
AXLE_DECLARE_CODEC(OptionalInt, std::optional<int64_t>)
AXLE_DECLARE_CODEC(Bool, bool)
AXLE_DECLARE_CODEC(Float, float)
// "..." with C escapes; also accepts a braced value, kept with its braces.
AXLE_DECLARE_CODEC(String, std::string)
// {1,2,3}
AXLE_DECLARE_CODEC(IntList, std::vector<int64_t>)
// {3}: a one-element list held as an optional scalar.
AXLE_DECLARE_CODEC(SingleIntList, std::optional<int64_t>)
// {default,high}
AXLE_DECLARE_CODEC(PrecisionList, std::vector<PrecisionConfig::Precision>)
// {[0:2], [1:3:2]} into slice_starts/limits/strides.
AXLE_DECLARE_CODEC(Slice, HloAttributes)
// 0_0x1_1_2 (low_high[_interior] per dimension, joined by 'x').
AXLE_DECLARE_CODEC(Padding, PaddingConfig)
// {size=2x2 stride=1x1 pad=0_0x1_1 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x0}
AXLE_DECLARE_CODEC(WindowValue, Window)
// b01f_01io->b01f
AXLE_DECLARE_CODEC(DimLabels, ConvolutionDimensionNumbers)
// {{0,1},{2,3}}
AXLE_DECLARE_CODEC(ReplicaGroups, std::vector<ReplicaGroup>)
// {{0,1},{1,0}}
using IntPairs = std::vector<std::pair<int64_t, int64_t>>;
AXLE_DECLARE_CODEC(Pairs, IntPairs)
// f32[2]{0}
AXLE_DECLARE_CODEC(ShapeValue, Shape)
// {anything balanced}, kept as the text between the braces.
AXLE_DECLARE_CODEC(Opaque, std::string)
// A value kept exactly as written: {balanced}, "string" or a bare word.
AXLE_DECLARE_CODEC(Verbatim, std::string)
// A literal with its shape, "s32[2]{0} {1, 2}", kept as printed text.
AXLE_DECLARE_CODEC(LiteralText, std::string)
// %name
AXLE_DECLARE_CODEC(ComputationRef, HloComputation*)
// {%a, %b}
AXLE_DECLARE_CODEC(ComputationList, std::vector<HloComputation*>)
AXLE_DECLARE_CODEC(InstructionList, std::vector<HloInstruction*>)

#undef AXLE_DECLARE_CODEC

// Enumerations spelled by a fixed list of names.
template <typename T>
struct EnumName {
  T value;
  const char* name;
};

template <typename T, const std::vector<EnumName<T>>& (*Names)()>
struct Enum {
  using Value = T;
  static std::string Print(const Value& value) {
    for (const EnumName<T>& entry : Names()) {
      if (entry.value == value) return entry.name;
    }
    return absl::StrCat(static_cast<int64_t>(value));
  }
  static absl::Status Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
    size_t start = lexer.offset();
    std::string word(lexer.TryLexWord());
    for (const EnumName<T>& entry : Names()) {
      if (absl::EqualsIgnoreCase(word, entry.name)) {
        *value = entry.value;
        return absl::OkStatus();
      }
    }
    std::string expected;
    for (const EnumName<T>& entry : Names()) {
      absl::StrAppend(&expected, expected.empty() ? "" : ", ", entry.name);
    }
    lexer.set_offset(start);
    return lexer.ExpectedError(absl::StrCat("one of ", expected));
  }
};

const std::vector<EnumName<ComparisonDirection>>& ComparisonDirectionNames();
const std::vector<EnumName<ComparisonType>>& ComparisonTypeNames();
const std::vector<EnumName<FftType>>& FftTypeNames();
const std::vector<EnumName<RandomDistribution>>& DistributionNames();
const std::vector<EnumName<RandomAlgorithm>>& RngAlgorithmNames();
const std::vector<EnumName<TriangularSolveOptions::Transpose>>& TransposeNames();
const std::vector<EnumName<FusionKind>>& FusionKindNames();
const std::vector<EnumName<int64_t>>& CustomCallApiVersionNames();
// XLA's spelling: the enum name without "ALG_", lower case.
const std::vector<EnumName<PrecisionConfig::Algorithm>>& DotAlgorithmNames();

// A comparison type is optional in the record; absent prints nothing.
struct OptionalComparisonType {
  using Value = std::optional<ComparisonType>;
  using Inner = Enum<ComparisonType, ComparisonTypeNames>;
  static std::string Print(const Value& value) { return value ? Inner::Print(*value) : ""; }
  static absl::Status Parse(HloLexer& lexer, AttributeNameResolver& resolver, Value* value) {
    ComparisonType type;
    absl::Status status = Inner::Parse(lexer, resolver, &type);
    if (status.ok()) *value = type;
    return status;
  }
};

}  // namespace xla::attribute_codecs

#endif  // AXLE_HLO_HLO_ATTRIBUTE_CODECS_H_
