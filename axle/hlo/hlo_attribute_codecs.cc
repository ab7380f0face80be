#include "axle/hlo/hlo_attribute_codecs.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "absl/strings/escaping.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"
#include "axle/literal/literal_text.h"
#include "axle/shape/shape_parser.h"

namespace xla::attribute_codecs {
namespace {

// Parses "{item, item, ...}" (possibly empty), calling `item` for each.
template <typename F>
absl::Status ParseBracedList(HloLexer& lexer, absl::string_view what, F item) {
  RETURN_IF_ERROR(lexer.Expect("{"));
  if (lexer.TryConsume("}")) return absl::OkStatus();
  while (true) {
    RETURN_IF_ERROR(item());
    if (lexer.TryConsume("}")) return absl::OkStatus();
    if (!lexer.TryConsume(",")) {
      return lexer.ExpectedError(absl::StrCat("',' or '}' in ", what));
    }
  }
}

// Parses "AxBxC" (at least one int) into `values`.
absl::Status ParseXSeparatedInts(HloLexer& lexer, absl::string_view what,
                                 std::vector<int64_t>* values) {
  do {
    ASSIGN_OR_RETURN(int64_t value, lexer.LexInt64(what));
    values->push_back(value);
  } while (lexer.TryConsumeAdjacent("x"));
  return absl::OkStatus();
}

std::string JoinComputationNames(const std::vector<HloComputation*>& computations) {
  return absl::StrCat("{",
                      absl::StrJoin(computations, ", ",
                                    [](std::string* out, const HloComputation* c) {
                                      absl::StrAppend(out, ComputationRef::Print(
                                                               const_cast<HloComputation*>(c)));
                                    }),
                      "}");
}

}  // namespace

// --- Scalars ------------------------------------------------------------------

std::string Int::Print(const Value& value) { return absl::StrCat(value); }
absl::Status Int::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  ASSIGN_OR_RETURN(*value, lexer.LexInt64("an integer"));
  return absl::OkStatus();
}

std::string OptionalInt::Print(const Value& value) {
  return value ? absl::StrCat(*value) : std::string();
}
absl::Status OptionalInt::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  ASSIGN_OR_RETURN(*value, lexer.LexInt64("an integer"));
  return absl::OkStatus();
}

std::string Bool::Print(const Value& value) { return value ? "true" : "false"; }
absl::Status Bool::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  ASSIGN_OR_RETURN(*value, lexer.LexBool("a boolean"));
  return absl::OkStatus();
}

std::string Float::Print(const Value& value) {
  // Shortest text that reads back to the same float.
  char buffer[64];
  auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  return std::string(buffer, result.ptr);
}
absl::Status Float::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  lexer.Peek();
  size_t start = lexer.offset();
  ASSIGN_OR_RETURN(*value, lexer.LexFloat("a floating-point number"));
  if (std::isnan(*value)) return lexer.ErrorAt(start, "expected a number, found NaN");
  return absl::OkStatus();
}

std::string String::Print(const Value& value) {
  return absl::StrCat("\"", absl::CEscape(value), "\"");
}
absl::Status String::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  if (lexer.Peek() == '{') {
    ASSIGN_OR_RETURN(std::string inner, lexer.LexBracedText("a braced value"));
    *value = absl::StrCat("{", inner, "}");
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(*value, lexer.LexString("a string"));
  return absl::OkStatus();
}

// --- Lists --------------------------------------------------------------------

std::string IntList::Print(const Value& value) {
  return absl::StrCat("{", absl::StrJoin(value, ","), "}");
}
absl::Status IntList::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  value->clear();
  return ParseBracedList(lexer, "an integer list", [&]() -> absl::Status {
    ASSIGN_OR_RETURN(int64_t item, lexer.LexInt64("an integer"));
    value->push_back(item);
    return absl::OkStatus();
  });
}

std::string SingleIntList::Print(const Value& value) {
  return value ? absl::StrCat("{", *value, "}") : "{}";
}
absl::Status SingleIntList::Parse(HloLexer& lexer, AttributeNameResolver& resolver,
                                  Value* value) {
  size_t start = lexer.offset();
  std::vector<int64_t> list;
  RETURN_IF_ERROR(IntList::Parse(lexer, resolver, &list));
  if (list.size() != 1) {
    return lexer.ErrorAt(start, absl::StrCat("expected exactly one dimension, found ",
                                             list.size()));
  }
  *value = list[0];
  return absl::OkStatus();
}

std::string PrecisionList::Print(const Value& value) {
  return absl::StrCat(
      "{",
      absl::StrJoin(value, ",",
                    [](std::string* out, PrecisionConfig::Precision precision) {
                      out->append(precision == PrecisionConfig::HIGHEST ? "highest"
                                  : precision == PrecisionConfig::HIGH  ? "high"
                                                                        : "default");
                    }),
      "}");
}
absl::Status PrecisionList::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  value->clear();
  return ParseBracedList(lexer, "operand_precision", [&]() -> absl::Status {
    size_t start = lexer.offset();
    std::string word = absl::AsciiStrToLower(lexer.TryLexWord());
    if (word == "default") {
      value->push_back(PrecisionConfig::DEFAULT);
    } else if (word == "high") {
      value->push_back(PrecisionConfig::HIGH);
    } else if (word == "highest") {
      value->push_back(PrecisionConfig::HIGHEST);
    } else {
      lexer.set_offset(start);
      return lexer.ExpectedError("a precision (default, high or highest)");
    }
    return absl::OkStatus();
  });
}

// --- Structured values --------------------------------------------------------

std::string Slice::Print(const Value& value) {
  bool print_strides = false;
  for (int64_t stride : value.slice_strides) print_strides |= stride != 1;
  std::vector<std::string> parts;
  for (size_t i = 0; i < value.slice_starts.size(); ++i) {
    std::string part = absl::StrCat("[", value.slice_starts[i], ":",
                                    i < value.slice_limits.size() ? value.slice_limits[i] : 0);
    if (print_strides && i < value.slice_strides.size()) {
      absl::StrAppend(&part, ":", value.slice_strides[i]);
    }
    parts.push_back(absl::StrCat(part, "]"));
  }
  return absl::StrCat("{", absl::StrJoin(parts, ", "), "}");
}
absl::Status Slice::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  value->slice_starts.clear();
  value->slice_limits.clear();
  value->slice_strides.clear();
  return ParseBracedList(lexer, "slice", [&]() -> absl::Status {
    RETURN_IF_ERROR(lexer.Expect("["));
    ASSIGN_OR_RETURN(int64_t start, lexer.LexInt64("a slice start"));
    RETURN_IF_ERROR(lexer.Expect(":"));
    ASSIGN_OR_RETURN(int64_t limit, lexer.LexInt64("a slice limit"));
    int64_t stride = 1;
    if (lexer.TryConsume(":")) {
      ASSIGN_OR_RETURN(stride, lexer.LexInt64("a slice stride"));
    }
    RETURN_IF_ERROR(lexer.Expect("]"));
    value->slice_starts.push_back(start);
    value->slice_limits.push_back(limit);
    value->slice_strides.push_back(stride);
    return absl::OkStatus();
  });
}

std::string Padding::Print(const Value& value) {
  bool interior = false;
  for (const auto& dim : value.dimensions()) interior |= dim.interior_padding() != 0;
  return absl::StrJoin(value.dimensions(), "x", [&](std::string* out, const auto& dim) {
    absl::StrAppend(out, dim.edge_padding_low(), "_", dim.edge_padding_high());
    if (interior) absl::StrAppend(out, "_", dim.interior_padding());
  });
}
absl::Status Padding::Parse(HloLexer& lexer, AttributeNameResolver&, Value* value) {
  value->clear_dimensions();
  char next = lexer.Peek();
  if (!absl::ascii_isdigit(next) && next != '-') return absl::OkStatus();  // rank 0
  do {
    PaddingConfigDimension* dim = value->add_dimensions();
    ASSIGN_OR_RETURN(int64_t low, lexer.LexInt64("a low padding"));
    RETURN_IF_ERROR(lexer.Expect("_"));
    ASSIGN_OR_RETURN(int64_t high, lexer.LexInt64("a high padding"));
    dim->set_edge_padding_low(low);
    dim->set_edge_padding_high(high);
    if (lexer.TryConsumeAdjacent("_")) {
      ASSIGN_OR_RETURN(int64_t interior, lexer.LexInt64("an interior padding"));
      dim->set_interior_padding(interior);
    }
  } while (lexer.TryConsumeAdjacent("x"));
  return absl::OkStatus();
}

std::string WindowValue::Print(const Value& window) {
  const auto& dims = window.dimensions();
  auto field = [&](absl::string_view name, auto get) {
    return absl::StrCat(name, "=", absl::StrJoin(dims, "x", [&](std::string* out, const auto& d) {
                          absl::StrAppend(out, get(d));
                        }));
  };
  bool stride = false, pad = false, lhs = false, rhs = false, reversal = false;
  for (const WindowDimension& d : dims) {
    stride |= d.stride() != 1;
    pad |= d.padding_low() != 0 || d.padding_high() != 0;
    lhs |= d.base_dilation() != 1;
    rhs |= d.window_dilation() != 1;
    reversal |= d.window_reversal();
  }
  std::string result = absl::StrCat("{", field("size", [](const auto& d) { return d.size(); }));
  if (stride) absl::StrAppend(&result, " ", field("stride", [](const auto& d) { return d.stride(); }));
  if (pad) {
    absl::StrAppend(&result, " ", field("pad", [](const auto& d) {
                      return absl::StrCat(d.padding_low(), "_", d.padding_high());
                    }));
  }
  if (lhs) {
    absl::StrAppend(&result, " ",
                    field("lhs_dilate", [](const auto& d) { return d.base_dilation(); }));
  }
  if (rhs) {
    absl::StrAppend(&result, " ",
                    field("rhs_dilate", [](const auto& d) { return d.window_dilation(); }));
  }
  if (reversal) {
    absl::StrAppend(&result, " ", field("rhs_reversal", [](const auto& d) {
                      return d.window_reversal() ? 1 : 0;
                    }));
  }
  return absl::StrCat(result, "}");
}
absl::Status WindowValue::Parse(HloLexer& lexer, AttributeNameResolver&, Value* window) {
  size_t start = lexer.offset();
  RETURN_IF_ERROR(lexer.Expect("{"));
  std::vector<int64_t> size, stride, lhs, rhs, reversal;
  std::vector<std::pair<int64_t, int64_t>> pad;
  while (!lexer.TryConsume("}")) {
    size_t key_offset = lexer.offset();
    std::string key(lexer.TryLexWord());
    if (key.empty()) return lexer.ExpectedError("a window field (size, stride, pad, ...) or '}'");
    RETURN_IF_ERROR(lexer.Expect("="));
    std::vector<int64_t>* target = key == "size"           ? &size
                                   : key == "stride"       ? &stride
                                   : key == "lhs_dilate"   ? &lhs
                                   : key == "rhs_dilate"   ? &rhs
                                   : key == "rhs_reversal" ? &reversal
                                                           : nullptr;
    if (key == "pad") {
      do {
        ASSIGN_OR_RETURN(int64_t low, lexer.LexInt64("a low padding"));
        RETURN_IF_ERROR(lexer.Expect("_"));
        ASSIGN_OR_RETURN(int64_t high, lexer.LexInt64("a high padding"));
        pad.push_back({low, high});
      } while (lexer.TryConsumeAdjacent("x"));
    } else if (target != nullptr) {
      RETURN_IF_ERROR(ParseXSeparatedInts(lexer, key, target));
    } else {
      return lexer.ErrorAt(key_offset, absl::StrCat("unknown window field '", key, "'"));
    }
  }
  if (size.empty() && !(stride.empty() && pad.empty() && lhs.empty() && rhs.empty() &&
                        reversal.empty())) {
    return lexer.ErrorAt(start, "window has no size field");
  }
  auto check = [&](size_t count, absl::string_view name) -> absl::Status {
    if (count != 0 && count != size.size()) {
      return lexer.ErrorAt(start, absl::StrCat("window ", name, " has ", count,
                                               " dimensions but size has ", size.size()));
    }
    return absl::OkStatus();
  };
  RETURN_IF_ERROR(check(stride.size(), "stride"));
  RETURN_IF_ERROR(check(pad.size(), "pad"));
  RETURN_IF_ERROR(check(lhs.size(), "lhs_dilate"));
  RETURN_IF_ERROR(check(rhs.size(), "rhs_dilate"));
  RETURN_IF_ERROR(check(reversal.size(), "rhs_reversal"));
  window->clear_dimensions();
  for (size_t i = 0; i < size.size(); ++i) {
    WindowDimension* d = window->add_dimensions();
    d->set_size(size[i]);
    if (!stride.empty()) d->set_stride(stride[i]);
    if (!pad.empty()) {
      d->set_padding_low(pad[i].first);
      d->set_padding_high(pad[i].second);
    }
    if (!lhs.empty()) d->set_base_dilation(lhs[i]);
    if (!rhs.empty()) d->set_window_dilation(rhs[i]);
    if (!reversal.empty()) d->set_window_reversal(reversal[i] != 0);
  }
  return absl::OkStatus();
}

namespace {

// One side of dim labels: `batch`/`feature` letters, spatial dims as digits,
// '?' for dimensions none of them names (as XLA: as long as the largest
// dimension named).
std::string LabelString(int64_t batch, int64_t feature, absl::Span<const int64_t> spatial,
                        char batch_char, char feature_char) {
  int64_t rank = 2 + static_cast<int64_t>(spatial.size());
  for (int64_t dim : spatial) rank = std::max(rank, dim + 1);
  rank = std::max({rank, batch + 1, feature + 1});
  std::string labels(rank, '?');
  auto put = [&](int64_t dim, char c) {
    if (dim >= 0 && dim < rank) labels[dim] = c;
  };
  put(batch, batch_char);
  put(feature, feature_char);
  for (size_t i = 0; i < spatial.size(); ++i) {
    put(spatial[i], i < 10 ? static_cast<char>('0' + i) : '?');
  }
  return labels;
}

// Reads one label string into batch/feature/spatial dimension numbers.
absl::Status ParseLabels(HloLexer& lexer, absl::string_view side, char batch_char,
                         char feature_char, int64_t* batch, int64_t* feature,
                         std::vector<int64_t>* spatial) {
  size_t start = lexer.offset();
  absl::string_view rest = lexer.Rest();
  size_t n = 0;
  while (n < rest.size() && (absl::ascii_isalnum(rest[n]) || rest[n] == '?')) ++n;
  absl::string_view labels = rest.substr(0, n);
  if (labels.empty()) return lexer.ExpectedError(absl::StrCat(side, " dimension labels"));
  int64_t found_batch = -1, found_feature = -1;
  std::vector<int64_t> by_index(labels.size(), -1);
  size_t spatial_count = 0;
  for (size_t i = 0; i < labels.size(); ++i) {
    char c = labels[i];
    int64_t* slot = nullptr;
    if (c == '?') continue;  // a dimension the numbers leave out
    if (absl::ascii_isdigit(c)) ++spatial_count;
    if (c == batch_char) {
      slot = &found_batch;
    } else if (c == feature_char) {
      slot = &found_feature;
    } else if (absl::ascii_isdigit(c) && static_cast<size_t>(c - '0') < labels.size()) {
      slot = &by_index[c - '0'];
    }
    if (slot == nullptr || *slot != -1) {
      return lexer.ErrorAt(start + i, absl::StrCat("bad or repeated label '", std::string(1, c),
                                                   "' in ", side, " dimension labels '",
                                                   labels, "'"));
    }
    *slot = static_cast<int64_t>(i);
  }
  if (found_batch < 0 || found_feature < 0) {
    return lexer.ErrorAt(start, absl::StrCat(side, " dimension labels '", labels, "' need '",
                                             std::string(1, batch_char), "' and '",
                                             std::string(1, feature_char), "'"));
  }
  spatial->clear();
  for (size_t i = 0; i < spatial_count; ++i) {
    if (by_index[i] < 0) {
      return lexer.ErrorAt(start, absl::StrCat(side, " dimension labels '", labels,
                                               "' miss spatial dimension ", i));
    }
    spatial->push_back(by_index[i]);
  }
  *batch = found_batch;
  *feature = found_feature;
  lexer.Advance(n);
  return absl::OkStatus();
}

}  // namespace

std::string DimLabels::Print(const Value& d) {
  return absl::StrCat(
      LabelString(d.input_batch_dimension(), d.input_feature_dimension(),
                  d.input_spatial_dimensions(), 'b', 'f'),
      "_",
      LabelString(d.kernel_input_feature_dimension(), d.kernel_output_feature_dimension(),
                  d.kernel_spatial_dimensions(), 'i', 'o'),
      "->",
      LabelString(d.output_batch_dimension(), d.output_feature_dimension(),
                  d.output_spatial_dimensions(), 'b', 'f'));
}
absl::Status DimLabels::Parse(HloLexer& lexer, AttributeNameResolver&, Value* d) {
  int64_t a, b;
  size_t start = lexer.offset();
  RETURN_IF_ERROR(ParseLabels(lexer, "input", 'b', 'f', &a, &b, d->mutable_input_spatial_dimensions()));
  d->set_input_batch_dimension(a);
  d->set_input_feature_dimension(b);
  RETURN_IF_ERROR(lexer.Expect("_"));
  RETURN_IF_ERROR(ParseLabels(lexer, "kernel", 'i', 'o', &a, &b, d->mutable_kernel_spatial_dimensions()));
  d->set_kernel_input_feature_dimension(a);
  d->set_kernel_output_feature_dimension(b);
  RETURN_IF_ERROR(lexer.Expect("->"));
  RETURN_IF_ERROR(ParseLabels(lexer, "output", 'b', 'f', &a, &b, d->mutable_output_spatial_dimensions()));
  d->set_output_batch_dimension(a);
  d->set_output_feature_dimension(b);
  if (d->input_spatial_dimensions_size() != d->kernel_spatial_dimensions_size() ||
      d->input_spatial_dimensions_size() != d->output_spatial_dimensions_size()) {
    return lexer.ErrorAt(start, "input, kernel and output dimension labels must have the "
                                "same number of spatial dimensions");
  }
  return absl::OkStatus();
}

std::string ReplicaGroups::Print(const Value& groups) {
  return absl::StrCat("{",
                      absl::StrJoin(groups, ",",
                                    [](std::string* out, const ReplicaGroup& group) {
                                      absl::StrAppend(out, IntList::Print(group.replica_ids()));
                                    }),
                      "}");
}
namespace {

// Most replica ids an iota-form replica_groups may expand to.
constexpr int64_t kMaxIotaReplicaIds = int64_t{1} << 20;

// Parses "[i, j, ...]" (at least one int) into `values`.
absl::Status ParseBracketedInts(HloLexer& lexer, absl::string_view what,
                                std::vector<int64_t>* values) {
  RETURN_IF_ERROR(lexer.Expect("["));
  do {
    ASSIGN_OR_RETURN(int64_t value, lexer.LexInt64(what));
    values->push_back(value);
  } while (lexer.TryConsume(","));
  if (!lexer.TryConsume("]")) {
    return lexer.ExpectedError(absl::StrCat("',' or ']' in ", what));
  }
  return absl::OkStatus();
}

// Checks that every value of `dims` (parsed at `offset`) is positive and that
// their product stays within kMaxIotaReplicaIds; returns the product.
absl::StatusOr<int64_t> IotaProduct(HloLexer& lexer, size_t offset, absl::string_view what,
                                    const std::vector<int64_t>& dims) {
  int64_t product = 1;
  for (int64_t dim : dims) {
    if (dim <= 0) {
      return lexer.ErrorAt(offset, absl::StrCat(what, " must be positive, found ", dim));
    }
    if (dim > kMaxIotaReplicaIds || product > kMaxIotaReplicaIds / dim) {
      return lexer.ErrorAt(offset, absl::StrCat("iota replica_groups ", what,
                                                " describe more than ", kMaxIotaReplicaIds,
                                                " replica ids"));
    }
    product *= dim;
  }
  return product;
}

// The iota form modern XLA prints: "[G,S]<=[d0,d1,...]" optionally followed
// by "T(p0,p1,...)". The ids 0..prod(d)-1 are laid out with dimensions d,
// transposed by the permutation p, flattened, and cut into G groups of S.
absl::Status ParseIotaReplicaGroups(HloLexer& lexer, std::vector<ReplicaGroup>* groups) {
  lexer.Peek();
  size_t shape_offset = lexer.offset();
  std::vector<int64_t> shape;
  RETURN_IF_ERROR(ParseBracketedInts(lexer, "iota replica_groups shape", &shape));
  if (shape.size() != 2) {
    return lexer.ErrorAt(shape_offset,
                         absl::StrCat("iota replica_groups shape must be [groups,group_size], "
                                      "found ", shape.size(), " dimensions"));
  }
  ASSIGN_OR_RETURN(int64_t shape_ids,
                   IotaProduct(lexer, shape_offset, "iota replica_groups sizes", shape));
  if (!lexer.TryConsume("<=")) {
    return lexer.ExpectedError("'<=' in iota replica_groups");
  }
  lexer.Peek();
  size_t dims_offset = lexer.offset();
  std::vector<int64_t> dims;
  RETURN_IF_ERROR(ParseBracketedInts(lexer, "iota replica_groups dimensions", &dims));
  ASSIGN_OR_RETURN(int64_t dims_ids,
                   IotaProduct(lexer, dims_offset, "iota replica_groups dimensions", dims));
  if (dims_ids != shape_ids) {
    return lexer.ErrorAt(dims_offset,
                         absl::StrCat("iota replica_groups dimensions hold ", dims_ids,
                                      " ids but the groups [", shape[0], ",", shape[1],
                                      "] need ", shape_ids));
  }
  std::vector<int64_t> perm;
  lexer.Peek();
  size_t perm_offset = lexer.offset();
  if (lexer.TryConsumeKeyword("T")) {
    RETURN_IF_ERROR(lexer.Expect("("));
    do {
      ASSIGN_OR_RETURN(int64_t axis, lexer.LexInt64("a transpose dimension"));
      perm.push_back(axis);
    } while (lexer.TryConsume(","));
    if (!lexer.TryConsume(")")) {
      return lexer.ExpectedError("',' or ')' in iota replica_groups transpose");
    }
    std::vector<bool> seen(dims.size(), false);
    bool valid = perm.size() == dims.size();
    for (int64_t axis : perm) {
      if (!valid) break;
      if (axis < 0 || axis >= static_cast<int64_t>(dims.size()) || seen[axis]) {
        valid = false;
      } else {
        seen[axis] = true;
      }
    }
    if (!valid) {
      return lexer.ErrorAt(perm_offset,
                           absl::StrCat("iota replica_groups transpose T(",
                                        absl::StrJoin(perm, ","),
                                        ") is not a permutation of the ", dims.size(),
                                        " dimensions"));
    }
  } else {
    for (size_t i = 0; i < dims.size(); ++i) perm.push_back(static_cast<int64_t>(i));
  }

  // Row-major strides of the untransposed iota, then walk the transposed
  // array in row-major order with a mixed-radix counter.
  const size_t rank = dims.size();
  std::vector<int64_t> strides(rank, 1);
  for (size_t i = rank; i-- > 1;) strides[i - 1] = strides[i] * dims[i];
  std::vector<int64_t> index(rank, 0);  // index into the transposed dims
  groups->clear();
  groups->reserve(shape[0]);
  for (int64_t g = 0; g < shape[0]; ++g) {
    ReplicaGroup& group = groups->emplace_back();
    for (int64_t s = 0; s < shape[1]; ++s) {
      int64_t id = 0;
      for (size_t i = 0; i < rank; ++i) id += index[i] * strides[perm[i]];
      group.add_replica_ids(id);
      for (size_t i = rank; i-- > 0;) {
        if (++index[i] < dims[perm[i]]) break;
        index[i] = 0;
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace

// Accepts both the explicit "{{0,1},{2,3}}" form and XLA's iota form
// "[2,2]<=[4]" / "[2,2]<=[2,2]T(1,0)" (expanded into explicit groups). Print
// always writes the explicit form, which every XLA version reads.
absl::Status ReplicaGroups::Parse(HloLexer& lexer, AttributeNameResolver& resolver,
                                  Value* groups) {
  groups->clear();
  if (lexer.Peek() == '[') return ParseIotaReplicaGroups(lexer, groups);
  return ParseBracedList(lexer, "replica_groups", [&]() -> absl::Status {
    return IntList::Parse(lexer, resolver, groups->emplace_back().mutable_replica_ids());
  });
}

std::string Pairs::Print(const Value& pairs) {
  return absl::StrCat("{",
                      absl::StrJoin(pairs, ",",
                                    [](std::string* out, const std::pair<int64_t, int64_t>& p) {
                                      absl::StrAppend(out, "{", p.first, ",", p.second, "}");
                                    }),
                      "}");
}
absl::Status Pairs::Parse(HloLexer& lexer, AttributeNameResolver& resolver, Value* pairs) {
  pairs->clear();
  return ParseBracedList(lexer, "source_target_pairs", [&]() -> absl::Status {
    size_t start = lexer.offset();
    std::vector<int64_t> pair;
    RETURN_IF_ERROR(IntList::Parse(lexer, resolver, &pair));
    if (pair.size() != 2) {
      return lexer.ErrorAt(start, absl::StrCat("expected a {source,target} pair, found ",
                                               pair.size(), " numbers"));
    }
    pairs->push_back({pair[0], pair[1]});
    return absl::OkStatus();
  });
}

std::string ShapeValue::Print(const Value& shape) { return shape.ToString(true); }
absl::Status ShapeValue::Parse(HloLexer& lexer, AttributeNameResolver&, Value* shape) {
  absl::string_view rest = lexer.Rest();
  size_t consumed = 0, error_offset = 0;
  absl::StatusOr<Shape> parsed = ParseShapePrefix(rest, &consumed, &error_offset);
  if (!parsed.ok()) {
    return lexer.ErrorAt(lexer.offset() + error_offset, parsed.status().message());
  }
  lexer.Advance(consumed);
  *shape = *std::move(parsed);
  return absl::OkStatus();
}

std::string Opaque::Print(const Value& text) { return absl::StrCat("{", text, "}"); }
absl::Status Opaque::Parse(HloLexer& lexer, AttributeNameResolver&, Value* text) {
  ASSIGN_OR_RETURN(*text, lexer.LexBracedText("a braced value"));
  return absl::OkStatus();
}

std::string Verbatim::Print(const Value& text) { return text; }
absl::Status Verbatim::Parse(HloLexer& lexer, AttributeNameResolver&, Value* text) {
  char next = lexer.Peek();
  if (next == '{') {
    ASSIGN_OR_RETURN(std::string inner, lexer.LexBracedText("a braced value"));
    *text = absl::StrCat("{", inner, "}");
  } else if (next == '"') {
    ASSIGN_OR_RETURN(std::string inner, lexer.LexString("a string"));
    *text = absl::StrCat("\"", absl::CEscape(inner), "\"");
  } else {
    absl::string_view word = lexer.TryLexWord();
    if (word.empty()) return lexer.Error("expected a value");
    *text = std::string(word);
  }
  return absl::OkStatus();
}

std::string LiteralText::Print(const Value& text) { return text; }
namespace {

// One array literal, `shape values`.
absl::StatusOr<Literal> ParseArrayLiteral(HloLexer& lexer) {
  absl::string_view rest = lexer.Rest();
  size_t shape_length = 0, value_length = 0, error_offset = 0;
  absl::StatusOr<Shape> shape = ParseShapePrefix(rest, &shape_length, &error_offset);
  if (!shape.ok()) return lexer.ErrorAt(lexer.offset() + error_offset, shape.status().message());
  absl::StatusOr<Literal> literal = ParseLiteralValuePrefix(rest.substr(shape_length), *shape,
                                                            &value_length, &error_offset);
  if (!literal.ok()) {
    return lexer.ErrorAt(lexer.offset() + shape_length + error_offset,
                         literal.status().message());
  }
  lexer.Advance(shape_length + value_length);
  return *std::move(literal);
}

}  // namespace

// An array literal, or XLA's tuple literal `(element, ...)` whose elements
// are literals themselves: nested tuples are a stack of open ones, not
// recursion.
absl::Status LiteralText::Parse(HloLexer& lexer, AttributeNameResolver&, Value* text) {
  std::vector<std::vector<Literal>> open;
  while (true) {
    Literal element;
    if (lexer.TryConsume("(")) {
      if (!lexer.TryConsume(")")) {
        open.emplace_back();
        continue;
      }
      element = Literal::MakeTuple({});
    } else {
      ASSIGN_OR_RETURN(element, ParseArrayLiteral(lexer));
    }
    // Close every tuple that ends after this element.
    while (true) {
      if (open.empty()) {
        *text = element.ToString();
        return absl::OkStatus();
      }
      open.back().push_back(std::move(element));
      if (lexer.TryConsume(",")) break;
      RETURN_IF_ERROR(lexer.Expect(")"));
      element = Literal::MakeTuple(std::move(open.back()));
      open.pop_back();
    }
  }
}

// --- References ---------------------------------------------------------------

std::string ComputationRef::Print(const Value& computation) {
  return absl::StrCat("%", computation != nullptr ? computation->name() : "<null>");
}
absl::Status ComputationRef::Parse(HloLexer& lexer, AttributeNameResolver& resolver,
                                   Value* computation) {
  size_t start = lexer.offset();
  lexer.Peek();
  start = lexer.offset();
  if (lexer.Peek() == '{') {
    ASSIGN_OR_RETURN(*computation, resolver.ParseInlineComputation(lexer, start));
    return absl::OkStatus();
  }
  ASSIGN_OR_RETURN(std::string name, lexer.LexName("a computation name"));
  ASSIGN_OR_RETURN(*computation, resolver.FindComputation(name, start));
  return absl::OkStatus();
}

std::string ComputationList::Print(const Value& computations) {
  return JoinComputationNames(computations);
}
absl::Status ComputationList::Parse(HloLexer& lexer, AttributeNameResolver& resolver,
                                    Value* computations) {
  computations->clear();
  return ParseBracedList(lexer, "a computation list", [&]() -> absl::Status {
    return ComputationRef::Parse(lexer, resolver, &computations->emplace_back());
  });
}

std::string InstructionList::Print(const Value& instructions) {
  return absl::StrCat("{",
                      absl::StrJoin(instructions, ", ",
                                    [](std::string* out, const HloInstruction* i) {
                                      absl::StrAppend(out, "%", i->name());
                                    }),
                      "}");
}
absl::Status InstructionList::Parse(HloLexer& lexer, AttributeNameResolver& resolver,
                                    Value* instructions) {
  instructions->clear();
  return ParseBracedList(lexer, "an instruction list", [&]() -> absl::Status {
    lexer.Peek();
    size_t start = lexer.offset();
    ASSIGN_OR_RETURN(std::string name, lexer.LexName("an instruction name"));
    ASSIGN_OR_RETURN(HloInstruction * instruction, resolver.FindInstruction(name, start));
    instructions->push_back(instruction);
    return absl::OkStatus();
  });
}

// --- Enumerations -------------------------------------------------------------

const std::vector<EnumName<ComparisonDirection>>& ComparisonDirectionNames() {
  static const auto* names = new std::vector<EnumName<ComparisonDirection>>{
      {ComparisonDirection::kEq, "EQ"}, {ComparisonDirection::kNe, "NE"},
      {ComparisonDirection::kGe, "GE"}, {ComparisonDirection::kGt, "GT"},
      {ComparisonDirection::kLe, "LE"}, {ComparisonDirection::kLt, "LT"}};
  return *names;
}

const std::vector<EnumName<ComparisonType>>& ComparisonTypeNames() {
  static const auto* names = new std::vector<EnumName<ComparisonType>>{
      {ComparisonType::kFloat, "FLOAT"},
      {ComparisonType::kFloatTotalOrder, "TOTALORDER"},
      {ComparisonType::kSigned, "SIGNED"},
      {ComparisonType::kUnsigned, "UNSIGNED"}};
  return *names;
}

const std::vector<EnumName<FftType>>& FftTypeNames() {
  static const auto* names = new std::vector<EnumName<FftType>>{
      {FFT, "FFT"}, {IFFT, "IFFT"}, {RFFT, "RFFT"}, {IRFFT, "IRFFT"}};
  return *names;
}

const std::vector<EnumName<RandomDistribution>>& DistributionNames() {
  static const auto* names = new std::vector<EnumName<RandomDistribution>>{
      {RNG_UNIFORM, "rng_uniform"}, {RNG_NORMAL, "rng_normal"}};
  return *names;
}

const std::vector<EnumName<RandomAlgorithm>>& RngAlgorithmNames() {
  static const auto* names = new std::vector<EnumName<RandomAlgorithm>>{
      {RNG_DEFAULT, "rng_default"}, {RNG_THREE_FRY, "rng_three_fry"}, {RNG_PHILOX, "rng_philox"}};
  return *names;
}

const std::vector<EnumName<TriangularSolveOptions::Transpose>>& TransposeNames() {
  static const auto* names = new std::vector<EnumName<TriangularSolveOptions::Transpose>>{
      {TriangularSolveOptions::NO_TRANSPOSE, "NO_TRANSPOSE"},
      {TriangularSolveOptions::TRANSPOSE, "TRANSPOSE"},
      {TriangularSolveOptions::ADJOINT, "ADJOINT"}};
  return *names;
}

const std::vector<EnumName<FusionKind>>& FusionKindNames() {
  static const auto* names = new std::vector<EnumName<FusionKind>>{
      {FusionKind::kLoop, "kLoop"},
      {FusionKind::kInput, "kInput"},
      {FusionKind::kOutput, "kOutput"},
      {FusionKind::kCustom, "kCustom"}};
  return *names;
}

const std::vector<EnumName<int64_t>>& CustomCallApiVersionNames() {
  static const auto* names = new std::vector<EnumName<int64_t>>{
      {0, "API_VERSION_UNSPECIFIED"},
      {1, "API_VERSION_ORIGINAL"},
      {2, "API_VERSION_STATUS_RETURNING"},
      {3, "API_VERSION_STATUS_RETURNING_UNIFIED"},
      {4, "API_VERSION_TYPED_FFI"}};
  return *names;
}

const std::vector<EnumName<PrecisionConfig::Algorithm>>& DotAlgorithmNames() {
  using A = PrecisionConfig;
  static const auto* names = new std::vector<EnumName<A::Algorithm>>{
      {A::ALG_UNSET, "unset"},
      {A::ALG_DOT_ANY_F8_ANY_F8_F32, "dot_any_f8_any_f8_f32"},
      {A::ALG_DOT_ANY_F8_ANY_F8_F32_FAST_ACCUM, "dot_any_f8_any_f8_f32_fast_accum"},
      {A::ALG_DOT_F16_F16_F16, "dot_f16_f16_f16"},
      {A::ALG_DOT_F16_F16_F32, "dot_f16_f16_f32"},
      {A::ALG_DOT_BF16_BF16_BF16, "dot_bf16_bf16_bf16"},
      {A::ALG_DOT_BF16_BF16_F32, "dot_bf16_bf16_f32"},
      {A::ALG_DOT_BF16_BF16_F32_X3, "dot_bf16_bf16_f32_x3"},
      {A::ALG_DOT_BF16_BF16_F32_X6, "dot_bf16_bf16_f32_x6"},
      {A::ALG_DOT_BF16_BF16_F32_X9, "dot_bf16_bf16_f32_x9"},
      {A::ALG_DOT_TF32_TF32_F32, "dot_tf32_tf32_f32"},
      {A::ALG_DOT_TF32_TF32_F32_X3, "dot_tf32_tf32_f32_x3"},
      {A::ALG_DOT_F32_F32_F32, "dot_f32_f32_f32"},
      {A::ALG_DOT_F64_F64_F64, "dot_f64_f64_f64"}};
  return *names;
}

}  // namespace xla::attribute_codecs
