#include "record/online/tile_check.h"

#include <algorithm>
#include <utility>

#include <nlohmann/json.hpp>

#include "record/online/log_score_text.h"

namespace tenbou {
namespace {

using Named = std::vector<std::pair<std::string, int>>;  ///< yaku: name and han (or yakuman, as a negative count)

/// The yaku other than dora, each with its han (a yakuman as -count), sorted: what both valuations must list, from
/// the log's yaku (LogYaku) and tenbou's (hand::Yaku) alike.
template <class List>
Named named(const List& yaku) {
  Named out;
  for (const auto& y : yaku)
    if (!is_dora_name(y.name)) out.emplace_back(std::string(y.name), y.yakuman > 0 ? -y.yakuman : y.han);
  std::sort(out.begin(), out.end());
  return out;
}

/// Whether the log's names are all tenbou's (Tenhou's XML, Tenhou's JSON): then the yaku are compared one by one,
/// else (a converter's own words) only the figures.
bool names_known(const std::vector<LogYaku>& yaku) {
  for (const LogYaku& y : yaku)
    if (y.name.empty() || static_cast<unsigned char>(y.name[0]) >= 0x80) return false;
  return true;
}

bool agrees(const LogWin& log, const hand::HandScore& score) {
  if (log.yakuman > 0 || score.yakuman > 0)
    return log.yakuman == score.yakuman && (!names_known(log.yaku) || named(log.yaku) == named(score.yaku));
  if (log.han != score.han || log.dora != score.dora + score.ura + score.red) return false;
  if (log.han < 5 && log.fu_known && log.fu != score.fu) return false;
  return !names_known(log.yaku) || named(log.yaku) == named(score.yaku);
}

nlohmann::json yaku_json(const Named& yaku) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [name, han] : yaku) {
    if (han < 0) out.push_back({{"name", name}, {"yakuman", -han}});
    else out.push_back({{"name", name}, {"han", han}});
  }
  return out;
}

}  // namespace

TileCheck check_tiles(const OnlineLog& log, const Ruleset& rules) {
  TileCheck out;
  const hand::HandRules hand_rules = hand_rules_of(rules);
  for (std::size_t i = 0; i < log.hands.size(); ++i) {
    const LogHand& h = log.hands[i];
    for (const LogWin& w : h.wins) {
      if (!w.tiles) continue;
      WinValuation v{.hand = h.label(), .hand_number = static_cast<int>(i + 1), .winner = w.winner, .tiles = *w.tiles, .log = w};
      const int dealer = h.round % kSeats;
      const WinSituation situation{.tsumo = w.winner == w.from,
                                   .seat = static_cast<hand::Wind>((w.winner.index - dealer + kSeats) % kSeats),
                                   .round = static_cast<hand::Wind>(h.round / kSeats % kSeats)};
      try {
        v.score = hand::evaluate(winning_hand(v.tiles, kJsonTileFields, situation), hand_rules);
        v.agree = agrees(w, *v.score);
      } catch (const Error& e) {
        v.refused = e.message;
      }
      ++out.wins;
      out.agree += v.agree ? 1 : 0;
      out.valuations.push_back(std::move(v));
    }
  }
  return out;
}

nlohmann::json log_valuation_json(const LogWin& win) {
  return {{"han", win.han},
          {"fu", win.fu_known ? nlohmann::json(win.fu) : nlohmann::json(nullptr)},
          {"yakuman", win.yakuman},
          {"dora", win.dora},
          {"yaku", yaku_json(named(win.yaku))}};
}

nlohmann::json tiles_valuation_json(const WinValuation& v) {
  if (!v.score) return {{"refused", v.refused}};
  const hand::HandScore& s = *v.score;
  return {{"han", s.han}, {"fu", s.fu}, {"yakuman", s.yakuman}, {"dora", s.dora + s.ura + s.red}, {"yaku", yaku_json(named(s.yaku))}};
}

nlohmann::json tile_check_json(const TileCheck& check) {
  nlohmann::json disagreements = nlohmann::json::array();
  for (const WinValuation& v : check.valuations)
    if (!v.agree)
      disagreements.push_back({{"hand", v.hand}, {"log", log_valuation_json(v.log)}, {"tiles", tiles_valuation_json(v)}});
  return {{"wins", check.wins}, {"agree", check.agree}, {"disagreements", disagreements}};
}

}  // namespace tenbou
