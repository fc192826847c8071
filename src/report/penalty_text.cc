#include "report/penalty_text.h"

#include <nlohmann/json.hpp>

#include "report/csv_writer.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

std::string round_text(const PenaltyRow& p) { return p.round > 0 ? std::to_string(p.round) : ""; }

}  // namespace

std::string penalty_announcement(const PlayerDirectory& players, const PenaltyView& p) {
  const PenaltyRow& row = p.penalty;
  std::string out = "Penalty " + std::to_string(row.id) + ": " + players.by_id(row.player).name + " " +
                    format_points(-row.points) + (row.round > 0 ? " (round " + std::to_string(row.round) + ")" : "");
  if (p.cancelled_by) return out + " is cancelled: " + p.cancelled_by->reason + ".";
  return out + ": " + row.reason + ".";
}

std::string penalties_text(const PlayerDirectory& players, const std::vector<PenaltyView>& list, const LocalTime& zone, std::size_t width) {
  if (list.empty()) return "No penalties.\n";
  // On a narrow terminal who entered it goes first, then when and the round: the reason and state stay readable.
  TextTable table({{"No.", true},
                   {"Player"},
                   {"Points", true},
                   {"Round", true, true},
                   {"Reason", false, false, "", false, TextTable::Fit::Wrap},
                   {"By", false, false, "", true},
                   {"Entered", false, true, "", false, TextTable::Fit::Keep},
                   {"State", false, false, "", false, TextTable::Fit::Wrap}});
  for (const PenaltyView& v : list) {
    const PenaltyRow& p = v.penalty;
    table.add_row({std::to_string(p.id), players.by_id(p.player).name, format_points(-p.points), round_text(p),
                   p.reason, p.entered_by, zone.stamp(p.entered_at),
                   v.cancelled_by ? "cancelled " + zone.stamp(v.cancelled_by->entered_at) +
                                        (v.cancelled_by->entered_by.empty() ? "" : " by " + v.cancelled_by->entered_by) +
                                        ": " + v.cancelled_by->reason
                                  : "in force"});
  }
  return fitted_lines(table.render(width), width);
}

std::string penalties_json(const PlayerDirectory& players, const std::vector<PenaltyView>& list) {
  nlohmann::json out = nlohmann::json::array();
  for (const PenaltyView& v : list) {
    const PenaltyRow& p = v.penalty;
    nlohmann::json cancelled = nullptr;
    if (v.cancelled_by)
      cancelled = {{"reason", v.cancelled_by->reason},
                   {"by", v.cancelled_by->entered_by},
                   {"at", v.cancelled_by->entered_at}};
    out.push_back({{"id", p.id},
                   {"player", players.by_id(p.player).name},
                   {"points", -p.points},  // a deduction, negative as in the standings
                   {"round", p.round > 0 ? nlohmann::json(p.round) : nlohmann::json(nullptr)},
                   {"reason", p.reason},
                   {"by", p.entered_by},
                   {"at", p.entered_at},
                   {"cancelled", cancelled}});
  }
  return out.dump(2) + "\n";
}

std::string penalties_csv(const PlayerDirectory& players, const std::vector<PenaltyView>& list, const LocalTime& zone,
                          const CsvStyle& style) {
  CsvWriter csv(style);
  for (const char* title : {"id", "player", "points", "round", "reason", "by", "at", "cancelled_reason",
                            "cancelled_by", "cancelled_at"})
    csv.text(title);
  csv.end_row();
  for (const PenaltyView& v : list) {
    const PenaltyRow& p = v.penalty;
    csv.number(p.id).text(players.by_id(p.player).name).number(-p.points).text(round_text(p)).text(p.reason);
    csv.text(p.entered_by).text(zone.stamp(p.entered_at));
    if (v.cancelled_by)
      csv.text(v.cancelled_by->reason).text(v.cancelled_by->entered_by).text(zone.stamp(v.cancelled_by->entered_at));
    else
      csv.empty().empty().empty();
    csv.end_row();
  }
  return csv.str();
}

}  // namespace tenbou
