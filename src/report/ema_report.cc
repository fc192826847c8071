#include "report/ema_report.h"

#include "report/csv_writer.h"
#include "report/xlsx_workbook.h"

namespace tenbou {

std::string ema_results_csv(const EmaResults& r, const CsvStyle& style) {
  CsvWriter csv(style);
  const TournamentSettings& s = r.settings;
  auto line = [&](const char* key, auto value) {
    csv.text(key);
    if constexpr (std::is_arithmetic_v<decltype(value)>)
      csv.number(value);
    else
      csv.text(value);
    csv.end_row();
  };
  line("Tournament", r.tournament);
  line("City", s.city);
  line("Country", s.country);
  line("Dates", s.first_day == s.last_day ? s.first_day : s.first_day + " to " + s.last_day);
  line("Days", s.days);
  line("Players", r.ranked);  // the ranked players, as the workbook's B3; the others the weight counts follow
  if (r.unranked > 0) line("Unranked players", r.unranked);
  if (r.substitutes > 0) line("Substitutes", r.substitutes);
  line("Countries", r.countries);
  csv.text("MERS weight").decimal(r.weight.total(), 1).end_row();
  csv.text("MERS weight parts").text("days").decimal(r.weight.days, 1).text("players").decimal(r.weight.players, 1);
  csv.text("countries").decimal(r.weight.countries, 1).text("qualification").decimal(r.weight.qualification, 1);
  csv.end_row();
  line("Rules", "Riichi (" + r.ruleset + ")");
  csv.end_row();
  for (const char* title : {"Place", "Last name", "First name", "EMA number", "Country", "Score", "Base rank"})
    csv.text(title);
  csv.end_row();
  for (const EmaRow& row : r.rows) {  // players not ranked: no place and no base rank (the last rows)
    row.place > 0 ? csv.number(row.place) : csv.empty();
    csv.text(row.last_name).text(row.first_name).text(row.ema).text(row.country).number(row.score);
    row.place > 0 ? csv.number(row.base_rank) : csv.empty();
    csv.end_row();
  }
  return csv.str();
}

std::string ema_results_xlsx(const EmaResults& r) {
  std::vector<XlsxCell> cells;
  const auto text = [&](int row, char column, std::string value) { cells.push_back({row, column - 'A' + 1, std::move(value)}); };
  const auto number = [&](int row, char column, double value) {
    XlsxCell& cell = cells.emplace_back();  // set in place: GCC 12 warns falsely about moving a variant that holds a double
    cell.row = row;
    cell.column = column - 'A' + 1;
    cell.value = value;
  };
  // Row 1: headings (the officer's reader skips them).
  const char* headings[] = {"Tournament", "Players", "Place", "First name", "Last name", "EMA number", "Table points", "Score",
                            "EMA member", "Country", "", "Host country", "City", "MERS weight", "", "Rules", "Dates", "Days"};
  for (int c = 0; c < 18; ++c)
    if (*headings[c]) text(1, static_cast<char>('A' + c), headings[c]);
  // Row 3: the tournament, beside its player row.
  const TournamentSettings& s = r.settings;
  text(3, 'A', r.tournament);
  number(3, 'B', r.ranked);
  text(3, 'L', s.country);
  text(3, 'M', s.city);
  number(3, 'N', r.weight.total());
  text(3, 'P', "Riichi");
  text(3, 'Q', s.first_day == s.last_day ? s.first_day : s.first_day + ".." + s.last_day);
  number(3, 'R', s.days);
  // From row 2, every player in place order (a shared place repeated); substitutes follow without a place.
  int row_number = 2;
  for (const EmaRow& row : r.rows) {
    if (row.place > 0) number(row_number, 'C', row.place);
    text(row_number, 'D', row.first_name);
    text(row_number, 'E', row.last_name);
    text(row_number, 'F', row.ema.empty() ? "0" : row.ema);  // an empty cell breaks the officer's reader
    number(row_number, 'G', row.table_points);
    number(row_number, 'H', static_cast<double>(row.score));
    number(row_number, 'I', row.ema.empty() ? 0 : 1);
    text(row_number, 'J', row.country);
    ++row_number;
  }
  return xlsx_workbook("Results", std::move(cells));
}

std::string preflight_text(const EmaResults& r) {
  std::string out;
  for (bool blocking : {true, false})
    for (const PreflightIssue& issue : r.preflight)
      if (issue.blocking == blocking) out += std::string(blocking ? "  must fix: " : "  note: ") + issue.message + "\n";
  const std::string head = r.ready() ? "Pre-flight check: ready to send" : "Pre-flight check: NOT ready to send";
  return head + (r.preflight.empty() ? ".\n" : ":\n" + out);
}

}  // namespace tenbou
