#include "record/hand_draft.h"

#include <algorithm>

namespace tenbou {
namespace {

SeatSet seats_of(DraftPlace at, const std::vector<std::string>& texts, const SeatFinder& finder,
                 const HandDraft& draft, const DraftWords& words) {
  SeatSet set;
  for (const std::string& text : texts) {
    const Seat s = finder.seat(at, text);
    if (set.contains(s)) words.refuse({.kind = DraftFault::Kind::Twice, .at = at, .seat = s}, draft, finder);
    set.add(s);
  }
  return set;
}

}  // namespace

bool names_a_wind(const HandDraft& draft) {
  const auto wind = [](const std::string& text) { return text.size() == 1 && parse_wind(text[0]) >= 0; };
  for (const WinDraft& w : draft.wins)
    if (wind(w.winner) || wind(w.pao)) return true;
  for (const std::vector<std::string>* list : {&draft.riichi, &draft.tenpai, &draft.nagashi})
    if (std::any_of(list->begin(), list->end(), wind)) return true;
  return wind(draft.discarder) || wind(draft.offender);
}

std::size_t most_winners(Outcome outcome) {
  if (outcome == Outcome::Ron) return 3;
  return outcome == Outcome::Tsumo ? 1 : 0;
}

Hand draft_to_hand(const HandDraft& d, const SeatFinder& at, const DraftWords& words, HandTiles& tiles) {
  const auto missing = [&](std::string_view field, int win = -1) {
    words.refuse({.kind = DraftFault::Kind::Missing, .at = {field, win}}, d, at);
  };
  Hand h;
  h.outcome = d.outcome;
  const std::size_t most = most_winners(d.outcome);
  if (most > 0 && d.wins.empty()) missing("winner");
  if (d.wins.size() > most)
    words.refuse({.kind = most ? DraftFault::Kind::TooMany : DraftFault::Kind::NotHere,
                  .at = {"winner"},
                  .count = d.wins.size()},
                 d, at);
  for (const WinDraft& wd : d.wins) {
    const int index = h.win_count;
    Win w;
    w.winner = at.seat({"winner", index}, wd.winner);
    w.yakuman = wd.yakuman.value_or(0);
    w.dora = wd.dora.value_or(0);
    w.han = wd.han.value_or(0);
    w.fu = wd.fu.value_or(0);
    if (wd.tiles) {
      tiles[static_cast<std::size_t>(index)] =
          WinAtTable{.tiles = *wd.tiles, .han = wd.han, .fu = wd.fu, .yakuman = wd.yakuman, .dora = wd.dora};
    } else if (w.yakuman == 0) {
      if (!wd.han) missing("han", index);
      if (w.han < 5 && !wd.fu) missing("fu", index);
    }
    if (!wd.pao.empty()) w.pao = at.seat({"pao", index}, wd.pao);
    h.add_win(w);
  }
  if (d.outcome == Outcome::Ron) {
    if (d.discarder.empty()) missing("discarder");
    h.discarder = at.seat({"discarder"}, d.discarder);
  }
  if (d.outcome == Outcome::Nagashi) {
    if (d.nagashi.empty()) missing("winners");
    h.nagashi = seats_of({"winners"}, d.nagashi, at, d, words);
  }
  if (d.outcome == Outcome::Chombo) {
    if (d.offender.empty()) missing("offender");
    h.offender = at.seat({"offender"}, d.offender);
  }
  h.tenpai = seats_of({"tenpai"}, d.tenpai, at, d, words);
  h.riichi = seats_of({"riichi"}, d.riichi, at, d, words);
  return h;
}

}  // namespace tenbou
