#include "tournament/entry/game_log.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include "base/unicode.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "record/final_result_json.h"
#include "record/record_reader.h"
#include "record/sheet_result_json.h"
#include "tournament/people/access_keys.h"
#include "tournament/standings/game_tallies.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

std::string tables_of_round(const Tournament& t, int round) {
  std::string tables;
  for (const GameRow& g : games_in_play(t))
    if (g.round == round) tables += (tables.empty() ? "" : ", ") + std::to_string(g.table);
  return tables.empty() ? "round " + std::to_string(round) + " has no games yet"
                        : "round " + std::to_string(round) + " has tables " + tables;
}

}  // namespace

std::size_t GameLog::index_of(int number) const {
  return static_cast<std::size_t>(
      std::find_if(hands.begin(), hands.end(), [&](const LiveHand& h) { return h.number == number; }) - hands.begin());
}

std::optional<ReplayError> replay_hands(const Ruleset& rules, const GameLog& log, const std::vector<LiveHand>& hands,
                                        bool finished, ScoreSheet& out) {
  std::vector<Hand> facts;
  std::vector<HandTiles> tiles;
  facts.reserve(hands.size());
  tiles.reserve(hands.size());
  for (const LiveHand& h : hands) {
    if (log.sheet_result && h.hand.outcome != Outcome::Chombo)
      return ReplayError{h.number, "the game has both hands and a result from its score sheet"};
    facts.push_back(h.hand);
    tiles.push_back(h.tiles);
  }
  std::optional<ReplayError> error = replay(rules, log.names, log.start, facts, finished && !log.sheet_result, out,
                                            tiles_completion(rules, log.names, tiles, TilesCheck::Derive));
  if (error && error->hand > 0) error->hand = hands[static_cast<std::size_t>(error->hand - 1)].number;
  if (error) return error;
  if (out.end == GameEnd::ClosedByReferee && log.closed_at_table) out.end = GameEnd::ClosedAtTable;
  for (std::size_t i = 0; i < hands.size(); ++i) out.lines[i].number = hands[i].number;
  if (!log.sheet_result) return std::nullopt;
  // A game from its score sheet: the chombos entered as hands count with the sheet's own.
  SheetResult sheet = *log.sheet_result;
  for (const LiveHand& h : hands) ++sheet.chombos[h.hand.offender];
  std::vector<SheetLine> chombo_lines = std::move(out.lines);
  error = replay_sheet(rules, log.start, sheet, out);
  out.lines = std::move(chombo_lines);
  return error;
}

std::optional<ReplayError> rebuild(const Ruleset& rules, GameLog& log) {
  log.hands.clear();
  log.voided_hands.clear();
  log.finished = false;
  log.closed_at_table = false;
  log.voided = false;
  log.sheet_result.reset();
  log.next_number = 1;
  const auto find = [](std::vector<LiveHand>& in, int number) {
    return std::find_if(in.begin(), in.end(), [&](const LiveHand& h) { return h.number == number; });
  };
  const auto reader = record_readers().borrow();
  for (const EntryRow& e : log.entries) {
    switch (e.kind) {
      case EntryKind::Finish:
        log.finished = true;
        log.closed_at_table = KeyHolder::is_table_phone(e.entered_by);
        continue;
      case EntryKind::Reopen: log.finished = false; continue;
      case EntryKind::VoidGame: log.voided = true; continue;
      case EntryKind::RestoreGame: log.voided = false; continue;
      case EntryKind::Seats: continue;  // applied to the whole game when the log was prepared
      case EntryKind::Result:
        log.sheet_result = read_sheet_result(e.facts);
        if (!log.sheet_result)
          return ReplayError{0, "entry " + std::to_string(e.id) + " (result): the stored scores cannot be read"};
        continue;
      default: break;
    }
    const auto live = find(log.hands, e.hand);
    const auto voided = find(log.voided_hands, e.hand);
    const bool found = e.kind == EntryKind::Restore ? voided != log.voided_hands.end() : live != log.hands.end();
    if (e.kind != EntryKind::Hand && !found)
      return ReplayError{e.hand, std::string("entry ") + std::to_string(e.id) + " (" + entry_kind_name(e.kind) +
                                     ") concerns a hand that is not " +
                                     (e.kind == EntryKind::Restore ? "voided" : "in the game")};
    if (e.kind == EntryKind::Void) {
      log.voided_hands.push_back(std::move(*live));
      log.hands.erase(live);
      continue;
    }
    if (e.kind == EntryKind::Restore) {
      const auto at = std::find_if(log.hands.begin(), log.hands.end(), [&](const LiveHand& h) { return h.number > e.hand; });
      log.hands.insert(at, std::move(*voided));
      log.voided_hands.erase(voided);
      continue;
    }
    LiveHand h{e.hand, {}, {}, {}};
    try {
      h.hand = reader->read_hand(e.facts, TableNames(log.names, &log.former_names), h.note, h.tiles);
    } catch (const RecordError& error) {
      return ReplayError{e.hand, "stored facts cannot be read: " + error.message};
    }
    if (e.kind == EntryKind::Hand) {
      log.next_number = std::max(log.next_number, e.hand + 1);
      log.hands.push_back(std::move(h));
    } else {
      *live = std::move(h);
    }
  }
  std::optional<ReplayError> error = replay_hands(rules, log, log.hands, log.finished, log.sheet);
  if (!error)  // the wins entered with tiles as valued where the game now puts them
    for (std::size_t i = 0; i < log.hands.size(); ++i) log.hands[i].hand = log.sheet.lines[i].hand;
  return error;
}

std::string seats_facts(const std::array<RowId, 4>& players) { return nlohmann::json(players).dump(); }

std::array<RowId, 4> corrected_seats(const GameRow& game, const std::vector<EntryRow>& entries) {
  std::array<RowId, 4> seats = game.players;
  for (const EntryRow& e : entries)
    if (e.kind == EntryKind::Seats) {
      const nlohmann::json ids = nlohmann::json::parse(e.facts, nullptr, false);
      if (!ids.is_array() || ids.size() != 4 ||
          !std::all_of(ids.begin(), ids.end(), [](const nlohmann::json& id) { return id.is_number_integer(); }))
        throw TournamentError{"game " + GameRef{game.round, game.table}.text() + ": entry " + std::to_string(e.id) +
                              " holds seats that cannot be read (run tenbou audit)"};
      for (std::size_t i = 0; i < 4; ++i) seats[i] = ids[i].get<RowId>();
    }
  return seats;
}

GameLog prepare_log(const Ruleset& rules, const PlayerDirectory& players, GameRow game, std::vector<EntryRow> entries) {
  GameLog log;
  log.game = std::move(game);
  log.game.players = corrected_seats(log.game, entries);
  for (RowId& id : log.game.players) id = players.resolve(id);
  for (const EntryRow& e : entries)
    if (e.kind == EntryKind::Seats) {
      Names names;
      const std::array<RowId, 4> seated = corrected_seats(log.game, {e});
      for_each_seat([&](Seat s) { names[s] = players.by_id(seated[s.index]).name; });
      log.seatings.emplace(e.id, names);
    }
  for (std::size_t i = 0; i < 4; ++i) {
    const Seat seat(static_cast<int>(i));
    log.players[i] = players.by_id(log.game.players[i]);
    log.names[seat] = log.players[i].name;
    for (const std::string& name : players.former_names(log.players[i].id)) log.former_names.emplace_back(name, seat);
  }
  try {
    log.start = record_readers().borrow()->read_start(log.game.start_json, rules);
  } catch (const RecordError& e) {
    throw TournamentError{"game " + log.ref().text() + ": its stored start cannot be read: " + e.message +
                          " (run tenbou audit)"};
  }
  log.entries = std::move(entries);
  return log;
}

bool voided_by(const std::vector<EntryRow>& entries) {
  bool voided = false;
  for (const EntryRow& e : entries) {
    if (e.kind == EntryKind::VoidGame) voided = true;
    if (e.kind == EntryKind::RestoreGame) voided = false;
  }
  return voided;
}

GameLog load_game_log(const Tournament& t, const GameRef& ref, GameChoice choice) {
  std::vector<GameRow> games = t.store().games_at(ref.round, ref.table);
  std::optional<GameRow> game;
  std::vector<EntryRow> entries;
  std::optional<GameRow> latest_voided;
  std::vector<EntryRow> latest_voided_entries;
  for (auto it = games.rbegin(); it != games.rend() && !game; ++it) {
    std::vector<EntryRow> found = t.store().entries(it->id);
    if (!voided_by(found)) {
      if (choice == GameChoice::Voided) continue;
      game = *it;
      entries = std::move(found);
    } else if (!latest_voided) {
      latest_voided = *it;
      latest_voided_entries = std::move(found);
    }
  }
  if (!game && choice != GameChoice::InPlay && latest_voided) {
    game = std::move(latest_voided);
    entries = std::move(latest_voided_entries);
  }
  if (!game && choice == GameChoice::Voided)
    throw NoSuchGame{"game " + ref.text() + ": no voided game was played there", {{"field", "game"}, {"value", ref.text()}}};
  if (!game && latest_voided)
    throw NoSuchGame{"game " + ref.text() + " was voided: it counts nowhere and takes no entries",
                     {{"field", "game"}, {"value", ref.text()}, {"remedy", "restore-game"}}};
  if (!game)
    throw NoSuchGame{"game " + ref.text() + ": there is no such game (" + tables_of_round(t, ref.round) + ")",
                     naming_fields({{"field", "game"}, {"value", ref.text()}, {"remedy", "start-game"}}, {"game"})};
  GameLog log = prepare_log(t.rules(), t.players(), std::move(*game), std::move(entries));
  if (auto error = rebuild(t.rules(), log))
    throw TournamentError{"game " + ref.text() + " no longer replays: hand " + std::to_string(error->hand) + ": " +
                          error->message + " (run tenbou audit)"};
  return log;
}

std::vector<GameRow> games_in_play(const Tournament& t) { return games_in_play(t, t.store().states()); }

namespace {

/// The games of the tournament but those of `left_out`, with their seats as corrected and merged duplicates
/// resolved to the player kept.
std::vector<GameRow> seated_games(const Tournament& t, const std::set<RowId>& left_out) {
  std::unordered_map<RowId, std::vector<EntryRow>> seat_corrections;
  for (EntryRow& e : t.store().entries_of_kind(EntryKind::Seats)) seat_corrections[e.game].push_back(std::move(e));
  std::vector<GameRow> out;
  for (GameRow& g : t.store().games()) {
    if (left_out.count(g.id)) continue;
    if (auto it = seat_corrections.find(g.id); it != seat_corrections.end()) g.players = corrected_seats(g, it->second);
    for (RowId& id : g.players) {
      if (!t.players().knows(id))
        throw TournamentError{"the tournament file is damaged: game " + GameRef{g.round, g.table}.text() + " names player " +
                                  std::to_string(id) + ", who is not among its players (restore it from a backup)",
                              {{"game", GameRef{g.round, g.table}.text()}}};
      id = t.players().resolve(id);
    }
    out.push_back(std::move(g));
  }
  return out;
}

}  // namespace

std::vector<GameRow> games_in_play(const Tournament& t, const std::vector<GameStateRow>& states) {
  std::set<RowId> voided;
  for (const GameStateRow& s : states)
    if (s.voided) voided.insert(s.game);
  return seated_games(t, voided);
}

TournamentError damaged_figures(const GameRef& ref, std::string_view detail) {
  return TournamentError{"the tournament file is damaged: the stored figures of game " + ref.text() +
                             " cannot be read (" + unicode::printable(detail) + "); the entries are intact",
                         {{"game", ref.text()}, {"remedy", "rebuild"}}};
}

std::vector<GameRow> every_game(const Tournament& t) { return seated_games(t, {}); }

void for_each_game_log(const Tournament& t,
                       const std::function<void(GameLog& log, const std::optional<ReplayError>& error)>& visit) {
  std::unordered_map<RowId, std::vector<EntryRow>> entries;
  for (EntryRow& e : t.store().all_entries()) entries[e.game].push_back(std::move(e));
  for (GameRow& game : t.store().games()) {
    const RowId id = game.id;
    GameLog log = prepare_log(t.rules(), t.players(), std::move(game), std::move(entries[id]));
    const std::optional<ReplayError> error = rebuild(t.rules(), log);
    visit(log, error);
  }
}

GameStateRow derive_state(const GameLog& log) {
  const ScoreSheet& sheet = log.sheet;
  GameStateRow row;
  row.game = log.game.id;
  row.entries = static_cast<int>(log.entries.size());
  row.hands = static_cast<int>(sheet.lines.size());
  row.next_round = round_name(sheet.state.round);
  row.honba = sheet.state.honba;
  row.riichi_sticks = sheet.state.riichi_sticks;
  JsonWriter scores(row.scores_json);
  scores.array(sheet.state.scores.values);
  row.finished = sheet.end != GameEnd::NotOver;
  if (sheet.final_result) {
    JsonWriter final(row.final_json);
    write_final_result(final, *sheet.final_result);
  }
  row.tallies_json = write_tallies(tally_game(sheet));
  row.voided = log.voided;
  return row;
}

}  // namespace tenbou
