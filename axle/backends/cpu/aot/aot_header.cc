#include "axle/backends/cpu/aot/aot_header.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "axle/base/checked_math.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"

namespace xla::cpu {
namespace {

// A C++ string literal's contents.
std::string Escaped(absl::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// Element strides of `shape`'s dimensions in its layout (row-major without
// one).
std::vector<int64_t> ElementStrides(const Shape& shape) {
  if (!shape.has_layout() || shape.layout().minor_to_major_size() != shape.rank()) {
    return RowMajorStrides(shape.dimensions());
  }
  std::vector<int64_t> strides(shape.rank(), 0);
  // An empty array's strides are 0 (see RowMajorStrides).
  if (ShapeUtil::ElementsIn(shape) == 0) return strides;
  int64_t stride = 1;
  for (int64_t dimension : shape.layout().minor_to_major()) {
    strides[dimension] = stride;
    stride *= shape.dimensions(dimension);
  }
  return strides;
}

// "std::size_t dim0, std::size_t dim1" and "dim0 * 3 + dim1 * 1" (LinearIndex).
std::string IndexParameters(const Shape& shape) {
  std::vector<std::string> parameters;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    parameters.push_back(absl::StrCat("std::size_t dim", d));
  }
  return absl::StrJoin(parameters, ", ");
}
std::string LinearIndex(const Shape& shape) {
  std::vector<int64_t> strides = ElementStrides(shape);
  std::vector<std::string> terms;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    terms.push_back(absl::StrCat("dim", d, " * ", strides[d]));
  }
  return terms.empty() ? "0" : absl::StrJoin(terms, " + ");
}

// The data pointer and element accessors of one argument or result:
// `prefix` "arg0" / "result1" / "arg_x"; `data` the expression of its bytes.
void AppendAccessors(std::string& out, absl::string_view prefix, const std::string& type,
                     const Shape& shape, absl::string_view data) {
  absl::StrAppend(&out, "  ", type, "* ", prefix, "_data() { return static_cast<", type, "*>(",
                  data, "); }\n");
  absl::StrAppend(&out, "  const ", type, "* ", prefix, "_data() const { return static_cast<const ",
                  type, "*>(", data, "); }\n");
  const std::string parameters = IndexParameters(shape);
  const std::string index = LinearIndex(shape);
  absl::StrAppend(&out, "  ", type, "& ", prefix, "(", parameters, ") { return ", prefix,
                  "_data()[", index, "]; }\n");
  absl::StrAppend(&out, "  const ", type, "& ", prefix, "(", parameters, ") const { return ",
                  prefix, "_data()[", index, "]; }\n");
}

std::string SizeList(const std::vector<AotBuffer>& buffers, int64_t AotBuffer::*field) {
  std::vector<std::string> values;
  for (const AotBuffer& buffer : buffers) values.push_back(absl::StrCat(buffer.*field));
  values.push_back("0");  // never an empty array
  return absl::StrJoin(values, ", ");
}

// AotElementType of `buffer`, argument or result `i`.
absl::StatusOr<std::string> StorageType(const AotBuffer& buffer, absl::string_view what,
                                        size_t i) {
  std::string type = AotElementType(buffer.shape.element_type());
  if (type.empty()) {
    return InvalidArgument(what, " ", i, " has no C++ element type (", buffer.shape.ToString(),
                           ")");
  }
  return type;
}

}  // namespace

std::string AotElementType(PrimitiveType type) {
  switch (type) {
    case PRED:
      return "bool";
    case S8:
    case S1:
    case S2:
    case S4:
      return "std::int8_t";
    case S16:
      return "std::int16_t";
    case S32:
      return "std::int32_t";
    case S64:
      return "std::int64_t";
    case U8:
    case U1:
    case U2:
    case U4:
      return "std::uint8_t";
    case U16:
      return "std::uint16_t";
    case U32:
      return "std::uint32_t";
    case U64:
      return "std::uint64_t";
    case F16:
    case BF16:
      return "std::uint16_t";  // the bits; C++17 has no 16-bit float
    case F32:
      return "float";
    case F64:
      return "double";
    case C64:
      return "std::complex<float>";
    case C128:
      return "std::complex<double>";
    case F8E5M2:
    case F8E4M3:
    case F8E3M4:
    case F8E4M3FN:
    case F8E4M3FNUZ:
    case F8E5M2FNUZ:
    case F8E4M3B11FNUZ:
    case F4E2M1FN:
    case F8E8M0FNU:
      return "std::uint8_t";  // the bits
    default:
      return "";
  }
}

absl::StatusOr<std::string> GenerateAotHeader(const AotMetadata& metadata,
                                              absl::string_view cpp_class,
                                              absl::string_view entry_point) {
  std::vector<std::string> names = absl::StrSplit(cpp_class, "::");
  if (names.empty() || names.back().empty()) {
    return InvalidArgument("'", cpp_class, "' is not a C++ class name");
  }
  const std::string class_name = names.back();
  names.pop_back();
  std::string guard = absl::AsciiStrToUpper(absl::StrCat(entry_point, "_AXLE_AOT_H_"));
  const int64_t buffer_count = static_cast<int64_t>(metadata.allocation_kinds.size());

  std::string out;
  absl::StrAppend(&out, "// Generated by `axle compile` from HLO module ", metadata.module_name,
                  ": do not edit.\n//\n// Program shape: ", metadata.program_shape,
                  "\n//\n// Link the object file compiled with this header (`axle compile "
                  "--print_link_flags`\n// prints anything else it needs). Buffers are ",
                  "aligned to kAlignment bytes;\n// arrays are in the layout of the program "
                  "shape (row-major by default).\n");
  absl::StrAppend(&out, "#ifndef ", guard, "\n#define ", guard, "\n\n");
  absl::StrAppend(&out,
                  "#include <complex>\n#include <cstddef>\n#include <cstdint>\n#include "
                  "<cstdlib>\n#include <string>\n\n#include "
                  "\"axle/aot_runtime/run_context.h\"\n\n");
  absl::StrAppend(&out, "extern \"C\" std::int32_t ", entry_point,
                  "(void* ctx, void** buffer_table);\n\n");
  for (const std::string& name : names) absl::StrAppend(&out, "namespace ", name, " {\n");
  if (!names.empty()) out += "\n";

  absl::StrAppend(&out, "class ", class_name, " {\n public:\n");
  out += R"cc(  enum class AllocMode {
    ARGS_RESULTS_PROFILES_AND_TEMPS,  // the class allocates every buffer
    RESULTS_PROFILES_AND_TEMPS_ONLY,  // the caller sets every argument's buffer
  };

)cc";
  absl::StrAppend(&out, "  static constexpr std::size_t kAlignment = 64;\n",
                  "  static constexpr int kNumArgs = ", metadata.arguments.size(), ";\n",
                  "  static constexpr int kNumResults = ", metadata.results.size(), ";\n",
                  "  static constexpr int kNumBuffers = ", buffer_count, ";\n",
                  "  static constexpr std::size_t kTempSize = ", metadata.temp_size, ";\n");
  for (size_t i = 0; i < metadata.arguments.size(); ++i) {
    absl::StrAppend(&out, "  static constexpr std::size_t kArg", i,
                    "Size = ", metadata.arguments[i].size, ";\n");
  }
  for (size_t i = 0; i < metadata.results.size(); ++i) {
    absl::StrAppend(&out, "  static constexpr std::size_t kResult", i,
                    "Size = ", metadata.results[i].size, ";\n");
  }
  absl::StrAppend(&out, "  static constexpr const char* kProgramShape = \"",
                  Escaped(metadata.program_shape), "\";\n",
                  "  static constexpr const char* kEntryPoint = \"", entry_point, "\";\n\n");
  // Buffer kinds: 0 none (constants), 1 argument, 2 result or temp.
  std::vector<std::string> kinds, sizes;
  for (int64_t i = 0; i < buffer_count; ++i) {
    AotAllocationKind kind = metadata.allocation_kinds[i];
    kinds.push_back(kind == AotAllocationKind::kConstant   ? "0"
                    : kind == AotAllocationKind::kArgument ? "1"
                                                           : "2");
    sizes.push_back(absl::StrCat(metadata.allocation_sizes[i]));
  }
  kinds.push_back("0");
  sizes.push_back("0");

  absl::StrAppend(&out, "  explicit ", class_name,
                  "(AllocMode mode = AllocMode::ARGS_RESULTS_PROFILES_AND_TEMPS) {\n");
  out += R"cc(    for (int i = 0; i <= kNumBuffers; ++i) {
      buffers_[i] = nullptr;
      owned_[i] = nullptr;
      const bool allocate =
          kBufferKinds_[i] == 2 ||
          (kBufferKinds_[i] == 1 && mode == AllocMode::ARGS_RESULTS_PROFILES_AND_TEMPS);
      if (!allocate) continue;
      const std::size_t bytes = kBufferSizes_[i] == 0
                                    ? kAlignment
                                    : (kBufferSizes_[i] + kAlignment - 1) / kAlignment * kAlignment;
      owned_[i] = std::aligned_alloc(kAlignment, bytes);
      buffers_[i] = owned_[i];
    }
  }
)cc";
  absl::StrAppend(&out, "  ~", class_name, "() {\n",
                  "    for (int i = 0; i <= kNumBuffers; ++i) std::free(owned_[i]);\n  }\n");
  absl::StrAppend(&out, "  ", class_name, "(const ", class_name, "&) = delete;\n  ", class_name,
                  "& operator=(const ", class_name, "&) = delete;\n\n");
  out += R"cc(  // Runs the computation on the argument buffers, writing the result
  // buffers. False on failure, with error_msg() saying why.
  bool Run() {
    for (int i = 0; i < kNumBuffers; ++i) {
      if (kBufferKinds_[i] != 0 && buffers_[i] == nullptr) {
        error_msg_ = kBufferKinds_[i] == 1
                         ? "an argument has no buffer: set it with set_argN_data()"
                         : "out of memory for the result and temp buffers";
        return false;
      }
    }
    ::xla::aot::RunContext context(max_threads_, rng_seed_);
)cc";
  absl::StrAppend(&out, "    const std::int32_t status = ", entry_point,
                  "(&context, buffers_);\n");
  out += R"cc(    if (status != 0 || context.failed()) {
      error_msg_ = context.error_message();
      if (error_msg_.empty()) error_msg_ = "the computation failed";
      return false;
    }
    error_msg_.clear();
    return true;
  }
  // Why the last Run() failed ("" after a success).
  const std::string& error_msg() const { return error_msg_; }

  // Threads a run may use (1, the default: the caller's only).
  void set_max_threads(int threads) { max_threads_ = threads < 1 ? 1 : threads; }
  // The seed of the rng ops' stream (42 by default, as the JIT's).
  void set_rng_seed(std::uint64_t seed) { rng_seed_ = seed; }

  static constexpr std::size_t ArgSize(int index) { return kArgSizes_[index]; }
  static constexpr std::size_t ResultSize(int index) { return kResultSizes_[index]; }
  void* arg_data(int index) { return buffers_[kArgBuffers_[index]]; }
  void* result_data(int index) {
    return static_cast<char*>(buffers_[kResultBuffers_[index]]) + kResultOffsets_[index];
  }

)cc";
  // Arguments.
  for (size_t i = 0; i < metadata.arguments.size(); ++i) {
    const AotBuffer& argument = metadata.arguments[i];
    ASSIGN_OR_RETURN(const std::string type, StorageType(argument, "argument", i));
    absl::StrAppend(&out, "  // Argument ", i, ": ", argument.shape.ToString(true), "\n");
    absl::StrAppend(&out, "  void set_arg", i, "_data(const void* data) { buffers_[",
                    argument.allocation, "] = const_cast<void*>(data); }\n");
    AppendAccessors(out, absl::StrCat("arg", i), type, argument.shape,
                    absl::StrCat("buffers_[", argument.allocation, "]"));
    if (!argument.name.empty()) {
      const std::string prefix = absl::StrCat("arg_", argument.name);
      absl::StrAppend(&out, "  void set_", prefix, "_data(const void* data) { set_arg", i,
                      "_data(data); }\n");
      AppendAccessors(out, prefix, type, argument.shape,
                      absl::StrCat("buffers_[", argument.allocation, "]"));
    }
    out += "\n";
  }
  // Results.
  for (size_t i = 0; i < metadata.results.size(); ++i) {
    const AotBuffer& result = metadata.results[i];
    ASSIGN_OR_RETURN(const std::string type, StorageType(result, "result", i));
    absl::StrAppend(&out, "  // Result ", i, " (leaf {", absl::StrJoin(result.index, ","),
                    "}): ", result.shape.ToString(true), "\n");
    AppendAccessors(out, absl::StrCat("result", i), type, result.shape,
                    absl::StrCat("static_cast<void*>(static_cast<char*>(buffers_[",
                                 result.allocation, "]) + ", result.offset, ")"));
    out += "\n";
  }
  std::vector<std::string> arg_buffers, result_buffers;
  for (const AotBuffer& argument : metadata.arguments) {
    arg_buffers.push_back(absl::StrCat(argument.allocation));
  }
  for (const AotBuffer& result : metadata.results) {
    result_buffers.push_back(absl::StrCat(result.allocation));
  }
  arg_buffers.push_back("0");
  result_buffers.push_back("0");
  absl::StrAppend(
      &out, " private:\n",
      "  static constexpr int kBufferKinds_[kNumBuffers + 1] = {", absl::StrJoin(kinds, ", "),
      "};\n", "  static constexpr std::size_t kBufferSizes_[kNumBuffers + 1] = {",
      absl::StrJoin(sizes, ", "), "};\n",
      "  static constexpr std::size_t kArgSizes_[kNumArgs + 1] = {",
      SizeList(metadata.arguments, &AotBuffer::size), "};\n",
      "  static constexpr std::size_t kResultSizes_[kNumResults + 1] = {",
      SizeList(metadata.results, &AotBuffer::size), "};\n",
      "  static constexpr int kArgBuffers_[kNumArgs + 1] = {", absl::StrJoin(arg_buffers, ", "),
      "};\n", "  static constexpr int kResultBuffers_[kNumResults + 1] = {",
      absl::StrJoin(result_buffers, ", "), "};\n",
      "  static constexpr std::size_t kResultOffsets_[kNumResults + 1] = {",
      SizeList(metadata.results, &AotBuffer::offset), "};\n\n",
      "  void* buffers_[kNumBuffers + 1];\n  void* owned_[kNumBuffers + 1];\n",
      "  int max_threads_ = 1;\n  std::uint64_t rng_seed_ = 42;\n",
      "  std::string error_msg_;\n};\n");
  if (!names.empty()) out += "\n";
  for (auto it = names.rbegin(); it != names.rend(); ++it) {
    absl::StrAppend(&out, "}  // namespace ", *it, "\n");
  }
  absl::StrAppend(&out, "\n#endif  // ", guard, "\n");
  return out;
}

}  // namespace xla::cpu
