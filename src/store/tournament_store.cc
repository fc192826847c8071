#include "store/tournament_store.h"

#include <stdexcept>

#include "store/database.h"

namespace tenbou {
namespace {

constexpr const char* kGameColumns = "id, round, table_number, east, south, west, north, start, created_at";
constexpr const char* kEntryColumns = "id, game, kind, hand, facts, reason, entered_by, expected, entered_at";

/// Binds text, storing "" as NULL so absent fields read back as absent.
void bind_text(SQLite::Statement& s, int index, const std::string& text) {
  if (text.empty())
    s.bind(index);
  else
    s.bind(index, text);
}

std::string text(const SQLite::Column& c) { return c.isNull() ? std::string() : c.getString(); }

GameRow read_game(SQLite::Statement& s) {
  GameRow g;
  g.id = s.getColumn(0).getInt64();
  g.round = s.getColumn(1).getInt();
  g.table = s.getColumn(2).getInt();
  for (int i = 0; i < 4; ++i) g.players[static_cast<std::size_t>(i)] = s.getColumn(3 + i).getInt64();
  g.start_json = text(s.getColumn(7));
  g.created_at = text(s.getColumn(8));
  return g;
}

EntryKind parse_kind(const std::string& name) {
  for (EntryKind k : {EntryKind::Hand, EntryKind::Amend, EntryKind::Void, EntryKind::Finish})
    if (name == entry_kind_name(k)) return k;
  throw std::runtime_error("unknown entry kind \"" + name + "\" in the database");
}

EntryRow read_entry(SQLite::Statement& s) {
  EntryRow e;
  e.id = s.getColumn(0).getInt64();
  e.game = s.getColumn(1).getInt64();
  e.kind = parse_kind(s.getColumn(2).getString());
  e.hand = s.getColumn(3).isNull() ? 0 : s.getColumn(3).getInt();
  e.facts = text(s.getColumn(4));
  e.reason = text(s.getColumn(5));
  e.entered_by = text(s.getColumn(6));
  e.expected = text(s.getColumn(7));
  e.entered_at = text(s.getColumn(8));
  return e;
}

}  // namespace

const char* entry_kind_name(EntryKind kind) {
  switch (kind) {
    case EntryKind::Hand: return "hand";
    case EntryKind::Amend: return "amend";
    case EntryKind::Void: return "void";
    case EntryKind::Finish: return "finish";
  }
  return "";
}

SQLite::Statement& TournamentStore::prepared(std::optional<SQLite::Statement>& slot, const char* sql) {
  if (!slot)
    slot.emplace(db_, sql);
  else
    slot->reset();
  return *slot;
}

void TournamentStore::insert_tournament(const TournamentRow& row) {
  SQLite::Statement s(db_, "INSERT INTO tournament (id, name, ruleset_name, ruleset, created_at) VALUES (1, ?, ?, ?, ?)");
  s.bind(1, row.name);
  s.bind(2, row.ruleset_name);
  s.bind(3, row.ruleset_json);
  s.bind(4, row.created_at.empty() ? utc_now() : row.created_at);
  s.exec();
}

std::optional<TournamentRow> TournamentStore::tournament() {
  SQLite::Statement s(db_, "SELECT name, ruleset_name, ruleset, created_at FROM tournament WHERE id = 1");
  if (!s.executeStep()) return std::nullopt;
  return TournamentRow{s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                       s.getColumn(3).getString()};
}

RowId TournamentStore::insert_player(const PlayerRow& row) {
  SQLite::Statement& s = prepared(
      insert_player_, "INSERT INTO player (name, ema, country, club, created_at) VALUES (?, ?, ?, ?, ?)");
  s.bind(1, row.name);
  bind_text(s, 2, row.ema);
  bind_text(s, 3, row.country);
  bind_text(s, 4, row.club);
  s.bind(5, utc_now());
  s.exec();
  return db_.getLastInsertRowid();
}

std::vector<PlayerRow> TournamentStore::players() {
  SQLite::Statement s(db_, "SELECT id, name, ema, country, club FROM player ORDER BY id");
  std::vector<PlayerRow> out;
  while (s.executeStep())
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(), text(s.getColumn(2)),
                   text(s.getColumn(3)), text(s.getColumn(4))});
  return out;
}

RowId TournamentStore::insert_game(const GameRow& row) {
  SQLite::Statement& s = prepared(insert_game_,
                                  "INSERT INTO game (round, table_number, east, south, west, north, start, created_at) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.round);
  s.bind(2, row.table);
  for (int i = 0; i < 4; ++i) s.bind(3 + i, row.players[static_cast<std::size_t>(i)]);
  bind_text(s, 7, row.start_json);
  s.bind(8, utc_now());
  s.exec();
  return db_.getLastInsertRowid();
}

std::optional<GameRow> TournamentStore::game(int round, int table) {
  SQLite::Statement& s = prepared(
      find_game_, (std::string("SELECT ") + kGameColumns + " FROM game WHERE round = ? AND table_number = ?").c_str());
  s.bind(1, round);
  s.bind(2, table);
  if (!s.executeStep()) return std::nullopt;
  return read_game(s);
}

std::vector<GameRow> TournamentStore::games() {
  SQLite::Statement s(db_, std::string("SELECT ") + kGameColumns + " FROM game ORDER BY round, table_number");
  std::vector<GameRow> out;
  while (s.executeStep()) out.push_back(read_game(s));
  return out;
}

RowId TournamentStore::insert_entry(const EntryRow& row) {
  SQLite::Statement& s = prepared(insert_entry_,
                                  "INSERT INTO entry (game, kind, hand, facts, reason, entered_by, expected, entered_at) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.game);
  s.bind(2, entry_kind_name(row.kind));
  if (row.kind == EntryKind::Finish)
    s.bind(3);
  else
    s.bind(3, row.hand);
  bind_text(s, 4, row.facts);
  bind_text(s, 5, row.reason);
  bind_text(s, 6, row.entered_by);
  bind_text(s, 7, row.expected);
  s.bind(8, row.entered_at.empty() ? utc_now() : row.entered_at);
  s.exec();
  return db_.getLastInsertRowid();
}

std::vector<EntryRow> TournamentStore::entries(RowId game) {
  SQLite::Statement& s =
      prepared(entries_, (std::string("SELECT ") + kEntryColumns + " FROM entry WHERE game = ? ORDER BY id").c_str());
  s.bind(1, game);
  std::vector<EntryRow> out;
  while (s.executeStep()) out.push_back(read_entry(s));
  return out;
}

std::vector<EntryRow> TournamentStore::all_entries() {
  SQLite::Statement s(db_, std::string("SELECT ") + kEntryColumns + " FROM entry ORDER BY game, id");
  std::vector<EntryRow> out;
  while (s.executeStep()) out.push_back(read_entry(s));
  return out;
}

void TournamentStore::write_state(const GameStateRow& row) {
  SQLite::Statement& s = prepared(write_state_,
                                  "INSERT OR REPLACE INTO game_state (game, entries, hands, next_round, honba, "
                                  "riichi_sticks, scores, finished, final, tallies) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.game);
  s.bind(2, row.entries);
  s.bind(3, row.hands);
  s.bind(4, row.next_round);
  s.bind(5, row.honba);
  s.bind(6, row.riichi_sticks);
  s.bind(7, row.scores_json);
  s.bind(8, row.finished ? 1 : 0);
  bind_text(s, 9, row.final_json);
  bind_text(s, 10, row.tallies_json);
  s.exec();
}

std::vector<GameStateRow> TournamentStore::states() {
  SQLite::Statement s(db_,
                      "SELECT game, entries, hands, next_round, honba, riichi_sticks, scores, finished, final, tallies "
                      "FROM game_state ORDER BY game");
  std::vector<GameStateRow> out;
  while (s.executeStep())
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt(), s.getColumn(2).getInt(),
                   s.getColumn(3).getString(), s.getColumn(4).getInt(), s.getColumn(5).getInt(),
                   s.getColumn(6).getString(), s.getColumn(7).getInt() != 0, text(s.getColumn(8)),
                   text(s.getColumn(9))});
  return out;
}

RowId TournamentStore::insert_penalty(const PenaltyRow& row) {
  SQLite::Statement s(db_,
                      "INSERT INTO penalty (player, points, round, reason, cancels, entered_by, entered_at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.player);
  s.bind(2, static_cast<std::int64_t>(row.points));
  if (row.round > 0) s.bind(3, row.round);
  s.bind(4, row.reason);
  if (row.cancels > 0) s.bind(5, row.cancels);
  bind_text(s, 6, row.entered_by);
  s.bind(7, row.entered_at);
  s.exec();
  return db_.getLastInsertRowid();
}

std::vector<PenaltyRow> TournamentStore::penalties() {
  SQLite::Statement s(db_,
                      "SELECT id, player, points, round, reason, cancels, entered_by, entered_at FROM penalty "
                      "ORDER BY id");
  std::vector<PenaltyRow> out;
  while (s.executeStep())
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64(),
                   s.getColumn(3).getInt(), s.getColumn(4).getString(), s.getColumn(5).getInt64(),
                   text(s.getColumn(6)), s.getColumn(7).getString()});
  return out;
}

RowId TournamentStore::insert_seating_plan(const SeatingPlanRow& plan, const std::vector<SeatRow>& seats) {
  SQLite::Statement s(db_,
                      "INSERT INTO seating_plan (rounds, from_round, seed, separate, reason, entered_by, entered_at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, plan.rounds);
  s.bind(2, plan.from_round);
  s.bind(3, plan.seed);
  bind_text(s, 4, plan.separate);
  bind_text(s, 5, plan.reason);
  bind_text(s, 6, plan.entered_by);
  s.bind(7, plan.entered_at);
  s.exec();
  const RowId id = db_.getLastInsertRowid();
  SQLite::Statement seat(db_, "INSERT INTO seating_seat (plan, round, table_number, seat, player) VALUES (?, ?, ?, ?, ?)");
  for (const SeatRow& r : seats) {
    seat.bind(1, id);
    seat.bind(2, r.round);
    seat.bind(3, r.table);
    seat.bind(4, r.seat);
    seat.bind(5, r.player);
    seat.exec();
    seat.reset();
  }
  return id;
}

std::optional<SeatingPlanRow> TournamentStore::latest_seating_plan() {
  SQLite::Statement s(db_,
                      "SELECT id, rounds, from_round, seed, separate, reason, entered_by, entered_at "
                      "FROM seating_plan ORDER BY id DESC LIMIT 1");
  if (!s.executeStep()) return std::nullopt;
  auto text = [&](int column) { return s.getColumn(column).isNull() ? std::string() : s.getColumn(column).getString(); };
  return SeatingPlanRow{s.getColumn(0).getInt64(), s.getColumn(1).getInt(), s.getColumn(2).getInt(),
                        s.getColumn(3).getInt64(), text(4), text(5), text(6), text(7)};
}

std::vector<SeatRow> TournamentStore::seats(RowId plan) {
  SQLite::Statement s(db_,
                      "SELECT round, table_number, seat, player FROM seating_seat WHERE plan = ? "
                      "ORDER BY round, table_number, seat");
  s.bind(1, plan);
  std::vector<SeatRow> out;
  while (s.executeStep())
    out.push_back({s.getColumn(0).getInt(), s.getColumn(1).getInt(), s.getColumn(2).getInt(), s.getColumn(3).getInt64()});
  return out;
}

void TournamentStore::insert_setting(const SettingRow& row) {
  SQLite::Statement s(db_, "INSERT INTO setting (key, value, reason, entered_by, entered_at) VALUES (?, ?, ?, ?, ?)");
  s.bind(1, row.key);
  s.bind(2, row.value);
  bind_text(s, 3, row.reason);
  bind_text(s, 4, row.entered_by);
  s.bind(5, row.entered_at);
  s.exec();
}

std::vector<SettingRow> TournamentStore::settings() {
  SQLite::Statement s(db_, "SELECT key, value, reason, entered_by, entered_at FROM setting ORDER BY id");
  std::vector<SettingRow> out;
  while (s.executeStep())
    out.push_back({s.getColumn(0).getString(), s.getColumn(1).getString(), text(s.getColumn(2)),
                   text(s.getColumn(3)), s.getColumn(4).getString()});
  return out;
}

}  // namespace tenbou
