#include "tournament/exchange/csv_input.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include "formats/text_encoding.h"
#include "tournament/tournament_error.h"

namespace tenbou {
namespace {

/// The text of a CSV file as UTF-8: converted from `encoding` when one is given. Throws TournamentError
/// naming the first line that is not UTF-8, with the option that converts it.
std::string utf8_text(std::string_view bytes, const std::string& source, const std::string& encoding) {
  std::string text;
  try {
    text = encoding.empty() ? std::string(bytes) : to_utf8(bytes, encoding);
  } catch (const EncodingError& e) {
    throw TournamentError{source + ": " + e.message, e.detail()};
  }
  if (const auto line = first_line_not_utf8(text))
    throw TournamentError{source + " line " + std::to_string(*line) +
                              " is not UTF-8 text: save it as \"CSV UTF-8\" in the spreadsheet, or import it with "
                              "encoding windows-1252 (or the encoding it was saved in)",
                          naming_fields({{"line", *line}, {"field", "encoding"}}, {"encoding"})};
  return text;
}

}  // namespace

CsvInput read_csv_input(std::string_view bytes, const std::string& source, const std::string& encoding) {
  const std::string text = utf8_text(bytes, source, encoding);
  CsvInput input{.delimiter = guess_delimiter(text)};
  try {
    input.rows = parse_csv(text, input.delimiter);
  } catch (const CsvError& e) {
    throw TournamentError{source + " line " + std::to_string(e.line) + ": " + e.message, {{"line", e.line}}};
  }
  return input;
}

}  // namespace tenbou
