#include "axle/literal/literal_comparison.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/base/status_macros.h"
#include "axle/literal/convert_element.h"
#include "axle/literal/literal_text.h"

namespace xla {
namespace {

// One real component under the Near rule; `detail` explains a failure.
bool RealNear(double expected, double actual, const ErrorSpec& spec, std::string* detail) {
  if (std::isnan(expected) || std::isnan(actual)) {
    return std::isnan(expected) && std::isnan(actual);
  }
  if (std::isinf(expected) || std::isinf(actual)) return expected == actual;
  double abs_error = std::fabs(actual - expected);
  double rel_error = expected != 0 ? abs_error / std::fabs(expected)
                     : abs_error == 0 ? 0
                                      : std::numeric_limits<double>::infinity();
  if (abs_error > spec.abs && rel_error > spec.rel) {
    *detail = absl::StrCat("abs error ", abs_error, " > ", spec.abs, " and rel error ",
                           rel_error, " > ", spec.rel);
    return false;
  }
  return true;
}

template <typename T>
bool BitwiseEqual(T a, T b) {
  if constexpr (kIsComplex<T>) {
    return BitwiseEqual(a.real(), b.real()) && BitwiseEqual(a.imag(), b.imag());
  } else if constexpr (kIsFloating<T>) {
    if (std::isnan(convert_internal::ToDouble(a)) && std::isnan(convert_internal::ToDouble(b))) {
      return true;
    }
    return std::memcmp(&a, &b, sizeof(T)) == 0;
  } else {
    return a == b;
  }
}

// `spec` null: exact comparison.
template <typename T>
bool ElementMatches(T expected, T actual, const ErrorSpec* spec, std::string* detail) {
  if constexpr (kIsComplex<T>) {
    if (spec == nullptr) return BitwiseEqual(expected, actual);
    std::string part;
    if (!RealNear(expected.real(), actual.real(), *spec, &part)) {
      *detail = absl::StrCat("real part: ", part);
      return false;
    }
    if (!RealNear(expected.imag(), actual.imag(), *spec, &part)) {
      *detail = absl::StrCat("imaginary part: ", part);
      return false;
    }
    return true;
  } else if constexpr (kIsFloating<T>) {
    if (spec == nullptr) return BitwiseEqual(expected, actual);
    return RealNear(convert_internal::ToDouble(expected), convert_internal::ToDouble(actual),
                    *spec, detail);
  } else {
    return expected == actual;
  }
}

std::string WhereText(const ShapeIndex& where) {
  if (where.empty()) return "";
  return absl::StrCat(" in tuple element {", absl::StrJoin(where, ","), "}");
}

absl::Status CompareArrays(const Literal& expected, const Literal& actual, const ErrorSpec* spec,
                           const ShapeIndex& where) {
  const Shape& shape = expected.shape();
  return PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) -> absl::Status {
    using T = typename decltype(tag)::type;
    absl::Span<const T> e = expected.data<T>();
    absl::Span<const T> a = actual.data<T>();
    int64_t mismatches = 0;
    std::vector<int64_t> first_index;
    std::string first_detail;
    ShapeUtil::ForEachIndex(shape, [&](absl::Span<const int64_t> index) {
      T ev = e[IndexUtil::MultidimensionalIndexToLinearIndex(shape, index)];
      T av = a[IndexUtil::MultidimensionalIndexToLinearIndex(actual.shape(), index)];
      std::string detail;
      if (!ElementMatches(ev, av, spec, &detail)) {
        if (mismatches == 0) {
          first_index.assign(index.begin(), index.end());
          first_detail = absl::StrCat("expected ", ElementToString(ev), ", actual ",
                                      ElementToString(av));
          if (!detail.empty()) absl::StrAppend(&first_detail, " (", detail, ")");
        }
        ++mismatches;
      }
      return true;
    });
    if (mismatches == 0) return absl::OkStatus();
    std::string tolerance =
        spec == nullptr ? "exact" : absl::StrCat("abs ", spec->abs, ", rel ", spec->rel);
    return InvalidArgument("literals differ", WhereText(where), " (", tolerance, "): ",
                           mismatches, " of ", ShapeUtil::ElementsIn(shape),
                           " elements mismatch; first at index {",
                           absl::StrJoin(first_index, ","), "}: ", first_detail);
  });
}

absl::Status Compare(const Literal& expected, const Literal& actual, const ErrorSpec* spec,
                     ShapeIndex* where) {
  if (!ShapeUtil::Compatible(expected.shape(), actual.shape())) {
    return InvalidArgument("literal shapes differ", WhereText(*where), ": expected ",
                           expected.shape().ToString(), ", actual ", actual.shape().ToString());
  }
  if (expected.shape().IsTuple()) {
    for (int64_t i = 0; i < expected.tuple_element_count(); ++i) {
      where->push_back(i);
      RETURN_IF_ERROR(Compare(expected.tuple_element(i), actual.tuple_element(i), spec, where));
      where->pop_back();
    }
    return absl::OkStatus();
  }
  if (!expected.shape().IsArray()) return absl::OkStatus();  // tokens
  return CompareArrays(expected, actual, spec, *where);
}

}  // namespace

absl::Status LiteralEqual(const Literal& expected, const Literal& actual) {
  ShapeIndex where;
  return Compare(expected, actual, nullptr, &where);
}

absl::Status LiteralNear(const Literal& expected, const Literal& actual, const ErrorSpec& error) {
  ShapeIndex where;
  return Compare(expected, actual, &error, &where);
}

}  // namespace xla
