#include "report/ema_report.h"

#include "report/csv_writer.h"

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
  line("Players", r.players);
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

std::string preflight_text(const EmaResults& r) {
  std::string out;
  for (bool blocking : {true, false})
    for (const PreflightIssue& issue : r.preflight)
      if (issue.blocking == blocking) out += std::string(blocking ? "  must fix: " : "  note: ") + issue.message + "\n";
  const std::string head = r.ready() ? "Pre-flight check: ready to send" : "Pre-flight check: NOT ready to send";
  return head + (r.preflight.empty() ? ".\n" : ":\n" + out);
}

}  // namespace tenbou
