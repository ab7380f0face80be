#include "axle/hlo/stack_frame_text.h"

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"

namespace xla {
namespace {

// One "key=int" field of a table row and the row it must refer into:
// `limit` rows of `table` exist, so ids 1..limit are valid; no check
// without a table.
struct RowField {
  absl::string_view key;
  int64_t* value;
  int64_t limit = 0;
  absl::string_view table;
};

// The rows of one table: "N ..." while the text continues with a digit. The
// row number must be the next id; `row` parses the rest of the row.
template <typename F>
absl::Status ParseRows(HloLexer& lexer, absl::string_view table, F row) {
  int64_t expected = 1;
  while (absl::ascii_isdigit(lexer.Peek())) {
    size_t number_offset = lexer.offset();
    ASSIGN_OR_RETURN(int64_t number, lexer.LexInt64("a row number"));
    if (number != expected) {
      return lexer.ErrorAt(number_offset,
                           absl::StrCat("row ", expected, " of ", table, " is numbered ", number));
    }
    RETURN_IF_ERROR(row());
    ++expected;
  }
  return absl::OkStatus();
}

// "{key=int key=int ...}": every field once, in any order, separated by
// spaces or commas; each id checked against its table.
absl::Status ParseRowFields(HloLexer& lexer, absl::string_view table,
                            std::vector<RowField> fields) {
  lexer.Peek();
  size_t open_offset = lexer.offset();
  RETURN_IF_ERROR(lexer.Expect("{"));
  std::vector<bool> seen(fields.size(), false);
  while (!lexer.TryConsume("}")) {
    lexer.TryConsume(",");
    size_t key_offset = lexer.offset();
    absl::string_view key = lexer.TryLexWord();
    if (key.empty()) return lexer.ExpectedError(absl::StrCat("a field of ", table, " or '}'"));
    size_t i = 0;
    while (i < fields.size() && fields[i].key != key) ++i;
    if (i == fields.size()) {
      return lexer.ErrorAt(key_offset, absl::StrCat("unknown field '", key, "' in ", table));
    }
    if (seen[i]) {
      return lexer.ErrorAt(key_offset, absl::StrCat("field '", key, "' given twice in ", table));
    }
    seen[i] = true;
    RETURN_IF_ERROR(lexer.Expect("="));
    lexer.Peek();
    size_t value_offset = lexer.offset();
    ASSIGN_OR_RETURN(*fields[i].value, lexer.LexInt64(key));
    const RowField& field = fields[i];
    if (!field.table.empty()) {
      if (*field.value < 1 || *field.value > field.limit) {
        return lexer.ErrorAt(
            value_offset, absl::StrCat(key, " ", *field.value, " in ", table, " names no row of ",
                                       field.table, " (it has ", field.limit, ")"));
      }
    }
  }
  for (size_t i = 0; i < fields.size(); ++i) {
    if (!seen[i]) {
      return lexer.ErrorAt(open_offset,
                           absl::StrCat("a row of ", table, " lacks '", fields[i].key, "'"));
    }
  }
  return absl::OkStatus();
}

absl::Status ParseNameRows(HloLexer& lexer, absl::string_view table,
                           std::vector<std::string>* names) {
  return ParseRows(lexer, table, [&]() -> absl::Status {
    ASSIGN_OR_RETURN(std::string name, lexer.LexString(absl::StrCat("a name in ", table)));
    names->push_back(std::move(name));
    return absl::OkStatus();
  });
}

absl::Status ExpectTitle(HloLexer& lexer, absl::string_view title) {
  if (lexer.TryConsumeKeyword(title)) return absl::OkStatus();
  return lexer.ExpectedError(absl::StrCat("the '", title, "' table"));
}

}  // namespace

absl::Status ParseStackFrameTables(HloLexer& lexer, StackFrameIndex* index) {
  // "FileNames" could also begin a computation named so: the tables follow
  // the title with a row or the next title, a computation with '(' or '{'.
  size_t start = lexer.offset();
  if (!lexer.TryConsumeKeyword("FileNames")) return absl::OkStatus();
  char next = lexer.Peek();
  if (next == '(' || next == '{') {
    lexer.set_offset(start);
    return absl::OkStatus();
  }
  StackFrameIndex result;
  RETURN_IF_ERROR(ParseNameRows(lexer, "FileNames", &result.file_names));
  RETURN_IF_ERROR(ExpectTitle(lexer, "FunctionNames"));
  RETURN_IF_ERROR(ParseNameRows(lexer, "FunctionNames", &result.function_names));
  RETURN_IF_ERROR(ExpectTitle(lexer, "FileLocations"));
  const int64_t file_count = static_cast<int64_t>(result.file_names.size());
  const int64_t function_count = static_cast<int64_t>(result.function_names.size());
  RETURN_IF_ERROR(ParseRows(lexer, "FileLocations", [&]() -> absl::Status {
    StackFrameIndex::FileLocation& l = result.file_locations.emplace_back();
    return ParseRowFields(
        lexer, "FileLocations",
        {{"file_name_id", &l.file_name_id, file_count, "FileNames"},
         {"function_name_id", &l.function_name_id, function_count, "FunctionNames"},
         {"line", &l.line},
         {"end_line", &l.end_line},
         {"column", &l.column},
         {"end_column", &l.end_column}});
  }));
  RETURN_IF_ERROR(ExpectTitle(lexer, "StackFrames"));
  const int64_t location_count = static_cast<int64_t>(result.file_locations.size());
  // Frames may name any frame as parent, later ones included: checked after.
  std::vector<size_t> parent_offsets;
  std::vector<int64_t> printed_parents;
  RETURN_IF_ERROR(ParseRows(lexer, "StackFrames", [&]() -> absl::Status {
    StackFrameIndex::StackFrame& f = result.stack_frames.emplace_back();
    lexer.Peek();
    parent_offsets.push_back(lexer.offset());
    int64_t& printed_parent = printed_parents.emplace_back();
    return ParseRowFields(
        lexer, "StackFrames",
        {{"file_location_id", &f.file_location_id, location_count, "FileLocations"},
         {"parent_frame_id", &printed_parent}});
  }));
  const int64_t frame_count = static_cast<int64_t>(result.stack_frames.size());
  for (int64_t i = 0; i < frame_count; ++i) {
    int64_t printed = printed_parents[i];
    if (printed < 1 || printed > frame_count + 1) {
      return lexer.ErrorAt(parent_offsets[i],
                           absl::StrCat("parent_frame_id ", printed, " of stack frame ", i + 1,
                                        " names no frame: 1 means none, 2..", frame_count + 1,
                                        " frames 1..", frame_count));
    }
    result.stack_frames[i].parent_frame_id = printed - 1;
  }
  *index = std::move(result);
  return absl::OkStatus();
}

std::string PrintStackFrameTables(const StackFrameIndex& index) {
  if (index.empty()) return "";
  std::string result;
  auto names = [&](absl::string_view title, const std::vector<std::string>& rows) {
    absl::StrAppend(&result, "\n", title, "\n");
    for (size_t i = 0; i < rows.size(); ++i) {
      absl::StrAppend(&result, i + 1, " \"", absl::CEscape(rows[i]), "\"\n");
    }
  };
  names("FileNames", index.file_names);
  names("FunctionNames", index.function_names);
  absl::StrAppend(&result, "\nFileLocations\n");
  for (size_t i = 0; i < index.file_locations.size(); ++i) {
    const StackFrameIndex::FileLocation& l = index.file_locations[i];
    absl::StrAppend(&result, i + 1, " {file_name_id=", l.file_name_id,
                    " function_name_id=", l.function_name_id, " line=", l.line,
                    " end_line=", l.end_line, " column=", l.column, " end_column=", l.end_column,
                    "}\n");
  }
  absl::StrAppend(&result, "\nStackFrames\n");
  for (size_t i = 0; i < index.stack_frames.size(); ++i) {
    const StackFrameIndex::StackFrame& f = index.stack_frames[i];
    absl::StrAppend(&result, i + 1, " {file_location_id=", f.file_location_id,
                    " parent_frame_id=", f.parent_frame_id + 1, "}\n");
  }
  return result;
}

}  // namespace xla
