#include "record/win_at_table.h"

#include <algorithm>

#include "engine/win_check.h"

namespace tenbou {
namespace {

std::string han_fu(int han, int fu) {
  return std::to_string(han) + " han" + (han < 5 ? " " + std::to_string(fu) + " fu" : "");
}

/// What was entered beside the tiles: "2 han 50 fu", "yakuman", "3 han, 1 dora".
std::string entered_text(const WinAtTable& t) {
  std::string out;
  if (t.yakuman.value_or(0) > 0)
    out = t.yakuman == 1 ? "yakuman" : std::to_string(*t.yakuman) + " yakuman";
  else if (t.han)
    out = std::to_string(*t.han) + " han" + (t.fu ? " " + std::to_string(*t.fu) + " fu" : "");
  else if (t.fu)
    out = std::to_string(*t.fu) + " fu";
  if (t.dora) out += (out.empty() ? "" : ", ") + std::to_string(*t.dora) + " dora";
  return out;
}

/// The indicators `tiles` give, in order, for comparing two winners' (malformed ones are left to valuing).
std::vector<hand::Tile> indicators(const std::string& text) {
  try {
    std::vector<hand::Tile> out = hand::parse_tiles("", text).tiles;
    std::sort(out.begin(), out.end());
    return out;
  } catch (const hand::NotationError&) {
    return {};
  }
}

/// The winners of one hand with tiles share the dora indicators, and the ura dora indicators where both give
/// them: there is one wall.
MaybeProblem check_shared_indicators(const Hand& hand, const HandTiles& tiles, const Names& names) {
  int first = -1;
  for (int i = 0; i < hand.win_count; ++i) {
    const std::optional<WinAtTable>& t = tiles[static_cast<std::size_t>(i)];
    if (!t) continue;
    if (first < 0) {
      first = i;
      continue;
    }
    const WrittenTiles& a = tiles[static_cast<std::size_t>(first)]->tiles;
    const bool ura_differ = !a.ura_indicators.empty() && !t->tiles.ura_indicators.empty() &&
                            indicators(a.ura_indicators) != indicators(t->tiles.ura_indicators);
    if (indicators(a.dora_indicators) != indicators(t->tiles.dora_indicators) || ura_differ)
      return Problem{names[hand.wins[i].winner] + "'s " + (ura_differ ? "ura dora" : "dora") + " indicators differ from " +
                     names[hand.wins[first].winner] + "'s: the winners of one hand share them (one wall)"};
  }
  return std::nullopt;
}

/// The winners of a ron with tiles won on one discard: the same winning tile, and no tile more than four times
/// among their hands (the discard counted once) and the indicators.
MaybeProblem check_one_discard(const Hand& hand, const HandTiles& tiles, const Names& names) {
  if (hand.outcome != Outcome::Ron) return std::nullopt;
  std::vector<std::pair<Seat, hand::WinningHand>> hands;
  for (int i = 0; i < hand.win_count; ++i)
    if (const std::optional<WinAtTable>& t = tiles[static_cast<std::size_t>(i)]) try {
        hands.emplace_back(hand.wins[i].winner, winning_hand(t->tiles, kJsonTileFields, {}));
      } catch (const hand::NotationError&) {
        return std::nullopt;  // valuing the tiles says what is wrong
      }
  if (hands.size() < 2) return std::nullopt;
  const auto& [first, h] = hands.front();
  hand::TileCounts copies{};
  for (const hand::Tile t : h.dora_indicators) ++copies[t];
  for (const hand::Tile t : h.ura_indicators) ++copies[t];
  ++copies[h.win_tile];
  for (const auto& [winner, other] : hands) {
    if (other.win_tile != h.win_tile)
      return Problem{names[winner] + "'s winning tile " + hand::tile_name(other.win_tile) + " differs from " + names[first] +
                     "'s " + hand::tile_name(h.win_tile) + ": the winners of a ron won on one discard"};
    for (const hand::Tile t : other.concealed) ++copies[t];
    for (const hand::Meld& m : other.melds) m.count_into(copies);
    --copies[h.win_tile];  // the discard is in every winner's hand
  }
  for (int t = 0; t < hand::kTileKinds; ++t)
    if (copies[static_cast<std::size_t>(t)] > 4)
      return Problem{"the winners' hands and the indicators hold " + std::to_string(copies[static_cast<std::size_t>(t)]) +
                     " copies of " + hand::tile_name(static_cast<hand::Tile>(t)) + ": a tile has four"};
  return std::nullopt;
}

}  // namespace

hand::HandScore score_at_table(const Ruleset& rules, const WrittenTiles& tiles, const TableState& before, Seat winner,
                               bool tsumo, bool riichi) {
  if ((tiles.flags.riichi || tiles.flags.double_riichi) && !riichi)
    throw hand::HandError{"the tiles say riichi, but the hand does not list the winner's riichi"};
  WrittenTiles as_won = tiles;
  as_won.flags.riichi = riichi;
  const WinSituation situation{
      .tsumo = tsumo,
      .seat = static_cast<hand::Wind>((winner.index - before.dealer().index + kSeats) % kSeats),
      .round = static_cast<hand::Wind>(before.round / kSeats % kSeats)};
  return hand::evaluate(winning_hand(as_won, kJsonTileFields, situation), hand_rules_of(rules));
}

void take_score(const hand::HandScore& score, Win& win) {
  win.yakuman = score.yakuman;
  win.han = score.yakuman > 0 ? 0 : score.han;
  win.fu = score.yakuman > 0 || score.han >= 5 ? 0 : score.fu;
  win.dora = score.yakuman > 0 ? 0 : score.dora + score.ura + score.red;
}

MaybeProblem check_entered(const WinAtTable& tiled, const hand::HandScore& score) {
  Win computed;
  take_score(score, computed);
  const bool agrees = (!tiled.yakuman || *tiled.yakuman == computed.yakuman) &&
                      (!tiled.han || computed.yakuman > 0 || *tiled.han == computed.han) &&
                      (!tiled.fu || computed.yakuman > 0 || computed.han >= 5 || *tiled.fu == computed.fu) &&
                      (!tiled.dora || *tiled.dora == computed.dora) &&
                      (computed.yakuman == 0 || tiled.yakuman || !tiled.han);
  if (agrees) return std::nullopt;
  return Problem{"entered " + entered_text(tiled) + "; the tiles give " + score_summary(score)};
}

std::string score_summary(const hand::HandScore& score) {
  std::string yaku;
  for (const hand::Yaku& y : score.yaku)
    yaku += (yaku.empty() ? "" : ", ") + std::string(y.name) + (y.yakuman ? "" : " " + std::to_string(y.han));
  if (score.yakuman > 0)
    return (score.yakuman == 1 ? std::string("yakuman") : std::to_string(score.yakuman) + " yakuman") + " (" + yaku + ")";
  if (score.han >= 5 || score.mangan_by_rule) return han_fu(score.han, score.fu) + " (" + yaku + ")";
  std::string fu;
  for (const hand::FuPart& p : score.fu_parts) fu += (fu.empty() ? "" : ", ") + p.text() + " " + std::to_string(p.fu);
  if (score.fu != score.fu_unrounded)
    fu += ", " + std::to_string(score.fu_unrounded) + " rounded up to " + std::to_string(score.fu);
  return han_fu(score.han, score.fu) + " (" + yaku + "; fu: " + fu + ")";
}

HandCompletion tiles_completion(const Ruleset& rules, const Names& names, const std::vector<HandTiles>& tiles,
                                TilesCheck check) {
  return [&rules, &names, &tiles, check](std::size_t index, const TableState& before, Hand& hand) -> MaybeProblem {
    if (index >= tiles.size() || std::none_of(tiles[index].begin(), tiles[index].end(), [](const auto& t) { return t.has_value(); }))
      return std::nullopt;
    if (MaybeProblem p = check_winners(hand, names)) return p;
    if (MaybeProblem p = check_shared_indicators(hand, tiles[index], names)) return p;
    if (MaybeProblem p = check_one_discard(hand, tiles[index], names)) return p;
    for (int i = 0; i < hand.win_count; ++i) {
      const std::optional<WinAtTable>& tiled = tiles[index][static_cast<std::size_t>(i)];
      if (!tiled) continue;
      Win& win = hand.wins[i];
      try {
        const hand::HandScore score = score_at_table(rules, tiled->tiles, before, win.winner,
                                                     hand.outcome == Outcome::Tsumo, hand.riichi.contains(win.winner));
        if (check == TilesCheck::Match)
          if (MaybeProblem p = check_entered(*tiled, score))
            return Problem{names[win.winner] + "'s win: " + p->message};
        take_score(score, win);
      } catch (const hand::HandError& e) {
        const bool riichi_left_out = !hand.riichi.contains(win.winner) && e.message.starts_with("no yaku");
        return Problem{names[win.winner] + "'s tiles: " + e.message +
                       (riichi_left_out ? " (if " + names[win.winner] + " declared riichi, list it with the hand's riichi)" : "")};
      } catch (const Error& e) {
        return Problem{names[win.winner] + "'s tiles: " + e.message};
      }
    }
    return std::nullopt;
  };
}

}  // namespace tenbou
