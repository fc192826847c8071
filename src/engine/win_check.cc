#include "engine/win_check.h"

#include <nlohmann/json.hpp>

namespace tenbou {
namespace {

bool valid_fu(int fu) { return fu == 20 || fu == 25 || (fu >= 30 && fu <= 110 && fu % 10 == 0); }

/// "2 han 25 fu tsumo with riichi is impossible: ..." (words built only for a hand that fails); `key` says the
/// same in the pages' catalogues, the value ("2 han 25 fu tsumo") its placeholder.
Problem impossible(const Win& win, const WinContext& context, bool riichi, const char* why, const char* key) {
  const std::string value =
      std::to_string(win.han) + " han " + std::to_string(win.fu) + " fu" + (context.tsumo ? " tsumo" : " ron");
  return {value + (riichi ? " with riichi" : "") + " is impossible: " + why, key, {{"value", value}}};
}

/// Why the fu of `win` are not a valid value, with a hint: round up, or han and fu swapped.
Problem invalid_fu(const Win& win) {
  const int fu = win.fu;
  std::string hint;
  if (valid_fu(win.han) && fu >= 1 && fu <= 13)
    hint = " (han and fu look swapped: " + std::to_string(fu) + " han " + std::to_string(win.han) + " fu?)";
  else if (fu > 30 && fu < 110)
    hint = " (round up to the next 10: " + std::to_string(fu) + " -> " + std::to_string((fu + 9) / 10 * 10) + ")";
  return Problem{"fu " + std::to_string(fu) + " is not a valid value: fu are 20, 25, 30, 40, 50, ... 110" + hint};
}

}  // namespace

MaybeProblem check_winners(const Hand& hand, const Names& names) {
  SeatSet winners;
  for (int i = 0; i < hand.win_count; ++i) {
    const Seat winner = hand.wins[i].winner;
    if (winners.contains(winner)) return Problem{names[winner] + " is listed as a winner twice"};
    winners.add(winner);
    if (hand.outcome == Outcome::Ron && winner == hand.discarder)
      return Problem{names[winner] + " is both the discarder and a winner: a player cannot ron their own discard"};
  }
  return std::nullopt;
}

MaybeProblem check_entered_win(const Win& win, bool riichi) {
  if (win.yakuman > 0 && (win.han != 0 || win.fu != 0))
    return Problem{"a yakuman is entered without han and fu (give --yakuman, or --han and --fu, not both)"};
  if (win.fu != 0 && !valid_fu(win.fu)) return invalid_fu(win);
  if (win.pao && riichi)
    return Problem{"liability (pao) needs the winner's open melds, but the winner declared riichi (a closed hand)"};
  return std::nullopt;
}

MaybeProblem check_win(const Ruleset& rules, const Win& win, const WinContext& context) {
  if (win.yakuman < 0) return Problem{"yakuman " + std::to_string(win.yakuman) + " is not valid (use 1 or more)"};
  if (win.dora < 0) return Problem{"dora " + std::to_string(win.dora) + " is not valid (use 0 or more)"};
  if (win.yakuman > 0) return std::nullopt;

  const int han = win.han;
  const int yaku_han = han - win.dora;
  if (han < 1) return Problem{std::to_string(han) + " han is not a win: a win needs at least 1 han from yaku"};
  if (han > 200) return Problem{std::to_string(han) + " han is not believable (expected at most 200)"};
  if (yaku_han < 1)
    return Problem{std::to_string(han) + " han with " + std::to_string(win.dora) +
                   " dora is not a win: a win needs at least 1 han from yaku, and dora do not count"};
  if (rules.two_han_minimum_from_counters && context.honba >= *rules.two_han_minimum_from_counters && yaku_han < 2)
    return Problem{"with " + std::to_string(context.honba) + " counters on the table a win needs 2 han from yaku (" +
                   std::to_string(*rules.two_han_minimum_from_counters) +
                   " or more counters; dora do not count); this win has " + std::to_string(yaku_han)};
  if (han >= 5) return std::nullopt;  // fu do not matter from mangan up

  const int fu = win.fu;
  if (!valid_fu(fu)) return invalid_fu(win);
  if (fu == 20 && !context.tsumo)
    return impossible(win, context, false, "20 fu exists only for pinfu tsumo; a ron has at least 30 fu",
                      "problem.ron_20_fu");
  if (fu == 20 && yaku_han < 2)
    return impossible(win, context, false,
                      "20 fu exists only for pinfu tsumo, which is at least 2 han (pinfu + menzen tsumo)",
                      "problem.pinfu_tsumo");
  if (fu == 25 && yaku_han < 2)
    return impossible(win, context, false, "25 fu is chiitoitsu, which is at least 2 han", "problem.chiitoitsu");
  if (fu == 25 && context.tsumo && yaku_han < 3)
    return impossible(win, context, false, "chiitoitsu won by tsumo is at least 3 han (chiitoitsu + menzen tsumo)",
                      "problem.chiitoitsu_tsumo");
  if (context.riichi) {
    if (fu == 20 && yaku_han < 3)
      return impossible(win, context, true, "riichi + pinfu + menzen tsumo is at least 3 han at 20 fu",
                        "problem.riichi_pinfu_tsumo");
    if (fu == 25 && yaku_han < (context.tsumo ? 4 : 3))
      return context.tsumo ? impossible(win, context, true, "riichi + chiitoitsu + menzen tsumo is at least 4 han",
                                        "problem.riichi_chiitoitsu_tsumo")
                           : impossible(win, context, true, "riichi + chiitoitsu is at least 3 han",
                                        "problem.riichi_chiitoitsu");
    if (context.tsumo && yaku_han < 2)
      return impossible(win, context, true, "riichi + menzen tsumo is at least 2 han", "problem.riichi_tsumo");
    if (!context.tsumo && fu == 30 && yaku_han < 2)
      return impossible(win, context, true,
                        "a closed ron at exactly 30 fu is pinfu, so riichi + pinfu is at least 2 han",
                        "problem.riichi_pinfu_ron");
  }
  return std::nullopt;
}

}  // namespace tenbou
