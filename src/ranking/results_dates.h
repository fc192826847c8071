#pragma once
// The dates of a tournament as results files write them: tenbou's ISO dates, a spreadsheet's date cell, and the
// forms the EMA's pages and European spreadsheets use ("28 Feb.-2 Mar. 2025", "28-30 Mar. 2025", "02/03/2025",
// day first), so that the ranking reads files made by hand as well as tenbou's own.

#include <chrono>
#include <optional>
#include <string>

namespace tenbou {

/// A tournament's first and last day.
struct DateSpan {
  std::chrono::sys_days first, last;
};

/// The forms tournament_dates() reads, for a refusal.
inline constexpr const char* kDateForms =
    "YYYY-MM-DD, YYYY-MM-DD..YYYY-MM-DD, YYYY-MM-DD to YYYY-MM-DD, 28 Feb.-2 Mar. 2025, 28-30 Mar. 2025, "
    "DD/MM/YYYY or DD.MM.YYYY (day first), or a date cell";

/// The days `text` names: one date, or two joined by "..", " to " or a dash, the first of which may leave out what
/// it shares with the second ("28-30 Mar. 2025"); a whole number is a spreadsheet's date serial. With one date,
/// `days` > 1 gives the last (the first + days - 1). Nothing for text that is none of these, or a span that ends
/// before it starts.
std::optional<DateSpan> tournament_dates(const std::string& text, int days = 1);

}  // namespace tenbou
